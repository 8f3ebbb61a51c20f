"""`miner sample`: the weekly job. Find the bad sessions, pick the worst, redact them, draft eval cases.

Sessions are redacted before anything about them is shown or written; `--dry-run` shows the selection
and writes nothing (no draft, no ledger entry). A session id may itself be personal data (an e-mail, a phone
number): sessions are shown by their salted hash, the one the ledger, the draft's provenance and the last
part of its eval id carry.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from miner.commands.common import Progress, echo_err, ingest_summary, setup
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.drafting.stage import Selected, draft_all
from miner.drafting.writer import WriteResult
from miner.errors import ConfigError
from miner.ingest import IngestReport, read_sessions
from miner.model import SIGNAL_KINDS, Session
from miner.receivers.clickhouse import is_clickhouse
from miner.sample import Candidate, Ledger, Sampler, Selection
from miner.sample.clickhouse import read_worth_a_look
from miner.signals import detect
from miner.signals.feedback_file import FeedbackJoin, read_feedback
from redaction import ModelNotInstalled, Redactor, check_model

EVIDENCE_SHOWN = 3
SHOWN_HASH_LENGTH = 8  # as in the eval id

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


def _candidate_json(rank: int, candidate: Candidate, result: WriteResult | None) -> dict[str, Any]:
    """`candidate` as shown: its session and duplicates named by their salted hashes (see `_shown`)."""
    return {
        "rank": rank,
        "eval_id": result.eval_id if result else None,
        "written": [str(path) for path in result.written] if result else [],
        "kept": [str(path) for path in result.kept] if result else [],
        "session_hash": candidate.session.session_id,
        "started_at": candidate.session.started_at.isoformat(),
        "score": candidate.score,
        "primary_kind": candidate.primary,
        "kinds": list(candidate.kinds),
        "duplicates": len(candidate.duplicates),
        "duplicate_hashes": candidate.duplicates,
        "signals": [signal.model_dump(mode="json") for signal in candidate.session.signals],
    }


def _where(turn: int | None, tool: str | None) -> str:
    parts = [f"turn {turn + 1}" if turn is not None else "session"]
    if tool:
        parts.append(f"tool {tool}")
    return ", ".join(parts)


def render_text(selection: Selection, counts: dict[str, Any], out: TextIO,
                results: list[WriteResult] | None = None) -> None:
    if not selection.selected:
        print("No bad sessions to draft in this window.", file=out)
    for rank, candidate in enumerate(selection.selected, start=1):
        session = candidate.session
        started = session.started_at.strftime("%Y-%m-%d %H:%M %Z").strip()
        folded = f"  (+{len(candidate.duplicates)} near-duplicates)" if candidate.duplicates else ""
        print(f"{rank:>3}. session {session.session_id[:SHOWN_HASH_LENGTH]}  started {started}  "
              f"score {candidate.score:g}{folded}", file=out)
        if results:
            result = results[rank - 1]
            state = "drafted" if result.written else "kept (files exist)"
            print(f"       {'draft':<12} {result.eval_id}: {state}", file=out)
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
    if results is not None and (counts["drafted"] or counts["kept"]):
        print(f"drafted: {counts['drafted']}; kept (already on disk, not overwritten): {counts['kept']}; "
              f"values redacted: {sum(counts['redacted'].values())}", file=out)
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


def _redact(selection: Selection, config: MinerConfig) -> list[Selected]:
    """Redact the selected sessions (and their evidence) before anything is shown or written."""
    if not selection.selected:
        return []
    redactor = Redactor(config.redaction)
    try:
        redacted = redactor.iter_redacted(candidate.session for candidate in selection.selected)
        return [Selected(candidate.session, item, candidate.primary)
                for candidate, item in zip(selection.selected, redacted, strict=True)]
    finally:
        redactor.close()


def _shown(selection: Selection, redacted: list[Selected], hash_of: Callable[[str], str]) -> list[Candidate]:
    """The candidates as printed: redacted content, and salted hashes in place of raw session ids."""
    shown = []
    for candidate, item in zip(selection.selected, redacted, strict=True):
        session = item.redacted.session.model_copy(update={"session_id": hash_of(candidate.session.session_id)})
        shown.append(replace(candidate, session=session,
                             duplicates=[hash_of(duplicate) for duplicate in candidate.duplicates]))
    return shown


def _redaction_totals(selected: list[Selected]) -> dict[str, int]:
    totals: Counter[str] = Counter()
    for item in selected:
        totals.update(item.redacted.report.replacements)
    return dict(sorted(totals.items()))


def run(*, sources: list[str], since: str | None, until: str | None, feedback_path: Path | None,
        limit: int | None, per_kind: int | None, seed: int | None, dry_run: bool, output_format: str,
        config_path: Path | None, now: datetime | None = None, out: TextIO | None = None,
        diagnostics: Diagnostics | None = None, reader: SessionReader | None = None) -> int:
    """The command. `reader` defaults to the ingestion stage's `read_sessions`; tests pass their own."""
    out = out or sys.stdout
    context = setup(config_path, since, until, now)
    config, root, start, end = context.config, context.root, context.start, context.end
    try:  # before a week of traces is read, not after
        check_model(config.redaction.model)
    except ModelNotInstalled as exc:
        raise ConfigError(f"{context.origin or '[tool.miner.redaction]'}: {exc}") from None
    diagnostics = diagnostics or Diagnostics()
    report = IngestReport()
    ledger = Ledger(root / config.sample.ledger)
    if feedback_path is None and config.sample.feedback:
        feedback_path = root / config.sample.feedback
    feedback = (read_feedback(feedback_path, config.signals.thumbs_down, diagnostics, since=start)
                if feedback_path else None)
    sampler = Sampler(config.sample, since=start, until=end, already_mined=ledger, seed=seed, limit=limit,
                      per_kind=per_kind)
    sources = sources or config.sources
    if reader is None and sources and all(is_clickhouse(source) for source in sources):
        # The search for bad sessions runs in the database: only the sessions worth a look come back.
        rated = feedback.by_session if feedback is not None else ()
        reader = partial(read_worth_a_look, report=report, rated_sessions=rated)
    if reader is None:
        reader = partial(read_sessions, report=report)
    sessions = Progress("sample").track(reader(sources, config, diagnostics, start, end))
    selection = collect(sessions, config, sampler, feedback, diagnostics)
    counts = summary(selection, len(ledger), feedback)
    redacted = _redact(selection, config)
    results: list[WriteResult] = []
    if not dry_run and redacted:
        results = draft_all(redacted, config, ledger, root)
    counts["drafted"] = sum(1 for result in results if result.written)
    counts["kept"] = sum(1 for result in results if not result.written)
    counts["redacted"] = _redaction_totals(redacted)
    counts["warnings"] = diagnostics.total
    shown = _shown(selection, redacted, ledger.preview_hash if dry_run else ledger.session_hash)
    if output_format == "json":
        document = {
            "dry_run": dry_run,
            "selected": [_candidate_json(rank, item, results[rank - 1] if results else None)
                         for rank, item in enumerate(shown, start=1)],
            "summary": counts,
        }
        print(json.dumps(document, indent=2, ensure_ascii=False), file=out)
    else:
        render_text(replace(selection, selected=shown), counts, out, results)
    if report.files:
        echo_err(ingest_summary(report, diagnostics))
    return 0
