"""A name right after a preposition of place: "a smokehouse in Volendam", "stuck on the M6 past Athlone", "the
pier at Nungwi", "a field near Godshill", "the road through Kharkhorin". A capitalised word no name list
holds (no given name nor surname of Faker's 86 locales or the census) standing there names where something is, in
any domain and language: over the eighteen tuning sets, the words no name list holds that the tool took for people
in texts with no personal data stood most often after "in", "at", "on", "past", while the people no name list
holds, in the texts with personal data, stood after a person's cue ("my name is", "Mr", "Hi", "customer", "holder")
and never right after one of these prepositions. "to", "of", "and" and "for" are left out: people no list holds
stand there too ("give it to Tunde", "the son of Kwabena"); so is "from", which says where a person comes from as
often as where a trip starts ("the sprinter guy from Twizel", "Joseph Rotich from Kapsabet", "all from Kempele").

A place is personal only when it is said of a person, so the name is judged as a place, not dropped: it stands when
the text says someone lives there, was born there, moved there or is there ("I live in Kaukonen", "born 2 March
1948 in Blaenau Ffestiniog"), when it follows a person's name with a comma or with "in", "of" or "here in" between
("its shona in Dunfermline"), or stands before a postal code or on an address's line;
alone it identifies nobody and is kept. A name before a door's number or a street's word is a street's ("on Ilichova
2"), a town after a street and its door's number an address's ("Hafnarstraeti 5 street in Akureyri"), and "based in"
is said of a person as of a firm ("I'm based in Akureyri"): those are left to the rules of names and addresses.
Privacy first: a name that holds a given name or a surname of any name list
("in Kerry", "at Jordan's") is left to the rules of names; so is a name with a person's cue around it ("shouted at
Xiaoling", "in Tunde's car", "at Tunde, says").

Three rules of one reading, in three tables, as a landform's name is read (redaction/rules/landforms.py): things
named like people (redaction/rules/named_things.py: the name needs a name's support no more), unsupported guesses
(redaction/rules/settling.py: the name stands as a place) and lone places (a place after such a preposition stands
only when said of a person).
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon
from redaction.rules.listed_places import STREET_NOUNS, no_persons_name

STREET_WORDS = STREET_NOUNS | {"junction", "junctions", "close", "drive", "place", "square", "row", "court"}

# The prepositions a place stands after and a person no name list holds never did in the tuning sets.
PLACE_PREPOSITIONS = frozenset({
    "in", "at", "on", "near", "along", "past", "around", "outside", "behind", "across", "through", "into", "beyond",
    "opposite", "beside", "inside", "throughout",
})  # fmt: skip
_PREPOSITION_BEFORE = re.compile(
    r"(?i:(?<![\w'’@#/.-])(?P<word>" + "|".join(sorted(PLACE_PREPOSITIONS, key=len, reverse=True)) + r")[ \t]+)$"
)
# What follows a street's name, not a town's: a door's number ("on Ilichova 2") or a street's word ("on Cirineo
# Junctions Street").
NUMBER_AFTER = re.compile(r"[ \t]*\d")
_STREET_WORD_AFTER = re.compile(r"[ \t]+(?P<word>[A-Za-z]+)\b")
# "based in" is said of a person as of a firm ("I'm based in Akureyri"); a town after a street and its door's number
# is an address's ("Hafnarstraeti 5 street in Akureyri").
_BASED_BEFORE = re.compile(r"(?i:\bbased[ \t]+(?:\w+[ \t]+)?)$")
_AFTER_A_DOOR = re.compile(
    r"\d+[A-Za-z]?,?[ \t]+(?:\w+[ \t]+)?(?i:street|st|road|rd|avenue|ave|lane|way)\b[^.!?\n]{0,4}$"
)
# Between a person's name and their place: "Nomvula Dlamini from Durban", "Eilidh MacLeod here from Stornoway",
# "its shona in Dunfermline", "Kabir of Nairobi".
_A_PERSONS_PLACE_BETWEEN = re.compile(r"[ \t]*,?[ \t]*(?:here[ \t]+)?(?:from|in|of|out of)[ \t]+")
# Born there, the date between: "born 2 March 1948 in Blaenau Ffestiniog".
_BORN_BEFORE = re.compile(r"(?i:\b(?:born|raised|grew up|buried|died)\b[^.!?\n]{0,40})$")


def preposition_before(text: str, start: int) -> str | None:
    """The preposition of place right before the span, in lower case, or None."""
    found = _PREPOSITION_BEFORE.search(text, max(0, start - 16), start)
    return found.group("word").casefold() if found else None


def capitalised_nameless(value: str, support: lexicon.PersonSupport) -> bool:
    """Whether the words open with a capital, no name list holds any of them and they are no full name."""
    return value[:1].isupper() and no_persons_name(lexicon.name_words(value), support.plainly_a_full_name)


def before_a_street(text: str, end: int) -> bool:
    """Whether a door's number or a street's word follows the span: a street's name, not a town's."""
    street = _STREET_WORD_AFTER.match(text, end)
    return bool(NUMBER_AFTER.match(text, end) or (street and street.group("word").casefold() in STREET_WORDS))


def after_a_place_preposition(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words no name list holds, no full name, right after a preposition of place, with no person's cue
    around them."""
    if preposition_before(text, start) is None:
        return False
    if not capitalised_nameless(text[start:end], support) or before_a_street(text, end):
        return False
    return no_person_nor_address_around(text, start, end, support)


def no_person_nor_address_around(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Whether nothing around the span says a person or an address: no "based" before it, no street with its door's
    number before it, and no person's cue around it."""
    window = max(0, start - 40)
    if _BASED_BEFORE.search(text, window, start) or _AFTER_A_DOOR.search(text, window, start):
        return False
    before, after = text[window:start], text[end : end + 40]
    return not support.cued(before, after)


def a_persons_place_after_their_name(text: str, start: int, people: list[tuple[int, int]]) -> bool:
    """A place right after a person's name, with "from", "in", "of" or "here from" between, or in a clause that
    says someone was born, raised, buried there."""
    if _BORN_BEFORE.search(text, max(0, start - 60), start):
        return True
    return any(_A_PERSONS_PLACE_BETWEEN.fullmatch(text, person_end, start) for _, person_end in people)
