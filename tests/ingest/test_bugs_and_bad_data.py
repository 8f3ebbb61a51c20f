"""Bad data costs its record, with file and line; a bug in a mapper stops the run with exit 70 and says where."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from miner.cli import main
from miner.mappers.genai import GenAIConvention
from tests.ingest.sdk import GenAITracer, text, two_turn_session


def _run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def _broken_facts(self: GenAIConvention, span: object) -> None:
    raise KeyError("jane@example.org")


def test_a_bug_in_a_mapper_stops_the_run_with_exit_70_naming_the_record(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = two_turn_session(tmp_path / "spans", lines_per_file=None)
    monkeypatch.setattr(GenAIConvention, "facts", _broken_facts)
    result = _run("sessions", "--source", str(path))
    assert result.exit_code == 70
    [line] = result.stderr.strip().splitlines()
    assert line.startswith("miner: internal error (KeyError) while reading ")
    assert f"{path}:1" in line and "report it at" in line and "--debug" in line
    assert "jane@example.org" not in line  # the exception's message may quote the input: never shown without --debug
    assert "Traceback" not in result.stderr

    debugged = _run("sessions", "--debug", "--source", str(path))
    assert debugged.exit_code == 70
    assert "Traceback (most recent call last)" in debugged.stderr and "_broken_facts" in debugged.stderr


def test_messages_that_cannot_be_read_are_warned_with_file_and_line(tmp_path: Path) -> None:
    tracer = GenAITracer(tmp_path / "spans", lines_per_file=None)
    with tracer.turn("conv-damaged") as context:
        span = tracer.tracer.start_span("chat m", context=context, start_time=tracer.tick(), attributes={
            "gen_ai.operation.name": "chat", "gen_ai.input.messages": '[{"role": "user", "parts": [{"type": "te',
        })
        span.end(end_time=tracer.tick())
        tracer.chat(context, [text("user", "Where is my order?")], [text("assistant", "It has shipped.")])
    [path] = tracer.close()
    result = _run("sessions", "--source", str(path))
    assert result.exit_code == 0
    assert f"miner: warning: {path}:1: a message list is not valid JSON (truncated?); those messages skipped" \
        in result.stderr
    assert "1 damaged messages" in result.stderr
    strict = _run("sessions", "--strict", "--source", str(path))
    assert strict.exit_code == 1


def test_a_bug_in_a_worker_process_stops_the_run_the_same_way(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = two_turn_session(tmp_path / "a", conversation_id="conv-a", lines_per_file=None)
    second = two_turn_session(tmp_path / "b", conversation_id="conv-b", lines_per_file=None)
    config = tmp_path / "miner.toml"
    config.write_text("workers = 2\n", encoding="utf-8")
    monkeypatch.setattr(GenAIConvention, "facts", _broken_facts)
    result = _run("sessions", "--config", str(config), "--source", str(first[0]), "--source", str(second[0]))
    assert result.exit_code == 70, result.output
    [line] = [line for line in result.stderr.strip().splitlines() if line.startswith("miner:")]
    assert line.startswith("miner: internal error (KeyError) while reading ") and ".jsonl:1" in line
