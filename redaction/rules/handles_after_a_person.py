"""An account name in lower case right after a noun that names a person is that person's handle: "session expired for
user tjensen", "file unreadable for locum rahul.m", "rejected for seasonal worker nomsa.k".

Logs and errors name the account a line is about by the person's kind and their login, as a program writes them:
`user`, `member`, `worker`, `driver`, and what else a person is to the business (a locum, a tenant, a picker). No
list holds every such noun, so the noun is read by what it is: a person's role the keys know (`customer`, `guest`,
`worker`, a login's noun: `user`, `login`, `account`), a doer as English makes one (`picker`, `operator`, `tutor`;
redaction/rules/doer_keys.py), or any noun the text introduces after "for", "by", "to" or "from" ("for locum").
Written in any case ("User", "USER"). After it, the handle is written in lower case, as logins are, and reads as one:

- its parts joined by a dot or an underscore, letters only, one of them a name's length (three letters or more), not
  all words of the language (`rahul.m`, `nomsa.k`, `j_okafor`; not `file.name`, `on_call`);
- or one word of five letters or more that is no word of the language and is a name the census knows, or one after
  an initial (`tjensen`: `jensen`, `kbrandt`: `brandt`).

A word of the language ("user settings", "for member review"), a system's short name, a value with digits (the key
readers' shapes, redaction/recognizers/key_values.py) and a capitalised word (a name the model reads) are left to the
other rules. Applied to every text of a session (redaction/redactor.py `_add_handles_after_a_person`), as USERNAME.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection

from redaction.recognizers.keys import PERSON_ROLE_WORDS
from redaction.rules.doer_keys import a_doer_last
from redaction.rules.whoever_did_it import SYSTEM_ACTORS

# The nouns of a login in a log line.
LOGIN_WORDS = frozenset({"user", "login", "username", "account", "acct", "usr"})
# Prepositions that introduce the one a line is about or by.
_INTRODUCING = frozenset({"for", "by", "to", "from"})
# A word, then a handle in lower case ending at a space, a stop, a comma, a bracket or the text's end.
# Read at every word's start, so that a noun is read after the word before it as well as alone.
_AFTER_A_NOUN = re.compile(
    r"(?<![\w.-])(?=(?:(?P<before>[A-Za-z]+)[ \t]+)?(?P<noun>[A-Za-z]{3,})[ \t]+"
    r"(?P<handle>[a-z]+(?:[._][a-z]+)*)(?=$|[\s,;:)\]'\"’”]|[.!?](?:\s|$)))"
)
_MIN_NAME = 3
_MIN_WORD = 5


def a_persons_noun(noun: str, before: str, is_noun: Callable[[str], bool]) -> bool:
    """Whether the noun names a person: a role the keys know, a login's noun, a doer, or a noun introduced."""
    folded = noun.casefold()
    singular = folded[:-1] if folded.endswith("s") and not folded.endswith("ss") else folded
    if folded in PERSON_ROLE_WORDS or singular in PERSON_ROLE_WORDS or folded in LOGIN_WORDS:
        return True
    if a_doer_last((folded,)):
        return True
    return before.casefold() in _INTRODUCING and noun.islower() and is_noun(folded)


def a_handle(handle: str, is_word: Callable[[str], bool], names: Collection[str]) -> bool:
    """Whether a word in lower case reads as a login: parts a dot or an underscore join, or a name the census knows
    (perhaps after an initial), and no word of the language."""
    if handle in SYSTEM_ACTORS or is_word(handle):
        return False
    parts = re.split(r"[._]", handle)
    if len(parts) > 1:
        return any(len(part) >= _MIN_NAME for part in parts) and not all(is_word(part) for part in parts)
    return len(handle) >= _MIN_WORD and (handle in names or handle[1:] in names)


def handles_after_a_person(text: str, is_word: Callable[[str], bool], is_noun: Callable[[str], bool],
                           names: Collection[str]) -> list[str]:
    """The handles written in lower case right after a noun that names a person."""
    found: list[str] = []
    for match in _AFTER_A_NOUN.finditer(text):
        handle = match.group("handle")
        if handle not in found and a_persons_noun(match.group("noun"), match.group("before") or "", is_noun) and (
            a_handle(handle, is_word, names)
        ):
            found.append(handle)
    return found


# (text, the handles read)
EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("AuthError: customer portal session expired for user tjensen (ip 70.74.221.38)", ("tjensen",)),
    ("DocumentError: uploaded file unreadable for locum rahul.m — OCR confidence 0.31", ("rahul.m",)),
    ("account 1487203365 rejected for seasonal worker nomsa.k - AVS name mismatch", ("nomsa.k",)),
    ("WARN shift swap refused: picker j_okafor already rostered", ("j_okafor",)),
    ("Login failed for USER kbrandt.", ("kbrandt",)),
    ("ERROR permission denied for user settings page", ()),  # a word of the language
    ("session expired for user admin", ()),
    ("for member review, see the file name.txt", ()),
    ("worker pool restarted by cron", ()),
    ("sync failed for user api", ()),  # a system's short name
    ("copied by user to the on_call folder", ()),
    ("spoke to the customer tjensen", ("tjensen",)),
    ("report for locum Rahul", ()),  # a capitalised name: the model's to read
    ("the driver arrived late", ()),
)
