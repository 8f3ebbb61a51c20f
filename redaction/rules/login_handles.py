"""A handle in a login's shape names a person under any key of a role someone plays: `pilot=ramesh.pun`,
`marshal=kenny.f`, `by=yaw.k`, `operator=tinashe.m`, `user=kavaking_nz`.

Logs of every trade say who did the job by the login of whoever did it, under a key that names their part in it:
a pilot, a marshal, an operator, whoever did it (`by`). No list holds every such noun, but a login says whose it is
by its shape: a name's part that is no word of the language, then a dot and an initial or another part of the name
(`tinashe.m`, `kenny.f`, `ramesh.pun`), or an underscore and an initial (`wanjiru_k`); an underscore before a word
joins the words of a code's name (`reason=geofence_unavailable`, `room=frankensteins_lab`) and is no login. So a
value of that shape is a person's handle under any key whose words name no thing and no state
(redaction/recognizers/keys.py keeps `file`, `host`, `model`, `status`... out before the value is read), no word of
grammar (a quote after "and" has no key; `by` says who did it), and no key of code (`module`, `logger`, `path`,
`locale`...: `numpy.linalg`, `en_gb`): the key's noun is a role's when it is no thing's. Under a listed role
(`user`, `driver`, `owner`) a handle whose parts an underscore joins is a person's whatever its second part
(`kavaking_nz`), unless every part is a word of the language (`walk_in`), as before.

Applied to each value directly under a key, as a role key is read (`role_entity`), after the listed roles, trades
and doers. AS_PERSON: a login's handle under a key of no thing; no rule: read as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from spacy.lang.en.stop_words import STOP_WORDS

from redaction.rules import Rule, Table, Verdict, marked

# Two parts of letters joined by one dot or one underscore: a name's part, then an initial or another part.
_LOGIN = re.compile(r"(?P<first>[a-zà-öø-ÿ]{3,})[._](?P<second>[a-zà-öø-ÿ]{1,})")
# The words of keys that hold code's names, paths, languages and machines' parts, not a person's login.
CODE_KEY_WORDS = frozenset({
    "module", "package", "logger", "log", "path", "dir", "locale", "lang", "language", "class", "method", "func",
    "handler", "job", "task", "queue", "topic", "bucket", "index", "db", "database", "schema", "table", "env",
    "environment", "region", "zone", "cluster", "node", "pod", "image", "tag", "branch", "ref", "repo", "version",
    "component", "source", "src", "target", "dest", "metric", "event", "action", "route", "endpoint", "url", "uri",
    "ext", "mime", "charset", "encoding", "tz", "timezone", "feature", "flag", "experiment", "step", "stage",
    "name", "label", "field", "key", "param", "config", "profile", "mode", "scope", "permission", "role", "grade",
    "sku", "code", "unit", "currency", "channel", "device", "browser", "os", "platform", "app", "plugin", "theme",
    "template", "view", "page", "screen", "layout", "format", "style", "size", "color", "colour", "variant",
})  # fmt: skip

# A context: the key's words, the value, and what tells a word of the language.
Context = tuple[tuple[str, ...], str, Callable[[str], bool]]


def _a_names_part(word: str) -> bool:
    """A given name of any country's list, or a word rare in running text (`tinashe`, `kenny`, `yaw`)."""
    from redaction.recognizers.support import COMMON_COUNT, word_counts, world_given_names  # built with the engine

    return word in world_given_names() or word_counts().get(word, 0) < COMMON_COUNT


def a_login(context: Context) -> bool:
    """Whether a value is a login's handle under a key naming no thing: a name's part no word of the language, then a
    dot and an initial or another part of a name, or an underscore and an initial."""
    words, value, is_plain = context
    match = _LOGIN.fullmatch(value)
    if match is None or not words or any(word in CODE_KEY_WORDS for word in words):
        return False
    if (words[-1] in STOP_WORDS and words[-1] != "by") or len(words[-1]) < 2:  # `by` says who did it
        return False  # "... and 'datetime.timedelta'": a word of grammar before a quote is no key of a role
    first, second = match.group("first"), match.group("second")
    if is_plain(first) or not _a_names_part(first):
        return False  # main.c, gate.b, orders_v: a word of the language first is a thing's name
    # An underscore joins the words of a code's name (`geofence_unavailable`, `tabby_cake`), so only an initial
    # follows one; a dot joins a first and a last name too (`ramesh.pun`).
    return len(second) == 1 or (len(second) >= 3 and value[len(first)] == ".")


