"""Two given names joined by "&" or "and", typed in lower case, are two people: "dave & sharon on plot 42", "hi it's
jenny & mark harlow", "ruth and tomasz both have the flu".

People who write as a pair name themselves, their guests or their children as a pair, and on a phone in lower case,
where neither the small model nor the rules that want a capital see them. The pair itself says who they are: two
words joined by an ampersand or "and", each a given name some country's list holds, of three letters or more, no
day, month, brand or title, no country and no large city ("paris and london"), and not both words in common use
("grace and faith", "will & testament" are words before they are names) unless a surname follows the second: a
surname of the lists right after the second name, in lower case and no word in common use, is part of that name and
says the pair are people ("jenny & mark harlow", though "jenny" and "mark" are words too). A capitalised pair is
left to the model and the rules of capitalised names, for pairs in capitals are often a firm's ("Ben & Jerry's",
"Marks & Spencer"), and a pair followed by "'s" is one's name for a thing ("ben & jerry's").
"""

from __future__ import annotations

import re
from collections.abc import Callable

_WORD = r"[a-zà-öø-ÿ][a-zà-öø-ÿ'’-]*[a-zà-öø-ÿ]"
PAIR = re.compile(
    rf"(?<![\w'’@./#:=-])(?P<first>{_WORD})[ \t]+(?:&|and)[ \t]+(?P<second>{_WORD})"
    r"(?P<surname>[ \t]+" + _WORD + r")?(?![\w@/#=-]|['’]s\b|\.\w)"
)

# (text, the names found, separated by "|", or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("hiya, dave & sharon on plot 42 (the lunar one)", "dave|sharon"),
    ("hi it's jenny & mark harlow, we land on the 154 on the 8th", "jenny|mark harlow"),
    ("ruth and tomasz both have the flu so cancel thursday", "ruth|tomasz"),
    ("grace and faith are what we need", ""),  # both words in common use, and no surname after them
    ("jenny & mark sent the forms", ""),  # both words in common use too
    ("flying from paris and london next week", ""),  # large cities
    ("got some ben & jerry's for the kids", ""),  # one's name for a thing
    ("Ben & Jerry have a stand at the fair", ""),  # capitalised: left to the model
    ("salt & pepper on the side", ""),  # no given names
    ("monday and tuesday are fully booked", ""),  # days
)


def couples_in_lower_case(
    text: str,
    any_given_name: Callable[[str], bool],
    any_surname: Callable[[str], bool],
    common: Callable[[str], bool],
    not_a_name: Callable[[str], bool],
    a_place: Callable[[str], bool],
) -> list[tuple[int, int]]:
    """The spans of two lower-case given names joined by "&" or "and", the second with its surname if one
    follows. `any_given_name`/`any_surname`: any country's lists; `common`: a word in common use; `not_a_name`: a
    word no one bears (a day, a month, a brand, a title); `a_place`: a country or a large city."""
    spans: list[tuple[int, int]] = []
    for match in PAIR.finditer(text):
        first, second = match.group("first"), match.group("second")
        if not all(
            len(word) >= 3 and any_given_name(word) and not not_a_name(word) and not a_place(word)
            for word in (first, second)
        ):
            continue
        end = match.end("second")
        surname = match.group("surname")
        if surname is not None:
            word = surname.strip()
            if any_surname(word) and not common(word) and not not_a_name(word) and not a_place(word):
                end = match.end("surname")
        if common(first) and common(second) and end == match.end("second"):
            continue  # "grace and faith": words of the language, and no surname says they are people
        spans.append((match.start("first"), match.end("first")))
        spans.append((match.start("second"), end))
    return spans
