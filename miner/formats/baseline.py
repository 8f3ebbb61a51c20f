"""Baselines: `evals/baselines/<eval_id>.json`, the last *accepted* result of a case (seed 001).

Written only by `miner baseline accept <eval_id> --reason "..."`, never by a score run: a baseline is an engineering
decision, recorded with its reason, and committed beside the case so that the change shows in review.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from miner.atomic import write_text_atomically
from miner.errors import MinerError
from miner.formats.results import Summary

BASELINES_FOLDER = "baselines"


class Baseline(BaseModel):
    model_config = ConfigDict(extra="forbid")

    eval_id: str
    accepted_at: datetime
    reason: str = Field(min_length=1, description="Why this result is the one to hold the agent to.")
    scored_at: datetime = Field(description="When the accepted result was scored.")
    summary: Summary

    def dump(self) -> str:
        return self.model_dump_json(indent=2) + "\n"

    def write(self, folder: Path) -> Path:
        path = folder / f"{self.eval_id}.json"
        write_text_atomically(path, self.dump(), overwrite=True)
        return path


class BaselineFileError(MinerError):
    """A baseline file that is not one (a merge conflict, a hand edit gone wrong)."""


def read_baseline(path: Path) -> Baseline | None:
    """The baseline at `path`, or None when the case has none yet."""
    try:
        return Baseline.model_validate_json(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, ValidationError) as error:
        detail = error.errors(include_url=False)[0]["msg"] if isinstance(error, ValidationError) else str(error)
        raise BaselineFileError(f"{path}: not a baseline ({detail}); restore it from version control or "
                                "accept a new one with `miner baseline accept`") from None
