"""error: a tool call that failed, a tool result carrying an error, a span error or an exception event; a loop
(the same tool with the same arguments again and again in one turn) and a turn the agent left unanswered.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import orjson
from pydantic import Field

from miner.model import Evidence, Session, Signal, SignalKind, ToolCall, Turn
from miner.result_errors import (
    DEPTH,
    ENVELOPE_CODE_KEYS,
    ERROR_FLAGS,
    ERROR_KEYS,
    ERROR_PREFIXES,
    ERROR_STATUSES,
    ERROR_WORDS,
    EXCEPTION_TYPE_KEYS,
    FAILURE_FLAGS,
    KEYS_READ,
    MESSAGE_KEYS,
    OBJECTS_READ,
    STATUS_CODE_KEYS,
    STATUS_KEYS,
    ResultReader,
    ResultRules,
    spelling,
)
from miner.signals.base import DetectorSpec, Section, make_signal


class ErrorConfig(Section):
    """Failures: a tool call with error status or an error in its result, a span error, an exception event, a
    loop, a turn left unanswered."""

    result_error_words: list[str] = Field(
        default_factory=lambda: list(ERROR_WORDS),
        description="A tool result (a JSON object, or one it holds) with a key starting with one of these words, in "
                    "any spelling, alone or followed by what an error carries (`error`, `error_code`, "
                    "`ExceptionMessage`, `faultstring`; not `error_rate`, `errorCount`, `last_errors`, `on_error`), "
                    "holding a text, an object, a list or `true` failed; a number only under a code or a number "
                    "(`error_code: 30003`; `errors: 3` is a count, `error: 0.02` a rate); empty, zero, `null` or "
                    "`\"none\"` is no error. An XML text result whose root (or SOAP body) is such an element "
                    "(`<Error>`) failed.",
    )
    result_error_keys: list[str] = Field(
        default_factory=lambda: list(ERROR_KEYS),
        description="Keys (any spelling, after a namespace prefix) that name an error whole, read as a key of "
                    "`result_error_words` is (SOAP's `Fault`, `faultstring`): a fault elsewhere is what a business "
                    "reports (`fault_description`), so the word alone names none.",
    )
    result_failure_flags: list[str] = Field(
        default_factory=lambda: list(FAILURE_FLAGS),
        description="A tool result with one of these keys set to `false` failed (Slack's `ok: false`).",
    )
    result_error_flags: list[str] = Field(
        default_factory=lambda: list(ERROR_FLAGS),
        description="A tool result with one of these keys set to `true` failed (MCP's `isError: true`).",
    )
    result_status_code_keys: list[str] = Field(
        default_factory=lambda: list(STATUS_CODE_KEYS),
        description="A tool result with one of these keys holding an HTTP error status (400 to 599, a number or "
                    "its three digits as text) failed.",
    )
    result_envelope_code_keys: list[str] = Field(
        default_factory=lambda: list(ENVELOPE_CODE_KEYS),
        description="A tool result with one of these keys holding an HTTP error status (a number, 400 to 599) "
                    "beside a message (`result_message_keys`) failed: an error envelope; alone, such a key holds a "
                    "postal or a product code.",
    )
    result_message_keys: list[str] = Field(
        default_factory=lambda: list(MESSAGE_KEYS),
        description="The keys of an error envelope's message, beside a code of `result_envelope_code_keys`.",
    )
    result_exception_type_keys: list[str] = Field(
        default_factory=lambda: list(EXCEPTION_TYPE_KEYS),
        description="A tool result with one of these keys naming an exception (`...Exception`, `...Error`, "
                    "`...Fault`: AWS's `__type`) failed.",
    )
    result_status_keys: list[str] = Field(
        default_factory=lambda: list(STATUS_KEYS),
        description="The keys of a tool result's own state, read for `result_error_statuses` (a nested record's "
                    "status is a business state, never read).",
    )
    result_error_statuses: list[str] = Field(
        default_factory=lambda: list(ERROR_STATUSES),
        description="A tool result whose own status (`result_status_keys`) is one of these (any case) failed.",
    )
    result_error_prefixes: list[str] = Field(
        default_factory=lambda: list(ERROR_PREFIXES),
        description="A tool result that is text starting with one of these (any case) failed.",
    )
    result_depth: int = Field(
        DEPTH, ge=0, le=4,
        description="How many levels of objects inside a tool result are read for the keys above (0: its own "
                    "keys; 1: a body it holds too); lists are never read, but an `errors` list itself. At most "
                    f"{OBJECTS_READ} objects of {KEYS_READ} keys each are read, the result's own first.",
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

    def rules(self) -> ResultRules:
        """The result shapes' keys and words as this configuration sets them."""
        return ResultRules(
            error_words=tuple(self.result_error_words), error_keys=tuple(self.result_error_keys),
            failure_flags=tuple(self.result_failure_flags),
            error_flags=tuple(self.result_error_flags), status_code_keys=tuple(self.result_status_code_keys),
            envelope_code_keys=tuple(self.result_envelope_code_keys), message_keys=tuple(self.result_message_keys),
            exception_type_keys=tuple(self.result_exception_type_keys), status_keys=tuple(self.result_status_keys),
            error_statuses=tuple(self.result_error_statuses), error_prefixes=tuple(self.result_error_prefixes),
            depth=self.result_depth)


