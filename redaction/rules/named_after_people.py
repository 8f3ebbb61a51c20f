"""Things that bear people's names, told by the words around them: a holiday the `holidays` package names in any
country and language ("Deepavali", "Eid al-Adha", "Stephen's Day"), and a brand between an article and the goods
it makes ("a Leon Paul mask", "the Laura Ashley dress").

Rules of the thing-position table (redaction/rules/thing_position.py), written here: they read a span the same way.
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache
from typing import TYPE_CHECKING

from redaction.recognizers import support as lexicon

if TYPE_CHECKING:
    from redaction.rules.thing_position import Span

# Two years: a holiday of the lunar or the Islamic calendar, and one a law adds for a year, is named in one or both.
_HOLIDAY_YEARS = range(2025, 2027)
_QUALIFIER = re.compile(r"\s*\(([^()]*)\)")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


@cache
def holiday_names() -> dict[str, tuple[str, ...]]:
    """Every holiday's name the `holidays` package knows, in every country and every language it writes them,
    indexed by each word of the name (casefolded). A name's bracketed other name is a name of its own ("Diwali
    (Deepavali)"); its qualifiers (observed, estimated) are dropped. One word that people bear as a given name
    or a surname is left out: privacy first, "Natale" alone may be a man. Loaded once, on the first name judged
    (about a second)."""
    import holidays

    names: set[str] = set()
    for country in holidays.list_supported_countries():
        for language in holidays.country_holidays(country).supported_languages or (None,):
            calendar = holidays.country_holidays(country, years=_HOLIDAY_YEARS, language=language)
            for written in calendar.values():
                for name in written.split("; "):
                    names.add(_QUALIFIER.sub("", name).strip())
                    names.update(part.strip() for part in _QUALIFIER.findall(name))
    names |= {re.sub(r"^Saint ", prefix, name) for name in names if name.startswith("Saint ")
              for prefix in ("St ", "St. ", "")}  # fmt: skip
    people = lexicon.world_names()
    by_word: defaultdict[str, list[str]] = defaultdict(list)
    for name in names:
        words = _WORD.findall(name)
        if not words or not name[0].isupper() or (len(words) == 1 and words[0].casefold() in people):
            continue
        for part in {part for word in words for part in (word, *word.split("-"))}:
            by_word[re.sub(r"['’]s$", "", part).casefold()].append(name)
    return {word: tuple(sorted(found, key=len, reverse=True)) for word, found in by_word.items()}


def _within_a_holidays_name(span: Span) -> bool:
    if not span.words:
        return False
    text, first = span.text, span.words[0].casefold()
    for name in holiday_names().get(first, ()):
        window_start = max(0, span.end - len(name))
        at = text.find(name, window_start, span.start + len(name))
        while at >= 0 and at <= span.start:
            end = at + len(name)
            if end >= span.end and not (at and text[at - 1].isalnum()) and not text[end : end + 1].isalnum():
                return True
            at = text.find(name, at + 1, span.start + len(name))
    return False


# Goods a make names after its founder or a muse: clothes, bags, watches, scents, kit ("a Jo Malone cologne").
GOODS_NOUNS = {
    "mask", "masks", "dress", "dresses", "bag", "bags", "handbag", "handbags", "watch", "watches", "cologne",
    "perfume", "perfumes", "fragrance", "scent", "shoes", "boots", "trainers", "sneakers", "heels", "jacket",
    "jackets", "coat", "coats", "shirt", "shirts", "jeans", "suit", "suits", "scarf", "sunglasses", "glasses",
    "lipstick", "foundation", "candle", "candles", "guitar", "guitars", "knife", "knives", "pram", "stroller",
    "blazer", "skirt", "blouse", "jumper", "sweater", "hoodie", "wallet", "purse", "belt", "tights", "bra",
    "necklace", "bracelet", "earrings", "ring", "racket", "racquet", "bike", "blade", "sabre", "foil",
}  # fmt: skip
_ARTICLE_BEFORE = re.compile(r"(?:^|[^\w'’])(?i:a|an|the|my|your|our|this|that|these|those|their|any)[ \t]+$")
# The goods' noun right after the span, or after another make joined to it ("a Leon Paul or Absolute mask").
_GOODS_AFTER = re.compile(r"(?:[ \t]+(?:or|and|&)(?:[ \t]+[A-Z][\w'’-]*){1,3})?[ \t]+([a-z]+)\b(?![-'’])")


def _a_make_before_its_goods(span: Span) -> bool:
    goods = _GOODS_AFTER.match(span.after)
    return bool(goods and goods.group(1) in GOODS_NOUNS and _ARTICLE_BEFORE.search(span.before))


# A model's number or code right after the span, or a bracketed model or reference ("the Cessna 172", "the Liebherr
# LTM 1090-4.2", "The Iona Cross (model IC-900)"); not a time, a date's day or a door in a street.
_MODEL_NUMBER_AFTER = re.compile(
    r"(?:[ \t]+(?:[A-Z]{1,4}[ -]?)?\d[\w.-]*(?![\w.:/-])|[ \t]*\((?i:model|ref|sku|code|part)\b)"
    r"(?![ \t]+(?i:st|street|road|rd|ave|avenue|lane|way|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b)"
)


def _a_model_after_an_article(span: Span) -> bool:
    return bool(_MODEL_NUMBER_AFTER.match(span.after) and _ARTICLE_BEFORE.search(span.before))


# A quantity in a unit or a container before the span ("5kg Maris Otter", "10 bags of Canna Coco", "540 ml Amber
# Rich"): what is weighed, poured or packed is goods. A one-letter unit only joined to its number ("100g").
_MEASURE_BEFORE = re.compile(
    r"\b\d+(?:[.,]\d+)?(?:[glm]|[ \t]?(?:kg|mg|ml|cl|oz|lbs?|litres?|liters?|bags?|packs?|packets?|box(?:es)?|"
    r"bottles?|tins?|cans?|jars?|rolls?|sacks?|pcs|pieces|cases|crates?|trays?|pots?|sheets?|tubs?|cartons?))"
    r"(?:[ \t]+of)?[ \t]+$",
    re.IGNORECASE,
)


def _measured_out(span: Span) -> bool:
    return _MEASURE_BEFORE.search(span.before) is not None


# Animals people name as they name each other ("Balto", "Chispa"), in the singular and the plural.
_ANIMAL = (
    r"(?:cat|dog|pupp(?:y|ies)|kitten|pon(?:y|ies)|horse|mare|gelding|stallion|foal|rabbit|hamster|parrot|budgie|"
    r"tortoise|husk(?:y|ies)|sled ?dog|hound|camel|donkey|mule|goat|cow|calf|calves|sheep|llama|alpaca)(?:e?s)?"
)
# The span as the subject of a clause that says what animal it is, alone or with others joined to it ("Balto is
# one of our lead dogs", "Loke and Tindra are this winter's puppies"); never a person who works with animals
# ("Priya is one of our dog walkers") or who owns them ("Priya is our dog's vet").
_NAMED_AS_AN_ANIMAL_AFTER = re.compile(
    r"(?:(?:,|[ \t]+(?:and|&))[ \t]+[A-Z][\w'’-]*)*[ \t]+(?:is|are|was|were)[ \t]+"
    r"(?:(?:one|two|three|some|all|both|each)[ \t]+of[ \t]+)?(?:[\w'’-]+[ \t]+){0,3}?" + _ANIMAL + r"\b"
    r"(?!['’]|-|[ \t]+(?:walker|sitter|groomer|trainer|owner|breeder|handler|lover|person|people|doctor|vet|keeper|"
    r"rider|groom|whisperer|food|friend|carer|minder|musher)s?\b)",
    re.IGNORECASE,
)
# A list under an animal's key or noun, the span in it ("ponies=[Morena, Chispa, ...]", "dogs: Balto, Nanook").
_LISTED_AS_ANIMALS_BEFORE = re.compile(
    r"\b" + _ANIMAL + r"[ \t]*[=:][ \t]*[\[(\"']?[ \t]*(?:[A-Z][\w'’-]*[ \t]*,[ \t]*)*$", re.IGNORECASE
)


def _named_as_an_animal(span: Span) -> bool:
    return bool(_NAMED_AS_AN_ANIMAL_AFTER.match(span.after) or _LISTED_AS_ANIMALS_BEFORE.search(span.before))


# A work performed or a maker's mark, quoted right after its verb ("sing 'Midsommervisen'", "plays 'Ein Prosit'",
# "stamped 'Sealey's'") or quoted before it ("'Sealey's' stamped on the skirt"). A name written on a thing for a
# person (engraved, signed, printed) is that person's and is no rule here.
_QUOTE_OPEN = "'‘\"“"
_QUOTE_CLOSE = "'’\"”"
_WORK_OR_MARK_VERB_BEFORE = re.compile(
    r"\b(?i:sing|sings|sang|sung|singing|play|plays|played|playing|perform|performs|performed|performing|"
    r"recite|recites|recited|hum|hums|hummed|dance|dances|danced|stamped|hallmarked|embossed)[ \t]+"
    rf"[{_QUOTE_OPEN}]$"
)
_MARK_VERB_AFTER = re.compile(rf"(?:['’]s)?[{_QUOTE_CLOSE}][ \t]+(?i:stamped|hallmarked|embossed)\b")


def _a_quoted_work_or_mark(span: Span) -> bool:
    closes = re.match(rf"(?:['’]s)?[{_QUOTE_CLOSE}]", span.after) is not None
    opens = span.before[-1:] in _QUOTE_OPEN
    return opens and closes and bool(
        _WORK_OR_MARK_VERB_BEFORE.search(span.before) or _MARK_VERB_AFTER.match(span.after)
    )


# A measure of what a bottle, a bag or a tin holds, in brackets right after the span ("a replacement Cane Cutter
# Overproof (63% ABV, 700 ml)", "Pentecost Borogu (1 kg)"): goods, as a quantity before them says.
_MEASURE_IN_BRACKETS_AFTER = re.compile(
    r"[ \t]*\([^()\n]{0,30}?\b\d+(?:[.,]\d+)?[ \t]?(?:%[ \t]?(?i:abv|vol)|(?i:kg|g|mg|ml|cl|l|oz|lbs?|litres?|"
    r"liters?))\b"
)


def _measured_in_brackets_after(span: Span) -> bool:
    return _MEASURE_IN_BRACKETS_AFTER.match(span.after) is not None
