"""Whether a run of digit groups in free text is a phone number by its groups alone, in a sentence of any language.

A phone is read aloud and written in pairs after its first digits ("599 55 01 23", "06 12 34 56 78", "91 234 56
78"), and the words that say "phone" before it are in the text's language ("ტელ.", "கைபேசி", "тел."): no table
of cue words reads them all. Its count of digits and its pairs say it instead, where an amount's groups are
thousands, three digits each ("1 350 000"), and a card's or an account's are fours. Applied to each run of digit
groups the phone recognizer finds (redaction/recognizers/places.py `LocalPhoneRecognizer`); the first rule that
decides wins. KEEP: a phone number; DROP (or no rule): left to the telling words around it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.beside_digits import money_beside

if TYPE_CHECKING:
    from redaction.engine import Engine

# A phone's count of digits, its first group's trunk or area code included.
MIN_DIGITS, MAX_DIGITS = 9, 12
MIN_PAIRS = 2
_SEPARATOR = re.compile(r"[ -]")


@dataclass(frozen=True)
class DigitGroups:
    groups: tuple[str, ...]
    separators: frozenset[str]
    money_beside: bool

    @classmethod
    def of(cls, example: str, engine: Engine) -> DigitGroups:
        """A message with the run judged in [brackets]."""
        text, start, end = marked(example)
        return cls.at(text, start, end)

    @classmethod
    def at(cls, text: str, start: int, end: int) -> DigitGroups:
        run = text[start:end].strip("+()")
        groups = tuple(group.strip("()") for group in _SEPARATOR.split(run) if group)
        return cls(groups, frozenset(_SEPARATOR.findall(run)), money_beside(text, start, end))

    @property
    def digits(self) -> int:
        return sum(len(group) for group in self.groups)


def _money_beside(groups: DigitGroups) -> bool:
    return groups.money_beside


def _not_digits_alone(groups: DigitGroups) -> bool:
    return not all(group.isdigit() for group in groups.groups) or len(groups.separators) != 1


def _thousands(groups: DigitGroups) -> bool:
    return all(len(group) == 3 for group in groups.groups[1:])


def _phone_in_pairs(groups: DigitGroups) -> bool:
    pairs = sum(len(group) == 2 for group in groups.groups[1:])
    return MIN_DIGITS <= groups.digits <= MAX_DIGITS and len(groups.groups) >= 4 and pairs >= MIN_PAIRS and all(
        2 <= len(group) <= 4 for group in groups.groups
    )


def _four_pairs(groups: DigitGroups) -> bool:
    pairs = groups.groups
    return (
        len(pairs) == 4 and all(len(pair) == 2 and pair.isdigit() for pair in pairs)
        and groups.separators == frozenset(" ") and pairs[0][0] not in "01"
        and not all(int(left) < int(right) for left, right in pairwise(pairs))
    )  # fmt: skip


# A year opens a span of years ("2024 2025"), a 0 or a 1 a time of day or a range of them ("0900 1730").
_NOT_A_SUBSCRIBERS_START = re.compile(r"[01]\d{3}|(?:19|20)\d{2}")


def _two_groups_of_four(groups: DigitGroups) -> bool:
    return len(groups.groups) == 2 and all(len(group) == 4 and group.isdigit() for group in groups.groups) and (
        groups.separators == frozenset(" ")
    ) and not _NOT_A_SUBSCRIBERS_START.fullmatch(groups.groups[0])


DROP, KEEP = Verdict.DROP, Verdict.KEEP
PHONE_GROUPS: Table[DigitGroups] = Table(
    "Phones by their digit groups",
    "A run of digit groups in a message. KEEP: a phone number, whatever language the words around it are in; DROP "
    "(or no rule): left to the telling words around it.",
    (
        Rule("amount_or_measure", "drops digits beside a currency or a unit", "an amount or a weight is what a "
             "case checks", DROP, _money_beside, ("paid [1 350 00 00] RSD",),
             ("ტელ. [599 55 01 23].", "at reception [599 55 01 23] for you", "mob. [599 55 01 23] all day")),
        Rule("one_separator_between_digits", "drops a run that is not digits alone joined by one separator "
             "throughout", "a date, a version or a mixed code is no phone", DROP, _not_digits_alone,
             ("on [2025-09 03 11]",), ("ნომერზე [599 55 01 23] როგორც", "წიკლაური [(577 55 04 16)]")),
        Rule("thousands", "drops a run whose groups after the first are of three digits each", "an amount is "
             "written in thousands, and a hotline or a number in groups of three is left to the words around it",
             DROP, _thousands, ("budget [12 500 000 000] total",), ("([577 55 04 16]) უკმაყოფილოა",)),
        Rule("phone_in_pairs", f"keeps {MIN_DIGITS} to {MAX_DIGITS} digits in four groups or more of two to four "
             f"digits, {MIN_PAIRS} of them pairs", "a phone is written in pairs after its first digits in many "
             "countries, and the word before it is in the text's language", KEEP, _phone_in_pairs,
             ("დამირეკოს დღესვე, [577 55 04 16].", "appelez le [06 12 34 56 78]", "[91 234 56 78] llámame"),
             ("the code [4132 5567 8901] is", "ticket [12 34 56] here", "serial [1234 5678 90 12 34]")),
        Rule("four_pairs", "keeps eight digits in four pairs joined by spaces, the first opening with 2 to 9, "
             "not rising pair by pair", "a phone of eight digits is written in pairs where numbers have eight "
             "(Niger, Mali, the Central African Republic, Denmark...), after the word for \"number\" in the "
             "text's own language; sizes and drawn numbers are listed rising, times and dates open with 0 or 1",
             KEEP, _four_pairs, ("Lamba ta [96 45 12 78]", "le numero vers [98 12 44 07] c le mien"),
             ("sizes [38 40 42 44] in stock", "from [08 30 12 45] on", "[12 07 20 16] was", "[96-45-12-78] ok")),
        Rule("two_groups_of_four", "keeps eight digits in two groups of four joined by a space, the first opening "
             "with 2 to 9 and no year", "a mobile of eight digits is written so where numbers have eight (Mongolia, "
             "Singapore, Hong Kong, Qatar...), after a name and before the word for \"number\" in the text's own "
             "language; a span of years or of times of day opens otherwise", KEEP, _two_groups_of_four,
             ("Төмөрбаатар [9090 1184] дугаартай", "WhatsApp me at [9123 4567] pls"),
             ("seasons [2024 2025] ran", "open [0900 1730] daily", "hotline [7711-2200] any time",
              "[9090 11845] units")),
    ),
    DigitGroups.of,
)
