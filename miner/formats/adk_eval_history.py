"""The results `adk eval` writes under `<agent>/.adk/eval_history/*.evalset_result.json`, as our own model.

It mirrors google-adk 2.13 to 2.15 (`google.adk.evaluation.eval_result.EvalSetResult`, `EvalCaseResult` with
2.15's `repetition_index`, and `eval_metrics.EvalMetricResult`, `EvalMetricResultPerInvocation`); keys a later ADK
adds at the result levels are kept as they were read, so what the miner writes back ADK reads as it wrote it. ADK
writes them with `model_dump_json`, so keys are snake_case, but its models accept camelCase too, and so does this
one. What the miner reads is the actual invocations of each case
(`eval_metric_result_per_invocation[].actual_invocation`, in the eval set's own `Invocation` shape); the metric
criteria and the session are kept as plain objects. Older ADK versions wrote the JSON document as one JSON string;
`parse_eval_history` reads both, as ADK's own `parse_eval_set_result_json`.
"""

from __future__ import annotations

import json
from enum import IntEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic.alias_generators import to_camel

from miner.errors import MinerError
from miner.formats.evalset import Invocation

EVAL_HISTORY_SUFFIX = ".evalset_result.json"
EVAL_HISTORY_FOLDER = ".adk/eval_history"


class EvalStatus(IntEnum):
    PASSED = 1
    FAILED = 2
    NOT_EVALUATED = 3
    INFORMATIONAL = 4


class _Model(BaseModel):
    # ADK's result models take unknown keys at these levels (an older ADK ignores what a later one adds), so they are
    # kept, not dropped; the metric models below forbid them, as ADK's do.
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="allow")


class _StrictModel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


class EvalMetricResult(_StrictModel):
    metric_name: str
    threshold: float | None = None
    criterion: dict[str, Any] | None = None
    custom_function_path: str | None = None
    score: float | None = None
    eval_status: EvalStatus
    details: dict[str, Any] = Field(default_factory=dict)


class EvalMetricResultPerInvocation(_StrictModel):
    actual_invocation: Invocation
    expected_invocation: Invocation | None = None
    eval_metric_results: list[EvalMetricResult] = Field(default_factory=list)


class EvalCaseResult(_Model):
    eval_set_file: str | None = None
    eval_set_id: str = ""
    eval_id: str = ""
    final_eval_status: EvalStatus
    eval_metric_results: list[Any] | None = None
    overall_eval_metric_results: list[EvalMetricResult]
    eval_metric_result_per_invocation: list[EvalMetricResultPerInvocation]
    session_id: str
    session_details: dict[str, Any] | None = None
    user_id: str | None = None
    repetition_index: int | None = None

    def actual_invocations(self) -> list[Invocation]:
        return [item.actual_invocation for item in self.eval_metric_result_per_invocation]


class EvalSetResult(_Model):
    eval_set_result_id: str
    eval_set_result_name: str | None = None
    eval_set_id: str
    eval_case_results: list[EvalCaseResult] = Field(default_factory=list)
    creation_timestamp: float = 0.0


class EvalHistoryError(MinerError):
    """A file named like ADK eval history that is not one."""


def is_eval_history_name(path: Path) -> bool:
    return path.name.endswith(EVAL_HISTORY_SUFFIX)


def parse_eval_history(text: str, path: Path) -> EvalSetResult:
    try:
        document = json.loads(text)
        if isinstance(document, str):  # written double-encoded by older ADK versions
            document = json.loads(document)
    except json.JSONDecodeError as error:
        raise EvalHistoryError(f"{path}: not valid JSON (line {error.lineno}, column {error.colno})") from None
    try:
        return EvalSetResult.model_validate(document)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        where = ".".join(str(part) for part in first["loc"]) or "(top level)"
        raise EvalHistoryError(f"{path}: {where}: {first['msg']} (not an ADK eval set result)") from None


def read_eval_history(path: Path) -> EvalSetResult:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise EvalHistoryError(f"{path}: cannot be read ({error})") from None
    return parse_eval_history(text, path)
