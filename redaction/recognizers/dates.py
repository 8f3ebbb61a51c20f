"""Dates of birth in free text. Presidio's date recognizer is dropped (it fires on every delivery date), so a
date counts only next to a birth cue ("dob", "born", "date of birth"): weak alone, certain with its cue. A date in
any script's digits is read as one in ASCII digits ("၈.၇.၂၀၁၅" as "8.7.2015"), one digit for one."""

from __future__ import annotations

import sys
import unicodedata
from typing import Any

from presidio_analyzer import Pattern, PatternRecognizer, RecognizerResult

from redaction.recognizers.provenance import How, stamped

_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
          r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
_YEAR = r"(?:19|20)\d{2}"
# Below the default threshold (0.35) alone; Presidio's context enhancement lifts it past it next to a cue.
WEAK = 0.05
# Cues are matched against lemmas: "born" reads as "bear".
BIRTH_CUES = ["dob", "d.o.b", "d.o.b.", "born", "bear", "birth", "birthday", "birthdate", "bday",
              "မွေးနေ့", "မွေး"]  # Burmese: birthday, born
# Every decimal digit of every script, to its ASCII digit: the same length, so a match's offsets stand.
ASCII_DIGITS = {
    code: str(unicodedata.decimal(chr(code)))
    for code in range(128, sys.maxunicode + 1)
    if unicodedata.decimal(chr(code), None) is not None
}


class DateOfBirthRecognizer(PatternRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entity="DATE_OF_BIRTH",
            patterns=[
                Pattern("numeric_date", rf"\b\d{{1,2}}[./-]\d{{1,2}}[./-](?:{_YEAR}|\d{{2}})\b", WEAK),
                Pattern("iso_date", rf"\b{_YEAR}[-/.]\d{{1,2}}[-/.]\d{{1,2}}\b", WEAK),
                Pattern("day_month_year", rf"\b\d{{1,2}}(?:st|nd|rd|th)?(?: of)? {_MONTH},? {_YEAR}\b", WEAK),
                Pattern("month_day_year", rf"\b{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?,? {_YEAR}\b", WEAK),
            ],
            context=BIRTH_CUES,
            supported_language=supported_language,
            name="DateOfBirthRecognizer",
        )

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None, regex_flags: int | None = None
                ) -> list[RecognizerResult]:  # fmt: skip
        found = super().analyze(text.translate(ASCII_DIGITS), entities, nlp_artifacts, regex_flags)
        return stamped(found, How.BIRTH_CUE)
