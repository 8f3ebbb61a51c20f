"""The feedback file: ratings kept outside the traces (a product database export), joined to sessions.

CSV with a header, or JSON Lines, one rating per row: the session id, the rating and when it was given.
Ratings read: -1/0/1 (thumbs), 0/1 (binary), 1..5 (stars), or words such as down, thumbs_down, negative, up.
A bad row is one warning naming file and line, and the rest is still read; ratings for sessions that are not
among those read are counted for the summary, never fatal.
"""

from __future__ import annotations

import csv
import json
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, ValidationError, field_validator

from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.model import Feedback, Session
from miner.ratings import Verdict, label_verdict, scale_of, score_verdict
from miner.signals.thumbs_down import ThumbsDownConfig


class FeedbackRow(BaseModel):
    """One row of a feedback file. Other columns are allowed and ignored: exports carry many."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)

    session_id: str = Field(
        min_length=1,
        validation_alias=AliasChoices("session_id", "session", "sessionId", "session.id", "conversation_id"),
    )
    rating: float | str = Field(
        validation_alias=AliasChoices("rating", "score", "feedback", "value", "thumbs")
    )
    time: datetime | None = Field(
        None, validation_alias=AliasChoices("time", "timestamp", "created_at", "submitted_at", "ts")
    )

    @field_validator("rating", mode="before")
    @classmethod
    def _number_if_numeric(cls, value: object) -> object:
        if isinstance(value, bool):
            return float(value)
        if isinstance(value, str):
            stripped = value.strip()
            if not stripped:
                raise ValueError("rating is empty")
            try:
                return float(stripped)
            except ValueError:
                return stripped
        return value

    @field_validator("time", mode="before")
    @classmethod
    def _empty_time_is_none(cls, value: object) -> object:
        return None if value in ("", None) else value

    @field_validator("time")
    @classmethod
    def _utc(cls, value: datetime | None) -> datetime | None:
        return value.replace(tzinfo=UTC) if value and value.tzinfo is None else value


@dataclass
class FeedbackJoin:
    """Ratings by session id, and what happened to the rows that name no session read."""

    path: Path
    by_session: dict[str, list[Feedback]] = field(default_factory=lambda: defaultdict(list))
    rows: int = 0
    bad_rows: int = 0
    before_window: int = 0
    matched_sessions: set[str] = field(default_factory=set)

    def attach(self, session: Session) -> Session:
        """The session with its file ratings added to `Session.feedback` (a copy when there are any)."""
        found = self.by_session.get(session.session_id)
        if not found:
            return session
        self.matched_sessions.add(session.session_id)
        return session.model_copy(update={"feedback": [*session.feedback, *found]})

    @property
    def unknown_sessions(self) -> int:
        """Sessions the file rates that were not among the sessions read (outside the window, or unknown)."""
        return len(set(self.by_session) - self.matched_sessions)


EXPECTED = "expected CSV with a header (session_id, rating, time) or JSON Lines, one object per line"


def _column_names(name: str) -> set[str]:
    alias = FeedbackRow.model_fields[name].validation_alias
    return {str(choice) for choice in alias.choices} if isinstance(alias, AliasChoices) else {name}


def _rows(path: Path, diagnostics: Diagnostics) -> list[tuple[int, dict[str, object]]]:
    """The rows of a readable file. A file that cannot be read as ratings at all (empty, binary, a JSON array, no
    line of it JSON, a CSV without the columns) is an error naming file and line; a bad row among good ones is
    a warning, and the rest is read."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise SourceError(f"{path}: feedback file not found") from None
    except UnicodeDecodeError as exc:
        bad_line = path.read_bytes()[: exc.start].count(b"\n") + 1
        raise SourceError(f"{path}: line {bad_line} is not UTF-8 text; save the feedback file as UTF-8 "
                          "(CSV with a header, or JSON lines)") from None
    except OSError as exc:
        raise SourceError(f"{path}: cannot read the feedback file ({exc.strerror or exc.__class__.__name__})") from None
    lines = text.splitlines()
    first_number, first = next(((number, line.strip()) for number, line in enumerate(lines, start=1)
                                if line.strip()), (0, ""))
    if not first:
        raise SourceError(f"{path}: the feedback file is empty; {EXPECTED}")
    if "\x00" in text:
        nul_line = text[: text.index("\x00")].count("\n") + 1
        raise SourceError(f"{path}:{nul_line}: not a text file (a NUL byte); {EXPECTED}")
    if first.startswith("["):
        raise SourceError(f"{path}:{first_number}: a JSON array; write one JSON object per line (JSON Lines), "
                          "or CSV with a header")
    rows: list[tuple[int, dict[str, object]]] = []
    if first.startswith("{"):
        unreadable: list[tuple[int, str]] = []
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                unreadable.append((number, f"not JSON ({exc.msg} at column {exc.colno})"))
                continue
            if not isinstance(record, dict):
                unreadable.append((number, "not a JSON object"))
                continue
            rows.append((number, record))
        if unreadable and not rows:
            number, problem = unreadable[0]
            raise SourceError(f"{path}:{number}: {problem}, and no other line is a JSON object either; {EXPECTED}")
        for number, problem in unreadable:
            diagnostics.warn("feedback", f"{path}:{number}", f"{problem}; row skipped")
        return rows
    reader = csv.DictReader(lines)
    columns = set(reader.fieldnames or ())
    if not columns & _column_names("session_id") or not columns & _column_names("rating"):
        # The header is not quoted: a file without one starts with a row of data.
        raise SourceError(f"{path}:{first_number}: not a CSV header naming a session_id and a rating column; "
                          f"{EXPECTED}")
    try:
        for record in reader:
            rows.append((reader.line_num, {key: value for key, value in record.items() if key is not None}))
    except csv.Error as exc:
        raise SourceError(f"{path}:{reader.line_num}: not CSV ({exc}); {EXPECTED}") from None
    return rows


