"""`miner sample`: the weekly job. Find the bad sessions, pick the worst, redact them, draft eval cases.

Sessions are redacted before anything about them is shown or written; `--dry-run` shows the selection
and drafts nothing (no draft, no ledger entry; like every run, it keeps the week's record for
`miner report`). A session id may itself be personal data (an e-mail, a phone
number): sessions are shown by their salted hash, the one the ledger, the draft's provenance and the last
part of its eval id carry.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import nullcontext
from dataclasses import replace
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from miner.commands.common import Progress, Setup, echo_err, ingest_summary, setup, sources_to_read
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.drafting.case import turns_without_user_text
from miner.drafting.stage import Selected, draft_all
from miner.drafting.writer import WriteResult
from miner.errors import ConfigError, SourceError
from miner.ingest import IngestReport, map_sessions
from miner.model import Session
from miner.receivers.clickhouse import is_clickhouse
from miner.sample import Candidate, Ledger, RunLock, Sampler, Selection
from miner.sample.clickhouse import map_worth_a_look
from miner.sample.judging import CandidateJudge
from miner.sample.redacting import RedactingNormaliser
from miner.sample.screening import collect, collect_screened, screen
from miner.sample.week import keep_week, see_week, week_record
from miner.signals import KINDS
from miner.signals.feedback_file import FeedbackJoin, read_feedback
from miner.signals.judge import SignalJudge
from miner.terminal import printable
from miner.wording import counted
from redaction import ModelNotInstalled, check_model

EVIDENCE_SHOWN = 3
SHOWN_HASH_LENGTH = 8  # as in the eval id

Moment = datetime | None
SessionReader = Callable[[list[str], MinerConfig, Diagnostics, Moment, Moment], Iterator[Session]]


def summary(selection: Selection, ledger_entries: int, feedback: FeedbackJoin | None) -> dict[str, Any]:
    outcomes = selection.outcomes
    result: dict[str, Any] = {
        "sessions_read": selection.read,
        "outside_window": selection.outside_window,
        "bad": selection.bad,
        "bad_by_kind": {kind: selection.bad_by_kind.get(kind, 0) for kind in KINDS},
        "collapsed_as_duplicates": outcomes.get("duplicate", 0),
        "skipped_as_already_mined": outcomes.get("already_mined", 0),
        "left_by_quota": outcomes.get("over_quota", 0),
        "left_by_limit": outcomes.get("over_limit", 0),
        "rejected_by_judge": outcomes.get("rejected_by_judge", 0),
        "selected": len(selection.selected),
        "turns_without_user_text": sum(len(turns_without_user_text(candidate.session))
                                       for candidate in selection.selected),
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
    if not selection.selected and counts["skipped_as_already_mined"]:
        print(f"No new bad sessions to draft in this window: {counted(counts['skipped_as_already_mined'], 'session')} "
              "already mined by an earlier run, drafted or folded into a draft as a near-duplicate. To see them: "
              "`miner sessions` over the same window lists every session with its signals and HASH (the end of "
              "its draft's eval id); `miner review` and the suite hold their drafts.", file=out)
    elif not selection.selected:
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
                print(f"       {label:<12} {printable(where)}: {printable(evidence.detail)}", file=out)
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
    if "judge" in counts:
        print(judge_line(counts["judge"], counts["rejected_by_judge"]), file=out)
    if counts.get("turns_without_user_text"):
        print(f"turns whose user message is not in the trace: {counts['turns_without_user_text']} (their drafts "
              "say so, marked REVIEW:)", file=out)
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


def judge_line(figures: dict[str, Any], rejected_sessions: int) -> str:
    """What the judge did, in one line: its calls against the cap, and every session that kept the detectors'
    verdict because it gave none."""
    line = (f"judge {figures['model']}: {counted(figures['calls'], 'call')} (at most {figures['max_calls']}), "
            f"{figures['from_cache']} from its cache; signals confirmed {figures['confirmed']}, rejected "
            f"{figures['rejected']}; sessions dropped as not bad: {rejected_sessions}")
    if figures["not_judged_over_cap"]:
        line += (f"; {counted(figures['not_judged_over_cap'], 'session')} not judged, over the cap (they keep the "
                 "detectors' verdict; raise max_calls or rerun: verdicts given are cached)")
    if figures["not_judged_endpoint_failed"]:
        line += (f"; {counted(figures['not_judged_endpoint_failed'], 'session')} not judged, the judge gave no "
                 f"verdict ({figures['failure']}"
                 + (", and after 3 failures in a row was not asked again" if figures["gave_up"] else "")
                 + "): they keep the detectors' verdict")
    if figures["cache_note"]:
        line += f"; {figures['cache_note']}"
    return line


def _redacted(selection: Selection, normaliser: RedactingNormaliser) -> list[Selected]:
    """The selected sessions as redacted (and their evidence) before anything is shown or written."""
    redacted = normaliser.redact_whole([candidate.session for candidate in selection.selected])
    return [Selected(candidate.session, item, candidate.primary, candidate.duplicates)
            for candidate, item in zip(selection.selected, redacted, strict=True)]


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
        diagnostics: Diagnostics | None = None, reader: SessionReader | None = None, strict: bool = False,
        report: IngestReport | None = None) -> int:
    """The command. Sessions come from the ingestion stage (`reader`: tests pass their own); `report`, when
    given, receives ingestion's counts (the benchmark reads what each ClickHouse phase cost)."""
    out = out or sys.stdout
    context = setup(config_path, since, until, now)
    config = context.config
    try:  # before a week of traces is read, not after
        check_model(config.redaction.model)
    except ModelNotInstalled as exc:
        raise ConfigError(f"{context.origin or '[tool.miner.redaction]'}: {exc}") from None
    diagnostics = diagnostics or Diagnostics()
    ledger_path = context.root / config.sample.ledger
    # A dry run writes nothing, so it needs no lock; a real run holds it from reading the ledger to its update.
    with nullcontext() if dry_run else RunLock(ledger_path.parent, "sample") as lock:
        if lock is not None and lock.stale is not None:
            echo_err(f"miner: {lock.path}: took over the lock left by {lock.stale.describe()}, which ended "
                     "without releasing it")
        return _sample(context, ledger_path, sources, feedback_path, limit, per_kind, seed, dry_run,
                       output_format, out, diagnostics, reader, strict, report or IngestReport())


