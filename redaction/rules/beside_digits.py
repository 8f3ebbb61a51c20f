"""Whether a currency or a unit is the word right before or after a run of digits: an amount or a measure.

Whole words only, as written: a currency's code is written in capitals (`RSD`, `MVR`), so "and", "for", "all" or
"try" beside a phone say nothing of money, and the end of "reception" is no code.
"""

from __future__ import annotations

import re

from redaction.rules.codes_in_text import CURRENCIES

_MONEY_SIGN = re.compile(r"[$€£¥₹₾₽₴%]")
_UNITS = frozenset({"kg", "g", "km", "m", "kr", "l", "ml", "t", "mm", "cm"})
_WORD_BEFORE, _WORD_AFTER = re.compile(r"(\S+)\s*$"), re.compile(r"\s*(\S+)")
# The words read on each side; a longer run of text before the digits is not searched.
_REACH = 40


def money_or_a_unit(word: str) -> bool:
    bare = word.strip(".,;:()[]\"'")
    return bool(_MONEY_SIGN.search(word)) or bare in CURRENCIES or bare.casefold() in _UNITS


def money_beside(text: str, start: int, end: int) -> bool:
    """Whether the word right before `text[start:end]` or right after it is a currency or a unit."""
    before = _WORD_BEFORE.search(text, max(0, start - _REACH), start)
    after = _WORD_AFTER.match(text, end, end + _REACH)
    return any(money_or_a_unit(word.group(1)) for word in (before, after) if word)
