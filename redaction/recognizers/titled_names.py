"""Names a title opens or closes in scripts whose words no capital marks: Burmese writes its titles (U, Daw, Ko,
Maung) onto the name with no space ("ဦးဇော်ဝင်းနိုင်"), Sinhala puts its title after the name ("ජයසිංහ මහත්මයා").
The model tags neither; the title makes the name certain (the titles and the words that open with their letters:
redaction/rules/titled_names.py).
"""

from __future__ import annotations

import re
from typing import Any

from presidio_analyzer import EntityRecognizer, RecognizerResult

from redaction.rules import Verdict
from redaction.rules.titled_names import (
    ARABIC_SCRIPT_TITLES,
    BURMESE_TITLES,
    CYRILLIC_TITLES_AFTER,
    SINHALA_TITLES,
    TIBETAN_PARTICLES,
    TIBETAN_TITLES,
    TITLED_NAMES,
)

# Burmese letters and marks, not its digits or its punctuation.
_BURMESE_LETTER = r"[\u1000-\u103F\u1050-\u109F]"
# A title, then at least one syllable of its own: a consonant no killer (asat, U+103A) or stacker (U+1039) ends.
BURMESE_TITLED = re.compile(
    rf"(?<!{_BURMESE_LETTER})(?P<name>(?:{'|'.join(BURMESE_TITLES)})[\u1000-\u1021](?![\u1039\u103A]){_BURMESE_LETTER}*)"
)
# A name a Sinhala title follows as a word of its own.
SINHALA_TITLED = re.compile(
    rf"(?P<name>[\u0D80-\u0DFF\u200D]+)(?=[ \t]+(?:{'|'.join(SINHALA_TITLES)})(?![\u0D80-\u0DFF]))"
)
# A Cyrillic word a title follows as a word of its own ("Бурулча эже"); only a capitalised one is taken (analyze).
_CYRILLIC_LETTER = r"[\u0400-\u04FF\u0500-\u052F]"
CYRILLIC_TITLED = re.compile(
    rf"(?<!{_CYRILLIC_LETTER})(?P<name>{_CYRILLIC_LETTER}{{2,}})"
    rf"(?=[ \t]+(?:{'|'.join(CYRILLIC_TITLES_AFTER)})(?!{_CYRILLIC_LETTER}))"
)

# Letters of the Arabic script and the signs written on them, with the zero-width non-joiner inside a word.
_ARABIC_LETTER = r"[\u0620-\u064A\u064B-\u065F\u0670-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FC\u200C]"
# The word right after a title said as a word of its own: the given name it opens ("کاک ئازاد").
ARABIC_SCRIPT_TITLED = re.compile(
    rf"(?<!{_ARABIC_LETTER})(?:{'|'.join(ARABIC_SCRIPT_TITLES)})[ \t]+(?P<name>{_ARABIC_LETTER}{{2,}})"
)

# Tibetan letters and the signs written on them; a tsheg (U+0F0B) ends each syllable.
_TIBETAN_LETTER = r"[\u0F40-\u0FBC]"
_TSHEG = "\u0F0B"
# The word right after a title said as a word of its own ("ཨམ་ པདྨ་ལུ་"): its syllables up to a space or a shad.
TIBETAN_TITLED = re.compile(
    rf"(?<!{_TIBETAN_LETTER}|{_TSHEG})(?:{'|'.join(TIBETAN_TITLES)}){_TSHEG}?[ \t]+"
    rf"(?P<name>{_TIBETAN_LETTER}+(?:{_TSHEG}{_TIBETAN_LETTER}+)*)"
)


def _tibetan_name_end(text: str, start: int, end: int) -> int:
    """Where the name of a titled word ends, its particles after a tsheg left out; `start` if only particles."""
    syllables = text[start:end].split(_TSHEG)
    while syllables and syllables[-1] in TIBETAN_PARTICLES:
        syllables.pop()
    return start + len(_TSHEG.join(syllables))


class TitledNameRecognizer(EntityRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(supported_entities=["PERSON"], supported_language=supported_language,
                         name="TitledNameRecognizer")  # fmt: skip

    def load(self) -> None:
        """Nothing to load: three compiled expressions."""

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        results = [
            RecognizerResult("PERSON", match.start("name"), match.end("name"), 0.9)
            for match in BURMESE_TITLED.finditer(text)
            if TITLED_NAMES.verdict(match.group("name")) is not Verdict.DROP
        ]
        results.extend(
            RecognizerResult("PERSON", match.start("name"), match.end("name"), 0.9)
            for match in [*SINHALA_TITLED.finditer(text), *ARABIC_SCRIPT_TITLED.finditer(text)]
        )
        for match in TIBETAN_TITLED.finditer(text):
            if (end := _tibetan_name_end(text, match.start("name"), match.end("name"))) > match.start("name"):
                results.append(RecognizerResult("PERSON", match.start("name"), end, 0.9))
        results.extend(
            RecognizerResult("PERSON", match.start("name"), match.end("name"), 0.9)
            for match in CYRILLIC_TITLED.finditer(text)
            if match.group("name")[0].isupper()
        )
        return results
