"""A title before one or two initials and a surname is a person: "guardian": "Mrs K Armstrong",
referred_by="Dr. S. Ahmadi (family physician)", "Mrs J. Pōhatu, 3 Beach St", payer="Mr G Tilbury".

Letters, forms and records name people by their title, their initials and their surname, in any domain: a
title's word (Mr, Mrs, Ms, Miss, Mx, Dr, Prof, with or without its full stop), one or two capitals each with a
full stop or a space after it, then a capitalised word with a small letter in it. Nothing else is written that
way: a title stands before a person only, and the initial after it is a given name's. The span runs from the title
to the surname, and the redactor replaces the initials and the surname, keeping the title as it keeps every title
before a name ("Mrs <PERSON>"). A title with no initial ("Mrs Armstrong") is read elsewhere; capitals only ("Dr. S.
OK") or a lower-case word after the initial ("Dr. A. and co") are not a name.
"""

from __future__ import annotations

import re

TITLED_INITIALS = re.compile(
    r"(?<![\w'’-])(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?[ \t]+(?:[A-Z](?:\.[ \t]*|[ \t]+)){1,2}"
    r"[A-ZÀ-ÖØ-Þ][^\W\d_]*[^\W\d_A-ZÀ-ÖØ-Þ](?:['’-][A-ZÀ-ÖØ-Þ][^\W\d_]+)?(?![\w'’-])"
)

# (text, the name, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ('"guardian": "Mrs K Armstrong", "address": "27 Brinkburn Cres"', "Mrs K Armstrong"),
    ('referred_by="Dr. S. Ahmadi (family physician)" ip=142.177.64.209', "Dr. S. Ahmadi"),
    ("can you post it straight to her? Mrs J. Pōhatu, 3 Beach St", "Mrs J. Pōhatu"),
    ("Our organist Mr K. Adeyemi-Brown will let your tuner in", "Mr K. Adeyemi-Brown"),
    ("Prof A B Mensah signed the form", "Prof A B Mensah"),
    ("Mrs Armstrong rang about the kit", ""),  # no initial
    ("Dr. S. OK to proceed", ""),  # capitals only
    ("ask the Dr. A. and co", ""),  # a lower-case word after the initial
)


def titled_initials(text: str) -> list[tuple[int, int]]:
    """Spans of a title, one or two initials and a surname."""
    return [(match.start(), match.end()) for match in TITLED_INITIALS.finditer(text)]
