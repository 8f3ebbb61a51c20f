"""The page's charts: matplotlib figures rendered to SVG text, inlined in the page (no script, no network).

Text stays text in the SVG (`svg.fonttype: none`: smaller, and readable by a browser's search); labels are never
read as mathtext, so a `$` in a tool name is a dollar sign.
"""

from __future__ import annotations

import io
import re
from typing import Any

import matplotlib
from matplotlib.typing import RcKeyType

matplotlib.use("Agg")  # no display, ever: the page is built on servers and in CI

from matplotlib.colors import ListedColormap
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from miner.formats.report import CoverageFigures, DayRow, FunnelStep, GroupTrend, ScoreFigures, WeekSummary

STYLE: dict[RcKeyType, Any] = {"svg.fonttype": "none", "svg.hashsalt": "miner-report", "text.parse_math": False,
                                "font.size": 9, "axes.spines.top": False, "axes.spines.right": False}
GROUPS_SHOWN = 15
CHAR_INCHES = 0.068  # the mean width of a character of a tick label at 9 points
CASES_SHOWN = 30  # the furthest below their baselines; the table holds every case
_HEADER = re.compile(r"^.*?(?=<svg)", re.DOTALL)


def _svg(figure: Figure) -> str:
    buffer = io.StringIO()
    figure.savefig(buffer, format="svg", metadata={"Date": None})
    # The XML declaration and doctype are for a file of its own; inside HTML the <svg> element is all.
    return _HEADER.sub("", buffer.getvalue(), count=1)


def _figure(width: float, height: float, labels: list[str] | None = None, top: float = 0.45,
            bottom: float = 0.55) -> Figure:
    """A figure whose margins are set from what they hold (inches), not measured by a layout engine: measuring
    draws every figure twice, the larger part of the page's build time."""
    figure = Figure(figsize=(width, height))
    left = 0.6 if labels is None else 0.25 + CHAR_INCHES * max((len(label) for label in labels), default=1)
    figure.subplots_adjust(left=min(left, width * 0.55) / width, right=1 - 0.25 / width, top=1 - top / height,
                           bottom=bottom / height)
    return figure


def colour(kind: str, kinds: list[str]) -> str:
    """Each kind its colour of a qualitative palette, by its place among the kinds shown."""
    return matplotlib.colors.to_hex(matplotlib.colormaps["Dark2"](kinds.index(kind) % 8))


def bad_by_day(rows: list[DayRow], kinds: list[str]) -> str:
    with matplotlib.rc_context(STYLE):
        figure = _figure(7, 2.6)
        axes = figure.subplots()
        days = [row.day.strftime("%a %d %b") for row in rows]
        bottom = [0] * len(rows)
        for kind in kinds:
            values = [row.by_kind[kind] for row in rows]
            axes.bar(days, values, bottom=bottom, label=kind.replace("_", " "), color=colour(kind, kinds))
            bottom = [left + right for left, right in zip(bottom, values, strict=True)]
        axes.set_ylabel("bad sessions")
        axes.yaxis.set_major_locator(MaxNLocator(integer=True))  # sessions are counted: no tick at 2.5
        axes.legend(frameon=False, ncols=4, loc="upper left", bbox_to_anchor=(0, 1.18))
        return _svg(figure)


def bad_by_week(weeks: list[WeekSummary], kinds: list[str]) -> str:
    with matplotlib.rc_context(STYLE):
        figure = _figure(7, 2.9, bottom=0.85)
        axes = figure.subplots()
        ends = [week.window_end.strftime("%d %b %y") for week in weeks]
        for kind in kinds:
            axes.plot(range(len(weeks)), [week.bad_by_kind.get(kind, 0) for week in weeks], marker="o",
                      markersize=3, label=kind.replace("_", " "), color=colour(kind, kinds))
        every = -(-len(weeks) // 13)  # a label every few weeks, so a year stays legible
        axes.set_xticks(range(0, len(weeks), every), ends[::every])
        axes.set_ylabel("bad sessions")
        axes.yaxis.set_major_locator(MaxNLocator(integer=True))  # sessions are counted: no tick at 2.5
        axes.tick_params(axis="x", labelrotation=45 if len(weeks) > 6 else 0, labelsize=7)
        axes.legend(frameon=False, ncols=4, loc="upper left", bbox_to_anchor=(0, 1.18))
        return _svg(figure)


def groups(trends: list[GroupTrend], kinds: list[str]) -> str:
    shown = trends[:GROUPS_SHOWN][::-1]
    with matplotlib.rc_context(STYLE):
        labels = [f"{trend.kind.replace('_', ' ')}: {trend.label}" for trend in shown]
        figure = _figure(7, 0.9 + 0.28 * max(len(shown), 1), labels, top=0.15)
        axes = figure.subplots()
        axes.barh(labels, [trend.this_week for trend in shown], color=[colour(trend.kind, kinds) for trend in shown])
        before = [(index, trend.mean_before) for index, trend in enumerate(shown) if trend.mean_before is not None]
        if before:
            axes.scatter([mean for _, mean in before], [index for index, _ in before], marker="|", s=160,
                         color="black", label="mean of the weeks before", zorder=3)
            axes.legend(frameon=False, loc="lower right")
        axes.set_xlabel("sessions (bars: this week)")
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))
        return _svg(figure)


