"""The support conversations every producer's generator plays, the model's script for them, and the labels.

Each generator runs a real agent of its library with the tools below against the fake OpenAI server, and
records here what really happened (which tool ran with which arguments, what it returned or raised, what
the agent answered); `labels.json` is that record. Standard library and the OpenTelemetry SDK only: this
file is imported inside each producer's own virtual environment.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import sys
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(HERE.parent))  # fake_openai
sys.path.insert(0, str(REPO))  # miner.demo.exporter: the repo's OTLP/JSON lines writer

from fake_openai import FakeOpenAI, Script  # noqa: E402

SYSTEM_PROMPT = "You are the support agent of an online shop. Use the tools."
MODEL = "fake-model"
REFUND_FAILURE = "refund service unavailable"
DELIVERED = "order already delivered"


@dataclass
class Turn:
    user_text: str
    steps: list[dict[str, Any]]


@dataclass
class Conversation:
    session_id: str
    turns: list[Turn]
    content: bool = True  # whether the generator runs it with content capture on
    thumbs_down_turn: int | None = None
    user_id: str | None = None


CONVERSATIONS = [
    Conversation("sess-alpha", [
        Turn("Where is my order ORD-1001?", [
            {"tool_calls": [{"name": "lookup_order", "arguments": {"order_id": "ORD-1001"}}]},
            {"text": "Your order ORD-1001 has shipped."},
        ]),
        Turn("Please refund order ORD-1001.", [
            {"tool_calls": [{"name": "issue_refund", "arguments": {"order_id": "ORD-1001", "amount": 25.0}}]},
            {"text": "Sorry, the refund failed. Please try again later."},
        ]),
    ], thumbs_down_turn=1),
    Conversation("sess-beta", [
        Turn("I want to speak to a person.", [
            {"tool_calls": [{"name": "escalate_to_human", "arguments": {"reason": "customer asked for a person"}}]},
            {"text": "I have passed you to a human agent."},
        ]),
        Turn("Thank you.", [{"text": "You are welcome."}]),
    ]),
    Conversation("sess-gamma", [
        Turn("Where is my order ORD-1002?", [
            {"tool_calls": [{"name": "lookup_order", "arguments": {"order_id": "ORD-1002"}}]},
            {"text": "Your order ORD-1002 is being packed."},
        ]),
    ], content=False),
    # Every request carries the conversation so far: a later turn's words are the last user message of its
    # request, never the first. A tool that returns an error result (without raising) in the middle.
    Conversation("sess-delta", [
        Turn("My parcel ORD-1003 never arrived.", [
            {"tool_calls": [{"name": "lookup_order", "arguments": {"order_id": "ORD-1003"}}]},
            {"text": "Your order ORD-1003 shows as delivered yesterday."},
        ]),
        Turn("Please deliver it again tomorrow.", [
            {"tool_calls": [{"name": "reschedule_delivery", "arguments": {"order_id": "ORD-1003",
                                                                          "day": "tomorrow"}}]},
            {"text": "I could not reschedule a delivered order."},
        ]),
        Turn("Where is my order ORD-1001?", [
            {"tool_calls": [{"name": "lookup_order", "arguments": {"order_id": "ORD-1001"}}]},
            {"text": "Your order ORD-1001 has shipped."},
        ]),
        Turn("This is useless, get me a manager.", [
            {"tool_calls": [{"name": "escalate_to_human", "arguments": {"reason": "customer asked for a manager"}}]},
            {"text": "A manager will call you back today."},
        ]),
    ]),
]


# A second set, played by the same generators into tests/conformance/heldout/ (CONFORMANCE_SCENARIO=heldout):
# conversations nobody looked at while writing the mappers, to measure them on.
HELDOUT = [
    Conversation("case-101", [
        Turn("Hi, can you check ORD-2002 and ORD-2003?", [
            {"tool_calls": [{"name": "lookup_order", "arguments": {"order_id": "ORD-2002"}},
                            {"name": "lookup_order", "arguments": {"order_id": "ORD-2003"}}]},
            {"text": "Both orders are being packed."},
        ]),
        Turn("Refund 10 euros on ORD-2003 please", [
            {"tool_calls": [{"name": "issue_refund", "arguments": {"order_id": "ORD-2003", "amount": 10.0}}]},
            {"text": "The refund did not go through."},
        ]),
        Turn("Get me a human.", [
            {"tool_calls": [{"name": "escalate_to_human", "arguments": {"reason": "refund failed"}}]},
            {"text": "A colleague will take over."},
        ]),
    ], thumbs_down_turn=0),
    Conversation("case-102", [
        Turn("What is the status of ORD-2004?", [
            {"tool_calls": [{"name": "lookup_order", "arguments": {"order_id": "ORD-2004"}}]},
            {"text": "ORD-2004 is being packed."},
        ]),
        Turn("ok", [{"text": "Anything else?"}]),
    ]),
    Conversation("case-103", [
        Turn("Where is ORD-2005?", [
            {"tool_calls": [{"name": "lookup_order", "arguments": {"order_id": "ORD-2005"}}]},
            {"text": "ORD-2005 is being packed."},
        ]),
        Turn("Thanks", [{"text": "Bye."}]),
    ], content=False),
]
# The producer conversations (beside this file, with their provenance): support conversations an independent writer
# wrote, each with tools of its own that return what the writer scripted or raise. `producer_conversations.json`
# (`CONFORMANCE_SCENARIO=heldout`, 30 conversations in five domains) was held out until the mappers were measured
# on it, and read while they were fixed since: a tuning set now. `producer_conversations_2.json`
# (`CONFORMANCE_SCENARIO=heldout2`, into heldout2/: 30 more, in five other domains) was written after that, and
# was held out until the mappers and the error signal's rules were measured on it. `producer_conversations_3.json`
# (`CONFORMANCE_SCENARIO=heldout3`, into heldout3/: 30 more, their tools failing as the writer chose) was written
# after the rules of a failed tool result were frozen. Every later set N is `producer_conversations_N.json`, played
# with `CONFORMANCE_SCENARIO=heldoutN` into heldoutN/. The three above are `heldout-shop`.
PRODUCER_SET = re.fullmatch(r"heldout(\d*)", os.environ.get("CONFORMANCE_SCENARIO", ""))
CONVERSATIONS_FILE = HERE / (f"producer_conversations_{PRODUCER_SET[1]}.json" if PRODUCER_SET and PRODUCER_SET[1]
                             else "producer_conversations.json")
if os.environ.get("CONFORMANCE_SCENARIO") == "heldout-shop":
    CONVERSATIONS = HELDOUT


def script() -> Script:
    return Script({turn.user_text: turn.steps for conversation in CONVERSATIONS for turn in conversation.turns})


# --- what happened --------------------------------------------------------------------------------------


@dataclass
class ToolLabel:
    name: str
    args: dict[str, Any]
    result: Any = None
    error: str | None = None


@dataclass
class TurnLabel:
    user_text: str
    final_response: str | None = None
    tool_calls: list[ToolLabel] = field(default_factory=list)
    # Each failure once, named by where it started: the span of the tool that raised.
    errors: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class SessionLabel:
    session_id: str
    content_captured: bool
    turns: list[TurnLabel] = field(default_factory=list)
    feedback: list[dict[str, Any]] = field(default_factory=list)


class Recorder:
    """The generator's record of what happened: the tools append to the current turn as they run."""

    def __init__(self) -> None:
        self.sessions: list[SessionLabel] = []

    @property
    def turn(self) -> TurnLabel:
        return self.sessions[-1].turns[-1]

    def start_session(self, conversation: Conversation) -> None:
        self.sessions.append(SessionLabel(conversation.session_id, conversation.content))

    def start_turn(self, user_text: str) -> None:
        self.sessions[-1].turns.append(TurnLabel(user_text))

    def answered(self, text: str | None) -> None:
        self.turn.final_response = text

    def feedback(self, turn: int, score: float | None, label: str | None) -> None:
        self.sessions[-1].feedback.append({"turn": turn, "score": score, "label": label})


