"""Regular expressions a configuration gives: checked when it is read, so that a bad one is one line naming it."""

from __future__ import annotations

import re


def check_patterns(patterns: list[str]) -> list[str]:
    """A field validator: every pattern compiles as a regular expression."""
    for pattern in patterns:
        try:
            re.compile(pattern)
        except re.error as exc:
            raise ValueError(f"{pattern!r} is not a valid regular expression ({exc})") from None
    return patterns
