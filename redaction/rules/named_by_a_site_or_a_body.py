"""A name a tool holds whose own words say a site or a body is that site's or that body's, whatever its key.

A firm's, a body's or a site's name held under a key naming one (`company`, `office`, `depot`) is a held thing
(redaction/rules/held_things.py). But a business names its own places and bodies under keys of its own trade
(`"camp": "Sitatunga Pan Camp"`, `"weighbridge": "Malava Weighbridge"`, `"amcos": "Nanyamba AMCOS"`, `"bodega":
"Bodega Carchá"`, `"lugar": "Oficina Cobán"`, `halls[0].name`), no list of keys can hold them all, and the name
model reads their first words as people's. The name's own words say what it is: a noun of a site, or of a body
people form, closes it in languages that put the noun last ("... Weighbridge", "... Farmers Cooperative", "... Hall
(Main)"), and opens it in those that put it first ("Bodega ...", "Oficina ...", "Ghala ...", "Koperasi ..."). So
such a name, held in a tool's field, is a held thing: a guess of a name or a place inside it is dropped, in the
field and in every text of the session (a guess that reads a lower-case article before it too: "li Oficina Cobán").
A firm's trade or legal form ("... Construction", "... Ltd", "... Trust") says nothing here: a customer trades
under one.

Privacy first: the key must name something besides a name (a key that is only a name's, `name`, may be a
person's record), and nothing of a person's: no person's role nor a record a person holds (`customer`, `account`,
`policy`), no home, holding or firm of theirs (`home`, `address`, `property`, `farm`, `tradingName`), no part they
play in a transaction (`importer`, `grower`) and no place goods are taken to them (`destination`, `delivery`); a
noun opening the name must be no name of any name list ("Tienda Ruiz" may be a surname first); a parenthesised
qualifier after the name is read as no word of it ("(Main)"). The held things' own guards still hold: a name
opening with a given name ("John Hall"), or one the session also holds under a person's key, is no held thing.
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon
from redaction.recognizers.keys import ID_OWNER_WORDS
from redaction.rules.teams_and_units import UNIT_CLOSING_NOUNS, UNIT_OPENING_NOUNS

# Nouns that close the name of a site or a body, beside the lexicon's (ORGANISATION_ENDINGS: a firm's noun or
# suffix, a business's site, a public site): where goods are weighed, landed, stored or made, where people gather
# or worship, and the bodies farmers and savers form.
CLOSING_NOUNS = frozenset({
    "camp", "weighbridge", "wharf", "jetty", "landing", "pier", "quay", "dock", "airstrip", "aerodrome", "terminus",
    "factory", "mill", "plant", "ginnery", "market", "mart", "shed", "godown", "silo", "bakery", "dispensary",
    "laboratory", "pavilion", "auditorium", "theatre", "theater", "cinema", "church", "cathedral", "chapel",
    "mosque", "temple", "monastery", "parish", "headquarters", "hq", "secretariat", "desk", "counter",
    "cooperative", "co-operative", "coop", "co-op", "committee", "society", "sacco", "saccos", "amcos", "cooperatives",
}) | UNIT_CLOSING_NOUNS  # fmt: skip
# Nouns that open the name of a site or a body in the languages that put the noun first (Spanish, Portuguese,
# French, Italian, Swahili, Indonesian and Malay).
OPENING_NOUNS = frozenset({
    "oficina", "bodega", "almacen", "almacén", "sucursal", "agencia", "cooperativa", "comité", "comite", "comisión",
    "comision", "hospital", "clinica", "clínica", "centro", "escuela", "colegio", "parroquia", "aeropuerto",
    "muelle", "planta", "fabrica", "fábrica", "escritório", "escritorio", "armazém", "armazem", "agence",
    "magasin", "entrepôt", "entrepot", "dépôt", "depot", "coopérative", "cooperative", "hôpital", "école",
    "église", "paroisse", "gare", "aéroport", "usine", "ufficio", "magazzino", "negozio", "filiale", "stazione",
    "ospedale", "ofisi", "ghala", "soko", "kiwanda", "chama", "gudang", "pasar", "koperasi", "pabrik", "gereja",
    "masjid", "stasiun", "bandara", "pelabuhan", "dermaga",
}) | UNIT_OPENING_NOUNS  # fmt: skip
# A key's words that say its value is a person's own: their name, their home, what they own or trade under (a farm,
# a station, a plot, a firm's registered or trading name), the party they are to a transaction, or where goods are
# taken to them.
_PERSONAL_KEY_WORDS = frozenset({
    "home", "address", "residence", "resident", "street", "village", "hometown", "birthplace", "domicile",
    "first", "last", "given", "surname", "middle", "maiden", "nickname", "alias", "fullname", "person", "people",
    "responsible", "signed", "by", "property", "farm", "land", "plot", "parcel", "estate", "holding", "entity",
    "trading", "registered", "legal", "importer", "exporter", "declarant", "shipper", "seller", "grower", "farmer",
    "producer", "dest", "destination", "to", "delivery", "deliver", "drop", "dropoff", "shipping", "billing",
})  # fmt: skip
# A key's words that only say its value is a name (`name`, `display_name`), of a person's record or a thing's.
_A_NAMES_WORDS = frozenset({"name", "names", "title", "label", "display", "full"})
_QUALIFIER = re.compile(r"\s*\([^()]*\)\s*$")


def without_a_qualifier(value: str) -> str:
    """The name without a parenthesised qualifier after it ("Mar Gewargis Hall" of "Mar Gewargis Hall (Main)")."""
    return _QUALIFIER.sub("", value.strip())


def without_lower_case_words_before(guess: str) -> str:
    """A guess without the lower-case words it read before a capitalised one ("Oficina Cobán" of "li Oficina
    Cobán": a guess of a name may reach over an article of a language the model does not know); empty when there
    were none."""
    words = guess.split()
    start = next((index for index, word in enumerate(words) if word[:1].isupper()), 0)
    return " ".join(words[start:]) if 0 < start < len(words) else ""


def names_a_site_or_a_body(value: str) -> bool:
    """Whether the name's own words say a site or a body: two words or more, the last written a noun closing such a
    name ("Malava Weighbridge", "Lukupa Farmers Cooperative", "Mar Gewargis Hall (Main)"), no comma before it, or the
    first a noun opening one that no name list holds, a comma only before its last word, a legal form ("Bodega
    Carchá", "Cooperativa Terra de Miranda, CRL"). A phrase is no name: "To Alasdair, Leith Academy 1958" is a
    dedication that names a person before the school, and it does not end in the school's noun."""
    tokens = without_a_qualifier(value).split()
    words = lexicon.name_words(" ".join(tokens))
    if len(words) < 2 or len(tokens) < 2:
        return False
    first, last = words[0].casefold(), tokens[-1].casefold()
    if "," not in value and (last in CLOSING_NOUNS or last in lexicon.SITE_NOUNS or last in lexicon.PUBLIC_SITES):
        return True
    return (
        first in OPENING_NOUNS and first not in lexicon.world_names() and tokens[0].casefold() == first
        and "," not in " ".join(tokens[:-1]).rstrip(",")
    )  # fmt: skip


def held_by_its_words(key_words: list[str], value: str) -> bool:
    """Whether a name under a key of these words (read in English) is held as a site's or a body's by its own
    words: the key names something besides a name, and no person, no record a person holds (an account, a policy)
    nor a person's own name, home, holding, firm or part in a transaction."""
    return (
        any(word not in _A_NAMES_WORDS for word in key_words)
        and not any(word in ID_OWNER_WORDS or word in _PERSONAL_KEY_WORDS for word in key_words)
        and names_a_site_or_a_body(value)
    )


# (key's words, value, whether the name is held by its own words)
EXAMPLES: tuple[tuple[tuple[str, ...], str, bool], ...] = (
    (("camp",), "Sitatunga Pan Camp", True),
    (("weighbridge",), "Malava Weighbridge", True),
    (("coop",), "Lukupa Farmers Cooperative", True),
    (("amcos",), "Nanyamba AMCOS", True),
    (("bodega",), "Bodega Carchá", True),
    (("place",), "Oficina Cobán", True),
    (("halls",), "Mar Gewargis Hall (Main)", True),
    (("customer",), "Malava Weighbridge", False),  # a person's role in the key
    (("home",), "Kinim Village Hall", False),  # a home's key
    ((), "Mar Gewargis Hall", False),  # only a name's key: it may be a person's record
    (("vendor",), "Tienda Ruiz", False),  # a surname first, though a noun of a site in Spanish
    (("camp",), "Sitatunga", False),  # one word says nothing of what it names
    (("lead",), "Kabelo Kgosietsile", False),
    (("inscription",), "To Alasdair, Leith Academy 1958", False),  # a phrase naming a person, not a site's name
    (("entidade",), "Cooperativa Terra de Miranda, CRL", True),
)
