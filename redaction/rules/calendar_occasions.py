"""An occasion told as a date: a name the calendar places, whatever culture keeps it.

A festival, a holy month or a public holiday is named where a date is named: "the day before Eid", "the 25th of
Ramadan", "we close for Diwali", "open after Easter", "(Kharna and Sandhya Arghya days)", "Victoria Day weekend".
A day is counted from it, a month's day is of it, a business closes or opens for it, and days, a week or a
weekend are called by it. No one is written so: a person's own day is told in the possessive ("the day before
Priya's exam", "Mark's day off"), and a person after "the day before" is the subject of what follows ("the day
before Priya left"), which the rule leaves.

A rule of the thing-position table (redaction/rules/thing_position.py), written here: it reads a span the same way.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from redaction.recognizers import support as lexicon

if TYPE_CHECKING:
    from redaction.rules.thing_position import Span

# The occasion's first words before the span, when the finding is its last word ("Eid ul-[Fitr]", "Eid al [Adha]").
_OCCASION_OPENS = r"(?:[A-Z][\w'’]*[ \t-]+(?:[a-z]{1,3}[ \t-]+)?)?"
# A day counted from the occasion, a month's day of it, a business closing or opening for it.
_DATE_BEFORE = re.compile(
    r"(?:\b(?i:the)[ \t]+(?i:day|night|eve|morning|evening|week|weekend)[ \t]+(?i:before|after|of)"
    r"|\b(?i:close|closes|closing|shut|shuts|shutting)[ \t]+(?i:for|on|over)"
    r"|\b(?i:open|opens|reopen|reopens|reopening|back)[ \t]+(?i:on|over|after|until|till)"
    r"|\b(?i:until|till|before|after)[ \t]+(?i:the[ \t]+)?(?i:end[ \t]+of))"
    r"[ \t]+(?:(?i:the)[ \t]+)?" + _OCCASION_OPENS + r"$"
)
# What may follow an occasion told as a date: the end of the clause, another date, a list's next occasion, or a
# word of its celebration; never a verb, which makes the name its subject ("the day before Priya left").
# A month's day of it, whatever follows: "by the 25th of Ramadan will be ready", "the 1st of Zil Qad".
_DAY_OF_BEFORE = re.compile(r"\b\d{1,2}(?i:st|nd|rd|th)[ \t]+(?:(?i:day)[ \t]+)?(?i:of)[ \t]+" + _OCCASION_OPENS + r"$")
_DATE_AFTER = re.compile(
    r"(?:[ \t]*(?:$|[.,;:!?)(\n])|[ \t]+(?:(?i:until|till|and|or|from|through|when|this|next|last|every|each|"
    r"is|falls|starts|begins|ends|holidays?|prayers?|celebrations?|break|weekend|day|days|eve)\b|\d))"
)
# Days, a week or a weekend called by an occasion, in lower case ("Sandhya Arghya days", "show day", "race week";
# the capitalised "Heritage Day" is the table's a_day_or_a_night), perhaps after a fair's or a match's noun; never
# before a number or a shift's word ("Priya day 2", "Tom day shift").
_DAYS_AFTER = re.compile(
    r"(?:[ \t]*(?:,|and|&|or)[ \t]+[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)*)*"
    r"[ \t]+(?:(show|race|match|market|sale|fair|game|regatta|derby|cup|carnival|parade|festival)[ \t]+)?"
    r"(day|days|week|weeks|weekend|weekends|night|nights|eve|holiday|holidays)\b"
    r"(?![ \t]*\d)(?![ \t]+(?i:off|shift|shifts|rate|pass|one|two|three)\b)"
)
_DAY_WORDS = {"day", "night", "eve", "weekend", "week", "festival", "fair"}


def _days_called_by_it(span: Span) -> bool:
    days = _DAYS_AFTER.match(span.after)
    if days is None:
        return False
    if days.group(1) or (span.words and span.words[-1].casefold() in _DAY_WORDS):
        return True  # "carterton show day", "Victoria Day weekend": a fair's day, a holiday's weekend
    # Plain days after the name: only when the name bears no given name ("Priya days, Tom nights" is a roster).
    given = lexicon.world_given_names()
    return not any(word.casefold() in given for word in span.words) and not span.support.plainly_a_full_name(
        span.words
    )


def an_occasion_told_as_a_date(span: Span) -> bool:
    name = span.text[span.start : span.end]
    if re.search(r"['’]s?$", name) or re.match(r"['’]", span.after):
        return False  # a person's own time is told in the possessive
    if _days_called_by_it(span) or _DAY_OF_BEFORE.search(span.before):
        return True
    return _DATE_BEFORE.search(span.before) is not None and _DATE_AFTER.match(span.after) is not None
