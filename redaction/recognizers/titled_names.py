"""Names a title opens or closes in scripts whose words no capital marks: Burmese writes its titles (U, Daw, Ko,
Maung) onto the name with no space ("ဦးဇော်ဝင်းနိုင်"), Sinhala puts its title after the name ("ජයසිංහ මහත්මයා").
The model tags neither; the title makes the name certain.
"""

from __future__ import annotations

import re
from typing import Any

from presidio_analyzer import EntityRecognizer, RecognizerResult

# Burmese titles of a man, a woman, an elder or a younger man, written onto the name they open.
_BURMESE_TITLES = ("ဦး", "ဒေါ်", "ကို", "မောင်")
# Words of the language that open with a title's letters: priority, leading, aim, dollar, self, siblings; and the
# particle "ကို" before the words that follow it.
BURMESE_WORDS_NOT_NAMES = ("ဦးစား", "ဦးဆောင်", "ဦးတည်", "ဦးခေါင်း", "ဦးနှောက်", "ဒေါ်လာ", "ဒေါသ", "မောင်နှမ",
                           "ကိုလည်း", "ကိုပဲ", "ကိုတော့", "ကိုပါ", "ကိုသာ", "ကိုယ")  # fmt: skip
# Burmese letters and marks, not its digits or its punctuation.
_BURMESE_LETTER = r"[\u1000-\u103F\u1050-\u109F]"
# A title, then at least one syllable of its own: a consonant no killer (asat, U+103A) or stacker (U+1039) ends.
BURMESE_TITLED = re.compile(
    rf"(?<!{_BURMESE_LETTER})(?P<name>(?:{'|'.join(_BURMESE_TITLES)})[\u1000-\u1021](?![\u1039\u103A]){_BURMESE_LETTER}*)"
)
# Sinhala titles said after the name: Mr, Mrs, Miss.
SINHALA_TITLED = re.compile(r"(?P<name>[\u0D80-\u0DFF\u200D]+)(?=[ \t]+(?:මහත්මයා|මහත්මිය|මෙනවිය)(?![\u0D80-\u0DFF]))")


class TitledNameRecognizer(EntityRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(supported_entities=["PERSON"], supported_language=supported_language,
                         name="TitledNameRecognizer")  # fmt: skip

    def load(self) -> None:
        """Nothing to load: two compiled expressions."""

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        results = [
            RecognizerResult("PERSON", match.start("name"), match.end("name"), 0.9)
            for match in BURMESE_TITLED.finditer(text)
            if not match.group("name").startswith(BURMESE_WORDS_NOT_NAMES)
        ]
        results.extend(
            RecognizerResult("PERSON", match.start("name"), match.end("name"), 0.9)
            for match in SINHALA_TITLED.finditer(text)
        )
        return results
