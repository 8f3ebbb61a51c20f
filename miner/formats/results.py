"""Eval results: `build/eval-results/<eval_id>.json`, one per case, written by `miner score` before any gate.

A result holds every run of the case as it was scored: each turn's user message, tool calls, answer and checks,
so a failure can be read from the file alone. `summary` is what a baseline keeps and what the gate compares.
This model is the single source of truth for reading and writing the file and for its JSON Schema
(`miner schema results`).
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from miner.atomic import write_text_atomically
from miner.errors import MinerError

RESULTS_FOLDER = "build/eval-results"
CallStatus = Literal["completed", "failed", "no result"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CheckKind(StrEnum):
    TRAJECTORY = "trajectory"
    MUST_NOT_CALL = "mustNotCall"
    REQUIRED_FACTS = "requiredFacts"
    FORBIDDEN_CLAIMS = "forbiddenClaims"
    CLARIFYING = "clarifying"
    RUBRIC = "rubric"


class RunStatus(StrEnum):
    PASSED = "passed"
    FAILED = "failed"
    UNSCORABLE = "unscorable"


class GateStatus(StrEnum):
    PASSED = "passed"
    FAILED = "failed"
    NOT_GATED = "not_gated"


class CallRecord(_Model):
    """One tool call the agent made, as the run recorded it."""

    name: str
    args: dict[str, Any] = Field(default_factory=dict)
    status: CallStatus = "completed"
    agent: str | None = Field(None, description="The (sub-)agent that made the call, when the run says.")


class CheckResult(_Model):
    check: CheckKind
    passed: bool | None = Field(description="None: the check could not be made (a judge that failed).")
    reason: str | None = Field(None, description="Why it failed, or why it could not be made.")
    criterion: str | None = Field(None, description="The rubric criterion, for a rubric check.")


class TurnResult(_Model):
    turn: int = Field(ge=1)
    user_text: str | None = None
    calls: list[CallRecord] = Field(default_factory=list)
    answer: str | None = None
    checks: list[CheckResult] = Field(default_factory=list)

    @property
    def passed(self) -> bool:
        return all(check.passed is not False for check in self.checks)


class RunResult(_Model):
    run: str = Field(description="Where the run came from: a session id, or an ADK eval result and its session.")
    source: str = Field(description="The file the run was read from.")
    status: RunStatus
    reason: str | None = Field(None, description="Why the run could not be scored.")
    score: float | None = Field(None, description="Passed checks / checks made, 0..1.")
    turns: list[TurnResult] = Field(default_factory=list)

    def failed_turns(self) -> list[TurnResult]:
        return [turn for turn in self.turns if not turn.passed]


class Summary(_Model):
    """The figures a baseline keeps and the gate compares."""

    runs: int = Field(description="Runs scored (passed + failed); unscorable runs are not counted.")
    passed: int
    unscorable: int = 0
    pass_rate: float | None = Field(None, description="passed / runs; None when no run was scored.")
    score: float | None = Field(None, description="Mean of the scored runs' scores, 0..1.")
    checks: dict[str, float] = Field(
        default_factory=dict, description="Per check (`turn N kind`): the share of scored runs that passed it."
    )


class Gate(_Model):
    status: GateStatus
    reasons: list[str] = Field(default_factory=list)
    baseline_pass_rate: float | None = None
    baseline_score: float | None = None


class PerCaseFile(_Model):
    """A file named after its case, `<folder>/<eval_id>.json`: pretty, stable JSON, replaced atomically."""

    eval_id: str

    def dump(self) -> str:
        return self.model_dump_json(indent=2) + "\n"

    def write(self, folder: Path) -> Path:
        if self.eval_id in {"", ".", ".."} or Path(self.eval_id).name != self.eval_id:
            raise MinerError(f"eval id {self.eval_id!r} cannot name a file in {folder}; rename the case")
        path = folder / f"{self.eval_id}.json"
        write_text_atomically(path, self.dump(), overwrite=True)
        return path


PerCaseFileT = TypeVar("PerCaseFileT", bound=PerCaseFile)


def read_per_case_file(path: Path, model: type[PerCaseFileT]) -> PerCaseFileT | None:
    """The file at `path` as `model`; None when there is none; ValueError saying why it is not one."""
    try:
        return model.model_validate_json(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, ValidationError) as error:
        detail = error.errors(include_url=False)[0]["msg"] if isinstance(error, ValidationError) else str(error)
        raise ValueError(detail) from None


class EvalResult(PerCaseFile):
    suite_file: str
    scored_at: datetime
    summary: Summary
    gate: Gate
    runs: list[RunResult] = Field(default_factory=list)


class ResultFileError(MinerError):
    """A result file that is missing or not an eval result."""


def read_result(path: Path) -> EvalResult:
    try:
        result = read_per_case_file(path, EvalResult)
    except ValueError as error:
        raise ResultFileError(f"{path}: not an eval result ({error})") from None
    if result is None:
        raise ResultFileError(f"{path}: no such result; run `miner score` first")
    return result
