"""Whether a place the recognizers guessed is a place: one found after "in", "from", "at" (the place cue), and
one the language model tagged. The first rule that decides wins. Guessed after a cue, KEEP: a place (and a
place no rule keeps is dropped); tagged by the model, DROP: no place (and a place no rule drops stays).
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon
from redaction.recognizers.precision import is_english
from redaction.rules import Rule, Table, Verdict
from redaction.rules.greetings_of_any_language import a_greeting_opening_a_message
from redaction.rules.sites_by_a_preposition import a_sites_whereabouts
from redaction.rules.thing_position import THING_POSITION, Span


def _in_a_things_position(span: Span) -> bool:
    return THING_POSITION.verdict(span) is Verdict.DROP


def _number_after(span: Span) -> bool:
    return re.match(r"[ \t]*\d{1,3}(?!\d)", span.text[span.end : span.end + 5]) is not None


def _a_state(span: Span) -> bool:
    value = span.text[span.start : span.end]
    return len(lexicon.name_words(value)) == 1 and span.support._a_state(value)


def _a_town_in_capitals(span: Span) -> bool:
    value = span.text[span.start : span.end]
    return value.isupper() and len(value) > 3 and (
        len(lexicon.name_words(value)) > 1 or not lexicon._FROM_OR_TO.search(span.text[: span.start])
    )


def _known_or_no_word(span: Span) -> bool:
    value = span.text[span.start : span.end]
    places, folded = lexicon.known_places(), value.casefold()
    return folded in places.countries or folded in places.large_cities or not all(
        is_english(word, span.support.words) for word in lexicon.name_words(value)
    )


def _stripped(span: Span) -> str:
    return span.text[span.start : span.end].strip(" -")


def _a_country_in_short_capitals(span: Span) -> bool:
    value = _stripped(span)
    return value.isupper() and len(value) <= 3 and (
        value.casefold() in lexicon.known_places().countries or value in {"US", "UK", "UAE", "EU"}
    )


def _short_capitals(span: Span) -> bool:
    value = _stripped(span)
    return value.isupper() and len(value) <= 3


def _a_state_in_capitals(span: Span) -> bool:
    return span.support._a_state(_stripped(span))


def _a_venue_or_own_site(span: Span) -> bool:
    value = _stripped(span)
    opening = re.match(r"(?i:(?:the|our)\s+)", value)
    before = span.text[max(0, span.start - 60) : span.start]
    return bool(
        (lexicon._OWN_OR_ARTICLE_BEFORE.search(before[-12:]) or opening)
        and not span.support._place(value[opening.end() :] if opening else value, "")
        and not lexicon._PERSON_PLACE_CUE.search(before)
    )  # fmt: skip


def _in_a_things_position_without_determiners(span: Span) -> bool:
    return THING_POSITION.verdict(Span(span.text, span.start, span.end, span.before, span.after, span.words,
                                       False, False, span.support)) is Verdict.DROP  # fmt: skip


DROP, KEEP = Verdict.DROP, Verdict.KEEP
PLACES_AFTER_A_CUE: Table[Span] = Table(
    "Places after a cue",
    "Every place found after \"in\", \"from\", \"at\", \"near\". KEEP: a place; DROP: not one (and a place no rule "
    "keeps is dropped).",
    (
        Rule("place_in_a_things_position", "drops a place the thing-position table drops", "\"from Family Saver\" "
             "is a plan", DROP, _in_a_things_position, ("switch from [Family Saver] plan",), ("I live in [Leeds]",)),
        Rule("number_after", "drops a place followed by a short number", "\"in Terminal 2\", \"at Gate 5\"",
             DROP, _number_after, ("meet in [Terminal] 2",), ("meet in [Leeds] today",)),
        Rule("a_state", "drops one word of the language in capitals", "\"from ARCHIVED to OPEN\" are states",
             DROP, _a_state, ("moved from [ARCHIVED] to OPEN",), ("moved from [Leeds] to York",)),
        Rule("a_town_in_capitals", "keeps words in capitals, as address lines write towns", "\"from CABBAGE TREE "
             "CREEK\"", KEEP, _a_town_in_capitals, ("parcel from [CABBAGE TREE CREEK]",), ("from [Leeds]",)),
        Rule("known_or_no_word", "keeps a country, a large city, or words the language does not know", "\"In "
             "Progress\" is a status, \"in Accra\" a place", KEEP, _known_or_no_word,
             ("flying in [Accra] today",), ("still in [Progress] today",)),
    ),
    lambda example, engine: Span.of(example, engine.person_support),
)

MODELLED_PLACES: Table[Span] = Table(
    "Places the model tagged",
    "Every place the language model tagged. DROP: no place; KEEP: a place whatever follows (and a place no rule "
    "drops stays).",
    (
        Rule("a_country_in_short_capitals", "keeps a country in two or three capitals", "\"UK\", \"US\" are "
             "places", KEEP, _a_country_in_short_capitals, ("shipping to [UK] only",), ("code [HM]- again",)),
        Rule("short_capitals", "drops two or three capitals that are no country", "\"HM-\" is a code's prefix",
             DROP, _short_capitals, ("code [HM]- again",), ("shipping to [Leeds] only",)),
        Rule("a_state_in_capitals", "drops a word of the language in capitals", "\"from APPROVED to DRAFT\"",
             DROP, _a_state_in_capitals, ("from [APPROVED] to DRAFT",), ("from [Leeds] to York",)),
        Rule("a_venue_or_own_site", "drops a place after \"the\" or \"our\" that is no known place, unless said of "
             "a person", "\"the Walled Garden\", \"our Ashford workshop\"", DROP, _a_venue_or_own_site,
             ("meet in the [Walled Garden]",), ("I live in the [Netherlands]",)),
        Rule("a_greeting_read_as_a_place", "drops one word no name list nor place list holds that opens a message "
             "and closes its sentence there, alone before \"!\" "
             "(redaction/rules/greetings_of_any_language.py)", "\"Karibu!\", \"Akwaaba!\" welcome in the "
             "writer's language; the model reads them as places", DROP,
             lambda span: a_greeting_opening_a_message(span.text, span.start, span.end, span.support),
             ("[Karibu]! Our 12-inch chess set", "[Akwaaba]! The main crop price"),
             ("[Accra]! We landed", "I live in [Karibu] now")),
        Rule("a_sites_whereabouts_read_as_a_place", "drops a place right after the noun of a site no person is and "
             "a preposition of place, opening with no given name and no full name, with no person cue around it "
             "(redaction/rules/sites_by_a_preposition.py)", "\"the seafront by Lamu Fort\", \"the ticket "
             "office on Blama Road\" say where a site stands", DROP,
             lambda span: a_sites_whereabouts(span.text, span.start, span.end, span.support),
             ("the seafront by [Lamu Fort] gets busy", "the ticket office on [Blama] Road"),
             ("I live in [Leeds]", "the shop near [Priya Okafor] today")),
        Rule("in_a_things_position_articles_aside", "drops a place the thing-position table drops, articles aside",
             "`region=North-East` is a region's value", DROP, _in_a_things_position_without_determiners,
             ("region=[North-East]",), ("I live in [Leeds]",)),
    ),
    lambda example, engine: Span.of(example, engine.person_support),
)
