"""Initials, or an initial and a surname, before brackets that hold a staff member's post, and initials written with
a stop after each letter after a word in lower case, are a person's: "booked via Gabs office, KM (staff 0417), mom
TBC", `"cc": "M. Tau (res supervisor)"`, "assigned J.N.".

Notes and hand-offs name the staff who took a booking or were copied as the staff list writes them: short, and with
their post or their staff number in brackets after. The brackets say a person of the business stands before them: a
staff member's post (`STAFF_POSTS` of redaction/rules/whoever_did_it.py: staff, clerk, supervisor, officer...) is a
word in them, and a number of two digits or more in them is that person's staff number. What stands before is read
in a name's shape only: two or three capitals, with stops or without ("KM", "J.N."), or one to three initials and a
capitalised word ("M. Tau", though "tau" is a word of the language). Apart from brackets, initials written with a stop
after each of two or three capitals ("J.N.", "D. K. W.") are a person's after a word ending in lower case ("assigned
J.N.", "cc J.N.", a surname written first, "Чаптыкова Л.Н."), where no sentence starts, and before no capitalised word
(a name with its initials, "R.G. Hardie pipes", "E.J. Riley tables", is a maker's as often, and read by the name
rules; a firm's legal form closing its name, "N.V.", "B.V.", is no one's); the abbreviations written so
(`ABBREVIATIONS`: "U.S.", "P.S.", "N.B.") and capitals in any other shape ("USB (staff port)") are not. Applied to
every text of a session (redaction/redactor.py `_add_staff_initials`): the initials are replaced wherever written
alone so, a name with an initial and a staff number wherever written.
"""

from __future__ import annotations

import re

from redaction.rules.whoever_did_it import STAFF_POSTS, SYSTEM_ACTORS

_CAPITAL = r"[A-ZÀ-ÖØ-ÞА-ЯЁ]"
_SMALL = r"[a-zß-öø-ÿа-яё]"
# Two or three capitals, each perhaps with a stop; or one to three initials and a capitalised word.
_WHO = rf"(?:{_CAPITAL}\.?){{2,3}}|(?:{_CAPITAL}\.[ \t]?){{1,3}}{_CAPITAL}{_SMALL}+"
BEFORE_A_POST = re.compile(rf"(?<![\w.'’-])(?P<who>{_WHO})[ \t]*\((?P<inside>[^()\n]{{2,40}})\)")
# The words of a post, and the words that say a staff number, in the brackets.
POST_WORDS = STAFF_POSTS | {"staff", "emp", "employee", "agent", "badge", "payroll"}
_NUMBER = re.compile(r"(?<![\w.-])\d{2,}(?![\w.-]|[.,]\d)")
# Initials with a stop after each letter, after a word ending in lower case (a colon perhaps between), and before no
# capitalised word: "R.G. Hardie" is a maker's name, read by the name rules.
WITH_STOPS = re.compile(rf"(?<=\w)(?<=[a-zß-öø-ÿа-яё])[ \t]*:?[ \t]+(?P<who>(?:{_CAPITAL}\.[ \t]?){{1,2}}{_CAPITAL}\.)"
                        rf"(?![\w])(?![ \t]*{_CAPITAL}{_SMALL})")
# Abbreviations written with a stop after each capital: they are no one's initials.
# A firm's legal form written so closes its name ("Atjoni Boto Transport N.V.", "Van Dijk Dried Fruits B.V.").
ABBREVIATIONS = frozenset({"us", "uk", "eu", "un", "ps", "nb", "bc", "ad", "dc", "tv", "pc", "ok", "am", "pm", "usa",
                           "uae", "ussr", "rsvp", "ie", "eg", "st", "jr", "sr", "no", "vs", "nv", "bv", "sa", "ag",
                           "ab", "as", "oy", "co"})  # fmt: skip


def _letters(initials: str) -> str:
    return "".join(char for char in initials if char.isalpha()).casefold()


def staff_initials(text: str) -> list[tuple[str, str]]:
    """The people of a text written short: (initials or a name with an initial, their staff number or "")."""
    found = []
    for match in BEFORE_A_POST.finditer(text):
        who, inside = match.group("who"), match.group("inside")
        words = {word.casefold() for word in re.findall(r"[^\W\d_]+", inside)}
        if not words & POST_WORDS or _letters(who) in SYSTEM_ACTORS | ABBREVIATIONS:
            continue
        number = _NUMBER.search(inside)
        found.append((who.strip(), number.group(0) if number else ""))
    for match in WITH_STOPS.finditer(text):
        who = match.group("who").strip()
        if _letters(who) not in ABBREVIATIONS and all(who != seen for seen, _ in found):
            found.append((who, ""))
    return found


# (text, the people read and their staff numbers)
EXAMPLES: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("booked via Gabs office, KM (staff 0417), mom TBC", (("KM", "0417"),)),
    ("M. Tau (res supervisor)", (("M. Tau", ""),)),
    ("assigned J.N.", (("J.N.", ""),)),
    ("cc: D. K. W. for the refund", (("D. K. W.", ""),)),
    ("shipped to the U.S. by sea", ()),  # an abbreviation
    ("J.N. called back", ()),  # a sentence starts: read by the name rules
    ("Чаптыкова Л.Н. (Щетинкина 61-12)", (("Л.Н.", ""),)),  # a surname written first
    ("we can't supply R.G. Hardie sets", ()),  # a maker's name with its initials
    ("Greater Mount Zion A.M.E. Church", ()),
    ("Van Dijk Dried Fruits B.V.", ()),  # a firm's legal form
    ("USB (port 3) and SMS (staff alerts)", ()),  # no post in the first brackets, a system's name in the second
    ("Night shift (team 2)", ()),  # no initials before the brackets
)
