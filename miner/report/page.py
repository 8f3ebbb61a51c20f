"""The report as one static HTML page: its style and its charts inside it, no script, nothing fetched.

Each figure in a table carries `data-figure` (its path in the JSON figures: keys and list positions joined by
`/`) and `data-format` (how it is shown, `shown`), so the page can be checked against `--format json`.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Literal

from miner.formats.report import ReportFigures
from miner.report import charts
from miner.wording import counted

Format = Literal["int", "percent", "points", "decimal", "signed"]
NOTHING = "–"

STYLE = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1040px; padding: 0 20px 40px; color: #222; }
h1 { font-size: 22px; margin: 24px 0 4px; } h2 { font-size: 17px; margin: 32px 0 8px; border-bottom: 1px solid #ddd; }
.lead { color: #555; margin: 0 0 12px; }
.note { background: #fff8e1; border-left: 4px solid #f0b400; padding: 8px 12px; }
.left-out { background: #fdecea; border-left: 4px solid #c62828; padding: 8px 12px; }
figure { margin: 8px 0 12px; } figure svg { max-width: 100%; height: auto; }
table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
th, td { border-bottom: 1px solid #eee; padding: 3px 8px; text-align: left; vertical-align: top; }
td[data-format] { text-align: right; font-variant-numeric: tabular-nums; }
.example { color: #444; font-style: italic; max-width: 420px; } code { font-size: 12px; }
.cards { display: flex; gap: 12px; flex-wrap: wrap; }
.card { border: 1px solid #ddd; border-radius: 6px; padding: 8px 14px; }
.card b { display: block; font-size: 20px; }
"""


def shown(value: float | int | None, how: Format) -> str:
    """A figure as the page shows it."""
    if value is None:
        return NOTHING
    if how == "int":
        return str(int(value))
    if how == "percent":
        return f"{value:.0%}"
    if how == "points":
        return f"{value * 100:+.0f} pt"
    if how == "signed":
        return f"{value:+.1f}"
    return f"{value:.1f}"


def _figure(path: str, value: float | int | None, how: Format = "int", tag: str = "td") -> str:
    return f'<{tag} data-figure="{escape(path)}" data-format="{how}">{shown(value, how)}</{tag}>'


def _text(value: object) -> str:
    return escape(str(value))


def _table(head: Iterable[str], rows: Iterable[str]) -> str:
    header = "".join(f"<th>{_text(name)}</th>" for name in head)
    return f"<table><thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def _chart(name: str, title: str, svg: str) -> str:
    return f'<figure id="chart-{name}" class="chart" aria-label="{escape(title)}">{svg}</figure>'


def _weeks_section(figures: ReportFigures) -> str:
    if not figures.weeks:
        return ""
    latest = figures.weeks[-1]
    index = len(figures.weeks) - 1
    cards = "".join(
        f'<div class="card">{_figure(f"weeks/{index}/{key}", getattr(latest, key), tag="b")}{label}</div>'
        for key, label in (("read", "sessions read"), ("bad", "bad"), ("collapsed_as_duplicates", "collapsed"),
                           ("selected", "selected"), ("drafted", "drafted")))
    kinds = figures.kinds
    days = _table(["day", *(kind.replace("_", " ") for kind in kinds), "all"], (
        f"<tr><td>{row.day.isoformat()}</td>"
        + "".join(_figure(f"bad_by_day/{number}/by_kind/{kind}", row.by_kind[kind]) for kind in kinds)
        + _figure(f"bad_by_day/{number}/total", row.total) + "</tr>"
        for number, row in enumerate(figures.bad_by_day)))
    trend = _table(["week ending", "file", "read", "bad", *(kind.replace("_", " ") for kind in kinds),
                    "drafted"], (
        f"<tr><td>{week.window_end.date().isoformat()}{' (dry run)' if week.dry_run else ''}</td>"
        f"<td><code>{_text(week.file)}</code></td>"
        + _figure(f"weeks/{number}/read", week.read) + _figure(f"weeks/{number}/bad", week.bad)
        + "".join(_figure(f"weeks/{number}/bad_by_kind/{kind}", week.bad_by_kind.get(kind, 0))
                  for kind in kinds)
        + _figure(f"weeks/{number}/drafted", week.drafted) + "</tr>"
        for number, week in reversed(list(enumerate(figures.weeks)))))
    funnel = _table(["step", "sessions"], (
        f"<tr><td>{_text(step.step)}</td>{_figure(f'funnel/{n}/sessions', step.sessions)}</tr>"
        for n, step in enumerate(figures.funnel)))
    parts = [
        ("bad-by-day", "Bad sessions per kind, per day", charts.bad_by_day(figures.bad_by_day, kinds), days),
        ("funnel", "The funnel: read → bad → collapsed → drafted", charts.funnel(figures.funnel), funnel),
        ("bad-by-week", "Bad sessions per week", charts.bad_by_week(figures.weeks, kinds), trend),
    ]
    shown_parts = "".join(f"<h2>{title}</h2>{_chart(name, title, svg)}<details><summary>the figures</summary>"
                          f"{table}</details>" for name, title, svg, table in parts)
    return f'<section id="week"><div class="cards">{cards}</div>{shown_parts}</section>'


