"""Street addresses: a building number, capitalised words and a USPS street suffix, with the unit and the
"City, ST 12345" line when they follow. Presidio has no street-address recognizer; the small model's
LOCATION finds cities, not streets.
"""

from __future__ import annotations

import re

from presidio_analyzer import AnalysisExplanation, Pattern, PatternRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts
from spacy.lang.en.stop_words import STOP_WORDS

from redaction.rules.amounts_with_their_currency import an_amount_with_its_currency
from redaction.rules.plots_and_stands import plots_and_stands

_FUNCTION_WORDS = frozenset(STOP_WORDS) | {"am", "pm", "min", "mins", "minutes", "hours", "days", "items", "of"}

# USPS Publication 28, appendix C1: the standard suffixes and their common abbreviations.
_USPS_SUFFIXES = (
    "Alley Aly Annex Anx Arcade Arc Avenue Ave Av Bayou Beach Bch Bend Bluff Bluffs Bottom Boulevard Blvd "
    "Branch Bridge Brg Brook Brooks Burg Burgs Bypass Byp Camp Canyon Cape Causeway Center Centers Ctr "
    "Circle Circles Cir Cliff Cliffs Club Common Commons Corner Corners Course Court Courts Ct Cove Coves "
    "Creek Crescent Cres Crest Crossing Xing Crossroad Curve Dale Dam Divide Drive Drives Dr Estate Estates "
    "Expressway Expy Extension Extensions Fall Falls Ferry Field Fields Flat Flats Ford Fords Forest Forge "
    "Forges Fork Forks Fort Freeway Fwy Garden Gardens Gateway Glen Glens Green Greens Grove Groves Harbor "
    "Harbors Haven Heights Hts Highway Hwy Hill Hills Hollow Inlet Island Islands Isle Junction Junctions "
    "Key Keys Knoll Knolls Lake Lakes Land Landing Lane Ln Light Lights Loaf Lock Locks Lodge Loop Mall "
    "Manor Manors Meadow Meadows Mews Mill Mills Mission Motorway Mount Mountain Mountains Neck Orchard Oval "
    "Overpass Park Parks Parkway Parkways Pkwy Pass Passage Path Pike Pine Pines Place Pl Plain Plains "
    "Plaza Plz Point Points Port Ports Prairie Radial Ramp Ranch Rapid Rapids Rest Ridge Ridges River Road "
    "Roads Rd Route Row Rue Run Shoal Shoals Shore Shores Skyway Spring Springs Spur Spurs Square Squares "
    "Sq Station Stravenue Stream Street Streets St Summit Terrace Ter Throughway Trace Track Trafficway "
    "Trail Trl Trailer Tunnel Turnpike Underpass Union Unions Valley Valleys Viaduct View Views Village "
    "Villages Ville Vista Walk Walks Wall Way Ways Well Wells"
    # British ones USPS does not list.
    " Close Rise Parade Wynd"
)
STREET_SUFFIXES = _USPS_SUFFIXES.split()

_SUFFIX = "(?:" + "|".join(sorted(STREET_SUFFIXES, key=len, reverse=True)) + r")\.?"
_UPPER = "A-ZÀ-ÖØ-Þ"
_WORD = rf"(?:[{_UPPER}][^\W_]*(?:['’.-][^\W_]*)*\.?|\d+(?:st|nd|rd|th))"
_UNIT_WORD = r"(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Fl\.?|Floor|#)"
_UNIT = rf"(?:,?\s*{_UNIT_WORD}\s*#?[A-Za-z0-9-]+)"
# Written over several lines, an address goes on with its city and country lines.
_NEXT_LINES = rf"(?:[ \t]*\n[^\w\n]{{0,4}}[ \t]*[{_UPPER}][^\n]{{1,40}}){{0,2}}"
_CITY_LINE = r"(?:,?\s*\n?\s*[A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,3},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?)"

