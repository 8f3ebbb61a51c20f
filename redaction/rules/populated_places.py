"""A populated place on a route: a guessed name that GeoNames lists as a place of 500 people or more ("Volendam",
"Kharkhorin", "Ponoka", "Lambourn") and that no name list holds (no given name nor surname of Faker's 86 locales or
the census), where a route or a trip names its places: right before "to" and another capitalised name ("Lambourn to
Lingfield"), right after "before", "between", "beyond" or a form of "reach" ("reach Palapye on Tuesday", "broke down
before Kharkhorin"), or after "to" right after a vehicle's, a consignment's or a route's word or a distance
("the ferry to Shibushi", "Xpresspost to Iqaluit", "36 km to Palapye"), never a person's going ("Dr Rees flew to
Padborg"). The tool
knew only countries, US states and cities of 100,000 people or more (redaction/recognizers/support.py,
`known_places`), and took such towns and villages for people. The place's own name is read, not its alternate
names: those hold transliterations and other languages' names, many a person's name ("Anil", "Ryo", "Shirin").
Alone, a populated place's name is no place: many a village bears a name people bear that no list holds ("Ngaio",
"Lamin", "Pemba", "Achterberg"), and "a message from Ngaio" or "I stayed with Ngaio" names a person.

A place is personal only when it is said of a person, so the name is judged as a place, not dropped: it stands when
the text says someone lives there, comes from there, moved there or is there ("we're from Glinsk"), when it follows
a person's name with a comma or with "from", "in", "of" or "here from" between, or stands before a postal code or on
an address's line; alone it identifies nobody and is kept. Privacy first: a name that holds a given name or a
surname of any name list ("Florence", "Jordan", "Kerry") or reads as a full name is left to the rules of names, as
is a name with a person's cue around it ("Mrs Achterberg", "Xiaoling says"), and a name a supported name holds
elsewhere in the text ("Rosalind Achterberg ... Achterberg"): many a village bears a surname.

Three rules of one reading, in three tables, as a landform's name is read (redaction/rules/landforms.py): things
named like people (redaction/rules/named_things.py: the name needs a name's support no more), unsupported guesses
(redaction/rules/settling.py: the name stands as a place, after the rest of a supported name) and lone places (a
populated place stands only when said of a person).
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon
from redaction.rules.listed_places import no_persons_name
from redaction.rules.place_prepositions import NUMBER_AFTER

# Right after a word a route's next place follows: "before Kharkhorin", "between Strandhill and", "reach Palapye".
_ROUTE_WORD_BEFORE = re.compile(r"(?i:(?<![\w'’-])(?:before|between|beyond|reach|reaches|reached|reaching)[ \t]+)$")
# "to" right after a vehicle's, a consignment's or a route's word, or a distance: "the ferry sailing to", "Xpresspost
# to", "the bus to", "36 km to". Not a person's going ("flew to", "drove to", "our trip to", "on my way to"): where a
# person goes is theirs.
_GOING_TO_BEFORE = re.compile(
    r"(?i:(?<![\w'’-])(?:ship|ships|shipping|shipped|deliver|delivers|delivering|delivered|delivery|deliveries|post|"
    r"posted|postage|xpresspost|courier|freight|ferry|ferries|bus|buses|coach|train|trains|boat|boats|van|vans|truck|"
    r"trucks|lorry|lorries|route|routes|road|roads|run|runs|km|kms|miles|mi|mins|minutes|hours|hrs)[ \t]+to[ \t]+)$"
)
# Right before "to" or a dash and another capitalised name: "Lambourn to Lingfield", "Garve – Achnasheen".
_TO_A_PLACE_AFTER = re.compile(r"[ \t]+(?:to|[-–—])[ \t]+[A-Z]")


def on_a_route(text: str, start: int, end: int) -> bool:
    """Where a route or a trip names its places (see the module)."""
    window = max(0, start - 40)
    if NUMBER_AFTER.match(text, end):  # an event's, a model's or a room's ("before Panorama 2025")
        return False
    return bool(
        _ROUTE_WORD_BEFORE.search(text, window, start) or _GOING_TO_BEFORE.search(text, window, start)
        or _TO_A_PLACE_AFTER.match(text, end)
    )  # fmt: skip


def a_populated_place(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words that are a populated place's name in GeoNames, no word of which a name list holds, that are
    no full name, stand on a route and have no person's cue around them."""
    value = text[start:end]
    words = lexicon.name_words(value)
    if not words or not value[:1].isupper() or not on_a_route(text, start, end):
        return False
    if value.casefold().strip(" .,") not in lexicon.populated_places():
        return False
    if not no_persons_name(words, support.plainly_a_full_name):
        return False
    return not support.cued(text[max(0, start - 40) : start], text[end : end + 40])
