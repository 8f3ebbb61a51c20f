"""Reading a JSON file the user wrote, with one clear message when it is not one (never a traceback)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from miner.errors import MinerError


class JsonFileError(MinerError):
    """A file that cannot be read, is not UTF-8, or is not valid JSON; the message says where."""


def read_json(path: Path) -> Any:
    """The parsed JSON of a file, or JsonFileError naming the line and column where it breaks."""
    try:
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
