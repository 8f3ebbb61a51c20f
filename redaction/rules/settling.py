"""What a guessed name or place becomes once support is weighed: the last word on the model's names and places.

Two tables, applied in this order after the support tables (redaction/rules/person_support.py, places.py):

- Unsupported guesses: a guessed name or place no support table kept. PLACE: it stands, as a place; PERSON: it
  stands, as a person; KEEP: it stands as it is. One no rule decides is dropped.
- Lone places: every place that stands, guessed or not. KEEP: it says where a person is; DROP: alone, a place
  identifies nobody. A place no rule decides stands (and anything but a place).

In an example, the span judged is in [brackets]; a name that kept its support is in {braces}; an address's
street or postal code found beside it is in <angle brackets>; a place found beside it in ⟨these brackets⟩.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from presidio_analyzer import RecognizerResult

from redaction.recognizers import support as lexicon
from redaction.recognizers.provenance import HOW_KEY, How, how
from redaction.rules import Rule, Table, Verdict
from redaction.rules.landforms import landform_run, names_a_landform_or_a_water
from redaction.rules.listed_places import a_known_place, in_a_places_company, no_persons_name
from redaction.rules.place_prepositions import a_persons_place_after_their_name, after_a_place_preposition
from redaction.rules.places_listed_after_a_preposition import head_of_the_list, listed_after_a_place_preposition
from redaction.rules.places_on_the_way import on_the_way
from redaction.rules.populated_places import a_populated_place
from redaction.rules.sentences_of_another_language import opens_a_sentence_of_another_language
from redaction.rules.towns_bearing_a_surname import a_town_bearing_a_surname

if TYPE_CHECKING:
    from redaction.engine import Engine
    from redaction.recognizers.support import PersonSupport

_MARKS = {"[": ("]", None), "{": ("}", "PERSON"), "<": (">", "ZIP_CODE"), "⟨": ("⟩", "LOCATION")}


def _marked_all(example: str) -> tuple[str, tuple[int, int], list[tuple[str, int, int]]]:
    """An example's text without its marks, the judged span, and the other findings it marks."""
    text, judged, others, position = "", (0, 0), [], 0
    while position < len(example):
        char = example[position]
        if char in _MARKS:
            close, entity = _MARKS[char]
            end = example.index(close, position)
            start = len(text)
            text += example[position + 1 : end]
            if entity is None:
                judged = (start, len(text))
            else:
                others.append((entity, start, len(text)))
            position = end + 1
        else:
            text += char
            position += 1
    return text, judged, others


def _example_findings(example: str) -> tuple[str, RecognizerResult, list[RecognizerResult]]:
    """`ENTITY[/HOW]: text`: the text, the judged finding, and every finding of the text (the judged one too)."""
    label, _, rest = example.partition(": ")
    entity, _, made = label.partition("/")
    text, (start, end), others = _marked_all(rest)
    metadata = {HOW_KEY: How[made]} if made else {}
    judged = RecognizerResult(entity, start, end, 0.85, recognition_metadata=metadata)
    found = [RecognizerResult(kind, first, last, 0.85) for kind, first, last in others]
    return text, judged, sorted([judged, *found], key=lambda result: result.start)


@dataclass(frozen=True)
class Guess:
    """A guessed name or place no support table kept, among the text's findings."""

    text: str
    result: RecognizerResult
    results: list[RecognizerResult]
    kept_people: list[RecognizerResult]  # the names that kept their support
    support: PersonSupport

    @property
    def value(self) -> str:
        return self.text[self.result.start : self.result.end]

    @classmethod
    def of(cls, example: str, engine: Engine) -> Guess:
        text, judged, results = _example_findings(example)
        people = [result for result in results if result is not judged and result.entity_type == "PERSON"]
        return cls(text, judged, results, people, engine.person_support)


def _not_product_like(guess: Guess) -> bool:
    return not guess.support._product_like(guess.text, guess.result.start, guess.result.end)


def _known_place_read_as_a_person(guess: Guess) -> bool:
    return guess.result.entity_type == "PERSON" and guess.support._place(guess.value, "") and _not_product_like(guess)


