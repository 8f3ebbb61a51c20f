"""A place's feature or a building by the noun closing its name: "Hermitage Lock", "Fogg Dam", "Salters Lode",
"Denver Sluice", "Abel Tasman National Park", "Hull Old Town", "Penrhyn Quarry". A lock, a dam, a quarry, a stadium
or a national park is often named after a person, a family or a town, so its name holds a given name or a surname
that keeps it as a person's name; the noun closing it, or written right after it on the same line, says a thing on
the map is meant, as a street's word says a street is (redaction/rules/street_names.py).

Privacy first: only a noun no one is called counts. A noun no name list holds (Sluice, Stadium, Airport, Reservoir,
Viaduct, Colliery, Museum...) closes a thing's name whatever words come before it: no one is called "Reservoir". A
noun some name list holds as a surname but that is no common surname nor any given name (Lock, Dam, Lode, Quay, Pier,
Quarry, Canal) closes one only when no word before it is a given name of any list: "Hermitage Lock" is a lock,
"Jordan Lock" may be a person's full name. A noun that is a common surname or a given name (Park, Beach, Castle, Hall,
Marina, Haven) closes none alone; two words that close a park, an old town or a reserve together ("National Park",
"Old Town", "Nature Reserve") do, since no one is called so. As for streets, a door's number before the name (an
address's part: "14 Riverside Quay"), a person's dwelling said before it ("I live near Fogg Dam") and a person's cue
around it leave it to the rules of names, and so does a part of an address (a street at a corner, a line of an
address's block, a part beside others joined by commas, one with a digit: redaction/rules/landforms.py), since
quays, wharves and viaducts name streets too.
"""

from __future__ import annotations

import re
from functools import cache

from redaction.recognizers import support as lexicon
from redaction.rules.landforms import in_an_address
from redaction.rules.street_names import said_as_a_persons

# The nouns closing a place's feature's or a building's name. The ones a name list holds are weighed when read (see
# the module).
FEATURE_NOUNS = frozenset({
    "lock", "locks", "dam", "lode", "sluice", "weir", "quay", "wharf", "pier", "jetty", "quarry", "colliery", "mine",
    "reservoir", "canal", "aqueduct", "viaduct", "tunnel", "stadium", "airport", "aerodrome", "airfield",
    "hospital", "cathedral", "priory", "monastery", "mosque", "shrine", "museum", "library", "university",
    "racecourse", "speedway", "raceway", "cemetery", "lighthouse", "barracks", "docks", "lido", "zoo", "sluices",
})  # fmt: skip
# Two words that close a park's, a town's part's or a reserve's name together, though the last is a surname alone.
FEATURE_PAIRS = frozenset({
    ("national", "park"), ("country", "park"), ("nature", "reserve"), ("national", "forest"), ("marine", "park"),
    ("forest", "park"), ("regional", "park"), ("state", "park"), ("old", "town"), ("boat", "haven"),
    ("nature", "park"), ("wildlife", "park"), ("game", "reserve"), ("national", "reserve"),
})  # fmt: skip
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
# The rest of the capitalised run after the span on its line: "Salters [Lode]", "Abel Tasman [National Park]".
_RUN_AFTER = re.compile(r"(?:[ \t]+[A-Z][\w'’-]*)*")


@cache
def closing_nouns() -> tuple[frozenset[str], frozenset[str]]:
    """The feature nouns no name list holds, and those some list holds as a surname only, no common surname nor
    any given name; the rest (Park, Beach, Castle, Marina...) close no thing's name alone."""
    names, given = lexicon.world_names(), lexicon.world_given_names()
    common = lexicon.census_names().common_surnames
    unborne = frozenset(noun for noun in FEATURE_NOUNS if noun not in names)
    rare_surnames = frozenset(
        noun for noun in FEATURE_NOUNS if noun in names and noun not in given and noun not in common
    )
    return unborne, rare_surnames


def a_features_or_buildings_name(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words closed by a place's feature's or a building's noun that no one is called (in the span or
    right after it on the same line), with no door's number before them, no person's dwelling said before them and
    no person's cue around them."""
    if not text[start:end][:1].isupper():
        return False
    after = _RUN_AFTER.match(text, end)
    last = after.end() if after else end
    words = _WORD.findall(text[start:last])
    if len(words) < 2 or not all(word[:1].isupper() for word in words):
        return False
    folded = [word.casefold() for word in words]
    unborne, rare_surnames = closing_nouns()
    given = lexicon.world_given_names()
    if (folded[-2], folded[-1]) in FEATURE_PAIRS:
        if len(words) < 3:
            return False
    elif folded[-1] in rare_surnames:
        if any(word in given for word in folded[:-1]):
            return False  # "Jordan Lock" may be a person's full name
    elif folded[-1] not in unborne:
        return False
    if in_an_address(text, start, last):
        return False  # a street at a corner or a line of an address ("the corner of Elm Street and Åström Viaduct")
    return not said_as_a_persons(text, start, last, support)
