"""A part of an address a tool holds, written alone in a text, is that address's when it tells where by itself.

An address a key holds whole (`"address": "c/- Leota Pele, next to the EFKS church, Sasina, Savai'i"`) is written
again in the session's texts part by part, in another order, with other parts around it ("Delivery address changed
to: Leota Pele, next to the EFKS church, Sasina"): the whole address and its first parts are searched for
(`address_prefixes` in redaction/pseudonyms.py), and a name or a village in it is found by its own rule, but a part
telling the way or the door was left in the text. A comma-separated part of the held address is the address's, and
replaced wherever a text writes it, when it points to one door by itself:

- a house's, a flat's or a box's designation: letters and digits in one part of six characters or more
  ("Skurholmsvägen 9", "Flat 2C", "KG 11 Ave", "PO Box 417");
- directions or the parts of a building, told in words: three words or more, two of them words in lower case of a
  cased script ("next to the EFKS church", "door at the back of the yard", "the house after the second bridge"),
  or four words or more in a script without capitals.

A part that is a place's name is not one of these, even of several words ("Isle of Man", "Vila Nova de Gaia",
"Kigali City", "Luleå C"): a town or a country is found by the rules of places, and most often kept. Only an address
a key holds as an address is read so; a business's address under a key of its own is never held as a person's.

People also write a held address shorter than the record does (`other_writings`), in any case:

- without its street's type, the door's number and the street's name kept before it and the flat after it ("2870 e
  lanark meadows apt 12b" for `2870 E Lanark Meadows Ln Apt 12B`): a house's number, a name and a flat's or a
  direction's word still point to one door; a number and one word alone ("12 Main" of `12 Main St`) do not, and
  are not read;
- a rural route or a highway contract route without its box ("HC 58" of `HC 58 Box 114`, "RR 2" of `RR 2 Box 30`):
  the route's letters and number are written first and the box after, and a customer tells the route alone as the
  address it is ("HC 58 was my mother's box"). A post office box alone has no route before it (`PO Box 417` gives
  nothing more).
"""

from __future__ import annotations

import re

from redaction.recognizers.addresses import STREET_SUFFIXES

# (an address a key holds, the parts of it that are the address's wherever a text writes them)
EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("c/- Leota Pele, next to the EFKS church, Sasina, Savai'i", ("next to the EFKS church",)),
    ("Flat 2C, 4th floor, door at the back of the yard, Kolonia",
     ("Flat 2C", "4th floor", "door at the back of the yard")),
    ("Skurholmsvägen 9, 973 46 Luleå", ("Skurholmsvägen 9", "973 46 Luleå")),
    ("PO Box 417, Lautoka", ("PO Box 417",)),
    ("12, Main Road, Isle of Man", ()),  # a number alone, a street's name, a place's name
    ("Rua da Consolação, Vila Nova de Gaia, Portugal", ()),
    ("ਪਿੰਡ ਚੂਹੜਚੱਕ, ਮੋਗਾ-ਕੋਟਕਪੂਰਾ ਰੋਡ ਤੋਂ ਅੰਦਰ ਕੱਚਾ ਰਾਹ", ("ਮੋਗਾ-ਕੋਟਕਪੂਰਾ ਰੋਡ ਤੋਂ ਅੰਦਰ ਕੱਚਾ ਰਾਹ",)),
)

_MIN_DESIGNATION = 6  # "Flat 2C"; shorter ("Apt 4", "3B") is as often another's
_MIN_WORDS = 3
_MIN_LOWER_WORDS = 2
_MIN_UNCASED_WORDS = 4
_SEPARATORS = re.compile(r"[,;\n]")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def _cased(word: str) -> bool:
    return any(char.lower() != char.upper() for char in word)


def _a_door(part: str) -> bool:
    """Letters and digits in one part: a house's, a flat's, a box's designation."""
    return (len(part) >= _MIN_DESIGNATION and any(char.isdigit() for char in part)
            and any(char.isalpha() for char in part))  # fmt: skip