# ", Springfield" or ", COLD BLOW" right after the street.
_CITY_AFTER_COMMA = rf"(?:,[ \t]*[{_UPPER}][^\W\d_]+(?:[ -][{_UPPER}][^\W\d_]+){{0,2}}(?!\w))"
# Generated and pasted addresses sometimes carry two numbers: "844 99 Eastbourne Rd".
_NUMBERS = r"(?:\d{1,6}\s+)?\d{1,6}[A-Za-z]?"
STREET_ADDRESS = (
    rf"\b{_NUMBERS}\s+(?:{_WORD}\s+){{0,4}}{_SUFFIX}(?!\w){_UNIT}?"
    rf"(?:{_CITY_LINE}|{_CITY_AFTER_COMMA}|{_NEXT_LINES})"
)
# Street type first, then name and number: "ul. Zakrzowska 92", "Via Carlo Cattaneo 88", "Rue Kilani 39".
_STREET_FIRST = (
    r"(?:ul\.|Via|Viale|Piazza|Rue|Calle|Avenida|Av\.|Rua|Plac|Strada|Carrer|Paseo|Largo|Travessa)"
)
STREET_FIRST = rf"\b(?:{_NUMBERS}\s+)?{_STREET_FIRST}\s+(?:{_WORD}\s+){{0,4}}\d{{1,5}}\b{_UNIT}?{_NEXT_LINES}"
# Street name, then number: "Feldstrasse 61", "Hökgatan 46", "Rue de la Paix 12" after a building number.
_EURO_SUFFIX = (
    r"(?i:strasse|straße|str\.|gasse|weg|laan|straat|gatan|gata|gate|vej|veg|väg|vägen|veien|plein|platz|allee|"
    r"steenweg|kade|gracht|torget|katu|utca|ulica|rakpart|körút|útja|út|tér|sétány|fasor)"
)
EURO_STREET = (
    rf"\b(?:\d{{1,6}}\s+)?[{_UPPER}][^\W\d_]*{_EURO_SUFFIX}\s+\d{{1,5}}[a-z]?\b{_UNIT}?{_NEXT_LINES}"
)
# Building number, then a street word written in lower case, as in French, Italian or Slovene addresses:
# "34585 42 rue Marie de Médicis", "8228 91 avenue Jules Ferry", "12594 Trg revolucije 1".
_LOWER_STREET_FIRST = (
    r"(?i:rue|avenue|av\.|chemin|boulevard|bd\.?|allée|impasse|place|quai|route|via|viale|calle|strada|trg|"
    r"ulica|ul\.|r\.|rua|travessa|largo|piazza|plac)"
)
LOWER_STREET_FIRST = (
    rf"\b{_NUMBERS}\s+{_LOWER_STREET_FIRST}\s+[^\W\d_][\w'’.-]*(?:[ \t]+[^\W\d_][\w'’.-]*){{0,5}}"
    rf"(?:[ \t]+\d{{1,5}}\b)?{_UNIT}?{_NEXT_LINES}"
)
NUMBER_NAME_NUMBER = (
    rf"\b(?:\d{{1,6}}\s+)?\d{{2,6}}\s+(?:(?:{_WORD}|{_EURO_SUFFIX})\s+){{1,4}}\d{{1,5}}\b{_UNIT}?{_NEXT_LINES}"
)
# "4093 110 Kontomari": two numbers then a name, alone on an address line.
NUMBERS_THEN_NAME = rf"(?m:^[^\w\n]{{0,4}}[ \t]*\d{{1,6}}[ \t]+\d{{1,6}}[ \t]+{_WORD}(?:[ \t]+{_WORD}){{0,3}}[ \t]*$)"
UNIT = rf"\b{_UNIT_WORD}\s*#?\d{{1,5}}\b{_NEXT_LINES}"
MILITARY = (
    r"\b(?:(?:PSC|Unit|USNS|USNV|USS|USCGC|CMR)\s+[\w ]{1,30}?,?\s*(?:Box\s+\d{1,5})?\s*)?"
    r"(?:APO|FPO|DPO)\s+A[AEP]\s+\d{5}\b"
)
PO_BOX = r"\b(?:P\.?\s?O\.?\s+Box|Post(?:box|fach)|Post Box)\s+\d{1,6}\b"
# A rural route or a highway contract route and the box on it: "HC 58 Box 114", "RR 2 Box 30", "Rural Route 4 Box 12".
RURAL_ROUTE = r"\b(?:RR|HC|RFD|R\.R\.|H\.C\.|(?i:(?:rural|star)\s+route))[ \t]?\d{1,4},?[ \t]+Box[ \t]+\d{1,5}[A-Z]?\b"
# "Springfield, IL 62704" without the street: the city line alone still locates a person.
CITY_STATE_ZIP = r"\b[A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,3},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b"


