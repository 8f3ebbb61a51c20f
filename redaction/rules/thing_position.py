"""Where a name stands decides whose it is: a span in a thing's position (code, a menu, a thing's key, before a
product's noun, after an article) names a product, a venue, a firm or an animal, not a person.

Applied to every guessed name (the language model's, the proper-noun reading's) before any support is
weighed, and to guessed places; the first rule that decides wins. DROP: the span names a thing; KEEP: a
strong person cue outweighs every rule after it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from redaction.recognizers import support as lexicon
from redaction.recognizers.keys import GROUP_WORDS, PERSON_ROLE_WORDS, names_a_thing
from redaction.recognizers.precision import PERSONS_THINGS, PRODUCT_NOUNS, has_code_shape, is_english
from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.bodies_named_first import a_body_named_first
from redaction.rules.calendar_occasions import an_occasion_told_as_a_date
from redaction.rules.determined_things import a_things_name_before_its_noun
from redaction.rules.goods_and_services import measured_after, where_a_business_works
from redaction.rules.goods_by_their_verb import counted_goods, goods_of_a_verb
from redaction.rules.header_fields import a_headers_field_name
from redaction.rules.interjections import an_interjection_opening_a_message
from redaction.rules.journeys import PLACES_JOINED_BEFORE, where_a_vehicle_or_consignment_goes
from redaction.rules.model_names import a_models_name_after_its_number
from redaction.rules.named_after_people import (
    _a_make_before_its_goods,
    _a_model_after_an_article,
    _a_quoted_work_or_mark,
    _measured_in_brackets_after,
    _measured_out,
    _named_as_an_animal,
    _within_a_holidays_name,
)
from redaction.rules.rounds_by_place import a_round_named_by_its_place
from redaction.rules.saints_and_events import a_saints_venue, an_events_name, an_occasions_time
from redaction.rules.stocked_goods import goods_a_business_stocks

if TYPE_CHECKING:
    from collections.abc import Iterator

    from redaction.recognizers.support import PersonSupport


@dataclass(frozen=True)
class Span:
    """A guessed name in its text, with the 40 characters around it the rules read."""

    text: str
    start: int
    end: int
    before: str
    after: str
    words: list[str]
    cued: bool
    determiners: bool
    support: PersonSupport
    modelled: bool = False  # found by the language model itself, not the proper-noun reading

    @classmethod
    def of(cls, example: str, support: PersonSupport) -> Span:
        text, start, end = marked(example)
        before, after = text[max(0, start - 40) : start], text[end : end + 40]
        words = lexicon.name_words(text[start:end])
        return cls(text, start, end, before, after, words, support.cued(before, after), True, support)

    @property
    def holds_a_given_name(self) -> bool:
        """Whether a word of the span is a given name of any name list ("the parcel from Mark")."""
        given = lexicon.world_given_names()
        return any(word.casefold() in given for word in self.words)


def _a_business_introducing_itself(span: Span) -> bool:
    return span.support.a_business_introducing_itself(span.text, span.start, span.end)


def _code_around(span: Span) -> bool:
    left = re.search(r"[\w./]*$", span.before)
    right = re.match(r"[\w./]*", span.after)
    chunk = (left.group(0) if left else "") + span.text[span.start : span.end] + (right.group(0) if right else "")
    return has_code_shape(chunk) or re.search(r"\w[./]\w", chunk) is not None


def _menu_path(span: Span) -> bool:
    return re.search(r">\s*$", span.before) is not None or re.match(r"\s*>", span.after) is not None


def _value_of_another_key(span: Span) -> bool:
    return bool(lexicon._ANY_KEY_BEFORE.search(span.before) and not lexicon._KEY_BEFORE.search(span.before))


def _quoted_value(span: Span) -> re.Match[str] | None:
    return lexicon._INSIDE_QUOTED_VALUE.search(span.before)


def _inside_a_things_quoted_value(span: Span) -> bool:
    inside = _quoted_value(span)
    return bool(
        inside and names_a_thing(re.search(r"[\w.-]+", inside.group("open")).group(0))  # type: ignore[union-attr]
        and not span.support.plainly_a_full_name(span.words)
    )  # fmt: skip


def _inside_another_keys_quoted_value(span: Span) -> bool:
    inside = _quoted_value(span)
    before, words, support = span.before, span.words, span.support
    return bool(
        inside and not lexicon._KEY_BEFORE.search(before[: inside.end("open")])
        and not lexicon._a_persons_key(inside.group("open"))
        and not span.holds_a_given_name and not support.full_name(words)
        and all(word[0].isupper() or word[0].isdigit() or not word[0].isalpha()
                for word in before[inside.end("open") :].split())
    )  # fmt: skip


def _firm(span: Span) -> bool:
    return span.support._a_firm(span.words, span.before, span.after)


def _animal_or_vessel(span: Span) -> bool:
    return lexicon._ANIMAL_OR_VESSEL_BEFORE.search(span.before) is not None


def _strong_cue(span: Span) -> bool:
    return span.cued and bool(lexicon._CUE_BEFORE.search(span.before) or lexicon._KEY_BEFORE.search(span.before))


_SITE_AFTER = re.compile(r"(?i:[ \t]+(?:" + "|".join(lexicon.SITE_NOUNS) + r")(?:e?s)?\b)")


def _business_site(span: Span) -> bool:
    return _SITE_AFTER.match(span.after) is not None


# The business's own site and the place it stands, on a street or in a town ("our shop on Lini Highway", "the yard on
# Ariapita Avenue", "the museum in Albreda"): the business's or the company's article, never "my" (a sole trader's
# shop may be their home), nor a dwelling's noun, nor a door's number after the place (an address).
_SITE_OF_THE_BUSINESS_BEFORE = re.compile(
    r"(?<![\w'’])(?i:our|the|their|its)[ \t]+(?:[\w'’-]+[ \t]+){0,2}?(?i:"
    + "|".join((*lexicon.SITE_NOUNS, "museum", "park", "factory", "glassworks", "stall", "market", "farm", "kennels?"))
    + r")(?:e?s)?[ \t]+(?i:on|in|at|off|near)[ \t]+(?:(?i:ul|al|pl|av|avda|rua|calle)\.?[ \t]+)?$"
)


# Where goods are made or grown, right after the verb or its maker ("grown on Pentecost", "made by the women's
# group in Kolovai", "handmade in Ha'apai"); never a word between the verb and its maker ("made redundant in
# Leeds" is said of a person).
_WHERE_GOODS_ARE_MADE_BEFORE = re.compile(
    r"\b(?i:made|handmade|hand-made|grown|woven|hand-woven|produced|brewed|distilled|crafted|harvested|roasted|"
    r"sewn|blown|carved|forged|dyed|bottled|hand-blocked|hand-blown|hand-carved)"
    r"(?:[ \t]+by(?:[ \t]+[\w'’-]+){1,4}?)?[ \t]+(?i:in|on|at)[ \t]+" + PLACES_JOINED_BEFORE + "$"
)
# A route's waypoint or a direction ("via Herning", "drive inland towards Skibotn", "cloud over Tromsø").
_WAYPOINT_OR_DIRECTION_BEFORE = re.compile(r"\b(?i:via|towards|toward|over)[ \t]+" + PLACES_JOINED_BEFORE + "$")


def _where_goods_are_made(span: Span) -> bool:
    return _WHERE_GOODS_ARE_MADE_BEFORE.search(span.before) is not None


def _a_waypoint_or_a_direction(span: Span) -> bool:
    return _WAYPOINT_OR_DIRECTION_BEFORE.search(span.before) is not None and not span.holds_a_given_name


# A sentence's or a message's opening: the text's start, a line's, or after a full stop, a colon or a bracket closed.
_SENTENCE_OPENS_BEFORE = re.compile(r"(?:^|\n|[.!?:)][ \t]+)[\"'“‘(]?$")


# An error's line: its level, an exception, a failure's word or an HTTP error's status.
_AN_ERRORS_LINE = re.compile(
    r"\b(?:ERROR|ERR_\w+|FATAL|WARN(?:ING)?|[A-Z]\w*(?:Error|Exception)|(?i:error|failed|failure|unavailable|"
    r"timed out|timeout|denied|refused|rejected))\b|\b[45]\d\d\b"
)


def _a_dictionary_word_opening_an_errors_clause(span: Span) -> bool:
    if len(span.words) != 1 or not _SENTENCE_OPENS_BEFORE.search(span.before):
        return False
    line = span.text[span.text.rfind("\n", 0, span.start) + 1 : span.start]
    if not _AN_ERRORS_LINE.search(line):
        return False
    word = span.words[0]
    return (
        is_english(word, span.support.words)
        and word.casefold() not in lexicon.world_names()
        and re.match(r"[ \t]+[a-z]", span.after) is not None
    )


def _where_the_businesss_site_stands(span: Span) -> bool:
    return _SITE_OF_THE_BUSINESS_BEFORE.search(span.before) is not None and not re.match(r"[ \t,]*\d", span.after)


# What a team is named for besides a group's word: its work ("Accounts Karachi", "Operations Lahore").
TEAM_WORDS = GROUP_WORDS | {"accounts", "sales", "billing", "collections", "dispatch", "claims", "finance",
                            "logistics", "payroll", "helpdesk", "escalations", "relations", "care"}  # fmt: skip
_WORD_BEFORE = re.compile(r"([A-Z][a-z]+)[ \t]+(?:[–—-][ \t]+)?$")


def _team_of_a_place(span: Span) -> bool:
    words, before = span.words, _WORD_BEFORE.search(span.before)
    if len(words) > 1 and words[0].casefold() in TEAM_WORDS:
        place = words[1:]
    elif before and before.group(1).casefold() in TEAM_WORDS:
        place = words
    else:
        return False
    places, name = lexicon.known_places(), " ".join(place).casefold()
    return name in places.large_cities or name in places.countries


def _team_named_by_a_role(span: Span) -> bool:
    before = _WORD_BEFORE.search(span.before)
    return bool(
        before and before.group(1).casefold() in PERSON_ROLE_WORDS and span.words
        and all(span.support.plain_word(word) for word in span.words)
    )  # fmt: skip


def _holiday_eve(span: Span) -> bool:
    return bool(
        re.search(r"(?i:\b(?:christmas|new year'?s|hallowe'?en|midsummer's)[ \t]+)$", span.before)
        and span.words[0] == "Eve"
    )


def _designation(span: Span) -> bool:
    designation = re.match(r"[ \t]+[A-Z](?![\w.'’])(?:[ \t]+([A-Za-z]+))?", span.after)
    return bool(designation and (
        designation.group(1) is None or designation.group(1).islower() or span.support.plain_word(designation.group(1))
    ))  # fmt: skip


def _modifier_of_a_noun(span: Span) -> bool:
    support, words = span.support, span.words
    thing_noun = re.match(r"[ \t]+([a-z]+)\b(?![-'’])", span.after)
    return bool(
        thing_noun and thing_noun.group(1) in support.nouns_only and thing_noun.group(1) not in PERSONS_THINGS
        and not support.full_name(words)
        and words[0].casefold() not in support.names.given
        and not re.search(r"['’]s?$", span.text[span.start : span.end])
    )  # fmt: skip


def _opens_with_an_article(span: Span) -> bool:
    return bool(span.words) and span.words[0].casefold() in lexicon.DETERMINERS and span.determiners


def _ends_in_a_product_noun(span: Span) -> bool:
    return len(span.words) > 1 and span.words[-1].casefold() in PRODUCT_NOUNS


# The capitalised words, perhaps in brackets, that run on after a span on its line: "Bayside[ Support Co]".
_CAPITALISED_RUN = re.compile(r"(?:[ \t]+\(?[A-Z][\w'’-]*\.?\)?){1,4}")


def _a_body_named_first(span: Span) -> bool:
    given = lexicon.world_given_names()
    return a_body_named_first(span.text, span.start, span.end, lambda word: word.casefold() in given,
                              lambda before: lexicon._CUE_BEFORE.search(before) is not None)


def _organisation(span: Span) -> bool:
    words = span.words
    if not words or words[0].casefold() in span.support.names.given:
        return False
    run = _CAPITALISED_RUN.match(span.after)
    following = lexicon.name_words(run.group(0)) if run else []
    if following and len(words) > 1 and words[0].casefold() in lexicon.world_given_names():
        return False  # a full name the model found, and a capitalised word after it ("Kofi Mensah Office hours")
    return lexicon.names_an_organisation_or_site([*words, *following])


# An organisation's noun closing a compound written as one word ("Betalingsservice", "Jobcenter"); not "bank",
# which closes towns' names as often ("Clydebank").
_COMPOUND_ORGANISATION = re.compile(r"[^\W\d_]{3,}(?:service|center|centre)", re.IGNORECASE)


def _compound_organisation(span: Span) -> bool:
    words, names = span.words, lexicon.world_names()
    return (
        bool(words) and not any(word.casefold() in names for word in words)
        and not lexicon._PLACE_CUE.search(span.before) and not lexicon._PERSON_PLACE_CUE.search(span.before)
        and any(_COMPOUND_ORGANISATION.fullmatch(word) for word in (words[0], words[-1]))
    )  # fmt: skip


def _plan_code_after(span: Span) -> bool:
    return bool(span.words) and bool(re.match(r"[ \t]+(?=\S*\d)(?=\S*[A-Za-z])[\w.]+", span.after)) and all(
        is_english(word, span.support.words) for word in span.words
    )


# A model code (FX900), or a number with words after it, that is no postcode.
_MODEL_AFTER = re.compile(r"[ \t]+(?:[A-Z]{1,4}-?\d[\w-]*|\d{1,4}(?=[ \t]+\w))(?![ \t]+(?!I\b)[A-Z][a-z])")


def _product_model(span: Span) -> bool:
    names, words = span.support.names, span.words
    return bool(
        words and _MODEL_AFTER.match(span.after) and not lexicon._POSTCODE_AFTER.match(span.after)
        and words[0].casefold() not in names.given and not any(word.casefold() in names.surnames for word in words)
    )  # fmt: skip


def _product_noun_after(span: Span) -> bool:
    following = re.match(r"[\s-]+([A-Za-z][\w-]*)", span.after)
    return bool(
        span.words and following and following.group(1).casefold() in PRODUCT_NOUNS
        and all(is_english(word, span.support.words) for word in span.words)
    )  # fmt: skip


_LABEL_BEFORE = re.compile(
    r"(?i:\b(?:department|ward|unit|team|group|category|queue|channel|tier|plan|product|module|package|library|"
    r"service|region|zone)\s+[\"'‘“]?)$"
)


def _after_a_label(span: Span) -> bool:
    return bool(span.words) and _LABEL_BEFORE.search(span.before) is not None


def _previous_word(span: Span) -> str | None:
    previous = re.search(r"(\w+)\s+$", span.before)
    return previous.group(1).casefold() if previous else None


def _article_then_common_ending(span: Span) -> bool:
    support, words = span.support, span.words
    return bool(
        span.determiners and _previous_word(span) in lexicon.ARTICLES and len(words) > 1
        and support.common(words[-1]) and not support.full_name(words)
    )  # fmt: skip


def _determiner_before_words(span: Span) -> bool:
    support, words = span.support, span.words
    return bool(
        words and span.determiners and _previous_word(span) in lexicon.DETERMINERS
        and all(is_english(word, support.words) for word in words) and not support.full_name(words)
    )  # fmt: skip



# Where the public goes, named after someone ("the Hugh Lane Gallery", "the Victoria Hall"): after an article,
# whoever the words name.
VENUE_NOUNS = frozenset({
    "hall", "gallery", "church", "chapel", "cathedral", "theatre", "theater", "museum", "library", "park", "arena",
    "stadium", "centre", "center", "hospital", "school", "college", "academy", "farm", "gardens", "bridge",
    "memorial", "institute", "pavilion", "tower", "house", "building", "hotel", "inn", "tavern", "pub",
})


def _venue_after_an_article(span: Span) -> bool:
    after = re.match(r"[ \t]+([A-Z][a-z]+)(?![\w'’-])", span.after)
    last = span.words[-1].casefold() if len(span.words) > 1 else (after.group(1).casefold() if after else "")
    return _previous_word(span) in lexicon.ARTICLES and last in VENUE_NOUNS


# What a shop's or a chain's name in the possessive stands before ("Morrison's car park", "Nando's and Steers
# franchises"): plural, it says a chain whoever the word names; singular, only of a word no one is given.
BUSINESS_WORDS = frozenset({
    *lexicon.SITE_NOUNS, "franchise", "chain", "supermarket", "car park", "carpark", "delivery", "deliveries",
    "website", "app", "menu", "loyalty", "checkout", "till", "tills", "staff", "aisle", "aisles", "own-brand",
    "own brand", "branded", "meal deal", "online", "click and collect", "counter", "drive-thru", "café", "cafe",
    "pub", "bar", "takeaway",
})
_POSSESSIVE_THEN = re.compile(
    r"['’]s?(?:[ \t]+(?:and|&|or)[ \t]+[A-Z][\w'’-]*(?:['’]s)?)?[ \t]+([a-zé -]+?)(?=[^a-zé -]|$)"
)


def _possessive_before_a_business_word(span: Span) -> bool:
    following = _POSSESSIVE_THEN.match(span.after)
    if len(span.words) != 1 or following is None:
        return False
    words = following.group(1).split()
    for length in (3, 2, 1):
        phrase = " ".join(words[:length])
        if phrase in BUSINESS_WORDS:
            return span.words[0].casefold() not in lexicon.world_given_names()
        if phrase.endswith("s") and (phrase[:-1] in BUSINESS_WORDS or phrase[:-2] in BUSINESS_WORDS):
            return True  # a chain's sites: "Nando's and Steers franchises"
    return False


def _possessive_before_a_things_word(span: Span) -> bool:
    """Checked apart from the business words: "Payne's Grey", "Frankenstein's Lab" name a colour and a game."""
    thing = re.match(r"['’]s[ \t]+([A-Z][a-z]+)(?![\w'’-])", span.after)
    return bool(
        len(span.words) == 1 and thing and is_english(thing.group(1), span.support.words)
        and not span.support.given_name(thing.group(1))
        and thing.group(1).casefold() not in PERSONS_THINGS
        and span.words[0].casefold() not in lexicon.world_given_names()
    )  # fmt: skip


# A make's model: letters and digits mixed ("GMK Olivia R3", "Keychron Q1", "NexStar 6SE"), not a postcode.
_MIXED_CODE_AFTER = re.compile(r"[ \t]+(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z\d]{2,6}(?![\w'’-])")


_VERSION_AFTER = re.compile(r"[ \t]+v?\d+\.\d+(?:\.\d+)?(?![\w.])")
# A door's number after a street's name ("Sysslomansgatan 22B"), or a block's code with its door's number after it
# ("Blok C7 No. 12"): an address's line, whatever language names the street.
_DOOR_AFTER = re.compile(r"[ \t]+(?:\d{1,5}[A-Za-z]|[A-Za-z\d]{1,6}[ \t,]+(?i:no|nr|n[º°o])\.?[ \t]*\d+)(?![\w'’-])")


def _model_code_after(span: Span) -> bool:
    if _VERSION_AFTER.match(span.after):
        return not any(word.casefold() in lexicon.world_given_names() for word in span.words)
    return bool(
        _MIXED_CODE_AFTER.match(span.after) and not lexicon._POSTCODE_AFTER.match(span.after)
        and not _DOOR_AFTER.match(span.after) and not span.support.plainly_a_full_name(span.words)
    )  # fmt: skip


# A day or a night that is kept, or a fair ("Heritage Day", "Guy Fawkes Night", "New Year's Eve").
_DAY_WORDS = {"day", "night", "eve", "weekend", "week", "festival", "fair", "fortnight"}


def _a_day_or_a_night(span: Span) -> bool:
    following = re.match(r"(?:['’]s)?[ \t]+([A-Z][a-z]+)(?![\w'’-])", span.after)
    words, support = span.words, span.support
    if len(words) > 1 and words[-1].casefold() in _DAY_WORDS:
        return not support.plainly_a_full_name(words)
    return bool(following and following.group(1).casefold() in _DAY_WORDS) and not (
        support.plainly_a_full_name(words)
        or (words[-1].casefold() in lexicon.world_given_names()
            and following.group(1).casefold() in support.names.common_surnames)  # type: ignore[union-attr]
    )  # fmt: skip


def _the_companys_own(span: Span) -> bool:
    return _previous_word(span) == "our" and not any(
        word.casefold() in lexicon.world_given_names() for word in span.words
    )


_AN_AMOUNT_AFTER = re.compile(r"(\.?)[ \t]?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?\b|\d+\.\d{2}\b)")


def _currency_before_an_amount(span: Span) -> bool:
    """One short word right before an amount; or, written as an abbreviation with its dot ("Qar. 13,500.00"),
    the last of the words guessed, when the words before it hold no given name: no surname ends in a dot."""
    amount = _AN_AMOUNT_AFTER.match(span.after)
    if amount is None or not span.words or len(span.words[-1]) > 4:
        return False
    if len(span.words) == 1:
        return True
    rest = span.words[:-1]
    return bool(amount.group(1)) and not (
        span.support.plainly_a_full_name(rest) or any(word.casefold() in lexicon.world_given_names() for word in rest)
    )


def _quoted_title(span: Span) -> bool:
    """Inside a quoted run of Title Case words that holds a word of the language in lower case or a title's mark
    ("'Queen Anne to Art Deco: Furniture & Decorative Arts'"): a sale's, a book's or a show's title."""
    line_start = span.text.rfind("\n", 0, span.start) + 1
    line_end = span.text.find("\n", span.end)
    line = span.text[line_start : None if line_end < 0 else line_end]
    for quoted in re.finditer(r"(?<![\w])(['‘\"“])([^'’\"”\n]{8,120})(['’\"”])(?![\w])", line):
        if not quoted.start(2) <= span.start - line_start and span.end - line_start <= quoted.end(2):
            continue
        if lexicon._a_persons_key(line[: quoted.start()]):
            return False
        words = quoted.group(2).split()
        capitalised = [word for word in words if word[0].isupper()]
        # Not "&" nor "and": they join a couple's names as often ("'Bill & Joy Takerei'").
        joined = [word for word in words if word.rstrip(":") in {"", "-", "–", "to", "of", "the", "in", "for"}]
        return (len(words) >= 4 and len(capitalised) >= 3 and bool(joined)
                and all(word[0].isupper() or word in joined or not word[0].isalpha() for word in words)
                and not span.support.plainly_a_full_name(span.words))  # fmt: skip
    return False


