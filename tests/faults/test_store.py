"""A local store that lost data says so in one line, exit 2, and is left as it was: the engine would set the
damaged part aside (renaming it into detached/) and answer from the rest, a partial week that looks whole."""

from __future__ import annotations

from pathlib import Path

from tests.clickhouse.conftest import stored
from tests.faults.conftest import run


def _tree(folder: Path) -> set[str]:
    return {str(path.relative_to(folder)) for path in folder.rglob("*")
            if "/detached" in str(path) or (path.suffix in {".bin", ".txt"} and "store/" in str(path))}


def test_a_store_with_a_damaged_part_is_exit_2_and_left_unchanged(project: Path, tmp_path: Path) -> None:
    source = stored(project / "demo-traces" / "spans", tmp_path / "store")
    parts = sorted(path for path in (tmp_path / "store").glob("store/*/*/*_*_*_*") if (path / "data.bin").exists())
    assert len(parts) > 1
    (parts[1] / "data.bin").unlink()
    before = _tree(tmp_path / "store")
    ran = run(["sessions", "--source", source, "--since", "30d", "--format", "json"], project)
    assert ran.returncode == 2 and ran.stdout == "" and ran.stderr.count("\n") == 1, ran.stderr
    assert f"1 part(s) of the store cannot be read ({parts[1].name}" in ran.stderr
    assert _tree(tmp_path / "store") == before and parts[1].is_dir()
    assert not list(parts[1].parent.glob("detached/*"))
