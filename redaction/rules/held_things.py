"""A name the session's tools hold as a firm's, a body's or a product's is that thing wherever the session writes it.

The dual of the held values (redaction/known_values.py): a personal value a tool holds is replaced in every text of
the session, and a name a tool holds under a key naming a firm, a public body or a product (`company`,
`co`, `operator`, `issuedBy`, `supplier`, `insurer`, `clinic`, `office`, `product`, `model`...) is that thing in
every text of the session. The name model reads such names as people's ("Kingborough" of `"issuedBy":
"Kingborough Council"`, "Coral Ledge Divers", "Alfamart" of `"merchant": "Alfamart"`), and a guess once
taken is replaced wherever the session writes the words, in the tool's own field too; the session's tools say what
the words are. So a guess of a name or a place standing as words inside such a held name is dropped, in the field
and in every text.

Privacy first: a name opening with a given name of any name list is no held thing unless it ends in an
organisation's noun or suffix after words no one bears as a full name (an operator, a vendor or a supplier may be a
sole trader, and `"operator": "Joe Mannion"` runs a machine), nor are two or three capitalised words none of which
is a word of the language or an organisation's noun ("Tunde Bakare"); a name the session also holds under a person's
key (a guest's, a contact's, any field a key types as a person's), or that holds such a name as its words
(`"company": "Mark Young Plumbing"` beside `"contact": "Mark Young"`), is no held thing; and a guess a strong cue
makes a person's ("Dear Coral Ledge", `contact=Coral Ledge`) stands. A key with a person's role in it
(`company_contact`, `supplier_rep`) names a person, and a value that is prose, not a name of a few capitalised
words, names nothing; nor does a name in a script without capitals, whose shape does not tell a firm's name from a
person's (`"operator": "सुनील वर्मा"` runs a swap station).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from redaction.known_values import holds_as_words
from redaction.recognizers import support as lexicon
from redaction.recognizers.keys import PERSON_ROLE_WORDS, key_words
from redaction.rules.named_by_a_site_or_a_body import (
    held_by_its_words,
    names_a_site_or_a_body,
    without_a_qualifier,
    without_lower_case_words_before,
)

if TYPE_CHECKING:
    from redaction.recognizers.support import PersonSupport

# The head words of keys holding a firm's, a public body's or a product's own name: who runs, issues,
# supplies, insures or sells something, where a business or a body stands, what is sold to many by its name. Not a
# trade people practise (a `courier`, a `broker`, an `agent`: PERSON_ROLE_WORDS), nor a place anyone lives in.
FIRM_WORDS = frozenset({
    # firms and who a firm is to the session: it runs, issues, supplies, insures, lends, carries, sells
    "company", "co", "firm", "business", "corporation", "operator", "issuer", "supplier", "vendor", "insurer",
    "underwriter", "lender", "bank", "carrier", "merchant", "retailer", "distributor", "manufacturer", "maker",
    "brand", "employer", "dealership", "franchise", "chain", "organisation", "organization", "org",
    # public bodies and institutions
    "authority", "council", "agency", "ministry", "department", "registry", "court", "tribunal",
    "institution", "institute", "university", "college", "school", "charity", "association", "federation",
    "club", "union", "body",
    # sites a business or a body runs
    "clinic", "practice", "hospital", "lab", "laboratory", "pharmacy", "office", "branch", "store", "shop",
    "hotel", "resort", "venue", "depot", "warehouse", "lodge",
    # what is sold to many by its name (not a vessel: a fishing boat's name tells who its crew are)
    "product", "model", "make", "item", "service",
    # the same in the languages of the sessions read, where the key tables do not read them in English
    "firma", "empresa", "entreprise", "unternehmen", "sirket", "perusahaan", "societe", "azienda", "bedrijf",
    "versicherer", "verzekeraar", "aseguradora", "assureur", "proveedor", "fornitore", "fournisseur", "lieferant",
    "leverancier", "fornecedor", "banco", "banca", "banque", "behoerde", "ente", "entidad", "laboratorija",
    "laboratorio", "labor", "klinik", "clinica", "produkt", "producto", "prodotto", "produto", "produit", "modelo",
    "modell", "modele", "hotell", "dairesi", "distillery", "abattoir", "winery", "brewery", "mill",
})  # fmt: skip
# Words after the thing's word that only say which of its values this is: `company_name`, `supplier.display`.
_NAMING_WORDS = frozenset({"name", "title", "label", "display", "full", "trading", "legal", "registered"})
# A key written as the act and its agent: `issuedBy`, `operated_by`, `suppliedBy` name the firm that did it.
_DONE_BY = frozenset({"issued", "operated", "supplied", "provided", "insured", "run", "managed", "sold", "serviced",
                      "underwritten", "published", "manufactured"})  # fmt: skip
# A firm's legal form, written in lower case by some ("Harland Castings plc", "Mahlangu Holdings (pty) ltd").
_SUFFIXES = frozenset({"plc", "ltd", "llc", "llp", "inc", "co", "pty", "gmbh", "bv", "nv", "srl", "sa", "ag", "oy",
                       "ab", "as", "sdn", "bhd", "pvt", "lda", "spa", "sarl", "kft", "doo"})  # fmt: skip
_THING_CHARS = 80
_THING_WORDS = 8
# What a guess reads inside a held name: a person's name, a place, a group.
GUESSED_INSIDE = frozenset({"PERSON", "LOCATION", "NRP"})

# (key, value, whether the value is a held thing's name)
HELD: tuple[tuple[str, str, bool], ...] = (
    ("issuedBy", "Kingborough Council", True), ("company", "Coral Ledge Divers", True),
    ("co", "Island Caretaking LLC", True), ("operator", "Jungle Line Roatán", True),
    ("merchant", "Alfamart", True), ("supplier.name", "Tiare Wheels Rarotonga", True),
    ("insurer", "Hiscox", True), ("clinic", "Northside Animal ER", True),
    ("employer.name", "Harland Castings plc", True), ("service.court_name", "Ipswich Crown Court", True),
    ("company_contact", "Noel Leeming", False),  # a person's role in the key
    ("issued_to", "Noel Leeming", False),  # done to someone, not by a firm
    ("company", "we spoke to the office about it", False),  # prose, not a name
    ("company", "4471-22", False),  # a code, judged by the identifiers' rules
    ("vessel.name", "Jaluit Queen", False),  # a fishing boat's name tells who its crew are
    ("operator", "सुनील वर्मा", False),  # a script without capitals: its shape says no firm's name from a person's
    ("approvedBy", "Noel Leeming", False),  # an act no firm is named by here
)


def held_thing(key: str | None, value: str) -> bool:
    """A name of a few capitalised words under a key naming a firm, a body or a product: `"operator":
    "Jungle Line Roatán"`, `"issuedBy": "Kingborough Council"`."""
    from redaction.rules.fields import a_names_shape  # the fields' table imports the recognizers, which import this

    if key is None:
        return False
    words = [word for part in key.split(".") for word in key_words(part)]
    if not words or any(word in PERSON_ROLE_WORDS for word in words):
        return False
    named = [word for word in words if word not in _NAMING_WORDS] or [""]
    done_by = len(named) >= 2 and named[-1] == "by" and named[-2] in _DONE_BY
    head = "issuer" if done_by else named[-1]
    value = value.strip()
    named_so = head in FIRM_WORDS or head.removesuffix("s") in FIRM_WORDS
    return (
        (named_so or held_by_its_words(words, value))
        and len(value) <= _THING_CHARS and len(value.split()) <= _THING_WORDS
        and sum(char.isalpha() for char in value) >= 2 and any(char.isupper() for char in value)
        and a_names_shape(" ".join(word for word in value.split() if word.strip(".,()").casefold() not in _SUFFIXES))
        and sum(char.isdigit() for char in value) <= sum(char.isalpha() for char in value) // 2
    )  # fmt: skip


def written_as_a_persons_name(value: str, is_word: Callable[[str], bool]) -> bool:
    """Two or three capitalised words, none a word of the language nor an organisation's or a site's noun: a
    person's given name and surname of a name list the lexicon lacks ("Tunde Bakare", "Sivakumar Kanagaratnam"), as
    a vendor's or a supplier's name may be a sole trader's."""
    words = lexicon.name_words(value)
    return (
        2 <= len(words) <= 3 and len(words) == len(value.split()) and all(word[:1].isupper() for word in words)
        and not any(is_word(word) for word in words) and not lexicon.names_an_organisation_or_site(words)
    )  # fmt: skip


