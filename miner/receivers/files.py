"""Expand the paths a user gives (files, directories, globs) and read them line by line, gzip included.

The one line reader every file kind shares: receivers get raw lines with their location, never open files."""

from __future__ import annotations

import glob
import gzip
import os
import re
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


def bounded(handle: BinaryIO, most: int | None) -> Iterator[tuple[bytes | None, int]]:
    """(line, bytes it took) of every line; None in place of a line longer than `most` bytes, which is skipped
    without ever being held whole (a decompression bomb is one line of a gigabyte)."""
    while True:
        line = handle.readline(most + 1) if most is not None else handle.readline()
        if not line:
            return
        if most is None or len(line) <= most or line.endswith(b"\n"):
            yield line, len(line)
            continue
        taken = len(line)
        while rest := handle.readline(SKIP_CHUNK):
            taken += len(rest)
            if rest.endswith(b"\n"):
                break
        yield None, taken


SKIP_CHUNK = 1 << 20


def lines(path: Path, most: int | None = None) -> Iterator[tuple[int, bytes | None]]:
    """(line number, raw bytes) of every non-blank line, None for one longer than `most`; decoding is the
    reader's business."""
    number = 0
    with open_binary(path) as handle:
        try:
            for number, (line, _) in enumerate(bounded(handle, most), start=1):
                if line is None or line.strip():
                    yield number, line
        except (OSError, EOFError) as exc:
            raise DamagedFile(path, f"damaged or truncated after line {number} ({exc}); the rest of this file "
                                    "is skipped (copy or export it again)") from None


def looks_binary(path: Path) -> bool:
    """JSON text never holds a NUL byte; a core dump, an image or UTF-16 text does, early on. A file whose first
    line is whole JSON-looking text is read all the same: a stray NUL further on costs only its line."""
    with open_binary(path) as handle:
        try:
            head = handle.read(BINARY_SNIFF_BYTES)
        except (OSError, EOFError):
            return False
    if b"\x00" not in head:
        return False
    first, newline, _ = head.partition(b"\n")
    return not (newline and b"\x00" not in first and first.lstrip()[:1] in (b"{", b"["))


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
            if cut == 0:  # one line longer than a part: the part ends with it (counted, never held whole)
                cut = len(block)
                while rest := handle.readline(SKIP_CHUNK):
                    cut += len(rest)
                    if rest.endswith(b"\n"):
                        break
                block = b"\n"
            ranges.append((start, start + cut, line))
            line += block.count(b"\n", 0, cut)
            start += cut
    return ranges


def _ranged_lines(path: Path, start: int, end: int, first_line: int,
                  most: int | None) -> Iterator[tuple[Location, bytes | None]]:
    with path.open("rb") as handle:
        handle.seek(start)
        number, position = first_line, start
        for line, taken in bounded(handle, most):
            if position >= end:
                return
            if line is None or line.strip():
                yield Location(str(path), number), line
            number += 1
            position += taken


def json_lines(path: Path, diagnostics: Diagnostics, start: int = 0, end: int | None = None,
               first_line: int = 1, most: int | None = None) -> Iterator[tuple[Location, bytes]]:
    """The lines of a JSON-lines file, unparsed; or the whole file once, when it is one pretty-printed document.
    With `end`, only the lines of the range `line_ranges` cut, numbered from `first_line`. A line (or a document)
    longer than `most` bytes is skipped with a warning: it would not fit the memory budget once parsed."""
    if end is not None:
        for location, line in _ranged_lines(path, start, end, first_line, most):
            if line is None:
                _too_long(location, most, diagnostics)
            else:
                yield location, line
        return
    numbered = lines(path, most)
    try:
        if looks_binary(path):
            diagnostics.warn("binary file", str(path), "binary, not JSON lines (or not UTF-8); file skipped")
            return
        first = next(numbered, None)
        if first is None:
            diagnostics.warn("empty file", str(path), "the file is empty")
            return
        number, line = first
        if line is not None and _opens_a_document(line):
            whole = _whole_document(path, most)
            if whole is not None:
                yield Location(str(path), 1), whole
                return
        if line is None:
            _too_long(Location(str(path), number), most, diagnostics)
        else:
            yield Location(str(path), number), line
        for number, line in numbered:
            if line is None:
                _too_long(Location(str(path), number), most, diagnostics)
            else:
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
        if line.startswith(_BOM):  # written by a Windows tool: the mark says UTF-8, the rest is the line
            return parse_line(location, line[len(_BOM):], diagnostics)
        _warn_line(location, line, diagnostics)
        return BAD_LINE


_BOM = b"\xef\xbb\xbf"
_LONE_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


BAD_LINE: Any = object()


def _warn_line(location: Location, line: bytes, diagnostics: Diagnostics) -> None:
    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        diagnostics.warn("bad line", str(location), "not valid UTF-8; line skipped")
        return
    if b"\x00" in line:
        diagnostics.warn("bad line", str(location), "holds a NUL byte (binary data in a text file); line skipped")
        return
    if _LONE_SURROGATE.search(line):
        diagnostics.warn("bad line", str(location), "holds a lone surrogate escape (\\ud800-\\udfff alone is not "
                         "text: fix the writer's encoding); line skipped")
        return
    diagnostics.warn("bad line", str(location), "not a complete JSON object (truncated?); line skipped")


def _opens_a_document(line: bytes) -> bool:
    """A first line like `{` or `{"resourceSpans": [` opens a pretty-printed document, not a JSON line."""
    stripped = line.strip()
    return stripped[:1] in (b"{", b"[") and not stripped.endswith((b"}", b"]"))


def _too_long(location: Location, most: int | None, diagnostics: Diagnostics) -> None:
    diagnostics.warn("too large", str(location), f"a line or document of more than {(most or 0) // (1 << 20)} MB, "
                     "more than the memory budget allows once read; skipped (raise memory_mb to read it)")


def _whole_document(path: Path, most: int | None = None) -> bytes | None:
    """The file's bytes when they are one JSON document, or None when not, or larger than `most` (then it is read
    line by line)."""
    with open_binary(path) as handle:
        data = handle.read(most + 1) if most is not None else handle.read()
    if most is not None and len(data) > most:
        return None
    try:
        # Parsed here only to choose how to read the file, and again by its reader: such files are rare
        # and small next to the JSON-lines files a collector writes.
        orjson.loads(data)
    except ValueError:
        return None
    return data
