"""Reading a JSON file the user wrote, with one clear message when it is not one (never a traceback)."""

from __future__ import annotations

import json
import stat
from pathlib import Path
from typing import Any

from miner.errors import MinerError


class JsonFileError(MinerError):
    """A file that cannot be read, is not UTF-8, or is not valid JSON; the message says where."""


def read_json(path: Path) -> Any:
    """The parsed JSON of a file, or JsonFileError naming the line and column where it breaks."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):  # reading a FIFO would wait forever, a device forever more
            raise JsonFileError("not a regular file (a FIFO, socket or device); eval sets and sidecars are files")
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise JsonFileError("not UTF-8 text; eval sets and sidecars are JSON files") from None
    except OSError as error:
        raise JsonFileError(f"cannot be read ({error.strerror})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        raise JsonFileError(f"not valid JSON ({where}: {error.msg})") from None
    except RecursionError:
        raise JsonFileError("nested too deep to be an eval set or a sidecar (arrays or objects inside one "
                            "another hundreds of levels down); fix or remove the file") from None
