"""The ledger: hashed ids only, a per-repository salt, atomic writes, loud when damaged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from miner.sample import Ledger, LedgerError, SampleConfig
from tests.factory import session, tool, turn
from tests.sample.helpers import record_drafted, select


def test_reading_creates_nothing_and_knows_nothing(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / ".miner" / "ledger.jsonl")
    assert "s-1" not in ledger and len(ledger) == 0
    assert not (tmp_path / ".miner").exists()


def test_record_keeps_only_salted_hashes(tmp_path: Path) -> None:
    path = tmp_path / ".miner" / "ledger.jsonl"
    assert record_drafted(path, [("session-alice@example.com", "refund_not_owned"), ("s-2", None)]) == 2
    text = path.read_text(encoding="utf-8")
    assert "alice" not in text and "s-2" not in text
    entries = [json.loads(line) for line in text.splitlines()]
    assert entries[0]["case"] == "refund_not_owned" and len(entries[0]["session_hash"]) == 64
    assert "case" not in entries[1]
    reread = Ledger(path)
    assert "session-alice@example.com" in reread and "s-2" in reread and "s-3" not in reread
    assert not list(path.parent.glob("*.tmp"))


def test_recording_twice_adds_nothing(tmp_path: Path) -> None:
    path = tmp_path / "ledger.jsonl"
    record_drafted(path, [("a", None)])
    assert record_drafted(path, [("a", None)]) == 0
    assert len(path.read_text().splitlines()) == 1


def test_the_salt_is_per_repository(tmp_path: Path) -> None:
    first, second = Ledger(tmp_path / "one" / "ledger.jsonl"), Ledger(tmp_path / "two" / "ledger.jsonl")
    assert first.session_hash("s-1") != second.session_hash("s-1")
    assert first.session_hash("s-1") == Ledger(tmp_path / "one" / "ledger.jsonl").session_hash("s-1")


def test_a_lost_salt_is_an_error_not_a_fresh_start(tmp_path: Path) -> None:
    path = tmp_path / "ledger.jsonl"
    record_drafted(path, [("a", None)])
    path.with_name("ledger.jsonl.salt").unlink()
    with pytest.raises(LedgerError, match="restore it from version control"):
        Ledger(path)


def test_a_damaged_line_names_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "ledger.jsonl"
    record_drafted(path, [("a", None)])
    path.write_text(path.read_text() + "<<<<<<< HEAD\n")
    with pytest.raises(LedgerError, match=r"ledger\.jsonl:2: not a ledger entry"):
        Ledger(path)


def test_sampler_skips_what_the_ledger_knows(tmp_path: Path) -> None:
    from miner.signals import detect

    path = tmp_path / "ledger.jsonl"
    sessions = [detect(session(turn(f"{request}", tool("t", status="error")), session_id=sid))
                for sid, request in [("a", "reset password"), ("b", "open a new account")]]
    first = select(sessions, SampleConfig(), already_mined=Ledger(path))
    assert len(first.selected) == 2
    Ledger(path).record([("a", "case_a")])
    second = select(sessions, SampleConfig(), already_mined=Ledger(path))
    assert [c.session.session_id for c in second.selected] == ["b"]
    assert second.outcomes["already_mined"] == 1


def test_a_failed_write_leaves_the_old_ledger_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    path = tmp_path / "ledger.jsonl"
    record_drafted(path, [("a", None)])
    before = path.read_bytes()

    def refuse(*_: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        record_drafted(path, [("b", None)])
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ledger.jsonl", "ledger.jsonl.salt"]
