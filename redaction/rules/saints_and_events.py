"""Two shapes of a name that is a building or an occasion, whoever its words name.

A saint's venue: a name after a saint's abbreviation, in the possessive or before a venue's noun ("St Mary's",
"St. Kinga's Chapel", "St Aldhelm's Park", "St Michael & All Angels"). Churches, hospitals, schools and parks bear
saints' names; no one is called "St Mary's". A town bears them too ("returned to Saint Clair"), and is written
without the possessive: the rule leaves it.

An event's name: capitalised words closing on, or right before, an occasion's noun that no name list holds
("the Christmas Cash Giveaway", "the Blender's Masterclass", "the Feta Workshop"). A person's name with such a noun
is the name of whoever leads it ("the Mary Berry Masterclass", "the Priya Okafor Workshop"), and stays.

Rules of the thing-position table (redaction/rules/thing_position.py), written here: they read a span the way
that table does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from redaction.recognizers import support as lexicon

if TYPE_CHECKING:
    from redaction.rules.thing_position import Span

_SAINT = r"(?:St|Ste|Saint|Sainte|Sankt|Sint)\.?"
_SAINT_BEFORE = re.compile(r"(?<![\w'’.])" + _SAINT + r"[ \t]+$")
_SAINT_OPENS = re.compile(_SAINT + r"[ \t]+[A-Z]")
# A number right before the saint: a door's ("12 St Mary's Road"), an address's line.
_DOOR_BEFORE = re.compile(r"\d[\w/-]*[ \t,]+$")
_STREET_WORDS = (
    "road|rd|street|st|lane|ln|avenue|ave|close|drive|dr|way|place|pl|square|sq|terrace|crescent|court|row|hill|"
    "gardens|grove|walk|mews|parade|rue|via|calle|strasse|straße|gasse|weg"
)
# What follows the saint's name in a venue: the possessive (then no street's word), "& All ...", or a venue's noun.
_VENUE_AFTER_THE_SAINT = re.compile(
    r"['’]s\b(?![ \t]+(?i:" + _STREET_WORDS + r")\b)|[ \t]+(?:&|and)[ \t]+All[ \t]+[A-Z]|[ \t]+(?:Chapel|Church|"
    r"Cathedral|Abbey|Priory|Minster|Basilica|Hospital|Hospice|School|College|Academy|Primary|Park|Hall|Centre|"
    r"Center|Infirmary|Clinic|Parish)\b"
)


def a_saints_venue(span: Span) -> bool:
    name = span.text[span.start : span.end]
    opens = _SAINT_OPENS.match(name)
    before = span.before
    if opens is None:
        saint = _SAINT_BEFORE.search(before)
        if saint is None:
            return False
        before = before[: saint.start()]
    if _DOOR_BEFORE.search(before):
        return False
    if re.search(r"['’]s$", name):
        return re.match(r"[ \t]+(?i:" + _STREET_WORDS + r")\b", span.after) is None
    return _VENUE_AFTER_THE_SAINT.match(span.after) is not None


# An occasion's noun: what a business runs, hosts or gives away. Read only when no name list holds it ("Chase",
# "Gala", "Show" are surnames or given names too).
EVENT_NOUNS = frozenset({
    "giveaway", "masterclass", "workshop", "bootcamp", "tasting", "tour", "concert", "recital", "competition",
    "contest", "raffle", "quiz", "lesson", "lessons", "seminar", "webinar", "retreat", "excursion", "expedition",
    "tournament", "banquet", "brunch", "dinner", "evening", "afternoon", "social", "meetup", "conference", "summit",
    "expo", "exhibition", "clinic", "trek", "hike", "marathon", "festival", "fete", "ceilidh", "screening",
    "premiere", "auction", "sweepstake", "sweepstakes", "prizedraw", "fundraiser", "open-day", "pub-quiz",
})  # fmt: skip
_CAPITALISED_NOUN_AFTER = re.compile(r"(?:['’]s)?[ \t]+([A-Z][a-z]+)(?![\w'’-])")


def _an_events_noun(word: str) -> bool:
    folded = word.casefold()
    return folded in EVENT_NOUNS and folded not in lexicon.world_names()


def an_events_name(span: Span) -> bool:
    words = span.words
    if words and _an_events_noun(words[-1]):
        named = words[:-1]
    else:
        after = _CAPITALISED_NOUN_AFTER.match(span.after)
        if not words or after is None or not _an_events_noun(after.group(1)):
            return False
        named = words
    # A full name, or a given name opening more than one word: whoever leads it ("Priya Okafor Workshop").
    return not span.support.plainly_a_full_name(named) and not (
        len(named) > 1 and named[0].casefold() in lexicon.world_given_names()
    )


# A time told by what happens in it: a name right after "during" or "throughout", or after "in time for" or a
# business's "closed for" or "shut for", perhaps after "the" ("During Teej (July–August)", "during the Rose
# Festival", "in time for Obon", "closed for Dashain"). Something lasts through an occasion, a season or a stay, is
# ready in time for one and closes for one, never for a person or a person's home; a person's own time is told in the
# possessive ("during Priya's shift", "in time for Mark's birthday"), and stays.
_DURING_BEFORE = re.compile(
    r"\b(?i:during|throughout|in[ \t]+time[ \t]+for|(?:closed|shut)[ \t]+for)[ \t]+(?:the[ \t]+)?$"
)


def an_occasions_time(span: Span) -> bool:
    name = span.text[span.start : span.end]
    return (
        _DURING_BEFORE.search(span.before) is not None
        and re.match(r"['’]", span.after) is None
        and re.search(r"['’]s?$", name) is None
    )
