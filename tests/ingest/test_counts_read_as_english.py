"""Progress and summary lines count things in the right number: `1 session read`, `2 sessions read`."""

from __future__ import annotations

import pytest

from miner.assemble import AssemblyStats
from miner.commands.common import Progress, ingest_summary
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport
from miner.validation.inventory import ToolInventory


def shown(capsys: pytest.CaptureFixture[str], items: int, noun: str, done: str,
          total: int | None = None) -> list[str]:
    progress = Progress("sessions", every_seconds=-1)
    progress.enabled = True  # as on a terminal
    list(progress.track(range(items), noun, done, total))
    return [line.strip() for line in capsys.readouterr().err.split("\r") if line.strip()]


def test_the_progress_counter_says_one_session_and_two_sessions(capsys: pytest.CaptureFixture[str]) -> None:
    assert shown(capsys, 2, "session", "read") == ["sessions: 1 session read", "sessions: 2 sessions read"]
    assert shown(capsys, 1, "draft", "written", total=1) == ["sessions: 1 of 1 draft written"]
    assert shown(capsys, 1, "draft", "written", total=3) == ["sessions: 1 of 3 drafts written"]


def test_the_ingest_summary_says_one_file_and_two_files() -> None:
    one = IngestReport(files=1, records=1, ignored_log_records=1, in_window=1,
                       assembly=AssemblyStats(sessions=1, duplicates=1, without_agent_content=1))
    assert ingest_summary(one, Diagnostics(stream=None)) == (
        "read 1 file; 1 record; 1 session assembled; 1 in the window; 1 log record without agent content ignored; "
        "1 trace group without agent spans ignored (`miner doctor` says what they hold and how to read them); "
        "1 duplicate span dropped")
    two = IngestReport(files=2, records=5, in_window=0, assembly=AssemblyStats(sessions=2, duplicates=3))
    assert ingest_summary(two, Diagnostics(stream=None)) == (
        "read 2 files; 5 records; 2 sessions assembled; 0 in the window; 3 duplicate spans dropped")


def test_the_tool_inventory_says_one_tool_and_two_tools() -> None:
    assert ToolInventory(frozenset({"refund"}), ("config",)).describe() == "1 tool from config"
    two = ToolInventory(frozenset({"refund", "lookup"}), ("config", "agent"))
    assert two.describe() == "2 tools from config, agent"


def test_traces_without_any_agent_span_say_what_to_do() -> None:
    none = IngestReport(files=1, records=4, assembly=AssemblyStats(sessions=0, without_agent_content=2))
    line = ingest_summary(none, Diagnostics(stream=None))
    assert "2 trace groups without agent spans ignored" in line
    assert "`miner doctor` says what they hold" in line
