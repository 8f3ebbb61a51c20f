"""`<out>/manifest.json`: what `miner run` did, run by run, beside the traces `miner score` reads.

The traces hold what the agent did; the manifest holds what the harness knows besides: the turns played,
where and why each run stopped, the calls no fixture could answer, each turn's transcript with its checks,
and the versions of the framework and the model. It is written (atomically) when the runs end, however they end:
an interrupted `miner run` leaves the manifest of the runs already written.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from miner.atomic import write_text_atomically
from miner.formats.results import CallRecord, CheckResult

MANIFEST_NAME = "manifest.json"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RunOutcome(StrEnum):
    PASSED = "passed"  # every turn played, every check passed
    FAILED = "failed"  # a turn failed a check
    RAISED = "raised"  # the agent raised an exception


class FixtureMiss(_Model):
    """A tool call no recorded call of the fixture could answer; the agent got an error result instead."""

    turn: int = Field(ge=1)
    tool: str
    args: dict[str, Any] = Field(default_factory=dict)


class TurnTranscript(_Model):
    turn: int = Field(ge=1, description="The turn, counted from 1.")
    user_text: str | None = None
    calls: list[CallRecord] = Field(default_factory=list, description="Every tool call, sub-agents' included.")
    answer: str | None = None
    checks: list[CheckResult] = Field(default_factory=list, description="The turn's deterministic checks.")
    error: str | None = Field(None, description="The exception the agent raised in this turn, with its traceback.")

    @property
    def passed(self) -> bool:
        return self.error is None and all(check.passed is not False for check in self.checks)


class RunRecord(_Model):
    eval_id: str
    run: int = Field(ge=1, description="The repeat, counted from 1.")
    conversation_id: str = Field(description="`<eval_id>/run-<n>`: gen_ai.conversation.id of the run's spans.")
    outcome: RunOutcome
    turns_total: int = Field(ge=0, description="The turns of the case.")
    turns_played: int = Field(ge=0)
    stopped_at: int | None = Field(None, description="The turn that ended the run early (failed or raised).")
    reason: str | None = Field(None, description="Why the run failed, in one line.")
    not_played: list[int] = Field(default_factory=list, description="Turns never sent to the agent.")
    fixture_misses: list[FixtureMiss] = Field(default_factory=list)
    live_calls: list[str] = Field(default_factory=list, description="Read-only tools run live (--live-read-only).")
    spans: str | None = Field(None, description="The run's OTLP/JSON file, relative to the manifest's folder.")
    seconds: float = Field(0.0, ge=0, description="Wall time of the run.")
    transcript: list[TurnTranscript] = Field(default_factory=list)

    def failing_turn(self) -> TurnTranscript | None:
        return next((turn for turn in self.transcript if not turn.passed), None)


class RunManifest(_Model):
    suite: str
    agent: str = Field(description="The agent spec the runs were made with.")
    framework: str
    framework_version: str | None = None
    model: str | None = Field(None, description="The agent's model, as the framework names it.")
    miner_version: str
    started_at: datetime
    repeat: int = Field(ge=1)
    live_read_only: bool = False
    play_all: bool = False
    runs: list[RunRecord] = Field(default_factory=list)

    def dump(self) -> str:
        return self.model_dump_json(indent=2) + "\n"

    def write(self, folder: Path) -> Path:
        path = folder / MANIFEST_NAME
        write_text_atomically(path, self.dump(), overwrite=True)
        return path
