"""Atomic writes that never replace a file a reviewer may have edited."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

# What a plain open() would give a new file: read once, while the process has one thread.
_UMASK = os.umask(0)
os.umask(_UMASK)


def write_atomically(path: Path, data: bytes, *, overwrite: bool = False, durable: bool = True,
                     mode: int | None = None) -> None:
    """A crash leaves the old file or the new one, never half of one. Without `overwrite`, old files win.
    `durable=False` skips the flush to disk: an interrupted process still leaves whole files, but a power cut
    may not (for output that is cheap to make again, written many times a second). The file gets `mode`, or by
    default what a plain open() would give it (a temporary file is private to its owner).

    Raises FileExistsError when `path` exists and `overwrite` is not asked for.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(descriptor, mode if mode is not None else 0o666 & ~_UMASK)
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
            stream.flush()
            if durable:
                os.fsync(stream.fileno())
        if overwrite:
            os.replace(temp_name, path)
        else:
            # A hard link fails when the target exists, so even a race cannot replace someone's file.
            os.link(temp_name, path)
            os.unlink(temp_name)
    except BaseException as error:
        if os.path.exists(temp_name):
            os.unlink(temp_name)
        if isinstance(error, OSError) and error.filename is None:
            # A failed write names no file (a full disk): the one line the user reads must name it.
            raise OSError(error.errno, error.strerror, str(path)) from error
        raise


def write_text_atomically(path: Path, text: str, *, overwrite: bool = False, durable: bool = True,
                          mode: int | None = None) -> None:
    write_atomically(path, text.encode("utf-8"), overwrite=overwrite, durable=durable, mode=mode)
