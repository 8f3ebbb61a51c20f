"""error: a tool call that failed, a tool result carrying an error, a span error or an exception event; a loop
(the same tool with the same arguments again and again in one turn) and a turn the agent left unanswered.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import orjson
from pydantic import Field

from miner.model import Evidence, Session, Signal, SignalKind, ToolCall, Turn
from miner.signals.base import DetectorSpec, Section, make_signal


class ErrorConfig(Section):
    """Failures: a tool call with error status or an error in its result, a span error, an exception event, a
    loop, a turn left unanswered."""

    result_error_keys: list[str] = Field(
        default_factory=lambda: ["error", "error_message", "errors", "exception"],
        description="A tool result (a JSON object) holding one of these keys with a non-empty value failed.",
    )
    result_error_statuses: list[str] = Field(
        default_factory=lambda: ["error", "failed", "failure"],
        description="A tool result whose `status` is one of these (any case) failed.",
    )
    result_error_prefixes: list[str] = Field(
        default_factory=lambda: ["error:", "exception:", "traceback (most recent call last)"],
        description="A tool result that is text starting with one of these (any case) failed.",
    )
    ignore_tools: list[str] = Field(default_factory=list, description="Tools whose failures are expected.")
    ignore_error_types: list[str] = Field(
        default_factory=list,
        description="`error.type` / exception types that are not failures (e.g. cancellations).",
    )
    loop_min_calls: int = Field(
        3, ge=2,
        description="A tool called this many times with identical arguments in one turn is a loop (an error).",
    )
    unanswered_turns: bool = Field(
        True, description="A turn where the user spoke and the agent said nothing back is an error.",
    )


class ErrorDetector:
    name = "error"
    kind: SignalKind = "error"

    def __init__(self, config: ErrorConfig) -> None:
        self.config = config
        self._keys = {key.lower() for key in config.result_error_keys}
        self._statuses = {status.lower() for status in config.result_error_statuses}
        self._prefixes = tuple(prefix.lower() for prefix in config.result_error_prefixes)
        self._ignored_tools = set(config.ignore_tools)
        self._ignored_types = set(config.ignore_error_types)

    def _result_failure(self, result: Any) -> str | None:
        """What in a tool result says it failed (a key or a status, never the message), or None."""
        if isinstance(result, str):
            lowered = result.lstrip().lower()
            return "result text starts with an error marker" if lowered.startswith(self._prefixes) else None
        if not isinstance(result, dict):
            return None
        for key, value in result.items():
            if key.lower() in self._keys and value not in (None, "", [], {}, False):
                return f"result holds '{key}'"
            if key.lower() == "status" and isinstance(value, str) and value.lower() in self._statuses:
                return f"result status '{value}'"
        # ADK wraps a non-dict tool response as {"result": ...}.
        if set(result) == {"result"}:
            return self._result_failure(result["result"])
        return None

    def _tool_evidence(self, turn: int, call: ToolCall) -> Evidence | None:
        if call.name in self._ignored_tools:
            return None
        if call.status == "error":
            error_type = call.error.split(":", 1)[0].strip() if call.error else None
            if error_type and error_type in self._ignored_types:
                return None
            return Evidence(turn=turn, span_id=call.span_id, tool=call.name, detail="tool call status error")
        reason = self._result_failure(call.result)
        if reason:
            return Evidence(turn=turn, span_id=call.span_id, tool=call.name, detail=reason)
        return None

    def _loops(self, turn: Turn) -> list[Evidence]:
        """One piece of evidence per tool called `loop_min_calls`+ times with identical arguments in the turn."""
        if len(turn.tool_calls) < self.config.loop_min_calls:
            return []
        calls = [call for call in turn.tool_calls if call.name not in self._ignored_tools]
        counts = Counter((call.name, _canonical(call.args)) for call in calls)
        evidence = []
        for (name, args), times in sorted(counts.items()):
            if times >= self.config.loop_min_calls:
                first = next(call for call in calls if call.name == name and _canonical(call.args) == args)
                evidence.append(Evidence(turn=turn.index, span_id=first.span_id, tool=name,
                                         detail=f"loop: called {times} times with identical arguments"))
        return evidence

    def _unanswered(self, session: Session, turn: Turn) -> Evidence | None:
        if not self.config.unanswered_turns or not session.content_captured:
            return None
        spoke = bool(turn.user_text and turn.user_text.strip())
        answered = bool(turn.final_response and turn.final_response.strip()) or any(
            text.strip() for text in turn.intermediate_texts)
        if spoke and not answered:
            return Evidence(turn=turn.index, detail="no answer: the turn ended without a word to the user")
        return None

    def detect(self, session: Session) -> Signal | None:
        evidence: list[Evidence] = []
        for turn in session.turns:
            evidence += self._loops(turn)
            unanswered = self._unanswered(session, turn)
            if unanswered:
                evidence.append(unanswered)
            # An exception that propagates marks every enclosing span too: show each failure once, where it
            # started (a tool call, else the deepest span, the last to start), and count the copies above it.
            shown: dict[str, Evidence] = {}
            copies: Counter[str] = Counter()
            # A failure logged inside the span of the tool that failed (an error log record of that span) is
            # that failure, however the log words it.
            failed_in: dict[str, str] = {}
            for call in turn.tool_calls:
                found = self._tool_evidence(turn.index, call)
                if found:
                    evidence.append(found)
                    if call.error:
                        shown.setdefault(_failure(call.error), found)
                        if call.span_id:
                            failed_in[call.span_id] = _failure(call.error)
            for error in reversed(turn.errors):
                if error.type and error.type in self._ignored_types:
                    continue
                failure = failed_in.get(error.span_id or "") or _failure(error.message or error.type or "")
                if failure and failure in shown:
                    copies[failure] += 1
                    continue
                where = f" in span '{error.span_name}'" if error.span_name else ""
                detail = f"error {error.type}{where}" if error.type else f"span error status{where}"
                found = Evidence(turn=turn.index, span_id=error.span_id, detail=detail)
                evidence.append(found)
                if failure:
                    shown[failure] = found
            for failure, count in copies.items():
                shown[failure].detail += f" (also on {count} enclosing span{'s' if count > 1 else ''})"
        return make_signal(self, evidence)


def _failure(message: str) -> str:
    """What identifies one failure across the spans it marks: its message, without the `Type: ` some
    instrumentations put before it in a span's status."""
    head, separator, rest = message.partition(": ")
    if separator and head.replace(".", "").replace("_", "").isalnum() and " " not in head:
        message = rest
    return message.strip().lower()


def _canonical(args: dict[str, Any]) -> bytes:
    """The arguments as bytes that are equal exactly when the arguments are (key order aside)."""
    return orjson.dumps(args, option=orjson.OPT_SORT_KEYS, default=repr)


# ADK writes a failed tool's result with this key: a needle beside the configured markers.
ADK_ERROR_MARKER = '"error_code"'


def _push_down(config: ErrorConfig) -> dict[str, list[str]]:
    """The result markers, as needles on a span's raw words: a JSON key in quotes, a status, a prefix."""
    needles = [f'"{key.lower()}"' for key in config.result_error_keys]
    needles += [f'"{status.lower()}"' for status in config.result_error_statuses]
    needles += [prefix.lower() for prefix in config.result_error_prefixes]
    return {"error_needles": [*needles, ADK_ERROR_MARKER]}


SPEC = DetectorSpec(name="error", config=ErrorConfig, build=ErrorDetector, weight=2.0, push_down=_push_down)
