"""Whether a value is an amount written with its currency's code: a number, its thousands in groups or not, with
cents or not, and the currency's code right before or after it (`KES 11,240`, `38 500 XOF`, `11 240 KES`,
`17 500 FCFA`, `EUR 1.250,00`).

A code of capitals and digits in groups is read as one person's identifier under any key (`"container": "MSKU
448120 3"`), and a word for "number" before capitals and digits says a document (`NI KES 11` in "Net ni KES
11,240", Swahili's "is"): but capitals that are a currency's code, beside a number written as amounts are
written, say money in every language, whatever the key or the word before it (`"solde_restant": "38 500 XOF"`,
`"montant": "17 500 XOF"`). An amount is what a case checks, and it is no one's. The currency's code is the
ISO 4217 code, or the abbreviation a currency is commonly written with where it is not that code (FCFA, CFA,
KSh). Applied to every value under a key (redaction/rules/identifiers.py, before a value's shape is read) and to
a document's number after its word in free text (redaction/recognizers/places.py `DocumentNumberRecognizer`, with
the digits that continue it: "KES 11" of "KES 11,240"). DROP: an amount, left as it is.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from redaction.rules import Rule, Verdict
from redaction.rules.codes_in_text import CURRENCIES

if TYPE_CHECKING:
    from redaction.rules.identifiers import KeyedValue

# Currencies commonly written with an abbreviation that is not their ISO 4217 code (the CFA francs, XOF and XAF, as
# FCFA; the Kenyan shilling, KES, as KSh).
_WRITTEN_ABBREVIATIONS = frozenset({"FCFA", "CFA", "KSH"})
# A number as amounts are written: thousands grouped by a space, a thin space, a comma, a dot or an apostrophe, or
# not grouped, and perhaps cents after a dot or a comma.
_NUMBER = r"\d{1,3}(?:[ \u00a0\u202f,.']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
_AMOUNT = re.compile(
    rf"(?P<before>[A-Za-z]{{2,4}})\.?[ \u00a0]?(?:{_NUMBER})|(?:{_NUMBER})[ \u00a0]?(?P<after>[A-Za-z]{{2,4}})\.?"
)
# The digits that continue a number past where a code's shape stopped ("KES 11" of "KES 11,240").
_CONTINUED = re.compile(r"(?:[.,']\d+)+")


def a_currency(word: str) -> bool:
    """A currency's code (in capitals, as codes are written) or its common abbreviation (in any case: `KSh`)."""
    return word in CURRENCIES or word.upper() in _WRITTEN_ABBREVIATIONS


def an_amount_with_its_currency(text: str) -> bool:
    """Whether `text` is a number written as amounts are and a currency's code right before or after it."""
    match = _AMOUNT.fullmatch(text.strip())
    return match is not None and a_currency(match.group("before") or match.group("after"))


def continued(text: str, end: int) -> int:
    """Where a number that stops at `end` ends once the digits that continue it are read ("KES 11" of
    "KES 11,240")."""
    more = _CONTINUED.match(text, end)
    return more.end() if more else end


def _an_amount(keyed: KeyedValue) -> bool:
    return not keyed.number and an_amount_with_its_currency(keyed.value)


AN_AMOUNT_WITH_ITS_CURRENCY: Rule[KeyedValue] = Rule(
    "an_amount_with_its_currency", "drops a number written as amounts are, with a currency's code (ISO 4217, or "
    "its common abbreviation: FCFA, KSh) right before or after it, under any key",
    "capitals that are a currency's code beside a number say money in every language, however the key is named "
    "(`solde_restant`, `montant`); an amount is what a case checks, and no one's",
    Verdict.DROP, _an_amount,
    ("solde_restant: 38 500 XOF", "montant: 17 500 FCFA", "net: 11 240 KES", "deni: KES 11,240",
     "betrag: EUR 1.250,00", "malipo: KSh 2,500"),
    ("container: MSKU 448120 3", "ref: ABC 448120", "code: 38 500 XQZ", "seal: XOF-38500", "plate: KES 114A"),
)  # fmt: skip