def opens_with_a_given_name(value: str) -> bool:
    """A name opening with a given name of any name list, unless it ends in an organisation's noun or suffix or a
    site's noun after words no one bears as a given name and a surname: an operator, a vendor or a supplier may be
    a sole trader, a machine's operator a person ("Joe Mannion", "Tunde Bakare"); "Jai Durga Indane Service" is a
    distributor."""
    words = lexicon.name_words(value)
    if not words or words[0].casefold() not in lexicon.world_given_names():
        return False
    name = words[:-1]
    surname = name[-1] if len(name) >= 2 else words[-1]
    return not lexicon.names_an_organisation_or_site(words) or surname.casefold() in lexicon.world_names()


def things_held(held: list[tuple[str | None, str]], persons: list[str],
                is_word: Callable[[str], bool] = lambda word: True) -> frozenset[str]:
    """The casefolded names `held` (key and value of every field of the session) holds as things, none of them a name
    the session holds under a person's key (`persons`) nor holding one as its words, nor opening with a given name nor
    written as a person's name (`is_word`: a word of the language)."""
    people = [person.strip().casefold() for person in persons if person.strip()]
    things = set()
    for key, value in held:
        if (not held_thing(key, value) or opens_with_a_given_name(without_a_qualifier(value))
                or (written_as_a_persons_name(value, is_word) and not names_a_site_or_a_body(value))):  # fmt: skip
            continue
        folded = value.strip().casefold()
        if not any(person == folded or holds_as_words(folded, person) for person in people):
            things.add(folded)
    return frozenset(things)


