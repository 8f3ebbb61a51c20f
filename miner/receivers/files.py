"""Expand the paths a user gives (files, directories, globs) and read them line by line, gzip included.

The one line reader every file kind shares: receivers get raw lines with their location, never open files."""

from __future__ import annotations

import glob
import gzip
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO

import orjson

from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.receivers.records import Location

TRACE_SUFFIXES = (".jsonl", ".json", ".ndjson", ".jsonl.gz", ".json.gz", ".ndjson.gz")
_GZIP_MAGIC = b"\x1f\x8b"
_ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
BINARY_SNIFF_BYTES = 8192


class DamagedFile(SourceError):
    """A compressed file that ends early: the lines before the damage were read."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.reason = reason


def expand(paths: list[str]) -> list[Path]:
    """Every trace file named by `paths`, in name order (rotated files carry their time in the name).

    A directory contributes the trace files below it (hidden ones skipped); a glob its matches. A path that
    names nothing is an error: a typo must not look like a quiet week.
    """
    found: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if glob.has_magic(raw):
            files = sorted(match for match in _matches(raw) if match.is_file())
            if not files:
                raise SourceError(f"{raw}: the pattern matches no file")
            found.extend(files)
        elif path.is_dir():
            files = sorted(
                child for child in path.rglob("*")
                if child.is_file() and child.name.endswith(TRACE_SUFFIXES)
                and not any(part.startswith(".") for part in child.relative_to(path).parts)
            )
            if not files:
                raise SourceError(f"{raw}: the directory holds no trace files ({', '.join(TRACE_SUFFIXES)})")
            found.extend(files)
        elif path.is_file():
            found.append(path)
        elif path.exists():
            raise SourceError(f"{raw}: {_kind_of(path)}, not a file or a folder of trace files; name a file "
                              "(a FIFO or a device is never read: it may never end)")
        else:
            raise SourceError(f"{raw}: no such file or directory")
    unique: dict[Path, None] = dict.fromkeys(found)
    return list(unique)


def _matches(pattern: str) -> list[Path]:
    """The paths a glob matches. `**` never follows a symbolic link to a folder (pathlib's rule, unlike the
    `glob` module's), so a link loop below the pattern is not walked forever."""
    parts = Path(pattern).parts
    fixed = next((index for index, part in enumerate(parts) if glob.has_magic(part)), len(parts))
    anchor = Path(*parts[:fixed]) if fixed else Path(".")
    rest = parts[fixed:]
    if not rest:
        return [anchor] if anchor.exists() else []
    matches = list(anchor.glob(str(Path(*rest))))
    return [Path(*parts[:fixed], match.relative_to(anchor)) if fixed else match for match in matches]


def _kind_of(path: Path) -> str:
    mode = path.stat().st_mode
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def unreadable(path: Path) -> str | None:
    """Why a file the sources name cannot be read (permission, not a regular file), or None when it can."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as error:
        return f"cannot be read ({(error.strerror or 'error').lower()})"
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            return f"{_kind_of(path)}, not a file"
    finally:
        os.close(descriptor)
    return None


def open_binary(path: Path) -> BinaryIO:
    """Open a trace file for reading bytes, decompressing gzip by its magic number, not its name."""
    try:
        handle = path.open("rb")
    except OSError as exc:
        raise SourceError(f"{path}: cannot be read ({exc.strerror})") from None
    magic = handle.peek(4)[:4] if hasattr(handle, "peek") else b""
    if magic.startswith(_GZIP_MAGIC):
        return gzip.GzipFile(fileobj=handle)  # type: ignore[return-value]
    if magic == _ZSTD_MAGIC:
        handle.close()
        raise SourceError(f"{path}: zstd-compressed; decompress it first (`zstd -d {path}`)")
    return handle


def lines(path: Path) -> Iterator[tuple[int, bytes]]:
    """(line number, raw bytes) of every non-blank line; decoding is the reader's business."""
    number = 0
    with open_binary(path) as handle:
        try:
            for number, line in enumerate(handle, start=1):
                if line.strip():
                    yield number, line
        except (OSError, EOFError) as exc:
            raise DamagedFile(path, f"damaged or truncated after line {number} ({exc}); the rest of this file "
                                    "is skipped (copy or export it again)") from None


def looks_binary(path: Path) -> bool:
    """JSON text never holds a NUL byte; a core dump, an image or UTF-16 text does, early on."""
    with open_binary(path) as handle:
        try:
            return b"\x00" in handle.read(BINARY_SNIFF_BYTES)
        except (OSError, EOFError):
            return False


def is_compressed(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(4).startswith((_GZIP_MAGIC, _ZSTD_MAGIC))


def line_ranges(path: Path, part_bytes: int) -> list[tuple[int, int | None, int]]:
    """(start byte, end byte, number of the first line) of parts of about `part_bytes` each, cut after a newline,
    so that a large file is read by several workers; the whole file when it is small, binary or one
    pretty-printed document. Finding the cuts reads the file once, counting newlines for the line numbers."""
    size = path.stat().st_size
    if size <= part_bytes or looks_binary(path):
        return [(0, None, 1)]
    with path.open("rb") as handle:
        if _opens_a_document(handle.readline()):
            return [(0, None, 1)]
        handle.seek(0)
        ranges: list[tuple[int, int | None, int]] = []
        start, line = 0, 1
        while start < size:
            handle.seek(start)
            block = handle.read(part_bytes)
            cut = block.rfind(b"\n") + 1 if len(block) == part_bytes else len(block)
            if cut == 0:  # one line longer than a part: it is read whole
                rest = handle.readline()
                block, cut = block + rest, len(block) + len(rest)
            ranges.append((start, start + cut, line))
            line += block.count(b"\n", 0, cut)
            start += cut
    return ranges


def _ranged_lines(path: Path, start: int, end: int, first_line: int) -> Iterator[tuple[Location, bytes]]:
    with path.open("rb") as handle:
        handle.seek(start)
        number, position = first_line, start
        for line in handle:
            if position >= end:
                return
            if line.strip():
                yield Location(str(path), number), line
            number += 1
            position += len(line)


def json_lines(path: Path, diagnostics: Diagnostics, start: int = 0, end: int | None = None,
               first_line: int = 1) -> Iterator[tuple[Location, bytes]]:
    """The lines of a JSON-lines file, unparsed; or the whole file once, when it is one pretty-printed document.
    With `end`, only the lines of the range `line_ranges` cut, numbered from `first_line`."""
    if end is not None:
        yield from _ranged_lines(path, start, end, first_line)
        return
    numbered = lines(path)
    try:
        if looks_binary(path):
            diagnostics.warn("binary file", str(path), "binary, not JSON lines (or not UTF-8); file skipped")
            return
        first = next(numbered, None)
        if first is None:
            diagnostics.warn("empty file", str(path), "the file is empty")
            return
        number, line = first
        if _opens_a_document(line):
            whole = _whole_document(path)
            if whole is not None:
                yield Location(str(path), 1), whole
                return
        yield Location(str(path), number), line
        for number, line in numbered:
            yield Location(str(path), number), line
    except DamagedFile as exc:
        diagnostics.warn("damaged file", str(path), exc.reason)
    except SourceError as exc:
        diagnostics.warn("damaged file", str(path), f"{str(exc).removeprefix(f'{path}: ')}; file skipped")


def parse_line(location: Location, line: bytes, diagnostics: Diagnostics) -> Any:
    """One line parsed, or a warning naming it and `BAD_LINE`."""
    try:
        return orjson.loads(line)
    except ValueError:
        _warn_line(location, line, diagnostics)
        return BAD_LINE


BAD_LINE: Any = object()


def _warn_line(location: Location, line: bytes, diagnostics: Diagnostics) -> None:
    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        diagnostics.warn("bad line", str(location), "not valid UTF-8; line skipped")
        return
    diagnostics.warn("bad line", str(location), "not a complete JSON object (truncated?); line skipped")


def _opens_a_document(line: bytes) -> bool:
    """A first line like `{` or `{"resourceSpans": [` opens a pretty-printed document, not a JSON line."""
    stripped = line.strip()
    return stripped[:1] in (b"{", b"[") and not stripped.endswith((b"}", b"]"))


def _whole_document(path: Path) -> bytes | None:
    """The file's bytes when they are one JSON document, or None when not (then it is read line by line)."""
    with open_binary(path) as handle:
        data = handle.read()
    try:
        # Parsed here only to choose how to read the file, and again by its reader: such files are rare
        # and small next to the JSON-lines files a collector writes.
        orjson.loads(data)
    except ValueError:
        return None
    return data
