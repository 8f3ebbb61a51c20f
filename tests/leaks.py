"""The privacy check of last resort: does any planted value appear verbatim in any file written?

Used by the tests and the benchmark on the folders the miner writes.
A leak names the file and the entity type, never the value.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Leak:
    path: Path
    entity: str
    index: int  # position of the value in the planted list, so a test can look it up without printing it


def find_leaks(planted: Iterable[tuple[str, str]], folder: Path) -> list[Leak]:
    """Every (entity, value) of `planted` found, case-insensitively, in any file under `folder`."""
    values = [(entity, value.casefold()) for entity, value in planted if value.strip()]
    leaks = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        content = path.read_bytes().decode("utf-8", errors="replace").casefold()
        # JSON files escape non-ASCII and quotes; compare against the unescaped text too.
        for index, (entity, value) in enumerate(values):
            if value in content or _json_escaped(value) in content:
                leaks.append(Leak(path, entity, index))
    return leaks


def _json_escaped(value: str) -> str:
    return json.dumps(value)[1:-1].casefold()


def assert_no_leaks(planted: Iterable[tuple[str, str]], folder: Path) -> None:
    leaks = find_leaks(planted, folder)
    if leaks:
        lines = [f"{leak.path}: planted value #{leak.index} ({leak.entity}) found verbatim" for leak in leaks]
        raise AssertionError("personal data reached the output:\n" + "\n".join(lines))