def _verdicts(ratings: list[float | str], config: ThumbsDownConfig) -> list[Verdict | None]:
    """Each rating as a verdict; the scale of numeric ratings is read from the whole file by default."""
    scale = config.rating_scale
    if scale == "auto":
        scale = scale_of(rating for rating in ratings if isinstance(rating, float))
    return [label_verdict(rating, config.negative_labels, config.positive_labels) if isinstance(rating, str)
            else score_verdict(rating, scale, config.five_star_negative_max) for rating in ratings]


def read_feedback(path: Path, config: ThumbsDownConfig, diagnostics: Diagnostics,
                  since: datetime | None = None) -> FeedbackJoin:
    """Read a feedback file. Rows given before `since` cannot rate a session of the window: counted only."""
    join = FeedbackJoin(path=path)
    valid: list[tuple[int, FeedbackRow]] = []
    for number, record in _rows(path, diagnostics):
        join.rows += 1
        try:
            valid.append((number, FeedbackRow.model_validate(record)))
        except ValidationError as exc:
            problem = exc.errors()[0]
            where = ".".join(str(part) for part in problem["loc"]) or "row"
            message = f"{where}: {problem['msg']} (needs session_id, rating, optional time); row skipped"
            diagnostics.warn("feedback", f"{path}:{number}", message)
            join.bad_rows += 1
    verdicts = _verdicts([row.rating for _, row in valid], config)
    for (number, row), verdict in zip(valid, verdicts, strict=True):
        if verdict is None:
            diagnostics.warn("feedback", f"{path}:{number}",
                             "rating is not -1/0/1, 0/1, 1..5 or a word like down/up; row skipped")
            join.bad_rows += 1
            continue
        if since is not None and row.time is not None and row.time < since:
            join.before_window += 1
            continue
        join.by_session[row.session_id].append(Feedback(
            name="feedback_file",
            score=row.rating if isinstance(row.rating, float) else None,
            label=verdict,
            source=f"{path.name}:{number}",
        ))
    return join
