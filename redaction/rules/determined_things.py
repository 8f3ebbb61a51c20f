"""A name between a determiner and the noun it qualifies: the name of a thing, whatever its words name.

"the Page Turner bouquet", "the Rose Hill free-range eggs" hold a given name and a surname; "the Mitcham test
centre", "the Harley Street clinic", "the Ashford one", "my Zeiss SmartLife lenses" hold words people bear. In
every domain, a capitalised run that a determiner opens and a common noun closes is the noun's modifier: a make, a
range, a site, a branch. A person stands there only as the owner of what the noun names: a household, a work or a
record ("the Okafor family", "the Lasseter novel", "the Kristian Herzog version", "the Okafor booking"); those
nouns (redaction/recognizers/precision.py's PERSONS_THINGS, the nouns teams number a person's records by) leave
the name as it is, and so does a name in the possessive. "that" is left out: it opens a clause as often as a noun
phrase ("that Priya called").

A rule of the thing-position table (redaction/rules/thing_position.py), written here: it reads a span the way that
table does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from spacy.lang.en.stop_words import STOP_WORDS

from redaction.recognizers.identifiers import ID_NOUNS
from redaction.recognizers.precision import PERSONS_THINGS

if TYPE_CHECKING:
    from redaction.rules.thing_position import Span

# Determiners that open a noun phrase and nothing else ("that" opens a clause too).
NOUN_PHRASE_DETERMINERS = frozenset({
    "the", "a", "an", "this", "these", "those", "our", "your", "their", "my", "its", "any", "every", "each",
})  # fmt: skip
_DETERMINER_BEFORE = re.compile(r"(?<![\w'’-])(\w+)[ \t]+$")
# The noun after the name (and the rest of its capitalised run: "the Harley Street clinic"), perhaps after a
# compound's first part ("free-range eggs").
_NOUN_AFTER = re.compile(r"(?:[ \t]+[A-Z][\w'’-]*)*[ \t]+(?:[a-z]+-[a-z]+[ \t]+)?([a-z]+)(?![\w'’-])")
# A person owns these; a thing's name stands before any other noun.
_A_PERSONS = PERSONS_THINGS | ID_NOUNS | {word + "s" for word in ID_NOUNS}
_PRONOUN_NOUNS = frozenset({"one", "ones"})


def a_things_name_before_its_noun(span: Span) -> bool:
    determiner = _DETERMINER_BEFORE.search(span.before)
    if determiner is None or determiner.group(1).casefold() not in NOUN_PHRASE_DETERMINERS or not span.words:
        return False
    if re.search(r"['’]s?$", span.text[span.start : span.end]) or re.match(r"['’]", span.after):
        return False
    noun = _NOUN_AFTER.match(span.after)
    if noun is None:
        return False
    word = noun.group(1)
    return word not in _A_PERSONS and (
        word in _PRONOUN_NOUNS or (word in span.support.nouns and word not in STOP_WORDS and len(word) > 2)
    )