def _a_landform_or_a_water_read_as_a_person(guess: Guess) -> bool:
    return guess.result.entity_type == "PERSON" and names_a_landform_or_a_water(
        guess.text, guess.result.start, guess.result.end
    )


def _listed_as_a_place(text: str, judged: RecognizerResult, support: PersonSupport) -> bool:
    """In a place's company (redaction/rules/listed_places.py), holding no person's name, with no person cue. The
    places the text's other findings found never count: only a place the tool knows by itself does."""
    start, end = judged.start, judged.end
    words = lexicon._WORD.findall(text[start:end])
    if not no_persons_name(words, support.full_name):
        return False
    if support.cued(text[max(0, start - 40) : start], text[end : end + 40]):
        return False
    return in_a_places_company(text, start, end, lambda value: a_known_place(value, support.common))


def _in_a_places_company_read_as_a_person(guess: Guess) -> bool:
    return guess.result.entity_type == "PERSON" and _listed_as_a_place(guess.text, guess.result, guess.support)


def _after_a_place_preposition_read_as_a_person(guess: Guess) -> bool:
    return guess.result.entity_type == "PERSON" and after_a_place_preposition(
        guess.text, guess.result.start, guess.result.end, guess.support
    ) and _not_product_like(guess)


def _listed_after_a_place_preposition_read_as_a_person(guess: Guess) -> bool:
    return guess.result.entity_type == "PERSON" and listed_after_a_place_preposition(
        guess.text, guess.result.start, guess.result.end, guess.support
    ) and _not_product_like(guess)


def _on_the_way_read_as_a_person(guess: Guess) -> bool:
    return guess.result.entity_type == "PERSON" and on_the_way(
        guess.text, guess.result.start, guess.result.end, guess.support
    ) and _not_product_like(guess)


def _rest_of_a_supported_name(guess: Guess) -> bool:
    if guess.result.entity_type != "PERSON":
        return False
    anchors = {word.casefold() for person in guess.kept_people
               for word in lexicon._WORD.findall(guess.text[person.start : person.end])}  # fmt: skip
    words = [word.casefold() for word in lexicon._WORD.findall(guess.value)]
    if words and all(word in anchors for word in words):
        return True
    # "Hi Siew Ling, Island Crab Walks here.": the business greets a person, the two are no list of names
    business = guess.support.a_business_introducing_itself(guess.text, guess.result.start, guess.result.end)
    return lexicon._beside(guess.text, guess.result, guess.kept_people) and not business


def _a_town_bearing_a_surname_read_as_a_person(guess: Guess) -> bool:
    return guess.result.entity_type == "PERSON" and a_town_bearing_a_surname(
        guess.text, guess.result.start, guess.result.end, guess.support
    ) and _not_product_like(guess)


def _a_populated_place_read_as_a_person(guess: Guess) -> bool:
    return guess.result.entity_type == "PERSON" and a_populated_place(
        guess.text, guess.result.start, guess.result.end, guess.support
    ) and _not_product_like(guess)


def _place_with_a_persons_support(guess: Guess) -> bool:
    return guess.result.entity_type == "LOCATION" and guess.support.supported(
        guess.text, guess.result.start, guess.result.end
    )


def _known_place_or_an_address_line(guess: Guess) -> bool:
    before = guess.text[max(0, guess.result.start - 30) : guess.result.start]
    return bool(
        guess.support._place(guess.value, before) or lexicon._address_line(guess.text, guess.result, guess.results)
    ) and _not_product_like(guess)


