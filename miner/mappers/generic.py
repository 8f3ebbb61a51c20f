"""The generic path: spans of a producer no mapper knows, read from their structure and the shapes most libraries
share, with no convention's keys.

It is the last span mapper and recognises every span; it is a `fallback`: in a session another mapper reads, its
facts keep the structure only (as an unrecognised span's always did), and a session of its own needs a model call
or a tool call read from shapes, so that spans of other work (an HTTP server's, a database's) make no session.

- **Session**: the common keys (`gen_ai.conversation.id`, `session.id`), else any attribute named like a session,
  conversation, thread or chat id under any prefix (`langfuse.session.id`, a `conversation_id` a library copies
  from baggage onto every span, `ai.telemetry.metadata.sessionId`), on the span, else on its resource
  (`session_key`, ranked as `miner.receivers.clickhouse.sql` ranks it).
- **Content**: message lists (JSON lists of `{role, content | parts}` in the OpenAI, GenAI, Anthropic, LangChain
  and Haystack shapes, lists flattened into `prefix.N.role` keys, GenAI message events, a list in any span event
  under a key naming its direction, `gen_ai.completion` say), objects holding one
  (`{"messages": [...]}`), and plain input / output values (`input.value`, `*.input`, `*.output`, prompt and
  completion attributes): an attribute is read as the input or the output by the words of its key. A turn's user
  text is the last user message of its first model call, so a request that carries the conversation so far gives
  its own words, not the first turn's.
- **Structure**: a trace's root span is the turn (unless it is itself a model or tool call, or only carries a
  rating); a tool span is one whose kind or type attribute says tool, or that names a tool (`*.tool.name`), or
  whose name says so (`execute_tool x`, `x.tool`, `tool x`); any other span with content is read as a model call.
- **Errors**: status and exception events (as everywhere), a tool result shaped as a failure (the error detector's
  result shapes, by their defaults), an `*.error` attribute set to true.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, ClassVar

from miner.attribute_keys import SERVICE_NAME
from miner.mappers.base import Mapper
from miner.mappers.facts import LazyMessages, Message, SpanFacts, SpanRole, ToolCallPart, ToolFacts, ToolResultPart
from miner.mappers.openinference import listed, unflatten
from miner.mappers.producers import Producer
from miner.mappers.shared import (
    SESSION_KEYS,
    USER_KEYS,
    as_object,
    first,
    message_has_content,
    normal_role,
    parse_json,
    parse_result,
    skeleton,
)
from miner.receivers.records import SpanEvent, SpanRecord
from miner.result_errors import DEFAULT_READER, ResultReader

NAME = "generic"
CLIENT = 3

# A key naming a conversation: a session, conversation, thread or chat id, or a bare session / conversation,
# under any prefix. The same pattern and ranking are the ClickHouse search's (`sql.GENERIC_SESSION`).
SESSION_PATTERN = r"(^|[._-])(session|conversation|thread|chat)([._-]?id)?$"
SESSION_WORDS = ("session", "conversation", "thread", "chat")
_SESSION_KEY = re.compile(SESSION_PATTERN, re.IGNORECASE)
# The thread a span ran on (OpenTelemetry's `thread.id`), not a conversation.
NOT_SESSIONS = ("thread.id", "code.thread.id", "process.thread.id")

_WORD = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")
INPUT_WORDS = frozenset({"input", "inputs", "prompt", "prompts", "request", "query", "question", "args", "kwargs",
                         "arguments", "parameters"})
OUTPUT_WORDS = frozenset({"output", "outputs", "completion", "completions", "response", "responses", "result",
                          "answer", "choice", "choices", "reply", "return"})
# The last word of a key holding content (not its type, size, model or time).
CONTENT_ENDS = INPUT_WORDS | OUTPUT_WORDS | frozenset({"value", "text", "content", "messages", "body", "calls",
                                                        "message"})
ARGUMENT_WORDS = ("arguments", "args", "kwargs", "input", "inputs", "parameters", "params")
RESULT_WORDS = ("result", "response", "output", "outputs", "return")
KIND_ENDS = frozenset({"kind", "type", "spantype", "category"})
TOOL_KINDS = frozenset({"tool", "function", "tool_call", "execute_tool", "toolcall", "tool-call"})
# Kinds of a model call or an agent run: evidence of an agent even where content was not captured.
MODEL_KINDS = frozenset({"llm", "chat", "chat_model", "generation", "completion", "text_completion",
                         "generate_content", "agent", "invoke_agent", "embedding"})
TOOL_NAME_PREFIXES = ("execute_tool ", "tool: ", "tool ", "running tool: ", "running tool ", "calling tool ")
TEXT_KEYS = ("input", "query", "question", "message", "user_input", "prompt", "text", "content")
ANSWER_KEYS = ("output", "answer", "response", "final_output", "result", "text", "content", "message")
# LangChain's serialised messages name their class.
LANGCHAIN_ROLES = {"HumanMessage": "user", "AIMessage": "assistant", "SystemMessage": "system",
                   "ToolMessage": "tool", "FunctionMessage": "tool", "ChatMessage": "user"}
ROLES = frozenset({"user", "assistant", "system", "tool", "developer"})


@lru_cache(maxsize=8192)
def words(key: str) -> tuple[str, ...]:
    """A key's words, lowercased: split at dots, underscores and dashes, and at camelCase humps."""
    return tuple(word.lower() for part in re.split(r"[._\-/ ]+", key) for word in _WORD.findall(part))


