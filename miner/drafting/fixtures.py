"""A redacted session's tool calls as its fixture file (the format is `miner.formats.fixtures`)."""

from __future__ import annotations

from miner.formats.fixtures import FixtureFile, ToolFixture
from miner.model import Session


def fixture_file(case_id: str, session: Session, identifiers: dict[str, str]) -> FixtureFile:
    tools: dict[str, list[ToolFixture]] = {}
    for turn in session.turns:
        for call in turn.tool_calls:
            tools.setdefault(call.name, []).append(ToolFixture(
                turn=turn.index + 1, call_id=call.call_id, args=call.args, response=call.result,
                status=call.status, error=call.error,
            ))
    return FixtureFile(eval_id=case_id, tools=tools, identifiers=identifiers)
