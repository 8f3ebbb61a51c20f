"""The demo agent run on the suite: each case's turns played through the same instrumented agent, with a scripted
model that makes the calls the case expects (answered from the case's fixture) and gives its reference answer.

This stands in for a harness running a real agent on the suite, so that `miner score` has runs to read: traces
written by the OpenTelemetry SDK, one session per run, its conversation id `<eval_id>/run-<n>`. `broken_tool`
plays a regression: the scripted model never calls that tool, and says so in its answer.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from miner.demo.agent import Customer, DemoAgent, Planned
from miner.drafting.fixtures import FixtureFile
from miner.errors import UsageError
from miner.formats.evalset import EvalCase, Invocation
from miner.validation.drafts import read_drafts

ToolStep = tuple[str, dict[str, Any], Any, str | None]
FIXTURES = "fixtures"
EVAL_USER = Customer(name="eval user", email="eval-user", phone="", address="", customer_id="eval-user", card="")


def _fixture(suite: Path, eval_id: str) -> FixtureFile | None:
    path = suite / FIXTURES / f"{eval_id}.json"
    return FixtureFile.model_validate_json(path.read_text(encoding="utf-8")) if path.is_file() else None


def _tool_step(name: str, args: dict[str, Any], turn_index: int, invocation: Invocation,
               fixture: FixtureFile | None) -> ToolStep:
    """A call answered as the fixture recorded it (same turn and arguments), else as the case's own response."""
    for recorded in (fixture.tools.get(name, []) if fixture else []):
        if recorded.turn == turn_index and recorded.args == args:
            return name, args, recorded.response, recorded.error if recorded.status == "error" else None
    for _path, response in invocation.tool_responses():
        if response.name == name:
            return name, args, response.response, None
    return name, args, {"ok": True}, None


def _text(invocation: Invocation) -> str:
    content = invocation.final_response
    return " ".join(part.text for part in (content.parts or []) if part.text) if content else ""


def scripted_turns(case: EvalCase, fixture: FixtureFile | None,
                   broken_tool: str | None) -> list[tuple[str, list[ToolStep], str]]:
    turns = []
    for index, invocation in enumerate(case.conversation or []):
        user = " ".join(part.text for part in (invocation.user_content.parts or []) if part.text)
        steps = [_tool_step(call.name or "", call.args or {}, index, invocation, fixture)
                 for _path, call in invocation.tool_calls() if call.name]
        answer = _text(invocation)
        if broken_tool and any(step[0] == broken_tool for step in steps):
            steps = [step for step in steps if step[0] != broken_tool]
            answer = "Sorry, I cannot help with that right now."
        turns.append((user, steps, answer))
    return turns


def replay(suite: Path, agent: DemoAgent, repeat: int, start: datetime, seed: int,
           broken_tool: str | None) -> list[str]:
    """Play every case of the suite `repeat` times; the eval ids played, in order."""
    rng = random.Random(seed)
    cases = sorted(read_drafts([suite]).cases, key=lambda draft: draft.eval_id)
    if broken_tool is not None:
        called = {call.name for draft in cases
                  for invocation in draft.eval_set.eval_set.eval_cases[draft.case_index].conversation or []
                  for _path, call in invocation.tool_calls() if call.name}
        if broken_tool not in called:
            raise UsageError(f"--break {broken_tool}: no case of {suite} calls that tool, so nothing would break; "
                             f"the tools its cases call: {', '.join(sorted(called)) or 'none'}")
    played = []
    clock = start
    for draft in cases:
        case = draft.eval_set.eval_set.eval_cases[draft.case_index]
        turns = scripted_turns(case, _fixture(suite, case.eval_id), broken_tool)
        for number in range(1, repeat + 1):
            clock += timedelta(minutes=1)
            agent.play(Planned(f"{case.eval_id}/run-{number}", EVAL_USER, clock, "replay", [], turns=turns), rng)
        played.append(case.eval_id)
    return played