@lru_cache(maxsize=8192)
def session_rank(key: str) -> tuple[int, int, str] | None:
    """Where a key comes among those naming a conversation (session first, then conversation, thread, chat;
    shorter keys first), or None when it names none."""
    if key.lower() in NOT_SESSIONS:
        return None
    found = _SESSION_KEY.search(key)
    if found is None:
        return None
    word = found.group(2).lower()
    if not found.group(3) and word not in ("session", "conversation"):
        return None
    return SESSION_WORDS.index(word), len(key), key


def _session_in(attributes: dict[str, Any]) -> str | None:
    best: tuple[int, int, str] | None = None
    for key, value in attributes.items():
        if value is None or value == "" or isinstance(value, bool | dict | list):
            continue
        rank = session_rank(key)
        if rank is not None and (best is None or rank < best):
            best = rank
    return None if best is None else _plain(attributes[best[2]])


def _plain(value: Any) -> str:
    """A value as text; a JSON string (some SDKs encode every attribute as JSON) decoded."""
    if isinstance(value, str) and value.startswith('"'):
        decoded = parse_json(value)
        return decoded if isinstance(decoded, str) else value
    return str(value)


def session_key(span: SpanRecord) -> str | None:
    """The conversation a span names: the common keys, else a key named like one, on the span, else its resource."""
    common = first(span.attributes, SESSION_KEYS)
    return _plain(common) if common else _session_in(span.attributes) or _session_in(span.resource)


def _has_digit(key_words: tuple[str, ...]) -> bool:
    return any(word.isdigit() for word in key_words)


# --- messages of any common shape --------------------------------------------------------------------------


def _text_of(content: Any) -> str | None:
    if content is None:
        return None
    if isinstance(content, str):
        return content or None
    if isinstance(content, list):
        texts = [text for part in content for text in [_part_text(part)] if text]
        return "\n".join(texts) or None
    if isinstance(content, dict):
        return _part_text(content)
    return str(content)


# What an SDK writes in place of content it hides.
_HIDDEN = re.compile(r"^[\W_]*(redacted|hidden|omitted|not specified)[\W_]*$", re.IGNORECASE)


def _part_text(part: Any) -> str | None:
    if isinstance(part, str):
        return None if _HIDDEN.match(part) else part
    if not isinstance(part, dict):
        return None
    kind = str(part.get("type") or "")
    if kind and kind not in ("text", "input_text", "output_text"):
        return None
    for key in ("text", "content"):
        value = part.get(key)
        if isinstance(value, str) and value:
            return value
    return None


def _call_of(item: Any) -> ToolCallPart | None:
    """A tool call in the OpenAI (`{id, function: {name, arguments}}`), flat (`{id, name, arguments | args |
    input}`), Vercel (`{toolCallId, toolName, args}`) or Haystack (`{tool_name, arguments}`) shape."""
    if not isinstance(item, dict):
        return None
    for wrapper in ("tool_call", "function_call", "functionCall"):
        if isinstance(item.get(wrapper), dict):
            item = item[wrapper]
    function = parse_json(item.get("function"))
    source = function if isinstance(function, dict) else item
    name = source.get("name") or item.get("toolName") or item.get("tool_name")
    if not name:
        return None
    arguments = next((source[key] for key in ("arguments", "args", "input", "parameters") if key in source), None)
    call_id = item.get("id") or item.get("toolCallId") or item.get("tool_call_id") or item.get("call_id")
    return ToolCallPart(None if call_id in (None, "") else str(call_id), str(name), as_object(arguments))


