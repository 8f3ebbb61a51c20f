"""How a tool reports a failure inside the result it returns, written once: the error detector reads results by these
rules with its configuration (`[tool.miner.signals.error]`), and so does the generic path, which marks a tool call
that returned such a result as failed (it is built with the same configuration).
The shapes, with the results each must and must not count as failed, are in `miner.signals.result_shapes`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import islice
from typing import Any

# What is read of one tool result, at most: a result is data an agent fed to a model, whose size nobody bounds, so
# a large one costs what a small one does. The keys of one object, the objects of one result (the result first, then
# those it holds, level by level), the characters of a text result before its first word, of an XML one before its
# root's first child.
KEYS_READ = 64
OBJECTS_READ = 16
TEXT_READ = 256
XML_READ = 4096
# An error member holding one of these says there is none (`str(None)` written by a tool, a zero code as text).
NO_ERROR_WORDS = frozenset({"none", "null", "nil", "false", "0"})

ERROR_WORDS = ("error", "errors", "exception")
# SOAP's own keys: elsewhere a fault is what a business reports (a vehicle's `fault_description`, a machine's
# `fault_id`), so the word alone does not name a failure.
ERROR_KEYS = ("fault", "faultcode", "faultstring")
# After an error word, what an error carries: `error_code`, `ExceptionMessage`, `faultstring`. Any other word makes
# the key a measure or a setting of errors (`error_rate`, `error_margin`, `errorCount`, `fault_tolerance`).
ERROR_PARTS = frozenset({"code", "codes", "message", "messages", "msg", "string", "text", "detail", "details",
                         "description", "desc", "type", "name", "id", "reason", "info", "number", "no", "class",
                         "kind", "response", "body", "summary", "title"})
# The parts that identify an error by a number: a non-zero number under `error_code` is an error, under `error` a rate.
NUMBERED_PARTS = frozenset({"code", "codes", "number", "no", "id"})
FAILURE_FLAGS = ("ok", "success", "succeeded", "successful")
ERROR_FLAGS = ("is_error", "has_error", "failed")
STATUS_CODE_KEYS = ("status_code", "status", "http_status", "http_code", "response_code")
ENVELOPE_CODE_KEYS = ("code",)
MESSAGE_KEYS = ("message", "msg", "detail", "error_description")
EXCEPTION_TYPE_KEYS = ("__type",)
STATUS_KEYS = ("status", "result_code")
ERROR_STATUSES = ("error", "failed", "failure", "fault")
ERROR_PREFIXES = ("error:", "exception:", "traceback (most recent call last)")
DEPTH = 2

_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_XML_PROLOGUE = re.compile(r"\s*(?:(?:<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^>]*>)\s*)*", re.DOTALL)
_XML_TAG = re.compile(r"<(?:[\w.-]+:)?([\w.-]+)[^>]*?(/?)>\s*")


@dataclass(frozen=True)
class ResultRules:
    """The keys and words the shapes are read by (each field is the `result_*` setting of the same name)."""

    error_words: tuple[str, ...] = ERROR_WORDS
    error_keys: tuple[str, ...] = ERROR_KEYS
    failure_flags: tuple[str, ...] = FAILURE_FLAGS
    error_flags: tuple[str, ...] = ERROR_FLAGS
    status_code_keys: tuple[str, ...] = STATUS_CODE_KEYS
    envelope_code_keys: tuple[str, ...] = ENVELOPE_CODE_KEYS
    message_keys: tuple[str, ...] = MESSAGE_KEYS
    exception_type_keys: tuple[str, ...] = EXCEPTION_TYPE_KEYS
    status_keys: tuple[str, ...] = STATUS_KEYS
    error_statuses: tuple[str, ...] = ERROR_STATUSES
    error_prefixes: tuple[str, ...] = ERROR_PREFIXES
    depth: int = DEPTH


class ResultReader:
    """Reads one tool result for a failure by a set of rules."""

    def __init__(self, rules: ResultRules = ResultRules()) -> None:
        self.depth = rules.depth
        self._words = {word.lower() for word in rules.error_words}
        self._error_keys = {spelling(key) for key in rules.error_keys}
        self._false_flags = {spelling(key) for key in rules.failure_flags}
        self._true_flags = {spelling(key) for key in rules.error_flags}
        self._code_keys = {spelling(key) for key in rules.status_code_keys}
        self._envelope_code_keys = {spelling(key) for key in rules.envelope_code_keys}
        self._message_keys = {spelling(key) for key in rules.message_keys}
        self._type_keys = {key.lower() for key in rules.exception_type_keys}
        self._status_keys = {spelling(key) for key in rules.status_keys}
        self._statuses = {status.lower() for status in rules.error_statuses}
        self._prefixes = tuple(prefix.lower() for prefix in rules.error_prefixes)

    def failure(self, result: Any) -> str | None:
        """What in a tool result says it failed (a key, a flag, a status, never the message), or None."""
        if isinstance(result, str):
            head = result[:TEXT_READ].lstrip().lower()
            if head.startswith(self._prefixes):
                return "result text starts with an error marker"
            element = _xml_answer(result)
            if element and self.error_part(element) is not None:
                return f"result XML is a '{element}'"
            return None
        if not isinstance(result, dict):
            return None
        # ADK wraps a non-dict tool response as {"result": ...}.
        if len(result) == 1 and "result" in result:
            return self.failure(result["result"])
        # Level by level, the result's own keys first, within a bounded number of objects.
        level: list[dict[Any, Any]] = [result]
        objects = 0
        for depth in range(self.depth + 1):
            inner: list[dict[Any, Any]] = []
            for found in level:
                if objects == OBJECTS_READ:
                    return None
                objects += 1
                items = list(islice(found.items(), KEYS_READ))
                reason = self._object_failure(items, depth)
                if reason:
                    return reason
                inner += [value for _, value in items if isinstance(value, dict)]
            level = inner
        return None

    def error_part(self, key: str) -> str | None:
        """Whether a key names an error (`error`, `error_code`, `ExceptionMessage`, an error key: `soap:Fault`): what
        of the error it names ("" for the error itself, "code", "message"...), or None. The error word comes
        first: a word before it makes the key a record's errors or a setting (`last_errors`, `lastError`,
        `systematic_error_pct`, `on_error`), a word after it other than what an error carries a measure
        (`error_rate`, `errorCount`)."""
        name = key.rsplit(":", 1)[-1]
        if spelling(name) in self._error_keys:
            return spelling(name)
        words = [word.lower() for word in _WORD.findall(name)]
        part = self._part_of(words[0]) if words else None
        if part is None:
            return None
        rest = [part, *words[1:]] if part else words[1:]
        return None if any(word not in ERROR_PARTS for word in rest) else (rest[-1] if rest else "")

    def _part_of(self, word: str) -> str | None:
        """An error word ("") or one written together with what it carries (`faultstring`: "string"), else None."""
        if word in self._words:
            return ""
        for error_word in self._words:
            if word.startswith(error_word) and word[len(error_word):] in ERROR_PARTS:
                return word[len(error_word):]
        return None

    def _object_failure(self, items: list[tuple[Any, Any]], depth: int) -> str | None:
        """What in one object of a result (its first keys) says the result failed; `depth` 0 is the result's own."""
        where = "result" if depth == 0 else "result body"
        names = {spelling(str(key)) for key, _ in items}
        for key, value in items:
            name = spelling(str(key))
            part = self.error_part(str(key))
            if part is not None and _holds_error(value, numbered=part in NUMBERED_PARTS):
                return f"{where} holds '{key}'"
            if (name in self._false_flags and value is False) or (name in self._true_flags and value is True):
                return f"{where} '{key}' is {str(value).lower()}"
            if name in self._code_keys and _http_error(value, as_text=True):
                return f"{where} '{key}' {value}"
            if name in self._envelope_code_keys and _http_error(value, as_text=False) \
                    and not self._message_keys.isdisjoint(names):
                return f"{where} '{key}' {value}"
            if str(key).lower() in self._type_keys and isinstance(value, str) and _names_exception(value):
                return f"{where} '{key}' names an exception"
            if depth == 0 and name in self._status_keys and isinstance(value, str) \
                    and value.lower() in self._statuses:
                return f"result status '{value}'"
        return None


