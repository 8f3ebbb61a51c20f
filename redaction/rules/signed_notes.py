"""A note a record keeps, signed at its end after a dash with two or three capitals, is signed with its writer's
initials: "Rang client no ans, left vm - RW" under `dispatch_notes`.

Staff write notes in a record (a dispatch's, a visit's, a ticket's) and sign them as they sign a paper form: the
note's words, then a dash and their initials. The key says the text is a note (its last word `note`, `notes`,
`comment`, `remark`, `memo` or `log`), the note's last word before the dash is written in lower case (the note's own
words, not a name's or a place's: "Royal Derby Hospital - CRF" is a unit, "Rio de Janeiro - RJ" a state), and the
capitals end the note. A system's or a channel's short name (`API`, `POS`, `TBA`, `N/A`...) stays, and so does a word
of the language in capitals ("- OK", "- NO"): a status or an answer ends a note that way too. Capitals after a
number ("901 - NSF", a return's reason) or a slash ("daughter / POA") are no signature; a time of day is no such
number ("départ 14h55 - MH"). Only the capitals right after the dash are replaced there; the initials are the
writer's wherever else the session writes them alone in capitals (redaction/rules/initials.py,
redaction/redactor.py `_add_initials_signing_notes`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.recognizers.keys import key_words
from redaction.rules.whoever_did_it import SYSTEM_ACTORS

# The last word of a key holding a note staff write and sign.
NOTE_WORDS = frozenset({"note", "notes", "comment", "comments", "remark", "remarks", "memo", "log"})
# A word in lower case or a time of day, perhaps closed by a stop, then a dash and two or three capitals ending the
# text.
_SIGNED = re.compile(
    r"(?<![\w-])(?:[^\W\d_A-Z]+|[012]?\d[:hH][0-5]\d)[.,;!]?[ \t]+"
    r"(?P<dash>[-–—~][ \t]*)(?P<initials>[^\W\d_a-z]{2,3})[ \t.]*$"
)


def initials_signing(key: str | None, text: str, is_word: Callable[[str], bool]) -> tuple[str, str] | None:
    """The dash and the initials signing a note under a note's key, if it is signed so."""
    words = key_words(key.rpartition(".")[2]) if key else []
    if not words or words[-1] not in NOTE_WORDS:
        return None
    signed = _SIGNED.search(text)
    if signed is None:
        return None
    initials = signed.group("initials")
    if not initials.isupper() or initials.casefold() in SYSTEM_ACTORS or is_word(initials.casefold()):
        return None
    return signed.group("dash"), initials


# (key, note, the initials read, or "" for none)
EXAMPLES: tuple[tuple[str, str, str], ...] = (
    ("dispatch_notes", "U9 turbo gone Mon night, moved to U14 Wed. Rang client no ans, left vm - RW", "RW"),
    ("visit.note", "Gate code changed, dog friendly. Reset the valve -JKB", "JKB"),
    ("comment", "customer happy with the repair — DK.", "DK"),
    ("notes", "Referral from Royal Derby Hospital - CRF", ""),  # a name's last word before the dash
    ("notes", "Av. das Américas, 3555, Rio de Janeiro - RJ", ""),
    ("notes", "payment returned 901 - NSF", ""),  # a number before the dash
    ("incidents.note", "client a attendu remplacement ELEC-02, départ 14h55 - MH", "MH"),  # a time before it
    ("log", "unit back on line at 09:40 -JKB", "JKB"),
    ("notes", "payment returned 12.50 - NSF", ""),  # an amount is no time
    ("notes", "spoke to the daughter / POA", ""),  # a slash
    ("notes", "sent the form by sms - TBA", ""),  # no one's short name
    ("notes", "checked the meter - OK", ""),  # a word of the language
    ("notes", "left vm - RW and will call back", ""),  # the capitals do not end the note
    ("summary", "left vm - RW", ""),  # no note's key
    ("status", "left vm - RW", ""),
)