def _result_of(item: dict[str, Any]) -> ToolResultPart:
    origin = item.get("origin")
    if not isinstance(origin, dict):
        origin = {}
    call_id = item.get("tool_call_id") or item.get("toolCallId") or item.get("id") or origin.get("id")
    name = item.get("name") or item.get("toolName") or item.get("tool_name") or origin.get("tool_name")
    response = next((item[key] for key in ("result", "response", "output", "content") if key in item), None)
    if item.get("error") is True and isinstance(response, str):
        response = {"error": response}
    return ToolResultPart(None if call_id in (None, "") else str(call_id), None if name is None else str(name),
                          parse_json(response))


def message_of(item: Any) -> Message | None:
    """One message of any common shape, or None when the object is no message."""
    if not isinstance(item, dict):
        return None
    role: Any = None
    if item.get("lc") and isinstance(item.get("kwargs"), dict):
        names = item.get("id")
        role = LANGCHAIN_ROLES.get(names[-1]) if isinstance(names, list) and names else None
        item = item["kwargs"]
    role = normal_role(role or item.get("role") or item.get("_role") or item.get("type") or item.get("author"))
    if role not in ROLES:
        return None
    if "content" not in item and isinstance(item.get("data"), dict):  # LangChain's message dump: {type, data}
        item = item["data"]
    message = Message("user" if role == "developer" else role)
    content = next((item[key] for key in ("content", "_content", "parts", "contents", "text") if key in item), None)
    content = parse_json(content) if isinstance(content, str) and role == "tool" else content
    texts: list[str] = []
    for part in content if isinstance(content, list) else [content]:
        if isinstance(part, dict) and isinstance(part.get("message_content"), dict):
            part = part["message_content"]
        if isinstance(part, dict):
            kind = str(part.get("type") or "")
            # An OpenAI tool call put among the content parts (`{id, type: "function", function: {name, ...}}`).
            if kind in ("tool_call", "tool-call", "tool_use", "function_call") \
                    or not part.keys().isdisjoint(("tool_call", "function_call", "functionCall")) \
                    or (kind == "function" and isinstance(part.get("function"), dict)):
                call = _call_of(part)
                if call is not None:
                    message.tool_calls.append(call)
                continue
            wrapper = next((key for key in ("tool_call_result", "function_response", "functionResponse")
                            if isinstance(part.get(key), dict)), None)
            if kind in ("tool_call_response", "tool-result", "tool_result", "function_call_output") or wrapper:
                inner = part[wrapper] if wrapper else part
                if isinstance(inner, dict):
                    message.tool_results.append(_result_of(inner))
                continue
        if role == "tool" and not isinstance(content, list):
            continue
        text = _part_text(part) if isinstance(part, dict | str) else None
        if text:
            texts.append(text)
    for raw in (item.get("tool_calls"), item.get("toolCalls"), item.get("_tool_calls")):
        for call in parse_json(raw) if isinstance(parse_json(raw), list) else ():
            part = _call_of(call)
            if part is not None:
                message.tool_calls.append(part)
    if role == "tool" and not message.tool_results and content not in (None, "", [], {}):
        message.tool_results.append(ToolResultPart(
            None if item.get("tool_call_id") in (None, "") else str(item.get("tool_call_id")),
            None if item.get("name") is None else str(item.get("name")), content))
    elif texts:
        message.text = "\n".join(texts)
    return message


def _messages(items: list[Any]) -> list[Message] | None:
    """A list of messages, or None when the list holds none."""
    found = [message for item in items for message in [message_of(item)] if message is not None]
    return found or None


