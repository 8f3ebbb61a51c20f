"""Drafting is a transaction per case: after any interruption, a case's draft, sidecar, fixture and ledger entry
all exist or none does, no temporary file is left, and a case already in the suite is never drafted again."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import pytest

from miner.config import MinerConfig
from miner.drafting.stage import Selected, draft_all
from miner.drafting.transaction import JOURNAL, signals_deferred
from miner.sample import Ledger
from redaction import RedactedSession, RedactionReport
from tests.factory import session, tool, turn


def _selected(count: int) -> list[Selected]:
    chosen = []
    for number in range(count):
        raw = session(turn(f"refund order ORD-{number:04d}", tool("issue_refund", status="error")),
                      session_id=f"sess-{number}")
        report = RedactionReport(model="en", score_threshold=0.35)
        chosen.append(Selected(raw, RedactedSession(session=raw, report=report), "error"))
    return chosen


def _state(root: Path) -> tuple[set[str], set[str], set[str]]:
    """The case ids with a draft, a sidecar, a fixture; the ledger's cases; every temporary file."""
    files = [path for path in root.rglob("*") if path.is_file()]
    cases = {path.name.split(".")[0] for path in files if path.parent.name in {"drafts", "fixtures"}}
    ledger = root / ".miner" / "ledger.jsonl"
    recorded = {json.loads(line)["case"] for line in ledger.read_text().splitlines()} if ledger.exists() else set()
    temporary = {path.name for path in files if path.name.endswith(".tmp") or path.name == JOURNAL}
    return cases, recorded, temporary


def _whole(root: Path, cases: set[str]) -> bool:
    return all((root / "drafts" / f"{case}.evalset.json").is_file() and
               (root / "drafts" / f"{case}.spec.json").is_file() and
               (root / "fixtures" / f"{case}.json").is_file() for case in cases)


@pytest.mark.parametrize("fail_at", [1, 2, 3, 4, 5, 7, 9, 12])
def test_an_interruption_at_any_write_leaves_whole_cases_each_in_the_ledger(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fail_at: int) -> None:
    real_fsync = os.fsync
    calls = 0

    def interrupted(descriptor: int) -> None:
        nonlocal calls
        calls += 1
        if calls == fail_at:
            raise KeyboardInterrupt
        real_fsync(descriptor)

    monkeypatch.setattr(os, "fsync", interrupted)
    ledger = Ledger(tmp_path / ".miner" / "ledger.jsonl")
    with pytest.raises(KeyboardInterrupt):
        draft_all(_selected(4), MinerConfig(), ledger, tmp_path)
    monkeypatch.setattr(os, "fsync", real_fsync)
    cases, recorded, temporary = _state(tmp_path)
    assert cases == recorded and _whole(tmp_path, cases) and not temporary
    # The rerun drafts the rest, and nothing twice.
    results = draft_all(_selected(4), MinerConfig(), Ledger(tmp_path / ".miner" / "ledger.jsonl"), tmp_path)
    assert sum(1 for result in results if result.written) == 4 - len(cases)
    cases_after, recorded_after, temporary_after = _state(tmp_path)
    assert len(cases_after) == 4 and cases_after == recorded_after and not temporary_after


def test_a_killed_case_is_undone_by_the_next_run(tmp_path: Path) -> None:
    """SIGKILL cannot wait: the journal names the case it left half written, and the next run removes it."""
    ledger = Ledger(tmp_path / ".miner" / "ledger.jsonl")
    draft_all(_selected(1), MinerConfig(), ledger, tmp_path)
    (case,) = _state(tmp_path)[0]
    half = tmp_path / "drafts" / "error_issue_refund_deadbeef.spec.json"
    half.write_text("{}")
    leftover = tmp_path / "drafts" / ".error_issue_refund_deadbeef.evalset.json.x1y2.tmp"
    leftover.write_text("")
    (tmp_path / ".miner" / JOURNAL).write_text(json.dumps(
        {"eval_id": "error_issue_refund_deadbeef",
         "paths": [str(half), str(tmp_path / "drafts" / "error_issue_refund_deadbeef.evalset.json")]}))
    draft_all([], MinerConfig(), Ledger(tmp_path / ".miner" / "ledger.jsonl"), tmp_path)
    cases, recorded, temporary = _state(tmp_path)
    assert cases == recorded == {case} and not temporary and not half.exists()


def test_a_case_already_in_the_suite_is_recorded_not_drafted_again(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / ".miner" / "ledger.jsonl")
    (result,) = draft_all(_selected(1), MinerConfig(), ledger, tmp_path)
    suite = tmp_path / "evals"
    suite.mkdir()
    for path in result.written:  # promoted by hand, the ledger lost (an old run, a merge)
        if path.parent.name == "drafts":
            path.rename(suite / path.name)
        else:
            path.unlink()
    (tmp_path / ".miner" / "ledger.jsonl").unlink()
    (again,) = draft_all(_selected(1), MinerConfig(), Ledger(tmp_path / ".miner" / "ledger.jsonl"), tmp_path)
    assert again.written == [] and not list((tmp_path / "drafts").glob("*.json"))
    assert _state(tmp_path)[1] == {result.eval_id}


def test_sigterm_waits_until_the_case_is_whole() -> None:
    received = []
    previous = signal.signal(signal.SIGTERM, lambda *_: received.append("now"))
    try:
        with signals_deferred():
            os.kill(os.getpid(), signal.SIGTERM)
            assert received == []
        assert received == ["now"]
    finally:
        signal.signal(signal.SIGTERM, previous)
