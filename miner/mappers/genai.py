"""OpenTelemetry GenAI semantic conventions: `invoke_agent`, `chat`, `execute_tool` spans and their content.

Reads the current message attributes (`gen_ai.input.messages`, `gen_ai.output.messages`, structured or JSON
strings), the deprecated per-message events (`gen_ai.user.message`, `gen_ai.choice`, ...), the
`gen_ai.client.inference.operation.details` event, and `gen_ai.evaluation.result` feedback events; the reading
itself is `shared.genai_facts`, which other conventions on GenAI keys start from.
"""

from __future__ import annotations

from miner.attribute_keys import GENAI_OPERATION
from miner.mappers.base import Mapper
from miner.mappers.facts import SpanFacts
from miner.mappers.producers import Producer
from miner.mappers.shared import GENAI_CONTENT, GENAI_KEYS, genai_facts, role_of
from miner.receivers.records import SpanRecord

NAME = "genai"
# The GenAI instrumentations of opentelemetry-python-contrib are `opentelemetry.instrumentation.<library>_v2`, beside
# OpenLLMetry's `opentelemetry.instrumentation.<library>`: the longer claim is theirs.
OPENAI_V2 = Producer(
    ("opentelemetry.instrumentation.openai_v2",),
    "the OpenAI instrumentation (opentelemetry-instrumentation-openai-v2) wrote them with content capture off, its "
    "default: set OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true where the application runs and export "
    "its log events beside the spans (the messages are log events); with "
    "OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental, set it to SPAN_ONLY instead (the messages are then "
    "span attributes)")
LANGTRACE = Producer(
    ("langtrace_python_sdk",),
    "Langtrace wrote them with TRACE_PROMPT_COMPLETION_DATA=false: leave it unset (or set it to true) where the "
    "application runs")
AUTOGEN = Producer(
    ("autogen-core",),
    "AutoGen's own spans name the agents and the tools but never hold message text, and no setting of AutoGen adds "
    "it: trace the model calls beside them, as AutoGen's tracing guide does (pip install "
    "opentelemetry-instrumentation-openai, then OpenAIInstrumentor().instrument() once the tracer provider is set): "
    "their spans hold the messages and the results fed back from the tools",
    writes_content=False)


class GenAIConvention(Mapper[SpanRecord]):
    name = NAME
    keys = GENAI_KEYS
    producers = (OPENAI_V2, LANGTRACE, AUTOGEN, GENAI_CONTENT)

    def recognises(self, span: SpanRecord) -> bool:
        return GENAI_OPERATION in span.attributes or role_of(span) != "other"

    def facts(self, span: SpanRecord) -> SpanFacts:
        return genai_facts(span, role_of(span), NAME)