RECORD = Recorder()


def recorded_sessions(labels: Path) -> list[SessionLabel]:
    """The sessions another run of a generator recorded in its `labels.json` (for a library whose switch is read
    once per process, the conversations with content off are played by a second process)."""
    def turn(item: dict[str, Any]) -> TurnLabel:
        return TurnLabel(**{**item, "tool_calls": [ToolLabel(**call) for call in item["tool_calls"]]})

    return [SessionLabel(**{**session, "turns": [turn(item) for item in session["turns"]]})
            for session in json.loads(labels.read_text(encoding="utf-8"))["sessions"]]


# --- the tools, plain functions each library wraps its own way -----------------------------------------


def lookup_order(order_id: str) -> dict[str, Any]:
    """Look up an order by its id and return its status."""
    result = {"order_id": order_id, "status": "shipped" if order_id == "ORD-1001" else "packing"}
    RECORD.turn.tool_calls.append(ToolLabel("lookup_order", {"order_id": order_id}, result))
    return result


def issue_refund(order_id: str, amount: float) -> dict[str, Any]:
    """Refund an amount of an order."""
    RECORD.turn.tool_calls.append(ToolLabel("issue_refund", {"order_id": order_id, "amount": amount},
                                            error=REFUND_FAILURE))
    RECORD.turn.errors.append({"origin_tool": "issue_refund", "type": "RuntimeError", "message": REFUND_FAILURE})
    raise RuntimeError(REFUND_FAILURE)


