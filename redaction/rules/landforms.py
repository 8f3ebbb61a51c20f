"""A landform's or a water's name: a capitalised run closed by the common noun of a coast, a water or a relief
("Julia Creek", "Wood's Harbour", "Wongan Hills", "the Acadian Peninsula", "Claxton Bay", "Shiel Bridge"), or
opened by one that no one is given ("Loch Maree", "Llyn Tegid", "Mount Hagen"). In every domain and
language such a run names a place on the map, whatever its other words name: a person's name closes on a surname,
and the nouns here are no common surname ("Hill", "Wood", "Banks", "Marsh" and "Lake" as a run's last word are left
out, as "Glen", "River", "Rock" and "Lake" are as its first, since people bear them).

A place is personal only when it is said of a person, so the run is judged as a place, not dropped: it stands when
the text says someone lives there, comes from there, moved there or is there ("my nan's cottage near Julia Creek"),
when it follows a person's name and a comma, or stands on an address's line; alone ("the Thursday van avoids Loch
Maree", "Wongan Hills is still a gravel strip") it identifies nobody and is kept. A person cue before the run (a
title, "Dear", "my name is") keeps it a person's name. A run that is a part of an address is left to the rules of
names and addresses as it was, since creeks, hills and harbors name streets and a delivery's town as well: a line of
its own in a block of short lines ("Herman A. Johansen / Alexander Bay / South Africa"), a street after a house's
number or at a corner ("49 Julia Creek", "the corner of Jeronýmova 1960 and Weöres Hills"), or a part beside others
joined by commas, one with a digit ("Coconut House, Little Apple Bay, Tortola VG1120").

Three rules of one reading, in three tables: things named like people (redaction/rules/named_things.py: the run
needs a name's support no more), unsupported guesses (redaction/rules/settling.py: the run stands as a place) and
lone places (a place the run closes stands only when said of a person, though the language does not know its
other words).
"""

from __future__ import annotations

import re

from spacy.lang.en.stop_words import STOP_WORDS

from redaction.recognizers import support as lexicon
from redaction.recognizers.addresses import STREET_SUFFIXES

# The common nouns a coast's, a water's or a relief's name closes on. None is a common surname; "Hill", "Wood",
# "Rock", "Head", "Beach", "Marsh", "Banks", "Heath", "Sands", "Waters", "Lake", "Key" are, and are left out, as
# are nouns a well-known bearer made a surname ("Ness", "Shore", "Moor", "Ocean", "Sea").
LANDFORM_ENDINGS = frozenset({
    "creek", "creeks", "harbour", "harbor", "bay", "bays", "hills", "valley", "vale", "point", "cove", "inlet",
    "sound", "reef", "reefs", "falls", "gorge", "peninsula", "channel", "lagoon", "strait", "straits", "plains",
    "springs", "bridge", "coast", "cliffs", "dunes", "desert", "plateau", "moors", "tarn", "firth",
    "atoll", "cay", "cays", "estuary", "fjord", "gulf", "island", "islands", "isle",
    "isles", "river", "rapids", "glacier", "volcano", "crater", "mountains", "ranges", "lakes", "lochs",
    "headland", "heads",
})  # fmt: skip
# The common nouns a water's or a relief's name opens with, before its own word ("Loch Maree", "Mount Hagen"); a
# word people are given ("Glen", "River", "Ben") is judged by the rules of names, not here, and so is "Lake", a
# common surname that opens towns' names as often ("Lake Charles", "Lake Oswego").
LANDFORM_OPENINGS = frozenset({
    "loch", "lough", "llyn", "mount", "mt", "cape", "isle", "lac", "lago", "monte", "cerro", "pico", "bahía",
    "playa", "isla", "ilha", "pulau", "gunung", "danau", "sungai",
})  # fmt: skip

# A street's suffix that is no landform's noun ("Street", "Road", "Avenue"): the run is a street's name.
_STREET_WORDS = frozenset(word.casefold() for word in STREET_SUFFIXES) - LANDFORM_ENDINGS
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
# The rest of the capitalised run after the span, past a possessive's ending: "Wood" of "Wood's Harbour".
_RUN_AFTER = re.compile(r"(?:['’]s)?(?:[ \t]+[A-Z][\w'’-]*)*")
# A capitalised word in the possessive right before the span: "Harbour" of "Clark's Harbour", which the language
# model splits at the possessive. Only that word: a cue opening the run ("Dear Julia Creek") is no part of it.
_RUN_BEFORE = re.compile(r"(?<![\w'’-])[A-Z][\w-]*['’]s[ \t]+$")


