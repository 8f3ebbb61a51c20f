"""A stop, a lodging or a way a service names by the noun after its name: "Elena Hut", "John Matte Hut", "Levy
Junction", "Assi Ghat", "the Mubuku trail", "Kibale village", "Ujiji landing", "the Layou bridge road", "the Sao
Hill turn-off". A trek's huts, a ferry's landings, a bus's junctions and a tour's villages are named after people,
saints and towns, so their names hold given names and surnames; the noun of a built or natural place closing the
name, or written right after it, says the stop is meant, as a street's word says a street is
(redaction/rules/street_names.py) and a building's noun a building (redaction/rules/features_and_buildings.py).

Privacy first: only a noun no one is called counts. Written capitalised as the name's last word, a noun no name
list holds (Hut, Campsite, Trailhead, Junction, Ghat, Village, Crossing...) closes a stop's name whatever words come
before it: no one is called "Hut". A noun some name list holds as a rare surname (Trail, Landing, Jetty, Bridge,
Halt, Shelter) closes one only when no word before it is a given name of any list: "Bujuku Landing" is a landing,
"Grace Landing" may be a person. A noun that is a common surname or a given name (Camp) closes none capitalised.
Written in lower case right after the name ("Kibale village"), any of these nouns, "camp" too, says the name is
the stop's, when the name is no given name and surname, holds no given name first and is in no possessive. As for
streets, a door's number or a person's dwelling said before the name ("I live in Kibale village"), a person's cue
around it ("Dear Elena, Hut 4 ...") and a part of an address leave it to the rules of names: a stop named as where
someone lives is that person's location.
"""

from __future__ import annotations

import re
from functools import cache

from redaction.recognizers import support as lexicon
from redaction.rules.landforms import in_an_address
from redaction.rules.street_names import said_as_a_persons

# The nouns of a stop, a lodging or a way a service names: a trek's, a ferry's, a bus's, a tour's. The ones a name
# list holds are weighed when read (see the module).
STOP_NOUNS = frozenset({
    "hut", "huts", "camp", "camps", "campsite", "campground", "trail", "trails", "trailhead", "junction", "jetty",
    "ghat", "ghats", "halt", "siding", "turnoff", "turn-off", "village", "landing", "bridge", "crossing",
    "checkpoint", "outpost", "bivouac", "refuge", "shelter", "stopover", "waypoint", "terminal", "depot",
})  # fmt: skip
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
# The rest of the capitalised run after the span on its line: "Elena [Hut]", "John Matte [Hut]".
_RUN_AFTER = re.compile(r"(?:[ \t]+[A-Z][\w'’-]*)*")
# A noun in lower case right after the span, closing its word: "Kibale [village]", "Sao Hill [turn-off]".
_LOWER_NOUN_AFTER = re.compile(r"[ \t]+([a-z][a-z-]*)(?![\w'’])")


@cache
def closing_nouns() -> tuple[frozenset[str], frozenset[str]]:
    """The stop nouns no name list holds, and those some list holds as a surname only, no common surname nor any
    given name; the rest (Camp) close no stop's name written capitalised."""
    names, given = lexicon.world_names(), lexicon.world_given_names()
    common = lexicon.census_names().common_surnames
    unborne = frozenset(noun for noun in STOP_NOUNS if noun not in names)
    rare_surnames = frozenset(noun for noun in STOP_NOUNS if noun in names and noun not in given and noun not in common)
    return unborne, rare_surnames


def _closed_by_a_capitalised_stop_noun(words: list[str]) -> bool:
    folded = [word.casefold() for word in words]
    unborne, rare_surnames = closing_nouns()
    if folded[-1] in unborne:
        return True
    given = lexicon.world_given_names()
    return folded[-1] in rare_surnames and not any(word in given for word in folded[:-1])


def _before_a_lower_case_stop_noun(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    noun = _LOWER_NOUN_AFTER.match(text, end)
    if noun is None or noun.group(1) not in STOP_NOUNS:
        return False
    span = text[start:end]
    if re.search(r"['’]s?$", span):
        return False  # "Tunde's camp" is his
    words = _WORD.findall(span)
    given = lexicon.world_given_names()
    return bool(words) and words[0].casefold() not in given and not support.plainly_a_full_name(words)


def a_stops_name(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words closed by a stop's noun no one is called (in the span or right after it on the same
    line), or right before such a noun in lower case, with no door's number before them, no person's dwelling said
    before them, no person's cue around them and not in an address."""
    if not text[start:end][:1].isupper():
        return False
    after = _RUN_AFTER.match(text, end)
    last = after.end() if after else end
    words = _WORD.findall(text[start:last])
    if len(words) >= 2 and all(word[:1].isupper() for word in words) and _closed_by_a_capitalised_stop_noun(words):
        pass
    elif _before_a_lower_case_stop_noun(text, start, end, support):
        last = end
    else:
        return False
    if in_an_address(text, start, last):
        return False
    return not said_as_a_persons(text, start, last, support)
