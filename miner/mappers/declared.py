"""A declared span mapping (`[tool.miner.spans]`): a team names where its spans keep each fact, and a producer
nobody wrote a mapper for is read without code.

The mapping names attributes (of the span, or for the session and user, of its resource): the session key, the
user's words and the agent's answer (with a JSON path into the value where it holds an object or a message list:
a message list gives its last user message, or last assistant message), the marker of a tool span (an attribute
and, optionally, the value it must have), the tool's name, arguments and result (each with a JSON path), and an
error marker. A span holding any named attribute is read by the mapping; the structure is the generic path's: a
trace's root span is the turn, a span with the user's words or an answer is a model call.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from miner.attribute_keys import SERVICE_NAME
from miner.formats.json_path import parse_json_path, value_at
from miner.mappers.base import Mapper
from miner.mappers.facts import LazyMessages, Message, SpanFacts, SpanRole, ToolFacts
from miner.mappers.generic import CLIENT, message_of
from miner.mappers.producers import Producer
from miner.mappers.shared import as_object, first, parse_json, skeleton
from miner.model import ErrorRecord
from miner.receivers.records import SpanRecord

NAME = "declared"
SPAN_NAME = "span.name"  # the tool's name is the span's name


class SpanMapping(BaseModel):
    """Where a producer's spans keep each fact: attribute keys, and JSON paths into their values."""

    model_config = ConfigDict(extra="forbid")

    session_id: list[str] = Field(default_factory=list, description=(
        "Attributes naming the conversation, on the span or its resource, tried in order (the first found)."))
    user_id: list[str] = Field(default_factory=list, description="Attributes naming the end user, tried in order.")
    user_text: str = Field("", description="The attribute holding what the user said.")
    user_text_path: str = Field("", description=(
        "A JSON path into `user_text`'s value (`messages`, `args[0]`); where it leads to a message list, the "
        "last user message is the turn's words."))
    agent_text: str = Field("", description="The attribute holding the agent's answer.")
    agent_text_path: str = Field("", description=(
        "A JSON path into `agent_text`'s value; where it leads to a message list, the last assistant message."))
    tool_span: str = Field("", description=(
        "The attribute that marks a tool call's span (with `tool_span_value`, only when it has that value)."))
    tool_span_value: str = Field("", description="The value of `tool_span` on a tool call's span (empty: any).")
    tool_name: str = Field("", description=f"The attribute naming the tool, or `{SPAN_NAME}` for the span's name.")
    tool_arguments: str = Field("", description="The attribute holding the tool's arguments.")
    tool_arguments_path: str = Field("", description="A JSON path into `tool_arguments`'s value (`kwargs`).")
    tool_result: str = Field("", description="The attribute holding the tool's result.")
    tool_result_path: str = Field("", description="A JSON path into `tool_result`'s value.")
    error: str = Field("", description=(
        "The attribute that marks a failed span (with `error_value`, only when it has that value; else any value "
        "but false, 0 or empty). Error status and exception events count in any case."))
    error_value: str = Field("", description="The value of `error` on a failed span (empty: any true value).")

    def declared(self) -> bool:
        return bool(self.attributes())

    def attributes(self) -> tuple[str, ...]:
        """Every span attribute the mapping names."""
        named = (*self.session_id, *self.user_id, self.user_text, self.agent_text, self.tool_span, self.tool_name,
                 self.tool_arguments, self.tool_result, self.error)
        return tuple(dict.fromkeys(key for key in named if key and key != SPAN_NAME))


def _at(attributes: dict[str, Any], key: str, path: str) -> Any:
    if not key or key not in attributes:
        return None
    value = parse_json(attributes[key])
    return value_at(value, parse_json_path(path)) if path else value


def _text(value: Any, role: str) -> str | None:
    """The words in a value: a text; the text of a message; the last `role` message's text of a message list."""
    value = parse_json(value)
    if isinstance(value, str):
        return value or None
    if isinstance(value, dict):
        message = message_of(value)
        return message.text if message is not None else None
    if isinstance(value, list):
        for item in reversed(value):
            message = message_of(item)
            if message is not None and message.role == role and message.text:
                return message.text
    return None


def _flag(value: Any, wanted: str) -> bool:
    if value is None:
        return False
    if wanted:
        return str(value) == wanted
    return str(value).lower() not in ("", "false", "0", "none", "null")


class DeclaredMapping(Mapper[SpanRecord]):
    """The spans a `[tool.miner.spans]` mapping names (see the module docstring)."""

    name = NAME
    producers = (Producer(
        (), "the attributes [tool.miner.spans] names hold what the application writes into them: have it write the "
            "user's words and the answers there"),)

    def __init__(self, mapping: SpanMapping) -> None:
        self.mapping = mapping
        self.named = frozenset(mapping.attributes())

    def recognises(self, span: SpanRecord) -> bool:
        return bool(self.named) and not self.named.isdisjoint(span.attributes)

    def facts(self, span: SpanRecord) -> SpanFacts:
        mapping, attributes = self.mapping, span.attributes
        facts = skeleton(span, "other", NAME)
        facts.session_id = first(attributes, tuple(mapping.session_id)) or first(span.resource,
                                                                                  tuple(mapping.session_id))
        facts.user_id = first(attributes, tuple(mapping.user_id)) or first(span.resource, tuple(mapping.user_id))
        facts.app_name = first(span.resource, (SERVICE_NAME,))
        failed = bool(mapping.error) and _flag(attributes.get(mapping.error), mapping.error_value)
        role: SpanRole = "other"
        marked = _flag(attributes.get(mapping.tool_span), mapping.tool_span_value) if mapping.tool_span else (
            mapping.tool_name not in ("", SPAN_NAME) and mapping.tool_name in attributes)
        if marked:
            role = "tool"
            name = span.name if mapping.tool_name in ("", SPAN_NAME) else str(attributes.get(mapping.tool_name) or "")
            arguments = _at(attributes, mapping.tool_arguments, mapping.tool_arguments_path)
            result = _at(attributes, mapping.tool_result, mapping.tool_result_path)
            error = next((item.message or item.type or "error" for item in facts.errors), None)
            facts.tool = ToolFacts(name=name or span.name, args=as_object(arguments), result=result,
                                   error=error or ("error" if failed else None))
            facts.content_captured = arguments is not None or result is not None
        else:
            said = _text(_at(attributes, mapping.user_text, mapping.user_text_path), "user")
            answered = _text(_at(attributes, mapping.agent_text, mapping.agent_text_path), "assistant")
            if said:
                facts.input_messages = LazyMessages.of([Message("user", text=said)])
            if answered:
                facts.output_messages = LazyMessages.of([Message("assistant", text=answered)])
            if said or answered:
                role = "llm"
                facts.content_captured = True
            if failed and not facts.errors:
                facts.errors = [ErrorRecord(type=mapping.error, span_name=span.name, span_id=span.span_id)]
            if not span.parent_span_id and span.kind != CLIENT:
                role = "turn"
        facts.role = role
        return facts
