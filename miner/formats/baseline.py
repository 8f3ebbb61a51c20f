"""Baselines: `evals/baselines/<eval_id>.json`, the last *accepted* result of a case (seed 001).

Written only by `miner baseline accept <eval_id> --reason "..."`, never by a score run: a baseline is an engineering
decision, recorded with its reason, and committed beside the case so that the change shows in review.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from pydantic import Field

from miner.errors import MinerError
from miner.formats.results import PerCaseFile, Summary, read_per_case_file

BASELINES_FOLDER = "baselines"


class Baseline(PerCaseFile):
    accepted_at: datetime
    reason: str = Field(min_length=1, description="Why this result is the one to hold the agent to.")
    scored_at: datetime = Field(description="When the accepted result was scored.")
    summary: Summary


class BaselineFileError(MinerError):
    """A baseline file that is not one (a merge conflict, a hand edit gone wrong)."""


def read_baseline(path: Path) -> Baseline | None:
    """The baseline at `path`, or None when the case has none yet."""
    try:
        return read_per_case_file(path, Baseline)
    except ValueError as error:
        raise BaselineFileError(f"{path}: not a baseline ({error}); restore it from version control or "
                                "accept a new one with `miner baseline accept`") from None
