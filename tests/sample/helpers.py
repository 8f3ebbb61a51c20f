"""Shortcuts the sample tests share: run the sampler over sessions, record sessions in a ledger."""

from __future__ import annotations

from collections.abc import Container, Iterable
from datetime import datetime
from pathlib import Path

from miner.model import Session
from miner.sample import Ledger, SampleConfig, Sampler, Selection


def select(sessions: Iterable[Session], config: SampleConfig, *, since: datetime | None = None,
           until: datetime | None = None, already_mined: Container[str] = (), seed: int | None = None,
           limit: int | None = None, per_kind: int | None = None) -> Selection:
    """The sampler over sessions that already carry their signals, near-duplicates judged as given."""
    sampler = Sampler(config, since=since, until=until, already_mined=already_mined, seed=seed, limit=limit,
                      per_kind=per_kind)
    for session in sessions:
        sampler.add(session)
    return sampler.finish()


def record_drafted(ledger_path: Path, drafted: Iterable[tuple[str, str | None]]) -> int:
    return Ledger(ledger_path).record(drafted)
