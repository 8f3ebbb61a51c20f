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
from miner.mappers.shared import GENAI_KEYS, genai_facts, role_of
from miner.receivers.records import SpanRecord

NAME = "genai"


class GenAIConvention(Mapper[SpanRecord]):
    name = NAME
    keys = GENAI_KEYS

    def recognises(self, span: SpanRecord) -> bool:
        return GENAI_OPERATION in span.attributes or role_of(span) != "other"

    def facts(self, span: SpanRecord) -> SpanFacts:
        return genai_facts(span, role_of(span), NAME)


