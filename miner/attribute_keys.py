"""The attribute keys and values of the conventions that the mappers read and the ClickHouse queries search or
cut down alike, named once. A leaf: it imports nothing, so a mapper and a receiver import it the same way."""

from __future__ import annotations

# OpenTelemetry's own.
SERVICE_NAME = "service.name"
SCOPE_NAME = "otel.scope.name"  # where exporters before v0.98 wrote a span's scope
EVENT_NAME = "event.name"  # where older SDKs and Python's logging bridge put a log record's event name
ERROR_TYPE = "error.type"
EXCEPTION_EVENT = "exception"
EXCEPTION_TYPE = "exception.type"
EXCEPTION_MESSAGE = "exception.message"

# The GenAI semantic conventions.
GENAI_OPERATION = "gen_ai.operation.name"
GENAI_EXECUTE_TOOL = "execute_tool"  # the operation of a tool span, and its span name's first word
GENAI_INPUT_MESSAGES = "gen_ai.input.messages"
GENAI_OUTPUT_MESSAGES = "gen_ai.output.messages"

# OpenInference.
OPENINFERENCE_KIND = "openinference.span.kind"
OPENINFERENCE_TOOL = "TOOL"
OPENINFERENCE_INPUT_VALUE = "input.value"
OPENINFERENCE_INPUT_MESSAGES = "llm.input_messages."  # each message's keys follow, ending `.content` for its text
OPENINFERENCE_CONTENT = ".content"

# Google ADK.
ADK_LLM_REQUEST = "gcp.vertex.agent.llm_request"
