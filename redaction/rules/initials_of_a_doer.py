"""Initials under a key naming a listed person's role that is the doer of an act of the job (`approver`, `reviewer`,
`teacher`), and initials written with a stop after each capital under a key that says who did something
(`"checked_by": "T.N."`), are a person's.

Staff sign what they approve, review or teach with their initials, and the record files them under the key of that
act's doer, made of the act's verb as English makes a doer (`approver`, `reviewer`, `teacher`), as it files them under
`approved_by` or a staff post (redaction/rules/whoever_did_it.py). Two or three capitals under such a key are those
initials, not a code's letters; a system's or a channel's short name (`API`, `SYS`, `POS`) is no one, and a party's to
the matter (`owner`, `customer`, `holder`: not staff acting on it) holds capitals as often a code's. A word of another
language ending as a doer's does ("kurjers") may be a firm's key (a courier's), so the doer's word is a listed role's.
Initials are written with a stop after each capital too, in any script ("T.N.", "K. M.", "Н.С."): under a key that
says who did something (`_by`, a staff post, a doer's word), those are the person's initials, as the capitals alone
are.

Applied to each text directly under a key as a role key is read (redaction/recognizers/keys.py), before the listed
roles' and the doers' readings. AS_PERSON: the text is the person's initials, replaced wherever the session writes
them; no rule: read as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.doer_keys import DOER_KEYS
from redaction.rules.whoever_did_it import STAFF_POSTS, SYSTEM_ACTORS, done_by

if TYPE_CHECKING:
    from redaction.engine import Engine

Context = tuple[tuple[str, ...], str, Callable[[str], bool]]  # the key's words, the text, a word of the language

# Two or three capitals of any script, as staff sign with their initials: KM, GSE, ÅL.
_INITIALS = re.compile(r"[^\W\d_a-z]{2,3}")
# Two or three capitals of any script, each followed by a stop, a space perhaps between: "T.N.", "K. M.", "Н.С.".
_INITIALS_WITH_STOPS = re.compile(r"(?:[^\W\d_a-z]\.[ \t]?){1,2}[^\W\d_a-z]\.")


# The parties to the matter a record is about, not staff acting on it: their initials are as often a code's capitals.
PARTIES = frozenset({
    "owner", "customer", "buyer", "seller", "member", "holder", "sender", "receiver", "caller", "passenger", "user",
    "player", "subscriber", "borrower", "lender", "renter", "leaser", "lessor", "landlord", "tenant", "payer",
    "dweller", "traveller", "traveler", "shipper", "consignor", "partner", "founder", "supporter", "follower",
    "viewer", "reader", "listener", "beneficiary", "debtor", "creditor", "donor", "sponsor", "visitor", "bidder",
})  # fmt: skip


def _a_doers_key(words: tuple[str, ...]) -> bool:
    """A key whose last word is the doer of an act, as a language makes one of its verb, no thing's or firm's, and no
    party's to the matter (`owner`, `customer`)."""
    return DOER_KEYS.verdict(words) is Verdict.AS_PERSON and words[-1].removesuffix("s") not in PARTIES


def _capitals(text: str) -> bool:
    return bool(_INITIALS.fullmatch(text)) and text.isupper() and text.casefold() not in SYSTEM_ACTORS


def initials_under_a_doers_key(context: Context) -> bool:
    """Two or three capitals, no system's short name, under a key whose last word is an act's doer (a staff post's
    key is read by redaction/rules/whoever_did_it.py: a `courier` is a firm as often)."""
    from redaction.recognizers.keys import PERSON_ROLE_WORDS  # the keys' reader imports this table

    words, text, _ = context
    # The doer's word is a listed person's role read in English (a word of another language ending so, "kurjers", is
    # a courier firm's key as often).
    return (
        bool(words) and words[-1] in PERSON_ROLE_WORDS and words[-1] not in STAFF_POSTS and _capitals(text)
        and _a_doers_key(words)
    )  # fmt: skip


def initials_with_stops_of_whoever_did_it(context: Context) -> bool:
    """Two or three capitals each followed by a stop, under a key that says who did something, a staff post's key
    or a doer's."""
    words, text, _ = context
    return (
        bool(words) and bool(_INITIALS_WITH_STOPS.fullmatch(text)) and text.isupper()
        and (done_by(words) or words[-1] in STAFF_POSTS or _a_doers_key(words))
    )  # fmt: skip


def _judged(example: str, engine: Engine) -> Context:
    """An example `key: [value]` as the key's reader passes it: the key's words, the value and a word's test."""
    from redaction.recognizers.keys import key_words  # the keys' reader imports this table

    text, start, end = marked(example)
    key = text.partition(":")[0]
    return tuple(key_words(key)), text[start:end], engine.person_support.plain_word


INITIALS_OF_A_DOER: Table[Context] = Table(
    "Initials of an act's doer",
    "Each text directly under a key, as a role key is read (redaction/recognizers/keys.py), before the listed roles' "
    "and the doers' readings. AS_PERSON: a person's initials; no rule: read as before.",
    (
        Rule("initials_under_a_doers_key", "types as a person two or three capitals under a key whose last word is "
             "a listed person's role that is the doer of an act, as English makes one of its verb (`approver`, "
             "`reviewer`, `teacher`), unless they are a system's or a channel's short name, or the role a party's "
             "to the matter",
             "staff sign what they approve, review or teach with their initials under that act's doer's key "
             "(`\"approver\": \"KM\"`) as under `approved_by`, and they stayed in the fixtures "
             "(redaction/rules/initials_of_a_doer.py)", Verdict.AS_PERSON, initials_under_a_doers_key,
             ("approver: [KM]", "reviewer: [GSE]", "teacher: [ÅL]"),
             ("approver: [API]", "server: [DB]", "carrier: [UPS]", "operator: [MTN]", "approver: [ABCD]",
              "approver: [K2]", "approval: [OK]", "owner: [MK]", "holder: [JT]", "courier: [DPD]",
              "kurjers: [DPD]")),
        Rule("initials_with_stops_of_whoever_did_it", "types as a person two or three capitals each followed by a "
             "stop, in any script, under a key that says who did something (`checked_by`), a staff post's "
             "(`clerk`) or an act's doer's (`approver`)", "initials are written with stops as often as without "
             "(`\"checked_by\": \"T.N.\"`), and read so as no name and no code they stayed in the fixtures "
             "(redaction/rules/initials_of_a_doer.py)", Verdict.AS_PERSON, initials_with_stops_of_whoever_did_it,
             ("checked_by: [T.N.]", "approver: [K. M.]", "clerk: [R.J.]", "prepared_by: [Н.С.]"),
             ("owner: [T.N.]", "checked_by: [U.S.A.B.]", "checked_by: [t.n.]", "note: [P.S.]")),
    ),
    _judged,
)
