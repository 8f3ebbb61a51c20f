"""Whether a value takes the type of the object it sits in. A telling key types an object's values (`"account":
{...}` holds an account's numbers, `"gps": {...}` a location); a key inside it naming a catalogue entry (a model, a
product, a plan, a type) names what is sold to many, not the object's personal value (`"account": {"equipment":
{"model": "Vertical Lift VL-4000"}}`). Applied to every key inside a typed object of a tool's arguments, results and
state (redaction/walk.py); the first rule that decides wins. DROP: the value does not take the object's type, and
is judged as any key's value (an identifier's shape under it is still one).

Privacy first: only the catalogue's kind of redaction/rules/unowned.py; a date, a postal area or a time under a
person's object keeps the object's type (`"birth": {"date": ...}`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from redaction.recognizers.identifiers import unowned_kind
from redaction.recognizers.keys import key_words
from redaction.rules import Rule, Table, Verdict
from redaction.rules.unowned import UNOWNED

if TYPE_CHECKING:
    from redaction.engine import Engine

CATALOGUE = next(kind for kind in UNOWNED if kind.name == "a_catalogue_entry")


@dataclass(frozen=True)
class KeyInATypedObject:
    container: str
    key: str

    @classmethod
    def of(cls, example: str, engine: Engine) -> KeyInATypedObject:
        """`container.key`."""
        container, _, key = example.rpartition(".")
        return cls(container, key)


def _names_a_catalogue_entry(keyed: KeyInATypedObject) -> bool:
    return unowned_kind(keyed.key, keyed.container) is CATALOGUE


# The code of a bank's branch by its standard: India's financial system code, the SWIFT network's (a BIC). Every
# customer of the branch writes the same code beside their own account number.
BANK_CODE_WORDS = frozenset({"ifsc", "swift", "bic"})


def _names_a_banks_code(keyed: KeyInATypedObject) -> bool:
    return bool(BANK_CODE_WORDS & set(key_words(keyed.key)))


INHERITED: Table[KeyInATypedObject] = Table(
    "Types of an object",
    "Each key inside an object a telling key typed. DROP: its value does not take the object's type.",
    (
        Rule("catalogue_entry_in_a_typed_object", "drops the object's type for a key naming a catalogue entry (a "
             "model, a product, a plan, a type...: redaction/rules/unowned.py)", "`\"account\": {\"equipment\": "
             "{\"model\": \"Vertical Lift VL-4000\"}}` names a lift anyone can buy, not an account's number",
             Verdict.DROP, _names_a_catalogue_entry,
             ("equipment.model", "gps.model", "account.product", "card.type", "customer.plan"),
             ("birth.date", "address.postal", "account.number", "account.holder", "gps.vendor")),
        Rule("banks_code_in_a_typed_object", "drops the object's type for a key naming a bank branch's code by its "
             "standard (`ifsc`, `swift`, `bic`)", "`\"refund_account\": {\"ifsc\": \"PSIB0000655\"}` is the "
             "branch's code, printed on every cheque of it, not the account's number; a sort code or a routing "
             "number is read as the account's (redaction/rules/unowned.py says why)", Verdict.DROP,
             _names_a_banks_code, ("refund_account.ifsc", "bank_account.ifsc_code", "payout.IFSC"),
             ("refund_account.sort_code", "bank_account.routing_number", "account.number", "account.branch")),
    ),
    KeyInATypedObject.of,
)


def keeps_the_objects_type(key: str, container: str | None) -> bool:
    """Whether a value under this key, in an object a telling key typed, takes the object's type: the table above."""
    return INHERITED.verdict(KeyInATypedObject(container or "", key)) is not Verdict.DROP
