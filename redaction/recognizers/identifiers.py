"""Account identifiers (order, customer, account ids) recognised by configured patterns."""

from __future__ import annotations

import re

from presidio_analyzer import Pattern, PatternRecognizer

from redaction.config import IdentifierPattern

# Above any NER finding: the small model takes "A-1001" for a PERSON, and the id must win.
IDENTIFIER_SCORE = 0.99


def identifier_recognizers(
    patterns: list[IdentifierPattern], language: str = "en"
) -> list[PatternRecognizer]:
    return [
        PatternRecognizer(
            supported_entity=item.entity,
            patterns=[Pattern(item.entity.lower(), item.pattern, IDENTIFIER_SCORE)],
            supported_language=language,
            name=f"Identifier_{item.entity}",
            global_regex_flags=re.DOTALL | re.MULTILINE,
        )
        for item in patterns
    ]
