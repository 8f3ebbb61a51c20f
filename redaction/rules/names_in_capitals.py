"""A name written in capitals as a card, a bank transfer or a form prints it is a person: "name on card MISS C JONES",
"e-transfer from KIARA J THOMPSON", "payee MR A DE VRIES", "BACS CREDIT MRS E CAMPBELL".

Cards, statements and forms print a name in capitals, where no capital marks it as a proper noun, so its shape is
what says it is a name, in any language and any card's format: a title (`MR`, `MRS`, `MISS`, `DR`, `HERR`, `SRA`...)
before an initial and a word, or an initial between two words. The words beside the initial are a name's when none
is a word in common use ("KIARA J THOMPSON"), or, after a title, when it is a surname or a given name that is a word
too ("MISS C JONES"); "VITAMIN D DROPS", "PLAN B OPTIONS" and "TYPE C CABLE" stay, and so do a word no one bears (a
brand, a day, a month, a label), a word with no vowel (an abbreviation, "TRS") and, with no title, a vowel that is a
word of one letter ("ZONA SOGGETTA A RESTRIZIONE"). Capitals of things, with no initial between their words ("ORDER
CONFIRMED", "NEW ZEALAND POST"), stay.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# Titles printed before a name in capitals: English, German, Dutch, French, Spanish, Portuguese, Italian.
TITLES = (
    "MR", "MRS", "MS", "MISS", "MX", "DR", "PROF", "HERR", "FRAU", "DHR", "MEVR", "MME", "MLLE", "SR", "SRA",
    "SRTA", "SIG", "SIGRA",
)  # fmt: skip
_WORD = r"[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’]+(?:-[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’]+)?"
_TITLE = "|".join(sorted(TITLES, key=len, reverse=True))
# A title, then an initial, then a word ("MISS C JONES", "MR A DE VRIES"); or a word, an initial, a word ("KIARA J
# THOMPSON"). The name's last word may be followed by one more word of the name ("DE VRIES").
IN_CAPITALS = re.compile(
    rf"(?<![\w'’-])(?:(?P<title>(?:{_TITLE})\.?)[ \t]+(?P<given>{_WORD}[ \t]+)?|(?P<first>{_WORD})[ \t]+)"
    rf"(?P<initial>[A-Z])\.?[ \t]+(?P<last>{_WORD}(?:[ \t]+{_WORD})?)(?![\w'’-])"
)

# Letters that are words of one letter too ("A", "E", "O", "Y"): an initial only after a title.
_VOWELS = frozenset("AEIOUY")
_VOWEL = re.compile(r"[AEIOUYÀ-ÆÈ-ÏÒ-ÖØ-Ý]")

# (text, the name, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("pay with the card ending 4444, name on card MISS C JONES", "C JONES"),
    ("e-transfer from KIARA J THOMPSON received, thanks", "KIARA J THOMPSON"),
    ("BACS CREDIT MRS E CAMPBELL REF 2231", "E CAMPBELL"),
    ("VITAMIN D DROPS back in stock", ""),  # words in common use
    ("ORDER CONFIRMED: NEW ZEALAND POST will deliver", ""),  # capitals of things, no initial
    ("PLAN B OPTIONS ARE LISTED BELOW", ""),
    ("ZONA SOGGETTA A RESTRIZIONE", ""),  # a word of one letter of the language
    ("KOWALCZYK DALE R & BRENDA L TRS", ""),  # an abbreviation, no vowel
)


def in_capitals(
    text: str, common: Callable[[str], bool], a_name_part: Callable[[str], bool], not_a_name: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The spans of the names printed in capitals. `common`: a word in common use; `a_name_part`: a given name or a
    surname of any country ("JONES", common as it is); `not_a_name`: a word no one bears (a day, a month, a brand, a
    label, a title)."""
    spans = []
    for match in IN_CAPITALS.finditer(text):
        last = match.group("last").split()
        if len(last) == 2 and (common(last[1]) or not_a_name(last[1]) or len(last[1]) < 2):
            last = last[:1]  # "C JONES REF": the word after the name is none of it
        words = [*last, *(match.group("first") or match.group("given") or "").split()]
        if not match.group("title") and match.group("initial") in _VOWELS:
            continue  # "ZONA SOGGETTA A RESTRIZIONE": a word of one letter of the language, not an initial
        if not all(_VOWEL.search(word) for word in words):
            continue  # "BRENDA L TRS": an abbreviation
        if any(
            not_a_name(part) or (common(part) and not (match.group("title") and a_name_part(part)))
            for word in words for part in word.split("-")
        ):  # after a title, a surname that is a word too ("MISS C JONES")
            continue
        start = match.start("first") if match.group("first") else match.start("given") if match.group("given") else (
            match.start("initial")
        )
        end = match.end("last") if len(last) == 2 else match.start("last") + len(last[0])
        spans.append((start, end))
    return spans