# A place inside a place, three steps or more of a word and a short code joined by commas, in any language, said of
# someone: in brackets right after a name ("the grave of Marta Lund (felt D, rad 9, grav 12)") or going on into a
# named place as an address does ("House 14, Street 7, Block C, Model Town"). Each step is another word: "Step 1, Step
# 2, Step 3" is a list; a shop's aisle, bay and shelf, said of no one, stay.
_STEP = r"[^\W\d_]{2,12}\.?[ \t][A-Z0-9]{1,4}"
_PLACE_IN_A_PLACE = re.compile(rf"(?<!\w){_STEP}(?:,[ \t]?{_STEP}){{2,}}(?!\w)")
_AFTER_A_NAME = re.compile(r"[^\W\d_a-z][^\W\d_]+[ \t]*\($")
_INTO_A_PLACE = re.compile(r",[ \t]*[^\W\d_a-z][^\W\d_]+")


# "30 June 2026" is a date; "HTTP/1.1 504 Gateway Timeout" a version and a status.
_DATE_VALUE = re.compile(
    r"\d{1,2}\s+(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+\d{4}", re.IGNORECASE
)


# Numbers in groups and a currency after them ("18 640 Kč", "2 000 CZK") are an amount, not an address's line.
_AMOUNT_IN_GROUPS = re.compile(r"[\d \t.,]+[ \t](?:Kč|Ft|zł|kr|kn|lei|Rs|Rp|TL|RM|[A-Z]{3})\.?")


def _not_an_address(text: str, result: RecognizerResult) -> bool:
    after_version = result.start >= 2 and text[result.start - 1] == "." and text[result.start - 2].isdigit()
    value = text[result.start : result.end].strip()
    # an amount with its currency's code ("17 500 FCFA"): redaction/rules/amounts_with_their_currency.py
    return (after_version or _DATE_VALUE.fullmatch(value) is not None or _AMOUNT_IN_GROUPS.fullmatch(value) is not None
            or an_amount_with_its_currency(value))


# Written all in lower case, as people type in chat: "14 acacia avenue", "7 willow court, solihull". The words
# between the number and the suffix must be no function words ("at 5 in the main square" is a time).
_LOWER_SUFFIXES = (
    "road", "street", "avenue", "lane", "close", "court", "drive", "crescent", "grove", "gardens", "terrace",
    "way", "place", "row", "rise", "mews", "parade", "square", "boulevard", "rd", "st", "ave",
)
LOWER_STREET = re.compile(
    r"(?<![\w.,:/-])\d{1,5}[a-z]?[ \t]+(?P<words>(?:[a-z][a-z'’-]+[ \t]+){1,3})"
    r"(?:" + "|".join(_LOWER_SUFFIXES) + r")\b(?:,[ \t]*[a-z][a-z'’-]+(?=[ \t]*(?:[,.!?;]|and\b|$)))?"
)


def lower_case_streets(text: str, function_words: frozenset[str]) -> list[RecognizerResult]:
    return [
        RecognizerResult("STREET_ADDRESS", match.start(), match.end(), 0.6,
                         AnalysisExplanation("StreetAddressRecognizer", 0.6, pattern_name="lower_case_street"))
        for match in LOWER_STREET.finditer(text)
        if not any(word in function_words for word in match.group("words").split())
    ]


# Not a date's last number ("mailed 9/3 HC 58 Box 114").
_NUMBERS_BEFORE = re.compile(r"(?<![\w.,/-])(?:\d{1,6}[A-Za-z]?[ \t]+){1,2}$")


# Where someone lives, said as such, in any script and case: "lives at 312 Fuente del Gallo 47", "lives on Velký
# průhon 426 street", "his address: 449 Πεντέλης 210", "change my address to Ágatha and Tacuarembo 3069". The
# value holds a digit and runs to the clause's end.
_SAID_HOME = re.compile(
    r"(?i:\b(?:lives|lived|living|(?<!go )(?<!goes )(?<!went )(?<!going )(?<!gone )live)[ \t]+(?:at|on)"
    r"|\b(?:my|his|her|their|your|new)[ \t]+(?:home[ \t]+)?"
    r"address(?:[ \t]+is|:)|\bchange[ \t]+my[ \t]+address[ \t]+to)[ \t]+"
    r"(?P<value>(?=[^.?!;\n]{0,40}\d)(?![^.?!;\n]*?\b(?:my|is|was|are|the|will|has)\b)"
    r"[^\W_][^.?!;\n,]*?(?:,[ \t]*[^\W_][^.?!;\n,]*?)?)"
    r"(?=[ \t]+(?:for|street|st\b|in[ \t]+its|last|after|and[ \t]+I|which)\b|[ \t]*(?:[.?!;\n]|$))"
)


