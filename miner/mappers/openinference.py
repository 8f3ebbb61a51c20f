"""OpenInference (Arize Phoenix and its instrumentations): `openinference.span.kind` and flattened attributes.

Lists arrive flattened (`llm.input_messages.0.message.role`); mapping only notes that they are there (by their
first item) and they are rebuilt from the span's attributes when assembly asks for them. Feedback is
`annotations.N.annotation.*` (or the `evaluations.N.evaluation.*` spelling) on the judged span, or on a later
span linked to it.

What is a turn: an AGENT span is an agent run (the topmost one of a trace is the turn). A CHAIN is a turn only
when it is the trace's root, where it stands for the whole request; nested CHAINs are glue steps (LangChain and
LangGraph open dozens per request) and turning them into turns would split one user message into many.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from miner.attribute_keys import (
    OPENINFERENCE_INPUT_MESSAGES,
    OPENINFERENCE_INPUT_VALUE,
    OPENINFERENCE_KIND,
    SERVICE_NAME,
)
from miner.mappers.base import Mapper
from miner.mappers.facts import (
    LazyMessages,
    Message,
    SpanFacts,
    SpanRole,
    ToolCallPart,
    ToolFacts,
    ToolResultPart,
)
from miner.mappers.keys import ReadKeys
from miner.mappers.producers import Producer
from miner.mappers.shared import (
    COMMON_KEYS,
    as_object,
    first,
    normal_role,
    parse_json,
    parse_result,
    skeleton,
    with_turn_words,
)
from miner.model import Feedback
from miner.receivers.records import SpanRecord

NAME = "openinference"
KIND = OPENINFERENCE_KIND
KIND_ROLES: dict[str, SpanRole] = {"LLM": "llm", "TOOL": "tool", "AGENT": "agent"}
INPUT_MESSAGES = OPENINFERENCE_INPUT_MESSAGES
OUTPUT_MESSAGES = "llm.output_messages."
# Span, trace and session scoped feedback, in both spellings the spec allows: (list prefix, its first name key).
FEEDBACK_LISTS = tuple(
    (f"{scope}{kind}s.", f"{scope}{kind}s.0.{kind}.name")
    for scope in ("", "trace.", "session.") for kind in ("annotation", "evaluation")
)
FEEDBACK_MARKERS = tuple(marker for _, marker in FEEDBACK_LISTS)
INPUT_TEXT_KEYS = ("input", "query", "question", "message", "user_input", "text", "prompt")
OUTPUT_TEXT_KEYS = ("output", "answer", "response", "final_output", "result", "text", "content")
METADATA_SESSION_KEYS = ("session_id", "thread_id", "conversation_id")
SCHEMA_KEYS = frozenset({"properties", "$schema", "required"})
ADK_SCOPE = "openinference.instrumentation.google_adk"
# What OpenInference's TraceConfig writes in place of hidden inputs and outputs.
REDACTED = "__REDACTED__"


def oi_role(span: SpanRecord) -> SpanRole:
    attributes = span.attributes
    if span.links and any(marker in attributes for marker in FEEDBACK_MARKERS):
        return "feedback"  # a judgement recorded later, about the linked span
    kind = str(attributes.get(KIND) or "").upper()
    if kind in KIND_ROLES:
        return KIND_ROLES[kind]
    if kind == "CHAIN" and (span.parent_span_id is None or _is_adk_invocation(span)):
        return "turn"
    return "other"


def _is_adk_invocation(span: SpanRecord) -> bool:
    """ADK's `invocation [app]` CHAIN is the turn even under the application's own spans."""
    return span.scope == ADK_SCOPE and span.name.startswith("invocation")


# --- flattened lists ------------------------------------------------------------------------------------


def _has_list(attributes: dict[str, Any], prefix: str) -> bool:
    """Whether a flattened message list is present (lists are zero-based), without a scan of every key."""
    return f"{prefix}0.message.role" in attributes or f"{prefix}0.message.content" in attributes


def _items(attributes: dict[str, Any], prefix: str) -> dict[str, Any]:
    return {key[len(prefix):]: value for key, value in attributes.items() if key.startswith(prefix)}


# Module-level, not closures: facts travel between worker processes with the functions that read them.
def input_list_messages(attributes: dict[str, Any]) -> list[Message]:
    return parse_flat_messages(_items(attributes, INPUT_MESSAGES))


def output_list_messages(attributes: dict[str, Any]) -> list[Message]:
    return parse_flat_messages(_items(attributes, OUTPUT_MESSAGES))


def read_message_lists(attributes: dict[str, Any], facts: SpanFacts) -> None:
    """The model call's `llm.input_messages` / `llm.output_messages`, where the span has them."""
    if _has_list(attributes, INPUT_MESSAGES):
        facts.input_messages = LazyMessages.parsed_by(attributes, input_list_messages)
    if _has_list(attributes, OUTPUT_MESSAGES):
        facts.output_messages = LazyMessages.parsed_by(attributes, output_list_messages)


