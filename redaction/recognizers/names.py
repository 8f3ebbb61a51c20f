"""Names that introduce themselves: "my name is ...", "Dear ...", "Mr. ...". The small model misses
lower-case and some foreign names in these spots, and the phrase itself makes the span certain.
"""

from __future__ import annotations

import re

from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

_NAME_WORD = r"[A-Z][a-zA-Z'’-]+"
_CUES = (
    r"(?i:my name is|my name's|name is|this is|i am|i'm|call me|signed|regards,|thanks,|cheers,|dear|"
    r"hi|hello|hey|ask for|speak to|speak with|talk to|contact|customer|user|client)"
)
_TITLES = r"(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Madam)\.?"
INTRODUCED = re.compile(rf"(?:\b{_CUES}\s+|\b{_TITLES}\s+)(?P<name>{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}})")

# Capitalised words that follow the cues above without being names.
NOT_NAMES = {
    "a", "an", "the", "there", "here", "not", "very", "so", "just", "sorry", "trying", "still", "looking",
    "writing", "calling", "happy", "glad", "afraid", "sure", "unable", "able", "going", "having",
    "support", "team", "again", "all", "everyone", "it", "this", "that", "your", "my", "our", "i", "we",
    "you", "they", "he", "she", "urgent", "regarding", "about", "please", "thank", "thanks", "ok", "okay",
    "yes", "no", "service", "services", "care", "agent", "bot", "assistant",
}  # fmt: skip


class IntroducedNameRecognizer(EntityRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entities=["PERSON"],
            supported_language=supported_language,
            name="IntroducedNameRecognizer",
        )

    def load(self) -> None:
        """Nothing to load: one compiled expression."""

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        results: list[RecognizerResult] = []
        for match in INTRODUCED.finditer(text):
            words = match.group("name").split()
            while words and words[-1].lower() in NOT_NAMES:
                words.pop()
            if not words or words[0].lower() in NOT_NAMES:
                continue
            spans = list(re.finditer(_NAME_WORD, text[match.start("name") : match.end("name")]))
            base = match.start("name")
            results.append(RecognizerResult("PERSON", base, base + spans[len(words) - 1].end(), 0.7))
        return results
