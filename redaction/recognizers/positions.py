"""A position written in free text: a latitude and a longitude as decimals, joined by a comma ("updated GPS for
HS-ZR-004877 -> 13.7081,8.9877", "household GPS 14.6402,0.9163 outside commune polygon", "-40.9123, 175.0071").

Four decimal places point to a spot of about ten metres: a household, a plot, a parked car. Under a key the key
says so (redaction/recognizers/keys.py: `gps`, `coordinates`); in an error's or an audit's text, or a user's
message, no key does, and the shape alone is as certain in any language: two decimals of four places or more, the
first a latitude (at most 90), the second a longitude (at most 180). A version ("1.2.3"), an amount with its
cents ("13.70, 8.98") or a measure of fewer places is no position. The surrogate is a position of the same layout
(redaction/surrogates.py `Surrogates.location`), so a draft still reads as the place a point was.
"""

from __future__ import annotations

import re
from typing import Any

from presidio_analyzer import EntityRecognizer, RecognizerResult

POSITION = re.compile(
    r"(?<![\w.,-])(?P<latitude>-?\d{1,2}\.\d{4,}),[ \t]?(?P<longitude>-?\d{1,3}\.\d{4,})(?![\w.,]*\d)"
)

# (text, the position, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("audit: field_agent updated GPS for HS-ZR-004877 -> 13.7081,8.9877 (Zengou)", "13.7081,8.9877"),
    ("GeoError: household GPS 14.6402,0.9163 outside commune polygon", "14.6402,0.9163"),
    ("last fix (-40.9123, 175.0071), no update for 95 min", "-40.9123, 175.0071"),
    ("paid 13.70, 8.98 and 4.10 for the three", ""),
    ("release 1.2.3456,7.8901.2 shipped", ""),
    ("bearing 95.1234,12.5000 off the grid", ""),  # no latitude beyond 90
)


def positions(text: str) -> list[tuple[int, int]]:
    return [
        (match.start(), match.end()) for match in POSITION.finditer(text)
        if abs(float(match["latitude"])) <= 90 and abs(float(match["longitude"])) <= 180
    ]  # fmt: skip


class PositionRecognizer(EntityRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(supported_entities=["LOCATION"], supported_language=supported_language,
                         name="PositionRecognizer")  # fmt: skip

    def load(self) -> None:
        """Nothing to load: one compiled expression."""

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        return [RecognizerResult("LOCATION", start, end, 0.85) for start, end in positions(text)]
