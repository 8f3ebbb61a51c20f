"""`miner coverage`: the suite as a matrix of tools against case classes; empty cells are cases to write.

A case's class is its first tag (sidecar `tags: [class, feature, priority]`, seed 002). A cell counts the cases
that expect the tool to be called; the cases that forbid it (`mustNotCall`) are counted apart, shown as `!N`:
a negative case guards a tool, but it does not test what the tool does.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pandas as pd

from miner.config import config_relative, load_config
from miner.errors import InventoryError, MinerError, UsageError
from miner.formats.results import Summary, read_result
from miner.validation.drafts import DraftCase, read_drafts
from miner.validation.inventory import configured_inventory
from miner.wording import counted

UNTAGGED = "(untagged)"
EMPTY_CELL = "."
PASS_RATE = "pass rate"


def case_class(case: DraftCase) -> str:
    tags = case.spec.spec.tags if case.spec is not None else []
    return tags[0] if tags else UNTAGGED


def expected_tools(case: DraftCase) -> set[str]:
    eval_case = case.eval_set.eval_set.eval_cases[case.case_index]
    return {call.name for _path, call in eval_case.tool_calls() if call.name}


def forbidden_tools(case: DraftCase) -> set[str]:
    return set(case.spec.spec.must_not_call) if case.spec is not None else set()


def matrix(cases: list[DraftCase], tools: list[str], classes: list[str],
           tools_of: Callable[[DraftCase], set[str]]) -> pd.DataFrame:
    """Cases per (tool, class), with every tool and class given as a row or column even when empty."""
    pairs = [(tool, case_class(case)) for case in cases for tool in tools_of(case)]
    frame = pd.DataFrame(pairs, columns=["tool", "class"])
    counts = pd.crosstab(frame["tool"], frame["class"]) if pairs else pd.DataFrame()
    return counts.reindex(index=tools, columns=classes, fill_value=0).astype(int)


def _cell(expected: int, forbidden: int) -> str:
    shown = [str(expected)] if expected else []
    shown += [f"!{forbidden}"] if forbidden else []
    return " ".join(shown) or EMPTY_CELL


def latest_summaries(cases: list[DraftCase], results: Path) -> dict[str, Summary]:
    """The summary of each case's latest `miner score` result, for the cases that have one."""
    found: dict[str, Summary] = {}
    for case in cases:
        path = results / f"{case.eval_id}.json"
        if path.is_file():
            try:
                found[case.eval_id] = read_result(path).summary
            except MinerError as error:
                print(f"miner: warning: {error} (no pass rate for it)", file=sys.stderr)
    return found


def pass_rates(cases: list[DraftCase], summaries: dict[str, Summary]) -> dict[tuple[str, str], float | None]:
    """Passing runs / scored runs of the cases in each (tool, class) cell, and per tool under class PASS_RATE."""
    tallies: dict[tuple[str, str], list[int]] = {}
    for case in cases:
        summary = summaries.get(case.eval_id)
        if summary is None:
            continue
        for tool in expected_tools(case) | forbidden_tools(case):
            for key in ((tool, case_class(case)), (tool, PASS_RATE)):
                tally = tallies.setdefault(key, [0, 0])
                tally[0] += summary.passed
                tally[1] += summary.runs
    return {key: (passed / runs if runs else None) for key, (passed, runs) in tallies.items()}


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
    try:
        inventory_tools = sorted(configured_inventory(config, config_file, None, None, None).names)
    except InventoryError:
        inventory_tools = []  # without an inventory, rows are the tools the cases name
    tools_named = {tool for case in suite.cases for tool in expected_tools(case) | forbidden_tools(case)}
    all_tools = sorted(set(inventory_tools) | tools_named)
    named_classes = sorted({case_class(case) for case in suite.cases} - set(classes or []))
    all_classes = list(dict.fromkeys([*(classes or []), *named_classes]))
    table = matrix(suite.cases, all_tools, all_classes, expected_tools)
    forbidden = matrix(suite.cases, all_tools, all_classes, forbidden_tools)
    empty = [(tool, name) for tool in table.index for name in table.columns
             if table.loc[tool, name] == 0 and forbidden.loc[tool, name] == 0]  # as shown: neither expects nor forbids
    rates = pass_rates(suite.cases, latest_summaries(suite.cases, config_relative(config_file, config.score.results)))
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
        shown[PASS_RATE] = [_rate(rates[(tool, PASS_RATE)]) if (tool, PASS_RATE) in rates else "-"
                            for tool in shown.index]
    shown.index.name, shown.columns.name = "tool", "class"
    print(shown.to_string())
    print(f"miner: {counted(len(suite.cases), 'case')}; {len(empty)} of {counted(table.size, 'cell')} empty "
          f"({EMPTY_CELL}): "
          "no case expects or forbids that tool in that class; !N: N cases forbid it there (mustNotCall)",
          file=sys.stderr)
    print("next: each empty cell is a case still to write", file=sys.stderr)
    return 0
