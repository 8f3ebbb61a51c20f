"""What `miner run` does with bad input and faults: one line and exit 2 before anything runs; an agent that raises
fails its run only; Ctrl-C leaves the runs already written whole."""

from __future__ import annotations

import json
import socket
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from miner.formats.run_manifest import RunOutcome
from tests.run.conftest import manifest, where_is_case, write_fixture
from tests.score.conftest import case, turn, write_case

ROOT = Path(__file__).resolve().parents[2]


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


def test_the_run_files_name_neither_the_machine_nor_its_user(project: Path, miner: Callable[..., Result]) -> None:
    where_is_case(project / "evals")
    write_case(project / "evals", case("crash", turn("Please crash.", "No.")))
    write_fixture(project / "evals", "crash")
    assert miner("run", "--repeat", "1").exit_code == 1
    written = "\n".join(path.read_text() for path in (project / "build" / "runs").rglob("*") if path.is_file())
    assert "agents.py:" in written  # the frames of the exception, by file name
    for revealing in {str(Path.home()), str(ROOT), str(project), socket.gethostname()}:
        assert revealing not in written


def test_resource_attributes_that_describe_the_machine_are_not_written() -> None:
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider

    from miner.demo.exporter import spans_json
    from miner.run.spans import kept_resource

    provider = TracerProvider(resource=Resource({"service.name": "shop", "host.name": "alices-laptop",
                                                 "process.owner": "alice", "telemetry.sdk.name": "opentelemetry"}))
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    memory = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(memory))
    provider.get_tracer("t").start_span("turn").end()
    exported = list(memory.get_finished_spans())
    attributes = spans_json(exported, kept_resource)["resourceSpans"][0]["resource"]["attributes"]
    assert sorted(item["key"] for item in attributes) == ["service.name", "telemetry.sdk.name"]


def test_a_case_without_a_scripted_conversation_is_left_out_with_a_warning(
        project: Path, miner: Callable[..., Result]) -> None:
    from miner.formats.evalset import ConversationScenario, EvalCase, EvalSet

    where_is_case(project / "evals")
    scenario = EvalCase(eval_id="simulated", conversation_scenario=ConversationScenario(
        starting_prompt="Where is my order?", conversation_plan="Ask until the order is found."))
    EvalSet(eval_set_id="simulated", eval_cases=[scenario]).write(project / "evals" / "simulated.evalset.json")
    result = miner("run", "--repeat", "1")
    assert result.exit_code == 0, result.output
    assert "simulated: no scripted conversation" in result.output
    assert [run.eval_id for run in manifest(project).runs] == ["where_is_order"]
