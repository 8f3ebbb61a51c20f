"""Conformance matrix: what the miner reads from the output of each real instrumentation library.

Each fixture under `tests/conformance/fixtures/<producer>-<version>/` holds OTLP/JSON lines that the real
library wrote while its agent ran against the fake OpenAI server, and `labels.json`, what the generator script
knows happened. One row per fixture; each cell is the share of labelled items the miner got right. Printed by
`python bench/conformance.py`, held to by tests/conformance/test_matrix.py, and shown in docs/producers.md
(`python scripts/docs.py`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport, read_sessions
from miner.model import Session, Turn
from miner.signals import detect

FIXTURES = Path(__file__).resolve().parent / "fixtures"
COLUMNS = ("sessions", "turns", "user_texts", "final_responses", "tool_trajectories", "tool_args_results",
           "errors_at_origin", "feedback", "content_switch")


# Cells the miner cannot get right because the library writes something else than its switch says, each with
# the reason; tests hold them to exactly these misses, so a fix (or a new miss) shows. Where a
# library ignores its own switch (OpenInference's under ADK 2), its generator labels what the trace really holds.
KNOWN_GAPS: dict[tuple[str, str], str] = {
    ("haystack", "final_responses"): "with content tracing off Haystack still writes the pipeline's input (the "
                                      "user's words) but neither its output nor the agent's: no answer in the trace",
    ("haystack", "tool_args_results"): "with content tracing off the tool steps carry no arguments or results",
    ("haystack", "content_switch"): "with content tracing off the pipeline's input still holds the user's words: "
                                     "labelled with content, read as without (no answer is expected)",
    ("llamaindex", "final_responses"): "a streamed answer (agents stream) is recorded only in reprs LlamaIndex cuts at "
                                       "200 characters: an answer longer than about 60 characters is read as its "
                                       "visible start, marked '…'",
    ("langtrace", "tool_trajectories"): "with content off Langtrace writes no prompt or completion, and the "
                                        "completion was its only record of a tool call (it traces no tool span): "
                                        "the tools of a turn without content are not in the trace",
    ("autogen", "errors_at_origin"): "a tool that returns an error (rather than raising) leaves no mark: its result "
                                     "is not in the trace",
}
# Fixtures of producers no mapper was written for yet: what the miner reads from them is measured (the table
# prints it) but not yet held to 100%; each leaves this set with the mapper that reads it.
AWAITING_MAPPER: frozenset[str] = frozenset()
# The generic path column: each fixture read by the generic path alone, as if no mapper knew its producer (its
# goal, for producers no mapper knows: these shares of sessions and of user texts at least).
GENERIC_GOALS = {"sessions": 0.9, "user_texts": 0.8}
# Fixtures whose generic path figures miss that goal, measured before any mapper for them, with the reason.
KNOWN_GENERIC_GAPS: dict[str, str] = {
    "llamaindex": "llama-index-observability-otel writes the user's words in Python reprs cut at 200 characters "
                  "(`llamaindex.step.input_summary`: `AgentInput(input=[ChatMessage(role=<MessageRole.USER: 'user'>, "
                  "...)])`), and whole only in a span event's `messages`, LlamaIndex's own ChatMessage JSON (`blocks` "
                  "of `{block_type, text}`): no shape the generic path reads (its mapper reads them)",
}


@dataclass
class Cell:
    right: int = 0
    total: int = 0
    misses: list[str] = field(default_factory=list)

    def check(self, ok: bool, what: str) -> None:
        self.total += 1
        if ok:
            self.right += 1
        else:
            self.misses.append(what)

    @property
    def share(self) -> float:
        return self.right / self.total if self.total else 1.0


@dataclass
class Row:
    fixture: str
    producer: str
    versions: dict[str, str]
    cells: dict[str, Cell] = field(default_factory=lambda: {column: Cell() for column in COLUMNS})


HELDOUT = FIXTURES.parent / "heldout"
# The mappers of the generic path column: spans read by the generic path alone (log records, which it does not
# read, by the GenAI events mapper as ever; application logs by theirs).
GENERIC_PATH = ["generic", "app-logs"]


def score_generic(fixture: Path) -> Row:
    """The fixture read by the generic path alone (`GENERIC_PATH`): what a producer no mapper knows gets."""
    return score(fixture, MinerConfig(conventions=GENERIC_PATH))


def generic_misses(row: Row) -> list[str]:
    """The generic path goals a row misses."""
    return [f"{column} {row.cells[column].right}/{row.cells[column].total} < {goal}"
            for column, goal in GENERIC_GOALS.items() if row.cells[column].total and row.cells[column].share < goal]


def awaiting_marked(paths: list[Path]) -> list[Any]:
    """The fixtures as test parameters, those awaiting their mapper marked as expected to fail, strictly: a test
    that passes on one fails the run, so that the fixture leaves AWAITING_MAPPER (or the test stops marking it)."""
    import pytest

    return [pytest.param(path, marks=pytest.mark.xfail(strict=True, reason="awaiting its mapper"))
            if path.name in AWAITING_MAPPER else path for path in paths]


def played(fixture: Path) -> str:
    """Which conversations a fixture's generator played (`CONFORMANCE_SCENARIO`): `tuning`, `heldout` (the
    held-out producer conversations) or, for held-out fixtures written before those, the shop's `heldout-shop`."""
    labels = json.loads((fixture / "labels.json").read_text(encoding="utf-8"))
    return str(labels.get("scenario") or ("heldout-shop" if fixture.parent.name == "heldout" else "tuning"))


