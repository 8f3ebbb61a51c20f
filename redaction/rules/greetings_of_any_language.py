"""A greeting or a call of any language opening a message: "Karibu! Our 12-inch chess set ...", "Akwaaba! The
2025/26 main crop ...", "Jambo! do you have ...". A message opens with the word
that greets, welcomes or answers in the writer's language, capitalised only because it opens the message, and a
language model read in English takes it for a person or a place. What in the text says it belongs to no one: it
opens the message and closes its own sentence there, alone, before "!", and no name list holds it as
a given name or a surname, nor GeoNames as a populated place, nor the lists of countries and large cities.

Privacy first: a name no list holds is called before a comma ("Tunde, a mechanic is heading ...") and with a word
of respect after it ("Shathi apa, apnar account ..."), and a title's abbreviation closes with a full stop before the
name ("Dkt. Mushi, the invoice ..."), so a word before a comma or a full stop, or followed by another word, is
left to the rules of names (redaction/rules/named_things.py reads one alone before a comma that is in common use in
running text); a word some list holds ("Nona,", "Salaam.") is left to them too, and so is a word after a person's
cue ("Dear Tunde.").

A rule of the tables of things named like people and of places the model tagged, written here.
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon
from redaction.rules.unborne_lower_case import a_name_or_a_place

# A message's opening: nothing before the span but spaces, quotation marks and an inverted mark ("¡Hola!").
_MESSAGE_OPENING = re.compile(r"[ \t\"'‘“¡¿]*")
# The span's own sentence closed by "!" right after it: "Karibu!".
_ALONE = re.compile(r"[ \t]*!(?:\s|$)")


def a_greeting_opening_a_message(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """One word opening a message, no name nor place of any list, that closes its sentence alone."""
    if not _MESSAGE_OPENING.fullmatch(text, 0, start):
        return False
    words = lexicon.name_words(text[start:end])
    if len(words) != 1 or not words[0][:1].isupper() or a_name_or_a_place(words[0]):
        return False
    return _ALONE.match(text, end) is not None