_JOINED_BEFORE = re.compile(r"[\w'’-]")
_JOINED_AFTER = re.compile(r"[\w-]")


def _standing_alone(name: str, text: str) -> Iterator[int]:
    """Where the name stands in the text as words of its own, left to right, never overlapping. Found by plain
    search, not by a pattern made of the name: one compiled per name costs more than the whole rule table, and
    evicts the patterns every other rule keeps in the regular expressions' cache."""
    start = text.find(name)
    while start >= 0 and name:
        end = start + len(name)
        if (start == 0 or not _JOINED_BEFORE.match(text, start - 1)) and not _JOINED_AFTER.match(text, end):
            yield start
            start = text.find(name, end)
        else:
            start = text.find(name, start + 1)


def _used_as_a_thing_elsewhere(span: Span) -> bool:
    """The same words stand elsewhere in the text where a thing stands ("the Angus burger ... sell Angus"):
    the text names one thing by them, not a person."""
    if span.cued or span.support.plainly_a_full_name(span.words):
        return False
    name = span.text[span.start : span.end]
    others = [rule for rule in THING_POSITION.rules
              if rule.verdict is DROP and rule.decides is not _used_as_a_thing_elsewhere]  # fmt: skip
    for start in _standing_alone(name, span.text):
        if start == span.start:
            continue
        end = start + len(name)
        before, after = span.text[max(0, start - 40) : start], span.text[end : end + 40]
        if span.support.cued(before, after):
            return False
        there = Span(span.text, start, end, before, after, span.words, False, True, span.support)
        if any(rule.decides(there) for rule in others):
            return True
    return False


