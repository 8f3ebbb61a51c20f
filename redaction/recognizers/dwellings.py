"""Addresses written as their parts' words and numbers in the Arabic script ("کۆڵانی ٢٥، خانووی ٣٣٤"): the words
and the measures that make a run no address are in redaction/rules/dwellings.py."""

from __future__ import annotations

import re
from typing import Any

from presidio_analyzer import EntityRecognizer, RecognizerResult

from redaction.rules import Verdict
from redaction.rules.dwellings import DWELLING_WORDS, DWELLINGS
from redaction.scripts import ARABIC_LETTER

# A part's word, perhaps with the ending that joins it to what follows (Kurdish and Persian -ی, -ە), then a number
# in any digits, perhaps with a tail after a slash or a dash ("پلاک ۱۲/۳").
_PART = rf"(?:{'|'.join(DWELLING_WORDS)}){ARABIC_LETTER}{{0,2}}[ \t]+\d{{1,5}}(?:[/-]\d{{1,4}})?(?!\d)"
DWELLING = re.compile(rf"(?<!{ARABIC_LETTER}){_PART}(?:[ \t]*[،,][ \t]*{_PART})*")


class DwellingRecognizer(EntityRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(supported_entities=["STREET_ADDRESS"], supported_language=supported_language,
                         name="DwellingRecognizer")  # fmt: skip

    def load(self) -> None:
        """Nothing to load: one compiled expression."""

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        return [
            RecognizerResult("STREET_ADDRESS", match.start(), match.end(), 0.85)
            for match in DWELLING.finditer(text)
            if DWELLINGS.verdict(f"{text[: match.start()]}[{match.group(0)}]{text[match.end() :]}") is not Verdict.DROP
        ]
