"""Two ways to run a query, one answer: the HTTP client for servers, chdb (ClickHouse in-process) for local stores.

Both send the same SQL with the same bound parameters (`{name:Type}`, bound by the server, never pasted into
the text) and ask for the same output format, so the rows and the statistics (rows and bytes read) come back
in one shape whichever engine ran the query.
"""

from __future__ import annotations

import fcntl
import hashlib
import logging
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import IO, Any, Protocol

import orjson

from miner.errors import SourceError
from miner.receivers.clickhouse.store_guard import put_back, set_aside
from miner.scratch import temporary_file

OUTPUT_FORMAT = "JSONCompact"
# A streamed answer: a JSON document per line, `{"row": [...]}` for each row and `{"progress": {...}}` now and
# then (the rows and bytes read so far), so a large answer is read row by row in bounded memory.
STREAM_FORMAT = "JSONCompactEachRowWithProgress"
SPOOL_CHUNK = 4 * 1024 * 1024


@dataclass
class QueryStats:
    """What the engine read to answer, and what came back to Python: the figures the benchmark prints."""

    queries: int = 0
    rows_read: int = 0
    bytes_read: int = 0
    rows_returned: int = 0
    bytes_returned: int = 0
    milliseconds: int = 0  # wall time of the queries (a streamed one's with the reading of its rows)

    def add(self, other: QueryStats) -> None:
        for item in fields(self):
            setattr(self, item.name, getattr(self, item.name) + getattr(other, item.name))


@dataclass
class QueryResult:
    columns: list[str]
    rows: list[list[Any]]
    stats: QueryStats = field(default_factory=QueryStats)


class Client(Protocol):
    def query(self, sql: str, parameters: Mapping[str, Any]) -> QueryResult: ...

    def stream(self, sql: str, parameters: Mapping[str, Any], stats: QueryStats) -> Iterator[list[Any]]:
        """The rows of the answer as they come, its figures added to `stats` as they are known."""
        ...

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


def streamed_rows(chunks: Iterable[bytes], stats: QueryStats) -> Iterator[list[Any]]:
    """The rows of a `STREAM_FORMAT` answer arriving in chunks cut anywhere; the figures of its last progress line
    (they are the totals so far) into `stats`."""
    stats.queries += 1
    rest = b""
    read_rows = read_bytes = 0
    for chunk in chunks:
        lines = (rest + chunk).split(b"\n")
        rest = lines.pop()
        stats.bytes_returned += len(chunk)
        for line in lines:
            if not line:
                continue
            document = orjson.loads(line)
            row = document.get("row")
            if row is not None:
                stats.rows_returned += 1
                yield row
            elif "progress" in document:
                progress = document["progress"]
                read_rows = max(read_rows, int(progress.get("read_rows", 0)))
                read_bytes = max(read_bytes, int(progress.get("read_bytes", 0)))
            elif "exception" in document:
                raise SourceError(f"the query failed: {_first_line(str(document['exception']))}")
    if rest.strip():
        raise SourceError("the answer stopped in the middle of a row (the connection was cut?)")
    stats.rows_read += read_rows
    stats.bytes_read += read_bytes


def elapsed_ms(started: float) -> int:
    return round((time.perf_counter() - started) * 1000)


def stream_file(path: Path) -> Iterator[list[Any]]:
    """The rows of a file `ChdbClient.spool` wrote (already counted where it was written)."""
    with path.open("rb") as rows:
        for line in rows:
            yield orjson.loads(line)["row"]


def spooled_file(folder: Path, number: int) -> Path:
    """The name of the `number`th file of rows `ChdbClient.spool` writes in `folder`."""
    return folder / f"rows-{number:06d}.jsonl"


def _growing(path: Path) -> Path:
    return path.with_name(path.name + ".partial")


def _whole(out: IO[bytes], path: Path) -> None:
    """A spooled file closed and given its name: whole."""
    out.close()
    _growing(path).rename(path)


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


_swept = False


def _sweep_stale_locks(folder: Path) -> None:
    """Once per process: the lock files of stores that no process holds, left by a process killed outright."""
    global _swept
    if _swept:
        return
    _swept = True
    for path in folder.glob("miner-chdb-*.lock"):
        remove_unheld(path)


