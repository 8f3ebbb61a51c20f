"""A place inside a place, under a key naming a lodging or a space given to one holder, is where that person lives,
sleeps, works or keeps their animals: `"housing": "Bunkhouse B, Rm 212"`, `"camp_room": "Camp Kerr - Room K2-118"`,
`"stall": "Goat Shed B - Stall 31"`, `"unit": "Donga 11 / Bed B"`.

A business that houses its workers, lets stalls or pens, or books beds writes where one person is in its own words:
a building, a camp or a yard, then the room, the bed, the stall or the pen inside it, each with its letter or number.
Such a value points to one person as a flat's number and its building do, though no street is in it, and the name
model reads no address in it. The key's last word names the lodging or the space (a housing, an accommodation,
quarters, a room, a bed, a bunk, a cabin, a unit, a stall, a pen, a shed, a stable, a kennel, a locker, a stay); the
value is two to four steps joined by a comma, a dash or a slash between spaces, each one to three capitalised words
perhaps with a letter or a short code after them, one step at least a word with its letter or number, and a digit
somewhere or two such steps. A room or a unit written in one step ("Consult 2", "Unit 14", "VAN-03") is a consulting
room, a fleet's van or a kind of room on offer, and stays; so does a desk's or a team's name with no number ("Revenue
Desk - Sale Yard"). Inside a lodging's record, though, a room's or a bed's short code in one step is the holder's:
`"housing": [{"room": "212-B", "from": ...}]` lists where one worker slept, as a flat's number under its address
does, so a value of one or two short tokens with a digit (`212-B`, `F7`, `Rm 12`) under a lodging's key, in an
object whose own key names where one person lives or sleeps (`housing`, `accommodation`, `cabin`; not a plural,
nor a unit, a bed or a pen, a fleet's, a guest house's or a farm's as often), is where that person
sleeps (`a_room_in_a_lodgings_record`); rooms on offer sit under `rooms`, `slots` or `availability`. Read by the
telling keys (redaction/recognizers/keys.py): the value is an address, replaced wherever the session writes it.
"""

from __future__ import annotations

import re

# The last word of a key that names a lodging, or a space given to one holder for their work or their animals.
LODGING_WORDS = frozenset({
    "housing", "accommodation", "lodging", "quarters", "room", "bed", "bunk", "cabin", "unit", "stall", "pen",
    "shed", "stable", "kennel", "locker", "stay",
})  # fmt: skip

_CAPITALISED = r"[^\W\d_a-z][^\W\d_]*\.?"
# A letter or a short code after a step's words: "B", "212", "K2-118", "No. 9"; one capital letter alone, or a digit in
# it (a year's or a time's shape is no door).
_MARK = r"(?:(?i:no)\.?[ \t])?(?:[A-Z](?![\w-])|(?=[A-Z0-9-]{0,7}\d)[A-Z0-9][A-Z0-9-]{0,7}(?![\w-]))"
_WORDS = rf"{_CAPITALISED}(?:[ \t]{_CAPITALISED}){{0,2}}"
_MARKED_STEP = re.compile(rf"{_WORDS}[ \t]{_MARK}")
_STEP = rf"{_WORDS}(?:[ \t]{_MARK})?"
_SEPARATOR = re.compile(r",[ \t]|[ \t][-–/][ \t]")
_PLACE_INSIDE_A_PLACE = re.compile(rf"{_STEP}(?:(?:{_SEPARATOR.pattern}){_STEP}){{1,3}}")


# The last word of an object's key that names where one person lives or sleeps: a room's code inside it is theirs (a
# unit, a pen or a bed is a fleet's, a farm's or a guest house's extra as often: `"unit": {"kode_unit": "TR4-KUB-07"}`).
DWELLINGS = frozenset({"housing", "accommodation", "lodging", "quarters", "bunk", "cabin", "stay"})


def a_lodging(words: tuple[str, ...]) -> bool:
    """Whether the key's last word names a lodging or a space given to one holder (`housing`, `camp_room`, `stall`)."""
    return bool(words) and (words[-1] in LODGING_WORDS or words[-1].removesuffix("s") in LODGING_WORDS)


# One or two short tokens with a digit: a room's, a bed's or a stall's code ("212-B", "F7", "Rm 12", "Bed 3B").
_SHORT_CODE = re.compile(r"(?=[^\n]{0,12}$)(?=\S*\d|\S+[ \t]\S*\d)[A-Za-z0-9][\w-]*(?:[ \t][\w-]+)?")


def a_room_in_a_lodgings_record(container_words: tuple[str, ...], value: str) -> bool:
    """Whether a short code with a digit (`212-B`) sits in an object whose own key names a lodging (`housing`,
    `accommodation`): a room of one holder's lodging record."""
    return bool(container_words) and container_words[-1] in DWELLINGS and bool(_SHORT_CODE.fullmatch(value.strip()))


def a_place_inside_a_place(value: str) -> bool:
    """Two to four steps of capitalised words joined by a comma, a dash or a slash, one at least with its letter or
    number after them, and a digit among them or two such steps."""
    text = value.strip()
    if not _PLACE_INSIDE_A_PLACE.fullmatch(text):
        return False
    marked = [step for step in _SEPARATOR.split(text) if _MARKED_STEP.fullmatch(step)]
    return bool(marked) and (any(char.isdigit() for char in text) or len(marked) > 1)


# (a value, whether it is a place inside a place)
EXAMPLES: tuple[tuple[str, bool], ...] = (
    ("Bunkhouse B, Rm 212", True),
    ("Camp Kerr - Room K2-118", True),
    ("Goat Shed B - Stall 31", True),
    ("Camel Yard C - Pen 12", True),
    ("Donga 11 / Bed B", True),
    ("Line 4, Room 11, Upper Division", True),
    ("Consult 2", False),  # one step: a consulting room
    ("Unit 14", False),
    ("VAN-03", False),
    ("Family Tent 2", False),
    ("Revenue Desk - Sale Yard", False),  # no letter or number after a step
    ("R-5 Walnut View", False),
    ("2 kreveti", False),
    ("Thomsen Harbor, Float C", False),  # one marked step and no digit
)
# (the key of the object holding the value, a value, whether it is a room of one holder's lodging record)
ROOM_EXAMPLES: tuple[tuple[str, str, bool], ...] = (
    ("housing", "212-B", True),
    ("accommodation", "F7", True),
    ("housing", "Rm 12", True),
    ("booking", "212-B", False),  # a booking's room is read by its own keys
    ("rooms", "212-B", False),  # a list of rooms: on offer as often
    ("availability", "212-B", False),
    ("housing", "Standard Queen", False),  # no digit: a kind of room
    ("housing", "Block F, Kawaigam camp, room 7", False),  # too long for a code
    ("unit", "TR4-KUB-07", False),  # a fleet's unit: a tractor
    ("extra_bed", "R-5", False),  # a guest house's extra bed in a room
)
