"""The same sessions whatever the order of the input: sources, files, lines, kinds, re-deliveries, workers.

The traces are the demo agent's, through the real OpenTelemetry SDK: spans and OTLP logs of the same
conversations written by two exporters into two folders, as the Collector's traces and logs pipelines do.
Every comparison is of the JSON of every session, in the order the miner gives them.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.sdk._logs.export import LogRecordExportResult
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SpanExportResult

from miner.config import MinerConfig
from miner.demo.agent import DemoAgent, plan
from miner.demo.app_log import AppLogWriter
from miner.demo.exporter import JsonLinesFiles, OtlpJsonLinesLogExporter, OtlpJsonLinesSpanExporter
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport, read_sessions
from tests.logs.helpers import NOW

SESSIONS = 24


def _json(sources: list[str], workers: int | None = None, report: IngestReport | None = None) -> list[str]:
    config = MinerConfig(workers=workers)
    return [session.model_dump_json() for session in
            read_sessions(sources, config, Diagnostics(stream=None), report=report)]


def _lines(folder: Path) -> list[str]:
    return [line for path in sorted(folder.glob("*.jsonl")) for line in path.read_text().splitlines()]


def _write(path: Path, lines: list[str]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    return path


class _OneSpanALine(OtlpJsonLinesSpanExporter):
    """Each span on a line of its own, as a collector that exports small batches writes them: lines to reorder."""

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        for span in spans:
            super().export([span])
        return SpanExportResult.SUCCESS


class _OneRecordALine(OtlpJsonLinesLogExporter):
    def export(self, batch: Sequence[Any]) -> LogRecordExportResult:
        for record in batch:
            super().export([record])
        return LogRecordExportResult.SUCCESS


@pytest.fixture(scope="module")
def pipelines(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One run of the demo agent, its spans in `otel/spans`, its GenAI log events in `otel/logs`."""
    root = tmp_path_factory.mktemp("otel")
    agent = DemoAgent(_OneSpanALine(root / "spans", prefix="traces"), _OneRecordALine(root / "logs", prefix="logs"))
    rng = random.Random(5)
    for session in plan(SESSIONS, 5, NOW):
        agent.play(session, rng)
    agent.shutdown()
    return root


@pytest.fixture(scope="module")
def expected(pipelines: Path) -> list[str]:
    found = _json([str(pipelines / "spans"), str(pipelines / "logs")])
    assert len(found) == SESSIONS
    return found


def test_spans_and_logs_in_separate_folders_give_the_same_sessions_in_either_order(pipelines: Path,
                                                                                   expected: list[str]) -> None:
    report = IngestReport()
    assert _json([str(pipelines / "logs"), str(pipelines / "spans")], report=report) == expected
    assert report.assembly.sessions == SESSIONS


def test_a_rotated_set_given_newest_first(pipelines: Path, expected: list[str], tmp_path: Path) -> None:
    """`traces.jsonl` is the live file, `traces.1.jsonl` the one rotated before it, and so on back in time."""
    lines = _lines(pipelines / "spans")
    quarter = len(lines) // 4 + 1
    chunks = [lines[index:index + quarter] for index in range(0, len(lines), quarter)]
    rotated = [_write(tmp_path / ("traces.jsonl" if age == 0 else f"traces.{age}.jsonl"), chunk)
               for age, chunk in enumerate(reversed(chunks))]
    assert len(rotated) == 4
    assert _json([*map(str, rotated), str(pipelines / "logs")]) == expected


def test_one_file_per_agent_instance_with_overlapping_times(pipelines: Path, expected: list[str],
                                                            tmp_path: Path) -> None:
    lines = _lines(pipelines / "spans")
    for instance in range(3):
        _write(tmp_path / "spans" / f"agent-{instance}.jsonl", lines[instance::3])
    assert _json([str(tmp_path / "spans"), str(pipelines / "logs")]) == expected


def test_shuffled_lines(pipelines: Path, expected: list[str], tmp_path: Path) -> None:
    for kind in ("spans", "logs"):
        lines = _lines(pipelines / kind)
        random.Random(kind).shuffle(lines)
        _write(tmp_path / kind / "shuffled.jsonl", lines)
    assert _json([str(tmp_path / "logs"), str(tmp_path / "spans")]) == expected


