"""Semantic Kernel's GenAI diagnostics (`SEMANTICKERNEL_EXPERIMENTAL_GENAI_ENABLE_OTEL_DIAGNOSTICS[_SENSITIVE]`).

Its spans are GenAI spans (`invoke_agent`, `chat`, `execute_tool`, instrumentation scopes `semantic_kernel.*`),
read as the GenAI mapper reads them, with what only Semantic Kernel writes:
- a tool is named by its fully qualified kernel function name, `<Plugin>-<function>` (the name the model is
  offered): the function is the tool, as the application wrote it;
- a tool's result is `str()` of the Python value (`{'status': 'shipped'}`), read back as a literal;
- the messages are not on the model spans but in log records of the same span (`gen_ai.user.message`,
  `gen_ai.choice`, ... with the message as JSON in the body), read by the GenAI events mapper; the agent span's
  `gen_ai.input.messages` is empty when the application passes its messages by keyword.
Semantic Kernel has no session concept: the application's own span names the conversation.
"""

from __future__ import annotations

from miner.mappers.base import Mapper
from miner.mappers.facts import SpanFacts
from miner.mappers.producers import Producer
from miner.mappers.shared import GENAI_KEYS, genai_facts, role_of
from miner.receivers.records import SpanRecord

NAME = "semantic-kernel"
SCOPE = "semantic_kernel"
PRODUCER = Producer(
    (SCOPE,), "Semantic Kernel wrote them without its sensitive diagnostics, its default: set "
              "SEMANTICKERNEL_EXPERIMENTAL_GENAI_ENABLE_OTEL_DIAGNOSTICS_SENSITIVE=true where the application runs (it "
              "is read when Semantic Kernel is imported) and export its log records beside the spans (the messages "
              "are log events of the model call's span)")
# Semantic Kernel's separator between a plugin and its function in the name the model calls.
PLUGIN_SEPARATOR = "-"


def function_name(qualified: str) -> str:
    """`ShopPlugin-lookup_order` -> `lookup_order`; a function without a plugin keeps its name."""
    return qualified.split(PLUGIN_SEPARATOR, 1)[1] if PLUGIN_SEPARATOR in qualified else qualified


class SemanticKernelConvention(Mapper[SpanRecord]):
    name = NAME
    keys = GENAI_KEYS
    producers = (PRODUCER,)

    def recognises(self, span: SpanRecord) -> bool:
        return self.claims(span.scope)

    def facts(self, span: SpanRecord) -> SpanFacts:
        facts = genai_facts(span, role_of(span), NAME)
        if facts.tool is not None:
            facts.tool.name = function_name(facts.tool.name)
        return facts
