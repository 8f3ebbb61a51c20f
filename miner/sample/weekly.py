"""The weekly job as one call: read the sources, screen each session where it is assembled (in the ingestion
workers, or in the database on ClickHouse), sample, redact the sample, draft it, and keep the week's record.

Sessions are redacted before anything about them leaves this stage: what it returns holds the selected
sessions redacted and named by their salted hash (the one the ledger, the draft's provenance and the last part
of its eval id carry), since a session id may itself be personal data."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import suppress
from dataclasses import dataclass, replace
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any, Protocol, TypeVar

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.drafting.case import turns_without_user_text
from miner.drafting.stage import Selected, draft_all
from miner.drafting.writer import WriteResult
from miner.errors import MinerError, SourceError
from miner.ingest import IngestReport, map_sessions
from miner.receivers.clickhouse import is_clickhouse
from miner.sample.clickhouse import map_worth_a_look
from miner.sample.judging import CandidateJudge
from miner.sample.ledger import Ledger
from miner.sample.redacting import RedactingNormaliser
from miner.sample.screening import Screened, collect_screened, screen
from miner.sample.selection import Candidate, Sampler, Selection
from miner.sample.week import keep_week, see_week, week_record
from miner.scripts import names_unread
from miner.signals import KINDS
from miner.signals.feedback_file import FeedbackJoin, read_feedback
from miner.signals.judge import SignalJudge
from miner.signals.languages import unread_figures

T = TypeVar("T")


class Progress(Protocol):
    def track(self, items: Iterable[T], noun: str = ..., done: str = ..., total: int | None = ...) -> Iterator[T]: ...

    def show(self, what: str) -> None: ...

    def clear(self) -> None: ...


@dataclass(frozen=True)
class Week:
    """What the stage hands back: the selection as it may be shown (redacted, salted hashes), the summary's
    counts, and the drafts written or kept in the order of the selection (none on a dry run)."""

    shown: Selection
    counts: dict[str, Any]
    results: list[WriteResult]
    dry_run: bool


@dataclass(frozen=True)
class Request:
    """One run of the weekly job: where and when to read, and how much to pick."""

    sources: list[str]
    start: datetime | None
    end: datetime | None
    feedback_path: Path | None = None
    limit: int | None = None
    per_kind: int | None = None
    seed: int | None = None
    dry_run: bool = False


def sample_week(request: Request, config: MinerConfig, root: Path, ledger: Ledger, diagnostics: Diagnostics,
                progress: Progress, report: IngestReport) -> Week:
    """The weekly job over `request.sources`; `report` receives ingestion's counts."""
    feedback = _feedback(request, config, root, diagnostics)
    sampler = Sampler(config.sample, since=request.start, until=request.end, already_mined=ledger,
                      seed=request.seed, limit=request.limit, per_kind=request.per_kind)
    normaliser = RedactingNormaliser(config, progress)
    judge = SignalJudge(config.signals.judge, config.judge, root) if config.signals.judge.enabled else None
    if judge is not None and (warning := judge.key_warning()):
        diagnostics.note_once(warning)
    try:
        work = partial(screen, config=config, feedback=feedback, seed=sampler.seed, already_mined=ledger)
        screened = screened_sessions(request.sources, config, diagnostics, request.start, request.end, report,
                                     work, feedback)
        asker = CandidateJudge(judge, normaliser.for_judge) if judge is not None else None
        try:
            selection = collect_screened(progress.track(screened), sampler, feedback, diagnostics, normaliser, asker)
        except BaseException:
            if judge is not None:
                with suppress(MinerError):  # the verdicts paid for outlive a failed run, whose error is told
                    judge.save()
            raise
        if judge is not None:
            judge.save()
        redacted = _redacted(selection, normaliser)
        seen = see_week(selection, normaliser.redact_shown)
    finally:
        normaliser.close()
    counts = summary(selection, len(ledger), feedback)
    counts["names_unread"] = names_unread((candidate.session for candidate in selection.selected), config.redaction)
    if judge is not None:
        counts["judge"] = judge.figures.as_dict()
    results: list[WriteResult] = []
    if not request.dry_run and redacted:
        results = draft_all(progress.track(redacted, "draft", "written", len(redacted)), config, ledger, root)
    counts["drafted"] = sum(1 for result in results if result.written)
    counts["kept"] = sum(1 for result in results if not result.written)
    counts["redacted"] = _redaction_totals(redacted)
    counts["warnings"] = diagnostics.total
    hash_of = ledger.preview_hash if request.dry_run else ledger.session_hash
    keep_week(root / config.report.weeks_folder,
              week_record(seen, counts, request.start, request.end, request.dry_run, results, hash_of))
    shown = replace(selection, selected=_shown(selection, redacted, hash_of))
    return Week(shown, counts, results, request.dry_run)


def screened_sessions(sources: list[str], config: MinerConfig, diagnostics: Diagnostics, start: datetime | None,
                      end: datetime | None, report: IngestReport, work: Callable[[Any], Screened],
                      feedback: FeedbackJoin | None) -> Iterator[Screened]:
    """`work` on each session of the window, in the ingestion workers beside assembly. On ClickHouse alone the
    search for bad sessions runs in the database: only the sessions worth a look come back."""
    if sources and all(is_clickhouse(source) for source in sources):
        return map_worth_a_look(sources, config, diagnostics, start, end, report, work=work,
                                rated_sessions=feedback.by_session if feedback else ())
    return map_sessions(sources, config, diagnostics, start, end, report, work=work)


def _feedback(request: Request, config: MinerConfig, root: Path, diagnostics: Diagnostics) -> FeedbackJoin | None:
    path = request.feedback_path
    if path is None and config.sample.feedback:
        path = root / config.sample.feedback
    if path is None:
        return None
    feedback = read_feedback(path, config.signals.thumbs_down, diagnostics, since=request.start)
    if feedback.rows and feedback.bad_rows == feedback.rows:
        raise SourceError(f"{path}: none of its {feedback.rows} rows is a rating (each is named above); "
                          "expected a CSV header or JSON lines with session_id, rating and an optional time")
    return feedback


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
        "unread_languages": unread_figures(selection.unread_languages, selection.unread_by),
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


def _redacted(selection: Selection, normaliser: RedactingNormaliser) -> list[Selected]:
    """The selected sessions as redacted (and their evidence) before anything is shown or written."""
    redacted = normaliser.redact_whole([candidate.session for candidate in selection.selected])
    return [Selected(candidate.session, item, candidate.primary, candidate.duplicates)
            for candidate, item in zip(selection.selected, redacted, strict=True)]


def _shown(selection: Selection, redacted: list[Selected], hash_of: Callable[[str], str]) -> list[Candidate]:
    """The candidates as shown: redacted content, and salted hashes in place of raw session ids."""
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
