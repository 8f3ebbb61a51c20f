"""What is never personal data, whatever a recognizer says: the precision rules of the stage.

Agent traces are full of words the language model takes for names and numbers the phone patterns take for
phone numbers: exception types (`OrderNotFoundError`), module paths, capitalised common words at the start
of a sentence ("Card was charged"), delivery dates, tracking numbers. A finding of that shape is dropped
unless a strong cue made it (an introduction, a title, a telling key: those never pass through here).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from presidio_analyzer import RecognizerResult
from presidio_analyzer.predefined_recognizers import SpacyRecognizer

from redaction.recognizers.provenance import How, stamped

# Name particles that put a capital inside a real name: McAllister, DeShawn, MacLeod, LaToya, O'Neil.
_NAME_PREFIX = re.compile(r"^(?:Mc|Mac|De|Di|Da|Du|Le|La|Van|Von|St|Fitz|O'|D')[A-Z]")
_INNER_CAPITAL = re.compile(r"(?<=[a-z])[A-Z]")


def is_code_shaped(word: str) -> bool:
    """CamelCase class names, snake_case, dotted module paths, calls, words mixing letters and digits."""
    word = word.strip(".,;:!?'\"()[]{}")
    if not word:
        return False
    if "_" in word or re.search(r"\w\.\w", word) or "(" in word or "/" in word:
        return True
    if re.search(r"\d", word) and re.search(r"[A-Za-z]", word):
        return True
    capitals = len(_INNER_CAPITAL.findall(word))
    return capitals >= 2 or (capitals == 1 and not _NAME_PREFIX.match(word))


def has_code_shape(text: str) -> bool:
    # Escaped line breaks separate words too: "Kwiatkowski\\nPhone" is two words, not one in CamelCase.
    return any(is_code_shaped(word) for word in re.split(r"\s+|\\[nrt]", text))


def english_words(nlp: Any) -> frozenset[str]:
    """The base forms the model's lemmatizer knows (WordNet's nouns, verbs, adjectives, adverbs): words of
    the language. Many given names are in it too (john, grace), so it never decides alone."""
    return frozenset(word for words in lemma_parts(nlp).values() for word in words)


def lemma_parts(nlp: Any) -> dict[str, frozenset[str]]:
    """The lemmatizer's base forms per part of speech (noun, verb, adj, adv)."""
    try:
        index = nlp.get_pipe("lemmatizer").lookups.get_table("lemma_index")
    except (KeyError, ValueError, AttributeError):
        return {}
    return {part: frozenset(index.get(part, [])) for part in ("noun", "verb", "adj", "adv")}


def is_english(word: str, words: frozenset[str]) -> bool:
    """A word of the language, plurals included (the index holds base forms)."""
    word = word.casefold().strip(".,;:!?")
    return (
        word in words
        or (word.endswith("s") and word[:-1] in words)
        or (word.endswith("es") and word[:-2] in words)
        or (word.endswith("ies") and word[:-3] + "y" in words)
    )


def is_common_word(token: Any, words: frozenset[str]) -> bool:
    return token.lower_ in words


class PreciseSpacyRecognizer(SpacyRecognizer):
    """Presidio's spaCy recognizer, minus the names and places that are a common word the tagger itself
    reads as one ("Card was charged": NOUN; "Broken again": VERB), or a word in code shape."""

    def __init__(
        self, supported_language: str, words: frozenset[str], full_name: Callable[[list[str]], bool] = lambda _: False
    ) -> None:
        super().__init__(supported_language=supported_language)
        self.words = words
        self.full_name = full_name

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        results = stamped(super().analyze(text, entities, nlp_artifacts), How.MODEL)
        doc = getattr(nlp_artifacts, "tokens", None)
        if doc is None:
            return results
        return [_titled_person(doc, result) for result in results if not self._misread(doc, result)]

    def _misread(self, doc: Any, result: RecognizerResult) -> bool:
        """The table of redaction/rules/model_misread.py."""
        from redaction.rules import Verdict
        from redaction.rules.model_misread import MODEL_MISREAD, ModelFinding

        finding = ModelFinding.of(doc, result, self.words, self.full_name)
        return MODEL_MISREAD.verdict(finding) is Verdict.DROP


# Common nouns a person's name modifies as often as a thing's: "the Okafor family", "the Okafor account", and a
# person's works and followers ("the Lasseter novel", "a huge Nicklas Olsen fan", "the Ivan Petřík version").
PERSONS_THINGS = {
    "family", "household", "account", "estate", "wedding", "funeral", "case", "file", "kids", "children",
    "residence", "home", "house", "party", "twins", "brothers", "sisters", "siblings", "parents",
    "fan", "fans", "novel", "novels", "book", "books", "song", "songs", "album", "albums", "film", "films",
    "movie", "movies", "play", "plays", "poem", "poems", "biography", "memoir", "version", "recording",
    "painting", "paintings", "portrait", "interview", "speech", "era", "years", "legacy", "lecture", "award",
    "concert", "concerts", "gig", "gigs", "exhibition", "retrospective", "biopic", "documentary",
}  # fmt: skip
_DASHES = {"–", "—"}  # not a hyphen: "Braithwaite-Cox" is one surname


