"""A greeting or a call of any language opening a message: "Shikamoo. Je mbao zenu ...", "Karibu sana! Our sunset
dhow ...", "Akwaaba! The 2025/26 main crop ...", "Selamat siang! Harga pala ...". A message opens with the word
that greets, welcomes or answers in the writer's language, capitalised only because it opens the message, and a
language model read in English takes it for a person or a place. What in the text says it belongs to no one: it
opens the message and closes its own sentence there, alone ("Shikamoo.", "Karibu!") or with one word in lower case
that is in no common use in English running text ("Karibu sana!", "Selamat siang!"), and no name list holds it as a
given name or a surname, nor GeoNames as a populated place, nor the lists of countries and large cities.

Privacy first: a name no list holds is called before a comma ("Tunde, a mechanic is heading ..."), so a single
word before a comma is left to the rules of names (redaction/rules/named_things.py reads one that is in common use
in running text); a word some list holds ("Len wo,", "Nona,", "Salaam") is left to them too, and so is a word
followed by a word of English ("Tunde here!") or by a person's cue.

A rule of the tables of things named like people and of places the model tagged, written here.
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon
from redaction.rules.unborne_lower_case import a_name_or_a_place

# A message's opening: nothing before the span but spaces, quotation marks and an inverted mark ("¡Hola!").
_MESSAGE_OPENING = re.compile(r"[ \t\"'‘“¡¿]*")
# The span's own sentence closed right after it ("Shikamoo.", "Karibu!"), or after one word in lower case
# ("Karibu sana!", "Selamat siang!", "Mohon maaf,"): a comma closes it only after that word.
_ALONE = re.compile(r"[ \t]*[.!](?:\s|$)")
_WITH_A_WORD = re.compile(r"[ \t]+([a-zà-ÿ][^\W\d_]*)[ \t]*[.!,](?:\s|$)")


def a_greeting_opening_a_message(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """One word opening a message, no name nor place of any list, that closes its sentence alone or with one word
    in lower case in no common use in English running text."""
    if not _MESSAGE_OPENING.fullmatch(text, 0, start):
        return False
    words = lexicon.name_words(text[start:end])
    if len(words) != 1 or not words[0][:1].isupper() or a_name_or_a_place(words[0]):
        return False
    if _ALONE.match(text, end):
        return True
    following = _WITH_A_WORD.match(text, end)
    return bool(
        following and support.counts.get(following.group(1).casefold(), 0) < lexicon.COMMON_COUNT
        and not support.cued("", text[end : end + 40])
    )  # fmt: skip
