"""Whoever did something in a record is a person of the business, whatever shape the record gives them.

A key that says who did something (`created_by`, `checkedBy`, `moved_by`) names a person whatever was done: a
booking's `created_by`, a class's mover, a refund's approver. A business's own systems write that person as a full
name, as a log-in, or as the initials staff sign with (`"created_by": "MK"`); two or three capitals under such a key
are those initials, not a code, and they stayed in the fixture and in every text that repeated them.
A system that acts is named by its word (`system`, `auto`, `API`, `web`...) and stays; so does anything the role
key's reader already leaves (a word of the language, a team, a date). `by` alone is no such key: a log's `by=portal`,
`by=counter-03` or a sort's `"by": "time"` name a channel, a desk or a field as often as a person.

Applied to each text directly under a key whose last word is `by` (redaction/recognizers/keys.py `role_entity`),
after the key is read as a role key: AS_PERSON: a person; no rule: as the role key's reader types it.
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


def _judged(example: str) -> tuple[tuple[str, ...], str]:
    """An example `key: [value]` as the key's reader passes it: the key's words and the value."""
    from redaction.recognizers.keys import key_words  # the keys' reader imports this table

    text, start, end = marked(example)
    key = text.partition(":")[0]
    return tuple(key_words(key)), text[start:end]


WHOEVER_DID_IT: Table[tuple[tuple[str, ...], str]] = Table(
    "Whoever did it",
    "Each text directly under a key whose last word is `by` after another (`created_by`, `checkedBy`), as a role "
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
    ),
    lambda example, engine: _judged(example),
)
