"""Pydantic Logfire (`logfire.configure(...)`, `logfire.instrument_openai()`, `@logfire.instrument`).

Every span Logfire starts carries `logfire.span_type` (and `logfire.msg_template` / `logfire.msg`):
- the OpenAI instrumentation's spans are GenAI model calls (`gen_ai.input.messages`, ...), read as such;
- a function decorated with `@logfire.instrument` is a span naming it (`code.function`), its arguments as
  attributes of their own names (listed, with `return` when `record_return=True`, in `logfire.json_schema`;
  objects as JSON): a tool the application's agent calls;
- `logfire.experimental.annotations.record_feedback` writes an annotation span (`logfire.span_type=annotation`)
  under the rated span: `logfire.feedback.name` names the attribute holding the value (a number is a score,
  text a label), `logfire.feedback.comment` the reason.
The conversation: Logfire copies baggage (`logfire.set_baggage(conversation_id=..., user_id=...)`) onto every
span started inside it as plain attributes of the application's names. Logfire's scrubbing replaces values it
judges secret with `[Scrubbed due to '...']` and lists them in `logfire.scrubbed`: such a value is not read.
"""

from __future__ import annotations

from typing import Any

from miner.attribute_keys import GENAI_OPERATION
from miner.mappers.base import Mapper
from miner.mappers.facts import SpanFacts, ToolFacts
from miner.mappers.keys import ReadKeys
from miner.mappers.producers import Producer
from miner.mappers.shared import GENAI_KEYS, first, genai_facts, parse_json, role_of, skeleton
from miner.model import Feedback
from miner.receivers.records import SpanRecord

NAME = "logfire"
SPAN_TYPE = "logfire.span_type"
JSON_SCHEMA = "logfire.json_schema"
FUNCTION = "code.function"
RETURN = "return"
FEEDBACK_NAME = "logfire.feedback.name"
FEEDBACK_COMMENT = "logfire.feedback.comment"
SCRUBBED = "[Scrubbed due to "
# Baggage keys an application names its conversation and user with, as Logfire copies them onto each span.
BAGGAGE_SESSION_KEYS = ("conversation_id", "session_id", "thread_id", "chat_id")
BAGGAGE_USER_KEYS = ("user_id",)
# Attributes of Logfire's own, never a function's argument.
OWN_PREFIXES = ("logfire.", "code.")


def _clean(value: Any) -> Any:
    return None if isinstance(value, str) and value.startswith(SCRUBBED) else value


def argument(value: Any) -> Any:
    """One argument as Logfire wrote it: an object as JSON, a string, number or boolean as an attribute of that
    type. A string stays a string, digits or not (a store that keeps attributes as text gives a number back as
    text too: assembly types it as the model asked for it)."""
    return parse_json(_clean(value))


def function_arguments(span: SpanRecord) -> tuple[dict[str, Any], Any]:
    """A decorated function's arguments and its return value, by the names `logfire.json_schema` lists. An
    argument the schema types `null` is one the call left at its default `None` (Logfire writes it as the text
    `null`): no argument given."""
    schema = parse_json(span.attributes.get(JSON_SCHEMA))
    properties = schema.get("properties") if isinstance(schema, dict) else None
    given = {name: kind for name, kind in properties.items()
             if kind != {"type": "null"}} if isinstance(properties, dict) else {}
    args = {name: argument(span.attributes.get(name)) for name in given
            if name != RETURN and not name.startswith(OWN_PREFIXES) and name in span.attributes}
    return args, parse_json(_clean(span.attributes.get(RETURN)))


def annotation_feedback(span: SpanRecord) -> list[Feedback]:
    name = first(span.attributes, (FEEDBACK_NAME,))
    if name is None:
        return []
    value = span.attributes.get(name)
    number = value if isinstance(value, int | float) and not isinstance(value, bool) else None
    return [Feedback(name=name, score=None if number is None else float(number),
                     label=None if number is not None or value is None else str(value),
                     explanation=first(span.attributes, (FEEDBACK_COMMENT,)), span_id=span.span_id)]


class LogfireConvention(Mapper[SpanRecord]):
    name = NAME
    keys = GENAI_KEYS.merged(ReadKeys(session=BAGGAGE_SESSION_KEYS,
                                      structure=(SPAN_TYPE, FUNCTION, JSON_SCHEMA, *BAGGAGE_USER_KEYS),
                                      tool_name=(FUNCTION,), tool_result=(RETURN,),
                                      feedback_prefixes=("logfire.feedback.",)))
    producers = (Producer(
        ("logfire",), "Logfire writes message content always, but its scrubbing replaces a value it judges secret with "
                      "[Scrubbed due to '...']: pass logfire.configure(scrubbing=False), or "
                      "logfire.ScrubbingOptions(callback=...) keeping those values, where the application runs"),)

    def recognises(self, span: SpanRecord) -> bool:
        return SPAN_TYPE in span.attributes

    def facts(self, span: SpanRecord) -> SpanFacts:
        attributes = span.attributes
        if GENAI_OPERATION in attributes:
            facts = genai_facts(span, role_of(span), NAME)
        elif FEEDBACK_NAME in attributes:
            facts = skeleton(span, "feedback", NAME)
            facts.feedback += annotation_feedback(span)
        elif FUNCTION in attributes and JSON_SCHEMA in attributes:
            facts = skeleton(span, "tool", NAME)
            args, result = function_arguments(span)
            facts.tool = ToolFacts(name=str(attributes[FUNCTION]), args=args, result=result,
                                   error=next((error.message or error.type or "error" for error in facts.errors),
                                              None), args_as_attributes=True)
            facts.content_captured = bool(args) or result is not None
        else:
            facts = skeleton(span, "other", NAME)
        facts.session_id = first(attributes, (*GENAI_KEYS.session, *BAGGAGE_SESSION_KEYS))
        facts.user_id = facts.user_id or first(attributes, ("user.id", *BAGGAGE_USER_KEYS))
        return facts
