"""The report's figures from what the other commands keep: the weeks' records, the suite, its results, baselines."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from miner.config import MinerConfig, config_relative
from miner.formats.report import ReportFigures
from miner.report import suite, weeks

NO_WEEKS = ("no week recorded yet: every `miner sample` run keeps one, a dry run too (try "
            "`miner sample --since 7d --dry-run`), then run `miner report` again")
NO_SUITE = "no suite yet: `miner promote EVAL_ID` moves reviewed drafts into it; then its coverage shows here"
NO_RESULTS = "no scored runs yet: `miner score --runs PATH` writes the results whose pass rates show here"


def report_figures(config: MinerConfig, config_file: Path | None, count: int,
                   warn: Callable[[str], None]) -> ReportFigures:
    kept = weeks.read_weeks(config_relative(config_file, config.report.weeks_folder), count, warn)
    figures = ReportFigures(kinds=weeks.kinds(kept), weeks=weeks.summaries(kept), left_out=kept.left_out)
    if kept.records:
        latest = kept.records[-1][1]
        figures.bad_by_day = weeks.bad_by_day(latest, figures.kinds)
        figures.funnel = weeks.funnel(latest)
        figures.groups = weeks.group_trends(kept)
    else:
        figures.notes.append(NO_WEEKS)
    folder = config_relative(config_file, config.suite)
    cases = suite.suite_cases(folder, warn) if folder.is_dir() else []
    if not cases:
        figures.notes.append(NO_SUITE)
        return figures
    figures.coverage = suite.coverage(cases, config, config_file)
    figures.score = suite.pass_rates(cases, config_relative(config_file, config.score.results), folder, warn)
    if not figures.score.cases:
        figures.notes.append(NO_RESULTS)
    return figures
