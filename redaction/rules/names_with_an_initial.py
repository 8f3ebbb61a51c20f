"""A capital and a stop beside a capitalised word that is no word of the language is a name written with an
initial: "T. Mokgweetsi / clerk 0231" (an initial and a surname), `{"agent": "Gaone P."}` (a given name and the
surname's initial).

Staff and customers are written with one of their names shortened to its initial, in a log's line, a ticket's
assignee or a message ("by T. Mokgweetsi", "ask for Gaone P."): the initial is one capital closed by a stop, written
right before or right after the other name. What the rule reads is the shape, in any language written in Latin
letters:

- one capital with a stop, not part of a longer abbreviation ("U.S. Navy": a stop or a letter stands before it), then
  a capitalised word of at least three letters; or a capitalised word of at least three letters, not after another
  capitalised word ("Avenue Mohammed V.", "Form Cure L.": a thing's name), then one capital with a stop ending the
  text or followed by a comma, a semicolon, a bracket or a slash (a word after it is a sentence's: "the Barryvox S.
  budget is");
- the initial and the word's first letter are of one case: a letter in lower case before a capitalised word is a
  word closing a sentence (Chechen "ю. Баня"); Georgian writes names with an initial in lower case ("მ. ჯოჯუა");
- the word is no word of the language ("Plan B.", "Vitamin D.", "Line B." are things; "plan A. Then" is two
  sentences), and it is not written in capitals (`B. PLC`, a code).

The name is then the person's wherever the session writes it (redaction/redactor.py `_add_names_with_an_initial`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

_CAPITAL = r"[^\W\d_a-z]"
_LOWER = r"[^\W\d_A-Z]"
_WORD = rf"{_CAPITAL}{_LOWER}{{2,}}(?:[-'’]{_CAPITAL}{_LOWER}+)?"
# An initial and a word: "T. Mokgweetsi".
_INITIAL_FIRST = re.compile(rf"(?<![\w.])(?P<name>{_CAPITAL}\.[ \t]?(?P<word>{_WORD}))(?![\w.'’-])")
# A word and an initial closing the text or followed by a mark: "Gaone P.", not after a capitalised word.
_INITIAL_LAST = re.compile(
    rf"(?<![\w.'’-])(?P<name>(?P<word>{_WORD})[ \t]{_CAPITAL}\.)(?=[ \t]*(?:$|[,;)\]/|]))"
)


# A capitalised word right before: the word and the initial close a thing's name.
_AFTER_A_CAPITALISED_WORD = re.compile(rf"(?<![\w'’-]){_CAPITAL}[\w'’-]*[ \t]+$")


def names_with_an_initial(text: str, is_word: Callable[[str], bool]) -> list[str]:
    """The names written with an initial in the text. `is_word` says a word of the language."""
    found = []
    for pattern in (_INITIAL_FIRST, _INITIAL_LAST):
        for match in pattern.finditer(text):
            after_a_name = pattern is _INITIAL_LAST and _AFTER_A_CAPITALISED_WORD.search(text, 0, match.start())
            initial = match.group("name")[0 if pattern is _INITIAL_FIRST else -2]
            # The initial and the word's first letter of one case ("ю. Баня" closes a sentence; Georgian writes both
            # in lower case)
            cases_differ = initial.islower() != match.group("word")[0].islower()
            if not is_word(match.group("word")) and not after_a_name and not cases_differ:
                found.append(match.group("name"))
    return found


# (text, the names read)
EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("T. Mokgweetsi / clerk 0231", ("T. Mokgweetsi",)),
    ("Gaone P.", ("Gaone P.",)),
    ("rejected at the gate by T. Mokgweetsi, bolus mismatch", ("T. Mokgweetsi",)),
    ("ask for Gaone P., she is at the intake desk", ("Gaone P.",)),
    ("my buddy swears by the Barryvox S. budget is like 600 bucks", ()),  # a sentence goes on after it
    ("meet at Avenue Mohammed V.", ()),  # after a capitalised word
    ("if that fails we go with Plan B.", ()),  # a word of the language
    ("take vitamin D. Then rest", ()),
    ("sailed with the U.S. Navy", ()),  # part of a longer abbreviation
    ("Cattle Line B", ()),  # no stop: a line's letter
    ("see section 4.B. Payments", ()),
    ("мангал йолу беседка ю. Баня на дровах а ю", ()),  # a word in lower case before the stop
    ("ოპერატორი მ. ჯოჯუა", ("მ. ჯოჯუა",)),  # a script without capitals
)
