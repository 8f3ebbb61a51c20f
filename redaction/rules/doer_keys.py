"""A key named for what someone does (`runner`, `keeper`, `attendant`, `therapist`) holds that person's name or handle.

A text directly under a key in a person's role is typed by its shape (redaction/recognizers/keys.py), and the roles
were listed words: records and logs of every trade name the one who did the job by a word made of what they do, a
verb's doer (`runner="Mateusz Wróblewski"`, `keeper="Ngozi Chukwu"`, `hiker="Tomás Álvarez Rojas"`,
`attendant=kbrandt`, `draper=kavitha.r`), and no list holds every such word. A key whose last word ends as a doer's
does in English (-er, -or, -ant, -ist) names its person, unless the word is a thing's (`server`, `folder`, `vendor`,
`order`, `sensor`, `variant`, `playlist`) or a firm's (`employer`, `haulier`, a ferry's `operator`). Such a word
says less than a listed role, so only a value in a person's own shape is read under it: two to five capitalised
words, or all in lower case as a form typed them (`renter=jono mcleod`), that are not all words of the language
("Ngozi Chukwu", "Rhiannon ap Dafydd"), or a handle in lower case whose parts a dot or an underscore joins and are
not all words of the language (`kavitha.r`, `hassan_b`); one word
("Stripe"), words of the language ("Main Gateway"), words after "The" (`artist="The Fernhill Collective"`, a band),
a value holding the key's own word (`cushion_rubber="Northern Rubber"`, a rubber by its maker's name), digits and
groups name no one.

A handle whose parts an underscore joins, one of them an initial (`hassan_b`, `jess_k`; not `walk_in` or `on_call`), or
a dotted one with a hyphen in a part (`kwame.osei-tutu`) is a handle under any role key too, as a dotted one was
(`e.kowalczyk`).

Applied to each key as a role key is read (`role_entity`), after the listed roles and trades. AS_PERSON: the key
names a doer, a name or a handle in a person's shape under it is theirs; no rule: read as before.
"""

from __future__ import annotations

import re

from redaction.rules import Rule, Table, Verdict, key_example

# How English makes a doer of a verb: a runner, a keeper, an operator, an attendant, a therapist.
_DOER_ENDING = re.compile(r"[a-z]{3,}(?:er|or|ant|ist)")
# Words with a doer's ending that name a thing, a place, a time, an organisation or a quality, not a person: what
# software, records and shops call their objects.
THING_DOERS = frozenset({
    "server", "container", "folder", "header", "footer", "filter", "layer", "order", "number", "parameter", "printer",
    "scanner", "controller", "provider", "vendor", "supplier", "manufacturer", "carrier", "issuer", "lender", "insurer",
    "retailer", "partner", "browser", "computer", "adapter", "adaptor", "trigger", "buffer", "cluster", "register",
    "counter", "marker", "sticker", "poster", "banner", "voucher", "cover", "letter", "paper", "charger",
    "tower", "river", "center", "water", "weather", "color", "colour", "error", "sensor", "monitor", "motor",
    "processor", "connector", "selector", "indicator", "generator", "calculator", "floor", "door", "mirror", "sector",
    "factor", "vector", "restaurant", "variant", "constant", "plant", "grant", "merchant", "list", "playlist",
    "checklist", "wishlist", "whitelist", "blacklist", "allowlist", "blocklist", "parser", "formatter", "scheduler",
    "router", "handler", "listener", "loader", "reader", "writer", "logger", "tracker", "timer", "trailer", "cylinder",
    "character", "master", "meter", "liter", "litre", "quarter", "winter", "summer", "october", "november", "december",
    "september", "later", "never", "after", "other", "either", "under", "over", "super", "upper", "lower", "inner",
    "outer", "major", "minor", "senior", "junior", "interior", "exterior", "prior", "anchor", "labor", "labour",
    "flavor", "flavour", "honor", "honour", "humor", "behavior", "behaviour", "tractor", "elevator", "compressor",
    "radiator", "reactor", "transistor", "resistor", "capacitor", "detector", "projector", "corridor", "descriptor",
    "iterator", "accumulator", "distributor", "wholesaler", "reseller", "exporter", "importer", "converter", "inverter",
    "transformer", "encoder", "decoder", "compiler", "debugger", "uploader", "downloader", "launcher", "recorder",
    "viewer", "editor", "consumer", "producer", "publisher", "emitter", "receiver", "locker", "drawer", "shutter",
    "heater", "cooler", "freezer", "dryer", "washer", "mixer", "blender", "toaster", "cooker", "fryer", "burner",
    "boiler", "shower", "toilet", "flyer", "binder", "divider", "planter", "hamper", "sweater", "blazer", "slipper",
    "sneaker", "border", "corner", "chapter", "matter", "answer", "power", "tier", "filler", "finisher", "primer",
    "sealer", "thinner", "hardener", "starter", "dessert", "content", "account", "amount", "point", "print", "text",
    "test", "host", "post", "cost",
    "assistant",  # an AI agent's trace calls the model the assistant
    # firms a record names by what they do for someone: an employer, a haulier, a promoter, an organiser
    "employer", "haulier", "promoter", "organiser", "organizer", "underwriter", "exhibitor", "operator",
    # and devices named for what they do: a climber's descender and ascender
    "descender", "ascender",
})  # fmt: skip


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def a_doer_last(words: tuple[str, ...]) -> bool:
    """Whether the key's last word (or its plural) is a doer of a verb, as English makes one, and no thing's."""
    if not words:
        return False
    word = _singular(words[-1])
    return bool(_DOER_ENDING.fullmatch(word)) and word not in THING_DOERS and words[-1] not in THING_DOERS


DOER_KEYS: Table[tuple[str, ...]] = Table(
    "Keys of a doer",
    "Each key a text stands directly under that no listed role or trade is (redaction/recognizers/keys.py). "
    "AS_PERSON: the key names who does something, and a name or a handle in a person's shape under it is theirs; "
    "no rule: read as before.",
    (
        Rule("a_doer_of_a_verb", "reads as a role a key whose last word, or its plural, ends as a doer's does in "
             "English (-er, -or, -ant, -ist) and names no thing (`server`, `vendor`, `order`, `variant`); only two "
             "to five capitalised words (or all in lower case) that are not all words of the language, or a "
             "handle whose parts a dot or an underscore joins, are read under it",
             "logs of every trade name who did the job by what they do "
             "(`runner=\"Mateusz Wróblewski\"`, `keeper=\"Ngozi Chukwu\"`, `attendant=kbrandt`, "
             "`draper=kavitha.r`): no list of roles holds every such word, and those names stayed in the texts "
             "(redaction/rules/doer_keys.py)", Verdict.AS_PERSON, a_doer_last,
             ("runner", "keeper", "hiker", "rider", "attendant", "draper", "helpers", "lead_cutter", "piercer",
              "player"),
             ("server", "vendor", "order", "sensor", "variant", "playlist", "status", "folder", "assistant",
              "employer", "haulier", "operator", "descender")),
    ),
    key_example,
)
