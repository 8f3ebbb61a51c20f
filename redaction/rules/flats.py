"""Whether a flat's word with its number, written alone in a text, is a part of an address.

A customer tells a neighbour's or their own flat by its word and its number, apart from the rest of the address
("сосед Тохтобин, кв.56", "ключ у соседа из 56 кв", "Flat 2C has the keys", "apto 302"): the word of a dwelling's unit
in a building and its number point to one door of a building the session names, as the number of a house does. The
words are those of a flat, an apartment, a dwelling in the cased scripts' languages, whole or cut short with a stop
(`FLAT_WORDS`; not "appt", an appointment's as often in English); the number is one to four digits, perhaps with one
letter, and no part of a date or a time ("appt 2024-09-17"); a short word may follow its number as
people write it in Russian ("56 кв"). Not an address: a measure or a span after it ("56 кв. м", "кв. метров": square
metres), and a quarter of a year (Russian "кв." is also a year's quarter: "2 кв. 2024"). Applied to each such word
and number in a message, as it is found (redaction/recognizers/flats.py); the first rule that decides wins. DROP:
not an address; no rule: an address.
"""

from __future__ import annotations

import re

from redaction.rules import Rule, Table, Verdict, marked

# The words of a flat, whole or cut short: Russian, Ukrainian, Belarusian квартира; Bulgarian апартамент; English
# flat, apartment; French appartement; Spanish departamento, apartamento; Portuguese apartamento; German Wohnung;
# Polish lokal, mieszkanie; Turkish daire; Romanian apartament; Italian interno.
FLAT_WORDS = ("квартира", "квартиры", "квартиру", "квартире", "квартирі", "кватэра", "кв", "апартамент", "ап", "flat",
              "apartment", "apt", "appartement", "departamento", "depto", "dpto", "apartamento", "apto",
              "wohnung", "whg", "lokal", "lok", "mieszkanie", "daire", "apartament", "interno")  # fmt: skip
# The short words a number may come before, as Russian writes them ("56 кв").
SHORT_AFTER_A_NUMBER = ("кв",)
_WORD = "|".join(sorted(FLAT_WORDS, key=len, reverse=True))
_AFTER = "|".join(SHORT_AFTER_A_NUMBER)
_NUMBER = r"\d{1,4}(?:[ \t]?[^\W\d_](?![^\W\d_]))?"
FLAT = re.compile(
    rf"(?<![\w.])(?:(?i:{_WORD})\.?[ \t]*(?:№[ \t]*|#[ \t]*|no\.?[ \t]*)?{_NUMBER}(?![\w%]|[.,:-]\d)"
    rf"|\d{{1,4}}[ \t]*(?i:{_AFTER})(?!\w))"
)
# A measure or a span after the run, or a year: square metres ("кв. м", "кв.м", "кв. метров", "m2", "sq"), a
# quarter of a year ("2 кв. 2024").
_MEASURE_AFTER = re.compile(r"\.?[ \t]*(?:(?i:м|м2|м²|метр\w*|km|m|m2|m²|sq\w*)(?!\w)|(?:19|20)\d{2}(?!\d))")


def _measure_or_year_after(example: str) -> bool:
    text, _, end = marked(example)
    return bool(_MEASURE_AFTER.match(text, end))


FLATS: Table[str] = Table(
    "Flats by their word and number",
    "Each flat's word and its number in a message (" + ", ".join(f"`{word}`" for word in FLAT_WORDS[:8]) + "...), as "
    "it is found. DROP: a measure or a year's quarter; no rule: an address.",
    (
        Rule("a_measure_or_a_year_after_a_flat", "drops a flat's word and number a measure's word (metres, square "
             "metres) or a year follows", "\"56 кв. м\" is 56 square metres, \"2 кв. 2024\" the second quarter of "
             "2024: no door", Verdict.DROP, _measure_or_year_after,
             ("квартира [56 кв]. м, два окна", "отчёт за [2 кв]. 2024 г.", "площадь [56 кв].м"),
             ("сосед Тохтобин, [кв.56], есть ключ", "Сосед Толя, [56 кв], аның ключ пар", "[Flat 2C] has the keys")),
    ),
    lambda example, engine: example,
)


def flats(text: str) -> list[tuple[int, int]]:
    """The spans of the flats' words and numbers of a text that FLATS leaves as addresses."""
    return [(match.start(), match.end()) for match in FLAT.finditer(text)
            if FLATS.verdict(f"{text[: match.start()]}[{match.group(0)}]{text[match.end() :]}") is not Verdict.DROP]


# (text, the flats found in it)
EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Доступ: сосед кв.56 Тохтобин Анатолий", ("кв.56",)),
    ("сосед Тохтобин Анатолий (кв. 56, 8-913-052-77-14)", ("кв. 56",)),
    ("Сосед Толя Тохтобин, 56 кв, аның ключ пар", ("56 кв",)),
    ("Flat 2C has the keys; apto 302 too", ("Flat 2C", "apto 302")),
    ("площадь 56 кв. м, отчёт за 2 кв. 2024 г.", ()),
    ("3 flat tyres and a flat 20% fee", ()),
    ("reminder for apt 2024-09-17 10:15", ()),  # a date
)