def reschedule_delivery(order_id: str, day: str) -> dict[str, Any]:
    """Deliver an order again on another day."""
    result = {"error": DELIVERED, "order_id": order_id}
    RECORD.turn.tool_calls.append(ToolLabel("reschedule_delivery", {"order_id": order_id, "day": day}, result))
    RECORD.turn.errors.append({"origin_tool": "reschedule_delivery", "type": "result", "message": DELIVERED})
    return result


def escalate_to_human(reason: str) -> dict[str, Any]:
    """Hand the conversation over to a human support agent."""
    result = {"ticket": "T-1", "queue": "human-support"}
    RECORD.turn.tool_calls.append(ToolLabel("escalate_to_human", {"reason": reason}, result))
    return result


TOOLS = [lookup_order, issue_refund, reschedule_delivery, escalate_to_human]
# The tools as OpenAI function schemas, for the generators whose agent loop is the application's own.
TOOL_SCHEMAS = [
    {"type": "function", "function": {"name": "lookup_order", "description": "Look up an order.", "parameters": {
        "type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]}}},
    {"type": "function", "function": {"name": "issue_refund", "description": "Refund an order.", "parameters": {
        "type": "object", "properties": {"order_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["order_id", "amount"]}}},
    {"type": "function", "function": {"name": "reschedule_delivery", "description": "Deliver again another day.",
                                      "parameters": {"type": "object", "properties": {
                                          "order_id": {"type": "string"}, "day": {"type": "string"}},
                                          "required": ["order_id", "day"]}}},
    {"type": "function", "function": {"name": "escalate_to_human", "description": "Hand over to a human.",
                                      "parameters": {"type": "object", "properties": {"reason": {"type": "string"}},
                                                     "required": ["reason"]}}},
]


# --- the held-out conversations' tools: each replays what the writer scripted for the call -----------------

PYTHON_TYPES = {"string": "str", "number": "float", "integer": "int", "boolean": "bool", "object": "dict",
                "array": "list"}
JSON_TYPES = {"string": "string", "number": "number", "integer": "integer", "boolean": "boolean",
              "object": "object", "array": "array"}
SCRIPTED: dict[str, list[dict[str, Any]]] = {}  # user text -> the tool calls scripted for that turn


def _same_arguments(given: dict[str, Any], scripted: dict[str, Any]) -> bool:
    def plain(value: Any) -> Any:
        return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else value
    return {key: plain(value) for key, value in given.items()} == {key: plain(value) for key, value in scripted.items()}


def _replay(name: str, arguments: dict[str, Any]) -> Any:
    """The scripted outcome of this call in the current turn: its result, or its error raised."""
    given = {key: value for key, value in arguments.items() if value is not None}
    calls = [call for call in SCRIPTED.get(RECORD.turn.user_text, []) if call["name"] == name]
    call = next((call for call in calls if _same_arguments(given, call["arguments"])), calls[0] if calls else None)
    if call is None or "raises" in call:
        message = call["raises"] if call is not None else f"{name} is not available"
        RECORD.turn.tool_calls.append(ToolLabel(name, given, error=message))
        RECORD.turn.errors.append({"origin_tool": name, "type": "RuntimeError", "message": message})
        raise RuntimeError(message)
    RECORD.turn.tool_calls.append(ToolLabel(name, given, call.get("returns")))
    return call.get("returns")


def _scripted_tool(spec: dict[str, Any]) -> Any:
    """A plain function of the tool's name and parameters (every one optional, typed as the writer said), as
    an application would write it, for each library to wrap its own way."""
    parameters = ", ".join(f"{name}: {PYTHON_TYPES.get(kind, 'str')} | None = None"
                           for name, kind in spec["parameters"].items())
    namespace: dict[str, Any] = {"_replay": _replay, "Any": Any}
    source = f"def {spec['name']}({parameters}) -> Any:\n    return _replay({spec['name']!r}, dict(locals()))\n"
    exec(compile(source, CONVERSATIONS_FILE.name, "exec", dont_inherit=True), namespace)  # real annotations
    function = namespace[spec["name"]]
    function.__doc__ = spec["description"]
    function.__module__ = __name__
    return function


def _heldout() -> tuple[list[Conversation], list[Any], list[dict[str, Any]]]:
    if not CONVERSATIONS_FILE.is_file():
        sys.exit(f"{CONVERSATIONS_FILE} is missing: the scenario {os.environ['CONFORMANCE_SCENARIO']} plays it")
    written = json.loads(CONVERSATIONS_FILE.read_text(encoding="utf-8"))["conversations"]
    # One agent holds every conversation's tools: a name two conversations' tools share (each writing its own
    # parameters) is one tool taking the parameters of both.
    specs: dict[str, dict[str, Any]] = {}
    for tool in (tool for conversation in written for tool in conversation["tools"]):
        specs[tool["name"]] = {**tool, "parameters": {**specs.get(tool["name"], {}).get("parameters", {}),
                                                      **tool["parameters"]}}
    for conversation in written:
        for turn in conversation["turns"]:
            SCRIPTED[turn["user"]] = [call for step in turn["steps"] for call in step.get("tool_calls", ())]
    conversations = [Conversation(conversation["session_id"],
                                  [Turn(turn["user"], turn["steps"]) for turn in conversation["turns"]],
                                  # the writer counts turns from 1 (a rated second turn of two is 2)
                                  thumbs_down_turn=None if conversation["thumbs_down_turn"] is None
                                  else conversation["thumbs_down_turn"] - 1,
                                  user_id=conversation["user_id"]) for conversation in written]
    schemas = [{"type": "function", "function": {"name": spec["name"], "description": spec["description"],
                "parameters": {"type": "object", "properties": {
                    name: {"type": JSON_TYPES.get(kind, "string")} for name, kind in spec["parameters"].items()}}}}
               for spec in specs.values()]
    return conversations, [_scripted_tool(spec) for spec in specs.values()], schemas


if PRODUCER_SET:
    CONVERSATIONS, TOOLS, TOOL_SCHEMAS = _heldout()


def call_tool(tools: dict[str, Any], call: Any) -> Any:
    """Run the tool a model's call names; a tool that raises answers the model with the error (the exception is
    on the tool's span wherever the library traces tools)."""
    try:
        return tools[call.function.name](**json.loads(call.function.arguments))
    except RuntimeError as error:
        return {"error": str(error)}


def chat_until_answered(client: Any, messages: list[dict[str, Any]], run_tool: Any) -> str:
    """An application's own agent loop over an OpenAI client: call the model until it answers in text, running
    the tools it asks for with `run_tool(call)`."""
    while True:
        message = client.chat.completions.create(model=MODEL, messages=messages, tools=TOOL_SCHEMAS).choices[0].message
        if not message.tool_calls:
            messages.append({"role": "assistant", "content": message.content})
            return str(message.content or "")
        messages.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": call.id, "type": "function", "function": {"name": call.function.name,
                                                             "arguments": call.function.arguments}}
            for call in message.tool_calls]})
        for call in message.tool_calls:
            messages.append({"role": "tool", "tool_call_id": call.id, "content": json.dumps(run_tool(call))})


# --- feedback as an application records it: a span of its own with the GenAI evaluation event ------------


def out_dir() -> Path:
    """The one argument of a generator with a single layout: the fixture folder to write."""
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    return Path(parser.parse_args().out)


def play(tracer: Any, conversation: Conversation, ask: Any, rate: Any = None) -> None:
    """One conversation, turn by turn: `ask(user_text)` runs the agent and returns its answer (None when the
    run ended in an exception); the rated turn gets its thumbs-down once answered, by `rate(turn_context,
    turn)` where the library records feedback its own way, else by `record_thumbs_down`. With `tracer` None
    the application traces nothing of its own (and so records no rating in the trace)."""
    RECORD.start_session(conversation)
    for index, turn in enumerate(conversation.turns):
        if tracer is None:
            RECORD.start_turn(turn.user_text)
            RECORD.answered(ask(turn.user_text))
            continue
        with app_turn(tracer, turn.user_text) as context:
            RECORD.answered(ask(turn.user_text))
        if conversation.thumbs_down_turn == index:
            if rate is None:
                record_thumbs_down(tracer, conversation.session_id, context, index)
            else:
                rate(context, index)


@contextmanager
def app_turn(tracer: Any, user_text: str) -> Any:
    """The application's own span around one user message (its HTTP handler's span, say); it yields the
    span's context so that a later rating can be recorded under the turn it rates."""
    from opentelemetry import trace

    RECORD.start_turn(user_text)
    with tracer.start_as_current_span("POST /chat") as span:
        yield trace.set_span_in_context(span)


def record_thumbs_down(tracer: Any, session_id: str, turn_context: Any, turn: int) -> None:
    """A `user_feedback` span carrying `gen_ai.evaluation.result` (the GenAI conventions let that event sit on
    any span), recorded when the user clicks, as a child of the rated turn's span."""
    RECORD.feedback(turn, 0.0, "thumbs_down")
    with tracer.start_as_current_span("user_feedback", context=turn_context,
                                      attributes={"gen_ai.conversation.id": session_id}) as span:
        span.add_event("gen_ai.evaluation.result", {
            "gen_ai.evaluation.name": "user_rating", "gen_ai.evaluation.score.value": 0.0,
            "gen_ai.evaluation.score.label": "thumbs_down", "gen_ai.evaluation.explanation": "did not help"})


# --- writing the fixture ----------------------------------------------------------------------------------


def span_exporter(directory: Path) -> Any:
    """The repo's OTLP/JSON lines span exporter, writing `directory/spans.jsonl` afresh."""
    from miner.demo.exporter import OtlpJsonLinesSpanExporter

    directory.mkdir(parents=True, exist_ok=True)
    for old in [*directory.glob("*.jsonl"), *directory.glob("*.jsonl.gz")]:
        old.unlink()
    return OtlpJsonLinesSpanExporter(directory, prefix="spans")


def tracer_provider(directory: Path, service: str) -> tuple[Any, Any]:
    """A real SDK TracerProvider writing OTLP/JSON lines into `directory/spans.jsonl`."""
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor

    exporter = span_exporter(directory)
    provider = TracerProvider(resource=Resource.create({"service.name": service}))
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider, exporter


def logger_provider(directory: Path, service: str) -> Any:
    """A real SDK LoggerProvider writing OTLP/JSON lines into `directory/logs.jsonl` (for instrumentations that
    log content as events)."""
    from opentelemetry.sdk._logs import LoggerProvider
    from opentelemetry.sdk._logs.export import SimpleLogRecordProcessor
    from opentelemetry.sdk.resources import Resource

    from miner.demo.exporter import OtlpJsonLinesLogExporter

    provider = LoggerProvider(resource=Resource.create({"service.name": service}))
    provider.add_log_record_processor(SimpleLogRecordProcessor(OtlpJsonLinesLogExporter(directory, prefix="logs")))
    return provider


def versions(*packages: str) -> dict[str, str]:
    return {package: metadata.version(package) for package in packages}


def write_labels(directory: Path, generator: str, producer: str, library_versions: dict[str, str],
                 switch: str) -> None:
    """`labels.json`: what happened, with the provenance of the fixture and how content capture was set."""
    body = {
        "producer": producer,
        "versions": library_versions,
        "generated_by": str(Path(generator).resolve().relative_to(REPO)),
        "content_switch": switch,
        "scenario": os.environ.get("CONFORMANCE_SCENARIO") or "tuning",
        "sessions": [asdict(session) for session in RECORD.sessions],
    }
    (directory / "labels.json").write_text(json.dumps(body, indent=1) + "\n", encoding="utf-8")
    for lines in directory.glob("*.jsonl"):  # the miner reads .gz as is; a fixed mtime keeps reruns byte-stable
        with lines.open("rb") as source, gzip.GzipFile(f"{lines}.gz", "wb", mtime=0) as target:
            target.write(source.read())
        lines.unlink()


@contextmanager
def fake_server() -> Any:
    with FakeOpenAI(script()) as server:
        yield server


def serve_for_another_language() -> None:
    """For a producer in another language (the Vercel AI SDK): serve the fake OpenAI server, print one JSON line
    with its address and the conversations to play, and stop when standard input closes."""
    with fake_server() as server:
        conversations = [asdict(conversation) for conversation in CONVERSATIONS]
        print(json.dumps({"base_url": server.base_url, "conversations": conversations,
                          "system_prompt": SYSTEM_PROMPT, "model": MODEL, "refund_failure": REFUND_FAILURE}),
              flush=True)
        sys.stdin.read()


if __name__ == "__main__":
    serve_for_another_language()

