"""Source kinds: detected from the content, or named with a `kind:` prefix; mixed in one run; one clear error
for a source of no known kind."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from miner.cli import main
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.ingest import IngestReport, split_kind
from tests.logs.helpers import demo_files, sessions_of


@pytest.fixture(scope="module")
def three_kinds(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Different conversations as spans, OTLP logs and application logs (different seeds)."""
    root = tmp_path_factory.mktemp("kinds")
    return {
        "spans": demo_files(root / "spans", 6, spans=True, logs=False, seed=1),
        "logs": demo_files(root / "logs", 6, spans=False, logs=True, seed=2),
        "app": demo_files(root / "app", 6, spans=False, logs=False, app_logs=True, seed=3),
    }


def _messages() -> tuple[list[str], Diagnostics]:
    lines: list[str] = []

    class Stream:
        def write(self, text: str) -> None:
            lines.append(text)

    return lines, Diagnostics(stream=Stream())  # type: ignore[arg-type]


def test_one_run_mixes_spans_otlp_logs_and_application_logs(three_kinds: dict[str, Path]) -> None:
    each = [sessions_of([str(folder)]) for folder in three_kinds.values()]
    together = sessions_of([str(folder) for folder in three_kinds.values()])
    assert len(together) == 18
    assert set(together) == set().union(*each)
    assert all(session.turns and session.turns[0].user_text for session in together.values())


def test_a_source_can_name_its_kind(three_kinds: dict[str, Path], tmp_path: Path) -> None:
    assert split_kind("app-logs:logs/x.jsonl")[0] == "app-logs"
    assert split_kind("C:/traces")[0] is None and split_kind("C:/traces")[1] == "C:/traces"
    named = sessions_of([f"otlp-logs:{three_kinds['logs']}"])
    assert named.keys() == sessions_of([str(three_kinds["logs"])]).keys()
    # Named as application logs, an OTLP file is of the wrong kind: one warning for the file, then the error.
    lines, diagnostics = _messages()
    with pytest.raises(SourceError, match="no trace or log records"):
        sessions_of([f"app-logs:{three_kinds['logs']}"], diagnostics=diagnostics)
    assert diagnostics.counts == {"unknown file": 1}
    assert "application log lines" in "".join(lines)


def test_the_kind_prefix_works_in_the_configured_sources(three_kinds: dict[str, Path]) -> None:
    config = MinerConfig(sources=[f"app-logs:{three_kinds['app']}", str(three_kinds["spans"])])
    assert len(sessions_of([], config=config)) == 12


def test_a_file_of_no_known_kind_is_one_clear_warning(three_kinds: dict[str, Path], tmp_path: Path) -> None:
    other = tmp_path / "metrics.jsonl"
    other.write_text("".join(json.dumps({"resourceMetrics": [], "n": index}) + "\n" for index in range(50)))
    lines, diagnostics = _messages()
    found = sessions_of([str(three_kinds["spans"]), str(other)], diagnostics=diagnostics)
    assert len(found) == 6
    assert diagnostics.counts == {"unknown file": 1}
    text = "".join(lines)
    assert "metrics.jsonl: none of its 50 line(s)" in text
    assert "resourceSpans" in text and "resourceLogs" in text and "session_id" in text


def test_only_unknown_sources_are_an_error_that_says_what_was_expected(tmp_path: Path) -> None:
    other = tmp_path / "metrics.jsonl"
    other.write_text(json.dumps({"resourceMetrics": []}) + "\n")
    with pytest.raises(SourceError) as raised:
        sessions_of([str(other)])
    message = str(raised.value)
    assert "expected OTLP/JSON trace batches" in message and "OTLP/JSON log batches" in message
    assert "application log lines" in message


def test_stray_lines_in_a_file_of_a_known_kind_are_warned_one_by_one(three_kinds: dict[str, Path],
                                                                     tmp_path: Path) -> None:
    source = next(three_kinds["app"].glob("*.jsonl")).read_text().splitlines()
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_text("\n".join(['{"hello": 1}', *source[:6], '{"resourceMetrics": []}', *source[6:]]) + "\n")
    lines, diagnostics = _messages()
    report = IngestReport()
    sessions_of([str(mixed)], diagnostics=diagnostics, report=report)
    assert diagnostics.counts == {"unknown record": 2}
    text = "".join(lines)
    assert "mixed.jsonl:1:" in text and "mixed.jsonl:8:" in text


def test_cli_reads_each_kind_and_the_demo_writes_logs(tmp_path: Path) -> None:
    runner = CliRunner()
    for kind, folder in (("logs", "logs"), ("app-logs", "app-logs")):
        out = tmp_path / kind
        result = runner.invoke(main, ["demo", "--out", str(out), "--sessions", "5", "--as", kind])
        assert result.exit_code == 0, result.output
        listed = runner.invoke(main, ["sessions", "--source", str(out / folder), "--format", "json"])
        assert listed.exit_code == 0, listed.output
        sessions = json.loads(listed.stdout)
        assert len(sessions) == 5
        assert set(json.loads((out / "labels.json").read_text())["sessions"]) == {s["session_id"] for s in sessions}
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"resourceMetrics": []}\n')
    result = runner.invoke(main, ["sessions", "--source", str(bad)])
    assert result.exit_code == 2
    assert "expected OTLP/JSON trace batches" in result.stderr and "Traceback" not in result.output


def test_logs_without_any_genai_event_say_how_to_turn_events_on(tmp_path: Path) -> None:
    from opentelemetry._logs import SeverityNumber

    from tests.logs.helpers import otlp_logs

    with otlp_logs(tmp_path) as (logger, _, _paths):
        logger.emit(body="GET /health 200", severity_number=SeverityNumber.INFO)
    with pytest.raises(SourceError, match=r"none of them a GenAI event.*EVENT_ONLY"):
        sessions_of([str(tmp_path)])


def test_the_next_step_after_sessions_reads_the_same_sources(three_kinds: dict[str, Path]) -> None:
    """`miner sessions --source X` suggests a dry run of X, not of the configured sources it did not read."""
    source = f"otlp-logs:{three_kinds['logs']}"
    listed = CliRunner().invoke(main, ["sessions", "--source", source, "--since", "30d"])
    assert listed.exit_code == 0, listed.output
    (hint,) = [line for line in listed.stderr.splitlines() if line.startswith("next: ")]
    assert f"`miner sample --since 30d --source {source} --dry-run`" in hint