def _sample(context: Setup, ledger_path: Path, sources: list[str], feedback_path: Path | None,
            limit: int | None, per_kind: int | None, seed: int | None, dry_run: bool, output_format: str,
            out: TextIO, diagnostics: Diagnostics, reader: SessionReader | None, strict: bool,
            report: IngestReport) -> int:
    config, root, start, end = context.config, context.root, context.start, context.end
    ledger = Ledger(ledger_path)
    if feedback_path is None and config.sample.feedback:
        feedback_path = root / config.sample.feedback
    feedback = (read_feedback(feedback_path, config.signals.thumbs_down, diagnostics, since=start)
                if feedback_path else None)
    if feedback is not None and feedback.rows and feedback.bad_rows == feedback.rows:
        raise SourceError(f"{feedback_path}: none of its {feedback.rows} rows is a rating (each is named above); "
                          "expected a CSV header or JSON lines with session_id, rating and an optional time")
    sampler = Sampler(config.sample, since=start, until=end, already_mined=ledger, seed=seed, limit=limit,
                      per_kind=per_kind)
    progress = Progress("sample")
    normaliser = RedactingNormaliser(config, progress)
    judge = SignalJudge(config.signals.judge, config.judge, root) if config.signals.judge.enabled else None
    if judge is not None and (warning := judge.key_warning()):
        echo_err(f"miner: {warning}")
    asker = CandidateJudge(judge, normaliser.for_judge) if judge is not None else None
    try:
        if reader is None:  # the per-session work in the ingestion workers, beside assembly
            work = partial(screen, config=config, feedback=feedback, seed=sampler.seed, already_mined=ledger)
            to_read = sources_to_read(sources, context)
            mapper = map_sessions
            if to_read and all(is_clickhouse(source) for source in to_read):
                # The search for bad sessions runs in the database: only the sessions worth a look come back.
                mapper = partial(map_worth_a_look, rated_sessions=feedback.by_session if feedback else ())
            screened = mapper(to_read, config, diagnostics, start, end, report, work=work)
            selection = collect_screened(progress.track(screened), sampler, feedback, diagnostics, normaliser, asker)
        else:
            sessions = progress.track(reader(sources, config, diagnostics, start, end))
            selection = collect(sessions, config, sampler, feedback, diagnostics, normaliser, asker)
        if judge is not None:
            judge.save()
        redacted = _redacted(selection, normaliser)
        seen = see_week(selection, redacted, normaliser.compared, normaliser.redact_whole)
    finally:
        normaliser.close()
    counts = summary(selection, len(ledger), feedback)
    if judge is not None:
        counts["judge"] = judge.figures.as_dict()
    results: list[WriteResult] = []
    if not dry_run and redacted:
        results = draft_all(progress.track(redacted, "draft", "written", len(redacted)), config, ledger, root)
    counts["drafted"] = sum(1 for result in results if result.written)
    counts["kept"] = sum(1 for result in results if not result.written)
    counts["redacted"] = _redaction_totals(redacted)
    counts["warnings"] = diagnostics.total
    shown = _shown(selection, redacted, ledger.preview_hash if dry_run else ledger.session_hash)
    keep_week(root / config.report.weeks_folder, week_record(seen, counts, context.start, context.end, dry_run, results,
                                                            ledger.preview_hash if dry_run else ledger.session_hash))
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
    echo_err(next_step(dry_run, counts, config, drafts_waiting=any((root / config.drafts).glob("*.evalset.json"))))
    return 1 if strict and report.incomplete(diagnostics) else 0


def next_step(dry_run: bool, counts: dict[str, Any], config: MinerConfig, drafts_waiting: bool = False) -> str:
    if not counts["selected"] and drafts_waiting:
        return (f"next: nothing new to draft; `miner review` lists the drafts in {config.drafts}/ still marked "
                "for review")
    if not counts["selected"]:
        return "next: nothing to review from this window; run again next week"
    if dry_run:
        return "next: run it without --dry-run to draft them"
    return (f"next: `miner review` lists the open REVIEW: markers; edit them in {config.drafts}/, then "
            f"`miner validate {config.drafts}/` and `miner promote EVAL_ID`")
