"""A person under a role's key, written with their staff mark, is read apart from the mark: their name before brackets
that hold their post and their staff number ("clearing agent F. Mudzingwa (KX staff 2231)", "陆国强 (抄表员 NM-R-07)",
"Rando K. (mehaanik, tab.nr 0417)"), or their handle after their team and a slash (`"updated_by": "ops/hazirah"`).

Records say who handled, logged or updated something as their staff write themselves on a form: a name, then in
brackets their post and their number on the payroll, in any language; or a login after the team's folder. Read whole,
such a value takes no person's shape (brackets, digits, a slash), so the name, the number and the handle stayed. The
value is read in parts instead:

- brackets closing the value, after text with no digit: the text before them is read under the key as any value is
  (redaction/recognizers/keys.py `role_entity`), and, when it is a person's, the last word of the brackets with a
  digit in it (a number of two digits or more, or a code of letters and digits) is their staff number;
- letters in lower case, a slash, and a handle in lower case of three letters or more (no other slash, no digit): the
  handle is read under the key as a value alone is;
- a note of any field closed by its writer's signature, a spaced dash, then a name of one to three words and their
  staff number in brackets (`"officer_note": "... hakuna ushahidi kwenye mfumo. -- F.Nkwabi (EO-112)"`, "... passbook
  leke aane bola - prabha (SVU-EMP-022)"): the name is read as one who did something (`done_by`) and the code is their
  staff number (`closing_signature`). Staff sign a note they leave in a record as they sign a form; the dash and the
  brackets ending the note say it, in any language. The name must be of letters only (a place's or a unit's number,
  "- Bay 4 (WH-01)", is no one's) and the brackets must end the note.

A record's bare `by` or `who` says who did something, as `done_by` does, and is read so here, where the staff mark
says a person wrote it.

A value under a key no one's role names ("Main depot (bay 4)" under `location`) and words of the language before the
brackets ("Night shift (team 2)") stay, as they do whole. Applied to every field of a session
(redaction/redactor.py `_add_people_with_their_staff_marks`).
"""

from __future__ import annotations

import re

from redaction.scripts import MARKS

# A record's bare keys that say who did something: read as `done_by` is.
BARE_DOERS_KEYS = frozenset({("by",), ("who",)})


def a_bare_doers_key(words: list[str]) -> bool:
    """Whether a key's words are a record's bare `by` or `who`."""
    return tuple(words) in BARE_DOERS_KEYS


# A value closed by brackets: what stands before them, and what they hold.
_BRACKETED = re.compile(r"(?P<before>[^()\[\]\d]*[^\W\d_][^()\[\]\d]*?)[ \t]*[(\[](?P<inside>[^()\[\]]+)[)\]][ \t]*")
# A word with a digit in it, as the brackets' last: a number of two digits or more, or a code of letters and digits.
_MARK = re.compile(r"(?<![\w.-])(?P<mark>(?:[^\W_]+[-./])*(?:\d{2,}|[^\W\d_]+[-./]?\d+)(?:[-./][^\W_]+)*)[ \t.]*$")
# A team's folder and a handle: "ops/hazirah".
_PATH = re.compile(r"[a-z]{2,12}/(?P<handle>[a-z][a-z._-]{2,30})")


def staff_mark(value: str) -> tuple[str, str] | None:
    """The text before closing brackets and the staff number they end with, if the value is written so."""
    bracketed = _BRACKETED.fullmatch(value.strip())
    if bracketed is None:
        return None
    mark = _MARK.search(bracketed.group("inside"))
    if mark is None:
        return None
    return bracketed.group("before").strip(" \t,;:-"), mark.group("mark")


# A note's last words after a spaced dash: a name of one to three words of letters (initials with stops among them),
# then brackets, ending the note.
_SIGNATURE = re.compile(
    rf"[ \t][-–—]{{1,2}}[ \t]*(?P<signature>[^\W\d_][\w{MARKS}.'’]*(?:[ \t][^\W\d_][\w{MARKS}.'’]*){{0,2}}"
    r"[ \t]*\([^()\n]+\))[ \t.]*$"
)


def closing_signature(value: str) -> tuple[str, str] | None:
    """The writer's name and staff number signing a note after its last spaced dash, if the note ends so."""
    signed = _SIGNATURE.search(value)
    if signed is None:
        return None
    marked = staff_mark(signed.group("signature"))
    if marked is None or not re.search(r"[^\W\d_]", marked[1]):
        return None  # a number alone in brackets is a count or a year as often
    return marked


def handle_after_a_team(value: str) -> str | None:
    """The handle after a team's folder and a slash, if the value is written so."""
    path = _PATH.fullmatch(value.strip())
    return path.group("handle") if path else None


# (value, the text before the brackets and the staff number, or the handle after a slash; "" for none)
EXAMPLES: tuple[tuple[str, tuple[str, str] | str], ...] = (
    ("clearing agent F. Mudzingwa (KX staff 2231)", ("clearing agent F. Mudzingwa", "2231")),
    ("陆国强 (抄表员 NM-R-07)", ("陆国强", "NM-R-07")),
    ("Rando K. (mehaanik, tab.nr 0417)", ("Rando K.", "0417")),
    ("Aroha Ngata [desk 12]", ("Aroha Ngata", "12")),
    ("ops/hazirah", "hazirah"),
    ("Night shift (team)", ""),  # no number in the brackets
    ("Unit 4 (bay 12)", ""),  # a digit before the brackets: a thing's number
    ("(2231)", ""),  # nothing before the brackets
    ("ops/2231", ""),  # no handle after the slash
    ("a/b", ""),
    ("ops/team/hazirah", ""),
)
# (a note, the writer's name and staff number signing it, or "" for none)
SIGNATURES: tuple[tuple[str, tuple[str, str] | str], ...] = (
    ("hakuna ushahidi kwenye mfumo. -- F.Nkwabi (EO-112)", ("F.Nkwabi", "EO-112")),
    ("passbook leke aane bola - prabha (SVU-EMP-022)", ("prabha", "SVU-EMP-022")),
    ("checked the float - J. Oyama (ST-07).", ("J. Oyama", "ST-07")),
    ("stock moved - Bay 4 (WH-01)", ""),  # a digit in the name: a place's or a unit's
    ("rang twice - Priya (2 calls)", ""),  # no code in the brackets
    ("Priya (ST-07) will call back", ""),  # the brackets do not end the note
)
