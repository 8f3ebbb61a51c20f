"""Google ADK: an agent (any `BaseAgent`) or an `App`, run by ADK's own `Runner` in an in-memory session whose id
is the run's conversation id. A plugin's `before_tool_callback` answers every tool call from the fixture backend
(always a non-empty dict, which ADK takes as the tool's result); it comes first among the App's plugins, so no
other plugin or callback lets a tool run live. ADK's own tools that hand a turn to another agent
(`transfer_to_agent`, an `AgentTool`) run for real: they are the agent's structure, not a service.
"""

from __future__ import annotations

from contextvars import ContextVar
from importlib import metadata
from typing import Any

from google.adk.agents import BaseAgent
from google.adk.apps import App
from google.adk.plugins import BasePlugin
from google.adk.runners import Runner
from google.adk.sessions import InMemorySessionService
from google.adk.tools import AgentTool, BaseTool, FunctionTool, ToolContext
from google.genai import types

from miner.run.protocol import ToolBox

FRAMEWORK = "adk"
_TOOLBOX: ContextVar[ToolBox | None] = ContextVar("miner_run_toolbox", default=None)


def _structural(tool: BaseTool) -> bool:
    if isinstance(tool, AgentTool):
        return True
    function = getattr(tool, "func", None) if isinstance(tool, FunctionTool) else None
    return getattr(function, "__module__", "").startswith("google.adk.")


class FixturePlugin(BasePlugin):
    def __init__(self) -> None:
        super().__init__(name="miner_fixtures")

    async def before_tool_callback(self, *, tool: BaseTool, tool_args: dict[str, Any],
                                   tool_context: ToolContext) -> dict[str, Any] | None:
        toolbox = _TOOLBOX.get()
        if toolbox is None:
            return None
        if _structural(tool):
            toolbox.backend.record(tool.name, tool_args, tool_context.agent_name, "completed")
            return None
        answer = toolbox.answer(tool.name, tool_args, tool_context.function_call_id, tool_context.agent_name)
        return None if answer.live else answer.as_result()

    async def on_tool_error_callback(self, *, tool: BaseTool, tool_args: dict[str, Any], tool_context: ToolContext,
                                     error: Exception) -> dict[str, Any] | None:
        toolbox = _TOOLBOX.get()
        if toolbox is not None:
            toolbox.backend.record_live_failure()
        return None


def _answer(events: list[Any]) -> str | None:
    texts = [
        "\n".join(part.text for part in event.content.parts if part.text and not part.thought)
        for event in events
        if event.is_final_response() and event.content is not None and event.content.parts and not event.partial
    ]
    texts = [text for text in texts if text]
    return texts[-1] if texts else None


class AdkConversation:
    def __init__(self, runner: Runner, user_id: str, session_id: str, toolbox: ToolBox) -> None:
        self.runner, self.user_id, self.session_id, self.toolbox = runner, user_id, session_id, toolbox

    async def send(self, text: str) -> str | None:
        token = _TOOLBOX.set(self.toolbox)
        try:
            message = types.Content(role="user", parts=[types.Part(text=text)])
            events = [event async for event in self.runner.run_async(
                user_id=self.user_id, session_id=self.session_id, new_message=message)]
        finally:
            _TOOLBOX.reset(token)
        return _answer(events)


class AdkAdapter:
    framework = FRAMEWORK

    def __init__(self, target: object) -> None:
        plugin = FixturePlugin()
        if isinstance(target, App):
            app = target.model_copy(update={"plugins": [plugin, *target.plugins]})
            root = target.root_agent
        elif isinstance(target, BaseAgent):
            app = App(name=target.name, root_agent=target, plugins=[plugin])
            root = target
        else:
            raise TypeError(f"not an ADK agent or App but a {type(target).__name__}")
        self.agent_name = getattr(root, "name", None) or app.name
        self._root = root
        self.sessions = InMemorySessionService()
        self.runner = Runner(app=app, session_service=self.sessions)

    def versions(self) -> tuple[str | None, str | None]:
        model = getattr(self._root, "model", None)
        name = model if isinstance(model, str) else getattr(model, "model", None)
        return metadata.version("google-adk"), name or None

    async def start(self, conversation_id: str, state: dict[str, Any], tools: ToolBox) -> AdkConversation:
        user_id = "eval-user"
        await self.sessions.create_session(app_name=self.runner.app_name, user_id=user_id,
                                           session_id=conversation_id, state=dict(state))
        return AdkConversation(self.runner, user_id, conversation_id, tools)
