"""Queries on a chdb store spooled to files of rows in a process of their own, while ingestion's workers read the
files already whole: `python -m miner.receivers.clickhouse.spooler` reads `{"store", "rows_per_file",
"queries": [{"sql", "params", "folder"}]}` as JSON on stdin and runs the queries one after the other.

Each query's files appear in its folder as they fill (`client.spooled_file`, named once whole); then `done`
(the query's figures, `QueryStats` as JSON), `failed` (one line saying why) or `bug` (an exception of the miner's
own, its type and traceback as JSON: the reader stops the run as for any bug, exit 70). A reader waits for its
file, or for the marker saying it will never come (`awaited_file`)."""

from __future__ import annotations

import sys
import time
import traceback
from dataclasses import asdict
from pathlib import Path

import orjson

from miner.errors import InternalError, SourceError
from miner.receivers.clickhouse.client import ChdbClient, QueryStats
from miner.scratch import process_exists

DONE = "done"
FAILED = "failed"
BUG = "bug"
PID = "spooler.pid"
POLL_SECONDS = 0.05


def _marked(path: Path, text: bytes) -> None:
    """A marker written whole or not at all (a reader polls for it)."""
    growing = path.with_name(path.name + ".partial")
    growing.write_bytes(text)
    growing.rename(path)


def _alive(pid: int) -> bool:
    """Whether the spooler runs still (a process that ended but is not yet waited for is not running)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return process_exists(pid)
    return state not in ("Z", "X")


def awaited_file(path: Path) -> bool:
    """Wait until the spooled file `path` is whole (True) or its query ended without it (False: fewer rows than
    the parts planned for). A query that failed is its one-line error."""
    folder = path.parent
    spooler = int((folder.parent / PID).read_text())
    while True:
        if path.exists():
            return True
        if (folder / DONE).exists():
            return path.exists()
        if (folder / FAILED).exists():
            raise SourceError((folder / FAILED).read_text(encoding="utf-8"))
        if (folder / BUG).exists():
            bug = orjson.loads((folder / BUG).read_bytes())
            raise InternalError(f"the rows of ClickHouse query {folder.name}", bug["cause"], bug["traceback"])
        if not _alive(spooler) and not any((folder / marker).exists() for marker in (DONE, FAILED, BUG)):
            raise SourceError("chdb: the process running the query ended without an answer (out of memory?)")
        time.sleep(POLL_SECONDS)


def query_figures(folder: Path) -> QueryStats:
    """The figures of the query spooled into `folder`, once it ended."""
    awaited_file(folder / DONE)
    return QueryStats(**orjson.loads((folder / DONE).read_bytes()))


def main() -> int:
    request = orjson.loads(sys.stdin.buffer.read())
    client = ChdbClient(request["store"])
    try:
        for query in request["queries"]:
            folder = Path(query["folder"])
            stats = QueryStats()
            try:
                client.spool(query["sql"], query["params"], stats, folder, int(request["rows_per_file"]))
            except SourceError as exc:
                _marked(folder / FAILED, str(exc).encode())
                return 1
            except Exception as exc:  # a bug: said as one, not as the engine's error (stderr goes nowhere)
                _marked(folder / BUG, orjson.dumps({"cause": type(exc).__name__,
                                                    "traceback": traceback.format_exc()}))
                return 1
            except BaseException as exc:
                _marked(folder / FAILED, f"chdb: the query stopped: {type(exc).__name__}".encode())
                raise
            _marked(folder / DONE, orjson.dumps(asdict(stats)))
    finally:
        client.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
