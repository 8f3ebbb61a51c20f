"""A key that says its value is a part of a person's name, a nickname, or where a person lives or comes from.

What a key says of its value reads the same wherever the key is written: a tool's arguments and results, a log's
pairs, JSON inside a line of text, a call written as text. Records name a person by the parts of their name under
keys of one word (`verify_age(first="Tyler", last="Nguyen")`), by a nickname (`nickname="Lady Luck"`,
`member.nickname: "The Bull"`), and say where the person lives or comes from by a key made of a person's word and a
place's (`client.home_area`, `home_neighbourhood`, `reviewer_from`, `author_location`): those values stayed in the
fixtures and in every text that wrote them.

- A key that is only a part of a name (`first`, `last`, `given`, `middle`) holds a person's name when its value is
  written as one: one to three capitalised words, no digit, and in a line of text not all words of the language
  (`first="Next"` is no one). A key that names the part with `name` (`first_name`, `surname`, `forename`) or a
  nickname (`nickname`, `nick`, `aka`, `known_as`) holds a person's name whatever its words: "Mere" under
  `first_name` and "The Bull" under `nickname` are names, though words of the language. In a tool's result, a
  nickname is read with the object that holds it: a person's record's (`member.nickname`, `workers[1].nickname`) is
  the person's, a thing's (`"van": {"nickname": "Big Sue"}`, `aircraft.nickname`) and one at the top of a result
  with no object around it (a van's check, `{"van": "VAN-02", "nickname": "Doris"}`) are kept; in a line of text
  no object is written, and `nickname="Lady Luck"` is a person's.
- A key whose last word is a place's (`area`, `neighbourhood`, `suburb`, `town`, `district`, `locality`,
  `location`) or `from`, after `home` or a person's role (`client`, `reviewer`, `author`, `customer`), holds where
  that person lives or comes from: a place, in any case style. A country's, a region's or a state's key stays
  harmless, and a value not written as a place's name (lower case, or with a digit: a date, coordinates, a site's
  code, `"homeLocation": "WAV-03"`) is read as before.

Applied to each key as the telling keys are read (redaction/recognizers/keys.py). AS_PERSON: a person's name (its
part or nickname); AS_PLACE: a person's place; no rule: the key is read as before.
"""

from __future__ import annotations

import re

from redaction.rules import Rule, Table, Verdict, key_example
from redaction.rules.places_given_to_one_holder import a_lodging

# A key that is only one part of a name: its value must be written as a name.
BARE_NAME_PARTS = frozenset({"first", "last", "given", "middle"})
# Keys that name the part of a name, or a nickname, in so many words: one word under them is a name, even a word of
# the language ("Mere", "Rose", "The Bull").
NAMED_PARTS = frozenset({
    "firstname", "lastname", "givenname", "givennames", "middlename", "familyname", "surname", "forename",
    "forenames", "nickname", "nick", "aka", "knownas", "preferredname",
})  # fmt: skip
# A nickname's keys: under an object, the object says whose (`member.nickname` is a person's, `van.nickname` a van's).
NICKNAMES = frozenset({"nickname", "nick", "aka", "knownas"})
# Things people give a nickname to, besides those a thing's container names (a vehicle, a boat, a horse, a machine):
# a van, a truck, an aircraft (`"van": {"nickname": "Big Sue"}`, `"aircraft": {"nickname": "Big Kev"}`).
NICKNAMED_THINGS = frozenset({
    "van", "truck", "lorry", "car", "bus", "bike", "motorbike", "scooter", "tractor", "trailer", "caravan",
    "aircraft", "plane", "helicopter", "drone", "yacht", "ship", "barge", "canoe", "kayak", "grinder", "robot",
})  # fmt: skip
# The last word of a key that says where someone is, lives or comes from.
PLACE_WORDS = frozenset({
    "area", "neighbourhood", "neighborhood", "suburb", "town", "district", "locality", "location", "from",
    "barrio", "quartier", "borough",
})  # fmt: skip
# A name's words: one to three capitalised words (a particle or an initial between), no digit.
_NAME_SHAPE = re.compile(r"[^\W\d_][\w'’.-]*(?:[ ]+[\w'’.-]+){0,2}")


def _joined(words: tuple[str, ...]) -> str:
    return "".join(words)


def a_bare_part_of_a_name(words: tuple[str, ...]) -> bool:
    """Whether the key is only a part of a name (`first`, `last`): its value is a name only in a name's shape."""
    return _joined(words) in BARE_NAME_PARTS


def a_named_part_of_a_name(words: tuple[str, ...]) -> bool:
    """Whether the key names a part of a name or a nickname in so many words (`first_name`, `nickname`)."""
    return _joined(words) in NAMED_PARTS