def test_a_batch_redelivered_a_day_later(pipelines: Path, expected: list[str], tmp_path: Path) -> None:
    """At-least-once delivery: a retried export lands in the next day's file; every record is counted once."""
    lines = _lines(pipelines / "spans")
    _write(tmp_path / "day-1.jsonl", lines)
    _write(tmp_path / "day-2.jsonl", lines[len(lines) // 3: len(lines) // 2])
    report = IngestReport()
    assert _json([str(tmp_path), str(pipelines / "logs")], report=report) == expected
    assert report.assembly.duplicates > 0


def test_one_worker_and_several_give_the_same_sessions(pipelines: Path, expected: list[str]) -> None:
    report = IngestReport()
    assert _json([str(pipelines / "spans"), str(pipelines / "logs")], workers=1, report=report) == expected
    assert report.workers == 1
    several = IngestReport()
    assert _json([str(pipelines / "spans"), str(pipelines / "logs")], workers=3, report=several) == expected
    assert several.workers == 2  # one per file at most


def test_application_logs_with_shuffled_lines(tmp_path: Path) -> None:
    """Tool results without call ids pair with the oldest open call of their tool: in time order, not line order."""
    writer = AppLogWriter(JsonLinesFiles(tmp_path / "app", prefix="app"))
    rng = random.Random(2)
    for session in plan(12, 2, NOW):
        writer.play(session, rng)
    writer.shutdown()
    in_order = _json([str(tmp_path / "app")])
    lines = _lines(tmp_path / "app")
    random.Random(1).shuffle(lines)
    _write(tmp_path / "shuffled" / "app.jsonl", lines)
    assert len(in_order) == 12
    assert _json([str(tmp_path / "shuffled")]) == in_order


def test_a_session_larger_than_the_budget_is_reported_and_fails_strict(pipelines: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from miner import ingest
    from miner.cli import main

    sources = ["--source", str(pipelines / "spans"), "--source", str(pipelines / "logs")]
    monkeypatch.setattr(ingest, "session_budget", lambda per_worker: 0)  # a budget no session fits in
    result = CliRunner().invoke(main, ["sessions", *sources])
    assert result.exit_code == 0
    assert f"{SESSIONS} sessions larger than the memory budget allows (raise memory_mb)" in result.stderr
    assert result.stdout.count("\n") == SESSIONS + 1  # built all the same: nothing dropped
    assert CliRunner().invoke(main, ["sessions", "--strict", *sources]).exit_code == 1
    monkeypatch.undo()
    assert CliRunner().invoke(main, ["sessions", "--strict", *sources]).exit_code == 0


def test_the_number_of_shards_follows_the_input_and_the_budget() -> None:
    from miner.ingest import MB, shard_count

    assert shard_count(0, 1, 100 * MB) == 1
    assert shard_count(10 * MB, 2, 100 * MB) == 2  # at least one per worker
    assert shard_count(1000 * MB, 2, 100 * MB) == 10
    assert shard_count(1000 * MB, 2, 50 * MB) == 20


def test_the_weekly_sample_is_the_same_with_one_worker_or_several(pipelines: Path, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Signals and each session's selection work run in the workers: the sample must not notice how many."""
    import io

    from miner.commands.sample import run

    monkeypatch.chdir(tmp_path)
    shown = {}
    for workers in (1, 2):
        config = tmp_path / f"miner-{workers}.toml"
        config.write_text(f"workers = {workers}\n", encoding="utf-8")
        out = io.StringIO()
        code = run(sources=[str(pipelines / "logs"), str(pipelines / "spans")], since="2000-01-01", until=None,
                   feedback_path=None, limit=None, per_kind=None, seed=None, dry_run=True, output_format="json",
                   config_path=config, out=out, diagnostics=Diagnostics(stream=None))
        assert code == 0
        document = json.loads(out.getvalue())
        for picked in document["selected"]:  # before any salt exists, a dry run shows throwaway hashes
            picked.pop("session_hash"), picked.pop("duplicate_hashes")
        shown[workers] = document
    assert shown[1] == shown[2]
    assert shown[1]["summary"]["sessions_read"] == SESSIONS
    assert shown[1]["selected"]