PLACE, PERSON, KEEP, DROP = Verdict.AS_PLACE, Verdict.AS_PERSON, Verdict.KEEP, Verdict.DROP
UNSUPPORTED_GUESSES: Table[Guess] = Table(
    "Unsupported guesses",
    "Each guessed name or place no support table kept. PLACE: it stands as a place; PERSON: it stands as a "
    "person; KEEP: it stands as it is; no rule: it is dropped.",
    (
        Rule("known_place_read_as_a_person", "re-types as a place a name that is a country, a US state, or a "
             "large city no word of the language names", "the model files \"Denmark\" or \"Accra\" as a person",
             PLACE, _known_place_read_as_a_person, ("PERSON: shipped from [Denmark] yesterday",),
             ("PERSON: thanks [Okonkwo] yesterday",)),
        Rule("a_landform_or_a_water_read_as_a_person", "re-types as a place a name closed by a coast's, a water's "
             "or a relief's noun, or opened by one no one is given (redaction/rules/landforms.py)", "\"Julia "
             "Creek\", \"Loch Maree\" are places: they stand when said of a person, as any place does", PLACE,
             _a_landform_or_a_water_read_as_a_person,
             ("PERSON: my nan lives out past [Julia Creek] now", "PERSON: the van avoids [Loch Maree] today"),
             ("PERSON: thanks [Okonkwo] yesterday", "LOCATION: the van avoids [Loch Maree] today")),
        Rule("in_a_places_company_read_as_a_person", "re-types as a place a name listed beside a place (a "
             "country, a large city, a landform's, a water's or a street's name), or before a place's common noun "
             "closing the list, or between \"out\" and \"way\", holding no name people bear; under a key no "
             "table reads as a place's or a thing's, only beside such a place (redaction/rules/listed_places.py)",
             "\"Accra, Kumasi and Tamale\", \"Govetts Leap Road, Blackheath\": a list holds things of one kind; the "
             "towns stand when said of a person, as any place does", PLACE, _in_a_places_company_read_as_a_person,
             ("PERSON: trucks to Accra, [Kumasi] and Tamale", "PERSON: trucks to [Kumasi], Tamale and Togo"),
             ("PERSON: thanks [Okonkwo] yesterday", "PERSON: Accra, [Okafor] and Tamale called",
              "PERSON: [Villanueva], Rosario", "PERSON: trucks to Accra, [Kofi Mensah] and Tamale",
              "PERSON: shops in Maun, [Ghanzi] and ⟨Kasane⟩")),
        Rule("after_a_place_preposition_read_as_a_person", "re-types as a place capitalised words no name list holds "
             "right after a preposition of place (in, at, on, near, past, through...), with no person cue "
             "around them, in no thing's position (redaction/rules/place_prepositions.py)", "\"a smokehouse in "
             "Volendam\", \"past Athlone\": the towns stand when said of a person, as any place does", PLACE,
             _after_a_place_preposition_read_as_a_person,
             ("PERSON: we are a smokehouse in [Volendam] and", "PERSON: I live in [Kaukonen] now"),
             ("PERSON: thanks [Okonkwo] yesterday", "PERSON: a message from [Xiaoling] today",
              "PERSON: in [Kerry] today", "PERSON: give it to [Tunde] today")),
        Rule("listed_after_a_place_preposition_read_as_a_person", "re-types as a place capitalised words no name "
             "list holds, with no person cue around them, in a list whose first item stands right after a "
             "preposition of place and reads as a place there (redaction/rules/places_listed_after_a_preposition.py)",
             "\"Jobs in Chivi, Zaka or Gutu\": the towns stand when said of a person, as any place does", PLACE,
             _listed_after_a_place_preposition_read_as_a_person,
             ("PERSON: Jobs in Chivi, [Zaka] or Gutu carry", "PERSON: ponds at Bukuru or [Barkin Ladi]?"),
             ("PERSON: thanks [Okonkwo] yesterday", "PERSON: give it to Tunde and [Kofi] today",
              "PERSON: in Kerry, [Zaka] and Gutu")),
        Rule("on_the_way_read_as_a_person", "re-types as a place capitalised words no name list holds after \"to\", "
             "\"from\" or \"via\" said after a way's noun no person owns or a distance, or at one end of a route "
             "\"from ... to ...\" no person is said to travel, with no person cue around them "
             "(redaction/rules/places_on_the_way.py)", "\"the trip to Wanaka\", \"15 minutes from Terminus\": the "
             "towns stand when said of a person, as any place does", PLACE, _on_the_way_read_as_a_person,
             ("PERSON: the trip to [Wanaka]. It's", "PERSON: about 15 minutes from [Terminus] and"),
             ("PERSON: thanks [Okonkwo] yesterday", "PERSON: give it to [Tunde] today",
              "PERSON: a message from [Xiaoling] today")),
        Rule("rest_of_a_supported_name", "keeps a name whose every word belongs to a name that kept its support, "
             "or that stands right beside one (a space, a comma, \"and\" between) and is no business introducing "
             "itself", "\"Brad\" beside \"Brad Ferguson\"; \"Guibord, Cannon and Moore\" is a list of names; \"Hi "
             "Siew Ling, Island Crab Walks here.\" is the business greeting her", KEEP, _rest_of_a_supported_name,
             ("PERSON: {Brad Ferguson} called; [Brad] said so", "PERSON: {Ibrahim} [Nilsson] called"),
             ("PERSON: {Brad Ferguson} called about [Marina] berths",
              "PERSON: Hi {Siew Ling}, [Island Crab Walks] here. Both are open")),
        Rule("a_populated_place_read_as_a_person", "re-types as a place a name GeoNames lists as a populated "
             "place of 500 people or more that holds no name people bear, on a route, with no person cue around it, "
             "in no thing's position and before no number (redaction/rules/populated_places.py)", "\"reach Palapye "
             "on Tuesday\": the towns stand when said of a person, as any place does; a name a supported name holds "
             "is kept as a person by the rule above",
             PLACE, _a_populated_place_read_as_a_person, ("PERSON: and reach [Palapye] on Tuesday",),
             ("PERSON: thanks [Okonkwo] yesterday", "PERSON: Mrs [Achterberg] called")),
        Rule("a_town_bearing_a_surname_read_as_a_person", "re-types as a place a name GeoNames lists as a "
             "populated place of 500 people or more, right after a preposition of place, holding no given name nor "
             "common surname, with no person cue around it, in no possessive and no thing's position "
             "(redaction/rules/towns_bearing_a_surname.py)", "\"the vet in Kildare\": the towns stand when said "
             "of a person, as any place does", PLACE, _a_town_bearing_a_surname_read_as_a_person,
             ("PERSON: the vet in [Kildare] can only do the 12th",),
             ("PERSON: thanks [Okonkwo] yesterday", "PERSON: in [Madison] today", "PERSON: tea at [Kildare]'s")),
        Rule("place_with_a_persons_support", "re-types as a person a guessed place that has a name's support",
             "\"shouted at John\": a name after \"at\", not a place", PERSON, _place_with_a_persons_support,
             ("LOCATION: the driver shouted at [Ms Jane Porter] today",), ("LOCATION: flying to [Accra] today",)),
        Rule("known_place_or_an_address_line", "keeps as a place a known place (after a place cue, a common word "
             "too), or a town on an address's line", "\"flying home to Accra\"; \"07130 Walshausen\" on the line "
             "under a street", PLACE, _known_place_or_an_address_line,
             ("PERSON: flying home to [Accra] today", "PERSON: address <12 Hauptstrasse>\n07130 [Walshausen]"),
             ("PERSON: upgrade to [Enterprise] today",)),
    ),
    Guess.of,
)