def _content(value: Any, output: bool) -> tuple[int, list[Message]] | None:
    """What an attribute's value holds, as messages, with how sure the reading is (0: a message list, 1: an
    object holding one, 2: a plain value)."""
    value = parse_json(value)
    if isinstance(value, list):
        found = _messages(value)
        if found is None and value and all(_call_of(item) for item in value):
            found = [Message("assistant", tool_calls=[call for item in value for call in [_call_of(item)] if call])]
        return None if found is None else (0, found)
    if isinstance(value, dict):
        single = message_of(value)
        if single is not None:
            return 1, [single]
        for key in ("messages", "contents", "history", "chat_history"):
            inner = parse_json(value.get(key))
            if isinstance(inner, list) and (found := _messages(inner)):
                return 1, found
        choices = value.get("choices")
        if isinstance(choices, list):
            found = _messages([choice.get("message") for choice in choices if isinstance(choice, dict)])
            if found:
                return 1, found
        for key in ("kwargs", "inputs", "input"):
            inner = value.get(key)
            if isinstance(inner, dict | list):
                read = _content(inner, output)
                if read is not None:
                    return read
        for key in ANSWER_KEYS if output else TEXT_KEYS:
            inner = value.get(key)
            if isinstance(inner, str) and _spoken(inner, output):
                return 2, [Message("assistant" if output else "user", text=inner)]
            if isinstance(inner, dict | list):
                read = _content(inner, output)
                if read is not None:
                    return read
        return None
    if isinstance(value, str) and _spoken(value, output):
        return 2, [Message("assistant" if output else "user", text=value)]
    return None


# A boolean or null as a store that keeps attributes as text writes it (the ClickHouse exporter's maps): a flag, as
# the typed value it was in the files, never words.
_FLAG_TEXTS = frozenset({"true", "false", "null", "none"})


def _spoken(text: str, output: bool) -> bool:
    """Whether a plain value reads as words: not a placeholder or a flag, and for an output not a single token (a
    graph's routing value, `__end__`, an id)."""
    stripped = text.strip()
    return (bool(stripped) and not _HIDDEN.match(stripped) and stripped.lower() not in _FLAG_TEXTS
            and (not output or any(c.isspace() for c in stripped)))


def _direction(key_words: tuple[str, ...], ends: frozenset[str] = CONTENT_ENDS) -> bool | None:
    """Whether a key holds an output (True), an input (False), or neither (None), by its words (the last one
    in `ends`); a bare message list is an input (the conversation so far)."""
    if not key_words or (ends and key_words[-1] not in ends):
        return None
    for word in reversed(key_words):
        if word in OUTPUT_WORDS:
            return True
        if word in INPUT_WORDS:
            return False
    return False if key_words[-1] == "messages" else None


def _flattened(attributes: dict[str, Any]) -> dict[tuple[str, bool], dict[str, Any]]:
    """Lists flattened into keys (`llm.input_messages.0.message.role`, `gen_ai.prompt.1.content`), by prefix."""
    found: dict[tuple[str, bool], dict[str, Any]] = {}
    for key, value in attributes.items():
        head, dot, rest = _split_index(key)
        if not dot:
            continue
        direction = _direction(words(head), ANY_END)
        if direction is None:
            continue
        found.setdefault((head, direction), {})[f"{dot.strip('.')}.{rest}"] = value
    return found


def _listified(node: Any) -> Any:
    """An unflattened tree with its index-keyed dicts made lists, all the way down."""
    if isinstance(node, list):
        return [_listified(item) for item in node]
    if isinstance(node, dict):
        if node and all(key.isdigit() for key in node):
            return [_listified(item) for item in listed(node)]
        return {key: _listified(value) for key, value in node.items()}
    return node


ANY_END: frozenset[str] = frozenset()
_INDEXED = re.compile(r"^(.*?)\.(\d+)\.(.+)$")


def _split_index(key: str) -> tuple[str, str, str]:
    match = _INDEXED.match(key)
    return (match.group(1), f".{match.group(2)}.", match.group(3)) if match else (key, "", "")


