"""`miner sessions`: list the sessions found in the traces, as a table for people or JSON for machines."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from functools import partial
from pathlib import Path

from miner.commands.common import Progress, echo_err, ingest_summary, setup
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport, map_sessions
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
    # Signals and the output of each session are made in the ingestion workers; this process only writes.
    render = _document if output_format == "json" else _table_row
    work = partial(render, config=config, ledger=ledger if hashed else None)
    shown = Progress("sessions").track(map_sessions(sources, config, diagnostics, start, end, report, work=work))
    if output_format == "json":
        _write_json(shown)
    else:
        print(HEADER)
        for row in shown:
            print(row)
    echo_err(ingest_summary(report, diagnostics))
    return 1 if strict and report.incomplete(diagnostics) else 0


HEADER = f"{'STARTED (UTC)':<17}  {'HASH':<8}  {'SESSION':<36}  {'TURNS':>5}  {'TOOLS':<40}  SIGNALS"


def _document(session: Session, config: MinerConfig, ledger: Ledger | None) -> str:
    """One session with its signals, as a JSON object (in a worker)."""
    document = detect(session, config).model_dump(mode="json")
    if ledger is not None:
        document["session_hash"] = ledger.session_hash(session.session_id)
    return json.dumps(document, ensure_ascii=False)


def _table_row(session: Session, config: MinerConfig, ledger: Ledger | None) -> str:
    """One session with its signals, as a row of the table (in a worker)."""
    return _row(detect(session, config), ledger.session_hash(session.session_id)[:8] if ledger else "-")


def _write_json(documents: Iterable[str]) -> None:
    out = sys.stdout
    out.write("[")
    for index, document in enumerate(documents):
        out.write(",\n" if index else "\n")
        out.write(document)
    out.write("\n]\n")


def _row(session: Session, short_hash: str) -> str:
    tools = ",".join(dict.fromkeys(session.tool_names())) or "-"
    errors = sum(call.status == "error" for turn in session.turns for call in turn.tool_calls)
    if errors:
        tools += f" ({errors} failed)"
    signals = ",".join(dict.fromkeys(signal.kind for signal in session.signals)) or "-"
    return (f"{session.started_at:%Y-%m-%d %H:%M}  {short_hash:<8}  {session.session_id[:36]:<36}  "
            f"{len(session.turns):>5}  {tools[:40]:<40}  {signals}")
