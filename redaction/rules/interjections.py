"""A word that opens a message and is an interjection of any English or a greeting of any language ("Hiya can ye
hire trolleys", "Och the grey tank's full", "Ope sorry meant 2 ton", "Eish, stage 4 load shedding", "Namaste! Due
to the bandh"): capitalised only because it opens the message, read by the language model as a name or a place.
Whatever follows it, it greets or exclaims; it names no one.

A rule of the thing-position table (redaction/rules/thing_position.py), written here: it reads a span the way that
table does. Privacy first, only a span that is the interjection alone is dropped: "Hiya Morag," and "Och Morag,"
are read as one span and judged as names, and a name the model finds on its own after the word is judged on its
own. An interjection or a greeting that a name list holds as a given name ("Ah", "Ta", "Shalom") stands so only
before a mark ("Ah, ok", "Ta!"), and one any name list holds ("Och", "Aye", "Hey") only before a mark or a word in
lower case ("Och the tank", not "Aye Mon").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from redaction.rules.thing_position import Span

# Greetings that open a message in the languages customers greet in, read as names because they are capitalised
# there: one word, or two ("Kia ora", "Bom dia"). A word that is also a given name ("Ola", "Bula") greets only
# in a phrase, so it is not listed alone.
GREETINGS = frozenset({
    "hola", "bonjour", "bonsoir", "salut", "ciao", "hallo", "moin", "servus", "hej", "hei", "hoi", "habari", "jambo",
    "hujambo", "howzit", "g'day", "g’day", "gday", "namaste", "shalom", "konnichiwa", "aloha", "olá", "merhaba",
    "sawubona", "dumela", "molo", "talofa", "ahoj", "terve", "kumusta", "mabuhay", "marhaba", "ahlan", "annyeong",
    "kia ora", "bom dia", "boa tarde", "boa noite", "buenos días", "buenos dias", "buenas tardes", "guten tag",
    "goedemorgen", "tēnā koe", "tena koe", "xin chào", "xin chao", "sat sri akal", "as-salamu alaykum",
})  # fmt: skip

# Interjections of the Englishes customers write in (British, Irish, Scots, American, Canadian, Australian, New
# Zealand, South African, Indian, Singaporean and Malaysian, Nigerian, Caribbean, Philippine), and the greetings of
# English: words that exclaim, answer or greet, in no sentence's grammar. A letter drawn out three times or more
# ("Ooooh", "Hmmm", "Hiyaaa") is read as the word written once.
INTERJECTIONS = frozenset({
    # greeting and answering
    "hiya", "heya", "hey", "hi", "hello", "hullo", "howdy", "yo", "sup", "wassup", "morning", "evening",
    "afternoon", "cheers", "ta", "aye", "yeah", "yea", "yep", "yup", "nope", "nah", "naw", "righto", "okay",
    # surprise, dismay, relief, hesitation
    "och", "ach", "ah", "aha", "oh", "oho", "ooh", "aw", "aww", "eh", "ey", "er", "erm", "um", "umm", "uh", "huh",
    "hmm", "mm", "ugh", "argh", "phew", "whoops", "oops", "ope", "oof", "yikes", "jeez", "geez", "gosh", "golly",
    "wow", "whoa", "woah", "yay", "hooray", "hurrah", "meh", "welp", "ahem", "bah", "pfft", "psst", "shh", "wahey",
    "woohoo", "yeehaw", "oi", "oy", "blimey", "crikey", "strewth", "jings", "crivvens", "arrah", "begorrah",
    "jaysus", "oofda", "lawd",
    # South Africa
    "eish", "haibo", "hayibo", "yoh", "jislaaik", "sjoe", "ag",
    # India, Singapore and Malaysia, Nigeria, the Philippines
    "arre", "accha", "achha", "aiyo", "aiyoh", "aiya", "aiyah", "alamak", "walao", "ehen", "abeg", "haba", "naku",
    "ayy",
})  # fmt: skip


def _one_letter_each(word: str) -> str:
    """A word with each run of one letter written once: "hiyaaa" -> "hiya", "hmmm" -> "hm"."""
    return re.sub(r"(\w)\1+", r"\1", word)


_INTERJECTIONS = frozenset(_one_letter_each(word) for word in INTERJECTIONS)
_DRAWN_OUT = re.compile(r"(\w)\1\1")


def an_interjection(word: str) -> bool:
    """Whether a word in lower case is an interjection, perhaps with a letter drawn out ("hiyaaa"); "are" and "of"
    are no "arre" and "oof" written short."""
    return word in INTERJECTIONS or bool(_DRAWN_OUT.search(word) and _one_letter_each(word) in _INTERJECTIONS)


# A message's opening: nothing before the span but spaces, quotation marks and an inverted mark ("¡Hola!").
_MESSAGE_OPENING = re.compile(r"[ \t\"'‘“¡¿]*")
_NEXT_WORD = re.compile(r"[ \t]+([^\W\d_][\w'’-]*)")
_A_MARK = re.compile(r"[ \t]*(?:[,!.?:;…—–-]|$)")
_A_WORD_IN_LOWER_CASE = re.compile(r"[ \t]+[a-zà-ÿ]")


def an_interjection_opening_a_message(span: Span) -> bool:
    # a person's cue after it ("Shalom said", "Aye's") says a person is meant
    if len(span.words) != 1 or span.cued or not _MESSAGE_OPENING.fullmatch(span.text, 0, span.start):
        return False
    written = span.text[span.start : span.end].strip()
    if len(written) < 2 or written.isupper():
        return False  # a letter, or capitals: an initial, a code or a region ("OH DL", "SH")
    said = " ".join(written.split()).casefold().replace("’", "'")
    following = _NEXT_WORD.match(span.text, span.end)
    if following and f"{said} {following.group(1).casefold()}" in GREETINGS:
        return True  # "[Kia] ora", "[Bom] dia": the greeting's first word
    if said not in GREETINGS and not an_interjection(said):
        return False
    # read here, not on import: the lexicon's module imports the tables, and the tables import this one
    from redaction.recognizers import support as lexicon

    if said in lexicon.world_given_names():
        return _A_MARK.match(span.text, span.end) is not None
    if said in lexicon.world_names():
        return bool(_A_MARK.match(span.text, span.end) or _A_WORD_IN_LOWER_CASE.match(span.text, span.end))
    return True