@dataclass(frozen=True)
class Place:
    """A place that stands, among the text's findings, and what it reads near it."""

    text: str
    result: RecognizerResult
    results: list[RecognizerResult]
    support: PersonSupport

    @property
    def folded(self) -> str:
        return self.text[self.result.start : self.result.end].casefold().strip(" .,")

    @property
    def before(self) -> str:
        return self.text[max(0, self.result.start - 60) : self.result.start]

    @classmethod
    def of(cls, example: str, engine: Engine) -> Place:
        text, judged, results = _example_findings(example)
        return cls(text, judged, results, engine.person_support)


def _found_under_a_key_or_in_an_address(place: Place) -> bool:
    return (
        place.result.entity_type == "LOCATION" and place.folded not in lexicon.known_places().countries
        and how(place.result) not in lexicon._PLACE_GUESSES
    )  # fmt: skip


def _opens_a_sentence_of_another_language(place: Place) -> bool:
    return place.result.entity_type == "LOCATION" and opens_a_sentence_of_another_language(
        place.text, place.result.start, place.result.end, place.support
    )


def _a_name_taken_for_a_place(place: Place) -> bool:
    places = lexicon.known_places()
    value = place.text[place.result.start : place.result.end]
    in_place_position = bool(lexicon._PLACE_PREPOSITION.search(place.before)) or value.isupper()
    return place.result.entity_type == "LOCATION" and place.folded not in places.countries and (
        (place.folded not in places.large_cities and not in_place_position
         and not all(place.support.common(word) for word in lexicon._WORD.findall(place.folded)))
        or place.folded in lexicon.census_names().given
    )  # fmt: skip


