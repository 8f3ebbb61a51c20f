"""`.miner/weeks/<window end>.json`: what one `miner sample` run saw, the input of `miner report`.

Written by every run, dry or not, and replaced by a rerun of the same window (the file is named after the day
the window ends), except that a run which drafted nothing never replaces the record of one that drafted. It
holds counts, salted hashes and redacted text only: never a raw session id, never a word of a trace that
redaction has not read.
"""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from miner.errors import MinerError
from miner.model import SignalKind

WEEK_FORMAT: Literal[1] = 1


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class DayCount(_Model):
    """Bad sessions of one signal kind that started on one day (UTC). A session of several kinds counts once
    under each of them."""

    day: date
    kind: SignalKind
    sessions: int = Field(ge=0)


class FailureGroup(_Model):
    """Bad sessions that failed the same way: a tool and its error type, a family of complaint cues, or a
    reason for escalating. A session counts once in each group it shows."""

    kind: SignalKind
    label: str = Field(description="The group, redacted: `tool × error type`, a cue family, an escalation reason.")
    sessions: int = Field(ge=1)
    example: str | None = Field(None, description="A redacted user message of one session of the group.")
    example_session: str | None = Field(
        None, description="First characters of that session's salted hash (as in an eval id), or None.")
    drafts: list[str] = Field(default_factory=list, description="Eval ids drafted from sessions of the group.")
    selected: int = Field(0, ge=0, description="Sessions of the group selected for drafting (dry run: would be).")


class Funnel(_Model):
    """From the sessions read to the drafts: every bad session ends in exactly one of the outcomes."""

    read: int = Field(ge=0, description="Sessions read, inside and outside the window.")
    outside_window: int = Field(ge=0)
    bad: int = Field(ge=0, description="Bad sessions in the window.")
    collapsed_as_duplicates: int = Field(ge=0)
    skipped_as_already_mined: int = Field(ge=0)
    left_by_quota: int = Field(ge=0)
    left_by_limit: int = Field(ge=0)
    rejected_by_judge: int = Field(0, ge=0, description="Sessions the optional judge found not bad after all.")
    selected: int = Field(ge=0)
    drafted: int = Field(ge=0, description="Drafts written (0 on a dry run).")
    kept: int = Field(ge=0, description="Drafts whose files already existed and were kept.")


class WeekRecord(_Model):
    format: Literal[1] = WEEK_FORMAT
    window_start: datetime | None
    window_end: datetime
    recorded_at: datetime
    dry_run: bool
    funnel: Funnel
    bad_by_kind: dict[SignalKind, int]
    bad_by_day: list[DayCount] = Field(default_factory=list)
    groups: list[FailureGroup] = Field(default_factory=list)

    def dump(self) -> str:
        return self.model_dump_json(indent=2) + "\n"


class WeekFileError(MinerError):
    """A week file that cannot be read, or is not one."""


def week_file_name(window_end: datetime) -> str:
    """The file of the week ending at `window_end`: one per day, so a rerun of the window replaces it."""
    return f"{window_end.date().isoformat()}.json"


def read_week(path: Path) -> WeekRecord:
    try:
        return WeekRecord.model_validate_json(path.read_bytes())
    except FileNotFoundError:
        raise WeekFileError(f"{path}: missing; left out (rerun `miner sample` for that window to make it again)") \
            from None
    except OSError as error:
        raise WeekFileError(f"{path}: cannot be read ({error.strerror}); left out") from None
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        where = ".".join(str(part) for part in first["loc"]) or "the file"
        raise WeekFileError(f"{path}: not a week record ({where}: {first['msg']}); left out (rerun `miner sample` "
                            "for that window to write it again)") from None
