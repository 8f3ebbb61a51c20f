"""A simulated customer-support agent, instrumented with the OpenTelemetry SDK and GenAI conventions.

It plays whole conversations: a customer asks about an order, the agent calls tools (lookup_order,
track_shipment, issue_refund, update_address, escalate) and answers. A known share of the sessions go
wrong in each of the ways the miner looks for, and `labels.json` records which, for tests and benchmarks.
All personal data is fake, drawn from small lists by a seeded random generator.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from opentelemetry import trace
from opentelemetry._logs import SeverityNumber
from opentelemetry.sdk._logs import LoggerProvider
from opentelemetry.sdk._logs.export import LogRecordExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SpanExporter
from opentelemetry.trace import Span, Status, StatusCode

AGENT = "support_agent"
MODEL = "gemini-2.5-flash"
DEMO_QUEUE = 10_000_000

FIRST = ["Maria", "James", "Aisha", "Wei", "Olga", "Carlos", "Priya", "Tom", "Fatima", "Lukas", "Emma", "Kenji"]
LAST = ["Gonzalez", "Okafor", "Smith", "Chen", "Novak", "Rossi", "Patel", "Brennan", "Haddad", "Weber"]
STREETS = ["Maple Avenue", "Oak Street", "Harbor Road", "Elm Drive", "Sunset Boulevard", "King Street"]
CITIES = [("Springfield", "IL", "62704"), ("Portland", "OR", "97205"), ("Austin", "TX", "78701"),
          ("Boston", "MA", "02118")]
PRODUCTS = ["espresso machine", "standing desk", "noise-cancelling headphones", "air purifier", "road bike"]


@dataclass
class Customer:
    name: str
    email: str
    phone: str
    address: str
    customer_id: str
    card: str


@dataclass
class Planned:
    """One conversation to simulate, and the signals it is meant to carry."""

    session_id: str
    customer: Customer
    start: datetime
    scenario: str
    kinds: list[str]
    feedback_in_trace: bool = True
    turns: list[tuple[str, list[tuple[str, dict[str, Any], Any, str | None]], str]] = field(default_factory=list)


def _card(rng: random.Random) -> str:
    digits = [4] + [rng.randrange(10) for _ in range(14)]
    total = 0
    for index, digit in enumerate(reversed(digits)):
        doubled = digit * 2 if index % 2 == 0 else digit
        total += doubled - 9 if doubled > 9 else doubled
    digits.append((10 - total % 10) % 10)
    text = "".join(map(str, digits))
    return " ".join(text[i:i + 4] for i in range(0, 16, 4))


def _customer(rng: random.Random, index: int) -> Customer:
    first, last = rng.choice(FIRST), rng.choice(LAST)
    city, state, zip_code = rng.choice(CITIES)
    return Customer(
        name=f"{first} {last}",
        email=f"{first.lower()}.{last.lower()}{rng.randrange(10, 99)}@example.com",
        phone=f"(415) 555-{rng.randrange(1000, 9999)}",
        address=f"{rng.randrange(10, 999)} {rng.choice(STREETS)}, {city}, {state} {zip_code}",
        customer_id=f"C-{1000 + index}",
        card=_card(rng),
    )


def _order(rng: random.Random) -> str:
    return f"ORD-{rng.randrange(10000, 99999)}"


def plan(count: int, seed: int, now: datetime) -> list[Planned]:
    """Conversations spread over the last seven days; about 40% go wrong, spread over the four kinds."""
    rng = random.Random(seed)
    scenarios = ["happy", "happy", "happy", "shipping", "refund_ok", "address",
                 "complaint", "escalation", "tool_error", "thumbs_down"]
    planned: list[Planned] = []
    for index in range(count):
        customer = _customer(rng, index)
        start = now - timedelta(days=6, hours=20) + timedelta(seconds=rng.randrange(0, 6 * 24 * 3600))
        scenario = scenarios[index % len(scenarios)]
        session_id = f"{rng.getrandbits(128):032x}"
        session = Planned(session_id, customer, start, scenario, [])
        _script(session, rng)
        planned.append(session)
    planned.sort(key=lambda item: item.start)
    return planned


def _script(session: Planned, rng: random.Random) -> None:
    """Fill in the turns: (user text, [(tool, args, result, error)], final answer)."""
    c = session.customer
    order = _order(rng)
    product = rng.choice(PRODUCTS)
    found = {"order_id": order, "status": "delivered", "item": product, "total": 129.0,
             "customer": {"name": c.name, "email": c.email, "customer_id": c.customer_id}}
    greet = f"Hi, I'm {c.name}. "
    lookup = ("lookup_order", {"order_id": order}, found, None)
    s = session.scenario
    if s == "happy":
        session.turns = [
            (f"{greet}Can you check the status of order {order}?", [lookup],
             f"Order {order} ({product}) was delivered. Anything else I can help with?"),
            ("No, that's all, thanks!", [], "You're welcome, have a great day."),
        ]
    elif s == "shipping":
        track = ("track_shipment", {"order_id": order}, {"carrier": "UPS", "eta": "Friday"}, None)
        session.turns = [(f"When will my {product} arrive? Order {order}. Sorry to bother you.", [track],
                          f"Your {product} is with UPS and should arrive on Friday.")]
    elif s == "refund_ok":
        refund = ("issue_refund", {"order_id": order, "amount": 129.0, "reason": "arrived damaged"},
                  {"refund_id": f"RF-{rng.randrange(1000, 9999)}", "status": "issued"}, None)
        session.turns = [
            (f"{greet}My {product} arrived damaged, order {order}. I'd like a refund to my card {c.card}.",
             [lookup, refund], f"I've issued a refund of $129.00 for order {order}."),
            ("Great, thank you so much.", [], "Glad I could help."),
        ]
    elif s == "address":
        update = ("update_address", {"order_id": order, "address": c.address}, {"ok": True}, None)
        session.turns = [(f"Please ship order {order} to {c.address} instead. You can call me on {c.phone}.",
                          [update], f"Done: order {order} will go to the new address.")]
    elif s == "complaint":
        session.kinds = ["complaint"]
        wrong = rng.choice([
            "That's not what I asked. I want to know where my package is, not the invoice.",
            "This is useless, you keep giving me the same answer.",
            "WHY IS THIS SO HARD? I ALREADY GAVE YOU THE ORDER NUMBER!",
            "No, that's wrong. I said the order was never delivered.",
        ])
        session.turns = [
            (f"{greet}Where is my order {order}?", [lookup], f"Order {order} shows as delivered."),
            (wrong, [lookup], f"According to our records order {order} was delivered."),
        ]
    elif s == "escalation":
        session.kinds = ["escalation"]
        escalate = ("escalate", {"summary": f"Customer {c.name} ({c.email}) disputes delivery of {order}"},
                    {"ticket": f"T-{rng.randrange(100, 999)}", "queue": "tier2"}, None)
        ask = rng.choice(["I want to speak to a human, please.", "Can I talk to a real person?",
                          "Please transfer me to an agent, this isn't working."])
        session.turns = [
            (f"{greet}My {product} from order {order} never arrived.", [lookup],
             f"Order {order} shows as delivered on Tuesday."),
            (f"{ask} My number is {c.phone}.", [escalate], "I've passed your case to our support team."),
        ]
    elif s == "tool_error":
        session.kinds = ["error"]
        failures: list[tuple[str, dict[str, Any], Any, str | None]] = [
            ("issue_refund", {"order_id": order, "amount": 129.0, "reason": "wrong item"}, None,
             "PaymentGatewayTimeout: upstream did not answer in 30s"),
            ("lookup_order", {"order_id": order}, None, "OrderServiceUnavailable: 503 from orders-api"),
        ]
        failing = rng.choice(failures)
        session.turns = [(f"{greet}I got the wrong item in order {order}, please refund it.", [failing],
                          "Sorry, something went wrong on our side. Please try again later.")]
    elif s == "thumbs_down":
        session.kinds = ["thumbs_down"]
        session.feedback_in_trace = rng.random() < 0.5
        session.turns = [(f"{greet}Can I return the {product} from order {order}?", [lookup],
                          "Returns are accepted within 30 days of delivery.")]


class DemoAgent:
    """Plays planned conversations through real OpenTelemetry spans, and log records when given a log exporter.

    With a span exporter the spans carry the content (capture SPAN_ONLY); with a log exporter the content goes
    out as GenAI log events in the context of the spans (EVENT_ONLY); with both, both (SPAN_AND_EVENT).
    """

    def __init__(self, exporter: SpanExporter | None, log_exporter: LogRecordExporter | None = None) -> None:
        from opentelemetry.sdk._logs.export import BatchLogRecordProcessor
        from opentelemetry.sdk.trace.export import BatchSpanProcessor

        resource = Resource.create({"service.name": "support-agent", "service.version": "1.4.2"})
        self.provider = TracerProvider(resource=resource)
        self.spans_carry_content = exporter is not None
        if exporter is not None:
            # The simulation outruns the export thread: a queue that holds the whole run loses nothing.
            self.provider.add_span_processor(BatchSpanProcessor(exporter, max_export_batch_size=50,
                                                                max_queue_size=DEMO_QUEUE,
                                                                schedule_delay_millis=60_000))
        self.tracer = self.provider.get_tracer("demo.support_agent", "1.0")
        self.log_provider: LoggerProvider | None = None
        if log_exporter is not None:
            self.log_provider = LoggerProvider(resource=resource)
            self.log_provider.add_log_record_processor(BatchLogRecordProcessor(
                log_exporter, max_export_batch_size=50, max_queue_size=DEMO_QUEUE, schedule_delay_millis=60_000))
            self.logger = self.log_provider.get_logger("demo.support_agent", "1.0")
        self._session: Planned | None = None

    def play(self, session: Planned, rng: random.Random) -> None:
        self._session = session
        clock = session.start
        history: list[dict[str, Any]] = [
            {"role": "system", "parts": [{"type": "text", "content": "You are a helpful support agent."}]}
        ]
        for turn_index, (user_text, tool_steps, answer) in enumerate(session.turns):
            clock += timedelta(seconds=rng.randrange(5, 90))
            history.append({"role": "user", "parts": [{"type": "text", "content": user_text}]})
            clock = self._turn(session, turn_index, history, tool_steps, answer, clock, rng)

    def _turn(self, session: Planned, turn_index: int, history: list[dict[str, Any]],
              tool_steps: list[tuple[str, dict[str, Any], Any, str | None]], answer: str, clock: datetime,
              rng: random.Random) -> datetime:
        root = self.tracer.start_span(f"invoke_agent {AGENT}", start_time=_ns(clock), attributes={
            "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": AGENT,
            "gen_ai.conversation.id": session.session_id, "gen_ai.provider.name": "gcp.gemini",
            "user.id": session.customer.email,
        })
        context = trace.set_span_in_context(root)
        for step, (tool, args, result, error) in enumerate(tool_steps):
            call_id = f"call_{turn_index}_{step}_{rng.randrange(10**6):06d}"
            call = {"role": "assistant", "parts": [{"type": "tool_call", "id": call_id, "name": tool,
                                                    "arguments": args}]}
            clock = self._chat(context, history, call, clock, rng)
            history.append(call)
            clock = self._tool(context, tool, call_id, args, result, error, clock, rng)
            response = {"error": error} if error else result
            history.append({"role": "tool", "parts": [{"type": "tool_call_response", "id": call_id,
                                                       "response": response}]})
        final = {"role": "assistant", "parts": [{"type": "text", "content": answer}], "finish_reason": "stop"}
        clock = self._chat(context, history, final, clock, rng)
        history.append(final)
        last_turn = turn_index == len(session.turns) - 1
        if last_turn and "thumbs_down" in session.kinds and session.feedback_in_trace:
            evaluation: dict[str, str | float] = {
                "gen_ai.evaluation.name": "user_feedback", "gen_ai.evaluation.score.value": -1.0,
                "gen_ai.evaluation.score.label": "thumbs_down",
                "gen_ai.evaluation.explanation": "The answer did not help me.",
            }
            if self.spans_carry_content:
                root.add_event("gen_ai.evaluation.result", timestamp=_ns(clock), attributes=evaluation)
            if self.log_provider is not None:
                self.logger.emit(timestamp=_ns(clock), context=context, event_name="gen_ai.evaluation.result",
                                 severity_number=SeverityNumber.INFO,
                                 attributes={**evaluation, "gen_ai.conversation.id": session.session_id})
        root.end(end_time=_ns(clock))
        return clock

    def _chat(self, context: Any, history: list[dict[str, Any]], output: dict[str, Any], clock: datetime,
              rng: random.Random) -> datetime:
        end = clock + timedelta(milliseconds=rng.randrange(400, 2500))
        span = self.tracer.start_span(f"chat {MODEL}", context=context, start_time=_ns(clock), attributes={
            "gen_ai.operation.name": "chat", "gen_ai.request.model": MODEL, "gen_ai.provider.name": "gcp.gemini",
            "gen_ai.usage.input_tokens": 40 * len(history), "gen_ai.usage.output_tokens": 35,
        })
        if self.spans_carry_content:
            span.set_attribute("gen_ai.input.messages", json.dumps(history))
            span.set_attribute("gen_ai.output.messages", json.dumps([output]))
        if self.log_provider is not None and self._session is not None:
            self.logger.emit(
                timestamp=_ns(end), context=trace.set_span_in_context(span), severity_number=SeverityNumber.INFO,
                event_name="gen_ai.client.inference.operation.details",
                attributes={
                    "gen_ai.operation.name": "chat", "gen_ai.request.model": MODEL,
                    "gen_ai.conversation.id": self._session.session_id, "user.id": self._session.customer.email,
                    "gen_ai.input.messages": json.loads(json.dumps(history)),
                    "gen_ai.output.messages": [json.loads(json.dumps(output))],
                },
            )
        span.end(end_time=_ns(end))
        return end

    def _tool(self, context: Any, tool: str, call_id: str, args: dict[str, Any], result: Any, error: str | None,
              clock: datetime, rng: random.Random) -> datetime:
        end = clock + timedelta(milliseconds=rng.randrange(50, 900 if not error else 30_000))
        span: Span = self.tracer.start_span(f"execute_tool {tool}", context=context, start_time=_ns(clock),
                                            attributes={
            "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": tool, "gen_ai.tool.call.id": call_id,
            "gen_ai.tool.type": "function", "gen_ai.tool.call.arguments": json.dumps(args),
        })
        if error:
            error_type = error.split(":", 1)[0]
            span.set_attribute("error.type", error_type)
            span.add_event("exception", timestamp=_ns(end), attributes={
                "exception.type": error_type, "exception.message": error})
            span.set_status(Status(StatusCode.ERROR, error))
        else:
            span.set_attribute("gen_ai.tool.call.result", json.dumps(result))
        span.end(end_time=_ns(end))
        return end

    def shutdown(self) -> None:
        self.provider.force_flush()
        self.provider.shutdown()
        if self.log_provider is not None:
            self.log_provider.force_flush()
            self.log_provider.shutdown()
        # The SDK's batch processors register a fork hook holding them weakly, and the hook fails ("Exception
        # ignored ... TypeError") in every later fork once a processor is collected (opentelemetry-python #5452):
        # a process that plays the demo and then forks ingestion's workers keeps them.
        _SHUT_DOWN_PROVIDERS.append((self.provider, self.log_provider))


_SHUT_DOWN_PROVIDERS: list[tuple[TracerProvider, LoggerProvider | None]] = []


def _ns(moment: datetime) -> int:
    return int(moment.timestamp() * 1e9)


def planted_values(sessions: list[Planned]) -> list[str]:
    """Every piece of personal data the simulation put into the traces."""
    values: set[str] = set()
    for session in sessions:
        c = session.customer
        values.update({c.name, c.email, c.phone, c.address, c.card, c.customer_id})
    return sorted(values)


def now_utc() -> datetime:
    return datetime.now(UTC)