def unflatten(flat: dict[str, Any]) -> dict[str, Any]:
    """`{"0.message.role": "user"}` → `{"0": {"message": {"role": "user"}}}`."""
    root: dict[str, Any] = {}
    for key, value in flat.items():
        node = root
        *path, last = key.split(".")
        for part in path:
            child = node.get(part)
            if not isinstance(child, dict):
                child = node[part] = {}
            node = child
        node.setdefault(last, value)
    return root


def listed(node: Any) -> list[Any]:
    """An unflattened list (a dict keyed by indices) in index order."""
    if not isinstance(node, dict):
        return []
    return [node[key] for key in sorted((key for key in node if key.isdigit()), key=int)]


def parse_flat_messages(flat: dict[str, Any]) -> list[Message]:
    messages = []
    for item in listed(unflatten(flat)):
        node = item.get("message") if isinstance(item, dict) else None
        if isinstance(node, dict):
            messages.append(flat_message(node))
    return messages


def flat_message(node: dict[str, Any]) -> Message:
    message = Message(role=normal_role(node.get("role")))
    content = node.get("content")
    texts: list[str] = []
    if message.role == "tool":
        message.tool_results.append(
            ToolResultPart(_id(node.get("tool_call_id")), _id(node.get("name")), parse_json(content))
        )
    elif _shown(content):
        texts.append(str(content))
    for item in listed(node.get("contents")):
        part = item.get("message_content") if isinstance(item, dict) else None
        if isinstance(part, dict) and part.get("type", "text") == "text" and _shown(part.get("text")):
            texts.append(str(part["text"]))
    for item in listed(node.get("tool_calls")):
        call = item.get("tool_call") if isinstance(item, dict) else None
        if not isinstance(call, dict):
            continue
        function = call.get("function")
        if not isinstance(function, dict):
            function = {}
        message.tool_calls.append(
            ToolCallPart(_id(call.get("id")), str(function.get("name") or ""), as_object(function.get("arguments")))
        )
    if node.get("function_call_name"):
        message.tool_calls.append(ToolCallPart(None, str(node["function_call_name"]),
                                               as_object(node.get("function_call_arguments_json"))))
    if texts:
        message.text = "\n".join(texts)
    return message


# --- input.value / output.value of agent and chain spans -----------------------------------------------


def value_messages(raw: Any, role: str, text_keys: tuple[str, ...], plain: bool = False) -> list[Message]:
    """The user's message (or the agent's answer) in a span's plain or JSON input/output value."""
    value = str(raw) if plain else parse_json(raw)
    if isinstance(value, str):
        return [Message(role=role, text=value)] if value.strip() else []
    if isinstance(value, dict):
        content = _adk_content(value)
        if content is not None:
            return [Message(role=role, text=content)]
        text = next((value[key] for key in text_keys if isinstance(value.get(key), str)), None)
        if not isinstance(value.get("messages"), list):
            return [Message(role=role, text=text)] if text else []
        listed = [message for item in value["messages"] if (message := _plain_message(item)) is not None]
        return with_turn_words(listed, text) if role == "user" else listed
    if isinstance(value, list):
        return [message for item in value if (message := _plain_message(item)) is not None]
    return []


def _adk_content(value: dict[str, Any]) -> str | None:
    """Google ADK's run arguments (`{"new_message": Content, ...}`) or an ADK Event (`{"content": Content, ...}`):
    the text of that genai Content's parts, thoughts aside."""
    content = value.get("new_message") or value.get("content")
    if not isinstance(content, dict) or not isinstance(content.get("parts"), list):
        return None
    texts = [str(part["text"]) for part in content["parts"]
             if isinstance(part, dict) and part.get("text") is not None and not part.get("thought")]
    return "\n".join(texts) or None


