"""A record's bare `who` holds the name of the person the record is about: `"caution": {"who": "OUATTARA Bakary"}`,
`"inspector": {"who": "مهندس فرزانه رحیمی"}`, `"late_pax": [{"who": "SIBANDA/N", ...}]`.

`who` asks for a person and nothing else: a log's `by` names a channel or a desk as often (`by=portal`), but a
record's `who` is the guarantor, the inspector, the passenger its object names. Systems write that person as they
write a name anywhere, in any script and case, as a surname and an initial after a slash as an airline's manifest
does, or with a title ("مهندس", engineer); the name model reads none of the scripts without capitals and takes a
name in capitals for a code. So a value of one to four words of letters, in any script (an initial after a slash or a
full stop among them), with no digit, is that person's name, replaced wherever the session writes it. A word in lower
case Latin letters alone is a role or a channel (`"who": "customer"`), a word in capitals of four letters or fewer is
initials or a code (read by redaction/rules/signed_entries.py), and a system's or a nobody's word stays (`system`,
`staff`, `unassigned`). Read by the telling keys (redaction/recognizers/keys.py) under a key whose only word is `who`.
"""

from __future__ import annotations

import re

from redaction.scripts import MARKS

# A word of letters in any script with their signs; an initial after a slash or a full stop ("SIBANDA/N", "K.").
_WORD = rf"[^\W\d_][\w{MARKS}'’-]*(?:[./][^\W\d_][\w{MARKS}]*)*\.?"
_NAME = re.compile(rf"{_WORD}(?:[ \t]+{_WORD}){{0,3}}")


def a_name_under_who(words: tuple[str, ...], value: str, nobody: frozenset[str] | set[str]) -> bool:
    """Whether a value under a bare `who` is a person's name: one to four words of letters, no digit."""
    if words != ("who",):
        return False
    text = value.strip()
    if not _NAME.fullmatch(text) or text.casefold() in nobody:
        return False
    if text.isascii() and text.islower():
        return False  # "customer", "walk-in": a role or a channel
    return not (" " not in text and text.isupper() and len(text) <= 4)  # "JT", "OPS": initials or a code


# (a value under `who`, whether it is a person's name)
EXAMPLES: tuple[tuple[str, bool], ...] = (
    ("OUATTARA Bakary", True),
    ("مهندس فرزانه رحیمی", True),
    ("SIBANDA/N", True),
    ("Ana K.", True),
    ("customer", False),  # a role in lower case
    ("system", False),
    ("JT", False),  # initials: read as a signature
    ("Bay 4", False),  # a digit: a place's or a desk's
)
