"""The drafting stage: selected sessions, already redacted, become draft files; the ledger remembers them."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from miner.config import MinerConfig
from miner.drafting.case import Draft, DraftInput, build_draft
from miner.drafting.ids import eval_id, focus_tool
from miner.drafting.transaction import Journal, remove_quietly, signals_deferred
from miner.drafting.writer import WriteResult, draft_paths, write_draft
from miner.model import Session, SignalKind
from miner.sample import Ledger
from redaction import RedactedSession

TRACE_HASH_LENGTH = 16


@dataclass
class Selected:
    """One session to draft: the raw one (for hashes only) and its redacted copy (for content and ids)."""

    raw: Session
    redacted: RedactedSession
    primary: SignalKind
    duplicates: list[str] = field(default_factory=list)  # raw ids of the near-duplicates this draft stands for


def draft_all(selected: Iterable[Selected], config: MinerConfig, ledger: Ledger, root: Path,
              now: datetime | None = None) -> list[WriteResult]:
    """Write every draft (keeping files that exist), each case with its ledger entry as one transaction.

    A draft's near-duplicates are recorded with it: that failure is drafted, whichever of its sessions a
    later run reads. A case already in the suite (promoted after an earlier run) is recorded, not drafted.
    """
    now = now or datetime.now(UTC)
    drafts_dir, fixtures_dir, suite_dir = root / config.drafts, root / config.fixtures, root / config.suite
    journal = Journal(ledger.path.parent)
    journal.recover(lambda case: any(entry.case == case for entry in ledger.entries))
    results = []
    for item in selected:
        session_hash = ledger.session_hash(item.raw.session_id)
        # From the redacted copy: a tool name that is not an identifier may be personal data.
        tool = focus_tool(item.redacted.session, item.primary)
        case_id = eval_id(item.primary, tool, session_hash)
        source = DraftInput(
            session=item.redacted.session,
            eval_id=case_id,
            primary=item.primary,
            session_hash=session_hash,
            trace_hashes=[ledger.session_hash(trace)[:TRACE_HASH_LENGTH] for trace in item.raw.trace_ids],
            redaction_counts=item.redacted.report.replacements,
            fixture_ids=item.redacted.report.fixture_ids,
            app_name=config.app_name or item.raw.app_name or "agent",
            focus_tool=tool,
            redaction_note=item.redacted.report.notice,
        )
        drafted: list[tuple[str, str | None]] = [(session_id, case_id)
                                                 for session_id in (item.raw.session_id, *item.duplicates)]
        results.append(_draft_case(build_draft(source, now), drafted, drafts_dir, fixtures_dir, suite_dir,
                                   ledger, journal, now))
    return results


def _draft_case(draft: Draft, drafted: list[tuple[str, str | None]], drafts_dir: Path, fixtures_dir: Path,
                suite_dir: Path, ledger: Ledger, journal: Journal, now: datetime) -> WriteResult:
    """One case's files and its ledger entry, all or none: on any fault or interruption the files it wrote are
    removed; Ctrl-C and SIGTERM wait until the case is whole."""
    paths = draft_paths(draft.eval_id, drafts_dir, fixtures_dir)
    in_suite = suite_dir / paths[0].name
    with signals_deferred():
        if in_suite.exists():
            ledger.record(drafted, when=now)
            return WriteResult(draft.eval_id, kept=[in_suite])
        journal.begin(draft.eval_id, [path for path in paths if not path.exists()])
        result = WriteResult(draft.eval_id)
        try:
            write_draft(draft, drafts_dir, fixtures_dir, result)
            ledger.record(drafted, when=now)
        except BaseException:
            remove_quietly(result.written)
            journal.end()
            raise
        journal.end()
    return result
