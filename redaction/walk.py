"""Every string of a session that can reach a draft, in reading order.

The session is walked as its JSON form (the model's own dump) and rebuilt through the model, so the
redacted copy is a valid `Session`. Texts, tool arguments and results (nested JSON, lists of objects, JSON
inside strings), state, error messages, feedback and signal evidence are content. Tool names, agent names,
dict keys, timestamps and trace ids are schema and are never passed to the visitor as text.

Schema is recognised by its shape, not trusted by its place: a dict key is passed to the visitor's `key`
(an e-mail used as a key is data), and a tool name that is not an identifier (`notify_jane@example.org`) is
content, replaced whole wherever it appears; so is a call id built from data (`refund-for-jane@example.org`).
"""

from __future__ import annotations

import json
import re
from typing import Any, Protocol

from redaction.recognizers.keys import TellingKeys


class Visitor(Protocol):
    def text(self, value: str, entity: str | None) -> str:
        """A free-text string; `entity` is set when a telling key says what the whole value is."""

    def scalar(self, value: int | float, entity: str) -> Any:
        """A number under a telling key (a phone or card number stored as an int)."""

    def key(self, value: str) -> str:
        """A dict key: schema when `is_identifier`, but it may still hold personal data found elsewhere."""


SESSION_ID = "SESSION_ID"
USER_ID = "USER_ID"
TOOL_NAME = "TOOL_NAME"
CALL_ID = "CALL_ID"

# What function-calling APIs accept as a tool name, and what a JSON key of a schema looks like.
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_.:/-]{0,127}")
# What generated call ids look like (call_abc, toolu_01..., UUIDs); an application may build one from data.
_OPAQUE_ID = re.compile(r"[A-Za-z0-9_.:/-]{1,128}")


def is_identifier(text: str) -> bool:
    return _IDENTIFIER.fullmatch(text) is not None


class SessionWalker:
    def __init__(self, telling_keys: TellingKeys) -> None:
        self.telling_keys = telling_keys

    def walk(self, session: dict[str, Any], visitor: Visitor) -> dict[str, Any]:
        """Return a copy of a dumped session with every content string passed through the visitor."""
        out = dict(session)
        out["session_id"] = visitor.text(session["session_id"], SESSION_ID)
        if session.get("user_id") is not None:
            out["user_id"] = visitor.text(session["user_id"], USER_ID)
        out["turns"] = [self._turn(turn, visitor) for turn in session.get("turns", [])]
        out["state"] = self.value(session.get("state", {}), None, visitor)
        out["feedback"] = [self._feedback(item, visitor) for item in session.get("feedback", [])]
        out["signals"] = [self._signal(item, visitor) for item in session.get("signals", [])]
        return out

    def _turn(self, turn: dict[str, Any], visitor: Visitor) -> dict[str, Any]:
        out = dict(turn)
        out["user_text"] = self._text(turn.get("user_text"), visitor)
        out["intermediate_texts"] = [self._text(text, visitor) for text in turn.get("intermediate_texts", [])]
        out["tool_calls"] = [self._tool_call(call, visitor) for call in turn.get("tool_calls", [])]
        out["final_response"] = self._text(turn.get("final_response"), visitor)
        out["errors"] = [
            {**error, "message": self._text(error.get("message"), visitor)}
            for error in turn.get("errors", [])
        ]
        out["feedback"] = [self._feedback(item, visitor) for item in turn.get("feedback", [])]
        return out

    def _tool_call(self, call: dict[str, Any], visitor: Visitor) -> dict[str, Any]:
        out = dict(call)
        out["name"] = self._tool_name(call["name"], visitor)
        if call.get("call_id") is not None and not _OPAQUE_ID.fullmatch(call["call_id"]):
            out["call_id"] = visitor.text(call["call_id"], CALL_ID)
        out["args"] = self.value(call.get("args", {}), None, visitor)
        out["result"] = self.value(call.get("result"), None, visitor)
        out["error"] = self._text(call.get("error"), visitor)
        return out

    def _feedback(self, item: dict[str, Any], visitor: Visitor) -> dict[str, Any]:
        return {
            **item,
            "label": self._text(item.get("label"), visitor),
            "explanation": self._text(item.get("explanation"), visitor),
        }

    def _signal(self, signal: dict[str, Any], visitor: Visitor) -> dict[str, Any]:
        evidence = [
            {**item, "tool": self._tool_name(item.get("tool"), visitor), "detail": visitor.text(item["detail"], None)}
            for item in signal.get("evidence", [])
        ]
        return {**signal, "evidence": evidence}

    @staticmethod
    def _tool_name(name: str | None, visitor: Visitor) -> str | None:
        if name is None or is_identifier(name):
            return name
        return visitor.text(name, TOOL_NAME)

    @staticmethod
    def _text(value: str | None, visitor: Visitor) -> str | None:
        return None if value is None else visitor.text(value, None)

    def value(self, value: Any, entity: str | None, visitor: Visitor) -> Any:
        """Any JSON value: keys are read for what they tell, never changed; JSON in strings is opened."""
        if isinstance(value, dict):
            return {
                visitor.key(str(key)): self.value(item, self.telling_keys.entity_for(str(key)) or entity, visitor)
                for key, item in value.items()
            }
        if isinstance(value, list):
            return [self.value(item, entity, visitor) for item in value]
        if isinstance(value, str):
            parsed = parse_embedded_json(value)
            if parsed is None:
                return visitor.text(value, entity)
            walked = self.value(parsed, entity, visitor)
            return value if walked == parsed else json.dumps(walked, ensure_ascii=False)
        if isinstance(value, bool) or value is None:
            return value
        if isinstance(value, int | float) and entity is not None:
            return visitor.scalar(value, entity)
        return value


def parse_embedded_json(text: str) -> dict[str, Any] | list[Any] | None:
    """A JSON object or array serialised inside a string (tool arguments often arrive so), else None."""
    stripped = text.strip()
    if len(stripped) < 2 or (stripped[0], stripped[-1]) not in {("{", "}"), ("[", "]")}:
        return None
    try:
        parsed = json.loads(stripped)
    except ValueError:
        return None
    return parsed if isinstance(parsed, dict | list) else None
