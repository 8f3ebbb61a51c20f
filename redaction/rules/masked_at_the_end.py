"""Digits shown before a mask are a personal identifier, masked by whoever wrote it: "fnr 070585*****" (a national
number's date of birth shown, its personal digits masked), "0412 *** ***", "4929 11xx xxxx".

A system or a clerk masks what is someone's (a national id, a card, a phone) and shows part of it: the last digits
(read by redaction/rules/shapes_in_text.py, `MASKED_NUMBER`) or the first, as a national number's date of birth or a
phone's prefix is shown. Whoever masked the number said it is a person's: the digits shown with the mask are one
identifier, replaced whole (the digits shown can tell the person again). The shape:

- at least three digits, perhaps in groups joined by a space, a stop or a dash, then a mask of three characters or
  more (`*`, `•`, `●`, `x`, `X`, `#`), perhaps in groups of two or more, ending the value: no letter, digit or mask
  after it;
- no word, sign or mask stands before the digits ("+", a letter, a stop: a version's or an amount's part is none).

A size or a count written with a letter `x` after it ("1920x1080", "3 x 4") has digits after the `x`, or fewer than
three: no mask.
"""

from __future__ import annotations

import re

_MASK = "*•●xX#"
DIGITS_BEFORE_A_MASK = re.compile(
    rf"(?<![\w{_MASK}.+-])\d(?:[ .-]?\d){{2,}}[ .-]?[{_MASK}]{{2,}}(?:[ .-][{_MASK}]{{2,}})*(?![\w{_MASK}])"
)


def digits_before_a_mask(text: str) -> list[tuple[int, int]]:
    """The spans of the numbers shown by their first digits and masked after them."""
    return [(match.start(), match.end()) for match in DIGITS_BEFORE_A_MASK.finditer(text)
            if sum(char in _MASK for char in match.group()) >= 3]


# (text, the masked numbers read)
EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Paavo Lampinen (fnr 070585*****), flyttet fra Alta", ("070585*****",)),
    ("call back on 0412 *** ***", ("0412 *** ***",)),
    ("card 4929 11xx xxxx on file", ("4929 11xx xxxx",)),
    ("screen 1920x1080", ()),  # digits after the x: a size
    ("3 x 4 boxes", ()),
    ("rated 5*** by guests", ()),  # fewer than three digits
    ("see ****1234", ()),  # the last digits shown: shapes_in_text.py
)
