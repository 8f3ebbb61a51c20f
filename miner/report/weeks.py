"""The weeks' records read back and aggregated (pandas): trends per failure group, this week per day, the funnel."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from miner.formats.report import DayRow, FunnelStep, GroupTrend, WeekSummary
from miner.formats.week import WeekFileError, WeekRecord, read_week
from miner.sample.week import kind_order
from miner.signals.registry import KINDS


@dataclass
class Weeks:
    records: list[tuple[Path, WeekRecord]] = field(default_factory=list)  # oldest first
    left_out: list[str] = field(default_factory=list)


def read_weeks(folder: Path, count: int, warn: Callable[[str], None]) -> Weeks:
    """The latest `count` week files of `folder`, oldest first; one that cannot be read is named and left out."""
    weeks = Weeks()
    if not folder.is_dir():
        return weeks
    paths = sorted((path for path in folder.glob("*.json") if not path.name.startswith(".")), key=lambda p: p.name)
    for path in paths[-count:]:
        try:
            weeks.records.append((path, read_week(path)))
        except WeekFileError as error:
            weeks.left_out.append(str(error))
            warn(f"miner: warning: {error}")
    weeks.records.sort(key=lambda item: item[1].window_end)
    return weeks


def kinds(weeks: Weeks) -> list[str]:
    """The signal kinds to show: the detectors' own, and any other a week recorded."""
    return sorted({*KINDS, *(kind for _, record in weeks.records for kind in record.bad_by_kind)}, key=kind_order)


def summaries(weeks: Weeks) -> list[WeekSummary]:
    shown = kinds(weeks)
    return [WeekSummary(window_end=record.window_end, file=path.name, dry_run=record.dry_run, read=record.funnel.read,
                        bad=record.funnel.bad, collapsed_as_duplicates=record.funnel.collapsed_as_duplicates,
                        selected=record.funnel.selected, drafted=record.funnel.drafted,
                        bad_by_kind={kind: record.bad_by_kind.get(kind, 0) for kind in shown})
            for path, record in weeks.records]


def bad_by_day(record: WeekRecord, shown: list[str]) -> list[DayRow]:
    """The week's bad sessions per day and kind, every kind a column, days in order."""
    frame = pd.DataFrame([item.model_dump() for item in record.bad_by_day], columns=["day", "kind", "sessions"])
    table = (frame.pivot_table(index="day", columns="kind", values="sessions", aggfunc="sum", fill_value=0)
             .reindex(columns=shown, fill_value=0).sort_index())
    return [DayRow(day=day, by_kind={kind: int(row[kind]) for kind in shown}, total=int(row.sum()))
            for day, row in table.iterrows()]


def funnel(record: WeekRecord) -> list[FunnelStep]:
    counts = record.funnel
    steps = [("read in the window", counts.read - counts.outside_window), ("bad", counts.bad),
             ("collapsed as near-duplicates", counts.collapsed_as_duplicates),
             ("skipped: mined earlier", counts.skipped_as_already_mined),
             ("left by quota or limit", counts.left_by_quota + counts.left_by_limit),
             ("selected", counts.selected), ("drafted", counts.drafted + counts.kept)]
    if counts.rejected_by_judge:
        steps.insert(-2, ("rejected by the judge", counts.rejected_by_judge))
    return [FunnelStep(step=step, sessions=sessions) for step, sessions in steps]


def group_trends(weeks: Weeks) -> list[GroupTrend]:
    """Each failure group of the weeks shown: this week's sessions against each week before (0 where absent)."""
    if not weeks.records:
        return []
    rows = [{"week": index, "kind": group.kind, "label": group.label, "sessions": group.sessions}
            for index, (_, record) in enumerate(weeks.records) for group in record.groups]
    frame = pd.DataFrame(rows, columns=["week", "kind", "label", "sessions"])
    last = len(weeks.records) - 1
    table = (frame.pivot_table(index=["kind", "label"], columns="week", values="sessions", aggfunc="sum",
                               fill_value=0).reindex(columns=range(last + 1), fill_value=0))
    this_week = {(group.kind, group.label): group for group in weeks.records[-1][1].groups}
    trends = []
    for (kind, label), row in table.iterrows():
        before = [int(value) for value in row.iloc[:last]]
        mean = float(pd.Series(before).mean()) if before else None
        current = int(row.iloc[last])
        group = this_week.get((kind, label))
        trends.append(GroupTrend(
            kind=kind, label=label, this_week=current, weeks_before=before,
            mean_before=None if mean is None else round(mean, 2),
            change=None if mean is None else round(current - mean, 2),
            example=group.example if group else None, example_session=group.example_session if group else None,
            drafts=group.drafts if group else []))
    trends.sort(key=lambda trend: (-trend.this_week, -(trend.change or 0), kind_order(trend.kind),
                                   trend.label))
    return trends
