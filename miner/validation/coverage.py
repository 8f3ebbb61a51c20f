"""The suite as a matrix of tools against case classes (`miner coverage`, and the report's page).

A case's class is its first tag (sidecar `tags: [class, feature, priority]`). A cell counts the cases that expect
the tool to be called; the cases that forbid it (`mustNotCall`) are counted apart: a negative case guards a
tool, but it does not test what the tool does, so a tool's pass rate is that of the cases that expect it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from miner.config import MinerConfig
from miner.errors import InventoryError, MinerError
from miner.formats.results import Summary, read_result
from miner.validation.drafts import DraftCase
from miner.validation.inventory import configured_inventory

UNTAGGED = "(untagged)"


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


@dataclass(frozen=True)
class Coverage:
    expected: pd.DataFrame  # cases expecting each tool, per class
    forbidden: pd.DataFrame  # cases forbidding it
    empty: list[tuple[str, str]]  # (tool, class) cells no case expects or forbids


def coverage_of(cases: list[DraftCase], config: MinerConfig, config_file: Path | None,
                classes: list[str] | None = None) -> Coverage:
    """Rows: the agent's tools (its inventory, when one is configured) and every tool a case names; columns: the
    `classes` asked for, in their order, then every class of the cases."""
    try:
        inventory = sorted(configured_inventory(config, config_file, None, None, None).names)
    except InventoryError:
        inventory = []  # without an inventory, rows are the tools the cases name
    named = {tool for case in cases for tool in expected_tools(case) | forbidden_tools(case)}
    tools = sorted(set(inventory) | named)
    others = sorted({case_class(case) for case in cases} - set(classes or []))
    columns = list(dict.fromkeys([*(classes or []), *others]))
    expected, forbidden = (matrix(cases, tools, columns, tools_of) for tools_of in (expected_tools, forbidden_tools))
    empty = [(tool, name) for tool in tools for name in columns
             if expected.loc[tool, name] == 0 and forbidden.loc[tool, name] == 0]
    return Coverage(expected, forbidden, empty)


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


def pass_rates(cases: list[DraftCase], summaries: dict[str, Summary],
               whole_row: str) -> dict[tuple[str, str], float | None]:
    """Passing runs / scored runs of the cases that expect each tool, per (tool, class) and per tool under class
    `whole_row`. The cases that only forbid a tool give it no rate: they do not test what it does."""
    tallies: dict[tuple[str, str], list[int]] = {}
    for case in cases:
        summary = summaries.get(case.eval_id)
        if summary is None:
            continue
        for tool in expected_tools(case):
            for key in ((tool, case_class(case)), (tool, whole_row)):
                tally = tallies.setdefault(key, [0, 0])
                tally[0] += summary.passed
                tally[1] += summary.runs
    return {key: (passed / runs if runs else None) for key, (passed, runs) in tallies.items()}
