"""Ingestion's shards hold raw trace text: they never outlive the run, whether it ends, is terminated, or was
killed outright earlier."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from miner import ingest
from miner.cli import main
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import read_sessions, spill_folder
from miner.scratch import PREFIX

SPILL_PREFIX = "miner-ingest-"  # the folders of earlier versions, one per run too


def test_folders_of_runs_whose_process_is_gone_are_removed_and_others_kept(tmp_path: Path) -> None:
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = tmp_path / f"{SPILL_PREFIX}{ended.stdout.strip()}-abc"
    (dead / "shards").mkdir(parents=True)
    (dead / "shards" / "0.jsonl").write_text("raw trace text", encoding="utf-8")
    running = tmp_path / f"{SPILL_PREFIX}{os.getppid()}-def"
    running.mkdir()
    unrelated = tmp_path / "miner-ingest-notes"
    unrelated.mkdir()

    folder = spill_folder(str(tmp_path))

    assert not dead.exists()
    assert running.is_dir() and unrelated.is_dir()
    run_folder = folder.parent
    assert run_folder.parent == tmp_path and run_folder.name.startswith(f"{PREFIX}{os.getpid()}-")
    assert run_folder.stat().st_mode & 0o077 == 0 and folder.stat().st_mode & 0o077 == 0


def test_a_terminated_run_removes_its_shards_and_says_so(tmp_path: Path) -> None:
    traces = tmp_path / "traces"
    assert CliRunner().invoke(main, ["demo", "--out", str(traces), "--sessions", "1500"]).exit_code == 0
    spill = tmp_path / "spill"
    spill.mkdir()
    config = tmp_path / "miner.toml"
    config.write_text(f'workers = 1\nspill_dir = "{spill}"\n', encoding="utf-8")
    miner = Path(sys.executable).with_name("miner")
    run = subprocess.Popen([str(miner), "sessions", "--config", str(config), "--source", str(traces)],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not any(spill.iterdir()) and run.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert run.poll() is None, "the run ended before its shards were seen; give it more sessions"
    run.send_signal(signal.SIGTERM)
    _, stderr = run.communicate(timeout=60)
    assert run.returncode == 128 + signal.SIGTERM
    assert "miner: terminated" in stderr and "Traceback" not in stderr
    assert list(spill.iterdir()) == []


@pytest.mark.parametrize("workers", [1, 2])
def test_a_stop_while_the_workers_start_leaves_no_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        workers: int) -> None:
    traces = tmp_path / "traces"
    assert CliRunner().invoke(main, ["demo", "--out", str(traces), "--sessions", "20"]).exit_code == 0
    spill = tmp_path / "spill"
    spill.mkdir()
    started: list[Path] = []

    class Stopped(BaseException):
        """What SIGTERM raises in the command's process (a BaseException, as there)."""

    def stop_while_starting(_tasks: object, _worker: object, _workers: int) -> None:
        started.extend(spill.iterdir())
        raise Stopped

    monkeypatch.setattr(ingest._Tasks, "__init__", stop_while_starting)
    config = MinerConfig(spill_dir=str(spill), workers=workers)
    with pytest.raises(Stopped):
        list(read_sessions([str(traces)], config, Diagnostics(stream=None)))
    assert started, "the folder did not exist yet when the workers started: the test no longer tests the window"
    assert [path for path in spill.rglob("*") if not path.name.startswith(PREFIX)] == []
