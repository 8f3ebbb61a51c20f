"""The generic path: spans no mapper knows, read from structure and common shapes. Its reading of whole producers
is measured by the conformance table's generic path column; these pin its rules and its limits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from opentelemetry import trace

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport, read_sessions
from miner.mappers.generic import session_rank
from tests.conformance.scoring import FIXTURES


@pytest.mark.parametrize("key", ["session.id", "conversation_id", "langfuse.session.id", "app.chat_id",
                                 "ai.telemetry.metadata.sessionId", "mlflow.trace.session", "thread_id"])
def test_a_key_named_like_a_conversation_under_any_prefix_names_it(key: str) -> None:
    assert session_rank(key) is not None


@pytest.mark.parametrize("key", ["thread.id", "code.thread.id", "gen_ai.agent.call.id", "user_id", "chat",
                                 "event_loop.cycle_id", "gen_ai.response.id"])
def test_other_ids_name_no_conversation(key: str) -> None:
    assert session_rank(key) is None


def test_a_session_id_comes_before_a_thread_id_and_a_shorter_key_first() -> None:
    ranked = sorted(["app.thread_id", "x.session_id", "session.id", "conversation_id"], key=session_rank)
    assert ranked == ["session.id", "x.session_id", "conversation_id", "app.thread_id"]


def read(path: Path, config: MinerConfig | None = None) -> tuple[list[object], IngestReport]:
    report = IngestReport()
    sessions = list(read_sessions([str(path)], config or MinerConfig(), Diagnostics(stream=None), report=report))
    return sessions, report


def test_the_summary_counts_the_sessions_read_generically_and_only_those() -> None:
    sessions, report = read(FIXTURES / "langfuse")
    assert len(sessions) == 4 and report.assembly.read_generically == 4
    _, known = read(FIXTURES / "openai-agents-openinference")
    assert known.assembly.read_generically == 0


def test_spans_of_other_work_make_no_session(traces_dir: Path) -> None:
    """An HTTP server's and a database's spans, named by a session cookie: no model or tool call, no session."""
    tracer = trace.get_tracer("web-server")
    for number in range(3):
        with tracer.start_as_current_span("GET /account", attributes={"http.session_id": f"c-{number}",
                                                                      "http.route": "/account"}), \
                tracer.start_as_current_span("SELECT accounts", attributes={"db.statement": "SELECT 1",
                                                                            "db.system": "postgresql"}):
            pass
    sessions, report = read(traces_dir)
    assert sessions == [] and report.assembly.without_agent_content == 3


def test_a_request_that_carries_the_conversation_gives_its_own_last_user_words(traces_dir: Path) -> None:
    """An app nobody mapped, its model call holding the whole conversation as a JSON message list: each turn's
    words are the request's last user message, not the conversation's first."""
    tracer = trace.get_tracer("home-made-agent")
    history: list[dict[str, str]] = []
    for said, answered in (("Where is my parcel?", "It left today."), ("Get me a manager.", "Transferring you.")):
        history.append({"role": "user", "content": said})
        with tracer.start_as_current_span("handle", attributes={"app.conversation_id": "c-9"}), \
                tracer.start_as_current_span("model", attributes={"llm.request.messages": json.dumps(history),
                                                                  "llm.response.text": answered}):
            pass
        history.append({"role": "assistant", "content": answered})
    sessions, _ = read(traces_dir)
    assert [(turn.user_text, turn.final_response) for turn in sessions[0].turns] == [  # type: ignore[attr-defined]
        ("Where is my parcel?", "It left today."), ("Get me a manager.", "Transferring you.")]


def test_message_lists_in_content_events_under_any_key_are_read_with_tool_calls_among_the_parts() -> None:
    """Langtrace's SDK logs the prompt and the completion as span events (`gen_ai.content.prompt` with
    `gen_ai.prompt`, `gen_ai.content.completion` with `gen_ai.completion`), a tool call as an OpenAI
    `{id, type: "function", function}` among the completion's content parts, and traces no tool span: the generic
    path alone reads its answers, tool calls, arguments, results and errors from those."""
    from tests.conformance.scoring import KNOWN_GAPS, score_generic

    row = score_generic(FIXTURES / "langtrace")
    misses = {name: cell.misses[:2] for name, cell in row.cells.items()
              if cell.right < cell.total and ("langtrace", name) not in KNOWN_GAPS}
    assert not misses and row.cells["tool_trajectories"].right > 0 and row.cells["tool_args_results"].total > 0


def test_a_tool_result_written_as_str_of_a_python_value_is_read_back_as_that_value() -> None:
    """OpenInference's Agno instrumentation writes a tool's result as `str()` of what the tool returned
    (`{'order_id': 'ORD-1001', 'status': 'shipped'}`): the generic path alone reads it as that value, and a result
    shaped as an error as the error where it started."""
    from tests.conformance.scoring import score_generic

    row = score_generic(FIXTURES / "agno")
    assert row.cells["tool_args_results"].misses == [] and row.cells["tool_args_results"].total > 0
    assert row.cells["errors_at_origin"].misses == [] and row.cells["errors_at_origin"].total > 0


def test_the_generic_path_reads_a_result_by_the_error_detectors_shapes() -> None:
    """One set of rules: every documented result shape decides as the detector does on the generic path (by their
    defaults), and a rate under `error` is no failure there either."""
    from miner.mappers.generic import error_of
    from miner.signals.error import ErrorConfig, ErrorDetector
    from miner.signals.result_shapes import SHAPES

    detector = ErrorDetector(ErrorConfig())
    examples = [example for shape in SHAPES for example in (*shape.fires, *shape.passes)]
    assert [error_of(example, {}) is not None for example in examples] == \
        [detector._result_failure(example) is not None for example in examples]
    assert error_of({"model": "v2", "error": 0.02}, {}) is None
    assert error_of({"error": "quota exceeded"}, {}) == "result holds 'error'"


def failed_calls(fixture: Path, config: MinerConfig) -> dict[str, object]:
    """Each tool call the fixture's sessions read as failed: its name and result."""
    return {f"{session.session_id} {call.name}": call.result
            for session in read_sessions([str(fixture)], config, Diagnostics()) for turn in session.turns
            for call in turn.tool_calls if call.status == "error"}


def test_the_teams_result_rules_reach_the_generic_path() -> None:
    """`[tool.miner.signals.error]` is configured once: the generic path marks a call failed by the rules the
    detector reads with. Agno (through OpenInference) writes `{'error': 'order already delivered', ...}` as a tool's
    result: a failure by default, none for a team whose results' `error` member is no failure, while the tool that
    raised stays failed."""
    from tests.conformance.scoring import GENERIC_PATH

    fixture = FIXTURES / "agno"
    default = failed_calls(fixture, MinerConfig(conventions=GENERIC_PATH))
    assert {"error": "order already delivered", "order_id": "ORD-1003"} in default.values()
    configured = failed_calls(fixture, MinerConfig.model_validate(
        {"conventions": GENERIC_PATH, "signals": {"error": {"result_error_words": []}}}))
    assert configured == {call: result for call, result in default.items() if not isinstance(result, dict)}
    assert configured


def test_the_result_rules_need_no_signal_configuration() -> None:
    """A mapper reads results by the rules without loading the signals (their configuration lives there)."""
    import subprocess
    import sys

    loaded = subprocess.run([sys.executable, "-c", "import sys, miner.mappers.generic; "
                             "print(sorted(name for name in sys.modules if name.startswith('miner.signals')))"],
                            capture_output=True, text=True, check=True).stdout.strip()
    assert loaded == "[]"
