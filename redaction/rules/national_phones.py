"""Whether a run of digits in free text is a phone of the country whose phones the session holds.

A phone is written with its country code where a tool holds it (`+960 779 3418`) and without it in the texts of
people of that country: seven digits in the Maldives and the Seychelles (`9613302`, `4 232 118`), four in Niue
(`7339`), fewer than the
phone rules read alone (redaction/rules/phone_groups.py), after a word for "number" in the text's own language or
none. The held phone says the country; the country's numbering plan says which runs of digits are its phones
(`phonenumbers`, as Presidio's phone recognizer reads them). Applied to each run of digits in a session's texts,
beside the phones with a country code the session holds, or with a trunk prefix that says one country
(redaction/rules/trunk_phones.py: "8 (3902) 24-61-08" is Russia's), in up to five groups ("8-913-052-77-14")
(redaction/redactor.py, after every finding is judged); the first rule that decides wins. KEEP: a phone, replaced
everywhere in the session; DROP (or no rule): not one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import phonenumbers

from redaction.known_values import ascii_digits
from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.beside_digits import money_beside
from redaction.rules.codes_in_text import YEAR
from redaction.rules.goods_and_services import after_the_words_for_questions
from redaction.rules.trunk_phones import a_held_number_after_a_trunk, held_numbers, trunk_countries

if TYPE_CHECKING:
    from redaction.engine import Engine

# Digits alone or in up to five groups joined by one space or dash each ("9613302", "4 232 118", "8-913-052-77-14"),
# in any script's digits, no part of a code, a decimal or a date.
DIGIT_RUN = re.compile(r"(?<![\w+.,/:-])\d+(?:[ -]\d+){0,4}(?![\w/:-]|[.,]\d)")
# The shortest phones a numbering plan has, without their country code: Niue's and St Helena's have four digits.
MIN_DIGITS = 4
_SEPARATOR = re.compile(r"[ -]")


def held_countries(phones: Iterable[str]) -> frozenset[str]:
    """The countries of the phones written with a `+` and a country code."""
    countries = set()
    for phone in phones:
        if not phone.strip().startswith("+"):
            continue
        try:
            number = phonenumbers.parse(ascii_digits(phone), None)
        except phonenumbers.NumberParseException:
            continue
        if (country := phonenumbers.region_code_for_number(number)) is not None:
            countries.add(country)
    return frozenset(countries)


@dataclass(frozen=True)
class NationalRun:
    groups: tuple[str, ...]
    money_beside: bool  # a currency or a unit is the word right before or after the digits
    countries: frozenset[str]  # the countries of the phones the session holds
    for_questions: bool = False  # right after the words for questions ("Queries 031 555 0192", "Qs? Call")

    @classmethod
    def of(cls, example: str, engine: Engine) -> NationalRun:
        """A text with the run judged in [brackets], after `held:` and the phones the session holds."""
        held, _, text = example.partition(" | ")
        text, start, end = marked(text)
        phones = held.removeprefix("held: ").split(", ")
        return cls.at(text, start, end, held_countries(phones) | trunk_countries(phones))

    @classmethod
    def at(cls, text: str, start: int, end: int, countries: frozenset[str]) -> NationalRun:
        groups = tuple(group for group in _SEPARATOR.split(ascii_digits(text[start:end])) if group)
        return cls(groups, money_beside(text, start, end), countries, after_the_words_for_questions(text, start))

    @property
    def digits(self) -> int:
        return sum(len(group) for group in self.groups)


def _shortest_phone(country: str) -> int:
    """The fewest digits of a phone of the country's numbering plan, dialled within the country."""
    metadata = phonenumbers.PhoneMetadata.metadata_for_region(country)
    if metadata is None or metadata.general_desc is None:
        return MIN_DIGITS
    lengths = [*metadata.general_desc.possible_length, *metadata.general_desc.possible_length_local_only]
    return max(MIN_DIGITS, min((length for length in lengths if length > 0), default=MIN_DIGITS))


def _short(run: NationalRun) -> bool:
    return all(run.digits < _shortest_phone(country) for country in run.countries)


def _money_beside(run: NationalRun) -> bool:
    return run.money_beside


def _a_year_among_its_groups(run: NationalRun) -> bool:
    return len(run.groups) > 1 and any(YEAR.fullmatch(group) for group in run.groups)


# Lines the caller does not pay for, or pays more for, are a business's (as *Misread findings* reads them).
_BUSINESS_LINES = {phonenumbers.PhoneNumberType.TOLL_FREE, phonenumbers.PhoneNumberType.PREMIUM_RATE,
                   phonenumbers.PhoneNumberType.SHARED_COST, phonenumbers.PhoneNumberType.UAN}  # fmt: skip


def _numbers(run: NationalRun) -> Iterator[tuple[str, phonenumbers.PhoneNumber]]:
    """The run read as a number of each held phone's country, where it opens with that plan's trunk prefix if the
    plan has one."""
    digits = "".join(run.groups)
    for country in sorted(run.countries):
        # Where a country's plan has a trunk prefix, its people dial it before the number ("0" in Britain): a run
        # without it is no phone written as they write theirs (a commodity code "3406000000" beside a British phone).
        metadata = phonenumbers.PhoneMetadata.metadata_for_region(country)
        if metadata is not None and metadata.national_prefix and not digits.startswith(metadata.national_prefix):
            continue
        try:
            yield country, phonenumbers.parse(digits, country)
        except phonenumbers.NumberParseException:
            continue


