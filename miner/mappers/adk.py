"""Google ADK (Python) telemetry, tracer `gcp.vertex.agent`, in both of its layouts.

v1 (`ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN=1`): `invocation` → `invoke_agent {agent}` (older: `agent_run [agent]`)
→ `call_llm` (content in `gcp.vertex.agent.llm_request` / `llm_response`, JSON strings of genai `Content`
objects) and `execute_tool {tool}` (`gcp.vertex.agent.tool_call_args` / `tool_response`).
v2 (the 2.x default): `invoke_workflow {entrypoint}` → `invoke_agent {agent}` → `generate_content {model}` and
`execute_tool {tool}`, all on GenAI keys, so they are read by the GenAI mapper and completed here with what
only ADK says: invocation ids, placeholders that mean "not captured", merged-tool spans and agent transfers.
Under OpenInference's ADK instrumentation the model call is still ADK's span (v2: its `invoke_agent`), carrying
OpenInference's `llm.input_messages` / `llm.output_messages`: they are read there.
"""

from __future__ import annotations

from typing import Any

from miner.attribute_keys import ADK_LLM_REQUEST, OPENINFERENCE_KIND
from miner.mappers.base import Mapper
from miner.mappers.facts import (
    LazyMessages,
    Message,
    SpanFacts,
    SpanRole,
    ToolCallPart,
    ToolResultPart,
)
from miner.mappers.keys import ReadKeys
from miner.mappers.openinference import read_message_lists
from miner.mappers.producers import Producer
from miner.mappers.shared import GENAI_KEYS, as_object, first, genai_facts, normal_role, parse_json, role_of
from miner.model import ErrorRecord
from miner.receivers.base import ShapeError
from miner.receivers.records import SpanRecord

NAME = "adk"
SCOPE = "gcp.vertex.agent"
LLM_REQUEST = ADK_LLM_REQUEST
LLM_RESPONSE = "gcp.vertex.agent.llm_response"
TOOL_ARGS = "gcp.vertex.agent.tool_call_args"
TOOL_RESPONSE = "gcp.vertex.agent.tool_response"
SESSION_ID = "gcp.vertex.agent.session_id"
INVOCATION_ID = "gcp.vertex.agent.invocation_id"
EVENT_ID = "gcp.vertex.agent.event_id"
SIGNATURE_KEYS = (EVENT_ID, INVOCATION_ID, SESSION_ID, LLM_REQUEST, TOOL_ARGS)
MERGED_TOOLS = "(merged tools)"
TRANSFER_TOOL = "transfer_to_agent"
# What ADK writes where content capture is off or there was nothing to record: never real content.
PLACEHOLDERS = frozenset({"", "{}", "N/A", "<not specified>", "<not serializable>"})
NO_RESPONSE = {"result": "<not specified>"}


def adk_role(span: SpanRecord) -> SpanRole:
    name = span.name
    if name == "invocation":
        return "turn"
    if name.startswith("agent_run"):
        return "agent"
    if name == "call_llm":
        return "llm"
    if name.startswith("execute_tool (merged)") or span.attributes.get("gen_ai.tool.name") == MERGED_TOOLS:
        # A summary of parallel calls, each of which has its own `execute_tool` span.
        return "other"
    return role_of(span)


def captured(value: Any) -> bool:
    # Length first: stripping a request of megabytes to compare it with "{}" would copy it.
    return value is not None and not (isinstance(value, str) and len(value) < 24 and value.strip() in PLACEHOLDERS)


# --- genai Content objects (`{role, parts: [{text} | {function_call} | {function_response}]}`) -------------


def content_message(content: Any, default_role: str = "user") -> Message | None:
    if not isinstance(content, dict):
        return None
    message = Message(role=normal_role(content.get("role") or default_role))
    texts: list[str] = []
    for part in content.get("parts") or ():
        if not isinstance(part, dict):
            continue
        call = part.get("function_call") or part.get("functionCall")
        response = part.get("function_response") or part.get("functionResponse")
        if isinstance(call, dict):
            message.tool_calls.append(
                ToolCallPart(_id(call.get("id")), str(call.get("name") or ""), as_object(call.get("args")))
            )
        elif isinstance(response, dict):
            message.tool_results.append(
                ToolResultPart(_id(response.get("id")), response.get("name"), response.get("response"))
            )
        elif part.get("text") is not None and not part.get("thought"):
            texts.append(str(part["text"]))
    if texts:
        message.text = "\n".join(texts)
    return message


def parse_llm_request(raw: Any) -> list[Message]:
    """`{model, config, contents}`: the conversation the model was given."""
    request = parse_json(raw)
    if not isinstance(request, dict):
        raise ShapeError("an ADK llm_request is not a JSON object", kind="damaged messages")
    contents = request.get("contents")
    messages = [content_message(content) for content in contents or ()]
    return [message for message in messages if message is not None]


