"""OpenLIT (`openlit.init(...)`): its instrumentations' GenAI spans and the functions traced with `@openlit.trace`.

- The instrumentations' spans (scopes `openlit.instrumentation.*`) are GenAI spans, read as such. A model call
  that asked for tools also names them in flat attributes (`gen_ai.tool.name`, `gen_ai.tool.call.id`,
  `gen_ai.tool.args`), written even with `capture_message_content=False`: the calls the model asked for.
- A function traced with `@openlit.trace` (scope `openlit`) is a span of the function's name with its
  arguments as `str()` of Python values (`function.args`, `function.kwargs`) and no result or call id: it keeps
  its place and errors, and the tool calls are the model's (their results the next model call's input).
- The conversation: `openlit.using_attributes({...})` puts the application's keys on the spans the
  instrumentations start inside it (not on the application's own spans).
"""

from __future__ import annotations

from miner.mappers.base import Mapper
from miner.mappers.facts import LazyMessages, Message, SpanFacts, ToolCallPart
from miner.mappers.keys import ReadKeys
from miner.mappers.producers import Producer
from miner.mappers.shared import GENAI_KEYS, as_object, first, genai_facts, role_of, skeleton
from miner.receivers.records import SpanRecord

NAME = "openlit"
TRACED = "openlit"
KWARGS = "function.kwargs"
CALLED = ("gen_ai.tool.name", "gen_ai.tool.call.id", "gen_ai.tool.args")


def asked_for(span: SpanRecord) -> list[Message]:
    """The tool calls a model call names in its flat attributes, as the assistant message that asked for them."""
    name, call_id, args = (span.attributes.get(key) for key in CALLED)
    if not name:
        return []
    return [Message(role="assistant", tool_calls=[ToolCallPart(None if call_id is None else str(call_id),
                                                                str(name), as_object(args))])]


class OpenLITConvention(Mapper[SpanRecord]):
    name = NAME
    keys = GENAI_KEYS.merged(ReadKeys(structure=(KWARGS, *CALLED), tool_name=("gen_ai.tool.name",)))
    producers = (Producer(
        (TRACED,), "OpenLIT wrote them with content capture off: call openlit.init(capture_message_content=True), its "
                   "default, and leave OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT unset where the application "
                   "runs (false turns it off whatever init says)"),)

    def recognises(self, span: SpanRecord) -> bool:
        return self.claims(span.scope)

    def facts(self, span: SpanRecord) -> SpanFacts:
        if span.scope == TRACED:
            facts = skeleton(span, "other", NAME)
            facts.session_id = first(span.attributes, GENAI_KEYS.session)
            return facts
        facts = genai_facts(span, role_of(span), NAME)
        if facts.output_messages is None and facts.role == "llm":
            facts.output_messages = LazyMessages.of(asked_for(span))
        return facts
