"""What `miner run` drives: an adapter per framework, and the driver protocol for everything else.

An adapter wraps the agent a spec names (`adk:shop.agent:root_agent`) and starts one conversation per run: a
fresh session seeded with the case's state, whose tool calls all go to the run's `ToolBox`. The harness sends the
user turns in order and reads each answer.

The driver protocol is what a team writes when its agent runs in no framework the miner knows (the agent-driver
idea of multi-turn evals): `driver:package.module:make_driver` names a factory that takes a `ToolBox` and returns
an object with

    start(state: dict) -> None      a new conversation, seeded with the case's session state
    send(text: str) -> str          one user turn in, the agent's answer out

whose tools ask the toolbox for their answers (`toolbox.call("lookup_order", {"order_id": "A-1"})`) instead of
calling the live service. `start` and `send` may be coroutines.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Protocol, runtime_checkable

from opentelemetry import trace
from opentelemetry.trace import Span, Status, StatusCode

from miner.run.fixtures import FixtureBackend, ToolAnswer
from miner.run.spans import tool_span


class ToolBox:
    """A run's tools as an agent sees them: each call answered by the fixture backend and traced as a span of the
    current turn. Adapters call `answer` (the framework runs the tool itself when the answer is live); a driver
    calls `call`, which runs `live` only when the answer allows it."""

    def __init__(self, backend: FixtureBackend, tracer: trace.Tracer) -> None:
        self.backend = backend
        self.tracer = tracer
        self.turn_span: Span | None = None
        self._calls = 0

    def answer(self, tool: str, args: Mapping[str, Any], call_id: str | None = None,
               agent: str | None = None) -> ToolAnswer:
        answer = self.backend.answer(tool, args, agent)
        self._calls += 1
        if not answer.live:
            self.trace(tool, args, call_id, answer.as_result(), answer.error)
        return answer

    def trace(self, tool: str, args: Mapping[str, Any], call_id: str | None, result: Any, error: str | None) -> None:
        """A span for one call under the turn's span, named by the framework's call id so that the framework's
        own span of the same call is read as the same call."""
        if self.turn_span is None:
            return
        call_id = call_id or f"miner-call-{self._calls}"
        tool_span(self.tracer, self.turn_span, tool, args, call_id, result, error)

    def call(self, tool: str, args: Mapping[str, Any], live: Callable[..., Any] | None = None) -> Any:
        """For drivers: the fixture's answer to a call (an error result on a miss), or the live tool's when the
        run allows it (`--live-read-only` and a read-only tool with no recording)."""
        answer = self.answer(tool, args)
        if answer.live:
            if live is None:
                result: Any = {"error": f"{tool} has no recording and no live function was given"}
                self.backend.record_live_failure()
            else:
                try:
                    result = live(**args)
                except Exception as error:
                    self.backend.record_live_failure()
                    result = {"error": f"{type(error).__name__}: {error}"}
            self.trace(tool, args, None, result, None)
            return result
        return answer.as_result()


def mark_failed(span: Span, error: BaseException) -> None:
    span.record_exception(error)
    span.set_status(Status(StatusCode.ERROR, type(error).__name__))


class Conversation(Protocol):
    """One run's session with the agent."""

    async def send(self, text: str) -> str | None: ...


class Adapter(Protocol):
    """An agent of one framework, ready to start conversations."""

    framework: str
    agent_name: str

    def versions(self) -> tuple[str | None, str | None]:
        """The framework's version and the agent's model, as the framework names it."""
        ...

    async def start(self, conversation_id: str, state: dict[str, Any], tools: ToolBox) -> Conversation: ...


@runtime_checkable
class Driver(Protocol):
    """The driver protocol (see the module docstring)."""

    def start(self, state: dict[str, Any]) -> Awaitable[None] | None: ...

    def send(self, text: str) -> str | Awaitable[str | None] | None: ...
