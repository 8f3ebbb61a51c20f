"""A catalogue entry's name is kept whole: the number in a model's or a product's name is the model's.

A product, a model or a plan is named with its number ("Baxi 800 Combi 2", "Tata LPT 1618", "Kartar 4000"), and a
shape recognizer reads that number as a street's ("800 Combi 2"), a code after its letters ("LPT 1618") or a
postcode ("1618"), and the name model its capitalised word as a person. The session holds the name under a key
whose head names what is sold to many by its name (`model`, `product`, `item`, `article`, `variant`, `make`; not
every catalogue word of redaction/rules/unowned.py: a `lot` may be a plot of land, a `service_address` a home),
written as a name (a few capitalised words, a number among them: `a_names_shape` of redaction/rules/fields.py), so
a guess of those kinds found inside it is dropped, in the field and in every text of the session that writes the
name. A person's full name (a given name and a surname) stands wherever it is, and so does what no shape guesses (an
e-mail, a phone, a card), a date, or a number a key typed; a name without a number is left to the rules for guessed
names (`guessed_name_under_a_key_no_one_owns`).
"""

from __future__ import annotations

from redaction.known_values import holds_as_words
from redaction.recognizers.keys import key_words

# The words of keys holding what is sold to many by its name: a product, a model, an item. Not every catalogue word
# of redaction/rules/unowned.py: a `lot` may be a plot of land ("Lot 12102"), a `service_address` a home.
SOLD_WORDS = frozenset({"product", "model", "item", "article", "variant", "make"})
# Words after the thing's word that only say which of its values this is: `product_name`, `items[0].name`.
_NAMING_WORDS = frozenset({"name", "title", "label", "display", "full"})

# What a shape or the name model guesses inside a name of a few words: a street, a postcode, a code, a name.
GUESSED_INSIDE = frozenset({"STREET_ADDRESS", "ZIP_CODE", "IDENTIFIER", "PERSON", "LOCATION"})

# (key, value, whether the value is a catalogue entry's name kept whole)
NAMES: tuple[tuple[str, str, bool], ...] = (
    ("model", "Baxi 800 Combi 2", True), ("model", "Tata LPT 1618", True), ("product", "Kartar 4000", True),
    ("year_make_model", "2021 Polaris INDY 650", True), ("items.name", "Dining Table 4", True),
    ("model", "Baxi Combi", False),  # no number: the rules for guessed names judge it
    ("holder", "Baxi 800 Combi 2", False),  # a person's role, not a catalogue's entry
    ("booking_ref", "Tata LPT 1618", False),  # an identifier's key
    ("model", "replaced on 12 March by the engineer, see note 4", False),  # prose, not a name
    ("lot", "Lot 12102", False),  # a lot may be a plot of land
    ("serviceAddress", "Unit 3B, Sunrise Apartments, Middle Road", False),  # a service's address is a home
    ("model_owner", "Baxi 800 Combi 2", False),  # the key's head is a person's
)


def a_catalogue_name(key: str | None, value: str) -> bool:
    """A name of a few capitalised words with a number, under a key naming a catalogue's entry: `"model": "Baxi 800
    Combi 2"`."""
    from redaction.rules.fields import a_names_shape  # the fields' table imports the recognizers, which import this

    if key is None:
        return False
    words = [word for part in key.split(".") for word in key_words(part)]
    named = [word for word in words if word not in _NAMING_WORDS]
    head = named[-1] if named else ""
    value = value.strip()
    return (
        bool(words) and (head in SOLD_WORDS or head.removesuffix("s") in SOLD_WORDS)
        and any(char.isdigit() for char in value) and any(char.isalpha() for char in value) and a_names_shape(value)
    )  # fmt: skip


# (text, the catalogue names the session holds, the span guessed and its type, whether it is dropped)
EXAMPLES: tuple[tuple[str, frozenset[str], str, str, bool], ...] = (
    ("The Baxi 800 Combi 2 passed its check", frozenset({"baxi 800 combi 2"}), "800 Combi 2", "STREET_ADDRESS", True),
    ("a Tata LPT 1618 with a flat tyre", frozenset({"tata lpt 1618"}), "LPT 1618", "IDENTIFIER", True),
    ("a Tata LPT 1618 with a flat tyre", frozenset({"tata lpt 1618"}), "Tata", "PERSON", True),
    ("call Tata Okafor on 1618", frozenset({"tata lpt 1618"}), "Tata Okafor", "PERSON", False),  # not inside it
    ("a Tata LPT 1618 for Tata", frozenset({"tata lpt 1618"}), "1618", "DATE_TIME", False),  # no guess of a name
)


def inside_a_catalogue_name(value: str, entity: str, names: frozenset[str] | set[str] | list[str]) -> bool:
    """Whether a guess of `entity` reading `value` stands as words inside one of `names` (casefolded catalogue
    names the session holds)."""
    if entity not in GUESSED_INSIDE or not value.strip():
        return False
    folded = value.casefold().strip()
    return any(holds_as_words(name, folded) for name in names)

