"""`miner sessions`: list the sessions found in the traces, as a table for people or JSON for machines."""

from __future__ import annotations

import itertools
import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from miner.commands.common import Progress, echo_err, ingest_summary, setup, sources_to_read
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
    hashed = ledger if ledger.has_salt() else None
    diagnostics = Diagnostics()
    report = IngestReport()
    read = Progress("sessions").track(read_sessions(sources_to_read(sources, context), config, diagnostics,
                                                    start, end, report))
    stream = (detect(session, config) for session in read)
    if output_format == "json":
        # Built whole before a byte is printed: what reaches stdout is one JSON document, or nothing.
        documents = [_document(session, hashed) for session in stream]
        sys.stdout.write(json.dumps(documents, ensure_ascii=False, indent=1) + "\n")
    else:
        _write_table(stream, hashed)
    echo_err(ingest_summary(report, diagnostics))
    echo_err("next: `miner sample --since 7d --dry-run` shows which of them would be drafted, and why")
    return 1 if strict and report.incomplete(diagnostics) else 0


def _document(session: Session, ledger: Ledger | None) -> dict[str, Any]:
    document = session.model_dump(mode="json")
    if ledger is not None:
        document["session_hash"] = ledger.session_hash(session.session_id)
    return document


def _write_table(sessions: Iterable[Session], ledger: Ledger | None) -> None:
    header = f"{'STARTED (UTC)':<17}  {'HASH':<8}  {'SESSION':<36}  {'TURNS':>5}  {'TOOLS':<40}  SIGNALS"
    rows = iter(sessions)
    # The first session is read before the header is printed: a source that cannot be read fails first.
    first = next(rows, None)
    print(header)
    for session in itertools.chain([first] if first is not None else [], rows):
        print(_row(session, ledger.session_hash(session.session_id)[:8] if ledger else "-"))


def _row(session: Session, short_hash: str) -> str:
    tools = ",".join(dict.fromkeys(session.tool_names())) or "-"
    errors = sum(call.status == "error" for turn in session.turns for call in turn.tool_calls)
    if errors:
        tools += f" ({errors} failed)"
    signals = ",".join(dict.fromkeys(signal.kind for signal in session.signals)) or "-"
    return (f"{session.started_at:%Y-%m-%d %H:%M}  {short_hash:<8}  {session.session_id[:36]:<36}  "
            f"{len(session.turns):>5}  {tools[:40]:<40}  {signals}")
