"""Faults of the world are not bugs: a full disk, a permission, a FIFO, a link loop, a file nested too deep or not
UTF-8 is one line naming the path and the reason, exit 2 (or a warning and the other files read), never 70."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from miner.config import MinerConfig
from miner.drafting.stage import draft_all
from miner.errors import environment_fault
from miner.sample import Ledger
from miner.sample.ledger import LedgerError
from tests.faults.conftest import run
from tests.faults.test_drafting_transaction import _selected, _state, _whole

ROOT = os.geteuid() == 0
HAS_SETPRIV = shutil.which("setpriv") is not None
NOBODY = "65534"


@pytest.fixture
def full_disk(tmp_path: Path) -> Iterator[Path]:
    """A folder on a file system of 256 KiB."""
    if not ROOT:
        pytest.skip("mounting a small file system needs root (CI runs as root)")
    folder = tmp_path / "small"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(folder)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode().strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def test_a_full_disk_while_drafting_is_one_line_and_every_case_on_disk_is_recorded(full_disk: Path) -> None:
    (full_disk / "filler").write_bytes(b"\0" * 232_000)
    root = full_disk
    with pytest.raises(OSError) as raised:
        draft_all(_selected(12), MinerConfig(), Ledger(full_disk.parent / "ledger.jsonl"), root)
    line = str(environment_fault(raised.value))
    assert str(full_disk) in line and "no space left" in line
    cases, recorded, temporary = _state(root)
    recorded = {json.loads(entry)["case"] for entry in (full_disk.parent / "ledger.jsonl").read_text().splitlines()}
    assert cases and cases == recorded and _whole(root, cases) and not temporary
    (full_disk / "filler").unlink()
    results = draft_all(_selected(12), MinerConfig(), Ledger(full_disk.parent / "ledger.jsonl"), root)
    assert sum(1 for result in results if result.written) == 12 - len(cases)


def test_a_full_disk_under_the_command_is_exit_2_naming_the_folder(project: Path, full_disk: Path) -> None:
    (full_disk / "filler").write_bytes(b"\0" * 250_000)
    ran = run(["sessions", "--format", "json", "--source", "demo-traces/spans"], project,
              env={"TMPDIR": str(full_disk)})
    assert ran.returncode == 2, ran.stderr
    assert ran.stderr.count("\n") == 1 and str(full_disk) in ran.stderr and "no space left" in ran.stderr


@pytest.mark.skipif(not HAS_SETPRIV, reason="setpriv (util-linux) runs the miner without root's powers")
def test_an_unreadable_trace_file_costs_only_itself(project: Path) -> None:
    files = sorted((project / "demo-traces" / "spans").iterdir())
    files[0].chmod(0)
    ran = run(["sessions", "--format", "json"], project, user=NOBODY)
    assert ran.returncode == 0, ran.stderr
    assert f"{files[0]}: cannot be read (permission denied); file skipped" in ran.stderr
    assert json.loads(ran.stdout) and "Traceback" not in ran.stderr
    assert run(["sessions", "--format", "json", "--strict"], project, user=NOBODY).returncode == 1


def test_a_fifo_as_a_source_is_refused_in_one_line(project: Path) -> None:
    os.mkfifo(project / "pipe.jsonl")
    ran = run(["sessions", "--source", "pipe.jsonl"], project, timeout=20)
    assert ran.returncode == 2 and "pipe.jsonl: a FIFO (named pipe)" in ran.stderr and ran.stderr.count("\n") == 1


@pytest.mark.parametrize("command", ["validate", "review"])
def test_a_fifo_or_a_draft_nested_too_deep_is_named_not_waited_for(project: Path, command: str) -> None:
    drafts = project / "drafts"
    drafts.mkdir()
    os.mkfifo(drafts / "pipe.evalset.json")
    (drafts / "deep.evalset.json").write_text("[" * 100_000 + "]" * 100_000)
    ran = run([command, "drafts"], project, timeout=20)
    assert ran.returncode == 1 and "Traceback" not in ran.stderr
    output = ran.stdout + ran.stderr
    assert "pipe.evalset.json: not a regular file" in output and "deep.evalset.json: nested too deep" in output


def test_a_glob_over_a_symlink_loop_ends(project: Path) -> None:
    (project / "demo-traces" / "spans" / "loop").symlink_to("..")
    ran = run(["sessions", "--format", "json", "--source", "demo-traces/**/*.jsonl"], project, timeout=30)
    assert ran.returncode == 0 and len(json.loads(ran.stdout)) == 40


def test_a_ledger_holding_invalid_utf8_is_named_with_its_line(tmp_path: Path) -> None:
    (tmp_path / "ledger.jsonl").write_bytes(b'{"session_hash": "ab"}\n\xff\xfe{"not": "utf-8"}\n')
    with pytest.raises(LedgerError, match=r"ledger.jsonl:1: not a ledger entry"):
        Ledger(tmp_path / "ledger.jsonl")
    (tmp_path / "ledger.jsonl").write_bytes(b'\xff\xfe{"not": "utf-8"}\n')
    with pytest.raises(LedgerError, match=r"ledger.jsonl:1: not a ledger entry"):
        Ledger(tmp_path / "ledger.jsonl")


@pytest.mark.parametrize("depth", [300, 5_000])
def test_values_nested_too_deep_cost_their_record_named_by_file_and_line(project: Path, depth: int) -> None:
    spans = project / "demo-traces" / "spans"
    first = sorted(spans.iterdir())[0]
    deep = "[" * depth + "]" * depth
    marker = '\\"order_id\\": \\"ORD-'
    first.write_text(first.read_text().replace(marker, f'\\"deep\\": {deep}, {marker}'))
    ran = run(["sessions", "--since", "30d", "--format", "json"], project)
    assert ran.returncode == 0, ran.stderr
    assert f"{first}:" in ran.stderr and "nested more than 100 levels deep" in ran.stderr
    assert json.loads(ran.stdout) and "internal error" not in ran.stderr


def test_a_bom_is_read_and_a_nul_or_lone_surrogate_costs_only_its_line(project: Path) -> None:
    spans = project / "demo-traces" / "spans"
    first = sorted(spans.iterdir())[0]
    lines = first.read_bytes().splitlines(keepends=True)
    lines[0] = b"\xef\xbb\xbf" + lines[0]
    lines[1] = lines[1].replace(b'"spans":', b'"spans\x00":', 1)
    lines[2] = lines[2].replace(b'"traceId":"', b'"note":"\\ud800","traceId":"', 1)
    first.write_bytes(b"".join(lines))
    ran = run(["sessions", "--since", "30d", "--format", "json"], project)
    assert ran.returncode == 0, ran.stderr
    assert f"{first}:2: holds a NUL byte" in ran.stderr and f"{first}:3: holds a lone surrogate" in ran.stderr
    assert f"{first}:1:" not in ran.stderr and "skipped: 2 bad line" in ran.stderr


def test_drafts_on_a_read_only_file_system_are_one_line_naming_the_folder(tmp_path: Path) -> None:
    """Permissions as root sees them: root ignores chmod, not a read-only mount."""
    if not ROOT:
        pytest.skip("mounting a read-only file system needs root (CI runs as root)")
    drafts = tmp_path / "drafts"
    drafts.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", str(drafts)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode().strip()}")
    try:
        with pytest.raises(OSError) as raised:
            draft_all(_selected(2), MinerConfig(), Ledger(tmp_path / ".miner" / "ledger.jsonl"), tmp_path)
        line = str(environment_fault(raised.value))
        assert str(drafts) in line and "read-only file system" in line
        assert _state(tmp_path)[1] == set() and not list((tmp_path / "fixtures").glob("*"))
    finally:
        subprocess.run(["umount", "-l", str(drafts)], check=False)
