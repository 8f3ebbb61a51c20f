"""`miner sessions`: list the sessions found in the traces, as a table for people or JSON for machines."""

from __future__ import annotations

import itertools
import json
import shlex
import shutil
import sys
from collections.abc import Iterable
from functools import partial
from pathlib import Path

from miner.commands.common import Progress, echo_err, ingest_summary, setup, sources_to_read
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport, map_sessions
from miner.model import Session
from miner.sample import Ledger
from miner.scratch import temporary_file
from miner.signals import detect
from miner.terminal import printable


def run(sources: list[str], since: str | None, until: str | None, output_format: str,
        config_path: Path | None, strict: bool = False) -> int:
    context = setup(config_path, since, until)
    config, root, start, end = context.config, context.root, context.start, context.end
    ledger = Ledger(root / config.sample.ledger)
    # The hash `miner sample` shows and puts in eval ids, so a drafted case can be traced to its session.
    hashed = ledger if ledger.has_salt() else None
    diagnostics = Diagnostics()
    report = IngestReport()
    # Signals and the output of each session are made in the ingestion workers; this process only writes.
    render = _document if output_format == "json" else _table_row
    work = partial(render, config=config, ledger=hashed)
    shown = Progress("sessions").track(map_sessions(sources_to_read(sources, context), config, diagnostics,
                                                    start, end, report, work=work))
    if output_format == "json":
        _write_json(shown)
    else:
        _write_table(shown)
    echo_err(ingest_summary(report, diagnostics))
    echo_err(f"next: `{sample_command(sources, since)}` shows which of them would be drafted, and why")
    return 1 if strict and report.incomplete(diagnostics) else 0


def sample_command(sources: list[str], since: str | None) -> str:
    """The `miner sample --dry-run` that reads what this listing read: the same sources and window start."""
    words = ["miner", "sample", "--since", since or "7d"]
    for source in sources:
        words += ["--source", source]
    return shlex.join([*words, "--dry-run"])


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
    """One JSON document on stdout, or nothing: spooled to a file first, so a run that fails half-way prints
    no half array, and memory does not grow with the sessions."""
    with temporary_file("w+") as spool:
        spool.write("[")
        for index, document in enumerate(documents):
            spool.write(",\n" if index else "\n")
            spool.write(document)
        spool.write("\n]\n")
        spool.seek(0)
        shutil.copyfileobj(spool, sys.stdout)


def _write_table(rows: Iterable[str]) -> None:
    rows = iter(rows)
    # The first row is made before the header is printed: a source that cannot be read fails first.
    first = next(rows, None)
    print(HEADER)
    for row in itertools.chain([first] if first is not None else [], rows):
        print(row)


def _row(session: Session, short_hash: str) -> str:
    tools = ",".join(dict.fromkeys(session.tool_names())) or "-"
    errors = sum(call.status == "error" for turn in session.turns for call in turn.tool_calls)
    if errors:
        tools += f" ({errors} failed)"
    signals = ",".join(dict.fromkeys(signal.kind for signal in session.signals)) or "-"
    return (f"{session.started_at:%Y-%m-%d %H:%M}  {short_hash:<8}  {printable(session.session_id[:36]):<36}  "
            f"{len(session.turns):>5}  {printable(tools[:40]):<40}  {signals}")
