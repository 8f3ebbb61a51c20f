"""The Vercel AI SDK (vercel/ai, `experimental_telemetry`): spans named by `ai.operationId`.

- `ai.generateText` / `ai.streamText` / `ai.generateObject` / `ai.streamObject`: one call of the SDK, an agent
  run here; `ai.prompt` is JSON `{system, prompt | messages}`, `ai.response.text` the answer.
- `ai.generateText.doGenerate` (and the other `.do*`): one model call; `ai.prompt.messages` is the JSON list of
  messages sent (content a string or parts `text`, `tool-call`, `tool-result`), `ai.response.text` and
  `ai.response.toolCalls` (`[{toolCallId, toolName, input}]`) what came back.
- `ai.toolCall`: `ai.toolCall.name`, `ai.toolCall.id`, `ai.toolCall.args`, `ai.toolCall.result`.
The session is telemetry metadata the application passes (`ai.telemetry.metadata.sessionId`, as Langfuse reads
it). With `recordInputs: false` / `recordOutputs: false` the content attributes are not written.
"""

from __future__ import annotations

from typing import Any

from miner.attribute_keys import SERVICE_NAME
from miner.mappers.base import Mapper
from miner.mappers.facts import LazyMessages, Message, SpanFacts, SpanRole, ToolCallPart, ToolFacts, ToolResultPart
from miner.mappers.keys import ReadKeys
from miner.mappers.producers import Producer
from miner.mappers.shared import COMMON_KEYS, SESSION_KEYS, as_object, first, normal_role, parse_json, skeleton
from miner.receivers.records import SpanRecord

NAME = "vercel-ai"
OPERATION = "ai.operationId"
CALLS = frozenset({"ai.generateText", "ai.streamText", "ai.generateObject", "ai.streamObject"})
METADATA = "ai.telemetry.metadata."
SESSION_METADATA = tuple(f"{METADATA}{key}" for key in ("sessionId", "session_id", "conversationId", "threadId"))
USER_METADATA = tuple(f"{METADATA}{key}" for key in ("userId", "user_id"))


def vercel_role(operation: str) -> SpanRole:
    if operation in CALLS:
        return "agent"
    if operation == "ai.toolCall":
        return "tool"
    if operation.split(".")[-1].startswith("do"):
        return "llm"
    return "other"


def prompt_messages(raw: Any) -> list[Message]:
    """`ai.prompt` (`{system, prompt | messages}`) or `ai.prompt.messages` (a list) as messages."""
    value = parse_json(raw)
    if isinstance(value, dict):
        if isinstance(value.get("prompt"), str):
            return [Message(role="user", text=value["prompt"])]
        value = value.get("messages")
    return [message for item in value if (message := _message(item)) is not None] if isinstance(value, list) else []


def _message(item: Any) -> Message | None:
    if not isinstance(item, dict):
        return None
    message = Message(role=normal_role(item.get("role")))
    content = item.get("content")
    if isinstance(content, str):
        message.text = content
        return message
    texts = []
    for part in content if isinstance(content, list) else ():
        if not isinstance(part, dict):
            continue
        kind = part.get("type")
        if kind == "text" and part.get("text") is not None:
            texts.append(str(part["text"]))
        elif kind == "tool-call":
            message.tool_calls.append(ToolCallPart(_id(part.get("toolCallId")), str(part.get("toolName") or ""),
                                                   as_object(part.get("input", part.get("args")))))
        elif kind == "tool-result":
            output = part.get("output", part.get("result"))
            if isinstance(output, dict) and "value" in output:  # `{type: "json" | "text" | "error-text", value}`
                output = output["value"]
            message.tool_results.append(ToolResultPart(_id(part.get("toolCallId")), part.get("toolName"),
                                                       parse_json(output)))
    if texts:
        message.text = "\n".join(texts)
    return message


def response_messages(attributes: dict[str, Any]) -> list[Message]:
    message = Message(role="assistant", text=first(attributes, ("ai.response.text",)))
    calls = parse_json(attributes.get("ai.response.toolCalls"))
    for call in calls if isinstance(calls, list) else ():
        if isinstance(call, dict):
            message.tool_calls.append(ToolCallPart(_id(call.get("toolCallId")), str(call.get("toolName") or ""),
                                                   as_object(call.get("input", call.get("args")))))
    return [message] if message.text or message.tool_calls else []


def _id(value: Any) -> str | None:
    return None if value in (None, "") else str(value)


class VercelAIConvention(Mapper[SpanRecord]):
    name = NAME
    keys = COMMON_KEYS.merged(ReadKeys(
        session=SESSION_METADATA, user_words=("ai.prompt", "ai.prompt.messages", "ai.response.text"),
        structure=(OPERATION, "ai.telemetry.functionId", *USER_METADATA), tool_name=("ai.toolCall.name",),
        tool_result=("ai.toolCall.result", "ai.prompt.messages")))
    producers = (Producer(
        ("ai",), "the AI SDK wrote them with recordInputs or recordOutputs false in experimental_telemetry: leave both "
                 "unset (they are on by default) or set them to true in each call's experimental_telemetry"),)

    def recognises(self, span: SpanRecord) -> bool:
        return OPERATION in span.attributes

    def facts(self, span: SpanRecord) -> SpanFacts:
        attributes = span.attributes
        role = vercel_role(str(attributes.get(OPERATION)))
        facts = skeleton(span, role, NAME)
        facts.session_id = first(attributes, (*SESSION_KEYS, *SESSION_METADATA))
        facts.user_id = first(attributes, USER_METADATA)
        facts.app_name = first(span.resource, (SERVICE_NAME,))
        facts.agent_name = first(attributes, ("ai.telemetry.functionId",)) if role == "agent" else None
        if role == "tool":
            arguments = attributes.get("ai.toolCall.args")
            result = attributes.get("ai.toolCall.result")
            facts.tool = ToolFacts(
                name=first(attributes, ("ai.toolCall.name",)) or span.name,
                call_id=first(attributes, ("ai.toolCall.id",)),
                args=as_object(arguments),
                result=parse_json(result),
                error=next((error.message or error.type or "error" for error in facts.errors), None),
            )
            facts.content_captured = arguments is not None or result is not None
            return facts
        prompt = attributes.get("ai.prompt.messages" if role == "llm" else "ai.prompt")
        if prompt is not None:
            facts.input_messages = LazyMessages.parsed_by(prompt, prompt_messages)
        if "ai.response.text" in attributes or "ai.response.toolCalls" in attributes:
            facts.output_messages = LazyMessages.parsed_by(attributes, response_messages)
        facts.content_captured = facts.input_messages is not None or facts.output_messages is not None
        return facts
