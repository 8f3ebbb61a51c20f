"""A word in a login's shape right after the word that says a login (`user`, `username`, `login`, `userid`) in a
text is a person's login: "manifest locked by dispatcher user mkato at 17:02", "login: j.oduya", "username
tkariuki2".

Systems name whoever holds a lock, made a change or failed to sign in by their login, and say so with the word
before it, in an error, a log's line or a note. The keys of a record say a login by their key
(redaction/rules/login_handles.py, redaction/rules/surname_logins.py); in a text, the word `user`, `username`,
`login` or `userid` says it (a colon or an equals sign perhaps after it), and the login is the next word, read in a
login's shape:

- three to twenty letters in lower case, perhaps with digits, a dot, an underscore or a dash inside
  (`mkato`, `j.oduya`, `tkariuki2`), never in capitals (`user ADMIN`, a role) nor digits alone (`user 4417`, a
  number read by the identifier rules);
- after `login` alone (no colon, no equals sign), a word holding a digit, a dot, an underscore or a dash only:
  `login` is a verb many languages borrow, and the word after it is then of that language ("login pertama",
  "login kijiye");
- no word of the language, nor one inflected or with its apostrophe dropped ("user pressed", "user account", "login
  failed", "user doesnt"), nor words of the language joined, perhaps with digits (a desk's or a system's account:
  "user=ops_admin", "user=shopadmin", "user=dispatcher2"), no word of grammar, and no
  system's or channel's short name (`admin`, `root`, `system`, `guest`...).

Where the login is found, it is replaced wherever the session writes it (redaction/redactor.py
`_add_logins_named_in_text`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from spacy.lang.en.stop_words import STOP_WORDS

from redaction.rules.whoever_did_it import SYSTEM_ACTORS

# The word that says a login, a colon or an equals sign perhaps after it, then the login.
_NAMED = re.compile(
    r"(?<![\w.@/-])(?P<word>(?i:user(?:[ _-]?name|[ _-]?id)?|login))(?P<sign>[ \t]*[:=][ \t]*|[ \t]+)"
    r"(?P<login>[a-z][a-z0-9]*(?:[._-][a-z0-9]+)?)(?![\w@/]|[.-]\w)"
)
# Accounts every system has, no one's.
ACCOUNTS = frozenset({"admin", "administrator", "root", "system", "guest", "anonymous", "unknown", "test", "demo",
                      "service", "bot", "null", "none", "default", "superuser", "sysadmin"})  # fmt: skip
_LETTERS = re.compile(r"[a-z]+")
_ENDINGS = ("nt", "ed", "d", "ing", "s", "es")
# The words that say a login, never one.
_LOGIN_WORDS = frozenset({"user", "username", "userid", "login", "name", "id"})


def _a_word(login: str, is_word: Callable[[str], bool]) -> bool:
    if login in STOP_WORDS or login in SYSTEM_ACTORS or login in ACCOUNTS or login in _LOGIN_WORDS or is_word(login):
        return True
    # A desk's or a system's account made of words, perhaps with digits ("ops_admin", "shopadmin", "dispatcher2").
    letters = "".join(_LETTERS.findall(login))
    if any(part in ACCOUNTS for part in _LETTERS.findall(login)) or is_word(letters):
        return True
    if any(is_word(letters[:cut]) and (is_word(letters[cut:]) or letters[cut:] in ACCOUNTS)
           for cut in range(3, len(letters) - 2)):
        return True
    # A word with its apostrophe dropped ("doesnt", "hasnt"), or a word's inflection ("failed", "logging").
    return any(login.endswith(ending) and is_word(login[: -len(ending)]) for ending in _ENDINGS)


def logins_named_in_text(text: str, is_word: Callable[[str], bool]) -> list[str]:
    """The logins a text names after the word that says a login. `is_word` says a word of the language."""
    found = []
    named = _NAMED.search(text)
    while named is not None:
        login = named.group("login")
        # `login` is a verb too, borrowed by many languages ("login pertama", "login kijiye"): after it alone, a
        # login is read only with a digit, a dot, an underscore or a dash in it, or after a colon or an equals sign.
        bare_verb = named.group("word").casefold() == "login" and not named.group("sign").strip()
        shaped = 3 <= len(login) <= 20 and _LETTERS.search(login) is not None
        if shaped and not (bare_verb and login.isalpha()) and not _a_word(login, is_word):
            found.append(login)
        named = _NAMED.search(text, named.start("login"))  # "login: username jlee_1987"
    return found


# (text, the logins read)
EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ERR_MANIFEST_LOCK (409): manifest HOI-KBL-0430 locked by dispatcher user mkato at 17:02", ("mkato",)),
    ("login: j.oduya (3 failed attempts)", ("j.oduya",)),
    ("password reset sent for username tkariuki2", ("tkariuki2",)),
    ("record edited by userid=pnarzary", ("pnarzary",)),
    ("the user pressed cancel twice", ()),  # a word of the language
    ("login failed for this account", ()),
    ("user doesnt have access yet", ()),  # a word with its apostrophe dropped
    ("locked by user admin", ()),  # an account every system has
    ("user ADMIN changed the rate", ()),  # capitals: a role
    ("user 4417 locked the file", ()),  # digits alone
    ("see user.email for the address", ()),  # a field's name
    ("auth.failed user=ops_admin src_ip=198.51.100.201", ()),  # a desk's account
    ("admin login ok user=shopadmin from 198.51.100.23", ()),  # words joined
    ("auth.ok user=dispatcher2 depot=MUTARE", ()),
    ("Patient portal login: username jlee_1987", ("jlee_1987",)),
    ("silakan diganti setelah login pertama", ()),  # `login` a verb, a word of another language after it
    ("login jkorir2 failed", ("jkorir2",)),
)