def read_content(span: SpanRecord) -> tuple[list[Message] | None, list[Message] | None]:
    """The span's input and output messages, each from its surest attribute (ties: the first key in order)."""
    best: dict[bool, tuple[int, str, list[Message]]] = {}
    for key, value in span.attributes.items():
        key_words = words(key)
        if _has_digit(key_words):
            continue
        direction = _direction(key_words)
        if direction is None:
            continue
        read = _content(value, direction)
        if read is not None and (direction not in best or (read[0], key) < best[direction][:2]):
            best[direction] = (read[0], key, read[1])
    for (prefix, direction), flat in _flattened(span.attributes).items():
        items = [item.get("message", item) if isinstance(item, dict) else item
                 for item in _listified(listed(unflatten(flat)))]
        found = _messages(items)
        if found and (direction not in best or (0, prefix) < best[direction][:2]):
            best[direction] = (0, prefix, found)
    inputs, outputs = (best[False][2] if False in best else None), (best[True][2] if True in best else None)
    if outputs:
        outputs = _after_last_user(outputs)
    if span.events and (inputs is None or outputs is None):
        from_inputs, from_outputs = event_messages(span.events)
        inputs = inputs or from_inputs or None
        outputs = outputs or from_outputs or None
    return inputs, outputs


def _after_last_user(messages: list[Message]) -> list[Message] | None:
    """An output that repeats the conversation (a graph's state): only what came after its last user message."""
    last = max((index for index, message in enumerate(messages) if message.role == "user"), default=-1)
    return messages[last + 1:] or None


ROLE_WORDS = {"user": "user", "human": "user", "system": "system", "assistant": "assistant", "ai": "assistant",
              "tool": "tool", "function": "tool"}


def event_messages(events: list[SpanEvent]) -> tuple[list[Message], list[Message]]:
    """Messages logged as span events: an event whose attributes hold a message list (read as a span's are), or
    one message per event named for its role (`gen_ai.user.message`) or for the answer (`gen_ai.choice`)."""
    inputs: list[Message] = []
    outputs: list[Message] = []
    for event in events:
        name_words = words(event.name)
        attributes = event.attributes
        if "exception" in name_words or not attributes:
            continue
        output = not OUTPUT_WORDS.isdisjoint(name_words)
        role = ROLE_WORDS.get(name_words[-2]) if len(name_words) > 1 and name_words[-1] == "message" else None
        raw = next((attributes[key] for key in ("message", "content", "text", "body") if key in attributes), None)
        # An event named for the answer or a role whose message list sits under another key (`gen_ai.completion`)
        # is read by its keys, as a span's attributes are; a plain value there (an event object's repr) is not.
        keyed = _keyed_messages(attributes, lists_only=bool(output or role))
        if (output or role) and (raw is not None or not any(keyed)):
            item = parse_json(raw)
            if isinstance(item, dict) and message_of(item) is not None:
                message = message_of(item)
            else:
                message = message_of({"role": role or "assistant", "content": item,
                                      "tool_calls": attributes.get("tool_calls"), "id": attributes.get("id"),
                                      "tool_call_id": attributes.get("id")})
            if message is not None:
                (outputs if output else inputs).append(message)
            continue
        inputs.extend(keyed[0])
        outputs.extend(keyed[1])
    return inputs, outputs


def _keyed_messages(attributes: dict[str, Any], lists_only: bool) -> tuple[list[Message], list[Message]]:
    """The input and output messages of attributes whose keys name their direction (with `lists_only`, only
    message lists and objects holding one, no plain value)."""
    inputs: list[Message] = []
    outputs: list[Message] = []
    for key, value in attributes.items():
        direction = _direction(words(key))
        if direction is None:
            continue
        found = _content(value, direction)
        if found is not None and not (lists_only and found[0] > 1):
            (outputs if direction else inputs).extend(found[1])
    return inputs, outputs


# --- tools ---------------------------------------------------------------------------------------------------


def kind_of(span: SpanRecord) -> SpanRole:
    """"tool" for a tool call, "llm" for a model call or agent run, by a kind, type or operation attribute, a key
    naming a tool, or the span's name; else "other"."""
    kind: SpanRole = "other"
    for key, value in span.attributes.items():
        key_words = words(key)
        if not key_words or _has_digit(key_words):
            continue
        if key_words[-1] in KIND_ENDS or key_words[-2:] == ("operation", "name"):
            said = _plain(value).lower() if isinstance(value, str) else ""
            if said in TOOL_KINDS:
                return "tool"
            if said in MODEL_KINDS:
                kind = "llm"
        elif key_words[-2:] == ("tool", "name") or key_words[-3:] == ("tool", "call", "name"):
            return "tool"
    name = span.name.lower()
    if name.startswith(TOOL_NAME_PREFIXES) or name.endswith((".tool", " tool")):
        return "tool"
    return kind


