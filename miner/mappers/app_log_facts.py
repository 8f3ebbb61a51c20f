"""Application log entries as facts: messages, tool calls with their results, errors and feedback.

Each user message opens a synthetic trace that the lines after it share, as one ADK invocation is one trace:
assembly groups the traces of a session by its id and splits turns at each new user message, and a user who
comes back after the session went idle starts a new trace instead of arriving late to a closed one.
A tool_call and its tool_result become two tool facts with one call id, which assembly joins into one call;
lines without call ids are paired by tool name, first come first served.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from typing import Any

from miner.mappers.base import as_object, parse_json
from miner.mappers.facts import LazyMessages, Message, SpanFacts, SpanRole, ToolFacts
from miner.mappers.genai_events import session_trace_id
from miner.model import ErrorRecord, Feedback
from miner.ratings import label_score
from miner.receivers.app_logs import AppLogEntry
from miner.receivers.otlp import ShapeError

NAME = "app-logs"
# Calls still waiting for their result, per session: bounded so a log that never reports results cannot grow.
MAX_PENDING_PER_SESSION = 64
# Sessions whose current trace is remembered; the oldest are forgotten first (bounded memory on long runs).
REMEMBERED_SESSIONS = 100_000


class AppLogFacts:
    """Maps the entries of a run, in order; remembers each session's current trace, and its tool calls without
    call ids until their results (rotated files included)."""

    def __init__(self) -> None:
        self._pending: dict[str, deque[tuple[str, str]]] = {}
        self._trace_of_session: OrderedDict[str, str] = OrderedDict()

    def _trace(self, entry: AppLogEntry) -> str:
        if entry.kind == "user_message":
            trace = session_trace_id(f"{entry.session_id}\x00{entry.key}")
        else:
            trace = self._trace_of_session.get(entry.session_id) or session_trace_id(entry.session_id)
        self._trace_of_session[entry.session_id] = trace
        self._trace_of_session.move_to_end(entry.session_id)
        if len(self._trace_of_session) > REMEMBERED_SESSIONS:
            self._trace_of_session.popitem(last=False)
        return trace

    def facts(self, entry: AppLogEntry) -> SpanFacts:
        if entry.kind in ("user_message", "agent_message") and entry.text is None:
            raise ShapeError("a message line has no text")
        if entry.kind == "tool_call" and entry.tool is None:
            raise ShapeError("a tool_call line names no tool")
        facts = SpanFacts(
            trace_id=self._trace(entry),
            span_id=entry.key,
            parent_id=None,
            name=entry.kind,
            start_ns=entry.time_ns,
            end_ns=entry.time_ns,
            role=_ROLES[entry.kind],
            convention=NAME,
            session_id=entry.session_id,
            user_id=entry.user_id,
            location=entry.location,
        )
        if entry.kind in ("user_message", "agent_message"):
            if entry.kind == "user_message":
                facts.input_messages = LazyMessages.of([Message(role="user", text=entry.text)])
            else:
                facts.output_messages = LazyMessages.of([Message(role="assistant", text=entry.text)])
            facts.content_captured = True
        elif entry.kind == "tool_call" and entry.tool is not None:
            call_id = entry.call_id or self._remember(entry.session_id, entry.tool, entry.key)
            facts.tool = ToolFacts(name=entry.tool, call_id=call_id, args=as_object(entry.args))
            facts.content_captured = True
        elif entry.kind == "tool_result" or (entry.kind == "error" and (entry.tool or entry.call_id)):
            name, call_id = self._match(entry)
            error = entry.error if entry.kind == "tool_result" else (entry.error or entry.text or "error")
            facts.role = "tool"
            facts.tool = ToolFacts(name=name, call_id=call_id, result=parse_json(entry.result), error=error)
            facts.content_captured = True
        elif entry.kind == "error":
            facts.errors = [ErrorRecord(type="error", message=entry.error or entry.text, span_name="error",
                                        span_id=entry.key)]
        else:
            facts.feedback = [_feedback(entry)]
        return facts

    def _remember(self, session_id: str, tool: str, key: str) -> str:
        pending = self._pending.setdefault(session_id, deque(maxlen=MAX_PENDING_PER_SESSION))
        call_id = f"call-{key}"
        pending.append((tool, call_id))
        return call_id

    def _match(self, entry: AppLogEntry) -> tuple[str, str | None]:
        """The tool and call id of a result: its own, else the oldest open call of the same tool."""
        pending = self._pending.get(entry.session_id)
        if entry.call_id is not None:
            if entry.tool is None:
                found = next((name for name, call_id in pending or () if call_id == entry.call_id), None)
                if found is None:
                    return "", entry.call_id  # the call line names it; assembly joins them by call id
                return found, entry.call_id
            return entry.tool, entry.call_id
        for index, (name, call_id) in enumerate(pending or ()):
            if entry.tool is None or name == entry.tool:
                del pending[index]  # type: ignore[arg-type]
                if not pending:
                    del self._pending[entry.session_id]
                return name, call_id
        if entry.tool is None:
            raise ShapeError("a tool result names no tool and follows no open tool_call of its session")
        return entry.tool, None


_ROLES: dict[str, SpanRole] = {
    "user_message": "message", "agent_message": "message", "tool_call": "tool", "tool_result": "tool",
    "error": "other", "feedback": "feedback",
}


def _feedback(entry: AppLogEntry) -> Feedback:
    rating: Any = entry.rating
    score: float | None = None
    label: str | None = None
    if isinstance(rating, bool):
        score = 1.0 if rating else -1.0
    elif isinstance(rating, int | float):
        score = float(rating)
    elif rating not in (None, ""):
        try:
            score = float(rating)
        except ValueError:
            label = str(rating)
            score = label_score(label)  # the score the same judgement carries in GenAI evaluation events
    if score is None and label is None and entry.text is None:
        raise ShapeError("a feedback line has neither a rating nor a text")
    return Feedback(name="user_feedback", score=score, label=label, explanation=entry.text, source="log",
                    span_id=entry.key)
