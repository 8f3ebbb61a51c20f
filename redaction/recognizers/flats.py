"""A flat's word and its number written alone in a text ("кв.56", "56 кв", "Flat 2C"): the words and what makes a run
no address are in redaction/rules/flats.py."""

from __future__ import annotations

from typing import Any

from presidio_analyzer import EntityRecognizer, RecognizerResult

from redaction.rules.flats import flats


class FlatRecognizer(EntityRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(supported_entities=["STREET_ADDRESS"], supported_language=supported_language,
                         name="FlatRecognizer")  # fmt: skip

    def load(self) -> None:
        """Nothing to load: one compiled expression."""

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        return [RecognizerResult("STREET_ADDRESS", start, end, 0.85) for start, end in flats(text)]
