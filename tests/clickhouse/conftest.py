"""ClickHouse in this process (chdb) holding the exporter's tables, filled with spans from the real SDK."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import datetime
from pathlib import Path

from miner.config import MinerConfig
from miner.demo.clickhouse import ChdbStore, load_otlp_files
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport, as_json, read_sessions
from miner.model import Session
from miner.sample.clickhouse import map_worth_a_look
from miner.signals import detect
from tests.mappers.conftest import global_tracing, traces_dir  # noqa: F401  (fixtures the ADK test needs)


def stored(files: Path, store_dir: Path, legacy: bool = False) -> str:
    """The OTLP/JSON files under `files` loaded into a new chdb store; returns its source."""
    store = ChdbStore(store_dir)
    try:
        spans, logs = load_otlp_files(files.rglob("*.jsonl"), store, legacy=legacy)
        assert spans + logs > 0
        return store.source()
    finally:
        store.close()


def dumped(sessions: list[Session]) -> list[dict[str, object]]:
    return sorted((session.model_dump(mode="json") for session in sessions), key=lambda item: str(item["session_id"]))


def from_files(source: str, config: MinerConfig | None = None) -> list[Session]:
    return list(read_sessions([source], config or MinerConfig(), Diagnostics(stream=None)))


def bad_ones(sessions: list[Session], config: MinerConfig | None = None) -> list[Session]:
    return [found for session in sessions for found in [detect(session, config)] if found.signals]


def pushed_down(source: str, config: MinerConfig | None = None) -> list[Session]:
    return bad_ones(list(read_worth_a_look([source], config or MinerConfig(), Diagnostics(stream=None))), config)


def read_worth_a_look(sources: list[str], config: MinerConfig, diagnostics: Diagnostics,
                      since: datetime | None = None, until: datetime | None = None,
                      report: IngestReport | None = None, rated_sessions: Iterable[str] = ()) -> Iterator[Session]:
    """The sessions of [since, until) the ClickHouse search keeps, whole (as `sample` reads them)."""
    validate = Session.model_validate_json
    for document in map_worth_a_look(sources, config, diagnostics, since, until, report, work=as_json,
                                     rated_sessions=rated_sessions):
        yield validate(document)
