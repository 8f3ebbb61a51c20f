"""Counts in the lines miner prints, in the right number: `1 session`, `2 sessions`."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """The count with its noun in the right number (`plural` when it is not noun + s)."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"
