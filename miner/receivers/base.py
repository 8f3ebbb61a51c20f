"""The interface every receiver implements: one per kind of document the miner reads.

A receiver knows a document format and nothing about agents. It answers three questions:

- **Is this document mine?** `recognises(document)` on a line already parsed as JSON (any Python value). A
  receiver with a typed decoder also offers `decode(line)`: the raw bytes of one line decoded straight into
  its own document type, or None when the line is not of its kind in every detail (the line is then parsed
  and offered to `recognises` of every receiver, the forgiving way).
- **What records does it hold?** `records(document, location, diagnostics)` yields the records of one
  document, each carrying the `Location` (file and line) it was read from. Records are the types of
  `miner.receivers.records` (`Record`): `SpanRecord` (one span), `LogRecord` (one OTLP log record) or
  `AppLogEntry` (one application log line, placed by `[tool.miner.app_logs]`). A new receiver of spans or
  logs yields the same `SpanRecord` / `LogRecord`, so every mapper of that record type reads it unchanged.
- **How is a source read?** Files are read by the ingestion stage: it expands paths, reads lines
  (`files.json_lines`), detects each file's kind from its lines and calls `records`. A receiver that reads a
  source itself, such as a database, says so with `claims(source)` (for example a `clickhouse://` URL),
  splits it into independent `parts(source)` (strings, so that worker processes can each read one) and
  yields `(location, document)` pairs from `read(part, diagnostics)`; each document then goes to `records`.
  Such a receiver is told the time window first (`within`, in the run and in every worker), so that it reads
  only what the window needs.

Bad data is never an exception that escapes: a record that does not fit its format raises `ShapeError`
(message naming where it is wrong, never quoting the input) inside `records`, which either skips that record
with `diagnostics.warn(kind, str(location), message)` or lets the error cost the whole document (the caller
warns, with file and line). Any other exception is a bug and stops the run (exit 70).

Register a receiver with one line in `miner.receivers.RECEIVERS`: its name (also the prefix a user may put
before a source, `otlp-logs:folder/`) and a factory taking the `MinerConfig`. Receivers must be cheap to
build: each worker process builds its own from the configuration.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import datetime
from typing import TypeVar

from miner.diagnostics import Diagnostics
from miner.receivers.records import Location, Record

# Values nested deeper than this (lists in lists, objects in objects) are no agent's data: the record is skipped
# rather than every stage after reading recursing through it.
MAX_NESTING = 100
Nested = TypeVar("Nested")
TOO_DEEP = f"values nested more than {MAX_NESTING} levels deep (check what writes them)"


def check_nesting(value: Nested) -> Nested:
    """`value`, or a ShapeError when its lists and objects nest deeper than MAX_NESTING (read without recursion)."""
    level = [value]
    for _ in range(MAX_NESTING + 1):
        level = [child for item in level if isinstance(item, dict | list)
                 for child in (item.values() if isinstance(item, dict) else item)]
        if not level:
            return value
    raise ShapeError(TOO_DEEP, kind="nested too deep")


class ShapeError(ValueError):
    """A record parsed as JSON but is not what its format says it should be: bad data, costing only that record.

    The message says where the record is wrong and never quotes it (input may hold personal data). `kind` is
    the word the warning is counted under in the run's summary."""

    def __init__(self, message: str, kind: str = "bad record") -> None:
        super().__init__(message)
        self.kind = kind


# A document as a receiver meets it: the JSON value a line parses to (of any shape until `recognises` says it is
# one of its kind), or the receiver's own typed form of the line (`decode`), or a database's rows (`read`).
Document = object


class Receiver:
    """One kind of document: how to recognise it, decode it and yield its records (see the module docstring)."""

    name: str = ""
    # What a document of this kind looks like, for the warning about a file of no known kind.
    expected: str = ""

    def recognises(self, document: Document) -> bool:
        """Whether a parsed JSON line is a document of this kind."""
        return False

    def decode(self, line: bytes) -> Document | None:
        """The line as this kind's typed document, or None when it is not one (then parsed and `recognises`)."""
        return None

    def records(self, document: Document, location: Location, diagnostics: Diagnostics) -> Iterable[Record]:
        """The records of one document, each with `location`; may raise ShapeError for the whole document."""
        raise NotImplementedError

    def claims(self, source: str) -> bool:
        """Whether this receiver reads `source` itself (a database URL) rather than it being files."""
        return False

    def parts(self, source: str) -> list[str]:
        """Independent parts of a claimed source, each read by one worker (default: the source whole)."""
        return [source]

    def part_bytes(self, part: str) -> int:
        """The size of a claimed part, when known before reading it (it sets how many shards assembly uses)."""
        return 0

    def finished(self) -> None:
        """The run is over: remove whatever `parts` left on disk."""

    def within(self, since: datetime | None, until: datetime | None, pad_ns: int) -> None:
        """Told the window before `read`, so that a database reads only the spans of sessions that started in
        [since, until) (and `pad_ns` around it); files ignore it (the window is applied to their sessions)."""

    def read(self, part: str, diagnostics: Diagnostics) -> Iterator[tuple[Location, Document]]:
        """The documents of one part of a claimed source, with the location each was read from."""
        raise NotImplementedError

    def spent(self) -> dict[str, dict[str, int]]:
        """What reading has cost since last asked, per phase (a database: queries, rows and bytes read and
        returned); reported by ingestion beside its counts. Files: nothing."""
        return {}
