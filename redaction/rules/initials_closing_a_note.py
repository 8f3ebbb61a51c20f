"""Initials standing last in a note after its last sentence (perhaps after a label and its colon), initials written
with a surname's particle in lower case closing a note after a dash, and initials under a key that says initials,
are a person's: "pls confirm addr w cust. KMcI", "sjekk refusjon. ansv: EHL", "cust said same as before - DMcL",
`{"initials": "DL"}`.

Staff sign the notes they leave in a record as they sign a paper form, and not always after a dash
(redaction/rules/signed_by_a_desk.py): the note's last sentence ends, then they write their initials, bare or after
a word of their form and a colon ("ansv:", "by:", "sign.:"). Initials of a surname with a particle keep the particle
in lower case between the capitals (`KMcI`, `DMcL`, `JvdB`), however they are placed. A record that says who holds a
case by initials says so in its key (`initials`). The rule reads the signature by its shape, under any key:

- the initials end the text: two to four capitals, perhaps with a particle of one to three letters in lower case
  between two of them, never a word in lower case or a capitalised word (`Peter`), nor a word of the language
  written in capitals ("paid. OK", "sent. DONE") nor a system's or a channel's short name (`API`, `SMS`, `N/A`);
- before them stands the end of a sentence written in lower case (a stop, a semicolon, a question or an
  exclamation mark after a word in lower case), then one word in lower case and a colon (a label of the form:
  "refusjon. ansv: EHL"), or nothing more when the initials keep a particle in lower case ("w cust. KMcI": capitals
  alone after a stop are as often a unit's or a tax's, "inc. GST", "p.m. CST"); or a dash after a word in lower case,
  when the initials keep a particle ("before - DMcL"; in capitals alone the dash is read by signed_by_a_desk.py);
- a value that is only capitals (perhaps with a particle) under a key whose last word is `initials` is the initials
  of whoever the record names.

Two capitals the language knows only as a noun are an abbreviation's (a unit's, an element's), which no one writes
to end a note: a person's initials are read there. Where the initials are found, they are the writer's wherever the
session writes them alone so (redaction/redactor.py `_add_initials_closing_notes`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.recognizers.keys import key_words
from redaction.rules.whoever_did_it import SYSTEM_ACTORS

# Two to four capitals, a particle of up to three letters in lower case allowed between two of them (KMcI, JvdB).
INITIALS = r"[^\W\d_a-z](?:[^\W\d_A-Z]{0,3}[^\W\d_a-z]){1,3}"
_WHOLE = re.compile(rf"{INITIALS}")
# A word in lower case closing a sentence, perhaps a label's word in lower case and its colon, then the initials
# ending the text.
_AFTER_A_SENTENCE = re.compile(
    r"(?<![\w'’-])[^\W\d_A-Z]+[.;!?][ \t]+(?P<label>[^\W\d_A-Z]{2,}\.?:[ \t]*)?"
    rf"(?P<initials>{INITIALS})[ \t.]*$"
)
# A word in lower case, a dash, and initials with a particle in lower case ending the text.
_AFTER_A_DASH = re.compile(
    r"(?<![\w'’-])[^\W\d_A-Z]+[.,;!]?[ \t]+[-–—~][ \t]*"
    rf"(?P<initials>{INITIALS})[ \t.]*$"
)
# The last word of a key holding initials.
INITIALS_WORDS = frozenset({"initials", "initial", "inits"})


def particle(initials: str) -> bool:
    """Whether the initials keep a surname's particle in lower case (`KMcI`, `JvdB`)."""
    return any(char.islower() for char in initials)


def a_signature(initials: str, is_word: Callable[[str], bool], only_a_noun: Callable[[str], bool]) -> bool:
    """Whether the capitals can be a person's initials: two to four of them, no system's or channel's short name, no
    word of the language (two capitals it knows only as a noun are an abbreviation's no one ends a note with)."""
    capitals = sum(char.isupper() for char in initials)
    if capitals < 2 or capitals > 4:
        return False
    folded = initials.casefold()
    if folded in SYSTEM_ACTORS:
        return False
    return not (is_word(folded) and not (len(folded) == 2 and only_a_noun(folded)))


def _a_signature(initials: str, is_word: Callable[[str], bool], only_a_noun: Callable[[str], bool]) -> bool:
    return initials[-1].isupper() and a_signature(initials, is_word, only_a_noun)


def initials_closing_a_note(key: str | None, text: str, is_word: Callable[[str], bool],
                            only_a_noun: Callable[[str], bool]) -> list[str]:
    """The initials closing the text after its last sentence, or after a dash when written with a particle, or
    standing alone under a key of initials. `is_word` says a word of the language; `only_a_noun` a word the
    language knows only as a noun."""
    words = key_words(key.rpartition(".")[2]) if key else []
    stripped = text.strip()
    if words and words[-1] in INITIALS_WORDS and _WHOLE.fullmatch(stripped):
        return [stripped] if _a_signature(stripped, is_word, only_a_noun) else []
    found = []
    closing = _AFTER_A_SENTENCE.search(text)
    if (closing is not None and (closing.group("label") or particle(closing.group("initials")))
            and _a_signature(closing.group("initials"), is_word, only_a_noun)):
        found.append(closing.group("initials"))
    dashed = _AFTER_A_DASH.search(text)
    if (dashed is not None and particle(dashed.group("initials"))
            and _a_signature(dashed.group("initials"), is_word, only_a_noun)):
        found.append(dashed.group("initials"))
    return found


# (key, text, the initials read)
EXAMPLES: tuple[tuple[str | None, str, tuple[str, ...]], ...] = (
    ("note", "renewal ltr returned undelivered 17/02/25 - pls confirm addr w cust. KMcI", ("KMcI",)),
    ("note", "merket manuelt betalt, sjekk refusjon. ansv: EHL", ("EHL",)),
    ("note", "addr taken from 2022 application, cust said same as before - DMcL", ("DMcL",)),
    ("assigned_to.initials", "DL", ("DL",)),
    (None, "left a message with the tenant; call back tmrw. JvdB", ("JvdB",)),
    ("remarks", "gate code changed. by: MK", ("MK",)),
    ("note", "payment taken by card. by: OK", ()),  # a word of the language
    (None, "Buyer's premium for online bidding is 24.2% inc. GST", ()),  # capitals alone after a stop
    (None, "Bids update at 8:30 a.m. and 1:00 p.m. CST", ()),
    ("note", "receipt resent by email. via: SMS", ()),  # a channel's short name
    ("note", "flight moved to the later slot. LHR to JFK", ()),  # the capitals end nothing
    ("note", "ordered from the usual supplier. Peter", ()),  # a capitalised word, no initials
    ("note", "Referral from Royal Derby Hospital - McD", ()),  # a capitalised word before the dash
    ("note", "signed off - KR", ()),  # capitals alone after a dash: signed_by_a_desk.py
    ("status", "DL", ()),  # no key of initials
    ("initials", "pending", ()),
)
