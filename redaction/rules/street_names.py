"""A street's name without its door: "closures around Ashton New Road", "a plough breakdown on Birchwood Avenue",
"the cricket club field off Victoria Road", "escort_via='RTL Robinson yard, Kam Lake Rd'". A street is often named
after a person, a town or an estate, so its name holds a given name or a surname ("Victoria", "Marlborough") that
keeps it as a person's name; the street's word closing it, or written right after it on the same line, says a
street is meant. Only a street's word that no name list holds counts (Road, Rd, Avenue, Drive, Boulevard,
Crescent, Highway...): no one is called "Road", while "Jordan Lane", "Mount Street" or "Paul Way" can be
somebody's full name (Lane, Street, Way, Terrace and Court are surnames). "St" is left out: it is a saint's too
("Peter St John").

Privacy first: a street named alone identifies nobody, but the street a person lives on is theirs, so a name with a
door's number before it ("14 Victoria Road": an address, left to the rules of addresses), with a person's dwelling
said before it ("I live on Victoria Road", "her flat off Marlborough Road"), or with a person's cue around it
("Dear Victoria\\nRoad closures...") is left to the rules of names.
"""

from __future__ import annotations

import re
from functools import cache

from redaction.recognizers import support as lexicon
from redaction.rules.listed_places import STREET_NOUNS

# A street's words written after its name; the ones a name list holds are set aside when read (see the module).
_STREET_WORDS = (STREET_NOUNS | {"drive"}) - {"st"}
# The street's word closing the span, or written right after it on the same line ("Victoria Road", "Kam Lake Rd.").
_LAST_WORD = re.compile(r"([A-Za-z]+)\.?['’\"]?$")
_WORD_AFTER = re.compile(r"[ \t]+([A-Z][A-Za-z]*)\b")
# A door's number before the name: "14 Victoria Road", "Flat 2, 9 Marlborough Road".
_DOOR_BEFORE = re.compile(r"\d+[A-Za-z]?[,/]?[ \t]+$")
# A person's dwelling said before the street: "I live on", "lives off", "we moved to", "her house on", "my address:".
_DWELLING_BEFORE = re.compile(
    r"(?i:\b(?:live[sd]?|living|reside[sd]?|residing|stay(?:s|ed|ing)?|moved|moving|move|home|house|flat|"
    r"apartment|address|postcode|grew up|born|i|i'm|i’m|we|we're|we’re|my|our|her|his|their)\b[^.!?\n]{0,25})$"
)


@cache
def street_words() -> frozenset[str]:
    """The street's words no name list holds: no one bears them as a given name or a surname."""
    names = lexicon.world_names()
    return frozenset(word for word in _STREET_WORDS if word not in names)


def a_streets_name(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words closed by a street's word no name list holds, or right before one on the same line, with no
    door's number before them, no person's dwelling said before them and no person's cue around them."""
    value = text[start:end]
    if not value[:1].isupper():
        return False
    closing = _LAST_WORD.search(value)
    after = _WORD_AFTER.match(text, end)
    words = street_words()
    if not (
        (closing and closing.group(1)[:1].isupper() and closing.group(1).casefold() in words and closing.start() > 0)
        or (after and after.group(1).casefold() in words)
    ):
        return False
    return not said_as_a_persons(text, start, end, support)


def said_as_a_persons(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Whether a door's number or a person's dwelling is said before the name, or a person's cue around it: the
    place may be someone's address ("14 Victoria Road", "I live on Victoria Road")."""
    window = max(0, start - 40)
    if _DOOR_BEFORE.search(text, window, start) or _DWELLING_BEFORE.search(text, window, start):
        return True
    return support.cued(text[window:start], text[end : end + 40])
