"""A service's name before the noun of the interface a program calls it through: "Daraja STK push", "Square API",
"Golf Ireland API", "MetService forecast endpoint", "Paystack webhook", "Airtel Money callback", "Victron VRM SDK".
An error line or a log names the payment rail, the weather office or the platform that failed by the name its
makers gave it, and that name is often a word, a place or a surname ("Square", "Daraja", "Mixx by Yas", "Met
Éireann"); in every language a log is written in, the interface's noun (API, SDK, endpoint, webhook, callback, STK
push) is written in English after it, and no person is reached through an endpoint.

Privacy first: a given name and a surname before the noun ("Priya Okafor API") may still be a person's, so a run
whose first word is a given name of any name list and that holds two words or more is left to the rules of names;
a lone given name before "callback", which a call centre's note writes after the person to call back ("Grace
callback at 3"), is left too; a possessive ("Priya's API key") is no service's name; a person's cue before the run
("Dear", "Mr", "my name is") keeps it a name.

A rule of the named-things table (redaction/rules/named_things.py), written here: it reads a span as that table does.
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon

# The rest of the service's capitalised run after the span ("Golf [Ireland] API", "[Airtel] Money callback"), then at
# most one lower-case word that says what is asked of it ("forecast", "payments"), then the interface's noun; before
# "callback" and "STK push" no lower-case word, since a note writes who asks for a call back ("Abdi asks callback"). A
# possessive's ending right after the span is refused by the pattern: a run goes on only by spaces and capitals.
_INTERFACE_AFTER = re.compile(
    r"(?:[ \t]+(?:by[ \t]+)?[A-Z0-9][\w.&+-]*){0,3}"
    r"(?:(?:[ \t]+[a-z][a-z-]{2,20})?[ \t]+(?P<noun>APIs?|SDK|(?i:endpoint|webhook)s?)"
    r"|[ \t]+(?P<call>STK[ \t]+push|(?i:callback)s?))\b"
)


def _a_full_name(words: list[str]) -> bool:
    """Two words or more, the first a given name of any name list: a person's full name, perhaps."""
    return len(words) >= 2 and words[0].casefold() in lexicon.world_given_names()


def a_services_name(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words right before the noun of a program's interface (API, SDK, STK push, endpoint, webhook,
    callback), perhaps past more capitalised words of the service's name and one lower-case word, that are no given
    name and surname, with no person's cue before them."""
    value = text[start:end]
    if not value[:1].isupper():
        return False
    after = _INTERFACE_AFTER.match(text, end)
    if after is None:
        return False
    words = lexicon.name_words(value)
    if _a_full_name(words):
        return False
    if after.group("call") and after.group("call").casefold().startswith("callback") and len(words) == 1 and (
        words[0].casefold() in lexicon.world_given_names()
    ):
        return False
    return not support.cued(text[max(0, start - 40) : start], "")
