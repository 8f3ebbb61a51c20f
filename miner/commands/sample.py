"""`miner sample`: the weekly job (`miner.sample.weekly`), its output and exit code.

`--dry-run` shows the selection and drafts nothing (no draft, no ledger entry; like every run, it keeps the
week's record for `miner report`)."""

from __future__ import annotations

import json
import sys
from contextlib import nullcontext
from datetime import datetime
from pathlib import Path
from typing import TextIO

from miner.commands.common import Progress, echo_err, ingest_summary, setup, sources_to_read
from miner.diagnostics import Diagnostics
from miner.errors import ConfigError
from miner.ingest import IngestReport
from miner.sample import Ledger, RunLock
from miner.sample.render import next_step, render_text, week_json
from miner.sample.weekly import Request, sample_week
from redaction import ModelNotInstalled, check_model


def run(*, sources: list[str], since: str | None, until: str | None, feedback_path: Path | None,
        limit: int | None, per_kind: int | None, seed: int | None, dry_run: bool, output_format: str,
        config_path: Path | None, now: datetime | None = None, out: TextIO | None = None,
        diagnostics: Diagnostics | None = None, strict: bool = False) -> int:
    out = out or sys.stdout
    context = setup(config_path, since, until, now)
    config, root = context.config, context.root
    try:  # before a week of traces is read, not after
        check_model(config.redaction.model)
    except ModelNotInstalled as exc:
        raise ConfigError(f"{context.origin or '[tool.miner.redaction]'}: {exc}") from None
    diagnostics = diagnostics or Diagnostics()
    report = IngestReport()
    request = Request(sources_to_read(sources, context), context.start, context.end, feedback_path, limit,
                      per_kind, seed, dry_run)
    ledger_path = root / config.sample.ledger
    # A dry run writes nothing, so it needs no lock; a real run holds it from reading the ledger to its update.
    with nullcontext() if dry_run else RunLock(ledger_path.parent, "sample") as lock:
        if lock is not None and lock.stale is not None:
            echo_err(f"miner: {lock.path}: took over the lock left by {lock.stale.describe()}, which ended "
                     "without releasing it")
        week = sample_week(request, config, root, Ledger(ledger_path), diagnostics, Progress("sample"), report)
    if output_format == "json":
        print(json.dumps(week_json(week), indent=2, ensure_ascii=False), file=out)
    else:
        render_text(week, out)
    if report.files:
        echo_err(ingest_summary(report, diagnostics))
    echo_err(next_step(week, config, drafts_waiting=any((root / config.drafts).glob("*.evalset.json"))))
    return 1 if strict and report.incomplete(diagnostics) else 0