_MONTH_DAY = re.compile(r"(?i:\d{1,2}(?:st|nd|rd|th)?[ \t]+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))")


def _homes_said(text: str) -> list[tuple[int, int]]:
    """Spans of the addresses _SAID_HOME finds, each ending before the first common word in lower case that
    follows it ("... Swindon SN3 6JH if you need", "... E2 7DJ so we'd"), and none that is a date."""
    spans = []
    for match in _SAID_HOME.finditer(text):
        value = match.group("value")
        if _MONTH_DAY.match(value):
            continue  # "go live on 24 October": a date
        end = len(value)
        for word in re.finditer(r"(?<![\w'’-])[a-z']+(?![\w'’-])", value):
            if word.group(0) in STOP_WORDS and word.group(0) not in {"and", "de", "du", "la", "le"}:
                end = word.start()
                break
        value = value[:end].rstrip(" \t,")
        if any(char.isdigit() for char in value):
            spans.append((match.start("value"), match.start("value") + len(value)))
    return spans


class StreetAddressRecognizer(PatternRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entity="STREET_ADDRESS",
            patterns=[
                Pattern("street_address", STREET_ADDRESS, 0.7),
                Pattern("euro_street", EURO_STREET, 0.6),
                Pattern("street_first", STREET_FIRST, 0.6),
                Pattern("lower_street_first", LOWER_STREET_FIRST, 0.5),
                Pattern("number_name_number", NUMBER_NAME_NUMBER, 0.5),
                Pattern("unit", UNIT, 0.5),
                Pattern("numbers_then_name", NUMBERS_THEN_NAME, 0.5),
                Pattern("military", MILITARY, 0.7),
                Pattern("po_box", PO_BOX, 0.7),
                Pattern("rural_route", RURAL_ROUTE, 0.7),
                Pattern("city_state_zip", CITY_STATE_ZIP, 0.6),
            ],
            context=["address", "street", "ship", "deliver", "live", "lives", "located"],
            supported_language=supported_language,
            name="StreetAddressRecognizer",
            # Case matters: capitalised words are what separate "12 Oak Street" from "2 items on the way".
            global_regex_flags=re.DOTALL | re.MULTILINE,
        )

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None, regex_flags: int | None = None
    ) -> list[RecognizerResult]:
        results = [
            result for result in super().analyze(text, entities, nlp_artifacts, regex_flags)
            if not _not_an_address(text, result)
        ]  # fmt: skip
        if "STREET_ADDRESS" in entities:
            results += lower_case_streets(text, _FUNCTION_WORDS)
            # "plot 14 Kibomet road", "Stand 2281, Rujeko B": redaction/rules/plots_and_stands.py
            plot = AnalysisExplanation("StreetAddressRecognizer", 0.6, pattern_name="plot_or_stand")
            results += [RecognizerResult("STREET_ADDRESS", start, end, 0.6, plot)
                        for start, end in plots_and_stands(text)]  # fmt: skip
            explanation = AnalysisExplanation("StreetAddressRecognizer", 0.6, pattern_name="said_home")
            results += [RecognizerResult("STREET_ADDRESS", start, end, 0.6, explanation)
                        for start, end in _homes_said(text)]  # fmt: skip
            for place in _PLACE_IN_A_PLACE.finditer(text):
                words = [step.split()[0].casefold() for step in place.group(0).split(",")]
                said_of_someone = bool(_AFTER_A_NAME.search(text, max(0, place.start() - 40), place.start())
                                       or _INTO_A_PLACE.match(text, place.end()))  # fmt: skip
                if len(set(words)) == len(words) and said_of_someone:
                    steps = AnalysisExplanation("StreetAddressRecognizer", 0.5, pattern_name="place_in_a_place")
                    results.append(RecognizerResult("STREET_ADDRESS", place.start(), place.end(), 0.5, steps))
        for result in results:
            # Building and house numbers before the street a pattern found: "0348 65 R. Mongi Bali Apt. 477".
            if match := _NUMBERS_BEFORE.search(text, 0, result.start):
                result.start = match.start()
        return results