class ErrorDetector:
    name = "error"
    kind: SignalKind = "error"

    def __init__(self, config: ErrorConfig) -> None:
        self.config = config
        self._reader = ResultReader(config.rules())
        self._ignored_tools = set(config.ignore_tools)
        self._ignored_types = set(config.ignore_error_types)

    def _result_failure(self, result: Any) -> str | None:
        """What in a tool result says it failed (a key, a flag, a status, never the message), or None: the shapes
        of `result_shapes`."""
        return self._reader.failure(result)

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
    """The result shapes, as needles on a span's raw words (a status in quotes, a prefix) and one regex on them, any
    case (a JSON key holding an error word, an XML element named by one, a flag's or a status code's key and value):
    wider than the detector, which then reads the results it lets through."""
    needles = [f'"{status.lower()}"' for status in config.result_error_statuses]
    needles += [f'"{key.lower()}"' for key in config.result_exception_type_keys]
    needles += [prefix.lower() for prefix in config.result_error_prefixes]
    code_keys = [*config.result_status_code_keys, *config.result_envelope_code_keys]
    words = "(?:" + "|".join(re.escape(word.lower()) for word in [*config.result_error_words,
                                                                  *config.result_error_keys]) + ")"
    shapes = [rf'"[a-z0-9_.:-]*{words}[a-z0-9_.:-]*"\s*:', rf'<(?:[a-z0-9_.-]+:)?[a-z0-9_.-]*{words}',
              rf'"{_keys_pattern(config.result_failure_flags)}"\s*:\s*false',
              rf'"{_keys_pattern(config.result_error_flags)}"\s*:\s*true',
              rf'"{_keys_pattern(code_keys)}"\s*:\s*"?[45][0-9][0-9]']
    error_keys = [*config.result_error_words, *config.result_error_keys]
    patterns = [shape for shape, keys in zip(shapes, (error_keys, error_keys,
                                                        config.result_failure_flags, config.result_error_flags,
                                                        code_keys), strict=True) if keys]
    return {"error_needles": [*needles, ADK_ERROR_MARKER],
            "error_patterns": ["(?i)" + "|".join(f"(?:{shape})" for shape in patterns)] if patterns else []}


def _keys_pattern(keys: list[str]) -> str:
    """A re2 group matching any of the keys in any spelling, lowercased: a `_` or `-` allowed between letters."""
    return "(?:" + "|".join("[_-]?".join(re.escape(char) for char in spelling(key)) for key in keys) + ")"


SPEC = DetectorSpec(name="error", config=ErrorConfig, build=ErrorDetector, weight=2.0, push_down=_push_down)
