"""A login made of a surname and a few letters names its person in any case: `by=hr.tenorio`, `emp=Rideout_K`,
`approver=ops.mwangi`, `user=Okafor_C`.

Staff directories make logins of a family name and an initial, or of a desk's short letters and the family name, and
many write them with the name's capital as the directory holds it. The logins read so far
(redaction/rules/login_handles.py, `_JOINED_HANDLE` in redaction/recognizers/keys.py) wanted a part of three letters
or more first and all in lower case, and these stayed in the logs. A surname says whose a login is by itself: a
value of two parts of letters joined by one dot or one underscore, in any case, one of them a surname some country's
list holds, of four letters or more, rare in running text and no word of the language, the other one to three
letters (an initial, a desk's letters). Read under the keys a login is read under: a listed role's, or any key whose
words name no thing, no state and no part of code (`module`, `locale`, `branch`...), `by` among them. A word of the
language for the long part (`ops.kelly` is read by the rules before; `hr.manager`, `qa.build`), digits, or two long
parts (`numpy.linalg`), a surname that is a common word (`on_call`, `walk_in`), and a long part in capitals or a
place's name (`site=LEEDS_RD`, `resort=VAL_THORENS`, `provider=EP_Canada`: a site's or a firm's code) are no such
login.

Applied to each value directly under a key, as a role key is read (`role_entity`), after the logins of
redaction/rules/login_handles.py. AS_PERSON: a login holding a surname, a person's; no rule: read as before.
"""

from __future__ import annotations

import re

from spacy.lang.en.stop_words import STOP_WORDS

from redaction.rules import Rule, Table, Verdict
from redaction.rules.login_handles import CODE_KEY_WORDS, Context, judged_under_a_key

_TWO_PARTS = re.compile(r"(?P<first>[^\W\d_]+)[._](?P<second>[^\W\d_]+)")


def _a_rare_surname(word: str) -> bool:
    """A surname of the lists that is rare in running text (`tenorio`, `rideout`; not `call`, `walk`)."""
    from redaction.recognizers.support import COMMON_COUNT, census_names, word_counts, world_surnames  # the engine's

    folded = word.casefold()
    in_lists = folded in census_names().surnames or folded in world_surnames()
    return in_lists and word_counts().get(folded, 0) < COMMON_COUNT


def _a_place(word: str) -> bool:
    from redaction.recognizers.support import known_places, populated_places  # built with the engine

    folded = word.casefold()
    return folded in known_places().countries or folded in populated_places()


def a_surname_login(context: Context) -> bool:
    """Whether a value is a login of a surname and one to three letters, in any case, under a key of no thing."""
    words, value, is_plain = context
    match = _TWO_PARTS.fullmatch(value)
    if match is None or not words or any(word in CODE_KEY_WORDS for word in words):
        return False
    if (words[-1] in STOP_WORDS and words[-1] != "by") or len(words[-1]) < 2:  # `by` says who did it
        return False
    parts = sorted((match.group("first"), match.group("second")), key=len)
    short, long = parts
    if not 1 <= len(short) <= 3 or len(long) < 4:
        return False
    if long.isupper() or _a_place(long):
        return False  # site=LEEDS_RD, resort=VAL_THORENS, provider=EP_Canada: a site's or a firm's code
    return _a_rare_surname(long) and not is_plain(long.casefold())


SURNAME_LOGINS: Table[Context] = Table(
    "Logins holding a surname",
    "Each text directly under a listed role's key, or a key whose words name no thing, no state and no part of "
    "code (redaction/recognizers/keys.py), that the logins before left. AS_PERSON: a login holding a surname, a "
    "person's; no rule: read as before.",
    (
        Rule(
            "a_surname_and_letters",
            "reads as a person's login two parts of letters joined by a dot or an "
            "underscore, in any case, one a surname of the lists that is no word of the language, the other one to "
            "three letters",
            "directories make logins of a family name and an initial or a desk's letters (`by=hr.tenorio`, "
            "`emp=Rideout_K`), often with the name's capital; the lower-case logins read before missed them and "
            "they stayed in the logs (redaction/rules/surname_logins.py)",
            Verdict.AS_PERSON,
            a_surname_login,
            ("by: [hr.tenorio]", "emp: [Rideout_K]", "approver: [ops.mwangi]", "user: [Okafor_C]"),
            (
                "by: [hr.manager]",
                "module: [os.Rideout]",
                "by: [numpy.linalg]",
                "emp: [Rideout_K2]",
                "and: [hr.tenorio]",
                "status: [qa.build]",
                "assignee: [on_call]",
                "site: [LEEDS_RD]",
                "provider: [EP_Canada]",
            ),
        ),
    ),
    judged_under_a_key,
)
