"""A capitalised word opening a sentence of another language: "Okuhepa! Ondjila ...", "Goeiemiddag ons het ...",
"Mauri! E rang te ...". The person-support table keeps a guessed name when one of its words is a word the language
lacks (`a_name_word`), and the lone-places table keeps a guessed place made of such words
(`a_name_taken_for_a_place`). That lack is evidence in an English sentence; in a sentence whose own lower-case words
are mostly no English it is none, since every word of that sentence lacks from the English lexicon, and its first word
is capitalised only because it opens the sentence. So one capitalised word, at the start of the text, of a line or
of a sentence, loses that support when the lower-case words of its sentence (of the whole text, when the sentence is
too short to tell) are mostly no English in common use (nor its little words: "the", "from", "you"). A title's
abbreviation closes no sentence ("Bi. Mwanjala", "Mnr. Steyn").

Privacy first, it stands as before when anything else vouches for a person: a name list of any country holds it, a
digit, a possessive, a comma (the one addressed: "Tomislave, pronašao sam problem") or a title and a comma follows
it ("Shathi apa, ...": a name's title after it in Bengali), or the text says it again elsewhere (in an e-mail
address, a signature). A name the lists lack, opening a sentence of another language and said nowhere else, is the
trade this rule makes.

The rule only withdraws the word's support: the tables of guesses and places that follow still read it.
"""

from __future__ import annotations

import re

from spacy.lang.en.stop_words import STOP_WORDS

from redaction.recognizers import support as lexicon
from redaction.rules.unvouched_words import a_listed_name

# The start of the text, of a line, or of a sentence (after its closing mark); not after a bracket or a quote, where a
# name is as often given ("the agent of the point (Lahcen) said").
_OPENS = re.compile(r"(?:\n[ \t]*|[.!?…][ \t]+)$")
# A title's abbreviation closes no sentence: "Bi. Mwanjala", "Mnr. Steyn", "Dr. Okafor".
_TITLE_BEFORE = re.compile(r"(?:^|[^\w])[A-Z][A-Za-z]{0,3}\.[ \t]*$")
_SENTENCE_END = re.compile(r"[.!?…\n]")
_LOWER_WORD = re.compile(r"(?<![\w@./-])[^\W\d_A-Z][^\W\d_]{2,}(?![\w@/-])")
# A digit, a possessive, a comma (the one addressed: "Tomislave, pronašao sam ..."), or a short lower-case word and a
# comma (a name's title after it: "Shathi apa, ...").
_VOUCHED_AFTER = re.compile(r"[ \t]*(?:\d|,)|['’]s\b|[ \t]+[^\W\d_A-Z][^\W\d_]{1,3},")
_ENOUGH = 3  # lower-case words a sentence needs to tell its language; fewer, and the whole text tells it


def _sentence_after(text: str, end: int) -> str:
    found = _SENTENCE_END.search(text, end)
    return text[end : found.start() if found else len(text)]


def _mostly_another_language(words: list[str], support: lexicon.PersonSupport) -> bool:
    foreign = sum(not (support.common(word) or word.casefold() in STOP_WORDS) for word in words)
    return len(words) >= _ENOUGH and foreign * 2 > len(words)


def opens_a_sentence_of_another_language(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Whether one capitalised word no name list holds opens a sentence whose lower-case words (or the text's,
    when the sentence holds too few) are mostly no English, with no digit, possessive or comma after it and said
    nowhere else in the text."""
    value = text[start:end]
    words = lexicon.name_words(value)
    if len(words) != 1 or not value[:1].isupper() or value.isupper() or any(c.isdigit() for c in value):
        return False
    before = text[:start]
    opens = not before.strip() or (_OPENS.search(before[-8:]) and not _TITLE_BEFORE.search(before[-8:]))
    if not opens or _VOUCHED_AFTER.match(text, end):
        return False
    rest = text[:start] + " " + text[end:]
    if a_listed_name(value) or words[0].casefold() in rest.casefold():
        return False
    sentence = _LOWER_WORD.findall(_sentence_after(text, end))
    if len(sentence) >= _ENOUGH:
        return _mostly_another_language(sentence, support)
    return _mostly_another_language(_LOWER_WORD.findall(rest), support)