def _a_plain_word_cued_only_after(span: Span) -> bool:
    """One word of the language that no name list holds, whose only cue is what follows it ("Quote says", "Buyer's
    premium"): the verb or the possessive reads a thing's word as someone."""
    return bool(
        len(span.words) == 1 and span.support.plain_word(span.words[0])
        and lexicon._CUE_AFTER.match(span.after) is not None and not span.support.cued(span.before, "")
    )  # fmt: skip

DROP, KEEP = Verdict.DROP, Verdict.KEEP
THING_POSITION: Table[Span] = Table(
    "Thing position",
    "Every name the language model or the proper-noun reading guessed, and every guessed place. DROP: the span "
    "names a thing; KEEP: a strong cue makes it a person whatever follows.",
    (
        Rule("code_around", "drops a span that is part of code", "class names and module paths are capitalised "
             "like names", DROP, _code_around, ("see [System].IO for details", "open [PdfRenderer].java"),
             ("ask [Priya Okafor] today",)),
        Rule("menu_path", "drops a span beside a `>`", "menu paths are Title Case", DROP, _menu_path,
             ("go to Settings > [Devices]", "open [Claims] > New claim"), ("ask [Priya] today",)),
        Rule("a_business_introducing_itself", "drops two words or more after \"this is\" that end their clause, "
             "opening a clause before \"here\" that ends it, or after someone of the staff and \"from\" or "
             "\"at\" (a person from, someone from, an engineer from), "
             "the last a word of the language and no surname in no common use, the first no given name and no "
             "title", "\"Hello Tanya, this is "
             "Hanois Knitwear.\" is the business writing, and someone comes from a firm, never from a person "
             "(redaction/rules/introduced_business.py)", DROP,
             _a_business_introducing_itself, ("Hello Tanya, this is [Hanois Knitwear]. Sorry for the wait",
                                              "Welcome! This is [Laolao Pure Water].",
                                              "Hi Siew Ling, [Island Crab Walks] here. Both are open",
                                              "a person from [Shannonside Fuels] will ring you"),
             ("Hi, this is [Tanya Waters]. I called", "this is [Hanois Aldan]. I called",
              "this is [Benedikt Hoffmann], account BA-30912", "someone from [Tanya Waters] rang")),
        Rule("a_headers_field_name", "drops capitalised words of the language joined by hyphens before a colon "
             "and a value, none of them a given name of any name list", "\"Retry-After: 120\", \"Content-Type: "
             "text/html\" are a response's or a message's header fields; \"Anne-Marie: I'll check\" is a chat's "
             "speaker", DROP, a_headers_field_name,
             ("HTTP/1.1 503 Service Unavailable\n[Retry-After]: 30", "upstream ticketing ([Retry]-After: 120)"),
             ("[Anne-Marie]: I'll check", "[Rose-Hill]: thanks", "ask [Retry-After] today")),
        Rule("value_of_another_key", "drops the value of a key that is no person's", "`tier=Gold` is a tier",
             DROP, _value_of_another_key, ("tier=[Gold]", '"plan": "[Unlimited Max]"'), ("name=[Priya Okafor]",)),
        Rule("inside_a_things_quoted_value", "drops words inside the quoted value of a key that names a thing",
             "`station=\"Grace Baptist Church Hall\"` is a hall", DROP, _inside_a_things_quoted_value,
             ('station="[Grace Baptist] Church Hall"',), ('contact="[Priya Okafor]"',)),
        Rule("inside_another_keys_quoted_value", "drops Title Case words opening the quoted value of a key that "
             "is no person's, with no given name in them", "`depot=\"Bristol Crossdock\"` is a depot", DROP,
             _inside_another_keys_quoted_value, ('depot="[Avonmouth Crossdock]"',), ('owner="[Priya Okafor]"',)),
        Rule("firm_joined_by_ampersand", "drops one word joined by `&` to another capitalised word, unless both "
             "are given names", "\"Marks & Spencer\" is a firm; \"Leila & Omar\" a couple", DROP, _firm,
             ("bought at [Marks] & Spencer",), ("with Leila & [Omar] tonight",)),
        Rule("animal_or_vessel", "drops a name after an animal's or a boat's noun", "pets and boats bear names "
             "people bear", DROP, _animal_or_vessel, ("my cat [Duchess] is ill", "boat name [Faith]",
              "Our boat, the [Mary Ellen], is a 12m catamaran", "the steamship Sir [Walter Scott] carries bikes",
              "a lab called [Seamus], v friendly"),
             ("my friend [Duchess] is ill", "Sir [Walter Scott] wrote it", "the [Mary Ellen] was late")),
        Rule("team_named_by_a_role", "drops words of the language that are no name right after a capitalised "
             "role word", "\"Customer Relations will call you\", \"Client Support\" are teams: the role word is "
             "no cue of a person before them", DROP, _team_named_by_a_role,
             ("Customer [Relations] will call you", "ask Client [Support] today"),
             ("Customer [Mark Young] called", "Customer [Okafor] called")),
        Rule("strong_cue", "keeps a name after an introduction, a title or a person's key", "\"Dear Mark\", "
             "`contact=Rose Hill`: the cue outweighs every rule below", KEEP, _strong_cue,
             ("Dear [Rose Hill], thanks", "my name is [Mark Young]"), ("the [Rose Hill] depot",)),
        Rule("an_interjection_opening_a_message", "drops one word opening a message that is an interjection of "
             "any English or a greeting of any language, whatever follows (a word a name list holds only before a "
             "mark or a word in lower case, a given name only before a mark), and a greeting's first word "
             "(redaction/rules/interjections.py)", "\"Hiya can ye hire\", \"Och the grey tank's full\", \"Ope "
             "sorry meant\", \"Eish, stage 4\", \"Namaste! Due to\" exclaim or greet, capitalised only because "
             "they open the message; privacy first, \"Hiya Morag,\" is one span and judged as a name",
             DROP, an_interjection_opening_a_message,
             ("[Hiya] can ye hire trolleys", "[Och] the grey tank's full already", "[Ope] sorry meant 2 ton",
              "[Eish], stage 4 load shedding", "[Namaste]! Due to the bandh", "[Hiyaaa] any vans free",
              "[Kia] ora, thanks", "[Hmmm] no reply yet"),
             ("[Hiya Morag], is the van ready", "Is [Morag] in today?", "[Och Morag], the tank is full",
              "ask [Hiya] today", "[Aye] Mon will call", "[Shalom] said he'd call", "[Ah] Ming called",
              "[Are] you open", "[OH] DL 4471",
              "hi [Morag] thanks")),
        Rule("a_holidays_name", "drops words within a holiday's name the `holidays` package writes, in any "
             "country and language (one word people bear as a name stands alone only beside the rest of it)",
             "\"Deepavali\", \"Matariki\", \"Eid al-Adha\", \"Stephen's Day\" are dates, whoever a word of "
             "them names", DROP, _within_a_holidays_name,
             ("[Deepavali] is on Monday leh", "delivery after [Matariki]", "For Eid al-[Adha] we add gift wrapping",
              "the hawk walk on [Stephen]'s Day"),
             ("ask [Stephen] today", "[Natale] called me", "[Eid] Adhami called")),
        Rule("a_make_before_its_goods", "drops a name between an article and the goods a make sells (mask, "
             "dress, bag, watch, cologne...), perhaps joined to another make by \"or\"", "\"a Leon Paul mask\", "
             "\"the Laura Ashley dress\", \"a Jo Malone cologne\" are makes named after their founders; a "
             "person's goods are theirs in the possessive (\"Priya's dress\")", DROP, _a_make_before_its_goods,
             ("My kid has a [Leon Paul] mask", "A [Leon Paul] or Absolute mask is fine", "than a [Jo Malone] cologne"),
             ("ask [Leon Paul] for a mask", "the [Laura]'s dress", "give [Priya] watches")),
        Rule("goods_a_business_stocks", "drops a name a business stocks, services or sells (\"we stock X\", "
             "\"we don't sell X\"), or that a list says is in stock or something one sells", "\"Henselite and Taylor "
             "Bowls\", \"Perkins Braillers\", \"Royal Stewart\" are makes, machines and tartans named after "
             "people; no one is stocked or serviced, and whoever is sold something is followed by it (\"sold Mark a "
             "bike\") or bears a given name", DROP, goods_a_business_stocks,
             ("Our pro shop stocks [Henselite] and Taylor Bowls", "Our pro shop stocks Henselite and [Taylor Bowls]",
              "We don't sell [Perkins Braillers], but we service them", "[Royal Stewart], Black Watch and MacLeod "
              "of Lewis are all in stock", "is the [Perkins] SMART Brailler something you sell"),
             ("we sold [Mark] a bike", "we sold [Priya Okafor] yesterday", "[Mark] said it is in stock",
              "[Mark] said it's something you sell", "call customer service [Okafor] today",
              "we service [Okafor]'s van", "[Okafor] is in the stockroom")),
        Rule("goods_of_a_verb", "drops a name right after a verb of getting, moving or running goods (buy, order, "
             "hire, rent, lease, fuel, ship, load, tow, plant) and an article or a count, never a possessive, unless "
             "a given name and a surname, in the possessive or before a noun of a person's own or of people "
             "(redaction/rules/goods_by_their_verb.py)", "\"hire a Canter\", \"fuelled the Hilux\", \"ship two "
             "Nadorcott bins\": a make, a model or a variety is hired, fuelled and shipped; no one is hired with an "
             "article, and \"pick our Tunde up\" is a child", DROP, goods_of_a_verb,
             ("can we hire a [Canter] for the move", "we fuelled the [Hilux] at 6", "ship two [Nadorcott] bins",
              "planted 40 [Nadorcott] last year"),
             ("can we hire [Tunde] for the move", "bought a [Priya Okafor] print", "ship the [Okafor] family's bags",
              "hire our [Tunde] again", "ordered the [Okafor]'s cake", "Dear [Canter], hire a van")),
        Rule("counted_goods", "drops a name holding no given name between a count and the plural noun of what is "
             "sold, unless a noun of a person's own or of people, a full name, a name in the possessive or a "
             "person cue (redaction/rules/goods_by_their_verb.py)", "\"200 Waratah star pickets\", \"40 "
             "Nadorcott bins\" count goods of a make or a variety; \"3 Okafor girls\" are people", DROP,
             counted_goods, ("How much for 200 [Waratah] star pickets", "40 [Nadorcott] bins ready"),
             ("3 [Okafor] girls came", "2 [Okafor] kids", "40 [Valerie] bins", "200 [Waratah] today")),
        Rule("a_model_after_an_article", "drops a name between an article and a model's number or code",
             "\"the Cessna 172\", \"the Bosch Serie 6\", \"The Iona Cross (model IC-900)\" are models named "
             "after their makers or a place; no one is \"the Priya 2\"; never before a street's word or a month",
             DROP, _a_model_after_an_article,
             ("is the [Cessna] 172 cheaper", "the [Liebherr] LTM 1090-4.2 with operator",
              "The [Iona Cross] (model IC-900) starts at £2,450"),
             ("paid [Priya] 172 back", "the [Kingsway] 14 Road entrance", "the [Grace] 14 March booking")),
        Rule("a_models_name_after_its_number", "drops a name right after an article or a possessive, a "
             "capitalised make and its number, holding no given name of any name list", "\"a Parker 51 "
             "Aerometric\", \"the Cessna 172 Skyhawk\" are a make's models; a person after a number is called by "
             "a given name (\"the Room 12 Mark\")", DROP, a_models_name_after_its_number,
             ("A Parker 51 [Aerometric] usually still has a good sac", "My Parker 51 [Aerometric] doesn't hold ink",
              "is the Cessna 172 [Skyhawk] cheaper"),
             ("the Room 12 [Mark] said", "paid [Aerometric] 51 back", "Parker 51 [Okafor] called")),
        Rule("measured_out", "drops a name right after a quantity in a unit or a container (5kg, 540 ml, 10 bags "
             "of...)", "\"5kg Maris Otter\", \"10 bags of Canna Coco\", \"3 rolls of Portra 400\" are goods named "
             "after someone; no one is weighed, poured or packed", DROP, _measured_out,
             ("Need 5kg [Maris Otter] crushed", "10 bags of [Canna Coco] and the pump",
              "a replacement 540 ml [Amber Rich] at no charge"),
             ("gave 5 to [Priya] today", "in 2 days [Priya] called", "10 bags for [Priya Okafor]")),
        Rule("measured_in_brackets_after", "drops a name right before a measure in brackets of what a bottle, a "
             "bag or a tin holds (63% ABV, 700 ml, 1 kg)", "\"Cane Cutter Overproof (63% ABV, 700 ml)\" is a rum; "
             "no one is bottled or weighed", DROP, _measured_in_brackets_after,
             ("a replacement [Cane Cutter Overproof] (63% ABV, 700 ml) ships on Monday",
              "the [Pentecost Borogu] (1 kg) is back"),
             ("[Priya Okafor] (63) called", "ask [Priya] (room 700) today", "[Priya] (5 days late) called")),
        Rule("named_as_an_animal", "drops a name the clause says is an animal (\"X is one of our dogs\", \"X and "
             "Y are puppies\"), or in a list under an animal's key (`ponies=[...]`), never a person who walks, "
             "trains or treats animals", "sled dogs, ponies and pets bear names people bear; the clause says "
             "which they are", DROP, _named_as_an_animal,
             ("[Balto] is one of our lead dogs", "Loke and [Tindra] are this winter's puppies",
              "ponies=[Morena, [Chispa], Lucero]", "dogs: [Balto], Nanook"),
             ("[Priya] is one of our dog walkers", "[Priya] is our dog's vet", "[Priya] and Tom are here",
              "team=[Priya], Tom")),
        Rule("a_quoted_work_or_mark", "drops a quoted name right after a verb of singing, playing or dancing, or a "
             "maker's mark quoted before or after \"stamped\"", "\"sing 'Midsommervisen'\", \"plays 'Ein "
             "Prosit'\" are songs and \"stamped 'Sealey's'\" a maker's mark; a name engraved, printed or signed "
             "is someone's", DROP, _a_quoted_work_or_mark,
             ("we sing '[Midsommervisen]' at night", "The band plays '[Ein Prosit]' often",
              "Pans stamped '[Sealey]'s' with the badge", "I see '[Sealey]'s' stamped on the skirt"),
             ("engraved '[Priya]' on the ring", "signed '[Priya Okafor]' below", "we sing with [Priya] at night",
              "ask '[Priya]' to sing")),
        Rule("where_the_businesss_site_stands", "drops a name right after the business's site and \"on\", "
             "\"in\" or \"at\" (our shop on, the yard on, the museum in...), never after \"my\", a dwelling's "
             "noun, or before a door's number", "\"our shop on Lini Highway\", \"the zipline park in Dennery\" "
             "say where a business stands, the same for every customer; \"my shop in Yaba\" may be a sole "
             "trader's home and a street with a door's number is an address", DROP, _where_the_businesss_site_stands,
             ("Our shop on [Lini Highway] is closed", "bring it to the yard on [Ariapita] Avenue",
              "entrance to the museum in [Albreda] and lunch", "Our shop on ul. [Kościuszki] will be closed"),
             ("my shop in [Yaba] is small", "the house in [Harrogate] is ours", "our shop on [Lini Highway] 12",
              "the bus station is on [Goldfields] Road")),
        Rule("where_goods_are_made", "drops a name right after a verb of making or growing and \"in\", \"on\" "
             "or \"at\", perhaps with its maker between (made by the group in), and the places joined to it",
             "\"grown on Pentecost and Maewo\", \"handmade in Ha'apai\" say where goods come from; a word "
             "between the verb and the place says it of a person (\"made redundant in Leeds\")", DROP,
             _where_goods_are_made,
             ("all noble varieties, grown on Pentecost and [Maewo]", "is the mat handmade in [Ha'apai] or",
              "made by the women's group in [Kolovai], and"),
             ("I was made redundant in [Leeds]", "she was born in [Kolovai]", "made it to [Leeds] today")),
        Rule("a_waypoint_or_a_direction", "drops a name right after \"via\", \"towards\" or \"over\" that "
             "holds no given name of any name list", "\"the train via Herning\", \"drive towards Skibotn\", "
             "\"cloud over Tromsø\" name a route's places, where no one is said to be; privacy first, a person "
             "reached through someone else (\"via Mark\") keeps their name", DROP, _a_waypoint_or_a_direction,
             ("the train to Ringkøbing via [Herning]; on", "usually drive inland towards [Skibotn] or",
              "says 90% cloud over [Tromsø]. Booking"),
             ("I heard it via [Mark] today", "handed it over to [Okafor]", "she lives in [Herning]")),
        Rule("where_a_vehicle_or_consignment_goes", "drops a name a vehicle or a consignment goes from or to (a bus, "
             "a ferry, a flight, a pickup, a cruise or a safari, a van that leaves; goods shipped or delivered, a "
             "package from), or that a timetable's time of day departs from, with the places joined to it, holding "
             "no given name of any name "
             "list nor one word a name list holds, and before no door's number", "\"which bus from Bridgetown\", "
             "\"airport pickup from Kotoka\", \"we deliver to Road Town, Nanny Cay\", \"Package from "
             "Bolesławiec\" name a route's or the goods' places, the same for every customer; privacy first, a "
             "person's home is said of them (\"I live in\", \"the bus home to\", \"moved to\"), and \"the parcel "
             "from Mark\" or \"from Okafor\" keeps its sender", DROP,
             where_a_vehicle_or_consignment_goes,
             ("Which bus from [Bridgetown] gets closest to you?", "Is airport pickup from [Kotoka] included",
              "Flight is BA081 from [Heathrow]", "We deliver to Road Town, Nanny Cay, [Village Cay] and more",
              "Package from [Bolesławiec] arrived in Toronto", "do you ship to Guam / [Saipan]",
              "the PeruRail Expedition 17:20 from Aguas Calientes to [Ollantaytambo], then",
              "Yes, the van leaves [Plaza Serrano] at 9:15", "the overnight cruise from [Alleppey] to Kumarakom",
              "Private dhow from [Nungwi] with snorkelling"),
             ("the parcel from [Mark] came", "the parcel from [Okafor] came",
              "I took the bus home to [Bridgetown] today",
              "I live in [Bridgetown] now", "we moved from Leeds to [Castries] last year",
              "the taxi to [Fuente] 47 is late", "Mr. Belov flew to [Haarby] on Friday",
              "the cruise took me home to [Alleppey]", "the safari from [Levi] was great")),
        Rule("where_a_business_works", "drops a name right after \"cover\", \"serve\" or \"as far as\", with the "
             "places joined to it, holding no given name of any name list nor one word a name list holds", "\"we "
             "cover Harrogate, Knaresborough\", \"out as far as Ripon\", \"our team covers Auckland, Waikato\" "
             "name a business's area, the same for every customer; privacy first, \"I serve Mark\" and \"cover "
             "Jones on Friday\" keep their names", DROP,
             where_a_business_works,
             ("Yes, we cover [Harrogate], Knaresborough and", "we cover Harrogate, [Knaresborough] and",
              "out as far as [Knaresborough]. For", "Our call-out team covers [Auckland], Waikato and"),
             ("I serve [Mark] his dinner", "she lives in [Harrogate] now", "we cover [Priya]'s shifts",
              "can you cover [Jones] on Friday")),
        Rule("measured_after", "drops a name right before a quantity in a unit of weight, volume or data (100g, "
             "50L, 3.2GB, 2 kg), holding no given name of any name list", "\"Fuggle 100g\", \"Westland "
             "Multipurpose 50L\", \"Glo 3.2GB\" are hops, compost and a data plan sold by their measure; no one "
             "is weighed or sold by the gigabyte, and \"gave Priya 2kg\" keeps its name", DROP, measured_after,
             ("Maris Otter 5kg crushed, [Fuggle] 100g, Lallemand", "3 for £12 on [Westland Multipurpose] 50L runs",
              "The closest plan now is [Glo] 3.2GB for ₦1,500"),
             ("gave [Priya] 2kg of rice", "[Okafor] 12 Elm Road", "ask [Fuggle] 100 times")),
        Rule("a_dictionary_word_opening_an_errors_clause", "drops one word of the dictionary that no name list "
             "holds (a given name or a surname of any locale), capitalised only as it opens a sentence or a clause "
             "after a colon in an error's line (a level, an exception, a failure's word, a 4xx or 5xx status), "
             "with a word in lower case after it", "\"ERROR 1213: Deadlock found\", \"Retry later.\": a rarer "
             "word of the language opening an error's message is no name; a word people bear (\"Hope said\") is "
             "in a name list, and outside an error's line a rarer one may be a name no list holds (\"Mimir "
             "shouted\")", DROP,
             _a_dictionary_word_opening_an_errors_clause,
             ("ERROR 1213 (40001): [Deadlock] found when", "service unavailable: AT). [Retry] later."),
             ("ERROR: [Okafor] found it", "Error: [Hope] said it was fine", "[Deadlock] found it", "[Mimir] "
              "shouted at Ricky", "ERROR: [Deadlock] Ltd"),
             ),
        Rule("a_plain_word_cued_only_after", "drops one word of the language that no name list holds, whose only "
             "cue follows it (says, 's...)", "\"Quote says €690\", \"Buyer's premium\": a verb or a possessive "
             "after a thing's word is no cue of a person; a given name or a surname is judged by the rules below",
             DROP,
             _a_plain_word_cued_only_after, ("[Quote] says €690 for the head swap", "[Buyer]'s premium is 24.2%"),
             ("Dear [Quote], thanks", "[Baker] says hi", "[Grace] says hi", "I live in [Reading] now")),
        Rule("venue_after_an_article", "drops a name after an article ending in or followed by a venue's noun "
             "(Hall, Gallery, Church, Park...), whoever its words name", "\"the Hugh Lane Gallery\", \"the Victoria "
             "Hall\" are buildings named after someone; the article says a place is meant", DROP,
             _venue_after_an_article,
             ("your piece at the [Hugh Lane Gallery], do you", "the [Victoria] Hall has a loop"),
             ("ask [Hugh Lane] at the Gallery", "[Victoria Hall] has a loop")),
        Rule("a_things_name_before_its_noun", "drops a name between a determiner (not \"that\") and the common "
             "noun it qualifies, unless the noun is a person's (family, novel, version, booking...) or the name is "
             "in the possessive", "\"the Page Turner bouquet\", \"the Ashford one\", \"the Mitcham test "
             "centre\" name a thing whoever the words name; a person stands there only as the owner of a "
             "household, a work or a record", DROP, a_things_name_before_its_noun,
             ("the [Page Turner] bouquet has cream roses", "or the [Ashford] one - which is quicker",
              "is the [Mitcham] test centre open", "swap the [Rose Hill] free-range eggs"),
             ("Unlike the [Lasseter] novel, it's", "The [Kristian Herzog] version recorded", "the [Okafor] booking "
              "is late", "I heard that [Priya] called", "the [Okafor]'s dog")),
        Rule("a_saints_venue", "drops a name after a saint's abbreviation (St, St., Saint, Sankt...) in the "
             "possessive or before a venue's noun or \"& All ...\", with no door's number before it nor a street's "
             "word after it", "\"St Mary's\", \"St. Kinga's Chapel\", \"St Michael & All Angels\" are churches, "
             "hospitals and parks; no one is called \"St Mary's\", and a town named after a saint is written "
             "without the possessive (\"returned to Saint Clair\")", DROP, a_saints_venue,
             ("a maternity appt at [St Mary]'s? its the 20 week scan", "Maybe [St. Kinga's] Chapel? Or is that "
              "only for Mass", "Our Woodland Burial Meadow at [St Aldhelm]'s Park has availability",
              "our organ at [St Michael] & All Angels has a cipher"),
             ("we returned to Saint [Clair] by helicopter", "He lives at 12 [St Mary]'s Road",
              "ask [Mary] at St Aldhelm's", "[St Mary]'s Road is closed")),
        Rule("an_events_name", "drops capitalised words closing on, or right before, an occasion's noun that no "
             "name list holds (Giveaway, Masterclass, Workshop, Tasting, Concert...), unless they are a full name",
             "\"the Christmas Cash Giveaway\", \"the Blender's Masterclass\" are what a business runs; a "
             "person's full name before the noun is whoever leads it (\"the Mary Berry Masterclass\")", DROP,
             an_events_name,
             ("when does the Christmas [Cash Giveaway] start", "booked the [Blender's Masterclass] for 4",
              "the [Feta] Workshop uses microbial rennet"),
             ("the [Mary Berry] Masterclass is full", "[Priya Okafor] Workshop notes attached",
              "ask [Aurora Chase] today")),
        Rule("an_occasions_time", "drops a name right after \"during\", \"throughout\", \"in time for\", "
             "\"closed for\" or \"shut for\", perhaps after \"the\", unless it is in the possessive", "\"During "
             "Teej (July–August)\", \"in time for Obon\", \"closed for Dashain\" tell a time by what happens in "
             "it; something lasts through an occasion, is ready in time for one or closes for one, never for a "
             "person or a person's home, and a person's own time is told in the possessive (\"during Priya's "
             "shift\")", DROP, an_occasions_time,
             ("During [Teej] (July–August) we run a special class", "closed during the [Rose Festival] parade",
              "open throughout [Parrtjima] until 9pm", "ship it to Osaka in time for [Obon]?",
              "Classes will remain closed for [Dashain] from"),
             ("during [Priya]'s shift the till broke", "during [Jones]' visit", "ask [Priya] during the break",
              "she lives in [Teej] now", "in time for [Mark]'s birthday",
              "during [Priya Okafor's] shift")),
        Rule("an_occasion_told_as_a_date", "drops a name a date is told by: after \"the day before\" or "
             "\"after\", a month's day (\"the 25th of\"), a business's \"close for\" or \"open after\", "
             "when a clause, a date or a list goes on after it; or before days, a week or a weekend in lower case, "
             "perhaps after a fair's or a race's noun, when it holds no given name (redaction/rules/"
             "calendar_occasions.py)", "a festival, a holy month or a holiday of any culture is named where a "
             "date is (\"the day before Eid\", \"the 25th of Ramadan\", \"Sandhya Arghya days\", \"show "
             "day\"); a person's own day is told in the possessive, and a person after \"the day before\" is "
             "the subject of a verb", DROP, an_occasion_told_as_a_date,
             ("from the day before [Eid] until the third day after", "dropped off by the 25th of [Ramadan] will",
              "We close for [Diwali] and Bhai Dooj", "Both centres close on Chhath Puja ([Kharna] and Sandhya "
              "Arghya days)", "need em done before [carterton] show day", "up for [airlie beach] race week, can",
              "open from [Victoria Day] weekend until Thanksgiving", "we close for Eid ul-[Fitr] from the day"),
             ("the day before [Priya] left", "the day before [Priya]'s exam", "[Mark]'s day off",
              "[Priya] days, Tom nights", "[Priya Okafor] day 2", "we close for [Priya] to rest")),
        Rule("a_round_named_by_its_place", "drops a name between an article, \"our\" or \"next\", or a "
             "bracket, and a round's noun in lower case (run, route, show, race, ride, trip...), when it holds no "
             "given name (redaction/rules/rounds_by_place.py)", "\"the Tarawera run\", \"(Tinui run)\" name a "
             "round of the business's service by where it goes, the same for every customer; a person before "
             "such a noun runs or rides it (\"let Tom run\")", DROP, a_round_named_by_its_place,
             ("double-booked 2025-02-03 ([Tinui] run)", "can I get on the next [Chaguanas] run.",
              "the [Tarawera] run leaves at 6"),
             ("let [Tom] run the shop", "the [Priya] run", "[Tinui] run was fun")),
        Rule("possessive_before_a_business_word", "drops one word in the possessive before a business's word "
             "(store, branch, car park, franchise...), in the plural whoever it names, in the singular only a word "
             "no one is given", "\"the Morrison's car park\", \"Nando's and Steers franchises\" are shops and "
             "chains; privacy first, \"Priya's shop\" is Priya's", DROP, _possessive_before_a_business_word,
             ("parked in the [Morrison]'s car park", "a few [Nando]'s and Steers franchises"),
             ("parked at [Priya]'s shop", "[Morrison]'s wife called")),
        Rule("possessive_before_a_things_word", "drops one word that no one is given in the possessive before a "
             "capitalised word of the language that is no name and no person's thing", "\"Payne's Grey\", "
             "\"Frankenstein's Lab\" are a colour and a room", DROP, _possessive_before_a_things_word,
             ("half pans in [Payne]'s Grey", "we escaped [Frankenstein]'s Lab in 54:12"),
             ("[Okafor]'s Wedding was lovely", "[Priya]'s Grey coat")),
        Rule("model_code_after", "drops a name before a code of letters and digits mixed, unless a given name and "
             "a surname, or before a version's number when it holds no given name; never before a door's number",
             "\"GMK Olivia R3\", \"Keychron Q1\" are a make's models, \"Sonoma 14.4\" a system's version; privacy "
             "first, \"paid Priya 14.50\" is a person paid and \"Sysslomansgatan 22B\" a street with its door",
             DROP, _model_code_after,
             ("any update on GMK [Olivia] R3?? its", "my [Keychron] Q1 Pro came", "Mac Studio M2, [Sonoma] 14.4"),
             ("ask [Mark Young] B2 later", "call [Olivia] today", "paid [Priya] 14.50 back",
              "waited at [Sysslomansgatan] 22B from 07:10", "[Perum Griya Asri Blok] C7 No. 12")),
        Rule("a_day_or_a_night", "drops words ending in or followed by a day's, a night's or a fair's word (Day, "
             "Night, Eve, Weekend, Festival...), unless a given name and a surname", "\"Heritage Day\", \"Guy "
             "Fawkes Night\", \"New Year's Eve\" are dates; \"Doris Day\" is a person", DROP, _a_day_or_a_night,
             ("[Heritage Day] (24 September) is a public holiday", "[New Year]'s Eve is in 3 days",
              "sold out till [Guy Fawkes] Night next year"),
             ("[Doris Day] sang it", "ask [Priya] Day one")),
        Rule("the_companys_own", "drops a name after the company's \"our\" that holds no given name of any "
             "name list", "\"our Bellville Spur\" is a branch, \"our Emerald TKL\" a product; a person after "
             "\"our\" is called by a given name (\"our Dave\")", DROP, _the_companys_own,
             ("the grease trap at our [Bellville Spur]? We're busy",), ("our [Dave] will call", "ask [Okafor] today")),
        Rule("currency_before_an_amount", "drops one short word before an amount in thousands or with cents, "
             "or words ending in such a word with an abbreviation's dot when they hold no given name",
             "\"KSh 485,000\", \"Qar. 13,500.00\" are a currency; a surname is not written with a dot", DROP,
             _currency_before_an_amount,
             ("a used one is [KSh] 485,000 + VAT", "[Waliigalli Qar]. 27,300.00 dabalatee",
              "paid in full: [Total Qar]. 13,500.00 today"),
             ("ask [Ksenia] 485 times", "paid [Priya Okafor] 14.50 back", "to [Mary Jo]. 13,500.00 was sent")),
        Rule("quoted_title", "drops words inside a quoted run of four Title Case words or more joined by a "
             "title's small word or mark (to, of, :), under no person's key, unless a given name and a surname; "
             "never by \"&\" or \"and\" alone, which join a couple's names",
             "\"'Queen Anne to Art Deco: Furniture & Decorative Arts'\" is a sale's title", DROP, _quoted_title,
             ("sale=HL-2611 'Queen Anne to [Art Deco]: Furniture & Decorative Arts' lots=412",),
             ("contact 'Priya Okafor and [Mark] Young' today", "name='[Queen Anne] to Art Deco: Furniture'",
              "Contact '[Bill] & Joy Takerei' is not valid")),
        Rule("business_site", "drops a name before a site's noun (store, depot, clinic...)", "\"the Eastgate "
             "store\" is a site", DROP, _business_site, ("our [Eastgate] store", "the [Market Harborough] depot"),
             ("ask [Priya] in store",)),
        Rule("team_of_a_place", "drops a known place right after a team's word, or a team's word and a place",
             "\"Accounts Karachi\", \"Operations Lahore\" are a company's teams there, no one's home", DROP,
             _team_of_a_place, ("I've asked [Operations Lahore] to call", "a typo by Accounts [Karachi] again"),
             ("I've asked [Priya Lahore] to call", "she lives in [Karachi] now")),
        Rule("holiday_eve", "drops \"Eve\" after a holiday's name", "Christmas Eve is a date", DROP, _holiday_eve,
             ("open on Christmas [Eve]",), ("ask [Eve] today",)),
        Rule("designation_letter", "drops a name followed by a lone capital letter", "\"Pontoon C\", \"Gate B\" "
             "are designations, not initials", DROP, _designation, ("moor at [Pontoon] C tonight",
             "board at [Gate] B"), ("ask [James] B Jones",)),
        Rule("modifier_of_a_noun", "drops a name right before a noun that is nothing but a noun",
             "\"the Invisalign consultation\" is a treatment", DROP, _modifier_of_a_noun,
             ("book the [Invisalign] consultation",), ("book [Priya Okafor] in",)),
        Rule("opens_with_an_article", "drops a span whose first word is an article or a determiner",
             "a person's name does not start with \"The\"", DROP, _opens_with_an_article,
             ("I love [The Fast Lane]",), ("I love [Priya]",)),
        Rule("ends_in_a_product_noun", "drops words ending in a product's noun", "\"Summer Sale\", \"Junior "
             "Suite\"", DROP, _ends_in_a_product_noun, ("the [Summer Sale] ends",), ("ask [Priya Okafor]",)),
        Rule("a_body_named_first", "drops a name opening with, or right after, a body's or a firm's noun of the "
             "languages that write it first (a co-operative, a bank, a municipality, a harbour master, a hospital, "
             "a guesthouse...), with no given name of any name list in it", "\"Capitanía de Puerto La Ceiba\", "
             "\"Spółdzielnia Mieszkaniowa Gryfno Chałpa\" name an office and a co-operative; privacy first, "
             "\"Farmacia María López\" is named after its owner (redaction/rules/bodies_named_first.py)", DROP,
             _a_body_named_first,
             ("aviso [Capitanía de Puerto La Ceiba], oleaje", "zarządca: Spółdzielnia Mieszkaniowa [Gryfno Chałpa]"),
             ("la Farmacia [María López] me lo vendió", "ask [Priya Okafor] today")),
        Rule("organisation", "drops words whose capitalised run ends in an organisation's noun or suffix, a "
             "site's noun or a card's brand, with no given name first", "\"Morrisons Bank\", \"Western Union\", "
             "\"Bayside Support Co\", \"Tema Port\", \"CIBC Visa\" name a firm, a site, a card; a person's name "
             "ends in none of them", DROP, _organisation,
             ("paid via [Western Union]", "a bill from [Bayside] Support Co", "sent to [Tema Port] today",
              "shipped from [Harbourview] Logistics (Pty) Ltd", "paid with my [CIBC] Visa"),
             ("ask [Charlotte Church]", "ask [Okafor] today", "ask [Kofi Mensah] Office hours",
              "Where: [Picton] Country Club")),
        Rule("compound_organisation", "drops a span opening or closing with one word that ends in a service's or "
             "a center's noun, with no name people bear in it and no place cue before it", "\"Betalingsservice\" "
             "and \"Jobcenter Odense\" are a service and an office; privacy first, \"from Clydebank\" is a town "
             "said of a person", DROP, _compound_organisation,
             ("[Betalingsservice] is down", "[Jobcenter Odense] wrote to me"),
             ("ask [Fairbank] today", "ask [Priya Okafor] today", "we live in [Sunnycenter] now")),
        Rule("plan_code_after_words", "drops words of the language followed by a code", "\"Unlimited Max 5G\" "
             "is a plan", DROP, _plan_code_after, ("on [Unlimited Max] 5G now",), ("call [Priya] 5G",)),
        Rule("product_model", "drops a word that is no name before a model code or a number with words after it",
             "\"the Frostline FX900\" is an appliance", DROP, _product_model,
             ("the [Frostline] FX900 broke",), ("ask [Okafor] 14 Elm Road",)),
        Rule("product_noun_after_words", "drops words of the language before a product's noun", "\"the Aurora "
             "design\"", DROP, _product_noun_after, ("the [Aurora] plan",), ("the [Okafor] plan",)),
        Rule("after_a_label", "drops a span after a label's noun (department, queue, tier...)", "\"department "
             "Orthopaedics\" is a department", DROP, _after_a_label,
             ("referral for department [Orthopaedics]",), ("referral for [Priya Okafor]",)),
        Rule("article_then_common_ending", "drops words after an article ending in a common word, unless a given "
             "name and a surname", "\"the Walled Garden\"", DROP, _article_then_common_ending,
             ("meet at the [Walled Garden]",), ("the [Kristian Herzog] version",)),
        Rule("determiner_before_words", "drops words of the language after a determiner", "\"your Home Plus\" is "
             "a plan", DROP, _determiner_before_words, ("renew your [Home Plus]",), ("renew [Home Plus]",)),
        Rule("used_as_a_thing_elsewhere", "drops a name the same text writes again where a rule above drops it, "
             "unless a given name and a surname or cued there", "\"ask about the Angus burger ... doesnt sell Angus "
             "anymore\": one text names one thing by the same words", DROP, _used_as_a_thing_elsewhere,
             ("the Angus burger but they dont sell [Angus] anymore",),
             ("the Angus burger is gone, [Angus] says", "[Angus Young] asked for the Angus Young book")),
    ),
    lambda example, engine: Span.of(example, engine.person_support),
)
