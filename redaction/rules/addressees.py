"""The one a greeting or a thanks is said to is a person: "Hi marlon!", "Hi rob, deposit for ... received", "Thanks
Jordan, your refund is on its way", "cheers, priya".

People and agents open a message, a line or a sentence by greeting or thanking whom they write to, in any domain,
and what follows the greeting up to the mark that closes it (a comma, "!", ".", a colon or a dash, or the end of the
message) is that person's name, in lower case as often as not. One word there is a name when it is a given name
(any country's, and then no word in common use unless the census lists it as a given name: "rob", "will") and no
word people are greeted by that names no one: a term of address ("Hi there", "Hey babe!", "thanks mate,", "Dear
Sir"), a group ("Hi team,", "hi ladies,"), a day or a month, a brand or a title. "thanks so much" and "thanks, will
do" go on past the word with no mark, so nothing is found there.

A greeting or a thanks in another language reads the same, whatever its words: one or two words that are no word of
English opening a message or a line ("Kia ora", "Gracias", "Shukriya", "Sawubona", "Terima kasih"), then a
capitalised given name up to the mark that closes it ("Kia ora Kiri,", "Dankie Annelie!"), so a greeting of a
language no table holds is read too. English words before the name ("Visit Florence,", "Call Jordan") are no
greeting of another language, and the greetings of English are read above; a place's name ("São Paulo, SP"), an
acronym before a word ("MSC Vanessa,") and two words standing alone as a value, with no message after them, are no
greeting.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# A greeting or a thanks opening the message, a line or a sentence, then one word closed by a mark or the end.
ADDRESSED = re.compile(
    r"(?:^|\n|(?<=[.!?])[ \t]+)[ \t]*(?i:hi|hello|hey|hiya|heya|dear|morning|good (?:morning|afternoon|evening)|"
    r"thanks|thank you|many thanks|thx|cheers)[ \t]*,?[ \t]+"
    r"(?P<name>[A-Za-zà-öø-ÿ][a-zà-öø-ÿ'’-]*[a-zà-öø-ÿ])(?=[ \t]*(?:[,!.:;—–\n]|-[ \t]|$))"
)

# One or two words opening a message or a line, then a capitalised word up to the mark that closes it.
OPENED_IN_ANY_LANGUAGE = re.compile(
    r"(?:^|\n)[ \t]*(?P<greeting>[^\W\d_]{3,}(?:[ \t]+[^\W\d_]{3,})?)[ \t]*,?[ \t]+"
    r"(?P<name>[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’-]*[a-zà-öø-ÿ])(?=[ \t]*(?:[,!—–]|-[ \t])[ \t]*\S)"
)

# Words a greeting is said to that name no one.
TERMS_OF_ADDRESS = frozenset({
    "there", "all", "everyone", "everybody", "team", "guys", "girls", "ladies", "gents", "folks", "yall", "friends",
    "friend", "again", "so", "much", "both", "you", "kindly", "honey", "love", "dear", "darling", "sweetie", "babe",
    "baby", "hun", "mate", "pal", "buddy", "bro", "sis", "boss", "chief", "sir", "madam", "maam", "mam", "mum", "mom",
    "dad", "doc", "man", "dude", "neighbour", "neighbor", "sunshine", "champ", "lovely", "fam", "heaps", "lots",
    "anyway", "world", "bab", "captain", "coach", "officer", "nurse", "teacher",
})  # fmt: skip

# (text, the name addressed, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("Hi marlon! your table for 4 is booked", "marlon"),
    ("Hi rob, deposit for the cabin received", "rob"),
    ("Thanks Jordan, your refund is on its way", "Jordan"),
    ("pls send the invoice to me direct. cheers, maria", "maria"),
    ("Order shipped. Thanks priya!", "priya"),
    ("Hi there, is the shop open today?", ""),  # a term of address
    ("Hey babe! love the new colours", ""),
    ("thanks so much, that fixed it", ""),  # no mark after the word
    ("thanks, will do", ""),
    ("Hi team, the build is green", ""),  # a group
    ("Dear Sir, please find attached", ""),
)


# (text, the name addressed, or "" when none)
ANY_LANGUAGE_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("Kia ora Kiri, your kete is ready", "Kiri"),
    ("Dankie Annelie! your order will be delivered", "Annelie"),
    ("Gracias Lupita, llegó el pedido", "Lupita"),
    ("Visit Florence, Italy this spring", ""),  # English words: no greeting of another language
    ("Happy Easter, from all of us", ""),
    ("São Paulo, SP, Brasil", ""),  # a place's name
    ("MSC Vanessa, berth 4", ""),  # an acronym opening a ship's name
    ("Gracias Lupita", ""),  # no message after the name: a value, not a greeting
)


def addressed_in_any_language(
    text: str,
    is_given_name: Callable[[str], bool],
    common: Callable[[str], bool],
    not_a_name: Callable[[str], bool],
    a_place: Callable[[str], bool],
) -> list[tuple[int, int]]:
    """The spans of the names a greeting of any language opening a message or a line is said to. `is_given_name`:
    a word that reads as a given name; `common`: a word of English in common use; `not_a_name`: a word no one
    bears; `a_place`: the name of a place ("São Paulo", "Petaling Jaya")."""
    spans = []
    for match in OPENED_IN_ANY_LANGUAGE.finditer(text):
        word, greeting = match.group("name"), match.group("greeting")
        if any(common(part) or part.isupper() for part in greeting.split()):
            continue  # English ("Visit Florence,"), or an acronym opening a name ("MSC Vanessa")
        if a_place(f"{greeting.split()[-1]} {word}") or a_place(f"{greeting} {word}"):
            continue  # "São Paulo, SP", "Petaling Jaya, Selangor"
        if word.casefold() in TERMS_OF_ADDRESS or not_a_name(word) or len(word) < 3 or not is_given_name(word):
            continue
        spans.append((match.start("name"), match.end("name")))
    return spans


def addressed(
    text: str, is_given_name: Callable[[str], bool], not_a_name: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The spans of the names a greeting or a thanks is said to. `is_given_name`: a word that reads as a given name
    in its case; `not_a_name`: a word no one bears (a day, a month, a brand, a title)."""
    spans = []
    for match in ADDRESSED.finditer(text):
        word = match.group("name")
        folded = word.casefold()
        if folded in TERMS_OF_ADDRESS or not_a_name(word) or len(word) < 3 or not is_given_name(word):
            continue
        spans.append((match.start("name"), match.end("name")))
    return spans
