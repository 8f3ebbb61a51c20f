"""Where the exporter's tables are: `clickhouse://user@host:8123/db` (a server, over HTTP) or
`chdb:///path/to/store/db` (ClickHouse in this process, on a local store folder).

The password is never part of a source: it is read from the environment variable `[tool.miner.clickhouse]
password_env` names, and no message, location or report ever shows it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

from miner.errors import SourceError
from miner.receivers.clickhouse.client import ChdbClient, Client, HttpClient
from miner.receivers.clickhouse.settings import IDENTIFIER, ClickHouseSettings

SCHEMES = ("clickhouse", "clickhouses", "chdb")
# The exporter writes into `otel` unless told otherwise (its `database` setting).
DEFAULT_DATABASE = "otel"
DEFAULT_PORTS = {"clickhouse": 8123, "clickhouses": 8443}


@dataclass(frozen=True)
class Target:
    scheme: str
    host: str
    port: int
    user: str
    database: str
    store: str = ""  # chdb: the folder of the local store

    def __str__(self) -> str:
        if self.scheme == "chdb":
            return f"chdb://{self.store}/{self.database}"
        return f"{self.scheme}://{self.user}@{self.host}:{self.port}/{self.database}"


def is_clickhouse(source: str) -> bool:
    return source.partition("://")[0] in SCHEMES or source.startswith("chdb:")


def parse_target(source: str) -> Target:
    """The target a source names; a password in it is refused (it would end up in shell history and config)."""
    parts = urlsplit(source)
    scheme = parts.scheme
    if scheme not in SCHEMES:
        raise SourceError(f"{source}: not a ClickHouse source (clickhouse://user@host:8123/db or chdb:///store/db)")
    if parts.password is not None:
        raise SourceError(f"{scheme}://{parts.hostname or ''}: a password in the source URL is refused; put it in "
                          "the environment variable that [tool.miner.clickhouse] password_env names")
    path = unquote(parts.path)
    if scheme == "chdb":
        store, _, database = (parts.netloc + path).rstrip("/").rpartition("/")
        if not store or not database:
            raise SourceError(f"{source}: name the store folder and the database, as chdb:///path/to/store/otel")
        _check_database(source, database)
        return Target("chdb", "", 0, "", database, store)
    if not parts.hostname:
        raise SourceError(f"{source}: no host; expected {scheme}://user@host:8123/db")
    database = path.strip("/") or DEFAULT_DATABASE
    _check_database(source, database)
    try:
        port = parts.port or DEFAULT_PORTS[scheme]
    except ValueError:
        raise SourceError(f"{scheme}://{parts.hostname}: the port is not a number") from None
    return Target(scheme, parts.hostname, port, unquote(parts.username or "default"), database)


def _check_database(source: str, database: str) -> None:
    if not IDENTIFIER.match(database):
        raise SourceError(f"{source.split('@')[-1]}: the database name must be letters, digits and underscores")


def _check_store(target: Target) -> None:
    """A local store must exist before it is opened: chdb would make an empty one (its folders) where a mistyped
    path points, and the next error would blame the table."""
    store = Path(target.store)
    if not (store / "metadata").is_dir():
        found = "has no metadata/ folder" if store.is_dir() else "does not exist"
        raise SourceError(f"{target}: no ClickHouse store at {store} (the folder {found}); name the folder a "
                          "ClickHouse or chdb store was written to, as chdb:///path/to/store/otel")


def connect(target: Target, settings: ClickHouseSettings) -> Client:
    if target.scheme == "chdb":
        _check_store(target)
        return ChdbClient(target.store)
    password = os.environ.get(settings.password_env, "")
    return HttpClient(target.host, target.port, target.user, password, target.database,
                      secure=settings.secure or target.scheme == "clickhouses",
                      timeout_seconds=settings.timeout_seconds, password_env=settings.password_env)
