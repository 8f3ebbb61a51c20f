"""A message that opens with "it's" and a name introduces its writer: "it's Pip (tuesday practice at Nayland)",
"hi its Crystal, I left a watch in", "Kia ora, it's Mere from the dairy farm".

People open a text or a call by saying who speaks, in any domain, as they do with "this is". The words after
"it's" (or "its", "it is") are a name when the message or its line opens there, after at most a greeting of two
words, and each is capitalised, no word of the language people bear no name by (a day, a month, a plan's word, a
well-known brand: `NOT_NAME_WORDS`), and either reads as a name (a given name, or a word rare in running text) or
is followed by what a person introducing themselves says next: "from", "here", "w/" or a bracket. In
the middle of a sentence "it's" says what a thing is ("the box says it's Gold"), and a capitalised word of the
language after it stays ("it's Monday, right?", "hi, it's Pro plan I'm on").
"""

from __future__ import annotations

import re
from collections.abc import Callable

_NAME_WORD = r"[A-Z][a-zà-öø-ÿ'’-]+"
# A greeting or a term of address of at most two words opening a message, before its writer names themselves: "hi",
# "Kia ora,", "habari,".
OPENING_GREETING = r"(?:[A-Za-z']+(?:[ \t]+[A-Za-z']+)?[ \t]*[,!]?[ \t]+)"
# The message or a line opens, with at most a greeting of two words before "it's": "hi its", "Kia ora, it's".
OPENING = re.compile(
    rf"(?:^|\n)[ \t]*{OPENING_GREETING}?(?i:it's|it’s|its|it is)[ \t]+"
    rf"(?P<name>{_NAME_WORD}(?:[ \t]+{_NAME_WORD})?)"
)
# What a person introducing themselves says right after their name.
_AFTER = re.compile(r"[ \t]*(?:\(|(?i:from|here)\b|(?i:w/))")

# (text, the name it introduces, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("it's Pip (tuesday practice at Nayland) – the lad who came along last week", "Pip"),
    ("hi its Crystal, I left a Tissot PRX in for a new glass", "Crystal"),
    ("Kia ora, it's Mere from the dairy farm out Kokatahi way", "Mere"),
    ("hi its Gareth Pritchard member 0412, can you move my slot", "Gareth Pritchard"),
    ("its Ellis from top of Sollers Hope lane", "Ellis"),
    ("it's Monday, can you check the order?", ""),  # a day
    ("the box says it's Gold, is that right?", ""),  # in the middle of a sentence: what a thing is
    ("hi, it's Pro plan I'm on, not basic", ""),  # a plan's word
    ("It's Heavy Duty, the one with the long cable", ""),  # words of the language going on into the clause
)


def introduced(text: str, is_name: Callable[[str], bool], not_a_name: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The spans of the names a message's opening "it's" introduces. `is_name`: a capitalised word that reads as a
    name (a given name, or a word rare in running text); `not_a_name`: a word no one bears (a day, a brand)."""
    spans = []
    for match in OPENING.finditer(text):
        words = list(re.finditer(r"\S+", match.group("name")))
        kept = []
        for word in words:
            if not_a_name(word.group(0)):
                break
            kept.append(word)
        if not kept:
            continue
        start, end = match.start("name"), match.start("name") + kept[-1].end()
        if all(is_name(word.group(0)) for word in kept) or _AFTER.match(text, end):
            spans.append((start, end))
    return spans
