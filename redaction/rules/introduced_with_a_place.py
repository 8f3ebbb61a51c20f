"""A place said right after a writer names themselves is where that person lives or is: "hi its heather from
mosgiel", "hiya its shona in Dunfermline", "its kev from waggrakine, the one whose son", "Sarah Wilton here from out
Tinui way", "its shazza from palm beach again lol".

A message opens by saying who writes and where they write from, in one breath and in any domain: "it's", "this is",
"I'm" or "am", a name of one or two words (or a name and "here"), perhaps "again", then "from", "in", "fae" or "out
of" and the place, perhaps after "out". The same words before a place say it is a person's (`INTRODUCED_CUE`,
joined to the cues of a person's place in redaction/recognizers/support.py), so a place the model or the
capitalised-place guess finds there stands.

People who write their name in lower case write their place in lower case too, which no capitalised-place guess
sees: after a lower-case name, a lower-case place of one word, or of two when the second is a landform's or a
district's noun ("palm beach", "aro valley"), is taken when the name or the place is no English word ("its kev from
waggrakine"; "its busy in town today" names no one). A word of the language's closed classes ("its me from the
office", "its all in the email") is no name, nor is a lower-case word of the language before a capitalised place
("its pouring in Castries"), and a capitalised name is followed by a capitalised place only ("its
Ellis from top of Sollers Hope lane" leaves "top" alone). A place found here is then judged as every place after a
cue is (redaction/rules/places.py), which keeps one of two words of the language ("palm beach") unreplaced.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from spacy.lang.en.stop_words import STOP_WORDS

# No word of a closed class is a name ("its me from", "its all in"), nor "ok", "fine", "cold" and the like, which the
# lower-case reading leaves to the dictionary.
_NOT_A_NAME = "|".join(sorted((re.escape(word) for word in STOP_WORDS), key=len, reverse=True))
_INTRO = r"(?<![\w'’])(?i:it'?s|it’s|its|this is|i'?m|i’m|im|i am|am)[ \t]+"
# Nor a lower-case word in -ing: a state of the weather or of a thing ("its pouring in", "its snowing in").
_NAME = rf"(?!(?i:{_NOT_A_NAME})(?![\w'’-]))(?![a-z]{{2,}}ing(?![\w'’-]))"
_NAME_WORD = rf"{_NAME}[^\W\d_][\w'’-]*"
_TAIL = r"(?:[ \t]+(?i:here|again))?[ \t]+(?i:from|in|fae|out[ \t]+of)[ \t]+(?:(?i:out)[ \t]+)?"
# Read on the text before a place, up to it (redaction/recognizers/support.py, the cues of a person's place).
INTRODUCED_CUE = (
    rf"{_INTRO}{_NAME_WORD}(?:[ \t]+[A-Z][\w'’-]*)?{_TAIL}"
    rf"|(?<![\w'’-])[A-Z][\w'’-]*[ \t]+[A-Z][\w'’-]*[ \t]+(?i:here)[ \t]+(?i:from|in)[ \t]+(?:(?i:out)[ \t]+)?"
)

_PLACE_WORD = r"[A-ZÀ-ÖØ-Þ][^\W\d_]+(?:['’-][^\W\d_]+)*(?!\w)"
_LOWER_WORD = r"[a-zà-öø-ÿ][a-zà-öø-ÿ'’-]+(?![\w'’-])"
_INTRODUCED = re.compile(
    rf"(?:{_INTRO}(?P<name>{_NAME_WORD}(?:[ \t]+[A-Z][\w'’-]*)?)"
    rf"|(?<![\w'’-])(?P<full>[A-Z][\w'’-]*[ \t]+[A-Z][\w'’-]*)[ \t]+(?i:here))"
)
_AFTER = re.compile(_TAIL)
_CAPITALISED_PLACE = re.compile(rf"{_PLACE_WORD}(?:[ -]{_PLACE_WORD}){{0,2}}")
_LOWER_PLACE = re.compile(rf"(?P<first>{_LOWER_WORD})(?:[ \t]+(?P<second>{_LOWER_WORD}))?")

# (text, the place, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("hi its heather from mosgiel, ordered the 4ply last wk and still nothing", "mosgiel"),
    ("hiya its shona in Dunfermline, can u play a song for my mum", "Dunfermline"),
    ("its kev from waggrakine, the one whose son was hurt on the highway", "waggrakine"),
    ("gday, Sarah Wilton here from out Tinui way. ute rego is on file", "Tinui"),
    ("hi its shazza from palm beach again lol, the vet said to ring back", "palm beach"),
    ("Hi its Friedrich again from Grimma, the pedal bellows is torn", "Grimma"),
    ("its busy in town today, can we come later", ""),  # a word and a word: no one named
    ("its me from the office, the printer is down", ""),  # a closed-class word is no name
    ("its Ellis from top of Sollers Hope lane, the apples are early", ""),  # a capitalised name, a lower-case word
    ("It's all in the email I sent", ""),
    ("It's Christmas in London, so the shop shuts early", ""),  # a feast, no one named
    ("its pouring in Castries rn, is the boat still going", ""),  # a word of the language in lower case: a state
)


@cache
def _place_words() -> frozenset[str]:
    """The nouns a place's name of two lower-case words ends in: a landform's, a street's or a district's."""
    from redaction.recognizers.addresses import STREET_SUFFIXES
    from redaction.rules.landforms import LANDFORM_ENDINGS

    return LANDFORM_ENDINGS | frozenset(word.casefold() for word in STREET_SUFFIXES) | {
        "valley", "heights", "park", "beach", "springs", "falls", "point", "downs", "vale", "town", "city", "village",
    }  # fmt: skip


def _not_names() -> set[str]:
    """Days, months, feasts and the words of support that follow "it's" ("It's Monday in Leeds")."""
    from redaction.recognizers.names import NOT_NAME_WORDS

    return NOT_NAME_WORDS


def introduced_with_a_place(text: str, is_word: Callable[[str], bool]) -> list[tuple[int, int]]:
    """Spans of the places a writer names right after naming themselves."""
    spans = []
    for match in _INTRODUCED.finditer(text):
        after = _AFTER.match(text, match.end())
        if after is None:
            continue
        name = match.group("name") or match.group("full")
        if any(word.casefold() in _not_names() for word in name.split()):
            continue
        place = _CAPITALISED_PLACE.match(text, after.end())
        if place is not None:
            # a lower-case word of the language before it is a state, not a name ("its pouring in Castries")
            if match.group("full") is not None or name[0].isupper() or not is_word(name):
                spans.append((place.start(), place.end()))
            continue
        if match.group("full") is not None or name[0].isupper():
            continue  # a capitalised name is followed by a capitalised place only
        place = _LOWER_PLACE.match(text, after.end())
        if place is None or place.group("first") in STOP_WORDS:
            continue
        end = place.end("first")
        second = place.group("second")
        if second is not None and second.casefold() in _place_words():
            end = place.end("second")
        words = text[place.start() : end].split()
        if not is_word(name) or not all(is_word(word) for word in words):
            spans.append((place.start(), end))
    return spans
