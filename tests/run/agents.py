"""Agents of every framework `miner run` drives, each with a scripted model (no network) that follows one rule
book: what it does depends only on the conversation, so every repeat of a run behaves the same.

Their tools raise when called: a test passes only if the harness answered every call from the fixture.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncGenerator, Callable
from typing import Any

ORDER = re.compile(r"\b[A-Z]-\d+\b")


class LiveToolCalled(RuntimeError):
    pass


def lookup_order(order_id: str) -> dict[str, Any]:
    """Look up an order."""
    raise LiveToolCalled(f"lookup_order ran live for {order_id}")


def issue_refund(order_id: str, amount: float) -> dict[str, Any]:
    """Refund an order."""
    raise LiveToolCalled(f"issue_refund ran live for {order_id}")


def track_shipment(order_id: str) -> dict[str, Any]:
    """Track an order's shipment: read-only, and allowed to run live under --live-read-only."""
    return {"carrier": "live-carrier", "order_id": order_id}


Step = tuple[str, str, dict[str, Any]] | tuple[str, str]  # ("call", tool, args) or ("say", text)


def decide(user_text: str, results: list[dict[str, Any]], tier: str | None = None) -> Step:
    """The rule book: the step after the user's message and the tool results of this turn so far."""
    if "crash" in user_text:
        raise RuntimeError("the model backend fell over")
    if "interrupt" in user_text:
        raise KeyboardInterrupt
    orders = ORDER.findall(user_text)
    order = orders[-1] if orders else None
    if "tier" in user_text:
        return "say", f"You are a {tier or 'unknown'} customer."
    if order is None:
        return "say", "Which order?"
    if "track" in user_text:
        if not results:
            return "call", "track_shipment", {"order_id": order}
        return "say", f"Order {order} goes with {results[-1].get('carrier')}."
    if not results:
        args: dict[str, Any] = {"order_id": order}
        if "twice" in user_text:
            args["verbose"] = True
        return "call", "lookup_order", args
    found = results[-1]
    if "error" in found:
        return "say", f"I could not look up order {order}."
    if "refund" in user_text and len(results) == 1:
        return "call", "issue_refund", {"order_id": order, "amount": found.get("total", 0)}
    if "refund" in user_text:
        return "say", f"Order {order} is refunded."
    return "say", f"Order {order} is {found.get('status')}."


# --- Google ADK ---------------------------------------------------------------------------------------------

from google.adk.agents import LlmAgent  # noqa: E402
from google.adk.apps import App  # noqa: E402
from google.adk.models import BaseLlm, LlmRequest, LlmResponse  # noqa: E402
from google.adk.plugins import BasePlugin  # noqa: E402
from google.genai import types  # noqa: E402


def _adk_turn(contents: list[types.Content]) -> tuple[str, list[dict[str, Any]]]:
    """The latest user message and the tool results that followed it."""
    user_text, results = "", []
    for content in contents:
        for part in content.parts or []:
            if part.function_response is not None:
                results.append(part.function_response.response or {})
            elif content.role == "user" and part.text:
                user_text, results = part.text, []
    return user_text, results


class RuleBookModel(BaseLlm):
    model: str = "rule-book-1"

    async def generate_content_async(self, llm_request: LlmRequest,
                                     stream: bool = False) -> AsyncGenerator[LlmResponse, None]:
        user_text, results = _adk_turn(llm_request.contents)
        instruction = str(llm_request.config.system_instruction or "") if llm_request.config else ""
        tier = instruction.split("tier:", 1)[1].split()[0] if "tier:" in instruction else None
        step = decide(user_text, results, tier)
        if step[0] == "call":
            part = types.Part(function_call=types.FunctionCall(name=step[1], args=step[2]))
        else:
            part = types.Part(text=step[1])
        yield LlmResponse(content=types.Content(role="model", parts=[part]),
                          usage_metadata=types.GenerateContentResponseUsageMetadata(
                              prompt_token_count=10, candidates_token_count=5, total_token_count=15))


class RefundsModel(BaseLlm):
    """The refunds sub-agent: refunds whatever order it is handed, then says so."""

    model: str = "rule-book-1"

    async def generate_content_async(self, llm_request: LlmRequest,
                                     stream: bool = False) -> AsyncGenerator[LlmResponse, None]:
        _user_text, results = _adk_turn(llm_request.contents)
        order = ORDER.findall(json.dumps([content.model_dump(mode="json") for content in llm_request.contents]))[0]
        if not results:
            part = types.Part(function_call=types.FunctionCall(name="issue_refund",
                                                               args={"order_id": order, "amount": 10}))
        else:
            part = types.Part(text=f"Refunded {order}.")
        yield LlmResponse(content=types.Content(role="model", parts=[part]))


