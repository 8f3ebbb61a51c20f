"""Whether a value under a key is an identifier: the key's grammar and the value's shape (see
redaction/recognizers/identifiers.py for the words and shapes). Applied to every value of a tool's arguments,
results and state, and to `key=value` pairs in free text; the first rule that decides wins. KEEP: the value is
an identifier, replaced by its fixture id everywhere in the session; DROP: it is not one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from redaction.recognizers.identifiers import (
    is_identifier_key,
    plain_token,
    shaped_under_id_key,
    strongly_shaped,
)
from redaction.rules import Rule, Table, Verdict

if TYPE_CHECKING:
    from redaction.engine import Engine


@dataclass(frozen=True)
class KeyedValue:
    key: str
    container: str | None
    value: str
    is_word: Callable[[str], bool]

    @classmethod
    def of(cls, example: str, engine: Engine) -> KeyedValue:
        """`key: value` or `container.key: value`."""
        path, _, value = example.partition(": ")
        container, _, key = path.rpartition(".")
        return cls(key, container or None, value, engine.is_word)


def _thing_no_one_owns(keyed: KeyedValue) -> bool:
    return is_identifier_key(keyed.key, keyed.container) is False


def _no_token(keyed: KeyedValue) -> bool:
    return not plain_token(keyed.value.strip())


def _key_names_an_identifier(keyed: KeyedValue) -> bool:
    return bool(is_identifier_key(keyed.key, keyed.container)) and shaped_under_id_key(keyed.value)


def _noun_and_shape(keyed: KeyedValue) -> bool:
    return strongly_shaped(keyed.value, keyed.is_word)


DROP, KEEP = Verdict.DROP, Verdict.KEEP
IDENTIFIERS: Table[KeyedValue] = Table(
    "Identifiers",
    "Every value under a key, in tool arguments, results and state and in `key=value` text. KEEP: an identifier, "
    "replaced everywhere in the session by one fixture id of its shape; DROP: not an identifier.",
    (
        Rule("key_of_a_thing_no_one_owns", "drops a value whose key names no identifier, or names (or sits in) a "
             "thing no one owns", "products, SKUs, errors, statuses, currencies, airports, flights and the trace's "
             "own ids are the same for everyone", DROP, _thing_no_one_owns,
             ("error_code: E-4102", "currency_code: EUR", "items.id: SKU-88120", "flight_number: BA117",
              "notes: M8SAPX"), ("booking_ref: M8SAPX",)),
        Rule("no_single_token", "drops a date, a time, an amount, a hexadecimal number or words with spaces",
             "an identifier is one token; dates and amounts are what a case checks", DROP, _no_token,
             ("booking_ref: 2026-11-15", "claim_number: 412.50", "pan_id: 0x1A62", "case_reference: Smith v Jones"),
             ("booking_ref: M8SAPX",)),
        Rule("key_names_an_identifier", "keeps a token of four characters or more with a digit, or five capitals, "
             "under a key whose last word is an identifier's (`id`, `ref`, `number`, `no`, `code`...) in any case "
             "style", "`booking_ref`, `claimNumber`, `Policy No` point to one person's record", KEEP,
             _key_names_an_identifier, ("booking_ref: M8SAPX", "claimNumber: CLM-2026-192048", "PolicyNo: 88124",
                                        "confirmation_code: QXKLMP", "order.id: 1102-448812"),
             ("booking_ref: 412", "decline_code: insufficient_funds")),
        Rule("noun_of_an_identifier_and_its_shape", "keeps a value of an identifier's shape (a prefix and digits, "
             "letters and digits mixed, a long number, a PNR-like code that is no word) under a key naming what "
             "teams number (booking, claim, customer, member...)", "`\"booking\": \"M8SAPX\"`, `\"customer\": "
             "\"HBC-58485012\"`", KEEP, _noun_and_shape, ("booking: M8SAPX", "customer: HBC-58485012",
                                                         "member: QXKLMP"),
             ("booking: confirmed", "customer: CANCEL", "order: 12")),
    ),
    KeyedValue.of,
)


def identifier_value(key: str, value: str | int | float, is_word: Callable[[str], bool],
                     container: str | None = None) -> bool:  # fmt: skip
    """Whether the value under this key is an identifier: the table above."""
    if isinstance(value, bool | float):
        return False
    return IDENTIFIERS.verdict(KeyedValue(key, container, str(value), is_word)) is KEEP
