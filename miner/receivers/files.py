"""Expand the paths a user gives (files, directories, globs) and open them line by line, gzip included."""

from __future__ import annotations

import glob
import gzip
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from miner.errors import SourceError

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
            matches = sorted(Path(match) for match in glob.glob(raw, recursive=True))
            files = [match for match in matches if match.is_file()]
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
        else:
            raise SourceError(f"{raw}: no such file or directory")
    unique: dict[Path, None] = dict.fromkeys(found)
    return list(unique)


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