def store_lock(store: str) -> Path:
    """The lock file of a store, which every process of the miner opening it holds while it has it open."""
    digest = hashlib.sha256(os.path.abspath(store).encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"miner-chdb-{digest}.lock"


def remove_unheld(path: Path) -> None:
    """A store's lock file, removed if no process holds it (its holder was killed before it could remove it)."""
    try:
        with open(path, "ab") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)  # held by no one, or left as it is
            if os.stat(path).st_ino == os.fstat(handle.fileno()).st_ino:
                path.unlink()
    except OSError:  # held by a running process, or already gone
        return


class ChdbClient:
    """ClickHouse in this process (chdb), on a store folder: tests, the benchmark, a local copy of a cluster.

    Only one process at a time may open a store: it is opened on first use under a lock every process of the run
    shares, and let go of as soon as a streamed answer is spooled to a file, so one worker converts its rows
    while the next runs its query. In a forked worker each query runs in a fresh process (`chdb_run`)."""

    def __init__(self, path: str) -> None:
        try:
            import chdb  # noqa: F401
        except ImportError:
            raise SourceError("chdb: sources need the chdb package (`pip install chdb`)") from None
        self.path = path
        self.forked = multiprocessing.parent_process() is not None
        self._session: Any = None
        self._lock: IO[bytes] | None = None

    def _lock_path(self) -> Path:
        return store_lock(self.path)

    def _locked(self) -> None:
        """Holds the store's lock file. Its holder removes it when done (no file is left behind), so a lock taken
        on a file already removed is no lock: taken again on the file now at the path."""
        path = self._lock_path()
        _sweep_stale_locks(path.parent)
        while self._lock is None:
            handle = open(path, "ab")  # noqa: SIM115
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                current = os.stat(path).st_ino
            except FileNotFoundError:
                current = None
            if current == os.fstat(handle.fileno()).st_ino:
                self._lock = handle
            else:
                handle.close()

    def _opened(self) -> Any:
        if self._session is None:
            from chdb import session

            self._locked()
            before = set_aside(Path(self.path))
            self._session = session.Session(self.path)
            try:
                put_back_after_close = set_aside(Path(self.path)) - before
                if put_back_after_close:
                    self.close()  # the engine lets go of the store before its parts are put back
                    put_back(Path(self.path), before)
            except BaseException:
                self.close()
                raise
        return self._session

    def _answer(self, sql: str, parameters: Mapping[str, Any], fmt: str, spool: IO[bytes]) -> None:
        """The engine's answer to `sql`, written to `spool`."""
        params = {name: text_value(value) for name, value in parameters.items()}
        if self.forked:
            self._locked()
            request = orjson.dumps({"store": self.path, "sql": sql, "params": params, "format": fmt,
                                    "stream": fmt == STREAM_FORMAT})
            try:
                ran = subprocess.run([sys.executable, "-m", "miner.receivers.clickhouse.chdb_run"], input=request,
                                     stdout=spool, stderr=subprocess.PIPE, check=False)
            finally:  # the query's process has let go of the store
                self.close()
            if ran.returncode != 0:
                raise SourceError(f"chdb: the query failed: {_first_line(ran.stderr.decode(errors='replace'))}")
            return
        try:
            if fmt == STREAM_FORMAT:
                for chunk in self._opened().send_query(sql, fmt, params=params):
                    spool.write(chunk.bytes())
            else:
                spool.write(self._opened().query(sql, fmt, params=params).bytes())
        except SourceError:
            raise
        except Exception as exc:  # chdb raises its own error type for every engine error
            raise SourceError(f"chdb: the query failed: {_first_line(str(exc))}") from None

    def query(self, sql: str, parameters: Mapping[str, Any]) -> QueryResult:
        started = time.perf_counter()
        with temporary_file() as spool:
            self._answer(sql, parameters, OUTPUT_FORMAT, spool)
            spool.seek(0)
            result = parse_result(spool.read())
        result.stats.milliseconds = elapsed_ms(started)
        return result

    def spool(self, sql: str, parameters: Mapping[str, Any], stats: QueryStats, folder: Path,
              rows_per_file: int) -> list[Path]:
        """The answer's rows written to files of `rows_per_file` rows each (in `STREAM_FORMAT`, so `stream_file`
        reads them), its figures into `stats`: a local store is read once, here, and its rows converted by
        every worker (a forked worker would have to start an engine of its own for each query). Each file
        takes its name (`spooled_file`) only once it is whole, so a reader may take it while the query runs."""
        params = {name: text_value(value) for name, value in parameters.items()}
        spool = _Spool(folder, rows_per_file, stats)
        stats.queries += 1
        started = time.perf_counter()
        try:
            for chunk in self._opened().send_query(sql, STREAM_FORMAT, params=params):
                spool.add(chunk.bytes())
            spool.ended()
        except SourceError:
            raise
        except Exception as exc:  # chdb raises its own error type for every engine error
            raise SourceError(f"chdb: the query failed: {_first_line(str(exc))}") from None
        finally:
            spool.close()
        files = spool.files
        stats.rows_read += spool.read_rows
        stats.bytes_read += spool.read_bytes
        stats.milliseconds += elapsed_ms(started)
        return files

    def stream(self, sql: str, parameters: Mapping[str, Any], stats: QueryStats) -> Iterator[list[Any]]:
        with temporary_file() as spool:
            started = time.perf_counter()
            try:
                self._answer(sql, parameters, STREAM_FORMAT, spool)
            finally:
                self.close()
                stats.milliseconds += elapsed_ms(started)
            spool.seek(0)
            yield from streamed_rows(iter(lambda: spool.read(SPOOL_CHUNK), b""), stats)

    def __del__(self) -> None:
        self._release()

    def close(self) -> None:
        if self._session is not None:
            self._session.close()
            self._session = None
        self._release()

    def _release(self) -> None:
        lock = getattr(self, "_lock", None)  # absent when __init__ stopped early
        if lock is not None:
            self._lock_path().unlink(missing_ok=True)  # while still held: a waiter then takes the lock afresh
            lock.close()  # and with it the lock
            self._lock = None


