"""A word only its strangeness vouches for, after a preposition of a likeness or a time: "open during Parrtjima",
"ship before Tết", "something like Peony", "closed after Ferragosto". The person-support table keeps a guessed
name when one of its words is a word the language lacks (`a_name_word`), and that is strong evidence when a name
list holds the word ("Okafor") but weak when none does: brands, herbs, festivals, towns and words of another
language are words the language lacks too. Such a word stands as a person when something else vouches for it;
this rule reads what does, by evidence, not by a list of things:

- a name list of any country holds one of its parts, its accents aside or a part of it joined by a hyphen or an
  apostrophe ("Siobhán", "Braithwaite-Cox");
- it is one word of a name of several, or joined to another name by a hyphen, a name's particle ("van der", "ap",
  "dela") or brackets (a nickname: "Oluwaseun (Seun) Adeyemi");
- a digit, a comma or a possessive stands right after it (a street's door, a list of names, "Peni's");
- the text says it again elsewhere (in an e-mail address, a greeting);
- and it is not the object of a preposition a person is not the object of in a sentence about them: like,
  during, until, till, after, before, without (a person is talked to, for, with, by, under and from, and "of"
  speaks of one as often as of a thing: "the true gender of Satomi", "the corner of Andekæret 18").

The rule only withdraws a name's support: the tables of guesses and places that follow still read the word.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from redaction.recognizers import support as lexicon

# The preposition right before the word, on its line: a likeness or a time.
_THINGS_PREPOSITION = re.compile(r"(?:^|[\s(])(?i:like|during|until|till|after|before|without)[ \t]+$")
# A name's particle or a join right before it ("Dafydd ap [Gwilym]", "Ricci-[Bellandi]", "Oluwaseun ([Seun])").
_JOINED_BEFORE = re.compile(
    r"(?:\b(?i:van|von|der|den|de|del|della|dela|da|dos|du|le|la|ap|bin|binti|binte|bint|al|el|ibn|ni|ní|nic|mac|"
    r"mc)[ \t]+|[-(][ \t]*)$"
)
# A digit, a comma, a possessive, a join or a name's particle and a capitalised word right after it.
_VOUCHED_AFTER = re.compile(
    r"[ \t]*(?:,|\d|[-)])|['’]s\b|[ \t]+(?i:van|von|der|den|de|del|della|dela|da|dos|du|le|la|ap|bin|binti|binte|"
    r"bint|al|el|ibn|ni|ní|nic|mac|mc)[ \t]+[A-Z]"
)


def _folded(word: str) -> str:
    """A word in lower case without its accents: "Siobhán" -> "siobhan"."""
    return "".join(c for c in unicodedata.normalize("NFKD", word.casefold()) if not unicodedata.combining(c))


@cache
def _listed_names() -> frozenset[str]:
    """Every name list's given names and surnames of every country, with their accents and without."""
    names = lexicon.world_names()
    return names | frozenset(_folded(name) for name in names)


def a_listed_name(value: str) -> bool:
    """Whether a name list holds a word of the value or a part of one joined by a hyphen or an apostrophe."""
    listed = _listed_names()
    parts = [part for word in lexicon.name_words(value) for part in re.split(r"[-'’]", word) if part]
    return any(part.casefold() in listed or _folded(part) in listed for part in parts)


def an_unvouched_word_in_a_things_phrase(text: str, start: int, end: int) -> bool:
    """One capitalised word no name list holds, right after a preposition of a likeness or a time (like,
    during, until, till, after, before, without) on its line, with nothing else vouching for a person: no
    particle, hyphen or bracket joining it to a name, no digit in it or right after it, no comma or possessive
    right after it, and said nowhere else in the text."""
    line_before = text[max(0, start - 40) : start].rsplit("\n", 1)[-1]
    if not _THINGS_PREPOSITION.search(line_before) or _JOINED_BEFORE.search(line_before):
        return False
    value = text[start:end]
    words = lexicon.name_words(value)
    if len(words) != 1 or not value[:1].isupper() or any(c.isdigit() for c in value):
        return False
    if _VOUCHED_AFTER.match(text, end) or a_listed_name(value):
        return False
    rest = (text[:start] + " " + text[end:]).casefold()
    return words[0].casefold() not in rest