def _plain_message(item: Any) -> Message | None:
    """`{role|type, content}` as chat APIs and LangChain write messages."""
    if not isinstance(item, dict):
        return None
    role = normal_role(item.get("role") or item.get("type"))
    content = item.get("content")
    if isinstance(content, list):
        content = "\n".join(str(part.get("text")) for part in content if isinstance(part, dict) and part.get("text"))
    return Message(role=role, text=str(content)) if content else None


def user_message_in_value(raw: Any) -> list[Message]:
    return value_messages(raw, "user", INPUT_TEXT_KEYS)


def user_message_in_text(raw: Any) -> list[Message]:
    return value_messages(raw, "user", INPUT_TEXT_KEYS, plain=True)


def answer_in_value(raw: Any) -> list[Message]:
    return value_messages(raw, "assistant", OUTPUT_TEXT_KEYS)


def answer_in_text(raw: Any) -> list[Message]:
    return value_messages(raw, "assistant", OUTPUT_TEXT_KEYS, plain=True)


# (key, whether its mime type is text/plain) → its reader: a text/plain value is the text itself, even when it
# happens to look like JSON.
VALUE_READERS: dict[tuple[str, bool], Callable[[Any], list[Message]]] = {
    ("input", False): user_message_in_value, ("input", True): user_message_in_text,
    ("output", False): answer_in_value, ("output", True): answer_in_text,
}


def _lazy_value(attributes: dict[str, Any], key: str) -> LazyMessages:
    plain = attributes.get(f"{key}.mime_type") == "text/plain"
    return LazyMessages.parsed_by(attributes[f"{key}.value"], VALUE_READERS[(key, plain)])


# --- feedback -------------------------------------------------------------------------------------------


def feedback_of(flat: dict[str, Any], span_id: str) -> list[Feedback]:
    found: list[Feedback] = []
    for item in listed(unflatten(flat)):
        if not isinstance(item, dict):
            continue
        result = item.get("annotation") or item.get("evaluation")
        if not isinstance(result, dict) or not result.get("name"):
            continue
        kind = _id(result.get("annotator_kind"))
        found.append(Feedback(
            name=str(result["name"]),
            score=_score(result.get("score")),
            label=_id(result.get("label")),
            explanation=_id(result.get("explanation")),
            source=f"trace:{kind.lower()}" if kind else "trace",
            span_id=span_id,
        ))
    return found


def _score(value: Any) -> float | None:
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, int | float):
        return float(value)
    try:
        return float(value) if isinstance(value, str) else None
    except ValueError:
        return None


def _id(value: Any) -> str | None:
    return None if value in (None, "") else str(value)


# --- the convention -------------------------------------------------------------------------------------


