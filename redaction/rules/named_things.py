"""Things named the way people are: a capitalised word that reads as a name, written where a thing's name is
written. A model's part joined to a code ("Audeo-Lumity-L90"), a word numbered like a room, a role or a grade
("Audiology 2", "Reviewer 2"), a brand's product ("Nike Vaporfly"), words closed by a word no one bears ("Grand
Tourer"): the name is the thing's, and the thing identifies nobody.

Applied to every guessed name (the language model's, the proper-noun reading's) the thing-position table left
standing, before any support is weighed; the first rule that decides wins. DROP: the span names a thing; KEEP:
a person cue outweighs every rule after it. A name no rule decides goes on to be weighed for support.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.recognizers import support as lexicon
from redaction.recognizers.addresses import STREET_SUFFIXES
from redaction.recognizers.precision import is_english
from redaction.rules import Rule, Table, Verdict
from redaction.rules.features_and_buildings import a_features_or_buildings_name
from redaction.rules.greetings_of_any_language import a_greeting_opening_a_message
from redaction.rules.interjections import GREETINGS
from redaction.rules.landforms import landform_run
from redaction.rules.listed_places import a_known_place, in_a_places_company, no_persons_name
from redaction.rules.named_conditions import a_conditions_name
from redaction.rules.place_prepositions import after_a_place_preposition
from redaction.rules.places_listed_after_a_preposition import listed_after_a_place_preposition
from redaction.rules.places_on_the_way import on_the_way
from redaction.rules.populated_places import a_populated_place
from redaction.rules.service_stops import a_stops_name
from redaction.rules.services_by_their_interface import a_services_name
from redaction.rules.sites_by_a_preposition import a_sites_whereabouts
from redaction.rules.street_names import a_streets_name
from redaction.rules.thing_position import Span
from redaction.rules.titled_signs import a_titled_signs_name
from redaction.rules.towns_bearing_a_surname import a_town_bearing_a_surname
from redaction.rules.vessels_by_prefix import a_vessels_name


def _person_cue(span: Span) -> bool:
    return span.cued


def _a_landform_or_a_water(span: Span) -> bool:
    run = landform_run(span.text, span.start, span.end)
    if run is None:
        return False
    # a cue around the whole run, not the possessive inside it ("Wood's Harbour"), says a person
    first, last = run
    return not span.support.cued(span.text[max(0, first - 40) : first], span.text[last : last + 40])


def _in_a_places_company(span: Span) -> bool:
    support = span.support
    if not no_persons_name(span.words, support.full_name):
        return False
    if not in_a_places_company(span.text, span.start, span.end, lambda value: a_known_place(value, support.common)):
        return False
    return not support.cued(span.text[max(0, span.start - 40) : span.start], span.text[span.end : span.end + 40])


def _on_span(read: Callable[[str, int, int, lexicon.PersonSupport], bool]) -> Callable[[Span], bool]:
    """A rule read on a text, a span of it and the person support, asked of a span."""
    return lambda span: read(span.text, span.start, span.end, span.support)


# A firm's legal forms, the longest first.
_FORMS = "|".join(sorted(lexicon.BUSINESS_SUFFIXES, key=len, reverse=True))
# A firm's legal form closing the name on its line, perhaps after more of the name's words: "[Sunraysia Fresh
# Growers] Pty Ltd", "Kakala Ngatu & [Fine Mats] Ltd".
_REST_OF_A_FIRMS_NAME = re.compile(
    r"(?P<rest>(?:[ \t]+(?:&|and|[A-Z][\w'’.-]*)){0,4}?)[ \t]+\(?(?i:" + _FORMS + r")\)?\.?(?=$|[\s,.;:!?)])"
)


def _a_firms_words(span: Span) -> bool:
    words = list(span.words)
    rest = _REST_OF_A_FIRMS_NAME.match(span.after)
    if rest is not None:
        words += rest.group("rest").split()
    elif not (words and words[-1].casefold() in lexicon.BUSINESS_SUFFIXES):
        return False
    names, given = lexicon.world_names(), lexicon.world_given_names()
    return any(
        len(word) > 2 and word.casefold() not in lexicon.BUSINESS_SUFFIXES and word.casefold() not in names
        and word.casefold() not in given and is_english(word, span.support.words)
        for word in words
    )  # fmt: skip


# A firm's name in quotation marks with its legal form right before or after them: "ООО «Газстрой Плюс»",
# "«Атӑл Газстрой» ООО", "«Аныҡ Үлсәү» ЯСЙ-ға" (a case ending joined to the form).
_QUOTED_OPENING = re.compile(r"(?:(?<![\w-])(?P<form>\w+)\.?[ \t]*)?[«„“\"][^«»„“”\"\n]*$")
_QUOTED_CLOSING = re.compile(r"[^«»„“”\"\n]*[»“”\"](?:[ \t]*(?P<form>\w+)(?![\w])(?:-\w+)?)?")
_A_FORM_ALONE = re.compile(rf"(?i:{_FORMS})(?:-\w+)?")


def _a_firms_quoted_name(span: Span) -> bool:
    opening, closing = _QUOTED_OPENING.search(span.before), _QUOTED_CLOSING.match(span.after)
    if opening is None or closing is None:
        return False
    forms = (opening.group("form"), closing.group("form"))
    if not any(form and form.casefold() in lexicon.BUSINESS_SUFFIXES for form in forms):
        return False
    names = lexicon.world_names()  # every locale's given names and surnames: the given names among them
    return not (span.support.plainly_a_full_name(span.words) or any(word.casefold() in names for word in span.words))


def _a_firms_legal_form(span: Span) -> bool:
    return _A_FORM_ALONE.fullmatch(span.text[span.start : span.end]) is not None


# The parts joined to the span by hyphens, with no space: "Audeo-[Lumity]-L90", "[Innov]-is 800E".
_JOINED_BEFORE = re.compile(r"(?<![\w'’-])(?:[\w'’]+-)+$")
_JOINED_AFTER = re.compile(r"(?:-[\w'’]+)+")


def _coded_part(part: str) -> bool:
    return any(char.isdigit() for char in part) or len(part) == 1


def _part_of_a_coded_word(span: Span) -> bool:
    before, after = _JOINED_BEFORE.search(span.before), _JOINED_AFTER.match(span.after)
    if before is None and after is None:
        return False
    word = (before.group(0) if before else "") + span.text[span.start : span.end] + (after.group(0) if after else "")
    return " " not in word and any(_coded_part(part) for part in word.split("-") if part)


# A short number closing the phrase, or a Roman numeral: "room Audiology 2.", "Stentor Student II to any branch";
# not a street's number with words after it ("Rue de Birmingham 372 and ...").
_NUMBER_CLOSING = re.compile(
    r"[ \t]+(?:\d{1,3}[A-Za-z]{0,2}(?=[ \t]*(?:$|[\n,.;:!?)]))|(?:I{2,3}|IV|VI{0,3})(?=$|[\s,.;:!?)]))"
    r"(?![ \t]+[A-Z][a-z])"
)


def _words_of_the_language_no_one_is_given(span: Span) -> bool:
    given = lexicon.world_given_names()
    return bool(span.words) and all(
        word.casefold() not in given and is_english(word, span.support.words) for word in span.words
    )


def _numbered(span: Span) -> bool:
    return _NUMBER_CLOSING.match(span.after) is not None and _words_of_the_language_no_one_is_given(span)


_CAPITALISED_WORD_BEFORE = re.compile(r"(?<![\w'’-])([A-Z][a-z]+)[ \t]+$")


def _opens_with_a_brand(span: Span) -> bool:
    from redaction.recognizers.names import KNOWN_BRANDS  # the recognizers' module imports the rules

    words, given = span.words, lexicon.world_given_names()
    before = _CAPITALISED_WORD_BEFORE.search(span.before)
    after_a_brand = bool(before and before.group(1).casefold() in KNOWN_BRANDS) and not any(
        word.casefold() in given or word.casefold() in lexicon.world_names() for word in words
    )
    return bool(words) and not span.support.plainly_a_full_name(words) and (after_a_brand or (
        len(words) > 1 and words[0].casefold() in KNOWN_BRANDS and words[0].casefold() not in given
    ))  # fmt: skip


def _ends_in_a_word_no_one_bears(span: Span) -> bool:
    words, support = span.words, span.support
    last = words[-1] if words else ""
    return bool(
        len(words) > 1 and len(last) > 2 and last[0].isupper() and last not in STREET_SUFFIXES
        and all(is_english(word, support.words) for word in words) and last.casefold() not in lexicon.world_names()
        and words[0].casefold() not in lexicon.world_given_names() and not support.plainly_a_full_name(words)
    )  # fmt: skip


_LINE_OPENING = re.compile(r"(?:^|\n)[ \t\"'‘“]*$")
_NEXT_WORD = re.compile(r"[ \t]+([a-zà-ÿ][\w'’-]*)")
_CLOSING_A_GREETING = re.compile(r"[ \t]*(?:[,!.:;—–-]|$)")


def _greeting_opening_a_line(span: Span) -> bool:
    if not span.words or not _LINE_OPENING.search(span.before):
        return False
    said = " ".join(span.text[span.start : span.end].split()).casefold()
    if said in GREETINGS and _CLOSING_A_GREETING.match(span.after):
        return True
    following = _NEXT_WORD.match(span.after)
    return bool(
        following and f"{said} {following.group(1).casefold()}" in GREETINGS
        and _CLOSING_A_GREETING.match(span.after, following.end())
    )  # fmt: skip


# A message's opening: nothing before the span but spaces, quotation marks and an inverted mark ("¡Hola!").
_MESSAGE_OPENING = re.compile(r"[ \t\"'‘“¡¿]*")
_EXCLAIMED = re.compile(r"[ \t]*!")
_FOLLOWED_BY_A_COMMA = re.compile(r"[ \t]*,")


def _a_word_no_one_bears_greeting(span: Span) -> bool:
    words = span.words
    if len(words) != 1 or not _MESSAGE_OPENING.fullmatch(span.text, 0, span.start):
        return False
    names = lexicon.world_names()
    if any(word.casefold() in names for word in words):
        return False
    if _EXCLAIMED.match(span.after):
        return True
    # before a comma, only words in common use in running text ("Yep, the ..."): a name no list holds is called so
    # too ("Tunde, a mechanic is ...")
    counts = span.support.counts
    return bool(_FOLLOWED_BY_A_COMMA.match(span.after)) and all(
        counts.get(word.casefold(), 0) >= lexicon.COMMON_COUNT for word in words
    )


DROP, KEEP = Verdict.DROP, Verdict.KEEP
NAMED_THINGS: Table[Span] = Table(
    "Things named like people",
    "Every guessed name the thing-position table left standing. DROP: the name is a thing's; KEEP: a person cue "
    "outweighs the rules below (and a name no rule decides is weighed for support).",
    (
        Rule("a_firms_words", "drops words a firm's legal form closes (`Ltd`, `Pty Ltd`, `GmbH`, `ХХК`: in the "
             "span or after more capitalised words), when a word among them is one of the language no name list "
             "holds", "a grower's, a supplier's or a shop's registered name holds its trade's words (\"Fresh "
             "Growers\", \"Kava Supplies\"); privacy first, \"Kofi Mensah Ltd\" still names Kofi Mensah, and a "
             "role before it (\"Permit holder:\") is no person's cue then", DROP, _a_firms_words,
             ("Permit holder: [Sunraysia Fresh Growers] Pty Ltd", "Beneficiary: [Sarakata Nakamal] & Kava Supplies Ltd",
              "paid [Sunraysia Fresh Growers Pty] Ltd"),
             ("Beneficiary: [Kofi Mensah] Ltd", "ask [Priya Okafor] today", "[Sunraysia Fresh Growers] said so")),
        Rule("a_firms_quoted_name", "drops words in quotation marks that a firm's legal form opens or closes "
             "(`ООО «…»`, `«…» ООО`), when no name list holds a word of them", "a firm's registered name is "
             "quoted beside its legal form where the language writes it so; privacy first, a surname or a given "
             "name in it is still replaced", DROP, _a_firms_quoted_name,
             ("наряд НР-24-11902, «[Атӑл Газстрой]» ООО, бригадир", "работы ведёт ООО «[Газстрой Плюс]», мастер",
              "«[Аныҡ Үлсәү]» ЯСЙ-ға рәхмәт"),
             ("работы ведёт ООО «[Иванов] и партнёры»", "ИП «[Газстрой Плюс]»", "он сказал «[Газстрой Плюс]» вчера")),
        Rule("a_firms_legal_form", "drops a firm's legal form read as a name, with a case ending joined to it",
             "`ООО`, `ЯСЙ-ға` are a legal form; no one is called so", DROP, _a_firms_legal_form,
             ("«Аныҡ Үлсәү» [ЯСЙ-ға] рәхмәт", "работы ведёт [ООО] «Газстрой»"), ("ask [Priya]-ji today",)),
        Rule("a_landform_or_a_water", "drops a capitalised run closed by a coast's, a water's or a relief's noun "
             "that is no common surname (Creek, Harbour, Hills, Bay, Peninsula...) or opened by one no one is given "
             "(Loch, Llyn, Mount, Cape...), with no person cue around the run: it needs a name's support no more, "
             "and is weighed as a place (redaction/rules/landforms.py)", "\"Julia Creek\", \"Wood's Harbour\", "
             "\"Loch Maree\" are places on the map in any domain; a place is kept unless said of a person", DROP,
             _a_landform_or_a_water,
             ("out past [Julia Creek] after the rain", "the shed in [Wood]'s Harbour", "the shop at Clark's [Harbour]",
              "[Wongan Hills] is a strip", "the roadworks by [Loch Maree] finish", "[Llyn Tegid] flooded",
              "at [Mount Hagen] market", "avoid A832 [Loch Maree]"),
             ("ask [Julia] today", "ask [Priya Okafor] today", "ask [Glen Garry] today", "ask [Benny Hill] today",
              "ask [Julia Wood] today", "Dear [Julia Creek], thanks", "to [Lake Oliverport] today",
              "Johannes [Mount Street]",
              "deliver to Coconut House, [Little Apple Bay], Tortola VG1120", "12 Harbour Road, [Claxton Bay]",
              "she is at 49 [Julia Creek] Apt. 5", "the corner of Jeronýmova 1960 and [Weöres Hills]",
              "Herman A. Johansen\n\n[Alexander Bay]\nSouth Africa")),
        Rule("a_streets_name", "drops capitalised words closed by a street's word no name list holds (Road, Rd, "
             "Avenue, Drive, Boulevard, Crescent, Highway...), or right before one on the same line, with no door's "
             "number before them, no person's dwelling said before them (\"I live on\", \"her flat off\") and no "
             "person cue around them (redaction/rules/street_names.py)", "\"closures around Ashton New Road\", "
             "\"the field off Victoria Road\": a street is named after people and towns, and no one is called "
             "\"Road\"; a street named alone identifies nobody, while Lane, Street, Way or Court can close a "
             "person's full name", DROP, _on_span(a_streets_name),
             ("closures around [Ashton New] Road", "a breakdown on [Birchwood] Avenue today",
              "the field off [Victoria] Road, about 18m", "escort_via='yard, [Kam Lake Rd]'",
              "segment '[Moss Glen Falls Rd]' is closed"),
             ("ask [Jordan Lane] today", "I live on [Victoria] Road now", "her flat off [Marlborough] Road",
              "sent to 14 [Victoria] Road", "Dear [Victoria] Road closures", "ask [Victoria] today",
              "thanks [Victoria]\nRoad closures", "ask [Peter] St John")),
        Rule("a_features_or_buildings_name", "drops capitalised words closed by the noun of a place's feature or a "
             "building that no one is called, or right before one on the same line: a noun no name list holds "
             "(Sluice, Stadium, Airport, Reservoir, Museum...), one a list holds only as a rare surname (Lock, Dam, "
             "Lode, Quay, Quarry) with no given name before it, or two that close a park's or a town's part together "
             "(National Park, Old Town); with no door's number before them, no person's dwelling said before them "
             "and no person cue around them (redaction/rules/features_and_buildings.py)", "\"Hermitage Lock\", "
             "\"Fogg Dam\", \"Abel Tasman National Park\" are things on the map named after people and places; no "
             "one is called \"Sluice\" or \"National Park\", while \"Jordan Lock\" or \"Grace Park\" can be a "
             "person's full name", DROP, _on_span(a_features_or_buildings_name),
             ("[Hermitage Lock] at Earith is closed", "the croc cruise + [Fogg Dam] + back to town",
              "take the boat thru [Denver] Sluice to the river", "near [Abel Tasman National Park], not ours",
              "Most of [Hull Old Town] is a conservation area", "a pump at [Denver Sluice] too"),
             ("ask [Jordan Lock] today", "ask [Grace Park] today", "I live near [Fogg Dam] now",
              "sent to 14 [Riverside] Quay", "Dear [Hermitage] Lock users", "ask [Hermitage] today",
              "near [National Park] now", "the corner of 4308 Morris Street and [Åström Viaduct]")),
        Rule("a_stops_name", "drops capitalised words closed by the noun of a stop, a lodging or a way that no one "
             "is called (Hut, Campsite, Trailhead, Junction, Ghat, Village, Crossing...; Trail, Landing, Jetty, "
             "Bridge only with no given name before them), or right before such a noun in lower case (\"Kibale "
             "village\", \"the Mubuku trail\", \"camp\" too) when they are no full name, open with no given name "
             "and are in no possessive; with no door's number nor a person's dwelling said before them, no person "
             "cue around them and not in an address (redaction/rules/service_stops.py)", "a trek's huts, a "
             "ferry's landings, a bus's junctions and a tour's villages are named after people, saints and towns; "
             "no one is called \"Hut\" or \"village\", while a stop said as where someone lives is that person's "
             "location", DROP, _on_span(a_stops_name),
             ("someone in Kampala told me [Elena Hut] is closed", "[John Matte] Hut is full tonight",
              "the [Mubuku] trail is muddy", "meet at [Kibale] village at 9", "check if [Layou] bridge road closed",
              "pickup from the [Sao Hill] turn-off", "the boat leaves [Bujuku] Landing at 9"),
             ("ask [Grace Landing] today", "I live in [Kibale] village now", "ask [Elena] today",
              "[Tunde]'s camp is full", "ask [Priya Okafor] village chief", "Dear [Elena], Hut 4 is yours",
              "sent to 14 [Kibale] Village")),
        Rule("a_vessels_name", "drops capitalised words right after a ship's prefix that is no title nor word (MV, "
             "SS, RMS, HMS, FV, RV, MT, USS...), or opening with one, with no person cue around them "
             "(redaction/rules/vessels_by_prefix.py)", "\"MV Liemba\", \"the MV Helena\", \"RMS St Helena\" are "
             "ships named after people and places; no person is written with a ship's prefix, while \"MS\" and "
             "\"MY\" are a title and a word too", DROP, _on_span(a_vessels_name),
             ("The MV [Helena] is due on Thursday", "[MV Liemba] is out of service", "confirm space on MV [Helliar]",
              "the FV [Girl Pamela] is in"),
             ("MS [Helena] Jones called", "MY [Helena] is due", "ask [Helena] today", "Dear MV [Helena], thanks")),
        Rule("a_conditions_name", "drops capitalised words right before a condition's noun (disease, syndrome, "
             "palsy, phenomenon...), in the possessive or not, that are no given name and surname, with no person "
             "cue before them (redaction/rules/named_conditions.py)", "\"Sever's disease\", \"Bell's palsy\", "
             "\"Down syndrome\" are named after the doctors who described them; nobody is called \"Sever's "
             "disease\", and a person who has it is written otherwise", DROP, _on_span(a_conditions_name),
             ("GP said maybe [Sever]'s disease??", "[Sever]'s disease (calcaneal apophysitis) is common",
              "she has [Bell]'s palsy", "a child with [Down] syndrome"),
             ("ask [Priya Okafor]'s disease team", "Mrs [Bell]'s palsy", "ask [Sever] today")),
        Rule("a_services_name", "drops capitalised words right before the noun of a program's interface (API, SDK, "
             "STK push, endpoint, webhook, callback), perhaps past more capitalised words of the service's name and "
             "one lower-case word (\"forecast endpoint\"), that are no given name and surname, in no possessive, "
             "with no person cue before them; a lone given name before \"callback\" is left "
             "(redaction/rules/services_by_their_interface.py)", "an error line or a log names the payment rail, "
             "the weather office or the platform that failed: \"Daraja STK push\", \"Square API\", \"MetService "
             "forecast endpoint\", \"Airtel Money callback\"; no person is reached through an endpoint",
             DROP, _on_span(a_services_name),
             ("TimeoutError: [Daraja] STK push to till 8842107 got no response",
              "[Square] API 401 UNAUTHORIZED for location 12", "lookup via Golf [Ireland] API timed out",
              "HTTP 503 from [MetService] forecast endpoint for station 4", "[Airtel] Money callback failed",
              "the [Paystack] webhook retried twice"),
             ("ask [Priya Okafor] API team", "[Grace] callback at 3pm", "Cust [Abdi Farah] asks callback",
              "[Priya]'s API key expired",
              "Dear [Square], API is down", "Mr [Square] API access", "ask [Square] today")),
        Rule("a_titled_signs_name", "drops capitalised words after an article and a title of rank (Lord, Lady, Duke, "
             "Marquis, Earl, King, Queen, Prince...), perhaps with \"of\", that are no given name and surname "
             "(redaction/rules/titled_signs.py)", "\"the Lord Nelson\", \"The Marquis of Granby\", \"the Queen "
             "Mary\" are pubs, inns and ships; a person is written \"Lord Smith\", never with the article",
             DROP, _on_span(a_titled_signs_name),
             ("last time at the Lord [Nelson] we got chips", "The Marquis of [Granby] is on the Wickford side",
              "moored by the [Lady Etheldreda] tonight"),
             ("ask Lord [Nelson] today", "the Lady [Priya Okafor] came", "ask the Dr [Okafor] today",
              "the [Nelson] family")),
        Rule("in_a_places_company", "drops a name listed beside a place (a country, a large city, a landform's "
             "or a water's name, a street's name), or before a place's common noun closing the list (area, "
             "district, counties...), or between \"out\" and \"way\", holding no given name nor surname of any "
             "name list, with no person cue around it; under a key no table reads as a place's or a thing's, only "
             "beside such a place: it needs a name's support no more, and is weighed as a place "
             "(redaction/rules/listed_places.py)", "a list holds things of one kind: \"Broad Creek, Oodnadatta and "
             "Harris Creek\", \"Govetts Leap Road, Blackheath\", \"the Cahir, Clonmel and Cashel area\", \"out "
             "Waihopai way\" name places in any domain; a place is kept unless said of a person", DROP,
             _in_a_places_company,
             ("Broad Creek, [Oodnadatta] and Harris Creek remain open", "Govetts Leap Road, [Blackheath] - pop in",
              "in the Cahir, [Clonmel] and Cashel area", "work out [Waihopai] way next week",
              "trucks to Accra, [Kumasi] and Tamale", 'stops: "[Kelburn]", "Accra"'),
             ("ask [Okafor] today", 'pax: "[Ryde]", "Accra"', '"guests": "[Ryde]", "Accra"',
              "Accra, [Okafor] and Tamale called", "[Villanueva], Rosario called",
              "trucks to Accra, [Kofi Mensah] and Tamale", "Accra, [Kerry] and Tamale", "Dear [Ryde], Accra is lovely",
              "the [Okafor] family way", "[Ryde], Rosario and Houston", "leaders: [Balto], Nanook area")),
        Rule("after_a_place_preposition", "drops capitalised words no name list holds (no given name nor surname of "
             "any locale or the census) right after a preposition of place (in, at, on, near, along, past, around, "
             "outside, behind, across, through, into...), with no person cue around them, before no door's number "
             "nor a street's word, and not after \"based\" nor a street with its door's number: it needs a name's "
             "support no more, and is weighed as a place (redaction/rules/place_prepositions.py)",
             "\"a smokehouse in Volendam\", \"stuck "
             "on the M6 past Athlone\", \"the pier at Nungwi\" name places in any domain; the people no "
             "name list holds stand after a person's cue (\"my name is\", \"Mr\", \"Hi\"), not after these "
             "words; a place is kept unless said of a person", DROP, _on_span(after_a_place_preposition),
             ("we are a smokehouse in [Volendam] and would like", "stuck on the M6 past [Athlone], will be late",
              "is the pier at [Nungwi] open", "a field near [Godshill], will the lorry fit",
              "I live in [Kaukonen] now"),
             ("in [Kerry] today", "a message from [Xiaoling] today", "shouted at [Xiaoling] today",
              "in [Tunde]'s car", "my name is [Xiaoling]", "in [Priya Okafor] today", "give it to [Tunde] today",
              "in [Mark Young] today", "The bus station is on [Ilichova] 2", "shows on [Cirineo Junctions] Street",
              "a design agency based in [Arveyes].", "refers to Hafnarstraeti 5 street in [Akureyri]. It")),
        Rule("listed_after_a_place_preposition", "drops capitalised words no name list holds, with no person cue "
             "around them, in a list (joined by commas, \"and\", \"or\", \"&\") whose first item stands right "
             "after a preposition of place and reads as a place by the rule above: it needs a name's support no more, "
             "and is weighed as a place (redaction/rules/places_listed_after_a_preposition.py)", "\"Jobs in Chivi, "
             "Zaka or Gutu\", \"at Bukuru or Barkin Ladi\": a list holds things of one kind, and the word before it "
             "says its first item is a place; a place is kept unless said of a person", DROP,
             _on_span(listed_after_a_place_preposition),
             ("Jobs in Chivi, [Zaka] or Gutu carry a charge", "ponds at Bukuru or [Barkin Ladi]?",
              "Evening milk at Cherangany and [Kapsara] will be collected"),
             ("give it to Tunde and [Kofi] today", "shouted at Xiaoling and [Bao] today", "in Kerry, [Zaka] and Gutu",
              "[Chivi], Zaka and Gutu", "at Chivi, [Kofi Mensah] and Gutu", "ask Chivi and [Zaka] today",
              "booked at Knockanore, [Ardfinnan], Co. Tipperary E91 P6C2.", "to the house on Hala Tupou, [Ma'ufanga], "
              "next to the bakery")),
        Rule("on_the_way", "drops capitalised words no name list holds after \"to\", \"from\" or \"via\" said "
             "after a way's noun no person owns (trip, road, route, way, walk, drive...), after a distance or a time "
             "of travel (15 minutes, 5 km), or at one end of a route \"from ... to ...\" whose other end holds no "
             "name either and that no person is said to travel; with no person cue around them, before no door's "
             "number nor a street's word: it needs a name's support no more, and is weighed as a place "
             "(redaction/rules/places_on_the_way.py)", "\"the trip to Wanaka\", \"15 minutes from Terminus\": a "
             "road leads to a place and a place is a distance from a place, not from a person; \"give it to "
             "Tunde\", \"a message from Xiaoling\" are no way, and \"we're coming up from Clonmel\" says where a "
             "person comes from; a place is kept unless said of a person", DROP, _on_span(on_the_way),
             ("the way up to [Kelburn] without", "the trip to [Wanaka]. It's",
              "about 15 minutes from [Terminus] and 25", "a 5-minute walk from [Brixton] station"),
             ("give it to [Tunde] today", "a message from [Xiaoling] today", "from [Xiaoling] to Bao",
              "from Tunde to [Kofi]", "we're coming up from [Clonmel], any", "my trip to [Wanaka] now",
              "we're coming from Clonmel to [Wanaka] now", "the road to [Wanaka] 12 today")),
        Rule("a_populated_place", "drops a name GeoNames lists as a populated place of 500 people or more (its "
             "own name, not its alternate names) that holds no given name nor surname of any name list and is no "
             "full name, on a route (before \"to\" and another name; after \"before\", \"between\", "
             "\"beyond\", \"reach\"; after \"to\" right after a vehicle's, a consignment's or a route's word or a "
             "distance, never a person's going) and before no number, with no person cue around it: it needs a "
             "name's support no more, and is weighed as a place (redaction/rules/populated_places.py)",
             "\"reach Palapye on Tuesday\", \"Lambourn to Lingfield\", "
             "\"the ferry to Shibushi\" name towns and villages the tool did not know; alone, many a village bears a "
             "name people bear that no list holds (\"a message from Ngaio\")", DROP, _on_span(a_populated_place),
             ("and reach [Palapye] on Tuesday", "Quote HTQ-7790 for [Lambourn] to Lingfield",
              "the ferry to [Shibushi] closes 60 minutes before"),
             ("ask [Kerry] today", "Mrs [Achterberg] called", "reach [Priya Okafor] today",
              "a message from [Ngaio] today", "I stayed with [Ngaio] in Otaki", "give it to [Ngaio] today",
              "and reach [Palapyeville] on Tuesday", "tuned before [Panorama] 2025",
              "Dr. Rees flew to [Padborg] on Thursday")),
        Rule("a_town_bearing_a_surname", "drops a name GeoNames lists as a populated place of 500 people or more "
             "right after a preposition of place (in, at, on, near, past, around...), none of whose words a list "
             "holds as a given name or the census as a common surname, no full name, in no possessive, before no "
             "door's number nor a street's word, with no person cue around it: it needs a name's support no more, "
             "and is weighed as a place (redaction/rules/towns_bearing_a_surname.py)", "\"the vet in Bray\", "
             "\"a survey in Kildare\", \"lands at Nadi\": many a town's name is a rare surname some list holds",
             DROP, _on_span(a_town_bearing_a_surname),
             ("vet in [Kildare] can only do the 12th", "our flight lands at [Nadi] at 5:25am",
              "the final is usually in [Palermo] in December"),
             ("ask [Kerry] today", "in [Madison] today", "tea at [Kildare]'s house", "shouted at [Kildare], says",
              "in [Hughes] today", "shows on [Wetherby] Road", "a design agency based in [Kildare].",
              "a message from [Kildare] today")),
        Rule("a_sites_whereabouts", "drops capitalised words right after the noun of a site no person is (stop, "
             "terminal, office, shop, lab, mill, depot, jetty, seafront, ruins, market...) and a preposition of "
             "place (on, at, in, near, by, off, along...), that open with no given name and are no full name, in no "
             "possessive, with no person cue around them (redaction/rules/sites_by_a_preposition.py)", "\"the "
             "coach stop on Somerled Square\", \"the seafront by Lamu Fort\", \"the ticket office on Blama "
             "Road\": a service says where its site stands, and a person is no site's whereabouts", DROP,
             _on_span(a_sites_whereabouts),
             ("leaves from the coach stop on [Somerled Square] at 9:15am", "the seafront by [Lamu Fort] gets busy",
              "our Freetown terminal on [Bai Bureh] Road", "cash at the ticket office on [Blama] Road",
              "the cupping lab at [Namatala] is open"),
             ("the shop near [Priya Okafor] today", "the stall by [Grace] today", "the stall at [Tunde]'s place",
              "the office near Mr [Okafor]", "ask [Somerled] today", "my house near [Tunde] now")),
        Rule("a_person_cue_first", "keeps a name after or before a person cue", "\"Dear Priya\", \"Okafor says\": "
             "privacy first, a cue outweighs any thing's pattern", KEEP, _person_cue,
             ("thanks, [Audeo]-L90", "my name is [Reviewer] 2"), ("device [Audeo]-L90",)),
        Rule("greeting_opening_a_line", "drops a greeting of any language that opens a line, closed by a mark "
             "or the line's end", "\"Kia ora,\", \"Habari,\", \"Howzit,\" greet: they are capitalised only "
             "because they open the message; a name after them is still judged (\"Kia ora, Aroha here\")", DROP,
             _greeting_opening_a_line, ("[Kia] ora, thanks for your message", "[Habari], how much is it",
                                        "[Howzit] - how many hours", "[Jambo]! A 40ft cube is"),
             ("Kia ora, [Aroha] here", "[Kia] said hello", "[Ola], thanks", "ask [Habari] today",
              "[Habari] Okafor, your order")),
        Rule("a_word_no_one_bears_greeting", "drops one word no name list holds (no given name nor surname of any "
             "locale or the census) that opens a message right before \"!\", or before a comma when it is a word "
             "in common use in running text", "\"Merħba!\", \"Hiya!\", \"Yep,\" greet or answer in the "
             "user's language, capitalised only because they open the message; a name no list holds is called "
             "before a comma (\"Tunde, a mechanic is\") or after a greeting (\"Diolch Carys!\"), and a name any "
             "list holds is left to the rules of names",
             DROP, _a_word_no_one_bears_greeting,
             ("[Merħba]! For Santa Lucija", "[Poa]! Full grain", "[Hiya]! A 1015 that", "[Yep], fully enclosed"),
             ("[Tunde], a mechanic is", "[Priya]! Your order", "Thanks [Merħba]! now", "[Ngaio]: your order",
              "[Diolch Carys]! Your order", "[Tunde Bakare Okafor]! hi")),
        Rule("a_greeting_of_any_language", "drops one word no name list nor place list holds that opens a message "
             "and closes its sentence there, alone before \"!\" "
             "(redaction/rules/greetings_of_any_language.py)",
             "\"Karibu!\", \"Akwaaba!\" greet in the writer's language, capitalised only because they open the "
             "message; a name no list holds is called before a comma (\"Tunde, a mechanic is\"), with a word of "
             "respect after it (\"Shathi apa,\") or after a title's abbreviation (\"Dkt. Mushi\"), which this "
             "rule leaves to the rules of names", DROP,
             _on_span(a_greeting_opening_a_message),
             ("[Karibu]! Mbao za msaji", "[Akwaaba]! The main crop price"),
             ("[Tunde], a mechanic is heading", "[Shathi] apa, apnar account", "[Tunde] here! your order",
              "[Len]. and welcome", "[Dkt]. Mushi, the invoice", "ask [Shikamoo] today",
              "[Tunde] Okafor. Your order")),
        Rule("part_of_a_coded_word", "drops a name joined by hyphens to a part with a digit or a lone letter",
             "\"Audeo-Lumity-L90\", \"Mul-T-Lock\" are models and makes; \"Smith-Jones\", \"al-Farsi\", "
             "\"Sato-san\" are names", DROP, _part_of_a_coded_word,
             ("device Audeo-[Lumity]-L90 did not respond", "[Mul]-T-Lock keys"),
             ("ask Anne-[Marie] today", "ask Ahmed al-[Farsi] today", "Sorry, [Sato]-san.")),
        Rule("numbered", "drops words of the language that are no given name, closed by a short number or a Roman "
             "numeral", "\"room Audiology "
             "2\", \"back to Reviewer 2\", \"the Stentor Student II\" are rooms, roles and models", DROP, _numbered,
             ("room [Audiology] 2. It takes", "sent back to [Reviewer] 2.", "the [Stentor Student] II to a branch"),
             ("ask [Priya] 2 times", "room [Okafor] 2.", "ask [Grade] 5 Smith", "The bus station is on [Ilichova] 2",
              "the corner of Rue de [Birmingham] 372 and Borbála Bridge")),
        Rule("opens_with_a_brand", "drops words opening with a well-known brand that is no given name, or right "
             "after one when no name list holds them, unless a given name and a surname", "\"Nike Vaporfly\", "
             "\"Bosch Serie 6\" are a brand's products; \"Pay Priya\" is a person", DROP, _opens_with_a_brand,
             ("is the [Nike Vaporfly] ok", "will the [Bosch Serie] 6 oven fit", "is the Nike [Vaporfly] ok"),
             ("ask [Priya Okafor] today", "ask [Nike] today", "Pay [Priya] now", "Pay [Okafor] now",
              "Pay [Priya Okafor] now")),
        Rule("ends_in_a_word_no_one_bears", "drops words of the language ending in one no name list holds, with no "
             "given name first", "\"Grand Tourer\", \"Coastal Hydrology\" name a car and a field; \"Mensah "
             "Office\", \"Manlio Capon\", \"Elmhurst Cl\" hold a word the language lacks", DROP,
             _ends_in_a_word_no_one_bears, ("the [Grand Tourer] would be 89", "for [Coastal Hydrology] are due"),
             ("ask [Mensah Office] hours", "[Manlio Capon], the clerk", "at the corner of [Semmens Greens]",
              "'8 [Elmhurst Cl], Sutton'")),
    ),
    lambda example, engine: Span.of(example, engine.person_support),
)
