"""Whether capitals and digits in alternating groups in free text are a vehicle's plate, whatever country issued it.

Countries write a plate as short groups of capitals and digits, one kind after the other, spaced apart: "HDW 482
FS", "JK 45 LM GP", "B 4721 KZL", "35 OL 418" (joined by dashes, "TR-512-KK" is as often a product's code). The
word before it ("bakkie", "mobil", "araç") is in the text's language, and no table of cue words reads them all: the
alternation says it instead, where a code is a prefix and a number ("DN 44129") and a size or a model is a word and a
number ("SKU 123 XL"). Applied to each such run in a message (redaction/recognizers/places.py
`DocumentNumberRecognizer`); the first rule that decides wins. KEEP: a plate; DROP (or no rule): not one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.codes_in_text import CURRENCIES
from redaction.rules.unowned import UNOWNED_WORDS

if TYPE_CHECKING:
    from redaction.engine import Engine

# Three groups or more of one to three capitals or one to four digits, joined by one space or dash each.
PLATE_IN_TEXT = re.compile(r"(?<![\w./-])(?:[A-Z]{1,3}|\d{1,4})(?:[ -](?:[A-Z]{1,3}|\d{1,4})){2,4}(?![\w/-]|[.,]\d)")
MIN_LETTERS, MIN_DIGITS = 3, 2
_GROUP = re.compile(r"[A-Z]+|\d+")
# A time's or a date's letters: "9 AM 5 PM", "12 NOV 2025".
_TIME_WORDS = frozenset({"AM", "PM", "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV",
                         "DEC"})  # fmt: skip


@dataclass(frozen=True)
class PlateInText:
    groups: tuple[str, ...]
    dashed: bool = False  # a dash joins two of its groups

    @classmethod
    def of(cls, example: str, engine: Engine) -> PlateInText:
        """A message with the run judged in [brackets]."""
        text, start, end = marked(example)
        return cls.read(text[start:end])

    @classmethod
    def read(cls, run: str) -> PlateInText:
        return cls(tuple(_GROUP.findall(run)), "-" in run)

    @property
    def letters(self) -> int:
        return sum(len(group) for group in self.groups if group.isalpha())

    @property
    def digits(self) -> int:
        return sum(len(group) for group in self.groups if group.isdigit())


def _too_few(plate: PlateInText) -> bool:
    return plate.letters < MIN_LETTERS or plate.digits < MIN_DIGITS


def _word_of_a_thing_or_a_currency(plate: PlateInText) -> bool:
    return any(group in CURRENCIES or group.casefold() in UNOWNED_WORDS for group in plate.groups if group.isalpha())


def _time_or_date(plate: PlateInText) -> bool:
    return any(group in _TIME_WORDS for group in plate.groups)


def _joined_by_a_dash(plate: PlateInText) -> bool:
    return plate.dashed


def _alternating(plate: PlateInText) -> bool:
    kinds = [group.isalpha() for group in plate.groups]
    return any(kinds[index] == kinds[index + 2] != kinds[index + 1] for index in range(len(kinds) - 2))


DROP, KEEP = Verdict.DROP, Verdict.KEEP
PLATES_IN_TEXT: Table[PlateInText] = Table(
    "Plates in free text",
    "Groups of capitals and digits in a message, joined by spaces or dashes. KEEP: a vehicle's plate, replaced; "
    "DROP (or no rule): not one.",
    (
        Rule("too_few_letters_or_digits", f"drops a run of fewer than {MIN_LETTERS} capitals or {MIN_DIGITS} "
             "digits in all", "a seat, a gate or a section (\"A 12 B\") is no vehicle's", DROP, _too_few,
             ("seat [A 12 B] by the window", "[1 A 2] and"), ("his bakkie was [HDW 482 FS] lol",)),
        Rule("word_of_a_thing_or_a_currency", "drops a run with the word of a thing no one owns or a currency's "
             "code among its letters", "a product's size, a standard's part and an amount name no one", DROP,
             _word_of_a_thing_or_a_currency, ("the [SKU 123 XL] is out", "paid [EUR 40 USD] back"),
             ("installer Sipho Ndlovu ([JK 45 LM GP]) never",)),
        Rule("time_or_date", "drops a run with a time's or a month's letters among its groups", "a day and an hour "
             "are what a case checks", DROP, _time_or_date, ("from [9 AM 5 PM] daily", "due [12 NOV 2025] latest"),
             ("vozilo [AR 045-KT] je",)),
        Rule("joined_by_a_dash", "drops groups joined by a dash", "a product's code and a booking's reference "
             "are written so (`WX-4402-BLK`, `YC-2291-ATH`, `JAR-227-TT`) as often as a plate is; a plate in groups "
             "spaced apart is written as it stands on the car", DROP, _joined_by_a_dash,
             ("sku=[WX-4402-BLK] qty=2", "booking [YC-2291-ATH] moved", "transfer [TR-512-KK] car"),
             ("mobil [B 4721 KZL] rusak",)),
        Rule("letters_and_digits_alternating", "keeps capitals, digits and capitals again (or digits, capitals "
             "and digits) in groups joined by a space or a dash", "plates of most countries are written so, and "
             "a vehicle is driven by one person", KEEP, _alternating,
             ("his bakkie was [HDW 482 FS] if", "installer ([JK 45 LM GP]) never", "mobil [B 4721 KZL] rusak",
              "araç [35 OL 418] park"),
             ("case [CX 4471 25] here", "rooms [12 14 AB] and")),
    ),
    PlateInText.of,
)