def _a_landform_or_a_water_alone(place: Place) -> bool:
    if place.result.entity_type != "LOCATION":
        return False
    run = landform_run(place.text, place.result.start, place.result.end)
    if run is None:
        return False
    # the cues are read before and after the whole run ("I live at Clark's [Harbour]")
    result = RecognizerResult("LOCATION", run[0], run[1], place.result.score)
    whole = Place(place.text, result, place.results, place.support)
    return not (_told_as_a_persons(place) or _told_as_a_persons(whole))


def _in_a_places_company_alone(place: Place) -> bool:
    if place.result.entity_type != "LOCATION" or not _listed_as_a_place(place.text, place.result, place.support):
        return False
    return not _told_as_a_persons(place)


def _after_a_place_preposition_alone(place: Place) -> bool:
    return (place.result.entity_type == "LOCATION"
            and after_a_place_preposition(place.text, place.result.start, place.result.end, place.support)
            and not _of_a_person(place))


def _listed_after_a_place_preposition_alone(place: Place) -> bool:
    if place.result.entity_type != "LOCATION":
        return False
    head = head_of_the_list(place.text, place.result.start, place.result.end, place.support)
    if head is None:
        return False
    # what is said of a person is read before the list's first item too ("I live in Chivi or Zaka")
    first = Place(place.text, RecognizerResult("LOCATION", head[0], head[1], place.result.score), place.results,
                  place.support)
    return not (_of_a_person(place) or _of_a_person(first))


def _on_the_way_alone(place: Place) -> bool:
    return (place.result.entity_type == "LOCATION"
            and on_the_way(place.text, place.result.start, place.result.end, place.support)
            and not _of_a_person(place))


def _a_populated_place_alone(place: Place) -> bool:
    return (place.result.entity_type == "LOCATION"
            and a_populated_place(place.text, place.result.start, place.result.end, place.support)
            and not _of_a_person(place))


def _a_town_bearing_a_surname_alone(place: Place) -> bool:
    return (place.result.entity_type == "LOCATION"
            and a_town_bearing_a_surname(place.text, place.result.start, place.result.end, place.support)
            and not _of_a_person(place))


def _told_as_a_persons(place: Place) -> bool:
    """Whether the words around a place say it is a person's: said of them, right after their name's parts, before
    a postal code, on an address's line."""
    return any(rule(place) for rule in (_said_of_a_person, _right_after_a_name, _before_a_postal_code,
                                        _on_an_address_line))


def _of_a_person(place: Place) -> bool:
    """Whether a place is a person's by the words around it, or as it follows their name."""
    return _told_as_a_persons(place) or _a_persons_place_after_their_name_or_birth(place)


def _said_of_a_person(place: Place) -> bool:
    return place.result.entity_type == "LOCATION" and bool(lexicon._PERSON_PLACE_CUE.search(place.before))


def _a_persons_place_after_their_name_or_birth(place: Place) -> bool:
    people = [(person.start, person.end) for person in place.results if person.entity_type == "PERSON"]
    return place.result.entity_type == "LOCATION" and a_persons_place_after_their_name(
        place.text, place.result.start, people
    )


def _right_after_a_name(place: Place) -> bool:
    return place.result.entity_type == "LOCATION" and any(
        re.fullmatch(r",[ \t]*", place.text[person.end : place.result.start])
        for person in place.results if person.entity_type == "PERSON"
    )  # fmt: skip


def _before_a_postal_code(place: Place) -> bool:
    return place.result.entity_type == "LOCATION" and bool(lexicon._POSTCODE_AFTER.match(place.text, place.result.end))


def _on_an_address_line(place: Place) -> bool:
    text, result, results = place.text, place.result, place.results
    line_start = text.rfind("\n", 0, result.start) + 1
    line_end = len(text) if text.find("\n", result.end) < 0 else text.find("\n", result.end)
    return result.entity_type == "LOCATION" and (lexicon._address_line(text, result, results) or any(
        other.entity_type in lexicon._ADDRESS_PARTS and other.start < line_end and line_start < other.end
        for other in results
    ))  # fmt: skip


