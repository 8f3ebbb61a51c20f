"""Nothing raw is left behind: a run killed outright (SIGKILL) at any moment leaves its temporary files in its
run folder, and the next run of any command removes them and says so; a run that ends removes its own."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

from miner import scratch
from tests.clickhouse.conftest import stored
from tests.faults.conftest import MINER, run


def _files_under(folder: Path) -> list[Path]:
    """The files under `folder`; os.walk, unlike Path.rglob, skips a folder the running miner removes while
    it is being walked."""
    return [Path(root) / name for root, _, names in os.walk(folder) for name in names
            if not name.endswith(".lock")]


def _age_engine_folders_that_name_no_process(temporary: Path) -> None:
    """A run killed while chdb's engine was starting leaves its status file naming no process; the next run
    keeps it for a while (the engine may be starting still): here the next run comes after that while."""
    past = time.time() - scratch._ENGINE_STARTING - 1
    for folder in temporary.glob(f"{scratch._ENGINE}*"):
        status = folder / "status"
        if not status.exists() or not scratch._ENGINE_PID.search(status.read_text()):
            for path in [folder, *folder.rglob("*")]:
                os.utime(path, (past, past))


def _kill_when(temporary: Path, arguments: list[str], cwd: Path, moment: str) -> None:
    """Start the miner with its temporary folder at `temporary`; SIGKILL it and its workers, as a scheduler
    stopping the job does, at `moment`: as soon as its run folder exists, or once a file of trace data is in it
    (files elsewhere in the temporary folder, as chdb's engine status file, are not trace data).
    A run on a busy machine can end before the moment is seen, or remove the file it had written (a part it has
    read) between the moment seen and the kill; it is started again, a few times at most."""
    for _ in range(5):
        process = subprocess.Popen([MINER, *arguments], cwd=cwd, env={**os.environ, "TMPDIR": str(temporary)},
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        deadline = time.monotonic() + 60
        try:
            while time.monotonic() < deadline and process.poll() is None:
                folders = list(temporary.glob(f"{scratch.PREFIX}*"))
                if folders and (moment == "folder made" or any(_files_under(folder) for folder in folders)):
                    break
                time.sleep(0.002)
        finally:
            alive = process.poll() is None
            with contextlib.suppress(ProcessLookupError):  # a run that ended may have left no process
                os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        left = list(temporary.glob(f"{scratch.PREFIX}*"))
        if alive and (moment == "folder made" or any(_files_under(folder) for folder in left)):
            return
        for folder in left:
            shutil.rmtree(folder, ignore_errors=True)
    raise AssertionError("the run ended, or held no file, at the moment it was killed, five times")


@pytest.mark.parametrize("kind", ["files", "chdb"])
@pytest.mark.parametrize("moment", ["folder made", "rows written"])
def test_what_a_killed_run_left_is_removed_by_the_next_run_of_any_command(
        project: Path, tmp_path: Path, kind: str, moment: str) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    source = str(project / "demo-traces" / "spans")
    if kind == "chdb":
        source = stored(project / "demo-traces" / "spans", tmp_path / "store")
    _kill_when(temporary, ["sessions", "--source", source, "--format", "json"], project, moment)
    left = list(temporary.glob(f"{scratch.PREFIX}*"))
    assert left, "the kill left nothing: the test no longer kills inside the run"
    if moment == "rows written":
        assert any(_files_under(folder) for folder in left)
    _age_engine_folders_that_name_no_process(temporary)
    after = run(["schema", "spec"], project, env={"TMPDIR": str(temporary)})
    assert after.returncode == 0
    assert "temporary folder(s) of trace data left by runs that were killed" in after.stderr
    assert str(left[0]) in after.stderr
    assert not list(temporary.glob(f"{scratch.PREFIX}*")) and not _files_under(temporary)


def test_a_run_that_ends_leaves_no_folder_and_a_running_one_is_not_touched(project: Path, tmp_path: Path) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    alive = temporary / f"{scratch.PREFIX}{os.getpid()}-{scratch._started(os.getpid())}-kept"
    alive.mkdir()
    (alive / "rows").write_text("a running run's rows")
    done = run(["sessions", "--format", "json"], project, env={"TMPDIR": str(temporary)})
    assert done.returncode == 0 and "removed" not in done.stderr
    assert [path.name for path in temporary.iterdir() if not path.name.endswith(".lock")] == [alive.name]


def test_a_chdb_engine_folder_naming_no_process_is_kept_while_it_may_be_starting_then_swept(tmp_path: Path) -> None:
    temporary = tmp_path / "tmp"
    starting = temporary / f"{scratch._ENGINE}starting"
    (starting / "tmp").mkdir(parents=True)
    (starting / "status").write_text("")  # as the engine makes it, a moment before it writes its process id
    assert scratch.sweep(temporary) == [] and starting.is_dir()
    past = time.time() - scratch._ENGINE_STARTING - 1
    for path in [starting, *starting.rglob("*")]:
        os.utime(path, (past, past))
    assert scratch.sweep(temporary) == [starting] and not list(temporary.iterdir())