class OpenInferenceConvention(Mapper[SpanRecord]):
    name = NAME
    keys = COMMON_KEYS.merged(ReadKeys(
        session=("session.id",), session_in_json=(("metadata", METADATA_SESSION_KEYS),),
        user_words=(OPENINFERENCE_INPUT_VALUE, "input.mime_type", "output.value", "output.mime_type"),
        user_words_prefixes=(INPUT_MESSAGES, OUTPUT_MESSAGES),
        structure=(KIND, "metadata", "user.id", "graph.node.name", "agent.name"), tool_name=("tool.name",),
        agent_name=("agent.name",), tool_result=("output.value",), tool_result_prefixes=(INPUT_MESSAGES,),
        feedback_prefixes=("annotations.", "evaluations.")))
    producers = (Producer(
        ("openinference.instrumentation",),
        "OpenInference's instrumentation wrote them with inputs and outputs hidden: leave OPENINFERENCE_HIDE_INPUTS "
        "and OPENINFERENCE_HIDE_OUTPUTS (and the narrower OPENINFERENCE_HIDE_INPUT_MESSAGES, "
        "OPENINFERENCE_HIDE_OUTPUT_MESSAGES, OPENINFERENCE_HIDE_INPUT_TEXT, OPENINFERENCE_HIDE_OUTPUT_TEXT) unset or "
        "false where the application runs, and pass no TraceConfig(hide_inputs=True, hide_outputs=True) to the "
        "instrumentor"),)

    def recognises(self, span: SpanRecord) -> bool:
        attributes = span.attributes
        return KIND in attributes or not attributes.keys().isdisjoint(FEEDBACK_MARKERS)

    def facts(self, span: SpanRecord) -> SpanFacts:
        attributes = span.attributes
        role = oi_role(span)
        facts = skeleton(span, role, NAME)
        facts.session_id = first(attributes, ("session.id",))
        facts.user_id = first(attributes, ("user.id",))
        facts.agent_name = first(attributes, ("agent.name", "graph.node.name")) if role in ("agent", "turn") else None
        facts.app_name = first(span.resource, (SERVICE_NAME,))
        if facts.session_id is None or facts.user_id is None:
            _from_metadata(attributes.get("metadata"), facts)
        if role == "feedback":
            facts.targets = [link for link in span.links if link[0] and link[1]]

        read_message_lists(attributes, facts)
        if role in ("turn", "agent"):
            if _shown(attributes.get(OPENINFERENCE_INPUT_VALUE)):
                facts.input_messages = _lazy_value(attributes, "input")
            if _shown(attributes.get("output.value")):
                facts.output_messages = _lazy_value(attributes, "output")
        facts.content_captured = facts.input_messages is not None or facts.output_messages is not None
        if role == "tool":
            facts.tool = _tool(span, facts)
            # Hiding content masks a tool's input and output but not `tool.parameters`, whose arguments may remain.
            hidden = REDACTED in (attributes.get(OPENINFERENCE_INPUT_VALUE), attributes.get("output.value"))
            facts.content_captured = not hidden and (facts.tool.args is not None or facts.tool.result is not None)
        facts.feedback += [item for prefix, marker in FEEDBACK_LISTS if marker in attributes
                          for item in feedback_of(_items(attributes, prefix), span.span_id)]
        return facts


def _shown(value: Any) -> bool:
    return value not in (None, "", REDACTED)


def _tool(span: SpanRecord, facts: SpanFacts) -> ToolFacts:
    attributes = span.attributes
    args = as_object(attributes.get("tool_call.function.arguments"))
    if args is None and _shown(attributes.get(OPENINFERENCE_INPUT_VALUE)):
        value = parse_json(attributes.get(OPENINFERENCE_INPUT_VALUE))
        args = value if isinstance(value, dict) else None
    if args is None:
        # Some instrumentations put the call's arguments here; the spec puts the tool's schema here.
        parameters = as_object(attributes.get("tool.parameters"))
        args = parameters if parameters is not None and not SCHEMA_KEYS & parameters.keys() else None
    result = attributes.get("output.value")
    call_id = first(attributes, ("tool_call.id", "tool.id", "tool.call_id"))
    result = parse_result(result) if _shown(result) else None  # Agno writes `str()` of the tool's value
    if isinstance(result, dict) and result.keys() == {"id", "name", "response"}:
        result = result["response"]  # ADK writes the FunctionResponse the call became
    message = _langchain_tool_message(result)
    if message is not None:
        # LangChain writes the ToolMessage the tool became: its content is the result, and it names the call.
        result = parse_json(message.get("content"))
        call_id = call_id or _id(message.get("tool_call_id"))
    return ToolFacts(
        name=first(attributes, ("tool.name", "tool_call.function.name")) or span.name,
        call_id=call_id,
        args=args,
        result=result,
        error=next((error.message or error.type or "error" for error in facts.errors), None),
    )


def _langchain_tool_message(value: Any) -> dict[str, Any] | None:
    """`{"type": "tool", "data": {"content", "tool_call_id", ...}}`: a serialized LangChain ToolMessage."""
    if isinstance(value, dict) and value.get("type") == "tool" and isinstance(value.get("data"), dict):
        data = value["data"]
        return data if "tool_call_id" in data else None
    return None


def _from_metadata(raw: Any, facts: SpanFacts) -> None:
    """Some apps name the conversation only in `metadata` (a JSON string)."""
    if not isinstance(raw, str) or "_id" not in raw:
        return
    metadata = parse_json(raw)
    if not isinstance(metadata, dict):
        return
    facts.session_id = facts.session_id or first(metadata, METADATA_SESSION_KEYS)
    facts.user_id = facts.user_id or first(metadata, ("user_id",))
