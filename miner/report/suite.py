"""The suite's side of the page: its coverage matrix (as `miner coverage`) and `miner score`'s pass rates per case
and per tag, each beside its baseline."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pandas as pd

from miner.config import MinerConfig
from miner.errors import MinerError
from miner.formats.baseline import BASELINES_FOLDER, read_baseline
from miner.formats.report import CasePassRate, Cell, CoverageFigures, ScoreFigures, TagPassRate
from miner.formats.results import read_result
from miner.validation.coverage import UNTAGGED, coverage_of
from miner.validation.drafts import DraftCase, read_drafts


def suite_cases(folder: Path, warn: Callable[[str], None]) -> list[DraftCase]:
    suite = read_drafts([folder])
    for problem in suite.problems:
        warn(f"miner: warning: {problem.line()} (left out of the report)")
    return suite.cases


def coverage(cases: list[DraftCase], config: MinerConfig, config_file: Path | None) -> CoverageFigures:
    found = coverage_of(cases, config, config_file)
    tools, classes = list(found.expected.index), list(found.expected.columns)
    return CoverageFigures(
        cases=len(cases), tools=tools, classes=classes,
        counts={tool: {name: int(found.expected.loc[tool, name]) for name in classes} for tool in tools},
        forbidden={tool: {name: int(found.forbidden.loc[tool, name]) for name in classes} for tool in tools},
        empty_cells=[Cell(tool=tool, case_class=name) for tool, name in found.empty])


def _rate(passed: int, runs: int) -> float | None:
    return round(passed / runs, 4) if runs else None


def _distance(rate: float | None, baseline: float | None) -> float | None:
    return None if rate is None or baseline is None else round(rate - baseline, 4)


def pass_rates(cases: list[DraftCase], results: Path, suite: Path, warn: Callable[[str], None]) -> ScoreFigures:
    """Each case's latest result beside its baseline; per tag, the runs of its cases added up."""
    rows: list[tuple[CasePassRate, int, int]] = []  # each case, and its baseline's runs and passed runs
    without: list[str] = []
    for case in sorted(cases, key=lambda item: item.eval_id):
        try:
            result = read_result(results / f"{case.eval_id}.json")
            baseline = read_baseline(suite / BASELINES_FOLDER / f"{case.eval_id}.json")
        except MinerError as error:
            if (results / f"{case.eval_id}.json").exists():
                warn(f"miner: warning: {error} (left out of the pass rates)")
            without.append(case.eval_id)
            continue
        summary = result.summary
        tags = (case.spec.spec.tags if case.spec is not None else []) or [UNTAGGED]
        base = baseline.summary if baseline is not None else None
        rows.append((CasePassRate(
            eval_id=case.eval_id, tags=tags, runs=summary.runs, passed=summary.passed, pass_rate=summary.pass_rate,
            scored_at=result.scored_at, baseline_pass_rate=base.pass_rate if base else None,
            distance=_distance(summary.pass_rate, base.pass_rate if base else None)),
            base.runs if base else 0, base.passed if base else 0))
    if not rows:
        return ScoreFigures(cases=[], tags=[], without_result=without)
    frame = pd.DataFrame([{"tag": tag, "runs": case_rate.runs, "passed": case_rate.passed,
                           "base_runs": base_runs, "base_passed": base_passed,
                           "held_runs": case_rate.runs if base_runs else 0,
                           "held_passed": case_rate.passed if base_runs else 0}
                          for case_rate, base_runs, base_passed in rows for tag in dict.fromkeys(case_rate.tags)])
    by_tag = frame.groupby("tag").agg(cases=("runs", "size"), runs=("runs", "sum"), passed=("passed", "sum"),
                                      base_runs=("base_runs", "sum"), base_passed=("base_passed", "sum"),
                                      held_runs=("held_runs", "sum"), held_passed=("held_passed", "sum"))
    by_tags: list[TagPassRate] = []
    for tag, row in by_tag.iterrows():
        rate, base_rate = _rate(int(row.passed), int(row.runs)), _rate(int(row.base_passed), int(row.base_runs))
        held = _rate(int(row.held_passed), int(row.held_runs))  # the same cases as the baseline's
        by_tags.append(TagPassRate(tag=str(tag), cases=int(row.cases), runs=int(row.runs), passed=int(row.passed),
                                   pass_rate=rate, baseline_pass_rate=base_rate, distance=_distance(held, base_rate)))
    return ScoreFigures(cases=[case_rate for case_rate, _, _ in rows], tags=by_tags, without_result=without)
