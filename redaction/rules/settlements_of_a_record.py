"""A settlement written bare in a record that names a person is where that person lives.

A log line or JSON pasted into a message writes a person's record as pairs: a name under a name's key, then the
suburb or the town the person lives in under the place's key alone (`client.intake name="Nathan Councillor" ...
suburb=Rangeway`, `{"student": {"name": "Kai Tanaka", ..., "suburb": "Dalyellup"}}`, `{"hirer": {"name": "Jo
Pickering", ..., "town": "Halcombe"}}`). Alone, a bare `suburb` or `town` says nothing of whose: an inspection's
suburb, a permit's town, a pickup's town (`{"suburb": "Castle Hill", "council": ...}`, `town=TENGAH status=APPROVED`,
`assign_pickup(hotel="...", town="Uçhisar")`) are a business's. The evidence is the record: in a line that writes a
person's name under a key, a settlement under a bare settlement's key is that person's, in any domain.

Only the settlements people live in are read (`SETTLEMENT_KEYS`): `area` and `location` name a site or a zone as
often as a home, and a key of several words says whose already (`home_suburb`, `delivery_town`: redaction/rules/
keys_of_a_person.py). The value must be written as a place's name (capitalised, no digit). In JSON the record is the
object that holds both: a feast's locality beside a contact's object (`{"contact": {"name": "Stephen Micallef"},
"locality": "Gudja", "feast": ...}`) is the feast's. Read by redaction/recognizers/key_values.py on the pairs of one
text.
"""

from __future__ import annotations

from redaction.rules.keys_of_a_person import written_as_a_place

# A key that is only a settlement's word: the value is a person's place when the record names a person.
SETTLEMENT_KEYS = frozenset({"suburb", "town", "locality", "neighbourhood", "neighborhood", "township"})

# (a key's words, its value, whether the record names a person, whether the value is a person's place)
EXAMPLES: tuple[tuple[tuple[str, ...], str, bool, bool], ...] = (
    (("suburb",), "Rangeway", True, True),  # client.intake name="Nathan Councillor" suburb=Rangeway
    (("town",), "Halcombe", True, True),  # {"hirer":{"name":"Jo Pickering",...,"town":"Halcombe"}}
    (("suburb",), "Castle Hill", False, False),  # an inspection's suburb, no one named
    (("town",), "TENGAH", False, False),  # a permit's town
    (("area",), "Kisasa", True, False),  # an area is a zone as often as a home
    (("suburb",), "unknown", True, False),  # not written as a place
    (("town",), "2477", True, False),  # a number
)


def a_settlement_of_a_record(words: tuple[str, ...], value: str, names_a_person: bool) -> bool:
    """Whether a value under a bare settlement's key is the place of the person the record names."""
    return names_a_person and "".join(words) in SETTLEMENT_KEYS and written_as_a_place(value)


def object_opening(text: str, position: int) -> int:
    """Where the innermost JSON object holding `position` opens (-1 outside any: a log line is one record)."""
    opened: list[int] = []
    quoted = False
    index = 0
    while index < position:
        char = text[index]
        if char == "\\" and quoted:
            index += 2
            continue
        if char == '"':
            quoted = not quoted
        elif not quoted and char == "{":
            opened.append(index)
        elif not quoted and char == "}" and opened:
            opened.pop()
        index += 1
    return opened[-1] if opened else -1
