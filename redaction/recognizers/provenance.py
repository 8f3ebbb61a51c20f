"""How a finding was made, carried on the finding itself: the precision rules judge a guess of the language
model differently from a value a key named. Recognizers stamp their findings; rules read the stamp, never a
recognizer's name.
"""

from __future__ import annotations

from enum import Enum

from presidio_analyzer import RecognizerResult

HOW_KEY = "miner_how"


class How(Enum):
    MODEL = "the language model's own tag"
    NOUN_READING = "a run of proper nouns in the model's tags"
    PLACE_CUE = "words after a place preposition"
    BIRTH_CUE = "a date beside a birth cue"
    BIRTH_YEAR_WORDS = "a year right after the words for year of birth"
    DATES_OF_LIFE = "two years a lifetime apart, joined by a dash"
    KEY = "the key the value stands under"


# The findings that guess a name from the tags alone; the others have a cue, a key or a format.
GUESSES = frozenset({How.MODEL, How.NOUN_READING})


def stamped(results: list[RecognizerResult], how: How) -> list[RecognizerResult]:
    for result in results:
        result.recognition_metadata = {**(result.recognition_metadata or {}), HOW_KEY: how}
    return results


def how(result: RecognizerResult) -> How | None:
    return (result.recognition_metadata or {}).get(HOW_KEY)
