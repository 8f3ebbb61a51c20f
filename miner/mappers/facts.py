"""What a convention says about one span (or one log record): the convention-free facts assembly reads.

Each convention maps its own attribute keys to these; assembly builds turns and sessions from them without
knowing which convention spoke. Message content is kept raw and parsed only when assembly asks for it:
an LLM span repeats the whole conversation so far, and most of those copies are never needed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import msgspec

from miner.model import ErrorRecord, Feedback
from miner.receivers.base import ShapeError
from miner.receivers.records import Location

# turn: one user turn's root (ADK `invocation`); agent: an agent run; llm: a model call; tool: a tool call;
# message: a lone message event (logs); feedback: a judgement about another span; other: structure only.
SpanRole = Literal["turn", "agent", "llm", "tool", "message", "feedback", "other"]


class ToolCallPart(msgspec.Struct):
    call_id: str | None
    name: str
    args: dict[str, Any] | None


class ToolResultPart(msgspec.Struct):
    call_id: str | None
    name: str | None
    response: Any


class Message(msgspec.Struct):
    role: str  # user | assistant | system | tool
    text: str | None = None
    tool_calls: list[ToolCallPart] = msgspec.field(default_factory=list)
    tool_results: list[ToolResultPart] = msgspec.field(default_factory=list)


class LazyMessages:
    """Messages kept as the span carried them (often a JSON string), converted only when asked for.

    `items` turns the raw value into a list of raw messages, `convert` one raw message into a Message.
    Finding the last user message converts only the messages after it, not the whole history. Either may
    raise ShapeError for content that cannot be read: that list (or that message) is then empty, and `damage`
    says why, for assembly to warn about with the record's file and line. Any other exception is a bug.
    """

    __slots__ = ("_all", "_convert", "_converted", "_items", "_raw", "_to_items", "damage")

    def __init__(self, raw: Any, items: Callable[[Any], list[Any]], convert: Callable[[Any], Message]) -> None:
        self._raw = raw
        self._to_items = items
        self._convert = convert
        self._items: list[Any] | None = None
        self._converted: list[Message | None] = []
        self._all: list[Message] | None = None
        self.damage: str | None = None

    @classmethod
    def of(cls, messages: list[Message]) -> LazyMessages:
        return cls(messages, list, _same)

    @classmethod
    def parsed_by(cls, raw: Any, parse: Callable[[Any], list[Message]]) -> LazyMessages:
        """For carriers whose messages are only readable all at once (flattened keys, request objects)."""
        return cls(raw, parse, _same)

    def state(self) -> tuple[Any, Callable[[Any], list[Any]], Callable[[Any], Message]] | None:
        """(raw value, items, convert) while nothing has been read and the raw value is plain data (not
        Messages already), so that the list can travel between processes still unread; else None."""
        if self._items is not None or self._to_items is list:
            return None
        return self._raw, self._to_items, self._convert

    def _raw_items(self) -> list[Any]:
        if self._items is None:
            try:
                self._items = self._to_items(self._raw)
            except ShapeError as exc:
                self._items = []
                self.damage = str(exc)
            self._raw = None
            self._converted = [_MISSING] * len(self._items)
        return self._items

    def _message(self, index: int) -> Message | None:
        converted = self._converted[index]
        if converted is _MISSING:
            try:
                converted = self._convert(self._items[index])  # type: ignore[index]
            except ShapeError as exc:
                converted = None
                self.damage = str(exc)
            self._converted[index] = converted
        return converted

    def get(self) -> list[Message]:
        """Every message, in order (the same list on every call: read it, never change it)."""
        if self._all is None:
            count = len(self._raw_items())
            self._all = [message for message in map(self._message, range(count)) if message is not None]
        return self._all

    def last_text(self, role: str) -> str | None:
        """The text of the last message of `role` that has text."""
        for index in range(len(self._raw_items()) - 1, -1, -1):
            message = self._message(index)
            if message is not None and message.role == role and message.text:
                return message.text
        return None

    def user_words(self) -> str | None:
        """What the user said in the turn this request serves: the text of its last user message. A request
        repeats the conversation so far, so the search stops there: a last user message without readable text
        is None, never an earlier turn's words. Messages that only carry tool results (some SDKs send them as
        the user's) are the agent's work, passed over. Only the last: two user messages in a row are as often a
        turn whose answer was lost (ADK keeps no answer of a run that raised) as a user who wrote twice."""
        for index in range(len(self._raw_items()) - 1, -1, -1):
            message = self._message(index)
            if message is None or message.role != "user" or (message.tool_results and not message.text):
                continue
            return message.text or None
        return None


_MISSING: Any = object()


def _same(message: Message) -> Message:
    return message


class ToolFacts(msgspec.Struct):
    name: str
    call_id: str | None = None
    args: dict[str, Any] | None = None
    result: Any = None
    error: str | None = None
    # True where each argument is an attribute of its own (not JSON), whose type a store that keeps attributes as
    # text loses: assembly gives a text argument the type the model asked for it with.
    args_as_attributes: bool = False


class SpanFacts(msgspec.Struct):
    trace_id: str
    span_id: str
    parent_id: str | None
    name: str
    start_ns: int
    end_ns: int
    role: SpanRole
    convention: str
    session_id: str | None = None
    user_id: str | None = None
    app_name: str | None = None
    agent_name: str | None = None
    invocation_id: str | None = None
    input_messages: LazyMessages | None = None
    output_messages: LazyMessages | None = None
    tool: ToolFacts | None = None
    feedback: list[Feedback] = msgspec.field(default_factory=list)
    errors: list[ErrorRecord] = msgspec.field(default_factory=list)
    transfer_to: str | None = None
    state: dict[str, Any] | None = None
    content_captured: bool = False
    # The producer that wrote the record, by its place in the registry (`miner.mappers.wrote`): a session without
    # message content is told that producer's switch, and an int is all that travels between processes.
    producer: int | None = None
    # A feedback span (OpenInference) judges another span, named by a span link: (trace id, span id).
    targets: list[tuple[str, str]] = msgspec.field(default_factory=list)
    # Which of a convention's facts at the same nanosecond comes first (app logs: a user's message before the
    # answer logged in the same second); arrival order never decides.
    sequence: int = 0
    location: Location | None = None
