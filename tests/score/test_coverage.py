"""`miner coverage` shows the pass rates of the latest `miner score` by tool x class."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from click.testing import Result

from tests.score.test_traces import suite


def test_coverage_gains_pass_rates_from_the_latest_results(project: Path, miner: Callable[..., Result]) -> None:
    suite(project)
    before = json.loads(miner("coverage", "--format", "json").stdout)
    assert before["pass_rates"] == {}
    miner("demo", "--replay", "evals", "--out", "runs", "--repeat", "2", "--break", "lookup_order")
    miner("score", "--runs", "runs/spans")
    after = json.loads(miner("coverage", "--format", "json").stdout)
    # refund_not_owned (authz) fails without its lookup; where_is_my_order (happy) still passes.
    assert after["pass_rates"]["lookup_order"] == {"authz": 0.0}
    shown = miner("coverage")
    lines = shown.stdout.splitlines()
    assert lines[0].split() == ["class", "authz", "happy", "pass", "rate"]
    assert "pass rate in the latest `miner score` of the cases that expect the tool" in shown.stderr


def test_a_tool_cases_only_forbid_is_shown_forbidden_not_failing(project: Path, miner: Callable[..., Result]) -> None:
    """A case that forbids a tool does not test what it does: its pass rate is not the tool's."""
    suite(project)
    miner("demo", "--replay", "evals", "--out", "runs", "--repeat", "2", "--break", "lookup_order")
    miner("score", "--runs", "runs/spans")
    assert "issue_refund" not in json.loads(miner("coverage", "--format", "json").stdout)["pass_rates"]
    lines = miner("coverage").stdout.splitlines()
    assert lines[2].split() == ["escalate", "!1", ".", "forbidden", "only"]
    assert lines[3].split() == ["issue_refund", "!1", "!1", "forbidden", "only"]
