"""A name at the end of a way there: "the trip to Wanaka", "the way up to Kelburn", "15 minutes from Terminus", "a
5-minute walk from Brixton", "the road to Iten", "transit from Arua to Aru". "to", "from" and
"via" are said of people as of places ("give it to Tunde", "a message from Xiaoling"), so the rule of prepositions of
place leaves them out (redaction/rules/place_prepositions.py); said after a way's noun (trip, journey, road, route,
way, drive, walk, ride, crossing, transfer, run), after a distance or a time of travel ("15 minutes", "5 km", "an
hour"), or between the two ends of a route ("from Arua to Aru"), they say where the way leads or starts, in any
domain and language: a road leads to a place, and a place is a distance from a place, not from a person. Over the
tuning sets, the words no name list holds that the tool took for people after "to" and "from" were towns, stations
and shops after such words, while the people no name list holds stood after a person's cue or a verb of giving,
sending and hearing ("send it to", "a message from"). A verb of going or coming is no such word: "we're coming up
from Clonmel", "flying up from Invercargill" say where a person comes from, and the tuning sets hold them as
personal; so is a person's own way ("my trip to"), and a route a person is said to travel ("we're coming from Clonmel
to Galway").

A place is personal only when it is said of a person, so the name is judged as a place, not dropped: it stands when
the text says someone lives there, comes from there or moved there ("I'm moving to Gutu", "I come from Chivi"), when
it follows a person's name, or stands before a postal code or on an address's line. A way home or back ("flying home
to", "going back to") is a person's and is left out. Privacy first: a name that holds a given name or a surname of
any name list or reads as a full name, or has a person cue around it ("going to Tunde's"), is left to the rules of
names; so is a name before a door's number or a street's word, and the end of a route whose other end is such a name
("from Tunde to Kofi").

Three rules of one reading, in three tables, as a place after a preposition of place is read
(redaction/rules/place_prepositions.py): things named like people (redaction/rules/named_things.py: the name needs a
name's support no more), unsupported guesses (redaction/rules/settling.py: the name stands as a place) and lone
places (a place on the way stands only when said of a person).
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon
from redaction.rules.place_prepositions import before_a_street, capitalised_nameless

# A way's noun: a trip, a journey, a road, a route, a way, a drive, a walk, a ride. A verb of going or coming is left
# out: "we're coming up from Clonmel", "flying to Accra" say where a person comes from or goes.
_WAYS = (
    "trip", "trips", "journey", "journeys", "road", "roads", "route", "routes", "way", "drive", "drives", "walk",
    "walks", "ride", "rides", "hike", "hikes", "commute", "crossing", "transfer", "run", "runs",
)  # fmt: skip
# A distance or a time of travel: "15 minutes", "a 5-minute walk", "5 km", "an hour", "half an hour".
_DISTANCE = (
    r"(?:\d+(?:[.,]\d+)?|an?|half[ \t]+an|a[ \t]+few|few)[ \t]*-?[ \t]*"
    r"(?:min|mins|minutes?|hours?|hrs?|km|kms|kilomet(?:re|er)s?|miles?|mi)\b"
)
# What may stand between the way and the preposition: a particle of direction, never "home" nor "back"
# (a person's way home is theirs).
_PARTICLE = r"(?:up|down|out|over|in|across|along|away|straight|directly|on)"
# A person's own way ("my trip to", "our drive from", "her commute to") is theirs and is left out.
_WAY_BEFORE = re.compile(
    r"(?i:(?<![\w'’-])(?:(?<!my )(?<!our )(?<!his )(?<!her )(?<!their )(?<!your )(?:" + "|".join(_WAYS) + r")|"
    + _DISTANCE + r"(?:[ \t]+(?:walk|drive|ride|away))?)"
    r"(?:[ \t]+" + _PARTICLE + r"){0,2}[ \t]+(?:to|from|via|towards|toward)[ \t]+)$"
)
_CAPS = r"[A-ZÀ-ÖØ-Þ][\w'’-]*(?:[ \t]+[A-ZÀ-ÖØ-Þ][\w'’-]*){0,3}"
# The start of a route before its end: "from Arua to [Aru]"; its end after its start: "from [Arua] to Aru".
_START_BEFORE = re.compile(r"(?i:(?<![\w'’-])from)[ \t]+(?P<other>" + _CAPS + r")[ \t]+(?i:to)[ \t]+$")
_FROM_BEFORE = re.compile(r"(?i:(?<![\w'’@#/.-])from[ \t]+)$")
# A person travelling said before a route's start: "we're coming from Clonmel to Galway" says where they come from.
_SOMEONE_BEFORE = re.compile(
    r"(?i:\b(?:i|i'm|i’m|we|we're|we’re|my|our|he|she|they|his|her|their|me|us)\b[^.!?\n]{0,30})$"
)
_END_AFTER = re.compile(r"[ \t]+(?i:to)[ \t]+(?P<other>" + _CAPS + r")(?![\w'’-])")


def on_the_way(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words no name list holds, no full name, after "to", "from" or "via" said after a way's noun or
    a distance, or at one end of a route "from ... to ..." whose other end holds no name either, with no person cue
    around them, before no door's number nor a street's word."""
    if not capitalised_nameless(text[start:end], support):
        return False
    window = max(0, start - 60)
    line_start = text.rfind("\n", 0, start) + 1
    window = max(window, line_start)
    if not _WAY_BEFORE.search(text, window, start):
        route = _START_BEFORE.search(text, window, start)
        opening = route.start() if route else start
        if route is None and _FROM_BEFORE.search(text, max(window, start - 8), start):
            route = _END_AFTER.match(text, end)
        if route is None or not capitalised_nameless(route.group("other"), support):
            return False
        if _SOMEONE_BEFORE.search(text, max(0, opening - 45), opening):
            return False
    if before_a_street(text, end):
        return False
    return not support.cued(text[max(0, start - 40) : start], text[end : end + 40])
