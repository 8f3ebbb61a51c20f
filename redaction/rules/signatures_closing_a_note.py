"""Initials closing a record's note with a mark of signing are its writer's, whatever stands before the mark: "said
come Mon -PKM", "LKR 15,000 deducted from deposit (SW)", "wet bags, re-dried 15/6, HM sign", "no bin out @ 07:41 -
PMcG".

Staff sign the notes they leave in a record as they sign a paper form, and the mark that says "signed" is theirs to
choose: a dash written against the initials, the initials alone in brackets, a word of signing after them (`sign`,
`signed`, `sgd`, `initialled`), or, for initials keeping a surname's particle in lower case (`PMcG`), a dash with
spaces. The other signature rules read a dash by what stands before it (a word in lower case: a capitalised word or
a number before it is a name's or a code's, "Rio de Janeiro - RJ", "901 - NSF",
redaction/rules/signed_by_a_desk.py); here the mark itself says the signature, so what stands before it is any word,
number or time:

- the key says the text is a note (its last word, read in English, `note`, `notes`, `comment`, `remark`, `memo`,
  `log`, `feedback`, `observation`, `annotation`, or a note's word of another language: `Bemerkung`, `nota`,
  `observaciones`, `примечание`), and the note holds three words or more;
- the initials end the note (a stop after them allowed): two to four capitals, perhaps with a particle of one to
  three letters in lower case between two of them (`PMcG`, `JvdB`);
- the mark: a dash with a space before it and none after ("Mon -PKM"), brackets holding the initials alone when they
  are two capitals or keep a particle ("deposit (SW)", "(JvdB)"; three capitals in brackets are a thing's short name
  as often, "(USB)", "(GPS)"), a word of signing after the initials ("HM sign"), or a dash with spaces when the
  initials keep a particle ("07:41 - PMcG");
- the capitals are no system's or channel's short name (`API`, `SMS`, `N/A`), no abbreviation written in capitals
  (`USB`, `PTO`, `ETA`, the words staff_initials.py lists), no currency's code ("paid in full (USD)") and no word of
  the language in capitals ("- OK", "(NEW)"). Two capitals the language knows only as a noun are an abbreviation's
  (a unit's, an element's), which no one writes to end a note: a person's initials are read there.

Where the initials are found, they are the writer's wherever the session writes them alone so (redaction/redactor.py
`_add_initials_closing_notes`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.recognizers.keys import key_words
from redaction.rules.codes_in_text import CURRENCIES
from redaction.rules.initials_closing_a_note import INITIALS, a_signature, particle
from redaction.rules.signed_entries import NOTE
from redaction.rules.signed_notes import NOTE_WORDS
from redaction.rules.staff_initials import ABBREVIATIONS

# The last word of a key holding a note staff write and sign (read in English, or a note's word in another language
# the key reader leaves as it is).
SIGNED_NOTE_WORDS = NOTE_WORDS | {"feedback", "observation", "observations", "annotation", "annotations", "bemerkung",
                                  "anmerkung", "notiz", "nota", "notas", "observacion", "observaciones", "observacao",
                                  "observacoes", "commentaire", "remarque", "opmerking", "примечание", "комментарий",
                                  "заметка", "catatan", "keterangan"}  # fmt: skip
# Words written after initials to say they sign.
SIGNING_WORDS = frozenset({"sign", "signed", "sgd", "sig", "initialled", "initialed", "initd"})
_END = r"[ \t.]*$"
# A dash against the initials, a space before it.
_DASH_AGAINST = re.compile(rf"(?<=\S)[ \t]+[-–—~](?P<initials>{INITIALS}){_END}")
# The initials alone in brackets.
_BRACKETED = re.compile(rf"(?<=\S)[ \t]*\((?P<initials>{INITIALS})\){_END}")
# The initials and a word of signing.
_WORD_AFTER = re.compile(rf"(?<![\w'’./-])(?P<initials>{INITIALS})[ \t]+(?P<word>[^\W\d_]+)\.?[ \t]*$")
# A dash with spaces, before initials keeping a particle.
_DASH_SPACED = re.compile(rf"(?<=\S)[ \t]+[-–—~][ \t]+(?P<initials>{INITIALS}){_END}")


def _a_signature(initials: str, is_word: Callable[[str], bool], only_a_noun: Callable[[str], bool]) -> bool:
    """A signature's capitals (`a_signature`) that are no abbreviation written in capitals nor a currency's code."""
    return (initials.casefold() not in ABBREVIATIONS and initials not in CURRENCIES
            and a_signature(initials, is_word, only_a_noun))


def signatures_closing_a_note(key: str | None, text: str, is_word: Callable[[str], bool],
                              only_a_noun: Callable[[str], bool]) -> list[str]:
    """The initials closing a note under a note's key with a mark of signing. `is_word` says a word of the
    language; `only_a_noun` a word the language knows only as a noun."""
    words = key_words(key.rpartition(".")[2]) if key else []
    if not words or words[-1] not in SIGNED_NOTE_WORDS or not NOTE.search(text.strip()):
        return []
    found = []
    signed = _DASH_AGAINST.search(text)
    if signed is not None:
        found.append(signed.group("initials"))
    signed = _BRACKETED.search(text)
    if signed is not None and (len(signed.group("initials")) == 2 or particle(signed.group("initials"))):
        found.append(signed.group("initials"))  # three capitals in brackets are a thing's short name as often
    signed = _WORD_AFTER.search(text)
    if signed is not None and signed.group("word").casefold() in SIGNING_WORDS:
        found.append(signed.group("initials"))
    signed = _DASH_SPACED.search(text)
    if signed is not None and particle(signed.group("initials")):
        found.append(signed.group("initials"))
    return [initials for initials in found if _a_signature(initials, is_word, only_a_noun)]


# (key, note, the initials read)
EXAMPLES: tuple[tuple[str | None, str, tuple[str, ...]], ...] = (
    ("hold.note", "wife came w/o card 07/04, sardar B. Owary said come Mon -PKM", ("PKM",)),
    ("feedback", "Guest's dog damaged sofa cover - LKR 15,000 deducted from deposit (SW)", ("SW",)),
    ("note", "wet bags, re-dried 15/6, HM sign", ("HM",)),
    ("crew_note", "no bin out @ 07:41 - PMcG", ("PMcG",)),
    ("notes", "left the parcel at the back door. JT signed", ("JT",)),
    ("Bemerkung", "Kunde nicht erreicht, zweiter Versuch Montag -KLW", ("KLW",)),
    ("notes", "payment returned 901 - NSF", ()),  # capitals alone after a spaced dash
    ("notes", "Av. das Américas, 3555, Rio de Janeiro - RJ", ()),
    ("notes", "refund paid to the card in full (USD)", ()),  # a currency's code
    ("notes", "sent the receipt by text message (SMS)", ()),  # a channel's short name
    ("notes", "order marked as shipped today (OK)", ()),  # a word of the language
    ("notes", "cable swapped for a spare one (USB)", ()),  # three capitals in brackets
    ("notes", "keys left with the neighbour at no. 4 (JvdB)", ("JvdB",)),
    ("notes", "(SW)", ()),  # no note
    ("status", "deducted from deposit (SW)", ()),  # no note's key
    ("notes", "HM sign the form when it arrives", ()),  # the word of signing ends nothing
)
