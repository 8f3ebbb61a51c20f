"""MLflow Tracing (mlflow/mlflow, `mlflow/tracing/constant.py`): spans with `mlflow.spanType`.

Every attribute MLflow sets is JSON-encoded (a string arrives as `"\\"AGENT\\""`), `session.id` set on an MLflow
span included. `mlflow.spanInputs` / `mlflow.spanOutputs` are the call's inputs and outputs: for a
`CHAT_MODEL` / `LLM` span the request (`{"messages": [...]}`) and the provider's response (an OpenAI chat
completion: `choices[].message`); for a `TOOL` span its arguments and result (its name is the span's); for an
`AGENT` span the function's arguments (a `messages` list, or a text) and its answer. MLflow keeps the session
(`mlflow.trace.session`) in its tracking store and does not export it over OTLP: name it on a span as
`session.id` (or with `[tool.miner] session_keys`).
"""

from __future__ import annotations

from typing import Any

from miner.attribute_keys import SERVICE_NAME
from miner.mappers.base import Mapper
from miner.mappers.facts import LazyMessages, Message, SpanFacts, SpanRole, ToolCallPart, ToolFacts, ToolResultPart
from miner.mappers.keys import ReadKeys
from miner.mappers.producers import Producer
from miner.mappers.shared import as_object, normal_role, parse_json, skeleton, with_turn_words
from miner.receivers.records import SpanRecord

NAME = "mlflow"
SPAN_TYPE = "mlflow.spanType"
INPUTS = "mlflow.spanInputs"
OUTPUTS = "mlflow.spanOutputs"
TYPE_ROLES: dict[str, SpanRole] = {"AGENT": "agent", "CHAT_MODEL": "llm", "LLM": "llm", "TOOL": "tool"}
SESSION_KEYS = ("session.id", "mlflow.trace.session", "gen_ai.conversation.id")
INPUT_TEXT_KEYS = ("input", "query", "question", "message", "prompt", "text")


def decoded(attributes: dict[str, Any], key: str) -> Any:
    return parse_json(attributes.get(key))


def _text(value: Any) -> str | None:
    return None if value in (None, "") else str(value)


def chat_messages(value: Any) -> list[Message]:
    """OpenAI-style messages (`[{role, content, tool_calls, tool_call_id}]`), found in a request or the
    arguments of a traced function."""
    if isinstance(value, dict):
        text = next((value[key] for key in INPUT_TEXT_KEYS if isinstance(value.get(key), str)), None)
        listed = value.get("messages") if isinstance(value.get("messages"), list) else None
        return with_turn_words(chat_messages(listed), text) if listed is not None else chat_messages(
            [{"role": "user", "content": text}] if text else None)
    messages = []
    for item in value if isinstance(value, list) else ():
        if not isinstance(item, dict):
            continue
        message = Message(role=normal_role(item.get("role")))
        content = item.get("content")
        if message.role == "tool":
            message.tool_results.append(ToolResultPart(_text(item.get("tool_call_id")), None, parse_json(content)))
        elif isinstance(content, str) and content:
            message.text = content
        for call in item.get("tool_calls") or ():
            function = call.get("function") if isinstance(call, dict) else None
            if isinstance(function, dict):
                message.tool_calls.append(ToolCallPart(_text(call.get("id")), str(function.get("name") or ""),
                                                       as_object(function.get("arguments"))))
        messages.append(message)
    return messages


def input_messages(raw: Any) -> list[Message]:
    return chat_messages(parse_json(raw))


def output_messages(raw: Any) -> list[Message]:
    """A chat completion's choices, or a function's answer (a text)."""
    value = parse_json(raw)
    if isinstance(value, str):
        return [Message(role="assistant", text=value)] if value.strip() else []
    if isinstance(value, dict) and isinstance(value.get("choices"), list):
        return chat_messages([choice.get("message") for choice in value["choices"] if isinstance(choice, dict)])
    return []


class MLflowConvention(Mapper[SpanRecord]):
    name = NAME
    keys = ReadKeys(session=SESSION_KEYS, user_words=(INPUTS, OUTPUTS),
                    structure=(SPAN_TYPE, "mlflow.spanFunctionName"), tool_result=(OUTPUTS, INPUTS))
    producers = (Producer(
        ("mlflow",), "MLflow Tracing has no switch for content: it writes each traced call's inputs and outputs "
                     "(mlflow.spanInputs, mlflow.spanOutputs) always, so spans without them lost them on the way (a "
                     "span processor or a Collector dropping attributes) or traced calls given no messages"),)

    def recognises(self, span: SpanRecord) -> bool:
        return SPAN_TYPE in span.attributes

    def facts(self, span: SpanRecord) -> SpanFacts:
        attributes = span.attributes
        role = TYPE_ROLES.get(str(decoded(attributes, SPAN_TYPE)), "other")
        facts = skeleton(span, role, NAME)
        facts.session_id = next((_text(decoded(attributes, key)) for key in SESSION_KEYS if key in attributes), None)
        facts.app_name = _text(span.resource.get(SERVICE_NAME))
        raw_inputs = attributes.get(INPUTS)
        raw_outputs = attributes.get(OUTPUTS)
        facts.content_captured = raw_inputs is not None or raw_outputs is not None
        if role == "tool":
            facts.tool = ToolFacts(
                name=_text(decoded(attributes, "mlflow.spanFunctionName")) or span.name,
                args=as_object(raw_inputs),
                result=parse_json(raw_outputs),
                error=next((error.message or error.type or "error" for error in facts.errors), None),
            )
        elif role in ("agent", "llm"):
            facts.agent_name = span.name if role == "agent" else None
            if raw_inputs is not None:
                facts.input_messages = LazyMessages.parsed_by(raw_inputs, input_messages)
            if raw_outputs is not None:
                facts.output_messages = LazyMessages.parsed_by(raw_outputs, output_messages)
        return facts
