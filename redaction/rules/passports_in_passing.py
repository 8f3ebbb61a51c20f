"""A passport's number given a few words after the word "passport", in the same sentence or in the answer to a
question about it: "passport numbers for ur form: C01X00T47 (Lena Vogt), C4RJ22K19 (Jonas Albers)", "For the deposit
you need the passport? Mine is C4JF2K7LM".

Right after its word a passport's number is already read (`DOCUMENT_AFTER_CUE`, redaction/recognizers/places.py);
people also list several, or say it after a question ("you need the passport? Mine is ..."). Within the next 80
characters of the line, across at most a question mark, a run of a passport's shape is read as one: eight to ten
capitals and digits with three digits or more and a capital among them, or eight to ten digits, standing alone (no
dash, no dot, no other letter joined to it). A reference is written with a dash or a prefix ("JRC-5561", "#LKW-40291")
and stays, as do a date, an amount and a phone's groups.
"""

from __future__ import annotations

import re

_CUE = re.compile(r"(?i:\bpassports?\b)")
# Up to 80 characters of the line after the word, not crossing a full stop or an exclamation mark.
_WINDOW = 80
_SENTENCE_END = re.compile(r"[.!](?:\s|$)|\n")
PASSPORT_SHAPE = re.compile(
    r"(?<![\w#/.:=-])(?:(?=[A-Z\d]*[A-Z])(?=(?:[A-Z]*\d){3})[A-Z\d]{8,10}|\d{8,10})(?![\w/-]|[.,]\d)"
)


def passports_in_passing(text: str) -> list[tuple[int, int]]:
    """Spans of passport numbers within a few words after the word "passport"."""
    spans: list[tuple[int, int]] = []
    for cue in _CUE.finditer(text):
        window = text[cue.end() : cue.end() + _WINDOW]
        stop = _SENTENCE_END.search(window)
        if stop is not None:
            window = window[: stop.start()]
        spans += [(cue.end() + m.start(), cue.end() + m.end()) for m in PASSPORT_SHAPE.finditer(window)]
    return sorted(set(spans))


# (text, the numbers read, joined by a space, or "" for none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("passport numbers for ur form: C01X00T47 (Lena Vogt), C4RJ22K19 (Jonas Albers). do u need the rest",
     "C01X00T47 C4RJ22K19"),
    ("For the deposit you need the passport? Mine is C4JF2K7LM", "C4JF2K7LM"),
    ("my passport is 533380006 and expires next year", "533380006"),
    ("passport copy for booking JRC-5561 sent", ""),  # a reference, with a dash
    ("bring your passport. Order 12345678 ships Monday", ""),  # the next sentence
    ("passport photos are £7.50, ring 0161 496 0123", ""),
)
