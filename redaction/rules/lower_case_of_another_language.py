"""Words in lower case the language model reads as a name in a sentence of another language: "Bei elekezi [ya
awali] iliyotangazwa", "terima [kasih sudah] menghubungi kami", "bhaiya PMCH se refer [hua hai]", "mbegu ... kama
mwaka [jana] au tununue".

The model, trained on English, takes words of another language for a name when it cannot read them, and a name list
of some country holds many of them as a name too ("jana", "dan", "hai", "kasih", "pili"), so the rule of words no one
bears (redaction/rules/unborne_lower_case.py) leaves them standing. In a sentence whose own lower-case words are
mostly no English in common use, a finding all in lower case is one more word of that sentence: there, nothing in
its spelling says a person is meant, and the model's guess is no cue. So it is dropped when the other lower-case
words of its sentence (of the whole text, when the sentence holds too few to tell) are mostly no English in common
use nor its little words ("the", "from", "you"), and no cue of a person or a place stands right before it.

Privacy first, it stands when anything says a person is meant: a cue before it ("my name is", "my brother", "from",
"in"), a frame by which a writer names themselves in any language right before it or opening it ("mimi ni mzee
salum", "mero naam kiran": redaction/rules/names_in_a_frame.py), a word of kinship or of respect of any language
among the two words before it or opening it ("kaka yangu juma", "my bhai imran": redaction/rules/kin_in_any_case.py,
redaction/rules/titles_in_lower_case.py), or a comma right after it, where the one who writes closes their
introduction in any language ("ami farzana, call dile"). In an English sentence a lower-case name is left to the
rules before ("not sharon lol", "my dad bill kowalczyk").

A rule of the model's misreadings (redaction/rules/model_misread.py), written here.
"""

from __future__ import annotations

import re
from typing import Any

from spacy.lang.en.stop_words import STOP_WORDS

from redaction.recognizers import support as lexicon
from redaction.recognizers.precision import is_english
from redaction.rules.kin_by_name import KIN
from redaction.rules.kin_in_any_case import OTHER_KIN
from redaction.rules.names_in_a_frame import FRAMES
from redaction.rules.titles_in_lower_case import OTHER_LANGUAGES as TITLES_AND_KIN

_SENTENCE_END = re.compile(r"[.!?…\n]")
_LOWER_WORD = re.compile(r"(?<![\w@./-])[^\W\d_A-Z][^\W\d_]{2,}(?![\w@/-])")
_ENOUGH = 3  # lower-case words a sentence needs to tell its language; fewer, and the whole text tells it
_VOUCHED_AFTER = re.compile(r"[ \t]*,")
_FRAME = "|".join(sorted((re.escape(frame).replace(r"\ ", "[ \t]+") for frame in FRAMES), key=len, reverse=True))
_FRAME_BEFORE = re.compile(rf"(?:^|(?<![\w'’]))(?i:{_FRAME})[ \t]+$")
_FRAME_OPENING = re.compile(rf"(?i:{_FRAME})[ \t]+")
# Words of kinship and of respect said before a name, in English and in the languages the customers write.
_KIN_OR_TITLE = frozenset(word.casefold() for word in (*KIN, *OTHER_KIN, *TITLES_AND_KIN))
_WORDS_BEFORE = re.compile(r"([^\W\d_]+)[ \t]+(?:([^\W\d_]+)[ \t]+)?$")


def _common(word: str, english: frozenset[str]) -> bool:
    """A word of English in common use (as redaction/recognizers/support.py `PersonSupport.common` reads it)."""
    if not is_english(word, english):
        return False
    folded = word.casefold()
    counts = lexicon.word_counts()
    count = counts.get(folded, 0)
    if folded.endswith("s"):
        count = max(count, counts.get(folded[:-1], 0))
    return count >= lexicon.COMMON_COUNT


def _mostly_another_language(words: list[str], english: frozenset[str]) -> bool:
    foreign = sum(not (_common(word, english) or word.casefold() in STOP_WORDS) for word in words)
    return len(words) >= _ENOUGH and foreign * 2 > len(words)


def _sentence_around(text: str, start: int, end: int) -> str:
    opening = max((found.end() for found in _SENTENCE_END.finditer(text, 0, start)), default=0)
    closing = _SENTENCE_END.search(text, end)
    return text[opening:start] + " " + text[end : closing.start() if closing else len(text)]


def lower_case_words_of_another_language(entity: str, span: Any, words: list[Any], english: frozenset[str]) -> bool:
    """`span` is the model's parse of the finding, `words` its alphabetic tokens, `english` the language's words."""
    if entity not in {"PERSON", "LOCATION"} or not words or span is None:
        return False
    if not all(token.is_lower for token in words):
        return False
    text, start, end = span.doc.text, span.start_char, span.end_char
    before = text[max(0, start - 60) : start]
    if (
        lexicon._CUE_BEFORE.search(before) or lexicon._PLACE_CUE.search(before)
        or lexicon._PERSON_PLACE_CUE.search(before) or lexicon._SAID_BEFORE.search(before)
        or lexicon._KEY_BEFORE.search(before) or _FRAME_BEFORE.search(before) or _FRAME_OPENING.match(text, start)
        or _VOUCHED_AFTER.match(text, end) or words[0].lower_ in _KIN_OR_TITLE
    ):  # fmt: skip
        return False
    near = _WORDS_BEFORE.search(before)
    if near and any(word and word.casefold() in _KIN_OR_TITLE for word in near.groups()):
        return False
    sentence = _LOWER_WORD.findall(_sentence_around(text, start, end))
    if len(sentence) >= _ENOUGH:
        return _mostly_another_language(sentence, english)
    return _mostly_another_language(_LOWER_WORD.findall(text[:start] + " " + text[end:]), english)
