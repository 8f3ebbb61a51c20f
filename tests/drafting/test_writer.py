"""Draft files are written whole or not at all, and never over a file that exists."""

from __future__ import annotations

import os
import stat
from datetime import UTC, datetime
from pathlib import Path

import pytest

from miner import atomic
from miner.atomic import write_text_atomically
from miner.drafting.case import Draft, DraftInput, build_draft
from miner.drafting.writer import write_draft
from tests.factory import session, tool, turn


def a_draft() -> Draft:
    source = session(turn("refund order ORD-FX0001", tool("issue_refund", status="error")), session_id="s1")
    return build_draft(DraftInput(session=source, eval_id="error_issue_refund_0123abcd", primary="error",
                                  session_hash="0123abcd" * 8, trace_hashes=[], redaction_counts={},
                                  fixture_ids={"ORD-FX0001": "ORDER_ID"}, app_name="shop"),
                       now=datetime(2026, 11, 29, tzinfo=UTC))


def test_a_crash_while_writing_leaves_no_partial_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_fsync = os.fsync
    calls = 0

    def crash_on_second_file(descriptor: int) -> None:
        nonlocal calls
        calls += 1
        if calls == 2:
            raise KeyboardInterrupt
        real_fsync(descriptor)

    monkeypatch.setattr(os, "fsync", crash_on_second_file)
    with pytest.raises(KeyboardInterrupt):
        write_draft(a_draft(), tmp_path / "drafts", tmp_path / "fixtures")
    monkeypatch.setattr(os, "fsync", real_fsync)
    left = sorted(path.relative_to(tmp_path).as_posix() for path in tmp_path.rglob("*") if path.is_file())
    assert left == ["fixtures/error_issue_refund_0123abcd.json"], "only whole files, no temp files, no eval set"
    result = write_draft(a_draft(), tmp_path / "drafts", tmp_path / "fixtures")
    assert [p.name for p in result.kept] == ["error_issue_refund_0123abcd.json"]
    assert sorted(p.name for p in result.written) == ["error_issue_refund_0123abcd.evalset.json",
                                                      "error_issue_refund_0123abcd.spec.json"]


def test_existing_files_are_kept_byte_for_byte(tmp_path: Path) -> None:
    first = write_draft(a_draft(), tmp_path, tmp_path / "fixtures")
    assert len(first.written) == 3
    edited = tmp_path / "error_issue_refund_0123abcd.evalset.json"
    edited.write_text("reviewed by a person")
    again = write_draft(a_draft(), tmp_path, tmp_path / "fixtures")
    assert again.written == [] and len(again.kept) == 3
    assert edited.read_text() == "reviewed by a person"


def test_a_written_file_has_the_permissions_a_plain_open_gives_it(tmp_path: Path) -> None:
    write_text_atomically(tmp_path / "case.evalset.json", "{}")
    write_text_atomically(tmp_path / "salt", "x", mode=0o600)
    assert stat.S_IMODE((tmp_path / "case.evalset.json").stat().st_mode) == 0o666 & ~atomic._UMASK
    assert stat.S_IMODE((tmp_path / "salt").stat().st_mode) == 0o600