def _groups_section(figures: ReportFigures) -> str:
    if not figures.groups:
        return ""
    rows = []
    for number, group in enumerate(figures.groups):
        drafts = ", ".join(f"<code>{_text(eval_id)}</code>" for eval_id in group.drafts) or NOTHING
        example = (f'<span class="example">“{_text(group.example)}”</span>'
                   + (f" <code>{_text(group.example_session)}</code>" if group.example_session else "")
                   if group.example else NOTHING)
        rows.append(f"<tr><td>{_text(group.kind.replace('_', ' '))}</td><td>{_text(group.label)}</td>"
                    + _figure(f"groups/{number}/this_week", group.this_week)
                    + _figure(f"groups/{number}/mean_before", group.mean_before, "decimal")
                    + _figure(f"groups/{number}/change", group.change, "signed")
                    + f"<td>{example}</td><td>{drafts}</td></tr>")
    table = _table(["kind", "group", "this week", "weeks before (mean)", "change", "example (redacted)", "drafts"],
                   rows)
    return (f'<section id="groups"><h2>Failure groups: this week against the weeks before</h2>'
            '<p class="lead">A tool and its error type, a family of complaint cues, a reason for escalating. '
            f"A session counts once in each group it shows.</p>"
            f"{_chart('groups', 'failure groups', charts.groups(figures.groups, figures.kinds))}{table}</section>")


def _coverage_section(figures: ReportFigures) -> str:
    coverage = figures.coverage
    if coverage is None:
        return ""
    if not coverage.tools or not coverage.classes:
        return ('<section id="coverage"><h2>Coverage of the suite</h2><p class="note">No tool in the suite\'s '
                "cases yet; nothing to tabulate.</p></section>")
    cells = "".join(f"<li><code>{_text(cell.tool)}</code> × {_text(cell.case_class)}</li>"
                    for cell in coverage.empty_cells)
    return (f'<section id="coverage"><h2>Coverage of the suite: tools × case classes</h2>'
            f'<p class="lead">{_figure("coverage/cases", coverage.cases, tag="span")} cases. A cell counts the '
            "cases expecting the tool (<code>!N</code>: N forbid it); <b>next</b> marks an empty cell, the next "
            "case to write.</p>"
            f"{_chart('coverage', 'coverage heatmap', charts.coverage(coverage))}"
            + (f"<details><summary>{len(coverage.empty_cells)} empty cells</summary><ul>{cells}</ul></details>"
               if cells else "") + "</section>")


def _score_section(figures: ReportFigures) -> str:
    score = figures.score
    if score is None or not score.cases:
        return ""
    cases = _table(["case", "tags", "runs", "pass rate", "baseline", "distance"], (
        f"<tr><td><code>{_text(case.eval_id)}</code></td><td>{_text(', '.join(case.tags))}</td>"
        + _figure(f"score/cases/{n}/runs", case.runs) + _figure(f"score/cases/{n}/pass_rate", case.pass_rate, "percent")
        + _figure(f"score/cases/{n}/baseline_pass_rate", case.baseline_pass_rate, "percent")
        + _figure(f"score/cases/{n}/distance", case.distance, "points") + "</tr>"
        for n, case in enumerate(score.cases)))
    tags = _table(["tag", "cases", "runs", "pass rate", "baseline", "distance"], (
        f"<tr><td>{_text(tag.tag)}</td>" + _figure(f"score/tags/{n}/cases", tag.cases)
        + _figure(f"score/tags/{n}/runs", tag.runs) + _figure(f"score/tags/{n}/pass_rate", tag.pass_rate, "percent")
        + _figure(f"score/tags/{n}/baseline_pass_rate", tag.baseline_pass_rate, "percent")
        + _figure(f"score/tags/{n}/distance", tag.distance, "points") + "</tr>"
        for n, tag in enumerate(score.tags)))
    return (f'<section id="score"><h2>Pass rates (the latest <code>miner score</code>) against baselines</h2>'
            f"{_chart('pass-rates', 'pass rates per case', charts.pass_rates(score))}"
            f"<h3>Per tag</h3>{tags}<h3>Per case</h3>{cases}</section>")


def render(figures: ReportFigures) -> str:
    week = figures.weeks[-1].window_end.date().isoformat() if figures.weeks else None
    title = f"The agent's week ending {week}" if week else "The agent's weeks"
    notes = "".join(f'<p class="note">{_text(note)}</p>' for note in figures.notes)
    left_out = "".join(f'<p class="left-out">{_text(line)}</p>' for line in figures.left_out)
    body = "".join(section(figures) for section in (_weeks_section, _groups_section, _coverage_section,
                                                     _score_section))
    return ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            # Nothing on the page may be fetched: no script, no connection, images only from inside the page.
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
            "img-src data:\">"
            f"<title>{_text(title)}</title><style>{STYLE}</style></head><body>"
            f"<h1>{_text(title)}</h1><p class=\"lead\">From the records <code>miner sample</code> keeps "
            f"({counted(len(figures.weeks), 'week')} shown), the suite and <code>miner score</code>'s results. "
            f"Counts, salted hashes and redacted text only.</p>{left_out}{notes}{body}</body></html>\n")
