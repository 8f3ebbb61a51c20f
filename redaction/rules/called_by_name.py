"""Someone asked to call, to come or to fetch, or someone to be called, told or asked, is a person: "can charity swop
her slot", "Can May collect order GC-7781433", "can u tell Ronnie at the dock", "please call Ricardo on (876)
371-0456", "Could you ask Sophie to hold him".

People ask a business to have someone do something for them, or to reach someone, in any domain, and the one asked
of or about stands in a person's place whatever the word: after "can", "could", "will" or "please" and before a verb
of calling, coming or fetching (`DOER_VERBS`: ring, call, text, collect, pick up, come, swap, bring...), or after a
verb of calling, telling or asking (`REACHING_VERBS`) and before what says how or why ("on", "back", "at", "to",
"know", "if", a mark or the end). One word there is a name when any country's list holds it as a given name, in
lower case as often as not and even when it is a word too ("charity", "precious", "May"); a pronoun, a group
("everyone", "kids"), a term of address, a day, a month, a brand or a title is no one. A department or a word no list
holds as a given name ("can reception call me", "can maintenance come") is no one either.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.rules.addressees import TERMS_OF_ADDRESS

# What someone is asked to do for the writer: call, come, fetch, swap, bring.
DOER_VERBS = (
    "ring", "call", "text", "phone", "message", "whatsapp", "collect", "pick", "come", "swap", "swop", "bring",
    "sign", "drop", "meet", "take", "fetch", "grab",
)  # fmt: skip
# What is done to reach someone: call, ring, text, tell, ask, remind.
# "phone" and "message" are left out: as nouns they stand before words of a thing ("or only the phone line?").
REACHING_VERBS = ("tell", "ask", "call", "ring", "text", "remind")
_NAME = r"(?P<name>[A-Za-zà-öø-ÿ][a-zà-öø-ÿ'’-]*[a-zà-öø-ÿ])"
ASKED_OF = re.compile(
    r"(?<![\w'’-])(?i:can|could|will|would|pls|plz|please)[ \t]+" + _NAME
    + r"[ \t]+(?i:" + "|".join(DOER_VERBS) + r")(?![\w'’-])"
)
REACHED = re.compile(
    r"(?<![\w'’-])(?i:" + "|".join(REACHING_VERBS) + r")[ \t]+" + _NAME
    + r"(?=[ \t]+(?i:on|back|at|to|know|if|that|when|about|asap|pls|please)(?![\w'’-])|[ \t]*(?:[,.!?;:)\n]|$))"
)
# Words in a person's place that are no one: pronouns and who-ever words ("can someone call", "tell them to").
NO_ONE = frozenset({
    "you", "u", "ya", "ye", "yous", "youse", "yall", "we", "i", "he", "she", "they", "it", "me", "us", "him", "her",
    "them", "someone", "somebody", "anyone", "anybody", "everyone", "everybody", "one", "this", "that", "these",
    "those", "also", "only", "still", "just", "not", "never", "all", "both", "each", "either", "again", "the",
})  # fmt: skip

# Months that are given names too: asked to call, come or fetch, they are the person's ("Can May collect").
MONTHS_BORNE = frozenset({"april", "may", "june", "july", "august"})

# (text, the name a person's place holds, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("hey its precious, can charity swop her slot with my son", "charity"),
    ("Can May collect order GC-7781433 for me?", "May"),
    ("can u tell Ronnie at the dock I'll be late", "Ronnie"),
    ("please have the venue coordinator call Ricardo on (876) 371-0456", "Ricardo"),
    ("Could you ask Sophie to hold him for the farrier", "Sophie"),
    ("can someone call me back today", ""),  # no one in particular
    ("can reception ring me back", ""),  # a department: no list holds it as a given name
    ("You can also ring the centre on 01239 710 455", ""),
    ("Can dogs come on board?", ""),
    ("is the shop open 24 hours, or only the phone line?", ""),
    ("please tell them to leave it at the door", ""),
)


def called_by_name(text: str, any_given_name: Callable[[str], bool],
                   not_a_name: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The spans of the names a request to call, come, fetch or reach someone holds. `any_given_name`: any
    country's given name, in any case; `not_a_name`: a word no one bears (a day, a month, a brand, a title)."""
    spans = []
    for expression in (ASKED_OF, REACHED):
        for match in expression.finditer(text):
            word = match.group("name")
            folded = word.casefold()
            if folded in NO_ONE or folded in TERMS_OF_ADDRESS or len(word) < 3:
                continue
            if not_a_name(word) and not (expression is ASKED_OF and folded in MONTHS_BORNE):
                continue  # a month no one asks to collect: "Can May collect" asks a person
            if not any_given_name(word):
                continue
            spans.append((match.start("name"), match.end("name")))
    return sorted(set(spans))
