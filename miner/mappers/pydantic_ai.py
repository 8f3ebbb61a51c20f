"""Pydantic AI's built-in instrumentation (pydantic/pydantic-ai, `InstrumentationSettings`), tracer `pydantic-ai`.

Version 5 (the default) writes GenAI keys throughout: `invoke_agent {agent}` (`gen_ai.conversation.id`,
`pydantic_ai.all_messages`, `final_result`), `chat {model}` (`gen_ai.input.messages`, `gen_ai.output.messages`)
and `execute_tool {tool}` (`gen_ai.tool.call.arguments` / `result`), read by the GenAI reading; the agent run's
output, `final_result` (its text, or a structured output as JSON), is its answer. The deprecated version 2 names
its spans `agent run` and `running tool` and keeps a tool's content in `tool_arguments` and `tool_response`. With
`include_content=False` the messages are still written, as parts without content, and `final_result` is not.
"""

from __future__ import annotations

from typing import Any

from miner.mappers.base import Mapper
from miner.mappers.facts import LazyMessages, Message, SpanFacts
from miner.mappers.keys import ReadKeys
from miner.mappers.producers import Producer
from miner.mappers.shared import GENAI_KEYS, as_object, genai_facts, parse_json, role_of
from miner.receivers.records import SpanRecord

NAME = "pydantic-ai"
SCOPE = "pydantic-ai"
V2_ARGUMENTS = "tool_arguments"
V2_RESPONSE = "tool_response"
FINAL_RESULT = "final_result"


def final_answer(raw: Any) -> list[Message]:
    """The agent run's output as its answer: a text, or a structured output as the JSON Pydantic AI wrote."""
    text = str(raw).strip()
    return [Message(role="assistant", text=text)] if text else []


class PydanticAIConvention(Mapper[SpanRecord]):
    name = NAME
    keys = GENAI_KEYS.merged(ReadKeys(user_words=(FINAL_RESULT,), tool_result=(V2_RESPONSE,)))
    producers = (Producer(
        (SCOPE,), "Pydantic AI wrote them with include_content=False: instrument the agents with "
                  "InstrumentationSettings(include_content=True), its default (Agent(instrument=...), or "
                  "logfire.instrument_pydantic_ai(include_content=True))"),)

    def recognises(self, span: SpanRecord) -> bool:
        return self.claims(span.scope)

    def facts(self, span: SpanRecord) -> SpanFacts:
        facts = genai_facts(span, role_of(span), NAME)
        if facts.role == "agent" and facts.output_messages is None and FINAL_RESULT in span.attributes:
            facts.output_messages = LazyMessages.parsed_by(span.attributes[FINAL_RESULT], final_answer)
            facts.content_captured = True
        tool = facts.tool
        if tool is not None and (V2_ARGUMENTS in span.attributes or V2_RESPONSE in span.attributes):
            arguments = span.attributes.get(V2_ARGUMENTS)
            response = span.attributes.get(V2_RESPONSE)
            tool.args = tool.args if tool.args is not None else as_object(arguments)
            tool.result = tool.result if tool.result is not None else parse_json(response)
            facts.content_captured = arguments is not None or response is not None
        return facts