def _the_way(part: str) -> bool:
    """Directions or a building's parts told in words: words in lower case of a cased script, or many words of a
    script without capitals."""
    words = part.split()
    if len(words) < _MIN_WORDS:
        return False
    lettered = [word for word in words if _WORD.match(word)]
    lower = [word for word in lettered if _cased(word) and word[0].islower()]
    uncased = [word for word in lettered if not _cased(word)]
    return len(lower) >= _MIN_LOWER_WORDS or len(uncased) >= _MIN_UNCASED_WORDS


def address_parts(address: str) -> list[str]:
    """The comma-separated parts of an address a key holds that point to one door by themselves, short of the
    whole address."""
    parts = [part.strip() for part in _SEPARATORS.split(address)]
    if len([part for part in parts if part]) < 2:
        return []
    return [part for part in dict.fromkeys(parts) if part and (_a_door(part) or _the_way(part))]


# (an address a key holds, the shorter writings of it that are the same address)
WRITINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("2870 E Lanark Meadows Ln Apt 12B, Meridian, ID 83642", ("2870 E Lanark Meadows Apt 12B",)),
    ("2870 E Lanark Meadows Ln #12B", ("2870 E Lanark Meadows #12B",)),
    ("HC 58 Box 114, Ganado, AZ 86505", ("HC 58",)),
    ("RR 2 Box 30", ("RR 2",)),
    ("Rural Route 4 Box 12", ("Rural Route 4",)),
    ("41 Harbour View Rd, Unit 3", ("41 Harbour View",)),
    ("12 Main St, Springfield", ()),  # a number and one word alone
    ("PO Box 417, Lautoka", ()),  # a post office's box, no route
    ("Unit 14, 9 Hill St", ()),  # the street's type last: nothing after it, and two words left
    ("Flat 2C, 4th floor, Kolonia", ()),
    ("Rua da Consolação 88, Porto", ()),  # no type after the name
    ("14 October. From Cape", ()),  # a sentence's words
)

_TYPES = frozenset(word.casefold() for word in STREET_SUFFIXES)
_HOUSE_NUMBER = re.compile(r"\d{1,6}[A-Za-z]?")
_NAME_WORD = re.compile(r"[^\W\d_][\w'’-]*")
# A route's letters and number, then its box: "HC 58 Box 114", "RR 2 Box 30", "R.R. 3 Box 12".
_ROUTE_AND_BOX = re.compile(
    r"(?P<route>(?:[A-Z](?:\.?[A-Z]){1,2}\.?|(?i:(?:rural|star)[ \t]+route))[ \t]?\d{1,4}),?"
    r"[ \t]+(?i:box)[ \t]+\d+[A-Za-z]?"
)
# A house's number and two words or more ("2870 E Lanark Meadows"); "12 Main" is as often another's.
_MIN_WITHOUT_TYPE = 3


def _without_street_type(part: str) -> str | None:
    """The part without its street's type, when a house's number opens it and capitalised words name the street
    before the type: "2870 E Lanark Meadows Ln Apt 12B" -> "2870 E Lanark Meadows Apt 12B"."""
    words = part.split()
    if len(words) < _MIN_WITHOUT_TYPE or not _HOUSE_NUMBER.fullmatch(words[0]):
        return None
    # The street's type is the last such word after the name ("Meadows" names the street in "Lanark Meadows Ln").
    types = [index for index, word in enumerate(words) if index >= 2 and word.rstrip(".").casefold() in _TYPES]
    if not types:
        return None
    at = types[-1]
    name = words[1:at]
    if not all(word[:1].isupper() and _NAME_WORD.fullmatch(word) for word in name):
        return None  # a sentence's words, a stop among them, are no street's name ("14 October. From Cape")
    shorter = words[:at] + words[at + 1 :]
    return " ".join(shorter) if len(shorter) >= _MIN_WITHOUT_TYPE else None


def other_writings(address: str) -> list[str]:
    """The shorter writings of an address a key holds that are still that address: each comma-separated part
    without its street's type, a rural route without its box."""
    found = []
    for part in (part.strip() for part in _SEPARATORS.split(address)):
        shorter = _without_street_type(part)
        if shorter is not None:
            found.append(shorter)
        route = _ROUTE_AND_BOX.fullmatch(part)
        if route is not None:
            found.append(route.group("route"))
    return list(dict.fromkeys(found))
