"""Warnings about bad input: one line each, naming file and line, counted for the summary.

Messages never quote the input itself: a trace line may hold personal data, and warnings reach terminals
and CI logs that redaction never sees.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import TextIO

from miner.terminal import printable

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
            print(printable(f"miner: warning: {where}: {message}"), file=self.stream)
        elif self.counts[kind] == SHOWN_PER_KIND + 1:
            print(f"miner: warning: more '{kind}' problems; only their count is shown at the end", file=self.stream)

    def count_more(self, kind: str, count: int) -> None:
        """`count` more problems of `kind` whose lines are not shown (a worker showed its first few already)."""
        if self.counts[kind] <= SHOWN_PER_KIND < self.counts[kind] + count and self.stream is not None:
            print(f"miner: warning: more '{kind}' problems; only their count is shown at the end", file=self.stream)
        self.counts[kind] += count

    def note_once(self, message: str) -> None:
        """A fact about the whole run (for example: traces hold no message content), said once."""
        if message in self.notes:
            return
        self.notes.append(message)
        if self.stream is not None:
            print(printable(f"miner: note: {message}"), file=self.stream)

    @property
    def total(self) -> int:
        return sum(self.counts.values())


@dataclass
class Recorded(Diagnostics):
    """Diagnostics kept for later, in a worker process: replayed into the run's own, in a fixed order, so what
    is printed does not depend on which worker finished first."""

    stream: TextIO | None = None
    shown: list[tuple[str, str, str]] = field(default_factory=list)

    def warn(self, kind: str, where: str, message: str) -> None:
        self.counts[kind] += 1
        if self.counts[kind] <= SHOWN_PER_KIND:
            self.shown.append((kind, where, message))

    def note_once(self, message: str) -> None:
        if message not in self.notes:
            self.notes.append(message)

    def replay_into(self, target: Diagnostics) -> None:
        for kind, where, message in self.shown:
            target.warn(kind, where, message)
        for kind, count in self.counts.items():
            hidden = count - min(count, SHOWN_PER_KIND)
            if hidden:
                target.count_more(kind, hidden)
        for note in self.notes:
            target.note_once(note)