class _Spool:
    """A `STREAM_FORMAT` answer written to files of `rows_per_file` rows (`ChdbClient.spool`). The engine sends
    whole lines in each chunk, mostly rows: a chunk of rows only that fits the file goes in as it came (splitting
    every line cost the spooler more than the engine's formatting); the others are cut line by line."""

    def __init__(self, folder: Path, rows_per_file: int, stats: QueryStats) -> None:
        self.folder = folder
        self.rows_per_file = rows_per_file
        self.stats = stats
        self.files: list[Path] = []
        self.out: IO[bytes] | None = None
        self.rows = 0
        self.read_rows = self.read_bytes = 0

    def add(self, data: bytes) -> None:
        count = data.count(b"\n")
        if (count and self.out is not None and self.rows + count <= self.rows_per_file and data.endswith(b"\n")
                and data.startswith(b'{"row"') and data.count(b'\n{"row"') == count - 1):
            self.out.write(data)
            self.rows += count
            self.stats.rows_returned += count
            self.stats.bytes_returned += len(data)
            return
        # chdb formats each chunk afresh: a chunk's progress lines count from its start, the query's figures
        # are the sum of each chunk's last (the engine's own reads to build an IN set are not in them)
        chunk_rows = chunk_bytes = 0
        for line in data.splitlines(keepends=True):
            if line.startswith(b'{"row"'):
                if self.out is None or self.rows == self.rows_per_file:
                    self._next_file()
                assert self.out is not None
                self.out.write(line)
                self.rows += 1
                self.stats.rows_returned += 1
                self.stats.bytes_returned += len(line)
            elif line.startswith(b'{"progress"'):
                progress = orjson.loads(line)["progress"]
                chunk_rows = max(chunk_rows, int(progress.get("read_rows", 0)))
                chunk_bytes = max(chunk_bytes, int(progress.get("read_bytes", 0)))
        self.read_rows += chunk_rows
        self.read_bytes += chunk_bytes

    def _next_file(self) -> None:
        if self.out is not None:
            _whole(self.out, self.files[-1])
        self.files.append(spooled_file(self.folder, len(self.files)))
        self.out = _growing(self.files[-1]).open("wb")
        self.rows = 0

    def ended(self) -> None:
        """The answer ended: its last file is whole."""
        if self.out is not None:
            _whole(self.out, self.files[-1])

    def close(self) -> None:
        """A file left open (the query failed) closed, and never named whole."""
        if self.out is not None and not self.out.closed:
            self.out.close()


# clickhouse-connect logs a warning of its own before raising a transport error; with no logging configured
# Python prints it on stderr, beside the one line the miner shows for the same error.
logging.getLogger("clickhouse_connect").addHandler(logging.NullHandler())


