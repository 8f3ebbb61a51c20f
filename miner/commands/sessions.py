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
from miner.sample import Ledger
from miner.signals import detect


def run(sources: list[str], since: str | None, until: str | None, output_format: str,
        config_path: Path | None, strict: bool = False) -> int:
    context = setup(config_path, since, until)
    config, root, start, end = context.config, context.root, context.start, context.end
    ledger = Ledger(root / config.sample.ledger)
    # The hash `miner sample` shows and puts in eval ids, so a drafted case can be traced to its session.
    hashed = ledger.has_salt()
    diagnostics = Diagnostics()
    report = IngestReport()
    read = Progress("sessions").track(read_sessions(sources, config, diagnostics, start, end, report))
    stream = (detect(session, config) for session in read)
    if output_format == "json":
        _write_json(stream, ledger if hashed else None)
    else:
        _write_table(stream, ledger if hashed else None)
    echo_err(ingest_summary(report, diagnostics))
    return 1 if strict and report.incomplete(diagnostics) else 0


def _write_json(sessions: Iterable[Session], ledger: Ledger | None) -> None:
    out = sys.stdout
    out.write("[")
    for index, session in enumerate(sessions):
        out.write(",\n" if index else "\n")
        document = session.model_dump(mode="json")
        if ledger is not None:
            document["session_hash"] = ledger.session_hash(session.session_id)
        out.write(json.dumps(document, ensure_ascii=False))
    out.write("\n]\n")


def _write_table(sessions: Iterable[Session], ledger: Ledger | None) -> None:
    header = f"{'STARTED (UTC)':<17}  {'HASH':<8}  {'SESSION':<36}  {'TURNS':>5}  {'TOOLS':<40}  SIGNALS"
    print(header)
    for session in sessions:
        print(_row(session, ledger.session_hash(session.session_id)[:8] if ledger else "-"))


def _row(session: Session, short_hash: str) -> str:
    tools = ",".join(dict.fromkeys(session.tool_names())) or "-"
    errors = sum(call.status == "error" for turn in session.turns for call in turn.tool_calls)
    if errors:
        tools += f" ({errors} failed)"
    signals = ",".join(dict.fromkeys(signal.kind for signal in session.signals)) or "-"
    return (f"{session.started_at:%Y-%m-%d %H:%M}  {short_hash:<8}  {session.session_id[:36]:<36}  "
            f"{len(session.turns):>5}  {tools[:40]:<40}  {signals}")
