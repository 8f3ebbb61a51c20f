"""One given name alone under a doer's key is that doer's name: `carver=manaia`, `"carver": "moraa"`,
`runner="Wanjiru"`, `keeper=Sione`.

A key named for what someone does (redaction/rules/doer_keys.py) was read only with a value in a full name's shape,
two words or more, for one word under it is as often a thing's or a firm's name ("Stripe", "Main"). Yet records and
logs of small trades name the one who did the job by the given name alone, in whatever case it was typed, and those
names stayed in the logs. What tells the one word is a person's is the word itself: some country's list holds it as
a given name, it has three letters or more, it is no word of the language, nor, in lower case, a word in common use
(`backorder=true`: "True" is a given name too), it is not all in capitals (a code, a depot's letters), it names no
country (`grower=Jordan` may say where the crop grew), and it is not the key's own word (`carver=Carver`). A town's
name is no bar: small towns bear people's names the world over (Manaia, Ngozi), and where a job was done is written
under a place's key (`town`, `site`), not a doer's. A word of the language ("Main", "Night", "Unknown"), a firm's
name that is no given name ("Stripe"), digits and handles are read as before.

Applied to each value directly under a key as a role key is read (`role_entity`, redaction/recognizers/keys.py),
when the key reads as a doer's and the value is one word. AS_PERSON: a given name, the doer's; no rule: read as
before.
"""

from __future__ import annotations

import re

from redaction.rules import Rule, Table, Verdict
from redaction.rules.doer_keys import a_doer_last
from redaction.rules.login_handles import Context, judged_under_a_key

# One word of letters, in any script, an apostrophe or a hyphen inside ("Ngāti" no; "Anne-Marie", "N'Golo").
_ONE_WORD = re.compile(r"[^\W\d_]{2,}(?:['’-][^\W\d_]{2,})?")


def _a_given_name(word: str) -> bool:
    from redaction.recognizers.support import world_given_names  # built with the engine; the census's are in it

    return word.casefold() in world_given_names()


def _in_common_use(word: str) -> bool:
    from redaction.recognizers.support import COMMON_COUNT, word_counts  # built with the engine

    return word_counts().get(word, 0) >= COMMON_COUNT


def _a_country(word: str) -> bool:
    from redaction.recognizers.support import known_places  # built with the engine

    return word.casefold() in known_places().countries


def one_given_name_under_a_doer(context: Context) -> bool:
    """Whether a value is one given name, no word of the language and no country, under a doer's key."""
    words, value, is_plain = context
    text = value.strip()
    if not words or not a_doer_last(words) or not _ONE_WORD.fullmatch(text) or len(text) < 3 or text.isupper():
        return False
    folded = text.casefold()
    if folded in {words[-1], words[-1].rstrip("s")}:
        return False  # carver=Carver
    if text.islower() and _in_common_use(folded):
        return False  # backorder=true, turnover=true: a word of the language in lower case is a value, not a name
    return _a_given_name(text) and not is_plain(folded) and not _a_country(text)


ONE_NAME_UNDER_A_DOER: Table[Context] = Table(
    "One given name under a doer's key",
    "Each text directly under a key that reads as a doer's (redaction/rules/doer_keys.py) and is one word "
    "(redaction/recognizers/keys.py). AS_PERSON: a given name of the lists, no word of the language and no country, "
    "the doer's; no rule: read as before.",
    (
        Rule(
            "a_given_name_alone",
            "reads as the doer's name one word under a doer's key, in any case, that some country's list holds as "
            "a given name, of three letters or more, not all in capitals, no word of the language (nor, in lower case, "
            "a word in common use), no country's name "
            "and not the key's own word",
            "logs of small trades name the one who did the job by the given name alone (`carver=manaia`, "
            "`\"carver\": \"moraa\"`), and the doer's keys read only two words or more, so those names stayed in "
            "the texts (redaction/rules/one_name_under_a_doer.py)",
            Verdict.AS_PERSON,
            one_given_name_under_a_doer,
            ("carver: [manaia]", "carver: [moraa]", "runner: [Wanjiru]", "keeper: [Sione]", "hikers: [Ngozi]"),
            (
                "runner: [Main]",
                "keeper: [Unknown]",
                "carver: [Stripe]",
                "backorder: [true]",
                "turnover: [true]",
                "runner: [JOSE]",
                "carver: [Carver]",
                "carver: [Rotorua]",
                "grower: [Jordan]",
                "server: [manaia]",
                "status: [manaia]",
                "runner: [manaia2]",
            ),
        ),
    ),
    judged_under_a_key,
)
