"""Pydantic AI: an `Agent`, run turn by turn with the conversation's message history. For each turn the agent's
toolsets are replaced (`agent.override`) by one toolset wrapping them all, whose `call_tool` answers from the
fixture backend; the wrapped tools run only for a live read-only call. The case's session state is passed as
the run's `deps` when the agent declares dict deps.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

from pydantic_ai import Agent, RunContext
from pydantic_ai.messages import ModelMessage
from pydantic_ai.toolsets import AbstractToolset, CombinedToolset, ToolsetTool, WrapperToolset

from miner.run.protocol import ToolBox

FRAMEWORK = "pydantic-ai"


@dataclass
class FixtureToolset(WrapperToolset[Any]):
    toolbox: ToolBox | None = field(default=None, kw_only=True)

    async def call_tool(self, name: str, tool_args: dict[str, Any], ctx: RunContext[Any],
                        tool: ToolsetTool[Any]) -> Any:
        assert self.toolbox is not None
        answer = self.toolbox.answer(name, tool_args, ctx.tool_call_id, ctx.agent.name if ctx.agent else None)
        if not answer.live:
            return answer.as_result()
        try:
            result = await super().call_tool(name, tool_args, ctx, tool)
        except Exception:
            self.toolbox.backend.record_live_failure()
            raise
        self.toolbox.trace(name, tool_args, ctx.tool_call_id, result, None)
        return result


def _text(output: object) -> str:
    return output if isinstance(output, str) else json.dumps(output, default=str, ensure_ascii=False)


class PydanticAiConversation:
    def __init__(self, agent: Agent[Any, Any], toolsets: list[AbstractToolset[Any]], deps: Any,
                 toolbox: ToolBox) -> None:
        self.agent, self.deps = agent, deps
        self.toolset = FixtureToolset(CombinedToolset(toolsets), toolbox=toolbox)
        self.history: list[ModelMessage] = []

    async def send(self, text: str) -> str | None:
        with self.agent.override(tools=[], toolsets=[self.toolset]):
            result = await self.agent.run(text, message_history=self.history, deps=self.deps)
        self.history = result.all_messages()
        return _text(result.output)


class PydanticAiAdapter:
    framework = FRAMEWORK

    def __init__(self, target: object) -> None:
        if not isinstance(target, Agent):
            raise TypeError(f"not a Pydantic AI Agent but a {type(target).__name__}")
        self.agent: Agent[Any, Any] = target
        self.agent_name = target.name or "agent"

    def versions(self) -> tuple[str | None, str | None]:
        model = self.agent.model
        name = model if isinstance(model, str) or model is None else getattr(model, "model_name", None)
        return metadata.version("pydantic-ai-slim"), name

    async def start(self, conversation_id: str, state: dict[str, Any], tools: ToolBox) -> PydanticAiConversation:
        deps = dict(state) if self.agent.deps_type is dict else None
        return PydanticAiConversation(self.agent, list(self.agent.toolsets), deps, tools)
