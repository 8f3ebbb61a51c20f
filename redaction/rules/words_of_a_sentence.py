"""A name or a place of the model that runs across the words of a sentence: "[Risiti itatumwa kwa] juma@...",
"[Majembe ya chapa Mamba] ni TSh 12,000", "mi laek go [daev lo Toa Maru] tumoro", "[chakula cha jioni ni shilingi
ngapi]?".

The language model, trained on English, reads a run of words of another language as one name. A name's words are
capitalised, save the short words that join its parts and stand before the next part ("Maria de los Angeles", "Juma
bin Ali", "Mohamed ould Abdel Aziz", "Ludwig van Beethoven"). So a finding of the model that mixes capitalised and
lower-case words is a sentence's words, not a name, when a lower-case word of four letters or more that is no word of
English ends it, or a lower-case run inside it, its longer words no English, is no joining word: two words or more,
one of them of four letters or more, or one word of six letters or more ("Alhamisi kupitia Dumila"). A noun of the
language after a name is the name's kind ("Tsamaya village", "Osukuru depot") and leaves it standing. Privacy
first: when every capitalised word of the finding is a given name or a surname of a name list ("Khan sahib", "Rahim
bhai"), or a cue of a person or a place stands right before it ("from", "naam", "called"), it stands.

A finding all in lower case is judged by its longer words: the name lists hold words of two and three letters ("ya",
"la", "ni", "cha") that are as often a sentence's little words. A lower-case finding of three words or more in which a
short word joins two longer ones, none of whose longer words is a given name or a surname of any list, a populated
place, a country or a large city, is a sentence's words ("[matatu ya mchele]", "[chakula cha jioni ni shilingi
ngapi]"); "ami farzana" (two words: a name after "I am" in Bengali) and "li na" stand, and so does any finding after a
cue of a person or a place.

Rules of the model's misreadings (redaction/rules/model_misread.py), written here.
"""

from __future__ import annotations

from typing import Any

from redaction.recognizers import support as lexicon
from redaction.recognizers.precision import is_english
from redaction.rules.unborne_lower_case import a_name_or_a_place

_LONG = 4  # a word of this many letters or more is no joining word of a name
_LONG_ALONE = 6  # nor is a single lower-case word this long between two parts


def _borne(word: str) -> bool:
    return word.casefold() in lexicon.world_names()


def _after_a_cue(span: Any) -> bool:
    before = span.doc.text[max(0, span.start_char - 60) : span.start_char]
    return bool(
        lexicon._CUE_BEFORE.search(before) or lexicon._PLACE_CUE.search(before)
        or lexicon._PERSON_PLACE_CUE.search(before) or lexicon._SAID_BEFORE.search(before)
    )  # fmt: skip


def _lower_runs(words: list[Any]) -> list[tuple[list[Any], bool]]:
    """The runs of lower-case words, each with whether a capitalised word follows it in the finding."""
    runs: list[tuple[list[Any], bool]] = []
    run: list[Any] = []
    for token in words:
        if token.is_lower:
            run.append(token)
        elif run:
            runs.append((run, True))
            run = []
    if run:
        runs.append((run, False))
    return runs


def a_sentence_in_mixed_case(entity: str, span: Any, words: list[Any], english: frozenset[str]) -> bool:
    """`span` is the model's parse of the finding, `words` its alphabetic tokens, `english` the language's words."""
    if entity not in {"PERSON", "LOCATION"} or span is None or len(words) < 2:
        return False
    capitalised = [token for token in words if not token.is_lower]
    if not capitalised or len(capitalised) == len(words) or all(_borne(token.text) for token in capitalised):
        return False
    if _after_a_cue(span):
        return False
    for run, before_a_part in _lower_runs(words):
        if all(is_english(token.text, english) for token in run if len(token.text) >= _LONG):
            continue  # "Tsamaya village": a place's noun of the language, said after its name
        longest = max(len(token.text) for token in run)
        if not before_a_part and longest >= _LONG:
            return True
        if before_a_part and ((len(run) >= 2 and longest >= _LONG) or longest >= _LONG_ALONE):
            return True
    return False


def _joined_by_a_short_word(words: list[Any]) -> bool:
    """A short word standing between two longer ones ("matatu ya mchele", "chakula cha jioni")."""
    return any(
        len(words[i].text) < _LONG and len(words[i - 1].text) >= _LONG and len(words[i + 1].text) >= _LONG
        for i in range(1, len(words) - 1)
    )


def a_sentence_in_lower_case(entity: str, span: Any, words: list[Any]) -> bool:
    if entity not in {"PERSON", "LOCATION"} or span is None or len(words) < 3:
        return False
    if not all(token.is_lower for token in words) or not _joined_by_a_short_word(words):
        return False
    long_words = [token for token in words if len(token.text) >= _LONG]
    if any(a_name_or_a_place(token.text) for token in long_words):
        return False
    return not _after_a_cue(span)


def runs_across_a_sentence(entity: str, span: Any, words: list[Any], english: frozenset[str]) -> bool:
    return a_sentence_in_mixed_case(entity, span, words, english) or a_sentence_in_lower_case(entity, span, words)


FIRES = (
    "PERSON: Asante, chumba kimehifadhiwa. [Risiti itatumwa kwa] barua pepe.",
    "PERSON: Magunia yapo. [Majembe ya chapa Mamba ni TSh] 12,000.",
    "PERSON: halo, mi laek go [daev lo Toa Maru] tumoro",
    "PERSON: Tunapeleka mizigo kila [Alhamisi kupitia Dumila].",
    "PERSON: Mambo, [chakula cha jioni ni shilingi ngapi]? mnapika wali",
    "PERSON: na mzigo wa magunia [matatu ya mchele]",
)
PASSES = (
    "PERSON: I spoke to [Maria de los Angeles] yesterday",
    "PERSON: the parcel is for [Juma bin Ali] at the gate",
    "PERSON: ask for [Rahim bhai] at the counter",
    "PERSON: hey its [li na] here",
    "PERSON: order ekhono ashe nai!! [ami farzana], call dile dhori na",
    "LOCATION: ke nna Kgomotso from [Tsamaya village] near Francistown",
    "LOCATION: the lorry leaves [Osukuru depot] at noon",
    "PERSON: mimi ni [mzee salum kipingu] wa Mkundi",
    "PERSON: I spoke to [Priya Okafor] yesterday",
)
