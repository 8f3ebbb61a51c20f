"""A key's word written in a script other than Latin, read by its romanisation when that is a key word the tables
know: teams writing keys in Cyrillic, Greek or another alphabet borrow the words of software and of paperwork
(`статус` is `status`, `модель` is `model`, `телефон` is `telefon`, a phone, `адрес` is `adres`, an address), so
a key's loanword says what its value is in any alphabet, as its English word does.

A romanised word counts only when it is an English key word the rules read (a word of a thing no one owns, a word
a key-language table reads as, or the English word it stands for) or a word of a key-language table; any other word
is left as it is written (`бүлек`, `отдел`), so no word of a language the tables do not hold is guessed at. Words
already in Latin letters are never romanised. The romanisation is `anyascii`'s, offline.
"""

from __future__ import annotations

from anyascii import anyascii

# (key word as written, what it reads as) that must be read so, and words that must stay as written
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("статус", "status"), ("модель", "model"), ("телефон", "phone"), ("адрес", "address"), ("номер", "number"),
    ("бүлек", "бүлек"), ("отдел", "отдел"), ("status", "status"),
)


def romanised(word: str, known: frozenset[str]) -> str | None:
    """The romanisation of a word of a non-Latin script when `known` holds it (apostrophes of a soft sign
    dropped: `модель` is `model`); None for a word in Latin letters or one whose romanisation is unknown."""
    if not word or any("a" <= char <= "z" for char in word) or not any(char.isalpha() for char in word):
        return None
    roman = anyascii(word).casefold().replace("'", "")
    return roman if roman != word and roman.isalpha() and roman in known else None
