"""The one normalized model every stage after the sources reads: sessions, turns, tool calls, signals.

Sources and conventions produce it; signals, sampling, redaction and drafting consume it. Nothing after
assembly looks at spans or log records again.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field


@dataclass(frozen=True)
class Schema:
    """Marks a string field as schema, not content: redaction keeps it as long as it has the shape of schema
    (`identifier`: a tool, agent or type name; `opaque_id`: a generated id). One that does not is data: replaced
    whole as `entity` when given (a tool name must stay one name), else redacted as free text. Every string
    field not marked is content, and redacted."""

    entity: str | None = None
    shape: Literal["identifier", "opaque_id"] = "identifier"


@dataclass(frozen=True)
class Personal:
    """Marks a string field whose whole value is personal data of type `entity`, whatever it looks like."""

    entity: str


Name = Annotated[str, Schema()]
ToolName = Annotated[str, Schema("TOOL_NAME")]
AgentName = Annotated[str, Schema("AGENT_NAME")]
CallId = Annotated[str, Schema("CALL_ID", "opaque_id")]
OpaqueId = Annotated[str, Schema(shape="opaque_id")]

# The name of the detector that found a signal (`miner.signals.registry` lists them: `KINDS`).
SignalKind = Annotated[str, Schema()]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ToolCall(_Model):
    """One call of a tool by the agent, with what came back."""

    name: ToolName
    call_id: CallId | None = None
    args: dict[str, Any] = Field(default_factory=dict)
    result: Any = None
    status: Literal["ok", "error"] = "ok"
    error: str | None = None
    span_id: OpaqueId | None = None


class Feedback(_Model):
    """A judgement of the session or of one answer: a user's thumbs, an annotation, an evaluation."""

    name: Name = "feedback"
    score: float | None = None
    label: str | None = None
    explanation: str | None = None
    source: Name = "trace"
    span_id: OpaqueId | None = None


class ErrorRecord(_Model):
    """A failure seen outside a tool result: a span with error status, an exception event."""

    type: Name | None = None
    message: str | None = None
    span_name: str | None = None
    span_id: OpaqueId | None = None


class Turn(_Model):
    """One user message and everything the agent did about it, up to its final response."""

    index: int
    invocation_id: OpaqueId | None = None
    started_at: datetime | None = None
    ended_at: datetime | None = None
    user_text: str | None = None
    tool_calls: list[ToolCall] = Field(default_factory=list)
    intermediate_texts: list[str] = Field(default_factory=list)
    final_response: str | None = None
    agent_name: AgentName | None = None
    transfers: list[AgentName] = Field(default_factory=list)
    errors: list[ErrorRecord] = Field(default_factory=list)
    feedback: list[Feedback] = Field(default_factory=list)


class Evidence(_Model):
    """Where a signal was seen: the turn, the span or tool, and the matched text or status."""

    turn: int | None = None
    span_id: OpaqueId | None = None
    tool: ToolName | None = None
    detail: str


class Signal(_Model):
    """Why a session is bad, with the evidence a reviewer needs to check it."""

    kind: SignalKind
    detector: Name
    severity: float = 1.0
    evidence: list[Evidence] = Field(default_factory=list)


class Session(_Model):
    """One conversation between a user and the agent, assembled across traces and sources."""

    session_id: Annotated[str, Personal("SESSION_ID")]
    user_id: Annotated[str, Personal("USER_ID")] | None = None
    app_name: Name | None = None
    started_at: datetime
    ended_at: datetime
    trace_ids: list[OpaqueId] = Field(default_factory=list)
    state: dict[str, Any] = Field(default_factory=dict)
    turns: list[Turn] = Field(default_factory=list)
    feedback: list[Feedback] = Field(default_factory=list)
    signals: list[Signal] = Field(default_factory=list)
    content_captured: bool = True

    def tool_names(self) -> list[str]:
        return [call.name for turn in self.turns for call in turn.tool_calls]