def fixtures(root: Path = FIXTURES) -> list[Path]:
    return sorted(path for path in root.iterdir() if (path / "labels.json").is_file())


def read(fixture: Path, config: MinerConfig | None = None) -> list[Session]:
    """The fixture's sessions through the real ingest entry point, with signals detected."""
    config = config or MinerConfig()
    files = [str(path) for path in sorted(fixture.glob("*.jsonl.gz"))]  # the traces and logs, not the labels
    sessions = read_sessions(files, config, Diagnostics(stream=None), report=IngestReport())
    return [detect(session, config) for session in sessions]


def _same(found: Any, wanted: Any) -> bool:
    """Values compared as JSON: a library may write 25.0 as 25 or a tuple as a list."""
    if isinstance(found, int | float) and isinstance(wanted, int | float) and not isinstance(found, bool):
        return float(found) == float(wanted)
    if isinstance(found, dict) and isinstance(wanted, dict):
        return found.keys() == wanted.keys() and all(_same(found[key], wanted[key]) for key in wanted)
    if isinstance(found, list | tuple) and isinstance(wanted, list | tuple):
        return len(found) == len(wanted) and all(map(_same, found, wanted))
    return bool(found == wanted)


# Error evidence that is about something else than a failure: a loop, a turn left unanswered.
NOT_FAILURES = ("loop", "no answer")


def _error_evidence(session: Session, turn: int) -> list[Any]:
    """The failures shown for a turn (each should be shown once, where it started)."""
    return [evidence for signal in session.signals if signal.kind == "error" for evidence in signal.evidence
            if evidence.turn == turn and not evidence.detail.startswith(NOT_FAILURES)]


def score(fixture: Path, config: MinerConfig | None = None) -> Row:
    labels = json.loads((fixture / "labels.json").read_text(encoding="utf-8"))
    row = Row(fixture.name, labels["producer"], labels["versions"])
    cells = row.cells
    found = {session.session_id: session for session in read(fixture, config)}
    for wanted in labels["sessions"]:
        sid = wanted["session_id"]
        session = found.get(sid)
        cells["sessions"].check(session is not None, sid)
        if session is None:
            continue
        cells["turns"].check(len(session.turns) == len(wanted["turns"]),
                             f"{sid}: {len(session.turns)} turns, not {len(wanted['turns'])}")
        cells["content_switch"].check(session.content_captured == wanted["content_captured"],
                                      f"{sid}: content_captured {session.content_captured}")
        for index, wanted_turn in enumerate(wanted["turns"]):
            turn: Turn | None = session.turns[index] if index < len(session.turns) else None
            _score_turn(cells, f"{sid}#{index}", session, index, turn, wanted_turn, wanted["content_captured"])
        for rating in wanted["feedback"]:
            index = rating["turn"]
            turn = session.turns[index] if index < len(session.turns) else None
            on_turn = turn is not None and any(
                item.label == rating["label"] and _same(item.score, rating["score"]) for item in turn.feedback)
            signalled = any(signal.kind == "thumbs_down" for signal in session.signals)
            cells["feedback"].check(on_turn and signalled, f"{sid}#{index}: feedback "
                                    f"{'not on the rated turn' if not on_turn else 'not signalled'}")
    return row


def _score_turn(cells: dict[str, Cell], where: str, session: Session, index: int, turn: Turn | None,
                wanted: dict[str, Any], content: bool) -> None:
    calls = turn.tool_calls if turn else []
    cells["tool_trajectories"].check([call.name for call in calls] == [call["name"] for call in wanted["tool_calls"]],
                                     f"{where}: tools {[call.name for call in calls]}")
    # Each failure shown once, where it started: the turn's evidence names the tools its failures started in, one
    # piece each (a tool that failed twice in a turn, retried, is two failures).
    origins = sorted(str(error["origin_tool"]) for error in wanted["errors"])
    for _ in wanted["errors"]:
        evidence = _error_evidence(session, index)
        at_origin = sorted(str(item.tool) for item in evidence) == origins
        cells["errors_at_origin"].check(at_origin, f"{where}: error evidence "
                                        f"{[(item.tool, item.detail) for item in evidence]}")
    if not content:
        return
    cells["user_texts"].check(turn is not None and turn.user_text == wanted["user_text"],
                              f"{where}: user text {turn.user_text if turn else None!r}")
    cells["final_responses"].check(turn is not None and turn.final_response == wanted["final_response"],
                                   f"{where}: final response {turn.final_response if turn else None!r}")
    # Each labelled call against the turn's call of that name and those arguments: calls the model asked for
    # together run concurrently, so the order they ran in (the label's) is no order a trace can keep.
    unused = list(calls)
    for wanted_call in wanted["tool_calls"]:
        call = next((call for call in unused if call.name == wanted_call["name"]
                     and _same(call.args, wanted_call["args"])), None)
        ok = call is not None and (call.status == "error" if wanted_call["error"]
                                   else _same(call.result, wanted_call["result"]))
        if call is not None:
            unused.remove(call)
        cells["tool_args_results"].check(ok, f"{where}: {wanted_call['name']} args/result "
                                         f"{(call.args, call.result, call.status) if call else None}")