# Parts of letters joined by underscores: `kavaking_nz`, `walk_in`.
_JOINED_BY_UNDERSCORES = re.compile(r"[a-zà-öø-ÿ]+(?:_[a-zà-öø-ÿ]+)+")


def joined_by_underscores(context: Context) -> bool:
    """Whether a value is parts of letters joined by underscores, one of them a name's part and no word of the
    language."""
    _, value, is_plain = context
    return bool(_JOINED_BY_UNDERSCORES.fullmatch(value)) and any(
        len(part) >= 3 and not is_plain(part) and _a_names_part(part) for part in value.split("_")
    )


def judged_under_a_key(example: str, engine: object) -> Context:
    """An example `key: [value]` as the key's reader passes it."""
    from redaction.recognizers.keys import key_words  # the keys' reader imports this table

    text, start, end = marked(example)
    is_plain = engine.person_support.plain_word  # type: ignore[attr-defined]
    return tuple(key_words(text.partition(":")[0])), text[start:end], is_plain


LOGIN_HANDLES: Table[Context] = Table(
    "Logins under a role's key",
    "Each text directly under a key that no listed role, trade or doer is, and whose words name no thing and no "
    "state (redaction/recognizers/keys.py). AS_PERSON: a login's handle, a person's; no rule: read as before.",
    (
        Rule("a_login_under_a_role", "reads as a person's handle a value of a login's shape (a name's part that is "
             "no word of the language, then a dot and an initial or another part of a name, or an underscore and "
             "an initial) "
             "under any key whose words name no thing, no state and no part of code",
             "logs name who did the job by their login under a key of their part in it (`pilot=ramesh.pun`, "
             "`marshal=kenny.f`, `by=yaw.k`, `operator=tinashe.m`): no list holds every role's noun, and those "
             "handles stayed in the texts (redaction/rules/login_handles.py)", Verdict.AS_PERSON, a_login,
             ("pilot: [ramesh.pun]", "marshal: [kenny.f]", "by: [yaw.k]", "operator: [tinashe.m]",
              "picker: [wanjiru_k]"),
             ("module: [numpy.linalg]", "locale: [en_gb]", "by: [walk_in]", "pilot: [main.c]", "marshal: [gate.b]",
              "marshal: [kenny]", "logger: [django.request]", "operator: [tinashe.m2]",
              "reason: [geofence_unavailable]", "room: [frankensteins_lab]", "addon: [tabby_cake]",
              "and: [datetime.timedelta]")),
    ),
    judged_under_a_key,
)

HANDLES_UNDER_A_LISTED_ROLE: Table[Context] = Table(
    "Handles under a listed role",
    "Each text directly under a listed role's key (`user`, `driver`, `owner`: redaction/recognizers/keys.py) that "
    "names a person's part and no group. AS_PERSON: a handle, a person's; no rule: read as before.",
    (
        Rule("a_handle_joined_by_underscores", "reads as a person's handle, under a listed role's key, parts of "
             "letters joined by underscores, one of them of three letters or more and no word of the language",
             "a log-in of a name and a country's or a team's letters (`user=kavaking_nz`) has no initial and no "
             "dot, and was read as nobody's under `user` (redaction/rules/login_handles.py)", Verdict.AS_PERSON,
             joined_by_underscores, ("user: [kavaking_nz]", "driver: [sipho_za]"),
             ("user: [walk_in]", "owner: [on_call]", "user: [kavaking.nz]", "user: [kavaking_nz2]")),
    ),
    judged_under_a_key,
)