def names_a_thing_by_structure(span: Any, full_name: Callable[[list[str]], bool]) -> bool:
    """What the parse says a span the model guessed to be a person is: the modifier of a common noun outside
    it ("the Bosch Serie 6 oven", "Castle Mall loading bay", "Marley Eternit slates", "Forest Glade pitches")
    names a thing, and so does one end of a route between places ("Holyhead–Dublin", "Kiel–Oslo").
    Not a given name and a surname ("the Kristian Herzog version"), a possessive ("Priya's lessons") nor a
    person's household or account ("the Okafor family"); and a person found with a strong cue anywhere in the
    session is replaced in this text too."""
    if not len(span):
        return False
    doc, root = span.doc, span.root
    # The second of two names joined by "and" or "or" modifies what the first does: "the Camden and Brixton
    # shops", "Baxter and Fresenius supplies".
    modifier = root
    while modifier.dep_ == "conj" and modifier.head.i < modifier.i:
        modifier = modifier.head
    head = modifier.head
    between = span.end if modifier is root else modifier.i
    if (
        modifier.dep_ in {"compound", "amod", "nmod"} and head.pos_ == "NOUN"
        and (head.i >= span.end if modifier is root else head.i == span.end)
        and "\n" not in doc[span.start : head.i + 1].text  # a line break ends a name: "Zeliha Sultygov\n\nassistant"
        and head.is_lower and head.lower_ not in PERSONS_THINGS and head.lemma_ not in PERSONS_THINGS
        and not any(token.tag_ == "POS" or token.text in {"'s", "’s"} for token in doc[between : head.i])
        # A given name and a surname before one thing is a person's ("the Kristian Herzog version"); before
        # goods in the plural, a brand's ("Ted Baker handbags").
        and (head.tag_ == "NNS" or not full_name([token.text for token in span if token.is_alpha]))
    ):  # fmt: skip
        return True
    if full_name([token.text for token in span if token.is_alpha]):
        return False
    return _route_end(doc, span.start - 1, -1) or _route_end(doc, span.end, 1)


def _route_end(doc: Any, dash: int, step: int) -> bool:
    """A dash joining the span to another proper noun with no space between: the two ends of a route."""
    other = dash + step
    if not (1 <= dash < len(doc) - 1 and 0 <= other < len(doc)) or doc[dash].text not in _DASHES:
        return False
    touching = not doc[dash - 1].whitespace_ and not doc[dash].whitespace_
    return touching and doc[other].pos_ == "PROPN" and doc[other].text[:1].isupper()


# Nouns that follow a plan, product, offer or UI label rather than a person: "the Unlimited Max plan",
# "Sports Pack trial", "the Aurora design".
PRODUCT_NOUNS = {
    "plan", "plans", "bundle", "kit", "pack", "package", "subscription", "tier", "membership", "rewards",
    "policy", "upgrade", "edition", "add-on", "addon", "tariff", "contract", "programme", "program", "scheme",
    "loan", "mortgage", "app", "apps", "page", "tab", "button", "menu", "settings", "option", "options", "pass",
    "fare", "fares", "rate", "rates", "status", "cover", "discount", "member", "members", "form", "design",
    "lamp", "api", "points", "security", "trial", "card", "account", "feature", "mode", "offer", "sale",
    "deal", "service", "portal", "dashboard", "screen", "view", "panel", "toolbar", "widget", "icon", "link",
    "field", "model", "version", "series", "range", "collection", "line", "room", "suite", "lounge", "class",
    "cabin", "seat", "ticket", "voucher", "coupon", "code", "guarantee", "benefit", "benefits",
    "warranty", "protection", "insurance", "report", "catalog", "catalogue", "manager", "center", "centre",
    "store", "shop", "desk", "integration", "plugin", "extension", "cashback", "credit", "bonus",
    "campaign", "delivery", "shipping", "transfer", "payment", "payments", "savings", "saver", "checking",
    "wallet", "balance", "fee", "fees", "charge", "charges", "allowance", "downgrade", "broadband",
}  # fmt: skip
_NEXT_WORD = re.compile(r"[ \t]+([\w-]+)")


# Month abbreviations that are also given names: a month only when a day follows ("Jan 5", not "Jan spent").
_SHORT_MONTH_DATE = re.compile(r"(?i:jan|mar|jun|jul|may)\.?[ \t]+\d{1,2}\b")


def is_short_date(text: str, result: RecognizerResult) -> bool:
    return _SHORT_MONTH_DATE.match(text, result.start) is not None and result.end - result.start <= 4


def names_a_product(
    text: str, result: RecognizerResult, words: frozenset[str], verbs: frozenset[str] = frozenset()
) -> bool:
    """Common words right before a product noun name a product, not a person: "the Unlimited Max plan"."""
    following = _NEXT_WORD.match(text, result.end)
    if following is None or following.group(1).casefold() not in PRODUCT_NOUNS:
        return False
    head = following.group(1).casefold()
    if head.endswith("s") and head[:-1] in verbs:
        return False  # "Cody Short points out": a verb a person does, not a product's noun
    value = text[result.start : result.end].split()
    # An initial ("James B Jones") is a person's.
    return all(len(word) > 1 and is_english(word, words) for word in value)


