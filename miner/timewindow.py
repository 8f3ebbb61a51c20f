"""Parse the `--since` / `--until` forms people type: `7d`, `24h`, `90m`, `2w`, a date or an ISO time."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from miner.errors import UsageError

_RELATIVE = re.compile(r"^\s*(\d+)\s*([smhdw])\s*$")
_UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days", "w": "weeks"}


def parse_duration(text: str) -> timedelta:
    match = _RELATIVE.match(text)
    if not match:
        raise UsageError(f"'{text}' is not a duration: use a number and a unit, like 30m, 24h, 7d or 2w")
    return timedelta(**{_UNITS[match.group(2)]: int(match.group(1))})


def parse_when(text: str, now: datetime) -> datetime:
    """A moment: relative to `now` (`7d` means seven days ago) or absolute (`2026-11-01`, ISO 8601)."""
    if _RELATIVE.match(text):
        return now - parse_duration(text)
    try:
        moment = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise UsageError(
            f"'{text}' is not a time: use 7d, 24h, 90m, a date like 2026-11-01 or an ISO time"
        ) from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


Window = tuple[datetime | None, datetime | None]


def window(since: str | None, until: str | None, now: datetime | None = None) -> Window:
    now = now or datetime.now(UTC)
    start = parse_when(since, now) if since else None
    end = parse_when(until, now) if until else None
    if start and end and start >= end:
        raise UsageError(f"--since ({start.isoformat()}) must be before --until ({end.isoformat()})")
    return start, end