class HttpClient:
    """A ClickHouse server over HTTP (clickhouse-connect): the runtime path for clusters."""

    def __init__(self, host: str, port: int, user: str, password: str, database: str, secure: bool,
                 timeout_seconds: int, password_env: str) -> None:
        import clickhouse_connect
        from clickhouse_connect.driver.exceptions import ClickHouseError

        self._error = ClickHouseError
        self.where = f"{'clickhouses' if secure else 'clickhouse'}://{user}@{host}:{port}"
        self._what_to_check = (f"check the host and port (ClickHouse's HTTP interface: 8123, 8443 with "
                               f"clickhouses://), then the user ({user}) and the password in ${password_env}")
        try:
            self.client = clickhouse_connect.get_client(
                host=host, port=port, username=user, password=password, database=database, secure=secure,
                send_receive_timeout=timeout_seconds, autogenerate_session_id=False)
        except ClickHouseError as exc:
            raise self._failed("cannot connect", exc) from None

    def _failed(self, doing: str, exc: BaseException) -> SourceError:
        """One short line: the server, what went wrong, what to check. The library's message is long (the pool,
        the URL with its query id, the retry count) and, for a server that never answered, says nothing more."""
        unreachable = _transport_failure(exc)
        if unreachable == CUT:
            return self._cut(exc)
        if unreachable is not None:
            return SourceError(f"{self.where}: cannot reach the ClickHouse server ({unreachable}); "
                               f"{self._what_to_check}")
        return SourceError(f"{self.where}: {doing}: {_first_line(str(exc))}")

    def _cut(self, exc: BaseException) -> SourceError:
        return SourceError(f"{self.where}: the connection was cut while the answer was read; nothing of this "
                           "read is used: run again")

    def query(self, sql: str, parameters: Mapping[str, Any]) -> QueryResult:
        started = time.perf_counter()
        try:
            payload = self.client.raw_query(sql, parameters=dict(parameters), fmt=OUTPUT_FORMAT)
        except self._error as exc:
            raise self._failed("the query failed", exc) from None
        except _cut_connection() as exc:
            raise self._cut(exc) from None
        result = parse_result(payload)
        result.stats.milliseconds = elapsed_ms(started)
        return result

    def stream(self, sql: str, parameters: Mapping[str, Any], stats: QueryStats) -> Iterator[list[Any]]:
        started = time.perf_counter()
        try:
            answer = self.client.raw_stream(sql, parameters=dict(parameters), fmt=STREAM_FORMAT)
            yield from streamed_rows(answer, stats)
        except self._error as exc:
            raise self._failed("the query failed", exc) from None
        except _cut_connection() as exc:
            raise self._cut(exc) from None
        finally:
            stats.milliseconds += elapsed_ms(started)

    def close(self) -> None:
        self.client.close()


CUT = "cut"  # the server answered, and the connection failed in the middle of the answer


def _cut_connection() -> tuple[type[BaseException], ...]:
    """What a connection that fails in the middle of an answer raises under clickhouse-connect."""
    from http.client import HTTPException

    from urllib3.exceptions import HTTPError

    return HTTPError, HTTPException, OSError


def _transport_failure(exc: BaseException) -> str | None:
    """Why no answer came from the server (refused, unknown host, timed out, TLS), or None when one came."""
    import socket

    from urllib3.exceptions import HTTPError, MaxRetryError

    transport = False
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, MaxRetryError) and seen.reason is not None:
            seen = seen.reason
        if isinstance(seen, ConnectionRefusedError):
            return "connection refused"
        if isinstance(seen, socket.gaierror):
            return "unknown host"
        if isinstance(seen, TimeoutError) or type(seen).__name__ in {"ConnectTimeoutError", "ReadTimeoutError"}:
            return "timed out"
        if type(seen).__name__ == "SSLError":
            return "TLS handshake failed"
        if type(seen).__name__ in {"ProtocolError", "IncompleteRead"} or isinstance(seen, ConnectionResetError):
            return CUT
        transport = transport or isinstance(seen, HTTPError | ConnectionError)
        seen = seen.__cause__ or seen.__context__
    return "no answer" if transport else None


def _first_line(message: str) -> str:
    return message.strip().splitlines()[0][:300] if message.strip() else "no message"