# The titles that open an English name, the one table of them: written with or without their stop.
TITLE_WORDS = {"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "madam"}
TITLES = TITLE_WORDS | {f"{title}." for title in TITLE_WORDS}


def _titled_person(doc: Any, result: RecognizerResult) -> RecognizerResult:
    """ "Ms Okafor", which the small model files as a place, is the person Okafor."""
    span = doc.char_span(result.start, result.end, alignment_mode="expand")
    if span is None or len(span) < 2 or span[0].lower_ not in TITLES:
        return result
    name = span[1:] if span[1].text != "." else span[2:]
    if not len(name):
        return result
    return RecognizerResult("PERSON", name.start_char, name.end_char, result.score, result.analysis_explanation,
                            result.recognition_metadata)  # fmt: skip


# Dates and times are not phone numbers: 2026-11-15, 15/11/2026, 2026-11-29 08:12.
_DATE_SHAPE = re.compile(
    r"^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})(?:[ T]\d{1,2}(?::\d{2}){0,2})?$"
)
# A number right after one of these words is a tracking, order or reference number, not a phone number.
_NUMBER_CUE = re.compile(
    r"(?i:\b(?:tracking|track|waybill|awb|shipment|parcel|consignment|order|invoice|receipt|ref|reference|"
    r"ticket|sku|serial|batch|confirmation|booking|transaction|txn|barcode|imei)"
    r"(?:[\s_-]+(?:number|no\.?|id|#|nr\.?|ref))?[\s:#=\"']*)$"
)
# A year after a word of the language is a year, not a four-digit postcode ("no rate for season 2026"); a
# postcode's own word says otherwise ("postcode 2026").
# A year after a word, or a capitalised one ("in 2026", "Fall 2027", "European Tour 2026"); not after a postal
# word or a word in capitals (a state's: "Sydney NSW 2000").
_YEAR_AFTER_WORD = re.compile(r"(?<![\w-])(?!(?i:post|postal|zip|area)(?i:code)?\b)[A-Z]?[a-z]{2,}[ \t]+$")
_YEAR = re.compile(r"(?:19|20)\d{2}")
# A version, a build or a firmware is no address ("version=3.4.12.1", "fw 4.2.3.1").
_VERSION_BEFORE = re.compile(
    r"(?i:\b(?:version|ver|v|build|release|firmware|fw|sw|os|app_version|artifact|artefact|image|tag|package|"
    r"pkg|bundle|schema)[ \t]*[=:]?[ \t]*[\"']?)$"
)
NUMBER_ENTITIES = {"PHONE_NUMBER", "ZIP_CODE"}
_YEAR_AFTER_MONTH = re.compile(
    r"(?i:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?"
    r"(?:19|20)\d{2})$"
)


def misread_number(text: str, result: RecognizerResult) -> bool:
    """A date or a reference number found as a phone number or a postal code."""
    if result.entity_type not in NUMBER_ENTITIES:
        return False
    value = text[result.start : result.end].strip()
    if _DATE_SHAPE.match(value):
        return True
    if result.entity_type == "ZIP_CODE" and _YEAR_AFTER_MONTH.search(text[max(0, result.start - 16) : result.end]):
        return True  # "in March 2026"
    if result.entity_type == "ZIP_CODE" and _YEAR.fullmatch(value) and _YEAR_AFTER_WORD.search(
        text[max(0, result.start - 24) : result.start]
    ):
        return True
    before = text[max(0, result.start - 40) : result.start]
    # "CLM-2026-118820", "DCA/2024/118832": digits after a code's letters and a hyphen or a slash belong to that
    # code.
    return _NUMBER_CUE.search(before) is not None or re.search(r"\b[A-Za-z]{2,6}[-/]$", before) is not None


# A device's address on a private network names a machine, not a person ("turnstile controller 10.40.2.15");
# eight groups of two hex digits are a hardware address (EUI-64), not an IPv6 one.
_PRIVATE_IPV4 = re.compile(
    r"(?:10|127)(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}"
)
_DEVICE_BEFORE = re.compile(
    r"(?i:\b(?:controller|printer|router|server|host|node|gateway|camera|device|switch|terminal|reader|panel|"
    r"sensor|hub|plc|kiosk|turnstile|scanner|till|nas)[ \t:=(]*)$"
)
_EUI = re.compile(r"[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5,7}")


def misread_ip(text: str, result: RecognizerResult) -> bool:
    if result.entity_type != "IP_ADDRESS":
        return False
    value = text[result.start : result.end]
    if _EUI.fullmatch(value):
        return True
    before = text[max(0, result.start - 30) : result.start]
    if _VERSION_BEFORE.search(before):
        return True
    return bool(_PRIVATE_IPV4.fullmatch(value) and _DEVICE_BEFORE.search(before))
