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
    assert after["pass_rates"]["issue_refund"] == {"authz": 0.0, "happy": 1.0}
    lines = miner("coverage").stdout.splitlines()
    assert lines[0].split() == ["class", "authz", "happy", "pass", "rate"]
    assert lines[2].split() == ["escalate", "!1", "(0%)", ".", "0%"]  # forbidden there, not expected
    assert lines[3].split() == ["issue_refund", "!1", "(0%)", "!1", "(100%)", "50%"]
