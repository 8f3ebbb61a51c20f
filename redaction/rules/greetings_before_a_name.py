"""A word that opens a message or a line right before whom it greets, thanks or answers is the greeting, in any
language: "Zikomo Mr Phiri.", "Dankie Mnr. van der Merwe.", "Enkosi tata Dlamini.", "Karibu Daniel!", "Diolch,
Gethin!", "Yewo, a Mwale!". The word is capitalised only because it opens the message; it names no one, and the
language model reads it as a name or a place, or as the first word of the name after it.

What in the text says so, whatever the language: a name is never written before a title or a form of address
("X Mr Phiri", "X Mnr. van der Merwe": the word before the title cannot end a name), a name does not take a word in
lower case before its last word unless that word is a particle of a name ("X tata Dlamini", "X, a Mwale!"; "Maria
da Silva" keeps its particle), and a capitalised word set apart by a comma before one who is addressed ("X, Gethin!",
"X, Achieng.") or standing before a given name that a "!" closes ("X Daniel!") is said to that person.
Privacy first: the word is taken for the greeting only when no name list holds it as a given name or a surname
("Okonkwo, Emeka." is a name written surname first; "Sarah Mr Smith" is not read), unless it is a greeting or an
interjection of redaction/rules/interjections.py ("Hey Jess!"), and only the greeting (with the
title after it) is cut from the finding: the name it greets stays found. A greeting of English is read by the rules
of redaction/rules/interjections.py and redaction/rules/addressees.py; this rule reads the greetings of every other
language by where they stand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from redaction.recognizers.precision import TITLE_WORDS
from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.honorifics import BEFORE

if TYPE_CHECKING:
    from redaction.engine import Engine

# Titles and forms of address said before a name in the languages of southern and eastern Africa, written as a word
# of their own (the titles of English and of the languages of redaction/rules/honorifics.py are read too):
# Afrikaans and Dutch Mr, Mrs, Ms ("Mnr.", "Mev.", "Me."), Shona uncle or grandfather and grandmother ("Sekuru",
# "Ambuya"), Xhosa and Zulu father, mother, grandmother, grandfather ("Tata", "Baba", "Mama", "Gogo", "Mkhulu"),
# Swahili Mr and Mrs ("Bw.", "Bi."), Chichewa father and mother ("Bambo", "Mayi").
FORMS_OF_ADDRESS = frozenset({
    "mnr", "mev", "me", "sekuru", "ambuya", "tata", "baba", "mama", "gogo", "mkhulu", "bw", "bi", "bambo", "mayi",
})  # fmt: skip
_TITLES = frozenset({*TITLE_WORDS, *(title.casefold() for title in BEFORE), *FORMS_OF_ADDRESS})

# The opening of a message or a line: nothing before the word but spaces, quotation marks and an inverted mark.
_OPENING = re.compile(r"(?:^|\n)[ \t\"'‘“¡¿]*$")
_GREETING = re.compile(r"[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]{2,}")
_TITLE_AFTER = re.compile(r"[ \t]*,?[ \t]+(?P<title>[A-ZÀ-ÖØ-Þ][^\W\d_]*)\.?[ \t]+(?=[A-ZÀ-ÖØ-Þa-zà-öø-ÿ])")
# A word in lower case, then the capitalised name it stands before, closed by a mark.
_LOWER_WORD_AFTER = re.compile(
    r"[ \t]*,?[ \t]+(?P<word>[a-zà-öø-ÿ]{1,6})[ \t]+(?P<name>[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’-]+)[ \t]*[!,.](?:[ \t\n]|$)"
)
# One or two capitalised words set apart by a comma, or one right after the word, closed by a mark or a dash.
_ADDRESSED_AFTER = re.compile(
    r"[ \t]*(?P<comma>,)?[ \t]+(?P<name>[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’-]+(?:[ \t]+[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’-]+)?)"
    r"[ \t]*(?P<mark>[!,.—–])(?:[ \t\n]|$)"
)


def _a_name(word: str) -> bool:
    # read here, not on import: the lexicon's module imports the tables, and the tables import this one
    from redaction.recognizers import support as lexicon

    return word.casefold() in lexicon.world_names()


def _a_given_name(word: str) -> bool:
    from redaction.recognizers import support as lexicon

    return word.casefold() in lexicon.world_given_names()


def _a_listed_greeting(word: str) -> bool:
    """A greeting or an interjection the project's lists hold ("Hey", "G'day"): a greeting before a name even where
    a name list holds it too, as a surname."""
    from redaction.rules.interjections import GREETINGS, an_interjection

    folded = word.casefold().replace("’", "'")
    return folded in GREETINGS or an_interjection(folded)


def greeting_before_an_addressee(text: str, start: int) -> int:
    """How many characters of a name or a place found at `start` are a greeting and the title after it (0 when the
    word there greets no one)."""
    if not _OPENING.search(text, 0, start):
        return 0
    greeting = _GREETING.match(text, start)
    if greeting is None or (_a_name(greeting.group(0)) and not _a_listed_greeting(greeting.group(0))):
        return 0
    end = greeting.end()
    if (titled := _TITLE_AFTER.match(text, end)) and titled.group("title").casefold() in _TITLES:
        return titled.end() - start  # "[Zikomo Mr] Phiri", "[Dankie Mnr.] van der Merwe"
    lower = _LOWER_WORD_AFTER.match(text, end)
    if lower is not None:
        from redaction.recognizers.support import NAME_PARTICLES

        return 0 if lower.group("word") in NAME_PARTICLES else end - start  # "[Enkosi] tata Dlamini."
    addressed = _ADDRESSED_AFTER.match(text, end)
    if addressed is None:
        return 0
    # With no comma, the word may open the name itself ("Quarantino Marcelo, the pilot, said"): only a "!" closes a
    # greeting's addressee then, or a mark or a dash after a greeting the lists hold ("Hey Will —").
    closes = "!,—–" if _a_listed_greeting(greeting.group(0)) else "!"
    if addressed.group("comma") or (
        addressed.group("mark") in closes and " " not in addressed.group("name").strip()
        and _a_given_name(addressed.group("name").strip())
    ):  # fmt: skip
        return end - start  # "[Diolch], Gethin!", "[Karibu] Daniel!"
    return 0


@dataclass(frozen=True)
class Opening:
    """A name or a place found at the opening of a message, in its text."""

    text: str
    start: int
    end: int

    @classmethod
    def of(cls, example: str, engine: Engine) -> Opening:
        text, start, end = marked(example)
        return cls(text, start, end)


def _a_greeting_before_whom_it_greets(opening: Opening) -> bool:
    return greeting_before_an_addressee(opening.text, opening.start) > 0


GREETINGS_BEFORE_A_NAME: Table[Opening] = Table(
    "Greetings before a name",
    "Each name or place found at the opening of a message or a line, after every other table. DROP: its first "
    "word is a greeting said to whom follows, cut from the finding with the title after it (the rest, the name "
    "greeted, stays found; a finding of the greeting alone is dropped).",
    (
        Rule("a_greeting_before_whom_it_greets", "cuts a capitalised word that opens a message or a line, and that "
             "no name list holds, from a name or place found there when a title or a form of address follows it, "
             "a word in lower case that is no particle of a name and then a name closed by a mark, or a name "
             "closed by a mark after a comma (a given name after no comma, closed by \"!\", or by a comma or a "
             "dash after a greeting of the interjection lists)",
             "a name is not written before a title or with a lower-case word before its last word, and a word set "
             "apart before one addressed greets, thanks or answers them, in any language", Verdict.DROP,
             _a_greeting_before_whom_it_greets,
             ("[Zikomo Mr Phiri]. For Tuesday's milling", "[Hey Jess]! The voucher is for Reuben",
              "[Dankie Mnr]. van der Merwe. Grower account",
              "[Makadii Sekuru Dube]. We've received", "[Enkosi] tata Dlamini. Siphosethu is now on Route S4",
              "[Karibu Daniel]! Coach will meet you", "[Diolch], Gethin! Your place is confirmed",
              "[Sawa], Achieng. I've moved your massage", "[Yewo], a Mwale! Your bags are ready"),
             ("[Okonkwo], Emeka. Your order", "[Sarah] Mr Smith called", "[Tinashe Moyo]! your order",
              "[Quarantino Marcelo], the pilot, said",
              "[Maria] da Silva. Your order", "Thanks [Karibu Daniel]! Coach will meet you",
              "[Karibu Lodge] is open")),
    ),
    Opening.of,
)
