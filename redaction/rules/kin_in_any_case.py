"""Someone named after a word of kinship is a person however the sentence writes it: in lower case ("me and my
brother musa want the trail"), after a spoken possessive ("me brother Kenny name", "mi sista Joy"), after a word
of kinship of the writer's other language ("my tita rosalinda will pick up", "my bhai Imran").

The capitalised name after "my", "our" and an English word of kinship is found by redaction/rules/kin_by_name.py.
Customers write the same apposition in the case and the words they speak: a name typed in lower case on a phone,
"me" or "mi" for "my" in Caribbean, Irish, Scots and Creole English, "ma" in French and Scots, and the kin words of
Filipino, South Asian, Swahili and Spanish speakers inside English (`OTHER_KIN`). So: a possessive
(`POSSESSIVES`), a word of kinship (kin_by_name's `KIN` or `OTHER_KIN`), then one word that some country's list
holds as a given name, is no day, month, brand or title, and, unless written with a capital, is no word in common
use ("my son summer camp", "me brother will call").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.rules.kin_by_name import KIN

# "my" as people speak and write it: English, and the "me"/"mi"/"ma" of Caribbean, Irish, Scots, Creole English.
POSSESSIVES = ("my", "our", "his", "her", "their", "me", "mi", "ma")
# Words of kinship other languages lend to English sentences: Filipino (tita, tito, lola, lolo, kuya, manang,
# manong), South Asian (bhai, bhaiya, didi, chacha, chachi, mausi, nani, dadi), Swahili (kaka, dada, shangazi,
# mjomba, bibi, babu), Spanish (tía, tío, abuela, abuelo, hermano, hermana), and spoken English
# spellings of sister and brother.
OTHER_KIN = (
    "tita", "tito", "lola", "lolo", "kuya", "manang", "manong", "bhai", "bhaiya", "didi", "chacha", "chachi",
    "mausi", "nani", "dadi", "kaka", "dada", "shangazi", "mjomba", "bibi", "babu", "tía", "tia", "tío", "tio",
    "abuela", "abuelo", "hermano", "hermana", "sista", "bredda", "bro", "sis", "mama", "papa",
    "ma", "pa", "mammy", "mommy", "mummy", "daddy", "granda", "grandma", "granny", "missus", "hubby",
)  # fmt: skip
_KIN_WORDS = "|".join(sorted({re.escape(word) for word in KIN + OTHER_KIN}, key=len, reverse=True))
KIN_NAMED_ANY_CASE = re.compile(
    rf"(?<![\w'’-])(?i:{'|'.join(POSSESSIVES)})[ \t]+"
    r"(?:(?i:little|lil|youngest|eldest|oldest|older|younger|big|baby|step)[ \t]+)?"
    rf"(?i:{_KIN_WORDS})[ \t]*,?[ \t]+"
    r"(?P<name>[^\W\d_][^\W\d_'’-]*(?:['’-][^\W\d_]{2,})*[^\W\d_])(?![\w-]|['’][^\W\d_]{2})"
)

# (text, the name, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("hello its kato, me and my brother musa want the 3 day trail end of month", "musa"),
    ("my tita rosalinda will pick up my check, she stay in town", "rosalinda"),
    ("de boxes going under me brother Kenny name dis week", "Kenny"),
    ("mi sista shanice a go collect it fi mi", "shanice"),
    ("my bhai imran will come for the parcel", "imran"),
    ("my brother said the parcel never came", ""),  # no given name after the kin word
    ("me brother will call ye later", ""),
    ("we booked my son summer camp for july", ""),  # in lower case, a word in common use
    ("my mum monday morning has a dentist", ""),  # a day: no one
    ("my daughter loves the blue one", ""),
)


def kin_in_any_case(
    text: str, any_given_name: Callable[[str], bool], common: Callable[[str], bool], not_a_name: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The spans of the names said after a possessive, spoken or written, and a word of kinship of any language,
    in any case. `any_given_name`: any country's given name, in any case; `common`: a word in common use;
    `not_a_name`: a word no one bears (a day, a month, a brand, a title)."""
    spans = []
    for match in KIN_NAMED_ANY_CASE.finditer(text):
        word = match.group("name")
        if len(word) < 3 or not_a_name(word) or not any_given_name(word):
            continue
        if common(word) and not word[:1].isupper():
            continue  # "my son summer camp"
        spans.append((match.start("name"), match.end("name")))
    return sorted(set(spans))
