"""A name in a place's company: one item of a list another item of which names a place ("trucks to Accra, Kumasi
and Tamale", "Govetts Leap Road, Blackheath", "Broad Creek, Oodnadatta and Harris Creek"), the items of a list
closed by a place's common noun ("the Cahir, Clonmel and Cashel area"), or a name between "out", "up", "down" or
"over" and "way" ("out Waihopai way"). In every domain and language a list holds
things of one kind: beside a country, a large city, a landform's, a water's or a street's name, a town's name is a
town's, whatever else its words name; and an area, a district or a county is a place's. Only a place the tool
knows by itself vouches for a list, never one the language model alone found: two unknown names it took for places
would vouch for each other, and `leaders=[Balto, Nanook, Sisu, Freja]` may be people. A list under a key the key
tables read neither as a place's nor as a thing's (`leaders=[...]`) is read so only when such a known place stands
in it; a common noun or "out ... way" is not enough there.

A place is personal only when it is said of a person, so the name is judged as a place, not dropped: it stands when
the text says someone lives there, comes from there, moved there or is there ("I grew up in Blackheath, Katoomba
and Sydney"), when it follows a person's name and a comma, or stands before a postal code or on an address's line;
a list that is an address ("#7 Cupid's Cay Rd, Governor's Harbour, Eleuthera") is left to the rules of addresses,
and a list under a key naming a person, a role or a trade (`"guests": [...]`, `pax=[...]`) to the rules of keys.
Privacy first: a name that holds a given name or a surname of any name list ("Warren", "Kerry", "Scott", "Avon",
"Woodford") or reads as a full name is left to the rules of names, since a list of people may name a town too ("Kofi
Mensah, Okafor and Kerry"), a person may be written surname first ("Villanueva, Rosario"), and a large city that is
a name people bear ("Rosario", "Houston") is no place's company; so is a name with a person cue around it ("Dear Ryde,
Accra is booked").

Three rules of one reading, in three tables, as a landform's name is read (redaction/rules/landforms.py): things
named like people (redaction/rules/named_things.py: the name needs a name's support no more), unsupported guesses
(redaction/rules/settling.py: the name stands as a place) and lone places (a place in a place's company stands only
when said of a person).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.recognizers import support as lexicon
from redaction.rules.landforms import in_an_address, landform_run

# A street's own noun, closing a street's name with no door's number: a list holding it lists places ("Govetts Leap
# Road, Blackheath"). Only the nouns no one bears or is called by.
STREET_NOUNS = frozenset({
    "street", "st", "road", "rd", "avenue", "ave", "lane", "ln", "boulevard", "blvd", "highway", "hwy", "terrace",
    "crescent", "motorway", "freeway", "expressway", "parkway",
})  # fmt: skip
# A place's common noun closing a list or a name in lower case: "the Clonmel, Cahir and Cashel area", "Fayette,
# Woodford and Scott counties", "the Waikato district". No one's name is written before them.
PLACE_NOUNS = frozenset({
    "area", "areas", "district", "districts", "county", "counties", "region", "regions", "province", "provinces",
    "parish", "parishes", "suburb", "suburbs", "municipality", "municipalities", "township", "townships",
})  # fmt: skip

_UPPER = "A-ZÀ-ÖØ-ÞĀ-ſ"
# One capitalised word of a place's name, with its apostrophes and hyphens ("Ha'apai", "Ħaż-Żebbuġ").
_CAP = rf"[{_UPPER}][^\W\d_]*(?:['’-][^\W\d_]+)*\.?"
# An item of a list: capitalised words with the small words places' names hold between them ("Stoke on Trent",
# "Vale of Ffestiniog"), perhaps after "the" and in quotation marks.
_SMALL = r"(?:of|on|upon|under|de|del|la|le|du|da|van|von|y|ap)"
_ITEM = rf"(?:the[ \t]+)?[\"'“‘]?{_CAP}(?:[ \t]+(?:{_SMALL}[ \t]+)?{_CAP})*[\"'”’]?"
# What joins the items of a list: a comma (perhaps with "and", "or"), "and", "or", "&", a spaced dash.
_JOIN = r"(?:[ \t]*,[ \t]*(?:(?:and|or|&)[ \t]+)?|[ \t]+(?:and|or|&)[ \t]+|[ \t]+[-–—][ \t]+)"
_ITEM_BEFORE = re.compile(rf"(?<![\w'’.-])(?P<item>{_ITEM}){_JOIN}$")
_ITEM_AFTER = re.compile(rf"{_JOIN}(?P<item>{_ITEM})(?![\w'’-])")
_PLACE_NOUN_AFTER = re.compile(r"[ \t]+(?P<noun>[a-z]+)\b")
# "out Waihopai way", "up Kendal way", "down Truro way": where a place lies, said of a place only.
_WAY_BEFORE = re.compile(r"(?i:\b(?:out|up|down|over)[ \t]+)$")
_WAY_AFTER = re.compile(r"[ \t]+way\b")
_ARTICLE_BEFORE = re.compile(r"(?<![\w'’-])the[ \t]+$")
_CAPITALISED_AROUND = re.compile(rf"(?:{_CAP}[ \t]+)*$")
_CAPITALISED_AFTER = re.compile(rf"(?:[ \t]+{_CAP})*")
# The key a list or a value opens after, in a log line or in JSON pasted into a text: `"guests": [`, `pax=[`.
_KEY_OPENING = re.compile(r"(?P<key>[\w.-]+[\"']?\s*[=:]\s*\[?\s*[\"']?)$")
_MAX_ITEMS = 12
# The words of the key tables' thing words that name a place (redaction/recognizers/keys.py, THING_WORDS).
_PLACE_KEY_WORDS = frozenset({"city", "street", "country", "state", "region", "zone"})


def _item_words(item: str) -> list[str]:
    return lexicon._WORD.findall(item)


def _bare(text: str, start: int, end: int) -> tuple[int, int]:
    """The item without "the", the quotation marks around it and a sentence's full stop."""
    value = text[start:end]
    stripped = value.lstrip("\"'“‘")
    if stripped.startswith("the ") or stripped.startswith("the\t"):
        stripped = stripped[4:].lstrip("\"'“‘ \t")
    start += len(value) - len(stripped)
    value = text[start:end]
    return start, end - (len(value) - len(value.rstrip("\"'”’.")))


