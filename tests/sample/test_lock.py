"""One run at a time: the run lock refuses a second run by name, survives a killed run, and the salt is made once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from miner.sample import Ledger, RunLock, RunLocked
from tests.conftest import ROOT

TOOLS = ["lookup_order", "track_shipment", "issue_refund", "update_address", "escalate"]


def test_a_second_run_is_refused_with_a_line_naming_the_first(tmp_path: Path) -> None:
    with RunLock(tmp_path / ".miner", "sample"), pytest.raises(RunLocked) as refused:
        RunLock(tmp_path / ".miner", "promote").acquire()
    message = str(refused.value)
    assert message.startswith(f"{tmp_path / '.miner' / 'run.lock'}: `miner sample` (process {os.getpid()} on ")
    assert "\n" not in message and "wait for it to finish" in message
    assert not (tmp_path / ".miner" / "run.lock").exists()  # released on leaving the block
    with RunLock(tmp_path / ".miner", "promote") as again:
        assert again.stale is None


def test_the_lock_of_a_killed_run_is_taken_over(tmp_path: Path) -> None:
    folder = tmp_path / ".miner"
    killed = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; from pathlib import Path; from miner.sample import RunLock\n"
        f"RunLock(Path({str(folder)!r}), 'sample').acquire(); print('held', flush=True); time.sleep(60)")],
        cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert killed.stdout is not None and killed.stdout.readline() == "held\n"
        with pytest.raises(RunLocked):
            RunLock(folder, "sample").acquire()
    finally:
        killed.kill()
        killed.wait()
    assert json.loads((folder / "run.lock").read_text())["pid"] == killed.pid  # left behind by the kill
    with RunLock(folder, "sample") as lock:
        assert lock.stale is not None and lock.stale.pid == killed.pid
        assert json.loads((folder / "run.lock").read_text())["pid"] == os.getpid()


def test_the_salt_is_created_once_and_never_replaced(tmp_path: Path) -> None:
    path = tmp_path / ".miner" / "ledger.jsonl"
    first, second = Ledger(path), Ledger(path)  # both read the folder before any salt exists
    assert first.session_hash("s-1") == second.session_hash("s-1")
    salt = path.with_name("ledger.jsonl.salt").read_text()
    Ledger(path).session_hash("s-2")
    assert path.with_name("ledger.jsonl.salt").read_text() == salt


def test_two_runs_started_at_once_draft_each_session_once_and_the_ledger_knows_them_all(tmp_path: Path) -> None:
    miner = Path(sys.executable).with_name("miner")
    subprocess.run([str(miner), "demo", "--sessions", "40", "--out", "traces"], cwd=tmp_path, check=True,
                   capture_output=True)
    (tmp_path / "pyproject.toml").write_text(
        f'[tool.miner]\nsources = ["traces/spans"]\ntools = {json.dumps(TOOLS)}\n', encoding="utf-8")
    runs = [subprocess.Popen([str(miner), "sample", "--since", "7d", "--format", "json"], cwd=tmp_path,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    results = [(run.wait(), *run.communicate()) for run in runs]
    codes = sorted(code for code, _out, _err in results)
    assert codes in ([0, 0], [0, 2]), results
    for code, out, err in results:
        if code == 2:  # refused at once, naming the run that holds the lock
            assert out == "" and err.count("\n") == 1 and "`miner sample` (process " in err, err

    specs = [json.loads(path.read_text()) for path in (tmp_path / "drafts").glob("*.spec.json")]
    drafted = [spec["provenance"]["sessionHash"] for spec in specs]
    ledger = [json.loads(line) for line in (tmp_path / ".miner" / "ledger.jsonl").read_text().splitlines()]
    assert drafted and len(drafted) == len(set(drafted))  # each session drafted once
    assert set(drafted) <= {entry["session_hash"] for entry in ledger}  # and known to the ledger,
    assert len(ledger) == len({entry["session_hash"] for entry in ledger})  # once,
    assert {entry["case"] for entry in ledger} == {spec["evalId"] for spec in specs}  # with near-duplicates
    assert sorted(path.name for path in (tmp_path / ".miner").iterdir()) == ["ledger.jsonl", "ledger.jsonl.salt",
                                                                             "weeks"]


def test_progress_shows_on_a_terminal_only_and_json_is_whole_or_nothing(tmp_path: Path) -> None:
    import pty

    miner = Path(sys.executable).with_name("miner")
    subprocess.run([str(miner), "demo", "--sessions", "12", "--out", "traces"], cwd=tmp_path, check=True,
                   capture_output=True)
    command = [str(miner), "sample", "--since", "7d", "--dry-run", "--format", "json", "--source", "traces/spans"]
    leader, follower = pty.openpty()
    on_terminal = subprocess.run(command, cwd=tmp_path, stdout=subprocess.PIPE, stderr=follower, text=True)
    os.close(follower)
    shown = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:
            break
        if not chunk:
            break
        shown += chunk
    os.close(leader)
    assert on_terminal.returncode == 0 and b"\rsample: 1 session read" in shown
    json.loads(on_terminal.stdout)

    piped = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True)
    assert piped.returncode == 0 and "\r" not in piped.stderr and "sessions read" not in piped.stderr
    assert piped.stderr.splitlines()[-1].startswith("next: ")
    failed = subprocess.run([*command[:-1], "nowhere"], cwd=tmp_path, capture_output=True, text=True)
    assert failed.returncode == 2 and failed.stdout == "" and failed.stderr.count("\n") == 1
