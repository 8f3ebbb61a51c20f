"""A place someone says they live on is where that person lives: "we live out on Wilmington Island", "We live on
the Javastraat", "my mum lives on Waiheke".

People live on islands, streets, estates and roads as well as in towns, in any domain. A person's word (a pronoun,
"who", or a possessive and a noun: "my mum") followed by a verb of living, perhaps an adverb of direction ("out",
"over", "up", "down", "right") and "on" opens a place, with "the" or not (`LIVING_ON`); the same words before a
place say it is a person's (`LIVING_ON_CUE`, joined to the cues of a person's place in
redaction/recognizers/support.py). A thing said to go live on a day or on a platform ("will go live on 24
October", "Classes will run live on Zoom", "we go live on Zoom") has no one living: the verb must follow the
person's word, and the place must be capitalised ("we live on a farm" names none).
"""

from __future__ import annotations

import re

_WHO = r"(?i:i|we|they|he|she|who|you|u|y'?all|(?:my|our|his|her|their)[ \t]+[a-z]+)"
_PLACE_WORD = r"[A-ZÀ-ÖØ-Þ][^\W\d_]+(?:['’-][^\W\d_]+)*(?!\w)"
LIVING_ON = re.compile(
    rf"(?<![\w'’-]){_WHO}[ \t]+(?:(?i:still|now|just|actually|all)[ \t]+)?(?i:live[sd]?|living)[ \t]+"
    r"(?:(?i:out|over|up|down|right|way[ \t]+out)[ \t]+)?(?i:on)[ \t]+(?:(?i:the)[ \t]+)?"
    rf"(?P<place>{_PLACE_WORD}(?:[ -]{_PLACE_WORD}){{0,2}})"
)
# Read on the text before a place, up to it (redaction/recognizers/support.py, the cues of a person's place).
LIVING_ON_CUE = (
    r"\b(?i:live[sd]?|living)[ \t]+(?:(?i:out|over|up|down|right|way[ \t]+out)[ \t]+)?(?i:on)[ \t]+(?:(?i:the)[ \t]+)?"
)

# (text, the place, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("we live out on Wilmington Island, do yall deliver out there?", "Wilmington Island"),
    ("We live on the Javastraat, the ring doesn't work", "Javastraat"),
    ("my mum lives on Waiheke so the ferry is fine", "Waiheke"),
    ("The gallery for booking BK/2025/0917 will go live on 24 October", ""),  # a date, no one living
    ("Classes will run live on Zoom at the same time", ""),  # no person's word before the verb
    ("we go live on Zoom at six", ""),  # a person, but going live is no living
    ("we live on a farm up the road", ""),  # not capitalised
)


def living_on(text: str) -> list[tuple[int, int]]:
    """Spans of the places someone is said to live on."""
    return [(match.start("place"), match.end("place")) for match in LIVING_ON.finditer(text)]