def list_items(text: str, start: int, end: int) -> tuple[tuple[int, int], list[tuple[int, int]]]:
    """The span's item of a list (the span with the capitalised words around it) and the list's other items, in
    the text's order, each as where it begins and ends."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = len(text) if text.find("\n", end) < 0 else text.find("\n", end)
    around = _CAPITALISED_AROUND.search(text, line_start, start)
    first = around.start() if around else start
    article = _ARTICLE_BEFORE.search(text, max(line_start, first - 6), first)
    first = article.start() if article else first
    after = _CAPITALISED_AFTER.match(text, end, line_end)
    last = after.end() if after else end
    # a quoted item of a list in a log line or in JSON: `stops=["Kelburn", "Lambton Quay"]`
    if first > line_start and text[first - 1] in "\"'“‘" and last < line_end and text[last] in "\"'”’":
        first, last = first - 1, last + 1
    items: list[tuple[int, int]] = []
    left = first
    while len(items) < _MAX_ITEMS and (found := _ITEM_BEFORE.search(text, max(line_start, left - 80), left)):
        items.insert(0, _bare(text, found.start("item"), found.end("item")))
        left = found.start("item")
    right = last
    while len(items) < _MAX_ITEMS and (found := _ITEM_AFTER.match(text, right, line_end)):
        items.append(_bare(text, found.start("item"), found.end("item")))
        right = found.end("item")
    return (first, last), items


def _a_persons_key(opening: str) -> bool:
    """A key naming a person, their role or their trade (`"guests": [`, `pax=[`, `"guides": [`)."""
    from redaction.recognizers.keys import key_words  # the key reader imports the rules
    from redaction.rules import Verdict
    from redaction.rules.trade_keys import TRADE_KEYS

    if lexicon._a_persons_key(opening):
        return True
    key = re.match(r"[\w.-]+", opening)
    words = tuple(key_words(key.group(0))) if key else ()
    return bool(words) and TRADE_KEYS.verdict(words) is Verdict.AS_PERSON


def _a_places_or_a_things_key(opening: str) -> bool:
    """A key the key tables read as a place's (`city`, `village`, `region`...) or a thing's (`stops`, `route`,
    `stations`, `items`...): a list under any other key (`leaders=[`) may list people."""
    from redaction.recognizers.keys import DEFAULT_TELLING_WORDS, THING_WORDS, key_words, names_a_thing

    key = re.match(r"[\w.-]+", opening)
    if key is None:
        return False
    words = key_words(key.group(0))
    singular = [word.removesuffix("s") for word in words] + [word[:-3] + "y" for word in words if word.endswith("ies")]
    return names_a_thing(key.group(0)) or any(
        DEFAULT_TELLING_WORDS.get(word) == "LOCATION" or (word in THING_WORDS and word in _PLACE_KEY_WORDS)
        for word in (*words, *singular)
    )


def _a_street(words: list[str]) -> bool:
    return len(words) > 1 and words[-1].casefold().rstrip(".") in STREET_NOUNS


def _closed_by_a_place_noun(text: str, end: int) -> bool:
    noun = _PLACE_NOUN_AFTER.match(text, end)
    return noun is not None and noun.group("noun") in PLACE_NOUNS


def in_a_places_company(text: str, start: int, end: int, known_place: Callable[[str], bool]) -> bool:
    """Whether the span is an item of a list another item of which is a place the tool knows by itself
    (`known_place` of its words: a country, a large city; a landform's or a water's name; a street's name), or of a
    list closed by a place's common noun, or stands between "out" and "way". Never by a place only the language
    model found: two unknown names it took for places would vouch for each other (`leaders=[Balto, Nanook, Sisu]`).
    Under a key the key tables read neither as a place's nor as a thing's, only a known place in the list counts.
    Not when the span is the whole list: a name alone is judged by the rules of names."""
    (first, last), items = list_items(text, start, end)
    if in_an_address(text, first, last):
        return False  # a town of a person's address ("#7 Cupid's Cay Rd, Governor's Harbour"): the address's rules
    opening = _KEY_OPENING.search(text, max(0, min([first, *(item[0] for item in items)]) - 60),
                                  min([first, *(item[0] for item in items)]))  # fmt: skip
    if opening is not None and _a_persons_key(opening.group("key")):
        return False  # a list under a person's key (`"guests": ["Ryde", ...]`) lists people, whatever else it holds
    # under a key no table reads (`leaders=[...]`), a list may be of people: only a known place in it tells
    unread_key = opening is not None and not _a_places_or_a_things_key(opening.group("key"))
    if not unread_key and _WAY_BEFORE.search(text, max(0, first - 8), first) and _WAY_AFTER.match(text, last):
        return True
    if not items:
        return False
    if not unread_key and _closed_by_a_place_noun(text, max(last, items[-1][1])):
        return True
    for item_start, item_end in items:
        value = text[item_start:item_end]
        words = _item_words(value)
        if not words:
            continue
        if known_place(value) or _a_street(words) or landform_run(text, item_start, item_end) is not None:
            return True
    return False


def a_known_place(value: str, common: Callable[[str], bool]) -> bool:
    """A country, a US state, or a large city whose name is no common word of the language ("Accra", "Leeds"; not
    "Reading", "Enterprise") and no name people bear ("Rosario", "Houston", "Lincoln": "Villanueva, Rosario" is a
    person written surname first): in a list, such an item names the place."""
    places, names = lexicon.known_places(), lexicon.world_names()
    folded = value.casefold().strip(" .,")
    words = _item_words(value)
    if any(word.casefold() in names for word in words):
        return False
    if folded in places.countries:
        return True
    return folded in places.large_cities and not all(common(word) for word in words)


def no_persons_name(words: list[str], full_name: Callable[[list[str]], bool]) -> bool:
    """A name may be judged as a place in a place's company only when no word of it is a given name or a surname of
    any name list and it is no full name: privacy first, a list of people may name a town too ("Okafor, Accra and
    Kerry"), and a person may be written surname first ("Villanueva, Rosario")."""
    names = lexicon.world_names()
    return bool(words) and not any(word.casefold() in names for word in words) and not full_name(words)
