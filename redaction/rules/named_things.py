"""Things named the way people are: a capitalised word that reads as a name, written where a thing's name is
written. A model's part joined to a code ("Audeo-Lumity-L90"), a name numbered like a room or a grade
("Audiology 2", "Reviewer 2"), a thing named after someone ("Payne's Grey", "Santa's Grotto"), a street's name
("Marlborough Road"): the name is the thing's, and the thing identifies nobody.

Applied to every guessed name (the language model's, the proper-noun reading's) the thing-position table left
standing, before any support is weighed; the first rule that decides wins. DROP: the span names a thing; KEEP:
a person cue outweighs every rule after it. A name no rule decides goes on to be weighed for support.
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon
from redaction.recognizers.addresses import STREET_SUFFIXES
from redaction.recognizers.precision import is_english
from redaction.recognizers.support import NAME_PARTICLES
from redaction.rules import Rule, Table, Verdict
from redaction.rules.thing_position import Span


def _person_cue(span: Span) -> bool:
    """A cue other than a possessive, which things named after someone carry too ("Payne's Grey")."""
    return span.support.cued(span.before, re.sub(r"^['’]s\b", "", span.after))


# The parts joined to the span by hyphens, with no space: "Audeo-[Lumity]-L90", "[Innov]-is 800E".
_JOINED_BEFORE = re.compile(r"(?<![\w'’-])(?:[\w'’]+-)+$")
_JOINED_AFTER = re.compile(r"(?:-[\w'’]+)+")


def _coded_part(part: str) -> bool:
    return any(char.isdigit() for char in part) or len(part) == 1 or (
        part.islower() and part not in NAME_PARTICLES
    )


def _part_of_a_coded_word(span: Span) -> bool:
    before, after = _JOINED_BEFORE.search(span.before), _JOINED_AFTER.match(span.after)
    if before is None and after is None:
        return False
    word = (before.group(0) if before else "") + span.text[span.start : span.end] + (after.group(0) if after else "")
    return " " not in word and any(_coded_part(part) for part in word.split("-") if part)


# A short number or a Roman numeral closing the phrase: "room Audiology 2.", "Stentor Student II to any branch".
_NUMBER_CLOSING = re.compile(r"[ \t]+(?:\d{1,3}[A-Za-z]{0,2}|I{2,3}|IV|VI{0,3})(?=$|[\s,.;:!?)])(?![ \t]+[A-Z][a-z])")


def _no_name_people_bear(span: Span) -> bool:
    support, given = span.support, lexicon.world_given_names()
    return bool(span.words) and all(
        word.casefold() not in given and (support.common(word) or word.casefold() not in lexicon.world_names())
        for word in span.words
    )


def _numbered(span: Span) -> bool:
    return _NUMBER_CLOSING.match(span.after) is not None and _no_name_people_bear(span)


# A possessive then a capitalised word of the language: what is named after someone ("Payne's Grey", "Santa's
# Grotto", "St Aldhelm's Park").
_POSSESSIVE_BEFORE_A_WORD = re.compile(r"['’]s[ \t]+([A-Z][a-z]+)\b")


def _named_after_someone(span: Span) -> bool:
    following = _POSSESSIVE_BEFORE_A_WORD.match(span.after)
    return following is not None and is_english(following.group(1), span.support.words)


_STREET_NOUNS = {suffix.casefold() for suffix in STREET_SUFFIXES}
_STREET_AFTER = re.compile(r"[ \t]+([A-Z][a-z]+)\b")
_LIVES_ON = re.compile(r"(?i:\b(?:live[sd]?|living|moved|moving|address|home|house|flat|staying)\b)")


def _a_streets_name(span: Span) -> bool:
    following = _STREET_AFTER.match(span.after)
    street = [*span.words, following.group(1)] if following else span.words
    return bool(
        len(street) > 1 and street[-1].casefold() in _STREET_NOUNS and not span.support.plainly_a_full_name(street)
        and not span.support.plainly_a_full_name(span.words)
        and not lexicon._PERSON_PLACE_CUE.search(span.before) and not _LIVES_ON.search(span.before)
    )  # fmt: skip


DROP, KEEP = Verdict.DROP, Verdict.KEEP
NAMED_THINGS: Table[Span] = Table(
    "Things named like people",
    "Every guessed name the thing-position table left standing. DROP: the name is a thing's; KEEP: a person cue "
    "outweighs the rules below (and a name no rule decides is weighed for support).",
    (
        Rule("a_person_cue_first", "keeps a name after or before a person cue", "\"Dear Priya\", \"Okafor says\": "
             "privacy first, a cue outweighs any thing's pattern", KEEP, _person_cue,
             ("thanks, [Audeo]-L90", "my name is [Marlborough] Road"), ("device [Audeo]-L90", "[Payne]'s Grey")),
        Rule("part_of_a_coded_word", "drops a name joined by hyphens to a part with a digit, a lone letter or a "
             "word in lower case", "\"Audeo-Lumity-L90\", \"Mul-T-Lock\", \"Innov-is 800E\" are models; "
             "\"Smith-Jones\", \"al-Farsi\" are names", DROP, _part_of_a_coded_word,
             ("device Audeo-[Lumity]-L90 did not respond", "[Mul]-T-Lock keys", "the Brother [Innov]-is 800E"),
             ("ask Anne-[Marie] today", "ask Ahmed al-[Farsi] today", "ask [Smith]-Jones today")),
        Rule("numbered", "drops words no one bears closed by a short number or a Roman numeral", "\"room Audiology "
             "2\", \"back to Reviewer 2\", \"the Stentor Student II\" are rooms, roles and models", DROP, _numbered,
             ("room [Audiology] 2. It takes", "sent back to [Reviewer] 2.", "the [Stentor Student] II to a branch"),
             ("ask [Priya] 2 times", "room [Okafor] 2.", "ask [Grade] 5 Smith")),
        Rule("named_after_someone", "drops a name before a possessive and a capitalised word of the language",
             "\"Payne's Grey\", \"Santa's Grotto\", \"St Aldhelm's Park\" are a colour, a venue, a park", DROP,
             _named_after_someone, ("pans in [Payne]'s Grey", "[Santa]'s Grotto opens at 10"),
             ("ask [Priya]'s manager", "[Priya]'s Okafor")),
        Rule("a_streets_name", "drops words before a street's noun, or ending in one, unless a given name and a "
             "surname or said where a person lives", "\"Marlborough Road\", \"a Baker Street sourdough\": alone, a "
             "street identifies nobody; \"Jordan Lane\" may be a person", DROP, _a_streets_name,
             ("starts from Pen 7 on [Marlborough] Road", "one [Baker Street] sourdough"),
             ("driver didnt stop at [Jordan Lane]", "I live on [Marlborough] Road")),
    ),
    lambda example, engine: Span.of(example, engine.person_support),
)