def _keyed(attributes: dict[str, Any], wanted: tuple[str, ...], skip: frozenset[str] = frozenset()) -> Any:
    """The value of the first key (by `wanted`'s order of words, then key order) holding one of these words."""
    found: list[tuple[int, bool, int, str]] = []
    for position, key in enumerate(attributes):
        key_words = words(key)
        if _has_digit(key_words) or (key_words and key_words[-1] in skip):
            continue
        for rank, word in enumerate(wanted):
            if word in key_words:
                found.append((rank, "tool" not in key_words and "call" not in key_words, position, key))
                break
    for *_, key in sorted(found):
        value = attributes[key]
        if value not in (None, ""):
            return value
    return None


NOT_VALUES = frozenset({"type", "mime", "schema", "description", "definitions", "tokens", "id", "name", "count",
                        "status", "kind"})


# What a callback adds beside the input it was given (LangChain's `{input_str, tags, metadata, ...}`).
CALLBACK_EXTRAS = frozenset({"tags", "metadata", "callbacks", "run_name", "run_id", "config", "inputs", "name",
                             "kwargs"})


def _arguments(value: Any) -> dict[str, Any] | None:
    value = parse_json(value)
    if isinstance(value, str) and _HIDDEN.match(value.strip()):
        return None
    if isinstance(value, dict):
        for key in ("input_str", "input", "tool_input"):
            if key in value and set(value) - {key} <= CALLBACK_EXTRAS:
                inner = value[key]
                return _arguments(parse_result(inner) if isinstance(inner, str) else inner)
        if value and set(value) <= {"args", "kwargs"}:
            kwargs = parse_json(value.get("kwargs"))
            args = value.get("args")
            return kwargs if isinstance(kwargs, dict) and (kwargs or not args) else {"value": args}
        if len(value) == 1:
            (key, inner), = value.items()
            if key in ("input", "inputs", "arguments", "args", "kwargs", "parameters") and isinstance(inner, dict):
                return inner
        if "properties" in value and ("type" in value or "$schema" in value):
            return None  # a schema of the arguments, not the arguments
    return as_object(value)


RESULT_WRAPPERS = frozenset({"id", "name", "type", "call_id", "tool_call_id", "toolCallId", "tool_name", "status"})


def _result(value: Any) -> Any:
    """A tool's result, out of the envelopes libraries put it in: a function response (`{id, name, response}`),
    an output wrapper (`{"output": ...}`), a tool message, a list of text parts (`[{"text": "..."}]`); `str()` of a
    Python value is read back as that value."""
    value = parse_result(value)
    if isinstance(value, str) and _HIDDEN.match(value.strip()):
        return None
    if isinstance(value, dict):
        wrapped = [key for key in ("output", "result", "response") if key in value]
        if len(wrapped) == 1 and set(value) - {wrapped[0]} <= CALLBACK_EXTRAS:
            return _result(value[wrapped[0]])
    message = message_of(value) if isinstance(value, dict) else None
    if message is not None and message.role == "tool" and message.tool_results:
        return _result(message.tool_results[0].response)
    if isinstance(value, dict):
        inner = [key for key in ("response", "result", "output", "content") if key in value]
        if len(inner) == 1 and set(value) - {inner[0]} <= RESULT_WRAPPERS and set(value) != {inner[0]}:
            return _result(value[inner[0]])
    if isinstance(value, list) and value and all(isinstance(part, dict) and _part_text(part) for part in value) \
            and all(set(part) <= {"type", "text", "content"} for part in value):
        return parse_json("\n".join(_part_text(part) or "" for part in value))
    return value


def error_of(result: Any, attributes: dict[str, Any], reader: ResultReader = DEFAULT_READER) -> str | None:
    """The error a tool's result or attributes show: a result shaped as a failure (the error detector's shapes, by
    the rules `reader` reads with: `miner.result_errors`), or an `*.error` attribute set to true."""
    reason = reader.failure(result)
    if reason:
        return result if isinstance(result, str) else reason
    if any(words(key)[-1:] == ("error",) and (value is True or str(value).lower() == "true")
           for key, value in attributes.items()):
        return result if isinstance(result, str) and result else "error"
    return None


