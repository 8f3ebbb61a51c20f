"""One team's repository through the weekly loop, shared by the report's tests: the demo agent's traces (the real
OpenTelemetry SDK), two `miner sample` runs on two windows (a dry run, then a real one), a suite scored on the
demo agent's replays, baselines accepted, the agent broken and scored again."""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from miner.cli import main
from tests.score.conftest import TOOLS, refund_not_owned, refund_spec, write_case
from tests.score.test_traces import shipping_case


@dataclass
class Project:
    root: Path
    config: Path
    sample_json: list[dict[str, object]]  # what each `miner sample --format json` printed, in run order

    def miner(self, *args: str) -> Result:
        """A command of the repository (its configuration named)."""
        return run(*args, "--config", str(self.config))

    def report(self, *args: str) -> Result:
        return self.miner("report", "--out", str(self.root / "report"), *args)


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def write_config(root: Path) -> Path:
    config = root / "pyproject.toml"
    config.write_text("[tool.miner]\nsources = [\"demo-traces/spans\"]\ntools = " + json.dumps(TOOLS)
                      + '\nread_only_tools = ["lookup_order", "track_shipment"]\n'
                      '[tool.miner.sample]\nfeedback = "demo-traces/feedback.csv"\n', encoding="utf-8")
    return config


@pytest.fixture(scope="package")
def project(tmp_path_factory: pytest.TempPathFactory) -> Project:
    root = tmp_path_factory.mktemp("team")
    config = write_config(root)
    assert run("demo", "--out", str(root / "demo-traces"), "--sessions", "60").exit_code == 0
    project = Project(root, config, [])
    for window in (["--since", "7d", "--until", "4d", "--dry-run"], ["--since", "4d"]):
        result = project.miner("sample", *window, "--format", "json")
        assert result.exit_code == 0, result.output
        project.sample_json.append(json.loads(result.stdout))
    suite = root / "evals"
    suite.mkdir()
    write_case(suite, refund_not_owned(), refund_spec())
    write_case(suite, shipping_case(),  # type: ignore[arg-type]
               refund_spec("where_is_my_order", must_not_call=["issue_refund"], required_facts=["friday"],
                           forbidden_claims=[], arg_rules={}, tags=["happy", "shipping"]))
    drafted = sorted((root / "drafts").glob("*.evalset.json"))[:2]  # two drafts, unreviewed: they fail as drafted
    for path in drafted:
        shutil.copy(path, suite / path.name)
        shutil.copy(path.with_name(path.name.replace(".evalset.json", ".spec.json")), suite)
    runs = str(root / "runs")
    assert run("demo", "--replay", str(suite), "--out", runs, "--repeat", "2").exit_code == 0
    assert project.miner("score", "--runs", f"{runs}/spans").exit_code == 0
    ids = sorted(path.name.removesuffix(".json") for path in (root / "build" / "eval-results").glob("*.json"))
    assert project.miner("baseline", "accept", *ids, "--reason", "the first scored run").exit_code == 0
    assert run("demo", "--replay", str(suite), "--out", runs, "--repeat", "2", "--break", "lookup_order").exit_code == 0
    assert project.miner("score", "--runs", f"{runs}/spans").exit_code == 1  # refund_not_owned regressed
    return project
