"""What `miner run` does with bad input and faults: one line and exit 2 before anything runs; an agent that raises
fails its run only; Ctrl-C leaves the runs already written whole."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from miner.formats.run_manifest import RunOutcome
from tests.run.conftest import manifest, where_is_case, write_fixture
from tests.score.conftest import case, turn, write_case


@pytest.mark.parametrize(("spec", "says"), [
    ("adk:tests.run.no_such_module:agent", "module tests.run.no_such_module does not import (ModuleNotFoundError"),
    ("adk:tests.run.agents:no_such_agent", "tests.run.agents has no attribute no_such_agent"),
    ("adk:tests.run.agents:not_an_agent", "not_an_agent is not an ADK agent or App but a int"),
    ("pydantic-ai:tests.run.agents:adk_agent", "adk_agent is not a Pydantic AI Agent but a LlmAgent"),
    ("crewai:tests.run.agents:adk_agent", "expected FRAMEWORK:package.module:attribute"),
])
def test_an_agent_spec_that_names_no_agent_is_one_line_and_exit_2(
        project: Path, miner: Callable[..., Result], spec: str, says: str) -> None:
    where_is_case(project / "evals")
    result = miner("run", "--agent", spec)
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and says in result.output, result.output
    assert not (project / "build").exists()


def test_a_case_without_its_fixture_is_exit_2_unless_its_calls_may_run_live(
        project: Path, miner: Callable[..., Result]) -> None:
    write_case(project / "evals", case("track", turn("Please track order A-1.", "Order A-1 goes with live-carrier.",
                                                     ("track_shipment", {"order_id": "A-1"}))))
    write_case(project / "evals", case("refund", turn("Please refund order A-1.", "Done.",
                                                      ("issue_refund", {"order_id": "A-1"}))))
    result = miner("run", "--case", "refund", "--live-read-only")
    assert result.exit_code == 2
    assert result.output.startswith("miner: error: evals/fixtures/refund.json: no fixture for case refund, whose "
                                    "tools issue_refund must not run live")
    assert miner("run", "--case", "track").exit_code == 2

    live = miner("run", "--case", "track", "--live-read-only", "--repeat", "1")
    assert live.exit_code == 0, live.output
    [run] = manifest(project).runs
    assert run.live_calls == ["track_shipment"] and run.transcript[0].answer == "Order A-1 goes with live-carrier."


def test_an_agent_that_raises_fails_its_run_and_the_others_go_on(
        project: Path, miner: Callable[..., Result]) -> None:
    where_is_case(project / "evals")
    write_case(project / "evals", case("crash", turn("Please crash.", "No.")))
    write_fixture(project / "evals", "crash")
    result = miner("run", "--repeat", "1")
    assert result.exit_code == 1
    crash, where = manifest(project).runs
    assert crash.outcome is RunOutcome.RAISED and where.outcome is RunOutcome.PASSED
    assert crash.transcript[0].error is not None
    assert crash.transcript[0].error.endswith("RuntimeError: the model backend fell over")
    assert "The agent raised:" in result.stdout and "RuntimeError: the model backend fell over" in result.stdout


def test_ctrl_c_leaves_the_runs_already_written_whole(project: Path, miner: Callable[..., Result]) -> None:
    where_is_case(project / "evals", "a_where")
    write_case(project / "evals", case("b_interrupt", turn("Please interrupt order A-1.", "No.")))
    write_fixture(project / "evals", "b_interrupt")
    result = miner("run", "--repeat", "1")
    assert result.exit_code == 130
    [run] = manifest(project).runs
    assert run.eval_id == "a_where" and run.outcome is RunOutcome.PASSED
    spans = project / "build" / "runs" / (run.spans or "")
    assert json.loads(spans.read_text())["resourceSpans"]
    assert sorted(path.name for path in (project / "build" / "runs" / "spans").rglob("*")) == ["a_where",
                                                                                               "run-1.otlp.jsonl"]


def test_a_folder_that_holds_other_files_is_not_replaced(project: Path, miner: Callable[..., Result]) -> None:
    where_is_case(project / "evals")
    (project / "notes").mkdir()
    (project / "notes" / "mine.txt").write_text("keep")
    result = miner("run", "--out", "notes")
    assert result.exit_code == 2 and "notes: exists and holds no manifest.json" in result.output
    assert (project / "notes" / "mine.txt").read_text() == "keep"