def spelling(key: str) -> str:
    """A key in any spelling (`status_code`, `statusCode`, `Status-Code`) as one."""
    return key.lower().replace("_", "").replace("-", "")


DEFAULT_READER = ResultReader()


def _xml_answer(text: str) -> str | None:
    """The name of what an XML text answers with: its root element, or inside a SOAP envelope its body's first
    child (a `Fault`), without a namespace prefix; None when the text is no XML or that element is empty."""
    head = text[:XML_READ]
    position = _XML_PROLOGUE.match(head)
    at = position.end() if position else 0
    tag = _XML_TAG.match(head, at)
    if tag is None:
        return None
    if tag.group(1).lower() == "envelope":
        body = re.compile(r"<(?:[\w.-]+:)?Body\b[^>]*>\s*", re.IGNORECASE).search(head, tag.end())
        tag = _XML_TAG.match(head, body.end()) if body else None
        if tag is None:
            return None
    return None if tag.group(2) else tag.group(1)


def _holds_error(value: object, numbered: bool) -> bool:
    """Whether an error member's value is an error: a text, an object, a list or `true`; a number only where it
    identifies an error (`numbered`: `error_code: 30003`; `errors: 3` counts them, `error: 0.02` is a rate), never
    zero, empty or a word for none."""
    if isinstance(value, str):
        return bool(value.strip()) and value.strip().lower() not in NO_ERROR_WORDS
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return numbered and value != 0
    return isinstance(value, dict | list) and bool(value)


def _http_error(value: object, as_text: bool) -> bool:
    """An HTTP error status: a number from 400 to 599, or (`as_text`) its three digits as text."""
    if isinstance(value, bool):
        return False
    if isinstance(value, str) and as_text and len(value) == 3 and value.isdigit():
        value = int(value)
    return isinstance(value, int) and 400 <= value <= 599


def _names_exception(value: str) -> bool:
    """A type name (AWS writes `namespace#Name`) ending as exception classes are named."""
    return value.rsplit("#", 1)[-1].rsplit(".", 1)[-1].endswith(("Exception", "Error", "Fault"))
