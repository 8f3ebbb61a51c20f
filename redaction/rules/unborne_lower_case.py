"""Words in lower case that no one bears and no place is called: a word of another language, read as a name.

Messages mix English with romanised Hindi, Bengali, Swahili, Nepali, Sesotho or French, and with slang: "bhai amar
bata", "tuna meza ndogo ndani ya viwanja", "its dreich the day". The language model, trained on English, takes
such words in lower case for a name or a place. A person or a place written in lower case is still a name people
bear or a place that exists ("its jack", "arif chowdhury", "moved to halishahar"), and a name after a cue is read
as one ("naam", "called", "in"). So a finding of the model all in lower case is dropped only when none of its
words is a given name or a surname of any name list, nor a populated place of GeoNames, nor a country or a large
city, and no cue of a person or a place stands right before it.

A rule of the model's misreadings (redaction/rules/model_misread.py), written here.
"""

from __future__ import annotations

from typing import Any

from redaction.recognizers import support as lexicon


def a_name_or_a_place(word: str) -> bool:
    """Whether a word is a name some country's list holds, or a place's."""
    folded = word.casefold()
    places = lexicon.known_places()
    return (
        folded in lexicon.world_names() or folded in lexicon.populated_places()
        or folded in places.countries or folded in places.large_cities
    )  # fmt: skip


def lower_case_words_no_one_bears(entity: str, span: Any, words: list[Any]) -> bool:
    """`span` is the model's parse of the finding, `words` its alphabetic tokens."""
    if entity not in {"PERSON", "LOCATION"} or not words or span is None:
        return False
    if not all(token.is_lower for token in words) or any(a_name_or_a_place(token.text) for token in words):
        return False
    if not all(token.is_alpha or token.is_punct or token.is_space for token in span):
        return False
    before = span.doc.text[max(0, span.start_char - 60) : span.start_char]
    return not (
        lexicon._CUE_BEFORE.search(before) or lexicon._PLACE_CUE.search(before)
        or lexicon._PERSON_PLACE_CUE.search(before) or lexicon._SAID_BEFORE.search(before)
    )  # fmt: skip