def a_nickname(words: tuple[str, ...]) -> bool:
    """Whether the key is a nickname's (`nickname`, `nickName`, `aka`, `known_as`)."""
    return _joined(words) in NICKNAMES


def a_things_nickname(container: list[str]) -> bool:
    """Whether the object holding a nickname is a thing people nickname (a van, an aircraft): the nickname is the
    thing's."""
    return any(word in NICKNAMED_THINGS or word.removesuffix("s") in NICKNAMED_THINGS for word in container)


def written_as_a_name(value: str) -> bool:
    """A value in a name's shape: one to three words, the first and the last capitalised, no digit."""
    text = value.strip()
    words = text.split()
    return bool(_NAME_SHAPE.fullmatch(text)) and words[0][:1].isupper() and words[-1][:1].isupper()


def written_as_a_place(value: str) -> bool:
    """A value in a place's shape: capitalised, no digit (`"homeLocation": "WAV-03"` is a site's code)."""
    text = value.strip()
    return text[:1].isupper() and not any(char.isdigit() for char in text)


def a_persons_place(words: tuple[str, ...]) -> bool:
    """Whether the key's last word is a place's, or `from`, after `home` or a person's role."""
    from redaction.recognizers.keys import PERSON_ROLE_WORDS  # the key reader imports this module

    if len(words) < 2 or words[-1] not in PLACE_WORDS:
        return False
    return any(word == "home" or word in PERSON_ROLE_WORDS for word in words[:-1])


KEYS_OF_A_PERSON: Table[tuple[str, ...]] = Table(
    "Keys of a person's name and place",
    "Each key a value stands directly under, as the telling keys are read (redaction/recognizers/keys.py). "
    "AS_PERSON: the value is a person's name, a part of it or a nickname; AS_PLACE: the place where a person lives "
    "or comes from; no rule: read as before.",
    (
        Rule("a_bare_part_of_a_name", "reads a key that is only a part of a name (`first`, `last`, `given`, "
             "`middle`) as a person's, for a value written as a name (one to three capitalised words, no digit; "
             "in a line of text, not all words of the language)", "a call written as text names its person by "
             "the parts of the name (`verify_age(first=\"Tyler\", last=\"Nguyen\")`), and those values stayed "
             "(redaction/rules/keys_of_a_person.py)", Verdict.AS_PERSON, a_bare_part_of_a_name,
             ("first", "last", "given"),
             ("first_seen", "last_login", "family", "firstly")),
        Rule("a_named_part_of_a_name", "reads a key naming a part of a name or a nickname (`first_name`, "
             "`surname`, `nickname`, `aka`) as a person's whatever the words of its value", "`\"first_name\":"
             "\"Mere\"` in JSON inside a line and `nickname=\"Lady Luck\"`, `member.nickname: \"The Bull\"` name "
             "people with words of the language", Verdict.AS_PERSON, a_named_part_of_a_name,
             ("nickname", "nickName", "first_name", "surname", "known_as"), ("name", "nick_count", "username")),
        Rule("a_persons_place", "reads a key whose last word is a place's (`area`, `neighbourhood`, `suburb`, "
             "`town`, `location`) or `from`, after `home` or a person's role, as where that person lives or "
             "comes from, for a value capitalised and with no digit (`\"homeLocation\": \"WAV-03\"` is a site's "
             "code)", "`client.home_area`, `home_neighbourhood`, `reviewer_from` and `author_location` hold "
             "a person's own place, and those values stayed", Verdict.AS_PLACE, a_persons_place,
             ("home_area", "homeNeighbourhood", "reviewer_from", "author_location", "customer_suburb"),
             ("area", "service_area", "pickup_location", "from", "home", "delivery_town")),
        Rule("a_place_given_to_one_holder", "reads a key whose last word names a lodging or a space given to one "
             "holder (`housing`, `camp_room`, `bed`, `cabin`, `unit`, `stall`, `pen`) as where that person lives, "
             "sleeps, works or keeps animals, for a value written as a place inside a place (a building, a camp or a "
             "yard, then the room, the bed or the stall in it, one with its letter or number: redaction/rules/"
             "places_given_to_one_holder.py)", "`\"housing\": \"Bunkhouse B, Rm 212\"`, `\"camp_room\": \"Camp "
             "Kerr - Room K2-118\"` and `\"stall\": \"Goat Shed B - Stall 31\"` point to one worker or trader as a "
             "flat's number and its building do; a room or a unit in one step (\"Consult 2\", \"VAN-03\") stays",
             Verdict.AS_PLACE, a_lodging, ("housing", "camp_room", "stall", "unit", "line_room"),
             ("room_type", "stall_no", "unit_price", "bedrooms")),
    ),
    key_example,
)
