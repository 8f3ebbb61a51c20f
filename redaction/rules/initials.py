"""Two or three capitals standing alone in a text, the first letters of a full name the session holds, stand for
that person: "fwd to TB" beside "Tunde Bakare", "Pls ask AH re: bridge supply" beside "Amy Hutchins".

Staff hand work on to a colleague and write the colleague's initials, in any language: "fwd to TB", "Voir avec MH",
"Dispatch note (JT) says". The evidence is the session itself: the capitals are the first letters, in order, of
the two or three words of a full name it holds (each word opening with a capital). A word of the language in
capitals ("IT", "US", "OK"), a system's or a channel's short name (`API`, `POS`) and capitals joined to other
letters, digits, a dash or a currency's sign ("TB-2", "ATB", "HK$80") stay, and so do capitals a field of the
session holds alone (a state's or a unit's code: `"state": "SP"` beside a city read as a name). The initials signing
a note (redaction/rules/signed_notes.py) are that writer's in every other text of the session too, written the same
way. Only capitals written as the initials are replaced, in that case, never the same letters in lower case
(redaction/redactor.py `_add_initials_of_named_people`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from spacy.lang.en.stop_words import STOP_WORDS

from redaction.rules.whoever_did_it import SYSTEM_ACTORS

# An answer written in capitals beside the stop words ("IT", "US", "AM", "NO").
_ANSWERS = frozenset({"ok"})

# Two or three letters standing alone: no letter, digit, dash, slash or currency's sign joined to them.
_STANDING = re.compile(r"(?<![\w/$-])[^\W\d_]{2,3}(?![\w/$-])")


def initials_of(name: str) -> str | None:
    """The first letters of a full name of two or three words, each opening with a capital; None otherwise."""
    words = name.replace(",", " ").split()
    if not 2 <= len(words) <= 3 or not all(word[0].isupper() and len(word.rstrip(".")) > 1 for word in words):
        return None
    return "".join(word[0] for word in words)


def initials_standing_for(texts: Iterable[str], names: Iterable[str]) -> set[str]:
    """The initials of a held full name written alone in capitals in the texts."""
    held = {initials for initials in map(initials_of, names) if initials is not None}
    texts = list(texts)
    # A field holding the capitals alone holds a code of its own (a state's, a unit's): "SP" beside "São Paulo".
    fields = {text.strip() for text in texts}
    found: set[str] = set()
    for text in texts:
        for match in _STANDING.finditer(text):
            capitals = match.group(0)
            if capitals in held and capitals.isupper() and capitals not in fields and not a_word(capitals):
                found.add(capitals)
    return found


def a_word(capitals: str) -> bool:
    """A short word of the language (a pronoun, a preposition, an answer) or a system's short name in capitals: a
    held name's initials are evidence enough against any other word ("TB", "AH")."""
    folded = capitals.casefold()
    return folded in STOP_WORDS or folded in _ANSWERS or folded in SYSTEM_ACTORS


# (a text, the full names the session holds, the initials read)
EXAMPLES: tuple[tuple[str, tuple[str, ...], set[str]], ...] = (
    ("Client asked callback on alt no. (main line low batt). fwd to TB", ("Tunde Bakare",), {"TB"}),
    ("Pls ask AH re: bridge supply + book exam.", ("Amy Hutchins", "Dana Kowalczyk"), {"AH"}),
    ("Voir avec MH qui était au ponton.", ("Marie Hébert",), {"MH"}),
    ("Dispatch note (JKL) says the lot was not told.", ("Jo Kim Lee",), {"JKL"}),
    ("fwd to TB", ("Ana Souza",), set()),  # no held name has these initials
    ("Sent to IT for a reset", ("Ivan Turner",), set()),  # a word of the language
    ("Shipped to the US today, ok", ("Uma Shah",), set()),
    ("checked - OK", ("Omar Khan",), set()),
    ("Order via API today", ("Ana Pereira Ito",), set()),  # a system's short name
    ("Ticket TB-2 escalated", ("Tunde Bakare",), set()),  # joined to a dash and digits
    ("fwd to tb", ("Tunde Bakare",), set()),  # not written in capitals
    ("sales above HK$80,000", ("Hong Kong",), set()),  # a currency's sign
    ("fwd to TB", ("Tunde",), set()),  # no full name
)