# (text, the names the session holds as things, the span guessed and its type, whether it is dropped)
EXAMPLES: tuple[tuple[str, frozenset[str], str, str, bool], ...] = (
    ("Kingborough said the permit is fine", frozenset({"kingborough council"}), "Kingborough", "PERSON", True),
    ("Refunded by Alfamart today", frozenset({"alfamart"}), "Alfamart", "PERSON", True),
    ("we dived with Coral Ledge Divers", frozenset({"coral ledge divers"}), "Coral Ledge", "PERSON", True),
    ("Dear Coral Ledge, thanks", frozenset({"coral ledge divers"}), "Coral Ledge", "PERSON", False),  # a strong cue
    ("ask Coral Okafor", frozenset({"coral ledge divers"}), "Coral Okafor", "PERSON", False),  # not inside it
    ("paid 0412 to Hiscox", frozenset({"hiscox"}), "0412", "IDENTIFIER", False),  # no guess of a name
)
_AROUND = 40


def inside_a_held_thing(text: str, start: int, end: int, entity: str, things: frozenset[str],
                        support: PersonSupport) -> bool:
    """Whether a guess of `entity` reading `text[start:end]` stands as words inside one of `things` (casefolded
    names the session holds as things), with no strong cue before it that makes it a person's."""
    value = text[start:end]
    if entity not in GUESSED_INSIDE or not value.strip():
        return False
    before, after = text[max(0, start - _AROUND) : start], text[end : end + _AROUND]
    if support.cued(before, after) and (lexicon._CUE_BEFORE.search(before) or lexicon._KEY_BEFORE.search(before)):
        return False  # "Dear Coral Ledge", `contact=Coral Ledge`: the cue outweighs what the tools hold
    folded = value.casefold().strip()
    # A guess may reach over a lower-case article or particle before the name ("li Oficina Cobán", Q'eqchi's "the").
    bare = without_lower_case_words_before(value).casefold()
    return any(holds_as_words(thing, folded) or (bare and holds_as_words(thing, bare)) for thing in things)