def tool_facts(span: SpanRecord, facts: SpanFacts, reader: ResultReader = DEFAULT_READER) -> ToolFacts:
    attributes = span.attributes
    name = None
    for key, value in attributes.items():
        key_words = words(key)
        if (key_words[-2:] == ("tool", "name") or key_words[-3:] == ("tool", "call", "name")) and value:
            name = str(value)
            break
    if name is None:
        name = span.name
        lowered = name.lower()
        for prefix in TOOL_NAME_PREFIXES:
            if lowered.startswith(prefix):
                name = name[len(prefix):]
                break
        name = name.removesuffix(".tool").removesuffix(" tool").strip()
    call_id = None
    for key, value in attributes.items():
        if words(key)[-2:] in (("call", "id"), ("tool", "id")) and value not in (None, ""):
            call_id = str(value)
            break
    raw_args, raw_result = _keyed(attributes, ARGUMENT_WORDS, NOT_VALUES), _keyed(attributes, RESULT_WORDS, NOT_VALUES)
    if span.events and (raw_args is None or raw_result is None):
        event_args, event_result = _event_call(span.events)
        raw_args = event_args if raw_args is None else raw_args
        raw_result = event_result if raw_result is None else raw_result
    result = _result(raw_result)
    span_error = next((error.message or error.type or "error" for error in facts.errors), None)
    return ToolFacts(name=name, call_id=call_id, args=_arguments(raw_args), result=result,
                     error=span_error or error_of(result, attributes, reader))


def _event_call(events: list[SpanEvent]) -> tuple[Any, Any]:
    """A tool's arguments and result logged as events of its span: the result in an event named for an output
    (`gen_ai.choice`), the arguments in the other one that holds content (`gen_ai.tool.message`)."""
    args = result = None
    for event in events:
        name_words = words(event.name)
        if "exception" in name_words:
            continue
        value = next((event.attributes[key] for key in ("arguments", "args", "input", "result", "output", "message",
                                                         "content") if key in event.attributes), None)
        if not OUTPUT_WORDS.isdisjoint(name_words):
            result = value if result is None else result
        elif args is None:
            args = value
    return args, result


# --- the mapper ------------------------------------------------------------------------------------------------


def _named(attributes: dict[str, Any], last: tuple[str, str]) -> str | None:
    for key, value in attributes.items():
        if words(key)[-2:] == last and value not in (None, "") and not isinstance(value, bool | dict | list):
            return str(value)
    return None


class GenericMapper(Mapper[SpanRecord]):
    """Any span, read from structure and common shapes (see the module docstring)."""

    name = NAME
    fallback: ClassVar[bool] = True
    producers = (Producer(
        (), "no mapper knows the library that wrote them, nor its switch: turn its message content capture on where "
            "the application runs (for OpenTelemetry's GenAI instrumentations, "
            "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=SPAN_ONLY with "
            "OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental)"),)

    def __init__(self, results: ResultReader = DEFAULT_READER) -> None:
        # A tool result is read for a failure by the error detector's rules, as `[tool.miner.signals.error]` sets them.
        self._results = results

    def recognises(self, span: SpanRecord) -> bool:
        return True

    def facts(self, span: SpanRecord) -> SpanFacts:
        facts = skeleton(span, "other", NAME)
        attributes = span.attributes
        facts.session_id = session_key(span)
        facts.user_id = first(attributes, USER_KEYS) or _named(attributes, ("user", "id"))
        facts.agent_name = _named(attributes, ("agent", "name"))
        facts.app_name = first(span.resource, (SERVICE_NAME,))
        kind = kind_of(span)
        role: SpanRole = "other"
        if kind == "tool":
            role = "tool"
            facts.tool = tool_facts(span, facts, self._results)
            facts.content_captured = bool(facts.tool.args) or facts.tool.result not in (None, "", {}, [])
        else:
            inputs, outputs = read_content(span) if attributes or span.events else (None, None)
            if inputs is not None:
                facts.input_messages = LazyMessages.of(inputs)
            if outputs is not None:
                facts.output_messages = LazyMessages.of(outputs)
            if inputs or outputs or kind == "llm":
                role = "llm"
            facts.content_captured = any(map(message_has_content, (*(inputs or ()), *(outputs or ()))))
            # A root that calls out (SpanKind CLIENT) is a model call made outside any request of the app's.
            if not span.parent_span_id and span.kind != CLIENT and not (role == "other" and facts.feedback):
                role = "turn"
        facts.role = role
        return facts
