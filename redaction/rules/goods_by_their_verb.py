"""Goods told by what is done with them or by their count: "can we hire a Canter for the move", "we fuelled the
Hilux", "ship two Nadorcott bins", "How much for 200 Waratah star pickets". A make, a model, a variety or a brand
is bought, hired, rented, fuelled, shipped, loaded, towed or planted, with an article or a number before it, and is
counted before the noun of what is sold; in any domain a person is neither hired with an article ("hire a Canter",
never "hire a Tunde") nor counted before a plural noun of goods.

Privacy first: a possessive before the name is no article ("pick our Tunde up" is a child), a count counts goods
only before a name that holds no given name; a given name opening two words or more ("bought a Priya Okafor
print") stands, so does a name a person's cue stands around, a name in the possessive ("the Okafor's"), and a name
right before a noun of a person's own (family, kids, house, estate, account: redaction/recognizers/precision.py's
PERSONS_THINGS) or of people (men, women, girls, boys, people).

Rules of the thing-position table (redaction/rules/thing_position.py), written here: they read a span the way that
table does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from redaction.recognizers import support as lexicon
from redaction.recognizers.precision import PERSONS_THINGS

if TYPE_CHECKING:
    from redaction.rules.thing_position import Span

# Verbs of getting, moving or running goods, in their forms; what they take with an article is goods.
_GOODS_VERBS = (
    r"buy|buys|buying|bought|purchase|purchases|purchased|purchasing|order|orders|ordered|ordering|hire|hires|hired|"
    r"hiring|rent|rents|rented|renting|lease|leases|leased|leasing|fuel|fuels|fuelled|fueled|fuelling|fueling|"
    r"refuel|refuels|refuelled|refueled|refuelling|refueling|ship|ships|shipped|shipping|load|loads|loaded|loading|"
    r"tow|tows|towed|towing|plant|plants|planted|planting"
)
# What stands between the verb and the goods: an article or a count; never a possessive ("pick our Tunde up" is
# a child).
_DETERMINER = r"a|an|the|another|some|any|more|this|that|these|those|two|three|four|five|six|ten|\d+"
_VERB_AND_DETERMINER_BEFORE = re.compile(
    rf"(?<![\w'’-])(?i:{_GOODS_VERBS})[ \t]+(?i:{_DETERMINER})(?:[ \t]+(?i:new|used|old|second-hand|more|extra))?"
    r"[ \t]+$"
)
# A count right before the span, perhaps after "for", and the plural noun of what is sold right after it, perhaps
# after another word: "200 [Waratah] star pickets", "40 [Nadorcott] bins".
_COUNT_BEFORE = re.compile(r"(?:^|(?<=[\s(]))\d[\d,.]*[ \t]+$")
_PLURAL_NOUN_AFTER = re.compile(r"[ \t]+(?:[a-z][\w-]*[ \t]+)?([a-z][\w-]*s)(?![\w'’])")
# The nouns of people after a name: "3 Okafor girls" are people.
_PEOPLE = frozenset({"men", "women", "girls", "boys", "people", "guys", "lads", "ladies", "kids", "children", "folks",
                     "cousins", "daughters", "sons", "grandchildren", "nephews", "nieces", "uncles", "aunts",
                     "members", "players", "workers", "staff", "pupils", "students"})  # fmt: skip
_A_WORD_AFTER = re.compile(r"[ \t]+([a-z][\w-]*)")


def _a_persons_word_after(span: Span) -> bool:
    word = _A_WORD_AFTER.match(span.after)
    return bool(word and (word.group(1) in PERSONS_THINGS or word.group(1) in _PEOPLE))


def _opens_with_a_given_name_and_more(span: Span) -> bool:
    """A given name of any name list opening two words or more may open a person's full name ("Priya Okafor")."""
    return len(span.words) > 1 and span.words[0].casefold() in lexicon.world_given_names()


def _unowned_goods_name(span: Span) -> bool:
    return bool(span.words) and not (
        span.cued or span.support.full_name(span.words) or _opens_with_a_given_name_and_more(span)
        or _a_persons_word_after(span)
        or re.search(r"['’]s?$", span.text[span.start : span.end])
    )  # fmt: skip


def goods_of_a_verb(span: Span) -> bool:
    """A name right after a verb of getting, moving or running goods and an article, a count or a possessive."""
    return _VERB_AND_DETERMINER_BEFORE.search(span.before) is not None and _unowned_goods_name(span)


def counted_goods(span: Span) -> bool:
    """A name holding no given name between a count and the plural noun of what is sold."""
    noun = _PLURAL_NOUN_AFTER.match(span.after)
    return bool(
        _COUNT_BEFORE.search(span.before) and noun and noun.group(1) not in PERSONS_THINGS
        and noun.group(1) not in _PEOPLE and not span.holds_a_given_name and _unowned_goods_name(span)
    )  # fmt: skip