def _alone(place: Place) -> bool:
    return place.result.entity_type == "LOCATION"


LONE_PLACES: Table[Place] = Table(
    "Lone places",
    "Each place that stands, once names are settled. KEEP: it says where a person is; DROP: alone, it "
    "identifies nobody.",
    (
        Rule("found_under_a_key_or_in_an_address", "keeps a place no guess made (a telling key's, an address's), "
             "unless it is a country", "`city=Leeds` is where someone is", KEEP,
             _found_under_a_key_or_in_an_address, ("LOCATION/KEY: city=[Leeds]",),
             ("LOCATION/MODEL: the weather in [Leeds] today", "LOCATION/KEY: country=[France]")),
        Rule("a_landform_or_a_water_alone", "drops a place closed by a coast's, a water's or a relief's noun, or "
             "opened by one no one is given, unless said of a person, after a person's name, before a postal code "
             "or on an address's line (redaction/rules/landforms.py)", "\"Wongan Hills is still a gravel strip\": "
             "a landform's name is a place whatever its words, though the language does not know them", DROP,
             _a_landform_or_a_water_alone,
             ("LOCATION/MODEL: [Wongan Hills] is still a gravel strip", "LOCATION/MODEL: the van avoids [Loch "
              "Maree] today"),
             ("LOCATION/MODEL: she lives near [Julia Creek] now", "LOCATION/MODEL: {Dana Whitfield}, [Claxton Bay] "
              "called", "LOCATION/MODEL: sent to [Claxton Bay] 4321", "LOCATION/MODEL: added [Kenji] to the group")),
        Rule("in_a_places_company_alone", "drops a place listed beside a place the tool knows by itself (a country, "
             "a large city, a landform's, a water's or a street's name; never a place only the model found), or "
             "before a place's common noun closing the list, or between \"out\" and \"way\", holding no name "
             "people bear, unless said of a person, after a person's name, before a postal code or on an address's "
             "line; under a key no table reads as a place's or a thing's, only beside a known place "
             "(redaction/rules/listed_places.py)", "\"shops in Maun, Ghanzi and Gaborone\": a town in a list of "
             "towns is a place though the language does not know it, and alone it identifies nobody; two names only "
             "the model took for places vouch for nothing (`leaders=[Balto, Nanook, Sisu]` may be people)", DROP,
             _in_a_places_company_alone,
             ("LOCATION/MODEL: shops in Maun, [Ghanzi] and Gaborone", "LOCATION/MODEL: goes Garve - [Achnasheen] - "
              "Kinlochewe, Accra", 'LOCATION/MODEL: stops: "[Kelburn]", "Accra"',
              'LOCATION/MODEL: leaders: "[Nanook]", "Accra"'),
             ("LOCATION/MODEL: shops in Maun, [Ghanzi] and ⟨Kasane⟩", 'LOCATION/MODEL: leaders: "Balto", "[Nanook]", '
              '"⟨Sisu⟩"', "LOCATION/MODEL: leaders: [Nanook], Sisu area", "LOCATION/MODEL: I grew up in [Ghanzi], "
              "near Accra", "LOCATION/MODEL: {Dana Whitfield}, [Ghanzi], Accra",
              "LOCATION/MODEL: added [Kenji] to the group", "LOCATION/MODEL: shops in [Kerry], Accra",
              "LOCATION/MODEL: [Villanueva], Rosario")),
        Rule("after_a_place_preposition_alone", "drops a place right after a preposition of place (in, at, on, "
             "near, past, from, through...) holding no name people bear, with no person cue around it, unless said "
             "of a person, after a person's name (with a comma, or \"from\", \"in\", \"of\" between) or in a "
             "clause saying someone was born there, before a postal code or on an address's line "
             "(redaction/rules/place_prepositions.py)", "\"a smokehouse in "
             "Volendam\", \"stuck on the M6 past Athlone\": where a business, a road or a trip is identifies "
             "nobody; \"I live in Kaukonen\", \"born 2 March 1948 in Blaenau Ffestiniog\" say where a person is", DROP,
             _after_a_place_preposition_alone,
             ("LOCATION/MODEL: stuck on the M6 past [Athlone], will be late",
              "LOCATION/MODEL: we are a smokehouse in [Volendam] and"),
             ("LOCATION/MODEL: I live in [Kaukonen] now", "LOCATION/MODEL: we're from [Glinsk] originally",
              "LOCATION/MODEL: born 2 March 1948 in [Blaenau Ffestiniog]. We'd", "LOCATION/MODEL: in [Kerry] today",
              "LOCATION/MODEL: {Eilidh MacLeod} here from [Stornoway]. Could")),
        Rule("listed_after_a_place_preposition_alone", "drops a place in a list whose first item stands right "
             "after a preposition of place and reads as a place there, holding no name people bear, with no person "
             "cue around it, unless said of a person, after a person's name, in a clause saying someone was born "
             "there, before a postal code or on an address's line "
             "(redaction/rules/places_listed_after_a_preposition.py)", "\"Jobs in Chivi, Zaka or Gutu\": where a "
             "business works identifies nobody; \"I live in Chivi or Zaka\" says where a person is", DROP,
             _listed_after_a_place_preposition_alone,
             ("LOCATION/MODEL: Jobs in Chivi, [Zaka] or Gutu carry", "LOCATION/MODEL: ponds at Bukuru or "
              "[Barkin Ladi]?"),
             ("LOCATION/MODEL: I live in Chivi or [Zaka] now", "LOCATION/MODEL: in Kerry, [Zaka] and Gutu",
              "LOCATION/MODEL: a shop at Chivi or [Zaka] HA5 3NL")),
        Rule("on_the_way_alone", "drops a place after \"to\", \"from\" or \"via\" said after a way's noun no "
             "person owns or a distance, or at one end of a route \"from ... to ...\", holding no name people bear, "
             "with no person cue around it, unless said of a person, after a person's name, in a clause saying "
             "someone was born there, before a postal code or on an address's line "
             "(redaction/rules/places_on_the_way.py)",
             "\"the trip to Wanaka\", \"15 minutes from Terminus\": where a way leads identifies nobody; \"I'm "
             "moving to Wanaka\" says where a person is", DROP, _on_the_way_alone,
             ("LOCATION/MODEL: the trip to [Wanaka]. It's", "LOCATION/MODEL: about 15 minutes from [Terminus] and"),
             ("LOCATION/MODEL: we moved to [Wanaka] now", "LOCATION/MODEL: {Nomvula Dlamini} from [Wanaka], arriving",
              "LOCATION/MODEL: the trip to [Wanaka] HA5 3NL")),
        Rule("a_populated_place_alone", "drops a place GeoNames lists as a populated place of 500 people or more "
             "that holds no name people bear, on a route, with no person cue around it, unless said of a person, "
             "after a person's name (with a comma, or \"from\", \"in\", \"of\" between), before a postal code or "
             "on an address's line (redaction/rules/populated_places.py)", "\"reach Palapye on Tuesday\": a town alone "
             "identifies nobody, though the language does not know it", DROP, _a_populated_place_alone,
             ("LOCATION/MODEL: and reach [Palapye] on Tuesday",),
             ("LOCATION/MODEL: we're moving to [Palapye] soon",
              "LOCATION/MODEL: {Kgomotso Ramotswa}, [Palapye] to Gabs", "LOCATION/MODEL: added [Kenji] to the group")),
        Rule("a_town_bearing_a_surname_alone", "drops a place GeoNames lists as a populated place of 500 people or "
             "more right after a preposition of place, holding no given name nor common surname, with no person cue "
             "around it, unless said of a person, after a person's name (with a comma, or \"from\", \"in\", "
             "\"of\" between), before a postal code or on an address's line "
             "(redaction/rules/towns_bearing_a_surname.py)", "\"the vet in Kildare\": a town alone identifies "
             "nobody, though a list holds its name as a surname", DROP, _a_town_bearing_a_surname_alone,
             ("LOCATION/MODEL: the vet in [Kildare] can only do the 12th",),
             ("LOCATION/MODEL: I live in [Kildare] now", "LOCATION/MODEL: I'm in [Galway], can I drop it in",
              "LOCATION/MODEL: {Siobhan Keane} in [Kildare], arriving",
              "LOCATION/MODEL: the vet in [Kildare] <HA5 3NL>")),
        Rule("opens_a_sentence_of_another_language_alone", "drops one capitalised word no name list holds opening a "
             "sentence whose lower-case words are mostly no English, with no digit, possessive or comma after it and "
             "said nowhere else in the text (redaction/rules/sentences_of_another_language.py)", "\"Goeiemiddag ons "
             "het ...\": a greeting, not a place; in another language every word lacks from the English lexicon",
             DROP, _opens_a_sentence_of_another_language,
             ("LOCATION/MODEL: [Goeiemiddag] ons het jou bestelling vanoggend ontvang",),
             ("LOCATION/MODEL: [Goeiemiddag], we received your order this morning",
              "LOCATION/MODEL: she lives in [Leeds]")),
        Rule("a_name_taken_for_a_place", "keeps a place that is neither known nor made of words of the "
             "language and stands in no place's position, or that is a given name", "\"Marina\", \"added Kenji "
             "to\": the model took a person for a place", KEEP, _a_name_taken_for_a_place,
             ("LOCATION/MODEL: added [Kenji] to the group",), ("LOCATION/MODEL: the weather in [Leeds] today",)),
        Rule("said_of_a_person", "keeps a place said of a person (\"lives in\", \"moved to\", \"home in\"; "
             "\"the guy from\", \"my cousin Noor from\", \"we from\": redaction/rules/where_people_come_from.py)",
             "where a person lives or comes from is theirs; a trip's start (\"the ferry from Oban\") is not", KEEP,
             _said_of_a_person, ("LOCATION/MODEL: she lives in [Leeds]",
                                 "LOCATION/MODEL: me and 3 mates from [Toowoomba] wanna do the jump",
                                 "LOCATION/MODEL: pretty sure its the guy from [Steinbach] in the draw"),
             ("LOCATION/MODEL: the weather in [Leeds] today", "LOCATION/MODEL: the ferry from [Oban] leaves at 9")),
        Rule("a_persons_place_after_their_name_or_birth", "keeps a place right after a person's name with "
             "\"from\", \"in\", \"of\" or \"here from\" between, or in a clause saying someone was born, raised, "
             "buried or died there (redaction/rules/place_prepositions.py)", "\"Nomvula Dlamini from Durban\", "
             "\"born 2 March 1948 in Blaenau Ffestiniog\" say where a person comes from", KEEP,
             _a_persons_place_after_their_name_or_birth,
             ("LOCATION/MODEL: {Nomvula Dlamini} from [Durban], arriving",
              "LOCATION/MODEL: born 2 March 1948 in [Blaenau Ffestiniog]. We'd"),
             ("LOCATION/MODEL: the weather in [Durban] today", "LOCATION/MODEL: {Nomvula Dlamini} flew to [Durban]")),
        Rule("right_after_a_name", "keeps a place right after a person's name and a comma", "\"Dana Whitfield, "
             "Portland\"", KEEP, _right_after_a_name, ("LOCATION/MODEL: {Dana Whitfield}, [Portland] called",),
             ("LOCATION/MODEL: the weather in [Portland] today",)),
        Rule("before_a_postal_code", "keeps a place right before a postal code", "\"Pinner HA5 3NL\" is a line "
             "of an address", KEEP, _before_a_postal_code, ("LOCATION/MODEL: sent to [Pinner] HA5 3NL",),
             ("LOCATION/MODEL: the weather in [Pinner] today",)),
        Rule("on_an_address_line", "keeps a place on the line of an address's street or postal code", "a town "
             "under a street is part of the address", KEEP, _on_an_address_line,
             ("LOCATION/MODEL: <14 Mill Lane>, [Leeds]",), ("LOCATION/MODEL: the weather in [Leeds] today",)),
        Rule("alone", "drops any other place", "alone, a city or a country identifies nobody", DROP, _alone,
             ("LOCATION/MODEL: the weather in [Leeds] today",), ("PERSON/MODEL: ask [Priya] today",)),
    ),
    Place.of,
)