def _a_business_line(run: NationalRun) -> bool:
    return any(
        phonenumbers.is_valid_number_for_region(number, country) and phonenumbers.number_type(number) in _BUSINESS_LINES
        for country, number in _numbers(run)
    )


def _a_line_for_questions(run: NationalRun) -> bool:
    return run.for_questions


def _a_held_countrys_phone(run: NationalRun) -> bool:
    return any(phonenumbers.is_valid_number_for_region(number, country) for country, number in _numbers(run))


DROP, KEEP = Verdict.DROP, Verdict.KEEP
NATIONAL_PHONES: Table[NationalRun] = Table(
    "Phones of a held phone's country",
    "A run of digits in a session's texts, beside the phones the session holds with a country code, or with a trunk "
    "prefix one country's plan only counts as its phone. KEEP: a phone, "
    "replaced everywhere in the session; DROP (or no rule): not one.",
    (
        Rule("fewer_digits_than_any_phone", "drops fewer digits than the shortest phone of the numbering plan of "
             "each country whose phone the session holds (seven in the Seychelles, four in Niue)", "no phone of "
             "those countries is shorter; a count, a door or a code's last digits are", DROP, _short,
             ("held: +248 2571093 | room [1204] please", "held: +44 7700 118 204 | room [120] please"),
             ("held: +248 2571093 | at reception [4 232 118]", "held: +683 5172 | or Sione [7339]. or email")),
        Rule("digits_beside_money_or_a_unit", "drops digits beside a currency or a unit", "an amount or a weight "
             "is what a case checks", DROP, _money_beside, ("held: +960 779 3418 | MVR [9613302] due",),
             ("held: +960 779 3418 | ނަންބަރު [9613302].",)),
        Rule("a_year_among_its_groups", "drops groups of digits one of which is a year", "a date or a span of years "
             "is no phone", DROP, _a_year_among_its_groups, ("held: +248 2571093 | in [2024 118] we",),
             ("held: +248 2571093 | at reception [4 232 118]",)),
        Rule("a_business_line", "drops a number the held phone's country keeps for lines the caller does not pay "
             "for or pays more for (toll-free, premium, shared-cost)", "a hotline is a business's, as *Misread "
             "findings* reads it", DROP, _a_business_line,
             ("held: +64 21 555 0199 | call the herd line [0800 555 437]", "held: +1 416 555 0132 | [1-877-555-0143]"),
             ("held: +248 2571093 | at reception [4 232 118]",)),
        Rule("a_national_line_for_questions", "drops a number right after the words for questions (queries, questions, "
             "enquiries, Q's), a call's word and \"us\" perhaps between", "a business closes what it sends with the "
             "line its customers ask on, as *Misread findings* reads it (\"Any q's ph 06 348 9021\" beside the "
             "customer's held +64 mobile)", DROP, _a_line_for_questions,
             ("held: +64 21 066 5918 | Shuttle pickup 7:30am. Any q's ph [06 348 9021]",
              "held: +27 82 555 0101 | Plumber ETA before 13:30. Queries [031 555 0192]"),
             ("held: +64 21 066 5918 | questions? call me on [06 348 9021]",
              "held: +27 82 555 0101 | at reception [031 555 0192]")),
        Rule("a_held_countrys_phone", "keeps digits the numbering plan of a country whose phone the session holds "
             "counts as one of its phones (`phonenumbers`), alone or in groups, opening with the plan's trunk "
             "prefix where it has one", "a phone is written without its "
             "country code by people of that country, however few its digits, after the plan's trunk prefix if it "
             "has one, and a tool that holds one of their "
             "phones says which country that is", KEEP, _a_held_countrys_phone,
             ("held: +960 779 3418 | ނަންބަރު [9613302]. ކޮމަންޑޫ", "held: +248 2571093 | at reception [4 232 118]",
              "held: +683 5172 | or Sione [7339]. or email",
              "held: +44 7700 118 204 | or her mobile [07700 118 205]",
              "held: 8 (3902) 24-61-08 | сосед, тел [8-913-052-77-14]",
              "held: 8 923 594 30 17 | перезвонить [89235943017]"),
             ("held: +248 2571093 | about [1234567] of them", "held: +960 779 3418 | about [5000000] of them",
              "held: 779 3418 | ނަންބަރު [9613302].",
              "held: 0750 318 2264 | ref [07503182265]", "held: +44 7700 118 204 | the candles ([3406000000]), 6%")),
    ),
    NationalRun.of,
)


def national_phones(texts: Iterable[str], held: Iterable[str]) -> Iterator[str]:
    """The runs of the texts, as written, that NATIONAL_PHONES keeps, each once: beside the phones the session holds
    with a country code, or with a trunk prefix one country's plan only counts (redaction/rules/trunk_phones.py)."""
    held = list(held)
    countries = held_countries(held) | trunk_countries(held)
    numbers = held_numbers(held)
    if not countries and not numbers:
        return
    seen: set[str] = set()
    for text in texts:
        read = ascii_digits(text)
        for match in DIGIT_RUN.finditer(read):
            written = text[match.start() : match.end()]
            if written in seen:
                continue
            seen.add(written)
            if a_held_number_after_a_trunk(written, numbers) or (countries and NATIONAL_PHONES.verdict(
                NationalRun.at(text, match.start(), match.end(), countries)) is KEEP):  # fmt: skip
                yield written
