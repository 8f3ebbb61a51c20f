"""The rest of a list opened by a preposition of place: "Jobs in Chivi, Zaka or Gutu", "Evening milk at Cherangany
and Kapsara", "tours of the ponds at Bukuru or Barkin Ladi", "a seal fitted at Malaba or Busia". The first item
stands right after "in", "at", "on", "near", "past", "through"... and reads as a place by the rule of those
prepositions (redaction/rules/place_prepositions.py: capitalised words no name list holds, no person cue around
them, before no door's number nor a street's word), or at the end of a way ("a 20-minute drive to Kisoro, Rubanda and
Kabale": redaction/rules/places_on_the_way.py); a list holds things of one kind, so every other item of it,
joined by a comma, "and", "or" or "&", is a place too, in any domain and language. The rule of a place's company
(redaction/rules/listed_places.py) asks a place the tool knows by itself, a country or a large city, to vouch for a
list; here the text itself says the first item is a place, by the word before it: over the tuning sets the towns,
villages and markets a business serves were listed so ("deliver across Cathays, Roath and Splott"), while a list of
people stood after a person's cue or a verb of giving and calling ("give it to Tunde and Kofi", "shouted at Xiaoling
and Bao").

A place is personal only when it is said of a person, so the name is judged as a place, not dropped: it stands when
the text says someone lives there, comes from there or is there ("I live in Chivi, Zaka or Gutu"), when it follows a
person's name, or stands before a postal code or on an address's line; a list that is an address ("at Knockanore,
Ardfinnan, Co. Tipperary E91 P6C2", a code with a digit right after it) or after a dwelling said of someone ("the
house on Hala Tupou, Ma'ufanga", "post it to her at Carrowmore, Ballinacarrow") is left to the rules of addresses.
Privacy first: an item that holds a given name or a surname of any name list or reads as a full
name, or has a person cue around it, is left to the rules of names, and so is every item of a list whose first item
does ("in Kerry, Zaka and Gutu" vouches for nothing).

Three rules of one reading, in three tables, as a place after such a preposition is read
(redaction/rules/place_prepositions.py): things named like people (redaction/rules/named_things.py: the name needs a
name's support no more), unsupported guesses (redaction/rules/settling.py: the name stands as a place) and lone
places (a place in such a list stands only when said of a person).
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon
from redaction.rules.landforms import in_an_address
from redaction.rules.listed_places import list_items
from redaction.rules.place_prepositions import after_a_place_preposition, capitalised_nameless
from redaction.rules.places_on_the_way import on_the_way
from redaction.rules.street_names import _DWELLING_BEFORE as DWELLING_BEFORE

# A code with a digit right after the list's last item: a postal code closing an address's lines ("Knockanore,
# Ardfinnan, Co. Tipperary E91 P6C2").
_CODE_AFTER = re.compile(r"[ \t]*,?[ \t]*[A-Z\d]*\d[A-Z\d]*\b")


def head_of_the_list(text: str, start: int, end: int, support: lexicon.PersonSupport) -> tuple[int, int] | None:
    """Where the first item of the span's list begins and ends, when the span is capitalised words no name list
    holds, no full name, with no person cue around them, and that first item (another than theirs) stands right
    after a preposition of place and reads as a place there; else None."""
    if not capitalised_nameless(text[start:end], support):
        return None
    if support.cued(text[max(0, start - 40) : start], text[end : end + 40]):
        return None
    (first, last), items = list_items(text, start, end)
    before = [item for item in items if item[1] <= first]
    if not before:
        return None
    head_start, head_end = before[0]
    end_of_list = max(last, items[-1][1])
    if in_an_address(text, head_start, end_of_list) or _CODE_AFTER.match(text, end_of_list):
        return None  # a person's address written on one line: the rules of addresses
    if DWELLING_BEFORE.search(text, max(0, head_start - 40), head_start):
        return None  # "the house on Hala Tupou, Ma'ufanga", "post it to her at Carrowmore, Ballinacarrow"
    reads_as_a_place = after_a_place_preposition(text, head_start, head_end, support) or on_the_way(
        text, head_start, head_end, support
    )
    return before[0] if reads_as_a_place else None


def listed_after_a_place_preposition(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words no name list holds in a list opened by a place after a preposition of place."""
    return head_of_the_list(text, start, end, support) is not None
