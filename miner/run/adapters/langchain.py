"""LangChain `create_agent`: middleware must be given when the agent is built, so the spec names the function
that builds it, called once with `middleware=[...]` (`langchain:shop.agent:build_agent`, where
`def build_agent(middleware=()): return create_agent(model, tools, middleware=[*middleware, ...])`). The
harness's middleware answers every tool call in `wrap_tool_call` from the fixture backend; the tool itself runs
only for a live read-only call. The conversation keeps its messages from turn to turn.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from importlib import metadata
from typing import Any

from langchain.agents.middleware import AgentMiddleware
from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, ToolMessage
from langgraph.prebuilt.tool_node import ToolCallRequest
from langgraph.types import Command

from miner.run.protocol import ToolBox

FRAMEWORK = "langchain"
_TOOLBOX: ContextVar[ToolBox | None] = ContextVar("miner_run_langchain_toolbox", default=None)


def _message(request: ToolCallRequest, toolbox: ToolBox) -> ToolMessage | None:
    call = request.tool_call
    answer = toolbox.answer(call["name"], call.get("args") or {}, call.get("id"))
    if answer.live:
        return None
    return ToolMessage(content=json.dumps(answer.as_result(), ensure_ascii=False, default=str),
                       tool_call_id=call.get("id") or "", name=call["name"],
                       status="error" if answer.error is not None else "success")


def _traced(request: ToolCallRequest, toolbox: ToolBox, result: ToolMessage | Command[Any]) -> None:
    call = request.tool_call
    content = result.content if isinstance(result, ToolMessage) else None
    toolbox.trace(call["name"], call.get("args") or {}, call.get("id"), content, None)


class FixtureMiddleware(AgentMiddleware):
    """Answers tool calls from the run's fixture backend."""

    def wrap_tool_call(self, request: ToolCallRequest,
                       handler: Callable[[ToolCallRequest], ToolMessage | Command[Any]]) -> ToolMessage | Command[Any]:
        toolbox = _TOOLBOX.get()
        if toolbox is None:
            return handler(request)
        answered = _message(request, toolbox)
        if answered is not None:
            return answered
        result = handler(request)
        _traced(request, toolbox, result)
        return result

    async def awrap_tool_call(
            self, request: ToolCallRequest,
            handler: Callable[[ToolCallRequest], Awaitable[ToolMessage | Command[Any]]]) -> ToolMessage | Command[Any]:
        toolbox = _TOOLBOX.get()
        if toolbox is None:
            return await handler(request)
        answered = _message(request, toolbox)
        if answered is not None:
            return answered
        result = await handler(request)
        _traced(request, toolbox, result)
        return result


def _answer(messages: list[AnyMessage]) -> str | None:
    for message in reversed(messages):
        if isinstance(message, AIMessage):
            return str(message.text) or None
    return None


class LangChainConversation:
    def __init__(self, agent: Any, toolbox: ToolBox) -> None:
        self.agent, self.toolbox = agent, toolbox
        self.messages: list[AnyMessage] = []

    async def send(self, text: str) -> str | None:
        token = _TOOLBOX.set(self.toolbox)
        try:
            result = await self.agent.ainvoke({"messages": [*self.messages, HumanMessage(text)]})
        finally:
            _TOOLBOX.reset(token)
        self.messages = list(result["messages"])
        return _answer(self.messages)


class LangChainAdapter:
    framework = FRAMEWORK

    def __init__(self, target: object) -> None:
        if not callable(target):
            raise TypeError(f"not a function building a LangChain agent but a {type(target).__name__}")
        try:
            agent = target(middleware=[FixtureMiddleware()])
        except TypeError as error:
            raise TypeError(f"not a function that takes middleware=[...] ({error})") from None
        if not hasattr(agent, "ainvoke"):
            raise TypeError(f"a function that returned a {type(agent).__name__}, not an agent")
        self.agent = agent
        self.agent_name = getattr(agent, "name", None) or getattr(target, "__name__", "agent")

    def versions(self) -> tuple[str | None, str | None]:
        return metadata.version("langchain"), None

    async def start(self, conversation_id: str, state: dict[str, Any], tools: ToolBox) -> LangChainConversation:
        return LangChainConversation(self.agent, tools)
