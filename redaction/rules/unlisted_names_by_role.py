"""A word no dictionary holds, written in lower case right after a role or after a verb of asking for, calling or
telling, is a name: "driver sobuj will call", "ask for mbusa at the gate", "pls tell wanjiru at reception".

People write the one who serves them or the one to reach as they speak, in lower case and in any language, and a
name list holds only part of the names of the world. The place says a person stands there: right after a word of a
person's work (a driver, a guide, a rider: `staff_by_role.ROLES`) behind at most "is", "will be" or a comma, or after a
verb of reaching, fetching or meeting someone (`called_by_name.REACHING_VERBS`, "ask for", "speak to", "talk to",
"pick", "fetch", "meet", "collect") and before what says how
or why ("at", "on", "to", a mark or the end). One word there is a name when no dictionary of the language holds it,
it is rare in running text, it has five letters or more and a vowel, it is no two words joined ("headcover") nor a
word with an ending ("radioing"), and it is no chat shorthand ("pls", "thx",
"tmrw"), no contraction written without its apostrophe ("didnt", "isnt") and no term of address ("maam");
a word of the language ("driver will call", "ask for help", "tell reception at") is no one. A word a name list holds
is read by the rules of the lists (redaction/rules/staff_by_role.py, redaction/rules/called_by_name.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.rules.addressees import TERMS_OF_ADDRESS
from redaction.rules.called_by_name import NO_ONE, REACHING_VERBS
from redaction.rules.staff_by_role import ROLES

_ROLE = "|".join(sorted((re.escape(role).replace(r"\ ", "[ \t]+") for role in ROLES), key=len, reverse=True))
_WORD = r"(?P<name>[a-zà-öø-ÿ]+)(?![\w'’-])"
# What closes the clause the name stands in, or a lower-case word going on with it.
_AFTER_ROLE = r"(?=[ \t]*(?:[,.!?;:)—–\n]|$)|[ \t]+[a-zà-öø-ÿ])"
AFTER_A_ROLE = re.compile(
    rf"(?<![\w'’-])(?i:{_ROLE})(?:[ \t]+(?i:is|will be|was|today is|tomorrow is))?[ \t]*,?[ \t]+" + _WORD + _AFTER_ROLE
)
# Verbs of reaching someone, and of fetching or meeting them ("pick norbu from the taxi park").
_REACHING = "|".join([*REACHING_VERBS, r"ask(?:ing|ed)?[ \t]+for", r"speak[ \t]+(?:to|with)", r"talk[ \t]+to",
                      "pick", "fetch", "meet", "collect"])
AFTER_A_REQUEST = re.compile(
    rf"(?<![\w'’-])(?i:{_REACHING})[ \t]+" + _WORD
    + r"(?=[ \t]+(?i:on|back|at|to|know|if|that|when|about|asap|pls|please|in|from|for)(?![\w'’-])"
    r"|[ \t]*(?:[,.!?;:)\n]|$))"
)
# The verbs English shortens with "n't", written without the apostrophe in chat ("didnt", "isnt").
_AUXILIARIES = frozenset({
    "did", "do", "does", "is", "are", "was", "were", "have", "has", "had", "could", "would", "should", "must",
    "need", "might", "ai", "sha",
})  # fmt: skip
_VOWEL = re.compile(r"[aeiouyà-öø-ÿ]")

# (text, the name the place says, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("driver sobuj will call when he is outside", "sobuj"),
    ("when you get to the lodge ask for mbusa at the gate", "mbusa"),
    ("pls tell wanjiru at reception that we are late", "wanjiru"),
    ("our guide is tshering, he was great", "tshering"),
    ("he will pick norbu from the taxi parking at 4", "norbu"),
    ("the driver will call an hour before", ""),  # a word of the language
    ("ask for help at the front desk", ""),
    ("driver didnt come yesterday, bins are full", ""),  # a contraction without its apostrophe
    ("driver pls call me on arrival", ""),  # chat shorthand
    ("pls tell everyone at the party", ""),  # no one in particular
)


def _made_of_words(word: str, is_word: Callable[[str], bool]) -> bool:
    """A word made of words of the language: two joined ("headcover"), or one with an ending ("radioing")."""
    if word.endswith(("ing", "ed", "er", "ers", "es")) and any(
        is_word(word[:cut]) for cut in range(len(word) - 4, len(word) - 1) if cut >= 3
    ):
        return True
    return any(is_word(word[:cut]) and is_word(word[cut:]) for cut in range(3, len(word) - 2))


def unlisted_names_by_role(text: str, unlisted: Callable[[str], bool], is_word: Callable[[str], bool],
                           not_a_name: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The spans of the lower-case words no dictionary holds after a role or a verb of reaching someone.
    `unlisted`: a word rare in running text that no dictionary holds; `is_word`: a word of the language;
    `not_a_name`: a word no one bears (a day, a month, a brand, a title)."""
    spans = []
    for expression in (AFTER_A_ROLE, AFTER_A_REQUEST):
        for match in expression.finditer(text):
            word = match.group("name")
            folded = word.casefold()
            if len(word) < 5 or not _VOWEL.search(folded) or folded in NO_ONE:
                continue
            if folded in TERMS_OF_ADDRESS or not_a_name(word) or not unlisted(word) or is_word(word):
                continue
            if folded.endswith("nt") and folded[:-2] in _AUXILIARIES:
                continue  # "didnt", "isnt": a contraction without its apostrophe
            if _made_of_words(folded, is_word):
                continue  # "headcover", "radioing": words of the language joined or inflected
            spans.append((match.start("name"), match.end("name")))
    return sorted(set(spans))
