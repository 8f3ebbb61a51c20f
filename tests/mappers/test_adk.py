"""ADK traces written by google-adk itself (a scripted model, real tools, InMemoryRunner), read back as sessions.

Both telemetry layouts are produced in this one process: ADK reads `ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN` and the
content switches from the environment on every call.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator
from pathlib import Path
from typing import Any

import pytest
from google.adk.agents import LlmAgent
from google.adk.models import BaseLlm, LlmRequest, LlmResponse
from google.adk.runners import InMemoryRunner
from google.genai import types
from pydantic import Field

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import read_sessions
from miner.mappers.adk import ADKConvention
from miner.model import Session

LAYOUTS = {"v1": "1", "v2": "2"}


class ScriptedModel(BaseLlm):
    """Answers each model call with the next canned response: no network, same every run."""

    model: str = "scripted-model"
    script: list[LlmResponse] = Field(default_factory=list)

    async def generate_content_async(
        self, llm_request: LlmRequest, stream: bool = False
    ) -> AsyncGenerator[LlmResponse, None]:
        yield self.script.pop(0)


def calls(name: str, args: dict[str, Any], call_id: str) -> LlmResponse:
    part = types.Part(function_call=types.FunctionCall(id=call_id, name=name, args=args))
    return LlmResponse(content=types.Content(role="model", parts=[part]))


def says(text: str) -> LlmResponse:
    return LlmResponse(content=types.Content(role="model", parts=[types.Part(text=text)]))


def lookup_order(order_id: str) -> dict[str, Any]:
    """Look up an order by its id."""
    return {"status": "shipped", "order_id": order_id}


def refund_order(order_id: str) -> dict[str, Any]:
    """Refund an order."""
    raise RuntimeError("refund service unavailable")


def report_tool_error(tool: Any, args: dict[str, Any], tool_context: Any, error: Exception) -> dict[str, Any]:
    return {"error": str(error)}


def run_conversation(agent: LlmAgent, questions: list[str]) -> str:
    async def conversation() -> str:
        runner = InMemoryRunner(agent=agent, app_name="shop")
        session = await runner.session_service.create_session(app_name="shop", user_id="customer-1")
        for question in questions:
            message = types.Content(role="user", parts=[types.Part(text=question)])
            async for _ in runner.run_async(user_id="customer-1", session_id=session.id, new_message=message):
                pass
        return session.id

    return asyncio.run(conversation())


def support_agent() -> LlmAgent:
    model = ScriptedModel(script=[
        calls("lookup_order", {"order_id": "A-17"}, "call-1"), says("Your order A-17 has shipped."),
        calls("refund_order", {"order_id": "A-17"}, "call-2"), says("Sorry, I could not refund A-17."),
    ])
    return LlmAgent(name="support", model=model, instruction="Help with orders.",
                    tools=[lookup_order, refund_order], on_tool_error_callback=report_tool_error)


def read_back(traces: Path) -> tuple[list[Session], Diagnostics]:
    diagnostics = Diagnostics(stream=None)
    return list(read_sessions([str(traces)], MinerConfig(), diagnostics)), diagnostics


@pytest.fixture(params=sorted(LAYOUTS))
def layout(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN", LAYOUTS[request.param])
    # v2 puts content on spans only when the GenAI switch says so; v1 has its own switch, on by default.
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "SPAN_ONLY")
    monkeypatch.delenv("ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS", raising=False)
    return str(request.param)


def span_names(traces: Path) -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in traces.glob("*.jsonl"))


def test_two_turns_with_tool_results_and_a_tool_error(layout: str, traces_dir: Path) -> None:
    session_id = run_conversation(support_agent(), ["Where is my order A-17?", "Please refund A-17."])

    written = span_names(traces_dir)
    assert ('"name":"call_llm"' in written) == (layout == "v1")
    assert ('"name":"invoke_workflow support"' in written) == (layout == "v2")

    sessions, diagnostics = read_back(traces_dir)
    assert [session.session_id for session in sessions] == [session_id]
    session = sessions[0]
    assert session.content_captured and diagnostics.notes == []
    assert len(session.trace_ids) == 2
    first, second = session.turns

    assert first.user_text == "Where is my order A-17?"
    assert [(call.name, call.call_id, call.args, call.result, call.status) for call in first.tool_calls] == [
        ("lookup_order", "call-1", {"order_id": "A-17"}, {"status": "shipped", "order_id": "A-17"}, "ok")
    ]
    assert first.final_response == "Your order A-17 has shipped."

    assert second.user_text == "Please refund A-17."
    [refund] = second.tool_calls
    assert (refund.name, refund.call_id, refund.args) == ("refund_order", "call-2", {"order_id": "A-17"})
    assert refund.status == "error" and refund.error
    assert refund.result == {"error": "refund service unavailable"}
    assert second.final_response == "Sorry, I could not refund A-17."

    assert {turn.agent_name for turn in session.turns} == {"support"}
    assert first.invocation_id and second.invocation_id and first.invocation_id != second.invocation_id
    assert first.intermediate_texts == [] and second.transfers == []


def test_transfer_to_another_agent(layout: str, traces_dir: Path) -> None:
    model = ScriptedModel(script=[calls("transfer_to_agent", {"agent_name": "billing"}, "call-9"),
                                  says("Billing here: your invoice is on its way.")])
    billing = LlmAgent(name="billing", model=model, description="Invoices and payments.")
    root = LlmAgent(name="support", model=model, instruction="Route the customer.", sub_agents=[billing])

    run_conversation(root, ["I need my invoice."])

    [session], _ = read_back(traces_dir)
    [turn] = session.turns
    assert turn.transfers == ["billing"]
    assert [call.name for call in turn.tool_calls] == ["transfer_to_agent"]
    assert turn.final_response == "Billing here: your invoice is on its way."
    assert turn.agent_name == "support"


@pytest.mark.parametrize("switches", [
    {"ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN": "1", "ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS": "false"},
    {"ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN": "2"},
], ids=["v1-capture-off", "v2-default"])
def test_traces_without_content_get_the_switch_note_once(
    switches: dict[str, str], traces_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", raising=False)
    for key, value in switches.items():
        monkeypatch.setenv(key, value)
    run_conversation(support_agent(), ["Where is my order A-17?", "Please refund A-17."])
    run_conversation(support_agent(), ["Where is my order A-17?", "Please refund A-17."])

    sessions, diagnostics = read_back(traces_dir)

    assert len(sessions) == 2
    assert not any(session.content_captured for session in sessions)
    [adk] = ADKConvention.producers
    assert diagnostics.notes == [f"the traces of 2 session(s) hold no message content: {adk.to_capture}"]
    # The structure survives without content: turns, tool names and the failed call.
    turns = sessions[0].turns
    assert [[call.name for call in turn.tool_calls] for turn in turns] == [["lookup_order"], ["refund_order"]]
    assert [call.status for call in turns[1].tool_calls] == ["error"]
    assert all(call.args == {} and call.result is None for turn in turns for call in turn.tool_calls)
    assert all(turn.user_text is None and turn.final_response is None for turn in turns)


def test_a_tool_that_raises_ends_the_turn_with_its_error(layout: str, traces_dir: Path) -> None:
    model = ScriptedModel(script=[calls("refund_order", {"order_id": "A-17"}, "call-5")])
    agent = LlmAgent(name="support", model=model, tools=[refund_order])

    with pytest.raises(RuntimeError):
        run_conversation(agent, ["Please refund A-17."])

    [session], _ = read_back(traces_dir)
    [turn] = session.turns
    [refund] = turn.tool_calls
    # ADK writes "<not specified>" for the id and the response of a call that raised: neither is content.
    assert (refund.name, refund.call_id, refund.args, refund.result) == (
        "refund_order", None, {"order_id": "A-17"}, None)
    assert (refund.status, refund.error) == ("error", "refund service unavailable")
    assert turn.final_response is None
    assert {error.message for error in turn.errors} == {"refund service unavailable"}


def test_a_model_error_response_is_a_turn_error_in_v1(traces_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Only v1 records it: its `call_llm` span holds the whole LlmResponse. v2 spans say nothing of it (ADK 2.13).
    monkeypatch.setenv("ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN", "1")
    model = ScriptedModel(script=[LlmResponse(error_code="SAFETY", error_message="blocked by the safety filter")])

    run_conversation(LlmAgent(name="support", model=model), ["Hello?"])

    [session], _ = read_back(traces_dir)
    [turn] = session.turns
    assert turn.user_text == "Hello?" and turn.final_response is None
    assert [(error.type, error.message, error.span_name) for error in turn.errors] == [
        ("SAFETY", "blocked by the safety filter", "call_llm")]


def test_v1_with_the_experimental_genai_layout_counts_each_model_call_once(
        traces_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Content then sits on `call_llm` and again on its `generate_content` child.
    monkeypatch.setenv("ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN", "1")
    monkeypatch.setenv("OTEL_SEMCONV_STABILITY_OPT_IN", "gen_ai_latest_experimental")
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "SPAN_ONLY")
    checking = LlmResponse(content=types.Content(role="model", parts=[
        types.Part(text="Let me check."),
        types.Part(function_call=types.FunctionCall(id="call-1", name="lookup_order", args={"order_id": "A-17"})),
    ]))
    model = ScriptedModel(script=[checking, says("Your order A-17 has shipped.")])
    agent = LlmAgent(name="support", model=model, instruction="Help with orders.", tools=[lookup_order])
    run_conversation(agent, ["Where is my order A-17?"])
    written = span_names(traces_dir)
    assert '"name":"call_llm"' in written and '"name":"generate_content scripted-model"' in written

    [session], _ = read_back(traces_dir)
    [turn] = session.turns
    assert [call.name for call in turn.tool_calls] == ["lookup_order"]
    assert turn.intermediate_texts == ["Let me check."]
    assert turn.final_response == "Your order A-17 has shipped."
