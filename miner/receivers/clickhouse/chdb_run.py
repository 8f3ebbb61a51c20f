"""One query on a chdb store in a process of its own: `python -m miner.receivers.clickhouse.chdb_run` reads
`{"store", "sql", "params", "format"}` as JSON on stdin and writes the engine's answer to stdout.

chdb's engine cannot start in a process forked from one that loaded it (it waits forever on a lock it
inherited), and ingestion's workers are forked: they run their queries through this, a fresh interpreter."""

from __future__ import annotations

import sys

import orjson


def main() -> int:
    request = orjson.loads(sys.stdin.buffer.read())
    from chdb import session

    engine = session.Session(request["store"])
    try:
        if request["stream"]:
            for chunk in engine.send_query(request["sql"], request["format"], params=request["params"]):
                sys.stdout.buffer.write(chunk.bytes())
        else:
            sys.stdout.buffer.write(engine.query(request["sql"], request["format"], params=request["params"]).bytes())
    except Exception as exc:  # chdb raises its own error type for every engine error
        sys.stderr.write(str(exc).strip().splitlines()[0][:300] if str(exc).strip() else "no message")
        return 1
    finally:
        engine.close()
    sys.stdout.buffer.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
