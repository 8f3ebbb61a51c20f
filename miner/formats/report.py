"""The figures of `miner report`: what `--format json` prints and what the page shows, one model for both.

Every figure on the page carries its place in this document (`data-figure`, a path of keys and list positions),
so that the page can be checked against the JSON.
"""

from __future__ import annotations

from datetime import date, datetime

from pydantic import BaseModel, ConfigDict, Field

from miner.model import SignalKind


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class WeekSummary(_Model):
    """One week's record, in short."""

    window_end: datetime
    file: str
    dry_run: bool
    read: int
    bad: int
    collapsed_as_duplicates: int
    selected: int
    drafted: int
    bad_by_kind: dict[SignalKind, int]


class DayRow(_Model):
    day: date
    by_kind: dict[SignalKind, int]
    total: int


class FunnelStep(_Model):
    step: str
    sessions: int


class GroupTrend(_Model):
    """A failure group: its sessions this week against the weeks before."""

    kind: SignalKind
    label: str
    this_week: int
    weeks_before: list[int] = Field(description="Its sessions in each earlier week shown, oldest first (0: none).")
    mean_before: float | None = Field(description="Mean of `weeks_before`; None when this is the first week.")
    change: float | None = Field(description="this_week - mean_before.")
    example: str | None = None
    example_session: str | None = None
    drafts: list[str] = Field(default_factory=list)


class Cell(_Model):
    tool: str
    case_class: str


class CoverageFigures(_Model):
    """The suite as tools x case classes (as `miner coverage`)."""

    cases: int
    tools: list[str]
    classes: list[str]
    counts: dict[str, dict[str, int]] = Field(description="Cases expecting the tool, per tool and class.")
    forbidden: dict[str, dict[str, int]] = Field(description="Cases forbidding the tool (mustNotCall).")
    empty_cells: list[Cell] = Field(description="Cells no case expects or forbids: the next cases to write.")


class CasePassRate(_Model):
    eval_id: str
    tags: list[str]
    runs: int
    passed: int
    pass_rate: float | None
    scored_at: datetime
    baseline_pass_rate: float | None
    distance: float | None = Field(description="pass_rate - baseline_pass_rate; None without a baseline.")


class TagPassRate(_Model):
    tag: str
    cases: int
    runs: int
    passed: int
    pass_rate: float | None
    baseline_pass_rate: float | None = Field(description="Over the cases of the tag that have a baseline.")
    distance: float | None = Field(description="Pass rate of those cases now - baseline_pass_rate.")


class ScoreFigures(_Model):
    cases: list[CasePassRate]
    tags: list[TagPassRate]
    without_result: list[str] = Field(default_factory=list, description="Suite cases `miner score` has not scored.")


class ReportFigures(_Model):
    kinds: list[SignalKind] = Field(default_factory=list, description="The signal kinds shown, in order.")
    weeks: list[WeekSummary] = Field(description="The weeks shown, oldest first; the last is this week.")
    left_out: list[str] = Field(default_factory=list, description="Week files that could not be read, and why.")
    bad_by_day: list[DayRow] = Field(default_factory=list, description="This week's bad sessions per kind per day.")
    funnel: list[FunnelStep] = Field(default_factory=list, description="This week: read -> bad -> ... -> drafted.")
    groups: list[GroupTrend] = Field(default_factory=list)
    coverage: CoverageFigures | None = None
    score: ScoreFigures | None = None
    notes: list[str] = Field(default_factory=list, description="What is missing from the page, and how to get it.")
