"""`miner coverage`: the suite as a matrix of tools against case classes (`miner.validation.coverage`); empty
cells are cases to write. The cases that forbid a tool (`mustNotCall`) are shown apart, as `!N`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pandas as pd

from miner.config import config_relative, load_config
from miner.errors import UsageError
from miner.validation.coverage import coverage_of, latest_summaries, pass_rates
from miner.validation.drafts import read_drafts
from miner.wording import counted

EMPTY_CELL = "."
PASS_RATE = "pass rate"
FORBIDDEN_ONLY = "forbidden only"


def _cell(expected: int, forbidden: int) -> str:
    shown = [str(expected)] if expected else []
    shown += [f"!{forbidden}"] if forbidden else []
    return " ".join(shown) or EMPTY_CELL


def _rate(rate: float | None) -> str:
    return "-" if rate is None else f"{rate:.0%}"


def run(directory: Path | None, classes: list[str] | None, output_format: str,
        config_path: Path | None) -> int:
    config, config_file = load_config(config_path)
    if directory is not None and not directory.is_dir():
        raise UsageError(f"{directory}: no such folder; name the folder of the suite")
    folder = directory if directory is not None else config_relative(config_file, config.suite)
    if not folder.is_dir():  # no suite yet: every cell is empty, which is an answer, not a failure
        print(f"miner: no suite yet (no {folder}/)", file=sys.stderr)
        print("next: `miner promote EVAL_ID` moves reviewed drafts into it", file=sys.stderr)
        return 0
    suite = read_drafts([folder])
    for problem in suite.problems:
        print(f"miner: warning: {problem.line()} (left out of the matrix)", file=sys.stderr)
    found = coverage_of(suite.cases, config, config_file, classes)
    table, forbidden, empty = found.expected, found.forbidden, found.empty
    rates = pass_rates(suite.cases, latest_summaries(suite.cases, config_relative(config_file, config.score.results)),
                       PASS_RATE)
    if output_format == "json":
        print(json.dumps({
            "tools": list(table.index), "classes": list(table.columns),
            "counts": {tool: {name: int(table.loc[tool, name]) for name in table.columns}
                       for tool in table.index},
            "forbidden": {tool: {name: int(forbidden.loc[tool, name]) for name in table.columns}
                          for tool in table.index},
            "empty_cells": [{"tool": tool, "class": name} for tool, name in empty],
            "cases": len(suite.cases),
            "pass_rates": {tool: {name: rate for (row, name), rate in sorted(rates.items())
                                  if row == tool and name != PASS_RATE}
                           for tool in table.index if (tool, PASS_RATE) in rates},
        }, indent=2))
        return 0
    if table.empty:
        print("miner: no tools in the suite's cases yet; nothing to tabulate", file=sys.stderr)
        return 0
    shown = pd.DataFrame([[_cell(table.loc[tool, name], forbidden.loc[tool, name]) for name in table.columns]
                          for tool in table.index], index=table.index, columns=table.columns)
    if rates:  # from the latest `miner score`: each cell's count with its pass rate, and a column per tool
        for (tool, name), rate in rates.items():
            if name != PASS_RATE and tool in shown.index:
                shown.loc[tool, name] = f"{shown.loc[tool, name]} ({_rate(rate)})"
        shown[PASS_RATE] = [_rate(rates[(tool, PASS_RATE)]) if (tool, PASS_RATE) in rates
                            else FORBIDDEN_ONLY if not table.loc[tool].any() and forbidden.loc[tool].any() else "-"
                            for tool in shown.index]
    shown.index.name, shown.columns.name = "tool", "class"
    print(shown.to_string())
    print(f"miner: {counted(len(suite.cases), 'case')}; {len(empty)} of {counted(table.size, 'cell')} empty "
          f"({EMPTY_CELL}): "
          "no case expects or forbids that tool in that class; !N: N cases forbid it there (mustNotCall)"
          + ("; (N%): the pass rate in the latest `miner score` of the cases that expect the tool (a case that only "
             f"forbids a tool does not test it: `{FORBIDDEN_ONLY}`)" if rates else ""),
          file=sys.stderr)
    print("next: each empty cell is a case still to write", file=sys.stderr)
    return 0
