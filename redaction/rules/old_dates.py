"""Whether a date under a key is someone's date of birth, whatever language the key is in. Applied to every
full date of a tool's arguments, results and state that no telling key typed (redaction/walk.py); the first rule
that decides wins. KEEP: a date of birth, shifted as one; DROP (or no rule): a date a case checks, kept.

A support case checks this year's bookings, bills and deliveries; a day decades ago under a key is most often a
birth date (`"szuletesi_datum": "1955.06.02"`), and a key naming a record's own time says otherwise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from redaction.recognizers.keys import key_words
from redaction.rules import Rule, Table, Verdict

if TYPE_CHECKING:
    from redaction.engine import Engine

# A day, a month and a year, year first or last, with dashes, slashes or dots.
_FULL_DATE = re.compile(
    r"(?P<first>(?:19|20)\d{2})[-/.]\d{1,2}[-/.]\d{1,2}\.?|\d{1,2}[-/.]\d{1,2}[-/.](?P<last>(?:19|20)\d{2})"
)
# Sixteen years: no one younger holds an account, and few support cases check a day that old.
YEARS_BEFORE = 16
# Keys of a record's own times: when it was made, changed, opened, began or ends.
RECORD_TIME_WORDS = frozenset({
    "created", "updated", "modified", "changed", "issued", "opened", "closed", "start", "started", "end", "ended",
    "since", "expires", "expiry", "effective", "valid", "joined", "signed", "paid", "due", "last", "first", "built",
    "installed", "manufactured",
})  # fmt: skip


@dataclass(frozen=True)
class DatedValue:
    key: str
    value: str
    today: date

    @classmethod
    def of(cls, example: str, engine: Engine) -> DatedValue:
        """`key: value`, judged on 2026-12-05."""
        key, _, value = example.partition(": ")
        return cls(key, value, date(2026, 12, 5))

    @property
    def year(self) -> int | None:
        return full_date_year(self.value)


def full_date_year(value: str) -> int | None:
    """The year of a full date (a day, a month and a year, in any order of them, with dashes, slashes or dots)."""
    match = _FULL_DATE.fullmatch(value.strip())
    return int(match.group("first") or match.group("last")) if match else None


def _record_time(dated: DatedValue) -> bool:
    return bool(set(key_words(dated.key)) & RECORD_TIME_WORDS)


def _decades_before(dated: DatedValue) -> bool:
    return dated.year is not None and dated.year <= dated.today.year - YEARS_BEFORE


OLD_DATES: Table[DatedValue] = Table(
    "Dates under a key",
    "Every full date of a tool's arguments, results and state that no telling key typed. KEEP: a date of birth, "
    "shifted as one; DROP (or no rule): a date a case checks, kept.",
    (
        Rule("key_of_a_records_time", "drops a date under a key naming a record's own time (created, issued, "
             "opened, since, expires...)", "when an account was opened or a boiler installed is what a case "
             "checks, however long ago", Verdict.DROP, _record_time,
             ("created_at: 1998-04-01", "customer_since: 02/03/2001"), ("szuletesi_datum: 1955.06.02",)),
        Rule("decades_before", f"keeps a full date {YEARS_BEFORE} years or more before the session", "a case checks "
             "this year's bookings, bills and deliveries; a day decades ago is most often a birth date, whatever "
             "language the key is in", Verdict.KEEP, _decades_before,
             ("szuletesi_datum: 1955.06.02", "fodselsdato: 27-11-1991", "data: 04/09/1991"),
             ("due: 2026-11-30", "contract: 2019-04-01", "born: 1991")),
    ),
    DatedValue.of,
)


def birth_date(key: str, value: str, day: date) -> bool:
    """Whether a date under this key is a date of birth: the table above, judged on the day of the session that
    holds it (`walk.session_day`), so that the verdict never depends on the day the tool runs."""
    return OLD_DATES.verdict(DatedValue(key, value, day)) is Verdict.KEEP
