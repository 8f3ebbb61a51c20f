"""Strands Agents (strands-agents/sdk-python, `strands/telemetry/tracer.py`): tracer `strands.telemetry.tracer`.

Spans: `invoke_agent {agent}` → `execute_event_loop_cycle` → `chat` and `execute_tool {tool}`, on GenAI keys.
Content is in span events, in one of two layouts:
- default: `gen_ai.system/user/assistant/tool.message` events whose `content` is a JSON list of Bedrock-style
  content blocks (`{"text"}`, `{"toolUse": {toolUseId, name, input}}`, `{"toolResult": {toolUseId, status,
  content}}`), and `gen_ai.choice` whose `message` holds the answer (blocks, or plain text on `invoke_agent`,
  where it is `str(AgentResult)` with a trailing newline). On `execute_tool` the tool message is the call's
  arguments and the choice its result.
- `OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental`: `gen_ai.client.inference.operation.details`
  events (read by the GenAI mapper) and `gen_ai.tool.call.arguments/result` on tool spans; results are still
  content blocks.
The session id is only what the application put in the agent's `trace_attributes` (`session.id` usually).
The opt-in token `gen_ai_unredacted_attributes=` replaces content with `[REDACTED]`: not content.
"""

from __future__ import annotations

from typing import Any

from miner.mappers.base import Mapper
from miner.mappers.facts import LazyMessages, Message, SpanFacts, ToolCallPart, ToolResultPart
from miner.mappers.producers import Producer
from miner.mappers.shared import GENAI_KEYS, as_object, genai_facts, parse_json, role_of
from miner.receivers.records import SpanEvent, SpanRecord

NAME = "strands"
SCOPE = "strands.telemetry.tracer"
SYSTEM = "strands-agents"
REDACTED = "[REDACTED]"
MESSAGE_EVENTS = {"gen_ai.system.message": "system", "gen_ai.user.message": "user",
                  "gen_ai.assistant.message": "assistant", "gen_ai.tool.message": "tool"}


def blocks_message(role: str, raw: Any) -> Message | None:
    """A message from Strands content blocks (or plain text); None when redacted or empty."""
    if raw is None or raw == REDACTED:
        return None
    blocks = parse_json(raw)
    message = Message(role=role)
    if isinstance(blocks, str):
        message.text = blocks.strip() or None
        return message if message.text else None
    texts: list[str] = []
    for block in blocks if isinstance(blocks, list) else ():
        if not isinstance(block, dict):
            continue
        if isinstance(block.get("text"), str):
            texts.append(block["text"])
        use = block.get("toolUse")
        if isinstance(use, dict):
            message.tool_calls.append(ToolCallPart(_id(use.get("toolUseId")), str(use.get("name") or ""),
                                                   as_object(use.get("input"))))
        result = block.get("toolResult")
        if isinstance(result, dict):
            message.tool_results.append(ToolResultPart(_id(result.get("toolUseId")), None,
                                                       block_value(result.get("content"))))
    if texts:
        message.text = "\n".join(texts)
    if message.text is None and not message.tool_calls and not message.tool_results:
        return None
    return message


def block_value(content: Any) -> Any:
    """A tool result's content blocks as the value they carry: `[{"text": "{...}"}]` → the parsed JSON."""
    content = parse_json(content)
    if isinstance(content, list) and len(content) == 1 and isinstance(content[0], dict):
        only = content[0]
        if "json" in only:
            return only["json"]
        if isinstance(only.get("text"), str):
            return parse_json(only["text"])
    return content


def _legacy_messages(events: list[SpanEvent]) -> tuple[list[Message], list[Message]]:
    inputs: list[Message] = []
    outputs: list[Message] = []
    for event in events:
        if event.name in MESSAGE_EVENTS:
            message = blocks_message(MESSAGE_EVENTS[event.name], event.attributes.get("content"))
            if message is not None:
                inputs.append(message)
        elif event.name == "gen_ai.choice":
            message = blocks_message("assistant", event.attributes.get("message"))
            if message is not None:
                outputs.append(message)
    return inputs, outputs


def _id(value: Any) -> str | None:
    return None if value in (None, "") else str(value)


class StrandsConvention(Mapper[SpanRecord]):
    name = NAME
    keys = GENAI_KEYS
    producers = (Producer(
        (SCOPE,), "Strands wrote them with the messages redacted ([REDACTED]): the token "
                  "gen_ai_unredacted_attributes= in OTEL_SEMCONV_STABILITY_OPT_IN redacts every message attribute it "
                  "does not list; remove it where the application runs"),)

    def recognises(self, span: SpanRecord) -> bool:
        attributes = span.attributes
        return self.claims(span.scope) or SYSTEM in (attributes.get("gen_ai.system"),
                                                     attributes.get("gen_ai.provider.name"))

    def facts(self, span: SpanRecord) -> SpanFacts:
        role = role_of(span)
        facts = genai_facts(span, role, NAME)
        if role == "tool":
            _read_tool(span, facts)
            return facts
        if any(event.name in MESSAGE_EVENTS or event.name == "gen_ai.choice" for event in span.events):
            inputs, outputs = _legacy_messages(span.events)
            facts.input_messages = LazyMessages.of(inputs) if inputs else None
            facts.output_messages = LazyMessages.of(outputs) if outputs else None
            facts.content_captured = bool(inputs or outputs)
        elif role == "agent" and facts.output_messages is not None:
            # `str(AgentResult)`, newline and all; the answer is the text without it.
            messages = [Message(message.role, message.text.strip() if message.text else None, message.tool_calls,
                                message.tool_results) for message in facts.output_messages.get()]
            facts.output_messages = LazyMessages.of(messages)
        return facts


def _read_tool(span: SpanRecord, facts: SpanFacts) -> None:
    tool = facts.tool
    if tool is None:
        return
    arguments = result = None
    for event in span.events:
        if event.name == "gen_ai.tool.message":
            arguments = event.attributes.get("content")
        elif event.name == "gen_ai.choice":
            result = event.attributes.get("message")
    if tool.args is None and arguments not in (None, REDACTED):
        tool.args = as_object(arguments)
    if tool.result is None and result not in (None, REDACTED):
        tool.result = result
    if tool.args == {"value": REDACTED}:
        tool.args = None
    tool.result = None if tool.result == REDACTED else block_value(tool.result)
    if span.attributes.get("gen_ai.tool.status") == "error" and tool.error is None:
        tool.error = "error"
    facts.content_captured = tool.args is not None or tool.result is not None
