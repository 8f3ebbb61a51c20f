"""Someone named right after a word of kinship that a possessive opens is a person, even when the name is a word
too: "my daughter Hope will pick up", "my sister Summer is paying", "register my daughter Brooklyn for", "its for
our Lily shes a green belt", "our ryan has hurt his wrist".

People name their family in apposition to the kin word, in any domain: a possessive (my, our, his, her, their),
a word of kinship (`KIN`: daughter, son, sister, nan...), then one capitalised word. That word is a name when any
country's list holds it as a given name, whatever else it means ("Hope", "Summer", "Brooklyn", "Lily"); a day, a
month, a brand or a title is no one. In the north of England and in Ireland a child or a sibling is also "our"
and the name ("our Lily", "our ryan"), with no kin word: there the name must be followed by what a person does or
is (a verb of being or having, or "she's", "he's": `_DOES_AFTER_OUR`), for "our Summer menu" and "our Jade range"
name a business's things; in lower case it must also be no word in common use.
"""

from __future__ import annotations

import re
from collections.abc import Callable

KIN = (
    "daughter", "son", "sister", "brother", "wife", "husband", "partner", "mum", "mom", "mother", "dad", "father",
    "nan", "nana", "gran", "granny", "grandma", "grandmother", "grandad", "grandpa", "grandfather", "grandson",
    "granddaughter", "aunt", "auntie", "uncle", "niece", "nephew", "cousin", "stepson", "stepdaughter", "fiancé",
    "fiancée", "fiance", "fiancee", "girlfriend", "boyfriend", "kid", "child", "baby", "twin", "bub",
)  # fmt: skip
# A name, its parts joined by an apostrophe or a hyphen ("O'Neill", "Anne-Marie"); a possessive "'s" is no part of it.
_NAME = r"(?P<name>[A-ZÀ-ÖØ-Þ][^\W\d_'’-]*(?:['’-][^\W\d_]{2,})*[^\W\d_A-ZÀ-ÖØ-Þ])"
KIN_NAMED = re.compile(
    r"(?<![\w'’-])(?i:my|our|his|her|their)[ \t]+(?:(?i:little|youngest|eldest|oldest|older|younger|step)[ \t]+)?"
    r"(?i:" + "|".join(KIN) + r")[ \t]*,?[ \t]+" + _NAME + r"(?![\w-]|['’][^\W\d_]{2})"
)
# What a person does or is right after "our" and the name: "our Lily shes", "our ryan has hurt".
_DOES_AFTER_OUR = (
    r"(?i:has|had|is|was|will|wont|won't|can|cant|can't|could|would|needs|wants|loves|likes|did|does|got|"
    r"shes|she's|she’s|hes|he's|he’s|says|said)"
)
OUR_NAMED = re.compile(
    r"(?<![\w'’-])(?i:our)[ \t]+(?P<name>[^\W\d_][^\W\d_A-ZÀ-ÖØ-Þ'’-]*[^\W\d_A-ZÀ-ÖØ-Þ])[ \t]+"
    + _DOES_AFTER_OUR
    + r"(?![\w'’-])"
)

# (text, the name, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("collecting tomorrow, my daughter Hope will pick up (she's 26)", "Hope"),
    ("also my sister Summer is paying the deposit off her card", "Summer"),
    ("I want to register my daughter Brooklyn for Salamander", "Brooklyn"),
    ("its for our Lily shes a green belt", "Lily"),
    ("can u tell sensei mick our ryan has hurt his wrist", "ryan"),
    ("my youngest son, Jasper will be there", "Jasper"),
    ("it's my son Tucker's bike in the rack", "Tucker"),  # the possessive is no part of the name
    ("my daughter May starts next week", ""),  # a month: no one
    ("my son Monday morning has a dentist", ""),  # a day
    ("our Summer menu has three new dishes", ""),  # no verb of a person after the name
    ("our summer is busy so book early", ""),  # in lower case, a word in common use
    ("my mum said the parcel never came", ""),  # no name after the kin word
    ("their dad Would like a call", ""),  # a word no list holds as a given name
)


def kin_by_name(
    text: str, any_given_name: Callable[[str], bool], common: Callable[[str], bool], not_a_name: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The spans of the names said after a possessive and a word of kinship, or after "our" before what a person
    does. `any_given_name`: any country's given name, in any case; `common`: a word in common use; `not_a_name`: a
    word no one bears (a day, a month, a brand, a title)."""
    spans = []
    for expression in (KIN_NAMED, OUR_NAMED):
        for match in expression.finditer(text):
            word = match.group("name")
            if len(word) < 3 or not_a_name(word) or not any_given_name(word):
                continue
            if expression is OUR_NAMED and word[:1].islower() and common(word):
                continue  # "our summer is busy"
            spans.append((match.start("name"), match.end("name")))
    return sorted(set(spans))
