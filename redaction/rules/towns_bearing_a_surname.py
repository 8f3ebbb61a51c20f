"""A town that bears a rare surname, right after a preposition of place: "the vet in Bray", "a survey in
Kildare", "our flight lands at Nadi", "the final in Palermo", "the course near Settle". Many a town's name is a
surname some list holds (Faker's locales or the census hold "Kildare", "Galway", "Nadi", "Wetherby" as surnames), so
the rule of names no list holds (redaction/rules/place_prepositions.py) leaves them to the rules of names, and the
model, which read them as people, has the last word. A name GeoNames lists as a populated place of 500 people or more
(its own name, not its alternate names), standing right after a preposition of place (in, at, on, near, past,
around, outside, through...), names the town in any domain and language, when the lists hold none of its words as a
given name nor as a common surname.

Privacy first: a word any list holds as a given name ("Madison", "Sydney", "Angus") or the census holds as a common
surname ("Bray", "Kelly", "Hughes") is left to the rules of names, as is a full name, a name with a person's cue
around it ("shouted at Wetherby, says"), a name in a possessive ("at Wetherby's"), a name before a door's number or
a street's word, after "based" or after a street with its door's number. A place is personal only when it is said
of a person, so the name is judged as a place, not dropped: it stands when the text says someone lives there, comes
from there or is there ("I'm in Galway"), when it follows a person's name, or stands before a postal code or on an
address's line; alone it identifies nobody and is kept.

Three rules of one reading, in three tables, as a populated place on a route is read
(redaction/rules/populated_places.py): things named like people (redaction/rules/named_things.py: the name needs a
name's support no more), unsupported guesses (redaction/rules/settling.py: the name stands as a place) and lone
places (it stands only when said of a person).
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon
from redaction.rules.place_prepositions import before_a_street, no_person_nor_address_around, preposition_before

_POSSESSIVE_AFTER = re.compile(r"['’]s?(?![\w])")


def no_given_name_nor_common_surname(words: list[str]) -> bool:
    """Whether no list holds any of the words as a given name, nor the census as a common surname."""
    given = lexicon.world_given_names()
    common = lexicon.census_names().common_surnames
    return all(word.casefold() not in given and word.casefold() not in common for word in words)


def a_town_bearing_a_surname(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words that are a populated place's name in GeoNames, right after a preposition of place, none
    a given name nor a common surname, no full name, in no possessive, before no door's number nor street's word,
    with no person's cue around them (see the module)."""
    value = text[start:end]
    words = lexicon.name_words(value)
    if not words or not value[:1].isupper() or preposition_before(text, start) is None:
        return False
    if value.casefold().strip(" .,") not in lexicon.populated_places():
        return False
    if not no_given_name_nor_common_surname(words) or support.plainly_a_full_name(words):
        return False
    if _POSSESSIVE_AFTER.match(text, end) or before_a_street(text, end):
        return False
    return no_person_nor_address_around(text, start, end, support)
