"""Two or three capitals closing a text or its brackets after a dash, perhaps after the words of a desk or a role, are
the writer's initials: "Pl. allow provisional pre-auth. - desk BS", "resubmit - TPA reviewer AK", "ops - KR",
"(maint., no notice sent - ops KR)".

Staff sign what they write in a record (a note, a query raised, a log's line, who logged it) as they sign a paper
form: their words, a dash, and their initials, often with their desk or their role between ("- desk BS", "- TPA
reviewer AK", "- ops KR"), at the end of the text or of the brackets the remark is written in. A note's key signs
with bare initials too (redaction/rules/signed_notes.py); this rule reads the signature by its shape, under any key:

- the dash follows a word in lower case, perhaps closed by a stop, or a bracket ("no notice sent - ops KR)",
  "pre-auth. - desk BS"), never a capitalised word (a name's or a place's last word: "Royal Derby Hospital - CRF",
  "Rio de Janeiro - RJ") nor a number ("returned 901 - NSF", a code's reason);
- between the dash and the capitals stand at most two words: in lower case (`desk`, `reviewer`, `ops`) or an
  acronym in capitals (`TPA`), words of a desk or a role;
- the capitals end the text, or the brackets around the remark;
- the capitals are no system's or channel's short name (`API`, `POS`, `TBA`, `N/A`) and no word of the language
  written in capitals ("- OK", "- NO", "- DONE"). Two capitals that the language knows only as a noun are an
  abbreviation's (a unit's, an element's: `KB`, `KR`, `BS`), which no one writes to end a remark: a person's
  initials are read there.

Where the capitals are found, they are the writer's initials wherever the session writes them alone in capitals
(redaction/redactor.py `_add_initials_signing_remarks`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.rules.whoever_did_it import SYSTEM_ACTORS

# A word in lower case (perhaps closed by a stop) or a closing bracket, a dash, at most two words of a desk or a role,
# then two or three capitals ending the text or its brackets.
_SIGNED = re.compile(
    r"(?:(?<![\w'’-])[^\W\d_A-Z](?:[^\W\d_A-Z]|['’-](?=[^\W\d_A-Z]))*[.,;!]?|[)\]])[ \t]+"
    r"[-–—~][ \t]*(?P<role>(?:(?:[^\W\d_A-Z]{2,}|[^\W\d_a-z]{2,5})[ \t]+){0,2})"
    r"(?P<initials>[^\W\d_a-z]{2,3})[ \t.]*(?=$|[)\]])"
)


def initials_signing_remarks(text: str, is_word: Callable[[str], bool],
                             only_a_noun: Callable[[str], bool]) -> list[str]:
    """The initials signing the text, or a bracketed remark in it, after a dash (perhaps after a desk's or a role's
    words). `is_word` says a word of the language; `only_a_noun` a word the language knows only as a noun."""
    found = []
    for signed in _SIGNED.finditer(text):
        initials = signed.group("initials")
        folded = initials.casefold()
        if not initials.isupper() or folded in SYSTEM_ACTORS:
            continue
        if is_word(folded) and not (len(folded) == 2 and only_a_noun(folded)):
            continue
        role = signed.group("role").split()
        if len(role) == 1 and role[0].isupper() and role[0].casefold() not in SYSTEM_ACTORS:
            continue  # two codes in capitals ("- GB KR"), no desk's words before the capitals
        found.append(initials)
    return found


# (text, the initials read)
EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Pl. allow provisional pre-auth. - desk BS", ("BS",)),
    ("Discharge summary unsigned; resubmit - TPA reviewer AK", ("AK",)),
    ("ops - KR", ("KR",)),
    ("closed on arrival (maint., no notice sent - ops KR). Dup charge to refund", ("KR",)),
    ("no door delivery this addr, use PO Box. Held at counter - KB", ("KB",)),
    ("cust no cash paid - LT", ("LT",)),
    ("le client a rappelé, dossier transmis - accueil MH", ("MH",)),
    ("Referral from Royal Derby Hospital - CRF", ()),  # a name's last word before the dash
    ("Av. das Américas, 3555, Rio de Janeiro - RJ", ()),
    ("payment returned 901 - NSF", ()),  # a number before the dash
    ("checked the meter - OK", ()),  # a word of the language
    ("shipment delivered - YES", ()),
    ("sent the form by sms - TBA", ()),  # no one's short name
    ("synced with the shop - POS", ()),
    ("left vm - RW and will call back", ()),  # the capitals end nothing
    ("route via Frankfurt - FRA", ()),  # a capitalised word before the dash
    ("Flight 2 - LHR to JFK", ()),
)
