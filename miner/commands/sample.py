"""`miner sample`: find the week's bad sessions, collapse near-duplicates, apply quotas, skip those drafted.

Drafting (redaction and eval cases) is a later stage; until it is wired in, every run shows the selection
and writes nothing, and says so.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from miner.config import MinerConfig, load_config
from miner.diagnostics import Diagnostics
from miner.ingest import read_sessions
from miner.model import SIGNAL_KINDS, Session
from miner.sample import Candidate, Ledger, Sampler, Selection
from miner.signals import detect
from miner.signals.feedback_file import FeedbackJoin, read_feedback
from miner.timewindow import window

EVIDENCE_SHOWN = 3

Moment = datetime | None
SessionReader = Callable[[list[str], MinerConfig, Diagnostics, Moment, Moment], Iterator[Session]]


def collect(sessions: Iterable[Session], config: MinerConfig, sampler: Sampler,
            feedback: FeedbackJoin | None = None, diagnostics: Diagnostics | None = None) -> Selection:
    """Join file feedback, detect signals and feed each session to the sampler, one at a time."""
    for session in sessions:
        if not session.content_captured:
            sampler_note = ("some traces hold no message content: complaints and requests for a person "
                            "cannot be seen in them (turn on content capture in the instrumentation)")
            if diagnostics is not None:
                diagnostics.note_once(sampler_note)
        if feedback is not None:
            session = feedback.attach(session)
        sampler.add(detect(session, config))
    return sampler.finish()


def summary(selection: Selection, ledger_entries: int, feedback: FeedbackJoin | None) -> dict[str, Any]:
    outcomes = selection.outcomes
    result: dict[str, Any] = {
        "sessions_read": selection.read,
        "outside_window": selection.outside_window,
        "bad": selection.bad,
        "bad_by_kind": {kind: selection.bad_by_kind.get(kind, 0) for kind in SIGNAL_KINDS},
        "collapsed_as_duplicates": outcomes.get("duplicate", 0),
        "skipped_as_already_mined": outcomes.get("already_mined", 0),
        "left_by_quota": outcomes.get("over_quota", 0),
        "left_by_limit": outcomes.get("over_limit", 0),
        "selected": len(selection.selected),
        "ledger_entries": ledger_entries,
    }
    if feedback is not None:
        result["feedback"] = {
            "file": str(feedback.path),
            "rows": feedback.rows,
            "bad_rows": feedback.bad_rows,
            "sessions_matched": len(feedback.matched_sessions),
            "sessions_not_read": feedback.unknown_sessions,
            "given_before_window": feedback.before_window,
        }
    return result


def _candidate_json(rank: int, candidate: Candidate) -> dict[str, Any]:
    return {
        "rank": rank,
        "session_id": candidate.session.session_id,
        "started_at": candidate.session.started_at.isoformat(),
        "score": candidate.score,
        "primary_kind": candidate.primary,
        "kinds": list(candidate.kinds),
        "duplicates": len(candidate.duplicates),
        "duplicate_session_ids": candidate.duplicates,
        "signals": [signal.model_dump(mode="json") for signal in candidate.session.signals],
    }


def _where(turn: int | None, tool: str | None) -> str:
    parts = [f"turn {turn}" if turn is not None else "session"]
    if tool:
        parts.append(f"tool {tool}")
    return ", ".join(parts)


def render_text(selection: Selection, counts: dict[str, Any], out: TextIO) -> None:
    if not selection.selected:
        print("No bad sessions to draft in this window.", file=out)
    for rank, candidate in enumerate(selection.selected, start=1):
        session = candidate.session
        started = session.started_at.strftime("%Y-%m-%d %H:%M %Z").strip()
        folded = f"  (+{len(candidate.duplicates)} near-duplicates)" if candidate.duplicates else ""
        print(f"{rank:>3}. {session.session_id}  started {started}  score {candidate.score:g}{folded}",
              file=out)
        for signal in session.signals:
            for index, evidence in enumerate(signal.evidence[:EVIDENCE_SHOWN]):
                label = signal.kind if index == 0 else ""
                where = _where(evidence.turn, evidence.tool)
                print(f"       {label:<12} {where}: {evidence.detail}", file=out)
            hidden = len(signal.evidence) - EVIDENCE_SHOWN
            if hidden > 0:
                print(f"       {'':<12} ... and {hidden} more", file=out)
    by_kind = ", ".join(f"{kind} {count}" for kind, count in counts["bad_by_kind"].items())
    outside = f" ({counts['outside_window']} outside the window)" if counts["outside_window"] else ""
    print(
        f"\nsessions read: {counts['sessions_read']}{outside}; bad: {counts['bad']} ({by_kind}); "
        f"collapsed as duplicates: {counts['collapsed_as_duplicates']}; "
        f"skipped as already mined: {counts['skipped_as_already_mined']}; "
        f"left by quota: {counts['left_by_quota']}; left by limit: {counts['left_by_limit']}; "
        f"selected: {counts['selected']}",
        file=out,
    )
    if counts.get("warnings"):
        print(f"{counts['warnings']} warnings about the input (shown above)", file=out)
    if "feedback" in counts:
        fb = counts["feedback"]
        print(
            f"feedback file {fb['file']}: {fb['rows']} rows, {fb['bad_rows']} skipped as bad, ratings for "
            f"{fb['sessions_matched']} sessions read, {fb['sessions_not_read']} sessions not read "
            f"(outside the window or unknown), {fb['given_before_window']} given before the window",
            file=out,
        )


def run(*, sources: list[str], since: str | None, until: str | None, feedback_path: Path | None,
        limit: int | None, per_kind: int | None, seed: int | None, dry_run: bool, output_format: str,
        config_path: Path | None, now: datetime | None = None, out: TextIO | None = None,
        diagnostics: Diagnostics | None = None, reader: SessionReader | None = None) -> int:
    """The command. `reader` defaults to the ingestion stage's `read_sessions`; tests pass their own."""
    out = out or sys.stdout
    config, config_file = load_config(config_path)
    start, end = window(since, until, now)
    diagnostics = diagnostics or Diagnostics()
    reader = reader or read_sessions
    root = config_file.parent if config_file else Path.cwd()
    ledger = Ledger(root / config.sample.ledger)
    feedback = (read_feedback(feedback_path, config.signals.thumbs_down, diagnostics, since=start)
                if feedback_path else None)
    sampler = Sampler(config.sample, since=start, until=end, already_mined=ledger, seed=seed, limit=limit,
                      per_kind=per_kind)
    sessions = reader(sources or config.sources, config, diagnostics, start, end)
    selection = collect(sessions, config, sampler, feedback, diagnostics)
    counts = summary(selection, len(ledger), feedback)
    counts["warnings"] = diagnostics.total
    # Drafting is not wired in yet: a run without --dry-run shows what would be drafted and writes nothing.
    drafted = False
    if not dry_run:
        diagnostics.note_once("drafting is not available yet: showing the selection; nothing was written")
    if output_format == "json":
        document = {
            "dry_run": dry_run,
            "drafted": drafted,
            "selected": [_candidate_json(rank, item)
                         for rank, item in enumerate(selection.selected, start=1)],
            "summary": counts,
        }
        print(json.dumps(document, indent=2, ensure_ascii=False), file=out)
    else:
        render_text(selection, counts, out)
    return 0
