"""A name under a person's role key has a name's shape in any script: its letters with the signs written on them.

A key in a person's role (`checkedBy`, `owner`, `approvedBy`, `driver`...) types the text directly under it by its
shape, and a name's shape is one to five words of letters (redaction/recognizers/keys.py). Most scripts of South and
South-East Asia and of the Maldives write a vowel, a virama or a tone as a sign on the letter before it (Tamil
"ராஜேஸ்வரி", Devanagari "सुनीता", Gujarati "જિગ્નેશ", Thaana "މުޙައްމަދު ޒާހިރު", Myanmar, Sinhala, Thai), and a
Latin name may be typed with its accents as signs of their own ("Jose" and a combining acute). Such a sign is no
letter to `\\w`, so the shape cut those names at their first sign: a checker, an owner or an approver written in
them stayed in the fixture and, through it, in every text that wrote it, while the same name in Latin letters was
a PERSON. A word's letters are read with their signs and the joiners inside a word (Persian and Indic scripts write
a zero-width one); digits and the words of the language are judged before, as they were: "ராஜேஸ்வரி" under
`checkedBy` is a person, "QC-4471" an account number, "Staff" and "fleet-team" nobody.

Applied to each such text as the key is read (`role_entity`). AS_PERSON: a person; no rule: not typed.
"""

from __future__ import annotations

import re

from redaction.known_values import MARKS
from redaction.rules import Rule, Table, Verdict, marked

# A word: a letter, then letters with the signs written on them and the joiners inside a word.
_WORD = rf"[^\W\d_](?:[^\W\d_]|[{MARKS}\u200c\u200d])*"
# A name, also written "Surname, Given" as registers and rolls write it (`pupil="Hussain, Zainab"`).
_NAME_SHAPE = re.compile(rf"{_WORD}(?:['’.-](?:{_WORD})?)*(?:,?\s+{_WORD}(?:['’.-](?:{_WORD})?)*){{0,4}}")


def name_shaped(text: str) -> bool:
    """Whether a text is one to five words of letters (with their signs), as a name is."""
    return bool(_NAME_SHAPE.fullmatch(text))


def _judged(example: str) -> str:
    """The text an example's brackets mark, as the key's reader passes it."""
    text, start, end = marked(example)
    return text[start:end]


NAMES_WITH_SIGNS: Table[str] = Table(
    "Names under a role key",
    "Each text directly under a key in a person's role (`checkedBy`, `owner`, `approvedBy`, `pupil`...) with no digit "
    "that is no word of the language and names no group (redaction/recognizers/keys.py), as the key is read. "
    "AS_PERSON: a person's name; no rule: not typed.",
    (
        Rule("a_name_with_the_signs_on_its_letters", "types as a person one to five words of letters, each letter "
             "read with the signs written on it (a vowel sign, a virama, a tone, an accent typed apart) and the "
             "joiners inside a word, also \"Surname, Given\"", "Tamil, Devanagari, Gujarati, Thaana, Myanmar or "
             "Sinhala write a vowel as a sign on a letter, which `\\w` does not read: the shape cut such a name at "
             "its first sign, and a checker or an approver written in it stayed in the fixture and its texts "
             "(redaction/rules/names_with_signs.py)", Verdict.AS_PERSON, name_shaped,
             ("checkedBy: [ராஜேஸ்வரி]", "owner: [சுந்தரம்]", "approvedBy: [މުޙައްމަދު ޒާހިރު]",
              "packedBy: [જિગ્નેશ]", "driver: [सुनीता देवी]", "author: [Jose\u0301 Pe\u0301rez]",
              "pupil: [Hussain, Zainab]", "engineer: [Siobhan O'Brien]", "recipient: [Tomasz Wiśniewski]"),
             ("owner: [QC-4471]", "checkedBy: [ராஜேஸ்வரி 2]", "owner: [a b c d e f g]",
              "author: [Rajeswari (QC)]")),
    ),
    lambda example, engine: _judged(example),
)