def parse_llm_response(raw: Any) -> list[Message]:
    """An `LlmResponse`: its `content` is the model's turn."""
    response = parse_json(raw)
    if not isinstance(response, dict):
        raise ShapeError("an ADK llm_response is not a JSON object", kind="damaged messages")
    message = content_message(response.get("content"), "model")
    return [message] if message is not None else []


def _id(value: Any) -> str | None:
    if value is None or (isinstance(value, str) and value in PLACEHOLDERS):
        return None
    return str(value)


# --- the convention -------------------------------------------------------------------------------------


class ADKConvention(Mapper[SpanRecord]):
    name = NAME
    keys = GENAI_KEYS.merged(ReadKeys(session=(SESSION_ID,), user_words=(LLM_REQUEST, LLM_RESPONSE),
                                      structure=(INVOCATION_ID, EVENT_ID),
                                      tool_result=(TOOL_RESPONSE, LLM_RESPONSE, LLM_REQUEST)))
    producers = (Producer(
        (SCOPE,), "Google ADK wrote them with content capture off: for its gcp.vertex.agent.* attributes leave "
                  "ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS unset (or set it to true), for its gen_ai.input.messages and "
                  "gen_ai.output.messages set OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=SPAN_ONLY, where the "
                  "application runs"),)

    def recognises(self, span: SpanRecord) -> bool:
        # The scope says it; the ADK keys say it when a pipeline has dropped scopes (v1 `invocation` has none).
        # OpenInference's ADK instrumentation copies ADK keys onto its own spans: those are OpenInference's.
        attributes = span.attributes
        return self.claims(span.scope) or (OPENINFERENCE_KIND not in attributes
                                           and not attributes.keys().isdisjoint(SIGNATURE_KEYS))

    def facts(self, span: SpanRecord) -> SpanFacts:
        attributes = span.attributes
        role = adk_role(span)
        facts = genai_facts(span, role, NAME)
        facts.session_id = facts.session_id or first(attributes, (SESSION_ID,))
        facts.invocation_id = first(attributes, (INVOCATION_ID,))
        if span.name.startswith("agent_run"):
            facts.agent_name = facts.agent_name or span.name.removeprefix("agent_run").strip(" []") or None
        if role == "llm" and (LLM_REQUEST in attributes or LLM_RESPONSE in attributes):
            _read_call_llm(span, facts)
        elif role == "tool":
            _read_tool(span, facts)
        if role == "llm" and facts.input_messages is None and facts.output_messages is None \
                and OPENINFERENCE_KIND in attributes:
            # OpenInference's ADK instrumentation writes the model call onto ADK's own span (ADK 2 opens it, not
            # OpenInference), in its flattened lists: there its hide switch does not reach them.
            read_message_lists(attributes, facts)
            facts.content_captured = facts.input_messages is not None or facts.output_messages is not None
        return facts


def _read_call_llm(span: SpanRecord, facts: SpanFacts) -> None:
    request = span.attributes.get(LLM_REQUEST)
    response = span.attributes.get(LLM_RESPONSE)
    if captured(request):
        facts.input_messages = LazyMessages.parsed_by(request, parse_llm_request)
    if captured(response):
        facts.output_messages = LazyMessages.parsed_by(response, parse_llm_response)
        # Parsing every response up front would cost; only one that names an error is worth it.
        if isinstance(response, str) and '"error_code"' in response:
            body = parse_json(response)
            if isinstance(body, dict) and body.get("error_code"):
                facts.errors.append(ErrorRecord(type=str(body["error_code"]), message=_text(body.get("error_message")),
                                                span_name=span.name, span_id=span.span_id))
    facts.content_captured = facts.input_messages is not None or facts.output_messages is not None


def _read_tool(span: SpanRecord, facts: SpanFacts) -> None:
    tool = facts.tool
    if tool is None:
        return
    attributes = span.attributes
    tool.call_id = _id(tool.call_id)
    raw_args = attributes.get(TOOL_ARGS)
    raw_response = attributes.get(TOOL_RESPONSE)
    if tool.args is None and captured(raw_args):
        tool.args = as_object(raw_args)
    if tool.result is None and captured(raw_response):
        tool.result = parse_json(raw_response)
    if tool.result == NO_RESPONSE:
        tool.result = None
    facts.content_captured = tool.args is not None or tool.result is not None
    if tool.name == TRANSFER_TOOL and tool.args and tool.args.get("agent_name"):
        facts.transfer_to = str(tool.args["agent_name"])


def _text(value: Any) -> str | None:
    return None if value is None else str(value)
