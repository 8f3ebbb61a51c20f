"""The drafting stage: selected sessions, already redacted, become draft files; the ledger remembers them."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from miner.config import MinerConfig
from miner.drafting.case import DraftInput, build_draft
from miner.drafting.ids import eval_id, focus_tool
from miner.drafting.writer import WriteResult, write_draft
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
    """Write every draft (keeping files that exist), then record the sessions in the ledger, once.

    A draft's near-duplicates are recorded with it: that failure is drafted, whichever of its sessions a
    later run reads.
    """
    now = now or datetime.now(UTC)
    drafts_dir, fixtures_dir = root / config.drafts, root / config.fixtures
    results: list[tuple[Selected, WriteResult]] = []
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
        results.append((item, write_draft(build_draft(source, now), drafts_dir, fixtures_dir)))
    ledger.record(((session_id, result.eval_id) for item, result in results
                   for session_id in (item.raw.session_id, *item.duplicates)), when=now)
    return [result for _, result in results]
