"""`miner sessions`: list the sessions found in the traces, as a table for people or JSON for machines."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from pathlib import Path

from miner.commands.common import Progress, echo_err, ingest_summary, setup
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport, read_sessions
from miner.model import Session
from miner.signals import detect


def run(sources: list[str], since: str | None, until: str | None, output_format: str,
        config_path: Path | None) -> int:
    config, start, end = setup(config_path, since, until)
    diagnostics = Diagnostics()
    report = IngestReport()
    read = Progress("sessions").track(read_sessions(sources, config, diagnostics, start, end, report))
    stream = (detect(session, config) for session in read)
    if output_format == "json":
        _write_json(stream)
    else:
        _write_table(stream)
    echo_err(ingest_summary(report, diagnostics))
    return 0


def _write_json(sessions: Iterable[Session]) -> None:
    out = sys.stdout
    out.write("[")
    for index, session in enumerate(sessions):
        out.write(",\n" if index else "\n")
        out.write(json.dumps(session.model_dump(mode="json"), ensure_ascii=False))
    out.write("\n]\n")


def _write_table(sessions: Iterable[Session]) -> None:
    header = f"{'STARTED (UTC)':<17}  {'SESSION':<36}  {'TURNS':>5}  {'TOOLS':<40}  SIGNALS"
    print(header)
    for session in sessions:
        print(_row(session))


def _row(session: Session) -> str:
    tools = ",".join(dict.fromkeys(session.tool_names())) or "-"
    errors = sum(call.status == "error" for turn in session.turns for call in turn.tool_calls)
    if errors:
        tools += f" ({errors} failed)"
    signals = ",".join(dict.fromkeys(signal.kind for signal in session.signals)) or "-"
    return (f"{session.started_at:%Y-%m-%d %H:%M}  {session.session_id[:36]:<36}  {len(session.turns):>5}  "
            f"{tools[:40]:<40}  {signals}")
