"""Whoever did something in a record is a person of the business, whatever shape the record gives them.

A key that says who did something (`created_by`, `checkedBy`, `moved_by`) names a person whatever was done: a
booking's `created_by`, a class's mover, a refund's approver. A business's own systems write that person as a full
name, as a log-in, or as the initials staff sign with (`"created_by": "MK"`); two or three capitals under such a key
are those initials, not a code, and they stayed in the fixture and in every text that repeated them.
A system that acts is named by its word (`system`, `auto`, `API`, `web`...) and stays; so does anything the role
key's reader already leaves (a word of the language, a team, a date). `by` alone is no such key: a log's `by=portal`,
`by=counter-03` or a sort's `"by": "time"` name a channel, a desk or a field as often as a person.

A key naming a member of the business's staff by their post (`clerk`, `cashier`, `technician`, `officer`,
`dispatcher`) names that person as `created_by` does, and staff sign a pawn ticket, a visit or a dispatch with
their initials there too (`"clerk": "RJ"`); a key naming a customer, an owner or a party (`owner`, `guest`) does
not: their initials are as often a code's capitals.

Applied to each text directly under a key whose last word is `by` or a staff member's post
(redaction/recognizers/keys.py `role_entity`), after the key is read as a role key: AS_PERSON: a person; no rule: as
the role key's reader types it.
"""

from __future__ import annotations

import re

from redaction.rules import Rule, Table, Verdict, marked

# The short names of the systems and channels that act in a record in place of a person: they stay.
SYSTEM_ACTORS = frozenset({
    "api", "app", "web", "www", "pos", "crm", "erp", "ivr", "sms", "sys", "bot", "etl", "job", "cron", "ops", "it",
    "hr", "ai", "qa", "cli", "ui", "ux", "llm", "gpt", "sso", "otp", "n/a", "na", "tbd", "tba", "nil", "all", "any",
})  # fmt: skip
# Two or three capital letters, as staff sign with their initials: MK, GSE.
_INITIALS = re.compile(r"[^\W\d_a-z]{2,3}")


# The posts of a business's staff, who sign what they do with their initials. Not a handler (a program's as often),
# an agent (the software's), an owner, a customer or any party to the matter.
STAFF_POSTS = frozenset({
    "clerk", "cashier", "teller", "technician", "tech", "engineer", "officer", "inspector", "assessor",
    "caseworker", "supervisor", "manager", "staff", "staffer", "dispatcher", "surveyor", "adviser", "advisor",
    "consultant", "representative", "rep", "driver", "courier", "receptionist", "appraiser", "fitter", "installer",
})  # fmt: skip


def done_by(words: tuple[str, ...]) -> bool:
    """Whether a key's words say who did something: its last word is `by` after another (`created_by`, `checkedBy`)."""
    return len(words) > 1 and words[-1] == "by"


def initials_of_whoever_did_it(context: tuple[tuple[str, ...], str]) -> bool:
    """Two or three capitals, no system's short name, under a key that says who did something."""
    words, text = context
    return (
        done_by(words) and bool(_INITIALS.fullmatch(text)) and text.isupper()
        and text.casefold() not in SYSTEM_ACTORS
    )  # fmt: skip


def initials_of_a_staff_member(context: tuple[tuple[str, ...], str]) -> bool:
    """Two or three capitals, no system's short name, under a key naming a staff member's post."""
    words, text = context
    return (
        bool(words) and words[-1] in STAFF_POSTS and bool(_INITIALS.fullmatch(text)) and text.isupper()
        and text.casefold() not in SYSTEM_ACTORS
    )  # fmt: skip


def _judged(example: str) -> tuple[tuple[str, ...], str]:
    """An example `key: [value]` as the key's reader passes it: the key's words and the value."""
    from redaction.recognizers.keys import key_words  # the keys' reader imports this table

    text, start, end = marked(example)
    key = text.partition(":")[0]
    return tuple(key_words(key)), text[start:end]


WHOEVER_DID_IT: Table[tuple[tuple[str, ...], str]] = Table(
    "Whoever did it",
    "Each text directly under a key whose last word is `by` after another (`created_by`, `checkedBy`) or a staff "
    "member's post (`clerk`, `technician`), as a role "
    "key is read (redaction/recognizers/keys.py). AS_PERSON: a person; no rule: as the "
    "role key's reader types it (a full name or a log-in is a person or a username there, a word of the language, "
    "a team or a system nobody).",
    (
        Rule("initials_of_whoever_did_it", "types as a person two or three capitals under a key that says who did "
             "something, unless they are a system's or a channel's short name (`API`, `WEB`, `POS`, `SYS`...)",
             "staff sign a booking, a change or a check with their initials (`\"created_by\": \"MK\"`), which read "
             "as a code's capitals: they stayed in the fixture and in every text that repeated them "
             "(redaction/rules/whoever_did_it.py)", Verdict.AS_PERSON, initials_of_whoever_did_it,
             ("created_by: [MK]", "checkedBy: [GSE]", "approved_by: [ÅL]", "moved_by: [МК]"),
             ("by: [JT]", "created_by: [API]", "updated_by: [SYS]", "created_by: [WEB]", "owner: [MK]",
              "created_by: [ABCD]", "created_by: [M1]", "kuerzel: [GSE]")),
        Rule("initials_of_a_staff_member", "types as a person two or three capitals under a key naming a staff "
             "member's post (`clerk`, `cashier`, `technician`, `officer`, `dispatcher`...), unless they are a "
             "system's or a channel's short name", "staff sign a pawn ticket, a visit or a dispatch with their "
             "initials under their post's key (`\"clerk\": \"RJ\"`), which read as a code's capitals: they stayed "
             "in the fixture (redaction/rules/whoever_did_it.py)", Verdict.AS_PERSON, initials_of_a_staff_member,
             ("clerk: [RJ]", "technician: [DMK]", "loan_officer: [TB]"),
             ("owner: [RJ]", "clerk: [POS]", "handler: [SQS]", "clerk: [RJ2]", "agent: [RW]")),
    ),
    lambda example, engine: _judged(example),
)
