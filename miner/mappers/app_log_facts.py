"""Application log entries as facts: messages, tool calls with their results, errors and feedback.

Each line maps on its own; what only the order of a session's lines says is settled in `link`, which sees
them all, sorted by time (lines of the same instant in the order a conversation runs: the user's message,
the tool call, its result, the answer, the feedback). There each user message opens a synthetic trace that the
lines after it share, as one ADK invocation is one trace, and a tool result without a call id is paired with
the oldest open call of its tool. A tool_call and its tool_result become two tool facts with one call id,
which assembly joins into one call.
"""

from __future__ import annotations

from typing import Any

from miner.mappers.base import Mapper
from miner.mappers.facts import LazyMessages, Message, SpanFacts, SpanRole, ToolFacts
from miner.mappers.genai_events import session_trace_id
from miner.mappers.producers import Producer
from miner.mappers.shared import as_object, parse_json
from miner.model import ErrorRecord, Feedback
from miner.ratings import label_score
from miner.receivers.base import ShapeError
from miner.receivers.records import AppLogEntry

NAME = "app-logs"
# Lines logged in the same instant, in the order a conversation runs.
SEQUENCE = {"user_message": 0, "tool_call": 1, "tool_result": 2, "error": 3, "agent_message": 4, "feedback": 5}


class AppLogFacts(Mapper[AppLogEntry]):
    """Maps application log entries; `link` pairs results with calls and cuts a session into traces."""

    name = NAME
    reads = AppLogEntry
    producers = (Producer(
        (), "the application's log lines hold what it logs: log each user_message and agent_message with its text, "
            "each tool_call and tool_result with its arguments and result"),)

    def recognises(self, entry: AppLogEntry) -> bool:
        return True

    def facts(self, entry: AppLogEntry) -> SpanFacts:
        if entry.kind in ("user_message", "agent_message") and entry.text is None:
            raise ShapeError("a message line has no text")
        if entry.kind == "tool_call" and entry.tool is None:
            raise ShapeError("a tool_call line names no tool")
        facts = SpanFacts(
            trace_id=session_trace_id(entry.session_id),  # until `link` knows the user message it follows
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
            sequence=SEQUENCE[entry.kind],
        )
        if entry.kind in ("user_message", "agent_message"):
            if entry.kind == "user_message":
                facts.input_messages = LazyMessages.of([Message(role="user", text=entry.text)])
            else:
                facts.output_messages = LazyMessages.of([Message(role="assistant", text=entry.text)])
            facts.content_captured = True
        elif entry.kind == "tool_call" and entry.tool is not None:
            facts.tool = ToolFacts(name=entry.tool, call_id=entry.call_id or _own_call_id(entry.key),
                                   args=as_object(entry.args))
            facts.content_captured = True
        elif entry.kind == "tool_result" or (entry.kind == "error" and (entry.tool or entry.call_id)):
            error = entry.error if entry.kind == "tool_result" else (entry.error or entry.text or "error")
            facts.role = "tool"
            facts.tool = ToolFacts(name=entry.tool or "", call_id=entry.call_id, result=parse_json(entry.result),
                                   error=error)
            facts.content_captured = True
        elif entry.kind == "error":
            facts.errors = [ErrorRecord(type="error", message=entry.error or entry.text, span_name="error",
                                        span_id=entry.key)]
        else:
            facts.feedback = [_feedback(entry)]
        return facts

    def link(self, facts: list[SpanFacts]) -> list[tuple[SpanFacts, ShapeError]]:
        """One session's lines in order: a trace per user message; results without call ids to their calls."""
        rejected: list[tuple[SpanFacts, ShapeError]] = []
        open_calls: list[tuple[str, str]] = []  # (tool, call id) of calls logged without an id, oldest first
        trace: str | None = None
        for item in facts:
            session = item.session_id or ""
            if item.name == "user_message":
                trace = session_trace_id(f"{session}\x00{item.span_id}")
            item.trace_id = trace or session_trace_id(session)
            tool = item.tool
            if tool is None:
                continue
            if item.name == "tool_call":
                if tool.call_id == _own_call_id(item.span_id):
                    open_calls.append((tool.name, tool.call_id))
            elif tool.call_id is not None:
                if not tool.name:
                    tool.name = next((name for name, call_id in open_calls if call_id == tool.call_id), "")
            else:
                index = next((index for index, (name, _) in enumerate(open_calls)
                              if not tool.name or name == tool.name), None)
                if index is not None:
                    tool.name, tool.call_id = open_calls.pop(index)
                elif not tool.name:
                    rejected.append((item, ShapeError("a tool result names no tool and follows no open tool_call "
                                                      "of its session")))
        return rejected


def _own_call_id(key: str) -> str:
    """The call id given to a tool_call logged without one."""
    return f"call-{key}"


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
    elif isinstance(rating, str) and rating:
        try:
            score = float(rating)
        except ValueError:
            label = str(rating)
            score = label_score(label)  # the score the same judgement carries in GenAI evaluation events
    elif rating not in (None, ""):
        raise ShapeError("the rating of a feedback line is neither a number nor a label")
    if score is None and label is None and entry.text is None:
        raise ShapeError("a feedback line has neither a rating nor a text")
    return Feedback(name="user_feedback", score=score, label=label, explanation=entry.text, source="log",
                    span_id=entry.key)
