"""The agent's runs of suite cases, from ADK eval history or from traces, each matched to its case.

ADK eval history (`adk eval` writes it under the agent's `.adk/eval_history/`) names the case of every result.
A session read from traces is matched by the attribute `[tool.miner.score] eval_id_attribute` (the session id by
default) when its value names an eval id, else by its first user message, which must be the first user message
of exactly one case. Several runs of one case are repeats.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.formats.adk_eval_history import (
    EVAL_HISTORY_SUFFIX,
    EvalCaseResult,
    is_eval_history_name,
    read_eval_history,
)
from miner.formats.evalset import Content, FunctionResponse, IntermediateData, Invocation, InvocationEvents
from miner.formats.results import CallRecord, CallStatus
from miner.ingest import IngestReport, read_sessions
from miner.model import Session, ToolCall
from miner.score.config import EvalIdAttribute

RUN_LABEL_SEPARATORS = ("/", "#", ":")
# How to have the content is the switch of the library that wrote the trace, which ingestion's note names.
NO_CONTENT = "the trace holds no message content (the note on the traces without it names the switch to set)"


@dataclass
class ObservedTurn:
    user_text: str | None
    calls: list[CallRecord] = field(default_factory=list)
    answer: str | None = None


@dataclass
class Run:
    run: str
    source: str
    turns: list[ObservedTurn]
    order: tuple[float, str, str]  # when, where, which: runs are listed in this order, whatever the input order
    unscorable: str | None = None


@dataclass
class RunsRead:
    by_case: dict[str, list[Run]] = field(default_factory=dict)
    unmatched: int = 0  # sessions that name no case of the suite
    ambiguous: int = 0  # sessions whose first message opens more than one case
    report: IngestReport | None = None

    def add(self, eval_id: str, run: Run) -> None:
        self.by_case.setdefault(eval_id, []).append(run)

    def sort(self) -> None:
        for runs in self.by_case.values():
            runs.sort(key=lambda run: run.order)


def text_of(content: Content | None) -> str | None:
    if content is None:
        return None
    texts = [part.text for part in content.parts or [] if part.text and not part.thought]
    return "\n".join(texts) if texts else None


def _response_status(response: FunctionResponse | None) -> CallStatus:
    if response is None:
        return "no result"
    body = response.response or {}
    return "failed" if "error" in body and body.get("error") not in (None, "", False) else "completed"


def invocation_calls(invocation: Invocation) -> list[CallRecord]:
    """Every tool call of an ADK invocation, sub-agents' included, with its status from its response."""
    data = invocation.intermediate_data
    calls: list[tuple[str | None, str | None, str, dict[str, Any]]] = []  # (agent, call id, name, args)
    responses: dict[str, FunctionResponse] = {}
    unpaired: list[FunctionResponse] = []
    if isinstance(data, InvocationEvents):
        for event in data.invocation_events:
            for part in (event.content.parts or []) if event.content else []:
                if part.function_call is not None and (called := part.function_call.name):
                    calls.append((event.author, part.function_call.id, called, part.function_call.args or {}))
                if part.function_response is not None:
                    _pair(part.function_response, responses, unpaired)
    elif isinstance(data, IntermediateData):
        calls = [(None, call.id, call.name, call.args or {}) for call in data.tool_uses if call.name]
        for returned in data.tool_responses:
            _pair(returned, responses, unpaired)
    records = []
    for agent, call_id, name, args in calls:
        response: FunctionResponse | None = responses.pop(call_id, None) if call_id else None
        if response is None:
            response = next((item for item in unpaired if item.name == name), None)
            if response is not None:
                unpaired.remove(response)
        records.append(CallRecord(name=name, args=args, status=_response_status(response), agent=agent))
    return records


def _pair(response: FunctionResponse, by_id: dict[str, FunctionResponse], unpaired: list[FunctionResponse]) -> None:
    if response.id:
        by_id[response.id] = response
    else:
        unpaired.append(response)


def runs_of_eval_history(path: Path, suite_ids: set[str], read: RunsRead) -> None:
    history = read_eval_history(path)
    for case_result in history.eval_case_results:
        if case_result.eval_id not in suite_ids:
            read.unmatched += 1
            continue
        read.add(case_result.eval_id, _adk_run(case_result, history.creation_timestamp, path))


def _adk_run(result: EvalCaseResult, created: float, path: Path) -> Run:
    invocations = result.actual_invocations()
    turns = [ObservedTurn(text_of(invocation.user_content), invocation_calls(invocation),
                          text_of(invocation.final_response)) for invocation in invocations]
    unscorable = None if invocations else "ADK recorded no invocation for this run (its inference failed)"
    return Run(run=result.session_id or "(no session)", source=str(path), turns=turns,
               order=(created, str(path), result.session_id), unscorable=unscorable)


def _tool_status(call: ToolCall) -> CallStatus:
    return "failed" if call.status == "error" else "completed"


def session_run(session: Session, source: str) -> Run:
    turns = [ObservedTurn(turn.user_text,
                          [CallRecord(name=call.name, args=call.args, status=_tool_status(call))
                           for call in turn.tool_calls],
                          turn.final_response) for turn in session.turns]
    return Run(run=session.session_id, source=source, turns=turns,
               order=(session.started_at.timestamp(), source, session.session_id),
               unscorable=None if session.content_captured else NO_CONTENT)


def attribute_value(session: Session, attribute: EvalIdAttribute) -> str | None:
    value = getattr(session, attribute)
    return value if isinstance(value, str) else None


def named_eval_id(value: str | None, suite_ids: set[str]) -> str | None:
    """The eval id `value` names: the id itself, or the id followed by a separator and a run label."""
    if value is None:
        return None
    if value in suite_ids:
        return value
    named = [eval_id for eval_id in suite_ids
             if any(value.startswith(eval_id + separator) for separator in RUN_LABEL_SEPARATORS)]
    return max(named, key=len) if named else None


def normalised(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


def runs_of_traces(sources: list[str], config: MinerConfig, first_messages: dict[str, list[str]],
                   suite_ids: set[str], diagnostics: Diagnostics, read: RunsRead) -> None:
    """Sessions of the traces under `sources`, each matched to its case or counted as unmatched."""
    read.report = IngestReport()
    source = ", ".join(sources)
    for session in read_sessions(sources, config, diagnostics, report=read.report):
        eval_id = named_eval_id(attribute_value(session, config.score.eval_id_attribute), suite_ids)
        if eval_id is None:
            opening = normalised(session.turns[0].user_text) if session.turns else ""
            candidates = first_messages.get(opening, []) if opening else []
            if len(candidates) > 1:
                read.ambiguous += 1
                continue
            eval_id = candidates[0] if candidates else None
        if eval_id is None:
            read.unmatched += 1
            continue
        read.add(eval_id, session_run(session, source))


def split_sources(paths: Iterable[Path]) -> tuple[list[Path], list[str]]:
    """ADK eval history files (named, or found under a folder, hidden folders included) and trace sources."""
    history: list[Path] = []
    traces: list[str] = []
    for path in paths:
        if path.is_file() and is_eval_history_name(path):
            history.append(path)
        elif path.is_dir() and (found := sorted(path.rglob(f"*{EVAL_HISTORY_SUFFIX}"))):
            history += found
        else:
            traces.append(str(path))
    return sorted(set(history)), sorted(set(traces))
