"""`miner demo`: write a week of traces from the simulated support agent, with their labels.

`--as spans` (the default) writes OTLP/JSON spans; `--as logs` the same conversations as OTLP/JSON logs
(GenAI events through the SDK's LoggerProvider); `--as app-logs` as the application's own JSON lines.
"""

from __future__ import annotations

import csv
import json
import random
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path

import click

from miner.demo.agent import DemoAgent, Planned, now_utc, plan, planted_values
from miner.demo.app_log import AppLogWriter
from miner.demo.exporter import JsonLinesFiles, OtlpJsonLinesLogExporter, OtlpJsonLinesSpanExporter
from miner.demo.replay import replay
from miner.errors import UsageError

LABELS = "labels.json"
# What `--as` writes, and the folder it goes to.
FOLDERS = {"spans": "spans", "logs": "logs", "app-logs": "app-logs"}


def _player(kind: str, folder: Path) -> DemoAgent | AppLogWriter:
    if kind == "logs":
        return DemoAgent(None, OtlpJsonLinesLogExporter(folder, prefix="otlp-logs", lines_per_file=4))
    if kind == "app-logs":
        return AppLogWriter(JsonLinesFiles(folder, prefix="app", lines_per_file=500))
    return DemoAgent(OtlpJsonLinesSpanExporter(folder, prefix="otlp-spans", lines_per_file=4))


def _staged(out_dir: Path) -> Path:
    if out_dir.exists() and any(out_dir.iterdir()) and not (out_dir / LABELS).is_file():
        raise UsageError(f"{out_dir}: exists and is not a demo folder; choose another --out")
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=".demo-", dir=out_dir.parent))


def _publish(staging: Path, out_dir: Path, labels: Mapping[str, object]) -> None:
    (staging / LABELS).write_text(json.dumps(labels, indent=2) + "\n", encoding="utf-8")
    if out_dir.exists():
        shutil.rmtree(out_dir)
    staging.rename(out_dir)


def run_replay(suite: Path, out_dir: Path, repeat: int, seed: int, broken_tool: str | None) -> int:
    """The demo agent with a scripted model plays every case of the suite `repeat` times, as a harness would."""
    if not suite.is_dir():
        raise UsageError(f"{suite}: no suite folder to replay (promote reviewed drafts into it first)")
    staging = _staged(out_dir)
    try:
        agent = DemoAgent(OtlpJsonLinesSpanExporter(staging / FOLDERS["spans"], prefix="otlp-spans"))
        played = replay(suite, agent, repeat, now_utc(), seed, broken_tool)
        agent.shutdown()
        if not played:
            raise UsageError(f"{suite}: the suite holds no eval case to replay")
        _publish(staging, out_dir, {"replayed": played, "repeat": repeat, "broken_tool": broken_tool})
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    broken = f", {broken_tool} broken" if broken_tool else ""
    click.echo(f"replayed {len(played)} case(s) x {repeat} run(s){broken} to {out_dir}/{FOLDERS['spans']}", err=True)
    click.echo(f"next: `miner score --runs {out_dir}/{FOLDERS['spans']}` holds these runs to the suite", err=True)
    return 0


def run(out_dir: Path, session_count: int, seed: int, output_kind: str = "spans") -> int:
    now = now_utc()
    sessions = plan(session_count, seed, now)
    staging = _staged(out_dir)
    try:
        folder = FOLDERS[output_kind]
        agent = _player(output_kind, staging / folder)
        rng = random.Random(seed)
        for session in sessions:
            agent.play(session, rng)
        agent.shutdown()
        _write_feedback(staging / "feedback.csv", sessions)
        labels = {
            "generated_at": now.isoformat(),
            "sessions": {session.session_id: session.kinds for session in sessions},
            "planted": planted_values(sessions),
        }
        _publish(staging, out_dir, labels)
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    bad = sum(1 for session in sessions if session.kinds)
    click.echo(f"wrote {len(sessions)} sessions ({bad} bad) to {out_dir}/{FOLDERS[output_kind]}, "
               f"feedback to {out_dir}/feedback.csv, labels to {out_dir}/{LABELS}", err=True)
    click.echo(f"next: `miner sample --since 7d --source {out_dir}/{FOLDERS[output_kind]} --feedback "
               f"{out_dir}/feedback.csv` drafts the bad ones", err=True)
    return 0


def _write_feedback(path: Path, sessions: list[Planned]) -> None:
    """Thumbs-down that the product stored outside the traces, as a CSV export would hold them."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["session_id", "rating", "time"])
        for session in sessions:
            if "thumbs_down" in session.kinds and not session.feedback_in_trace:
                writer.writerow([session.session_id, "thumbs_down", session.start.isoformat()])
            elif not session.kinds and session.scenario == "refund_ok":
                writer.writerow([session.session_id, "thumbs_up", session.start.isoformat()])
