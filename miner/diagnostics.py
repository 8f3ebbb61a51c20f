"""Warnings about bad input: one line each, naming file and line, counted for the summary.

Messages never quote the input itself: a trace line may hold personal data, and warnings reach terminals
and CI logs that redaction never sees.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import TextIO

SHOWN_PER_KIND = 20


@dataclass
class Diagnostics:
    """Collects problems with the input; prints the first few of each kind and counts all of them."""

    stream: TextIO | None = field(default_factory=lambda: sys.stderr)
    counts: Counter[str] = field(default_factory=Counter)
    notes: list[str] = field(default_factory=list)

    def warn(self, kind: str, where: str, message: str) -> None:
        self.counts[kind] += 1
        if self.stream is None:
            return
        if self.counts[kind] <= SHOWN_PER_KIND:
            print(f"miner: warning: {where}: {message}", file=self.stream)
        elif self.counts[kind] == SHOWN_PER_KIND + 1:
            print(f"miner: warning: more '{kind}' problems; only their count is shown at the end", file=self.stream)

    def note_once(self, message: str) -> None:
        """A fact about the whole run (for example: traces hold no message content), said once."""
        if message in self.notes:
            return
        self.notes.append(message)
        if self.stream is not None:
            print(f"miner: note: {message}", file=self.stream)

    @property
    def total(self) -> int:
        return sum(self.counts.values())
