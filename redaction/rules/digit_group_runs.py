"""A run of three or more groups of digits joined by spaces is one identifier, written the way a payment's, a
transfer's or a member's number is read out and printed: "Vipps 2093 1182 457", "ref 4471 208 3316", "kunde
4711 482 90 55". No key or noun is needed to say so: no number of anything a text counts is written in such groups,
only one number in its parts, and a number in parts is someone's (a payment, a card, a phone, an account).

What is a number of things, and stays, is left out by its shape:

- a number grouped in thousands ("1 250 000", "12 500 300"): a first group of one to three digits and every other
  group of exactly three;
- an amount: a currency's sign or code right before or after it ("kr 2450 300 120", "1200 450 600 EUR");
- a list of years ("2023 2024 2025"), or of small counts: at least one group has four digits or more, and the run
  holds at least nine digits;
- a phone's number, which the phone rules judge (redaction/rules/national_phones.py keeps a business's line, "0800
  555 437"): a run opening with a trunk's 0, or a line a caller does not pay for, opening with 1300 or 1800 ("1800
  555 437", "1800 555 0147");
- a part of a longer number or code: no word, digit, sign or stop stands right before it, nor a word or a digit
  right after it ("v2.1 2024", "+47 2093 1182": a phone's own recognizers read those).

A card's number in its groups is the card recognizer's (redaction/recognizers/identifiers.py reads no valid one
here), so it is replaced by a card's surrogate. Groups of exactly four, three times or more, are read by
redaction/rules/shapes_in_text.py (`GROUPS_OF_FOUR`) too; a run read by both is one identifier.
"""

from __future__ import annotations

import re

from redaction.rules.codes_in_text import YEAR

# Three to six groups of two to six digits, each joined to the next by one space.
DIGIT_GROUP_RUN = re.compile(r"(?<![\w.,+/:#-])(?<!\d )(?P<run>\d{2,6}(?: \d{2,6}){2,5})(?![\w/]|[.,:-]\d)")
_CURRENCY_BEFORE = re.compile(
    r"(?:[$€£¥₴₹₦₱₩₫₺₽]|\b[A-Z]{3}|\b(?i:kr|rs|rp|zł|kč|ft|lei|dkk|sek|nok|eur|usd))\.?[ \t]*$"
)
_CURRENCY_AFTER = re.compile(r"[ \t]*(?:[$€£¥₴₹₦₱₩₫₺₽]|(?:[A-Z]{3}|(?i:kr|rs|zł|kč|ft|lei)|,-)(?!\w))")
_BUSINESS_LINE = re.compile(r"1[38]00\d{5,8}")  # 1300 and 1800 lines, as Australia, Ireland and India write them


def _in_thousands(groups: list[str]) -> bool:
    return len(groups[0]) <= 3 and all(len(group) == 3 for group in groups[1:])


def digit_group_runs(text: str) -> list[tuple[int, int]]:
    """The spans of the numbers written in three or more groups of digits."""
    spans = []
    for match in DIGIT_GROUP_RUN.finditer(text):
        groups = match.group("run").split(" ")
        digits = "".join(groups)
        if digits.startswith("0") or _BUSINESS_LINE.fullmatch(digits):
            continue
        if _in_thousands(groups) or all(YEAR.fullmatch(group) for group in groups):
            continue
        if max(len(group) for group in groups) < 4 or sum(len(group) for group in groups) < 9:
            continue
        if _CURRENCY_BEFORE.search(text, max(0, match.start() - 6), match.start()) or _CURRENCY_AFTER.match(
            text, match.end()
        ):
            continue
        spans.append((match.start(), match.end()))
    return spans


# (text, the runs read as one identifier)
EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Dobbel Vipps-betaling: 2093 1182 457 og 2093 1182 611 (fra kunden).", ("2093 1182 457", "2093 1182 611")),
    ("2093 1182 457 ja 2093 1182 611. Kunka pitkhään tämä kestää?", ("2093 1182 457", "2093 1182 611")),
    ("transfer ref 4471 208 3316 has not arrived", ("4471 208 3316",)),
    ("the loan of 1 250 000 is approved", ()),  # grouped in thousands
    ("total 2450 300 120 EUR", ()),  # an amount
    ("kr 2450 300 120 paid", ()),
    ("reports for 2023 2024 2025", ()),  # years
    ("scores 12 15 18 20", ()),  # small counts
    ("call +47 2093 1182 457", ()),  # a phone's own recognizers read it
    ("the results line is 0800 555 437", ()),  # a phone's number: the phone rules judge it
    ("ring 1800 555 437 for help", ()),
    ("toll free 1800 555 0147", ()),
)
