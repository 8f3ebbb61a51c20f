"""The one normalized model every stage after the sources reads: sessions, turns, tool calls, signals.

Sources and conventions produce it; signals, sampling, redaction and drafting consume it. Nothing after
assembly looks at spans or log records again.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

SignalKind = Literal["complaint", "escalation", "error", "thumbs_down"]
SIGNAL_KINDS: tuple[SignalKind, ...] = ("complaint", "escalation", "error", "thumbs_down")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ToolCall(_Model):
    """One call of a tool by the agent, with what came back."""

    name: str
    call_id: str | None = None
    args: dict[str, Any] = Field(default_factory=dict)
    result: Any = None
    status: Literal["ok", "error"] = "ok"
    error: str | None = None
    span_id: str | None = None


class Feedback(_Model):
    """A judgement of the session or of one answer: a user's thumbs, an annotation, an evaluation."""

    name: str = "feedback"
    score: float | None = None
    label: str | None = None
    explanation: str | None = None
    source: str = "trace"
    span_id: str | None = None


class ErrorRecord(_Model):
    """A failure seen outside a tool result: a span with error status, an exception event."""

    type: str | None = None
    message: str | None = None
    span_name: str | None = None
    span_id: str | None = None


class Turn(_Model):
    """One user message and everything the agent did about it, up to its final response."""

    index: int
    invocation_id: str | None = None
    started_at: datetime | None = None
    ended_at: datetime | None = None
    user_text: str | None = None
    tool_calls: list[ToolCall] = Field(default_factory=list)
    intermediate_texts: list[str] = Field(default_factory=list)
    final_response: str | None = None
    agent_name: str | None = None
    transfers: list[str] = Field(default_factory=list)
    errors: list[ErrorRecord] = Field(default_factory=list)
    feedback: list[Feedback] = Field(default_factory=list)


class Evidence(_Model):
    """Where a signal was seen: the turn, the span or tool, and the matched text or status."""

    turn: int | None = None
    span_id: str | None = None
    tool: str | None = None
    detail: str


class Signal(_Model):
    """Why a session is bad, with the evidence a reviewer needs to check it."""

    kind: SignalKind
    detector: str
    severity: float = 1.0
    evidence: list[Evidence] = Field(default_factory=list)


class Session(_Model):
    """One conversation between a user and the agent, assembled across traces and sources."""

    session_id: str
    user_id: str | None = None
    app_name: str | None = None
    started_at: datetime
    ended_at: datetime
    trace_ids: list[str] = Field(default_factory=list)
    state: dict[str, Any] = Field(default_factory=dict)
    turns: list[Turn] = Field(default_factory=list)
    feedback: list[Feedback] = Field(default_factory=list)
    signals: list[Signal] = Field(default_factory=list)
    content_captured: bool = True

    def tool_names(self) -> list[str]:
        return [call.name for turn in self.turns for call in turn.tool_calls]
