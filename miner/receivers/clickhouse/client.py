"""Two ways to run a query, one answer: the HTTP client for servers, chdb (ClickHouse in-process) for local stores.

Both send the same SQL with the same bound parameters (`{name:Type}`, bound by the server, never pasted into
the text) and ask for the same output format, so the rows and the statistics (rows and bytes read) come back
in one shape whichever engine ran the query.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import orjson

from miner.errors import SourceError

OUTPUT_FORMAT = "JSONCompact"


@dataclass
class QueryStats:
    """What the engine read to answer, and what came back to Python: the figures the benchmark prints."""

    queries: int = 0
    rows_read: int = 0
    bytes_read: int = 0
    rows_returned: int = 0
    bytes_returned: int = 0

    def add(self, other: QueryStats) -> None:
        self.queries += other.queries
        self.rows_read += other.rows_read
        self.bytes_read += other.bytes_read
        self.rows_returned += other.rows_returned
        self.bytes_returned += other.bytes_returned


@dataclass
class QueryResult:
    columns: list[str]
    rows: list[list[Any]]
    stats: QueryStats = field(default_factory=QueryStats)


class Client(Protocol):
    def query(self, sql: str, parameters: Mapping[str, Any]) -> QueryResult: ...

    def close(self) -> None: ...


def parse_result(payload: bytes) -> QueryResult:
    """A JSONCompact answer: column names, rows of JSON values, and the engine's statistics."""
    document = orjson.loads(payload) if payload.strip() else {"meta": [], "data": []}
    statistics = document.get("statistics") or {}
    rows = document.get("data") or []
    stats = QueryStats(queries=1, rows_read=int(statistics.get("rows_read", 0)),
                       bytes_read=int(statistics.get("bytes_read", 0)), rows_returned=len(rows),
                       bytes_returned=len(payload))
    return QueryResult([column["name"] for column in document.get("meta") or []], rows, stats)


def text_value(value: Any) -> str:
    """A parameter in ClickHouse's text form, as the HTTP interface's `param_<name>` and chdb take it: a string
    as is at the top level, quoted and escaped inside an array."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, Sequence):
        return "[" + ",".join(_quoted(item) for item in value) + "]"
    raise TypeError(f"no ClickHouse text form for a parameter of type {type(value).__name__}")


def _quoted(value: Any) -> str:
    if isinstance(value, str):
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"
    return text_value(value)


class ChdbClient:
    """ClickHouse in this process (chdb), on a store folder: tests, the benchmark, a local copy of a cluster."""

    def __init__(self, path: str) -> None:
        try:
            from chdb import session
        except ImportError:
            raise SourceError("chdb: sources need the chdb package (`pip install chdb`)") from None
        self.session = session.Session(path)

    def query(self, sql: str, parameters: Mapping[str, Any]) -> QueryResult:
        params = {name: text_value(value) for name, value in parameters.items()}
        try:
            result = self.session.query(sql, OUTPUT_FORMAT, params=params)
        except Exception as exc:  # chdb raises its own error type for every engine error
            raise SourceError(f"chdb: the query failed: {_first_line(str(exc))}") from None
        return parse_result(result.bytes())

    def close(self) -> None:
        self.session.close()


class HttpClient:
    """A ClickHouse server over HTTP (clickhouse-connect): the runtime path for clusters."""

    def __init__(self, host: str, port: int, user: str, password: str, database: str, secure: bool,
                 timeout_seconds: int) -> None:
        import clickhouse_connect
        from clickhouse_connect.driver.exceptions import ClickHouseError

        self._error = ClickHouseError
        self.where = f"{'https' if secure else 'http'}://{host}:{port}"
        try:
            self.client = clickhouse_connect.get_client(
                host=host, port=port, username=user, password=password, database=database, secure=secure,
                send_receive_timeout=timeout_seconds, autogenerate_session_id=False)
        except ClickHouseError as exc:
            raise SourceError(f"clickhouse {self.where}: cannot connect: {_first_line(str(exc))}") from None

    def query(self, sql: str, parameters: Mapping[str, Any]) -> QueryResult:
        try:
            payload = self.client.raw_query(sql, parameters=dict(parameters), fmt=OUTPUT_FORMAT)
        except self._error as exc:
            raise SourceError(f"clickhouse {self.where}: the query failed: {_first_line(str(exc))}") from None
        return parse_result(payload)

    def close(self) -> None:
        self.client.close()


def _first_line(message: str) -> str:
    return message.strip().splitlines()[0][:300] if message.strip() else "no message"
