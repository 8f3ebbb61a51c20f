"""A place joined by a preposition of place to the noun of a site that stands there: "the coach stop on Somerled
Square", "the seafront by Lamu Fort", "our Freetown terminal on Bai Bureh Road", "the cupping
lab at Namatala", "the ticket office on Blama Road". A service says where its office, its stop, its jetty or its mill
is; the noun of a site no person is (a stop, a terminal, an office, a shop, a lab, a mill, a depot, ruins, a
seafront...) followed by "on", "at", "in", "near", "by", "off", "along", "beside", "behind", "opposite", "outside"
says the capitalised words after it name where that site is, in any domain: a person is no site's whereabouts.

Privacy first: the words must open with no given name of any name list and be no full name ("the shop near Priya
Okafor", "the stall by Grace" may be a person's), in no
possessive ("the stall at Tunde's" is his), with no person's cue around them ("the office near Mr Okafor"), and
not a person's own place ("my house near ..." is no site of this list: a dwelling said of a person is that person's
location and is left to the rules of names).

A rule of the tables of things named like people and of places the model tagged, written here.
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon

# The nouns of a site a service runs or a visitor goes to, none a person nor a person's dwelling.
SITE_NOUNS = frozenset({
    "stop", "stops", "terminal", "terminus", "station", "office", "offices", "shop", "store", "branch", "outlet",
    "lab", "laboratory", "mill", "depot", "warehouse", "yard", "workshop", "studio", "showroom", "factory", "plant",
    "jetty", "pier", "wharf", "dock", "harbour", "harbor", "port", "marina", "seafront", "waterfront", "promenade",
    "ruins", "market", "stall", "kiosk", "gate", "entrance", "car park", "rank", "clinic", "campus", "church",
    "chapel", "mosque", "temple", "museum", "gallery", "venue", "site", "centre", "center", "slipway",
    "checkpoint", "crossing", "bridge",
})  # fmt: skip
_PREPOSITIONS = r"on|at|in|near|by|off|along|beside|behind|opposite|outside|past"
_NOUNS = "|".join(re.escape(noun) for noun in sorted(SITE_NOUNS, key=len, reverse=True))
# The noun of a site, perhaps a comma, a preposition of place and perhaps "the", right before the span.
_SITE_AND_PREPOSITION_BEFORE = re.compile(
    rf"(?<![\w'’-])(?i:{_NOUNS}),?[ \t]+(?:{_PREPOSITIONS})[ \t]+(?:the[ \t]+)?$"
)
# A possessive closing the span or right after it: "the stall at [Tunde]'s".
_POSSESSIVE_AFTER = re.compile(r"['’]s?(?![\w])")


def a_sites_whereabouts(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words right after a site's noun and a preposition of place, opening with no given name and no
    full name, in no possessive, with no person's cue around them."""
    span = text[start:end]
    if not span[:1].isupper() or not _SITE_AND_PREPOSITION_BEFORE.search(text, max(0, start - 40), start):
        return False
    if re.search(r"['’]s?$", span) or _POSSESSIVE_AFTER.match(text, end):
        return False
    words = lexicon.name_words(span)
    if not words or words[0].casefold() in lexicon.world_given_names() or support.full_name(words):
        return False
    return not support.cued(text[max(0, start - 40) : start], text[end : end + 40])