# Parts of an address joined by commas on the run's line, before or after it: capitalised words or numbers
# ("Coconut House, [Little Apple Bay], Tortola VG1120", "12 Harbour Road, [Claxton Bay]").
_PART = r"[A-Z0-9][\w'’./-]*(?:[ \t]+[A-Z0-9][\w'’./-]*)*"
_PARTS_BEFORE = re.compile(rf"(?:{_PART}[ \t]*,[ \t]*)+$")
_PARTS_AFTER = re.compile(rf"(?:[ \t]*,[ \t]*{_PART})+")


# A house's number right before the run makes it a street ("49 Julia Creek": creeks, hills and harbors are
# streets' suffixes too).
_NUMBER_BEFORE = re.compile(r"(?<![\w/-])\d[\w/-]*[ \t]+$")
# A street corner: the run is one of the two streets ("the corner of Jeronýmova 1960 and Weöres Hills").
_CORNER_BEFORE = re.compile(r"(?i:\b(?:corner|junction|intersection)[ \t]+of\b[^.!?;\n]{0,60}$)")


def _in_a_block(text: str, line_start: int, line_end: int) -> bool:
    """Whether the line has a short line right above or below it: a line of a block an address is written in
    ("Herman A. Johansen / Alexander Bay / South Africa")."""
    above = text[: max(0, line_start - 1)].rsplit("\n", 1)[-1].strip() if line_start else ""
    below = text[line_end + 1 :].split("\n", 1)[0].strip() if line_end < len(text) else ""
    return any(0 < len(line) <= 60 for line in (above, below))


def in_an_address(text: str, first: int, last: int) -> bool:
    """Whether the run is a part of an address: a line of its own in a block of short lines, a street after a
    house's number or at a street corner, or beside other parts joined by commas, one of them with a digit (a
    house's number, a postal code). A person's delivery address names its bay or its creek as a town."""
    line_start = text.rfind("\n", 0, first) + 1
    line_end = len(text) if text.find("\n", last) < 0 else text.find("\n", last)
    if text[line_start:line_end].strip(" \t,.") == text[first:last] and _in_a_block(text, line_start, line_end):
        return True
    if _NUMBER_BEFORE.search(text, max(line_start, first - 12), first) or _CORNER_BEFORE.search(
        text, max(line_start, first - 80), first
    ):
        return True
    before, after = _PARTS_BEFORE.search(text, line_start, first), _PARTS_AFTER.match(text, last)
    return any(part is not None and re.search(r"\d", part.group(0)) for part in (before, after))


def landform_run(text: str, start: int, end: int) -> tuple[int, int] | None:
    """Where the landform's or the water's name the span belongs to begins and ends, if it belongs to one: the
    span with the capitalised run right after it, and a word in the possessive right before it."""
    before, after = _RUN_BEFORE.search(text, max(0, start - 80), start), _RUN_AFTER.match(text, end)
    first, last = before.start() if before else start, after.end() if after else end
    words = _WORD.findall(text[first:last])
    if len(words) < 2 or not all(word[:1].isupper() for word in words) or in_an_address(text, first, last):
        return None
    closing, given, common = words[-1].casefold(), lexicon.world_given_names(), lexicon.census_names().common_surnames
    if closing in LANDFORM_ENDINGS and closing not in common:
        return first, last
    if closing in _STREET_WORDS:
        return None  # a street's name ("Mount Pleasant Road", "Johannes Mount Street") is an address's part
    # the opening noun first, or after a sentence's first word that names no one ("At Loch Maree we ..."); one that
    # is a common surname before a given name may be a person's name written surname first
    folded = [word.casefold() for word in words]
    opening = 1 if folded[0] in STOP_WORDS and folded[0] not in lexicon.world_names() else 0
    word, following = folded[opening], folded[opening + 1] if opening + 1 < len(folded) else ""
    if following and word in LANDFORM_OPENINGS and word not in given and not (word in common and following in given):
        return first, last
    return None


def names_a_landform_or_a_water(text: str, start: int, end: int) -> bool:
    """Whether the span, with the capitalised run around it, is a landform's or a water's name."""
    return landform_run(text, start, end) is not None
