"""A ship's name after the prefix of its kind: "MV Liemba", "the MV Helena", "RMS St Helena", "HMS Belfast", "FV
Girl Pamela", "SS Great Britain". Ships are named after people, saints and places, and a name model reads them as
people; the prefix written before the name (a motor vessel's, a steamship's, a royal mail ship's, a fishing or a
research vessel's, a navy's) says a ship is meant, in any domain and language that writes them so: no person is
written with it.

Privacy first: only prefixes that are no title of a person and no word of the language, in capitals as written
(MV, M/V, SS, S/S, RMS, HMS, HMY, FV, F/V, RV, R/V, MT, M/T, USS, USNS, HMAS, HMCS, HMNZS, INS, TSS); "MS" (also Ms)
and "MY" (also my) are left out, and a person's cue around the name ("Dear", "my name is") leaves it to the rules of
names.
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon

SHIP_PREFIXES = ("MV", "M/V", "SS", "S/S", "RMS", "HMS", "HMY", "FV", "F/V", "RV", "R/V", "MT", "M/T", "USS", "USNS",
                 "HMAS", "HMCS", "HMNZS", "INS", "TSS")  # fmt: skip
_PREFIX = "|".join(re.escape(prefix) for prefix in sorted(SHIP_PREFIXES, key=len, reverse=True))
# The prefix right before the span ("MV [Helena]"), or opening it ("[MV Liemba]"), a whole word in capitals.
_PREFIX_BEFORE = re.compile(rf"(?<![\w/])(?:{_PREFIX})[ \t]+$")
_PREFIX_OPENING = re.compile(rf"(?:{_PREFIX})[ \t]+[A-Z]")


def a_vessels_name(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words right after a ship's prefix, or opening with one, with no person's cue around them."""
    span = text[start:end]
    if _PREFIX_OPENING.match(span):
        if start > 0 and (text[start - 1].isalnum() or text[start - 1] == "/"):
            return False
    elif not (span[:1].isupper() and _PREFIX_BEFORE.search(text, max(0, start - 8), start)):
        return False
    window = max(0, start - 40)
    before = text[window:start]
    prefix = _PREFIX_BEFORE.search(before)
    if prefix is not None:
        before = before[: prefix.start()]
    return not support.cued(before, text[end : end + 40])
