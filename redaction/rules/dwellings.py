"""Whether a number after the word of a street, an alley, a house or a flat in the Arabic script is an address.

Kurdish, Persian, Arabic, Pashto and Urdu write an address as its parts' words, each with its number after it, in
their own digits or in ASCII ones ("کۆڵانی ٢٥، خانووی ٣٣٤", alley 25, house 334; "کوچه ۱۲، پلاک ۷"). A count stands
before its noun in these languages, so a number after a dwelling's word is its designation, not how many there are.
Applied to each such run of words and numbers in a message, as it is found (redaction/recognizers/dwellings.py);
the first rule that decides wins. DROP: not an address; no rule: an address.
"""

from __future__ import annotations

import re

from redaction.rules import Rule, Table, Verdict, marked

# The words of an address's parts, in the Arabic script: Kurdish alley, house, quarter, street, building, flat;
# Persian alley, street, house number, block, unit, building; Arabic street, lane, house, building, flat; Pashto
# lane, road; Urdu lane, house, flat, plot, block, sector.
DWELLING_WORDS = ("کۆڵان", "خانوو", "گەڕەک", "شەقام", "باڵەخانە", "شوقە", "کوچه", "خیابان", "پلاک", "بلوک",
                  "واحد", "ساختمان", "شارع", "زقاق", "منزل", "عمارة", "شقة", "کوڅه", "سرک", "گلی", "مکان", "فلیٹ",
                  "پلاٹ", "بلاک", "سیکٹر")  # fmt: skip
# Words of a measure or a count after the number: metres, rooms, floors, minutes, hours, days ("خانووی ١٢٠ مەتر").
MEASURE_WORDS = ("مەتر", "متر", "ژوور", "اتاق", "غرفة", "نهۆم", "دقیقه", "خولەک", "ساعت", "کاتژمێر", "ڕۆژ", "روز",
                 "يوم", "m", "m2")  # fmt: skip
_MEASURE_AFTER = re.compile(rf"[ \t]*(?:{'|'.join(MEASURE_WORDS)})(?![\w])")


def _measure_after(example: str) -> bool:
    text, _, end = marked(example)
    return bool(_MEASURE_AFTER.match(text, end))


DWELLINGS: Table[str] = Table(
    "Dwellings in the Arabic script",
    "Each run of an address part's word (" + ", ".join(f"`{word}`" for word in DWELLING_WORDS) + ") and the number "
    "after it, in any digits, perhaps followed by more such parts after a comma, as it is found. DROP: a measure; "
    "no rule: an address.",
    (
        Rule("a_measure_after_the_number", "drops a run whose number a measure's or a count's word follows "
             "(" + ", ".join(f"`{word}`" for word in MEASURE_WORDS[:4]) + "...)", "\"خانووی ١٢٠ مەتر\" is a house "
             "of 120 metres, no house's number", Verdict.DROP, _measure_after,
             ("[خانووی ١٢٠] مەتر دووجا", "[واحد ۸۵] متر مربع"), ("[کۆڵانی ٢٥، خانووی ٣٣٤] لە ئازادی",)),
    ),
    lambda example, engine: example,
)