def funnel(steps: list[FunnelStep]) -> str:
    with matplotlib.rc_context(STYLE):
        names = [step.step for step in steps][::-1]
        figure = _figure(7, 2.4, names, top=0.15)
        axes = figure.subplots()
        values = [step.sessions for step in steps][::-1]
        bars = axes.barh(names, values, color="#4c78a8")
        axes.bar_label(bars, padding=3)
        axes.set_xlabel("sessions")
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))
        return _svg(figure)


def coverage(figures: CoverageFigures) -> str:
    tools, classes = figures.tools, figures.classes
    with matplotlib.rc_context(STYLE):
        width = min(3 + 0.9 * len(classes) + CHAR_INCHES * max(len(tool) for tool in tools), 10)
        figure = _figure(width, 1.2 + 0.35 * len(tools), tools, top=0.15, bottom=1.0)
        axes = figure.subplots()
        values = [[figures.counts[tool][name] for name in classes] for tool in tools]
        # A mesh of cells, not an image: vector in the SVG, where an image would be a PNG inside it.
        image = axes.pcolormesh(values, cmap=ListedColormap(["#f7f7f7", "#c6dbef", "#6baed6", "#2171b5", "#08306b"]),
                                vmin=0, vmax=max(4, max((max(row) for row in values), default=0)),
                                edgecolors="white", linewidth=1)
        axes.invert_yaxis()
        empty = {(cell.tool, cell.case_class) for cell in figures.empty_cells}
        for row, tool in enumerate(tools):
            for column, name in enumerate(classes):
                count, forbidden = figures.counts[tool][name], figures.forbidden[tool][name]
                text = "next" if (tool, name) in empty else " ".join(
                    part for part in (str(count) if count else "", f"!{forbidden}" if forbidden else "") if part)
                axes.text(column + 0.5, row + 0.5, text, ha="center", va="center", fontsize=8,
                          color="#b2182b" if (tool, name) in empty else ("white" if count >= 3 else "black"))
        axes.set_xticks([column + 0.5 for column in range(len(classes))], classes)
        axes.set_yticks([row + 0.5 for row in range(len(tools))], tools)
        axes.tick_params(axis="x", labelrotation=30)
        figure.colorbar(image, ax=axes, label="cases", shrink=0.8, pad=0.02)
        return _svg(figure)


def pass_rates(score: ScoreFigures) -> str:
    cases = sorted(score.cases, key=lambda case: (case.distance if case.distance is not None else 1.0,
                                                  case.pass_rate if case.pass_rate is not None else 1.0))
    shown = cases[:CASES_SHOWN][::-1]
    with matplotlib.rc_context(STYLE):
        names = [case.eval_id for case in shown]
        figure = _figure(7, 1.2 + 0.28 * max(len(shown), 1), names, top=0.4)
        axes = figure.subplots()
        axes.barh(names, [case.pass_rate or 0 for case in shown], color="#4c78a8", label="pass rate")
        held = [(index, case.baseline_pass_rate) for index, case in enumerate(shown)
                if case.baseline_pass_rate is not None]
        if held:
            axes.scatter([rate for _, rate in held], [index for index, _ in held], marker="|", s=160,
                         color="black", label="baseline", zorder=3)
        axes.set_xlim(0, 1)
        axes.set_xlabel("pass rate (latest `miner score`)")
        axes.legend(frameon=False, ncols=2, loc="lower left", bbox_to_anchor=(0, 1))
        return _svg(figure)
