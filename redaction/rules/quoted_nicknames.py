"""A name written between quotes inside a person's name is a part of that name: the name people call them.

A record writes a person's nickname inside their name, between single or double quotes (`"name": "Elvis 'Bone'
Forbes"`, "Robert ‘Bobby’ Tan", `Ana "Nena" Cruz`), and a text calls them by it alone ("we want Bone again"). The
parts of a held name are found wherever a text writes them; a quote closing the nickname is no letter of it, so
"Bone'" is read as "Bone". An apostrophe inside a part stays ("O'Brien", "N’Diaye").
"""

from __future__ import annotations

import re

from redaction.scripts import MARKS

# (a held name, its parts)
EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Elvis 'Bone' Forbes", ("Elvis", "Bone", "Forbes")),
    ("Robert ‘Bobby’ Tan", ("Robert", "Bobby", "Tan")),
    ('Ana "Nena" Cruz', ("Ana", "Nena", "Cruz")),
    ("Siobhan O'Brien", ("Siobhan", "O'Brien")),
    ("Awa N’Diaye", ("Awa", "N’Diaye")),
)

# A name part: a letter, then letters with the signs written on them (a vowel sign, a virama), apostrophes, joiners.
_NAME_PART = re.compile(rf"[^\W\d_][\w{MARKS}'’\u200c-]*")
_CLOSING_QUOTES = "'’"


def name_parts(name: str) -> list[str]:
    """The parts of a held name, a nickname's closing quote left out."""
    return [part.rstrip(_CLOSING_QUOTES) for part in _NAME_PART.findall(name)]