class HandOffModel(BaseLlm):
    model: str = "rule-book-1"

    async def generate_content_async(self, llm_request: LlmRequest,
                                     stream: bool = False) -> AsyncGenerator[LlmResponse, None]:
        user_text, results = _adk_turn(llm_request.contents)
        if not results:
            call = types.FunctionCall(name="lookup_order", args={"order_id": ORDER.findall(user_text)[-1]})
        else:
            call = types.FunctionCall(name="transfer_to_agent", args={"agent_name": "refunds"})
        yield LlmResponse(content=types.Content(role="model", parts=[types.Part(function_call=call)]))


def support_agent() -> LlmAgent:
    return LlmAgent(name="support", model=RuleBookModel(), instruction="Help with orders. tier: {tier?}",
                    tools=[lookup_order, issue_refund, track_shipment])


class CachePlugin(BasePlugin):
    """A team's own plugin that answers lookups from a cache: the fixture must still come first."""

    async def before_tool_callback(self, *, tool: Any, tool_args: dict[str, Any], tool_context: Any) -> dict[str, Any]:
        return {"status": "from the cache"}


adk_agent = support_agent()
adk_app = App(name="shop", root_agent=support_agent(), plugins=[CachePlugin(name="cache")])
adk_hand_off = LlmAgent(name="support", model=HandOffModel(), tools=[lookup_order],
                        sub_agents=[LlmAgent(name="refunds", model=RefundsModel(), tools=[issue_refund])])
not_an_agent = 42


# --- Pydantic AI --------------------------------------------------------------------------------------------

from pydantic_ai import Agent  # noqa: E402
from pydantic_ai.messages import (  # noqa: E402
    ModelMessage,
    ModelRequest,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel  # noqa: E402


def _pydantic_ai_model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
    user_text, results = "", []
    for message in messages:
        if isinstance(message, ModelRequest):
            for part in message.parts:
                if isinstance(part, UserPromptPart) and isinstance(part.content, str):
                    user_text, results = part.content, []
                elif isinstance(part, ToolReturnPart):
                    content = part.content
                    results.append(content if isinstance(content, dict) else json.loads(str(content)))
    step = decide(user_text, results)
    if step[0] == "call":
        return ModelResponse(parts=[ToolCallPart(tool_name=step[1], args=step[2])])
    return ModelResponse(parts=[TextPart(content=step[1])])


pydantic_ai_agent = Agent(FunctionModel(_pydantic_ai_model, model_name="rule-book-1"), name="support",
                          tools=[lookup_order, issue_refund, track_shipment])


# --- LangChain ----------------------------------------------------------------------------------------------

from langchain.agents import create_agent  # noqa: E402
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel  # noqa: E402
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage  # noqa: E402
from langchain_core.outputs import ChatGeneration, ChatResult  # noqa: E402


class RuleBookChatModel(GenericFakeChatModel):
    """LangChain's fake chat model, answering by the rule book instead of from a fixed list."""

    messages: Any = iter(())

    def bind_tools(self, tools: Any, **kwargs: Any) -> RuleBookChatModel:
        return self

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        user_text, results = "", []
        for message in messages:
            if isinstance(message, HumanMessage):
                user_text, results = str(message.content), []
            elif isinstance(message, ToolMessage):
                results.append(json.loads(str(message.content)))
        step = decide(user_text, results)
        if step[0] == "call":
            reply = AIMessage(content="", tool_calls=[{"name": step[1], "args": step[2],
                                                       "id": f"lc-{len(messages)}", "type": "tool_call"}])
        else:
            reply = AIMessage(content=step[1])
        return ChatResult(generations=[ChatGeneration(message=reply)])


def build_langchain_agent(middleware: Any = ()) -> Any:
    return create_agent(RuleBookChatModel(), tools=[lookup_order, issue_refund, track_shipment],
                        middleware=list(middleware), name="support")


# --- The driver protocol ------------------------------------------------------------------------------------


class ShopDriver:
    """A team's own agent loop: its tools ask the miner's toolbox for their answers."""

    def __init__(self, tools: Any) -> None:
        self.tools = tools
        self.tier: str | None = None

    def start(self, state: dict[str, Any]) -> None:
        self.tier = state.get("tier")

    def send(self, text: str) -> str:
        results: list[dict[str, Any]] = []
        live: dict[str, Callable[..., Any]] = {"track_shipment": track_shipment}
        while True:
            step = decide(text, results, self.tier)
            if step[0] == "say":
                return step[1]
            results.append(self.tools.call(step[1], step[2], live=live.get(step[1])))


def make_driver(tools: Any) -> ShopDriver:
    return ShopDriver(tools)
