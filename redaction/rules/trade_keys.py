"""A key whose head is a trade people practise, or a role, is a person's role key.

A text directly under a key in a person's role (`engineer`, `driver`, `approvedBy`...) is typed by its shape: a name
is a PERSON (redaction/recognizers/keys.py). The roles were those of records and logs (a customer, a patient, a
witness), and the key's last word had to be one: a job's record names its craftsman by their trade (`"shaper":
"Wayne"`, `"conservator": "Ailsa"`, `"farrier": "Dai"`), a trip's manifest its guide and its passengers (`guide="nick
w"`, `pax="Carter-Hughes, Emily"`), a list of its guides each of them (`"guides": ["Nick Wallace", "Grace"]`),
and a key may put its head first (`driller_in_charge`, `contact_at_supplier`): those names stayed in the fixture and
in every text that wrote them. A trade's word is read as a role, its plural too (each item of a list under it is
one of them), and a role or a trade before `in`, `at`, `on`, `of` or `for` is the key's head. The value is then
judged as under any role key: words of the language ("pending"), nobody ("unassigned") and groups ("Crew B",
"Wayne Industries Ltd") name no one; a number under a trade's key names no one either (`fitter=van_3` is a van).

Applied to each key as a role key is read (`role_entity`). AS_PERSON: the key names a person's role, its head is
the key's words up to that role; no rule: the key is read as before.
"""

from __future__ import annotations

from redaction.rules import Rule, Table, Verdict, key_example

# Trades and crafts people practise, and the people a trip counts, by their usual word: a record of a job, a visit or
# a trip names them. Words that also name a thing in software (`host`, `pilot`, `runner`) are left out, and so is a
# group's (`crew`: `crew=PLACENCIA-A` names a crew, not one of its members).
TRADE_WORDS = frozenset({
    "shaper", "driller", "conservator", "restorer", "guide", "captain", "pax", "jumper", "picker",
    "thatcher", "luthier", "farrier", "plumber", "electrician", "builder", "carpenter", "joiner", "mechanic",
    "fitter", "installer", "photographer", "videographer", "florist", "baker", "groomer", "stylist", "barber",
    "hairdresser", "tailor", "seamstress", "gardener", "landscaper", "roofer", "decorator", "glazier", "locksmith",
    "welder", "valuer", "appraiser", "lifeguard", "ranger", "warden", "steward", "stewardess", "porter",
    "receptionist", "cashier", "dispatcher", "foreman", "forewoman", "chef", "waiter", "waitress", "shearer",
    "deckhand", "trucker", "mover", "nanny", "babysitter", "sitter", "vet", "veterinarian", "pharmacist",
    "optician", "celebrant", "officiant", "caterer", "bartender", "masseur", "masseuse", "beautician", "tiler",
    "bricklayer", "stonemason", "mason", "scaffolder", "upholsterer", "cobbler", "jeweller", "jeweler",
    "engraver", "framer", "paramedic", "chaperone", "lineman", "rigger",
})  # fmt: skip
# Words that open a key's tail after its head: `driller_in_charge`, `contact_at_supplier`, `officer_on_duty`.
PREPOSITIONS = frozenset({"in", "at", "on", "of", "for"})


def _singular(word: str) -> str:
    """A trade's plural as the trade (`guides` is `guide`); any other word as it is."""
    return word[:-1] if word not in TRADE_WORDS and word.endswith("s") and word[:-1] in TRADE_WORDS else word


def _a_trade(word: str) -> bool:
    return _singular(word) in TRADE_WORDS


def _role_or_trade(word: str) -> bool:
    from redaction.recognizers.keys import PERSON_ROLE_WORDS  # the key reader imports this module

    return _a_trade(word) or word in PERSON_ROLE_WORDS


def _first_preposition(words: tuple[str, ...]) -> int | None:
    return next((index for index, word in enumerate(words) if word in PREPOSITIONS), None)


def head_before_a_preposition(words: tuple[str, ...]) -> bool:
    """Whether a role or a trade stands right before the key's first preposition (`driller_in_charge`)."""
    index = _first_preposition(words)
    return index is not None and index > 0 and index < len(words) - 1 and _role_or_trade(words[index - 1])


def a_trade_last(words: tuple[str, ...]) -> bool:
    """Whether the key's last word is a trade, or its plural (`shaper`, `guides`)."""
    return bool(words) and _a_trade(words[-1])


def role_head(words: tuple[str, ...]) -> list[str]:
    """The key's words up to its role, the role singular: `driller_in_charge` is `driller`, `guides` `guide`."""
    if head_before_a_preposition(words):
        words = words[: _first_preposition(words)]
    return [*words[:-1], _singular(words[-1])]


TRADE_KEYS: Table[tuple[str, ...]] = Table(
    "Keys of a trade",
    "Each key a text stands directly under, as a role key is read (redaction/recognizers/keys.py). AS_PERSON: the "
    "key names a person's role, its head ending at the role; no rule: read as before.",
    (
        Rule("a_role_before_a_preposition", "reads as a role a key whose word before `in`, `at`, `on`, `of` or `for` "
             "is a role or a trade", "a key may put its head first: `\"driller_in_charge\": \"Otieno\"` and "
             "`\"contact_at_supplier\": \"Gary\"` name a person, whatever the charge or the supplier",
             Verdict.AS_PERSON, head_before_a_preposition,
             ("driller_in_charge", "contact_at_supplier", "officer_on_duty", "guide_for_group"),
             ("number_of_guests", "proof_of_address", "in_stock", "date_of_birth", "price_for_member")),
        Rule("a_trade_people_practise", "reads as a role a key whose last word is a trade people practise or its "
             "plural (a shaper, a driller, a conservator, a guide, a passenger's `pax`...)",
             "a job's record names its craftsman by the trade (`\"shaper\": \"Wayne\"`, `\"conservator\": "
             "\"Ailsa\"`), a trip's manifest its guides and passengers (`guide=\"nick w\"`, `\"guides\": [\"Nick "
             "Wallace\"]`): those names stayed in the fixture; words of the language and groups stay nobody",
             Verdict.AS_PERSON, a_trade_last,
             ("shaper", "job.conservator", "guides", "pax", "lead_guide", "farrier"),
             ("guide_url", "trade", "host", "crew", "crew_size", "shape")),
    ),
    key_example,
)
