"""Telling keys: a value under `email`, `phone`, `card_number`, `password`... is personal whatever the
detector says. Keys are schema, not data: they are read, never changed.
"""

from __future__ import annotations

import re

# Key word -> entity type of the values under it. A key matches when one of its words (split at `_`, `-`,
# `.`, spaces and camelCase) is here, or when the whole key is.
DEFAULT_TELLING_WORDS: dict[str, str] = {
    "name": "PERSON", "firstname": "PERSON", "lastname": "PERSON", "fullname": "PERSON",
    "surname": "PERSON", "forename": "PERSON", "holder": "PERSON", "cardholder": "PERSON",
    "accountholder": "PERSON", "username": "USERNAME", "login": "USERNAME",
    "email": "EMAIL_ADDRESS", "mail": "EMAIL_ADDRESS",
    "phone": "PHONE_NUMBER", "mobile": "PHONE_NUMBER", "tel": "PHONE_NUMBER", "telephone": "PHONE_NUMBER",
    "fax": "PHONE_NUMBER", "msisdn": "PHONE_NUMBER",
    "address": "STREET_ADDRESS", "street": "STREET_ADDRESS", "addr": "STREET_ADDRESS",
    "city": "LOCATION", "zip": "ZIP_CODE", "zipcode": "ZIP_CODE", "postcode": "ZIP_CODE",
    "postal": "ZIP_CODE",
    "card": "CREDIT_CARD", "pan": "CREDIT_CARD", "cc": "CREDIT_CARD", "cvv": "CREDIT_CARD",
    "cvc": "CREDIT_CARD", "iban": "IBAN_CODE", "bic": "IBAN_CODE", "swift": "IBAN_CODE",
    "account": "ACCOUNT_NUMBER", "routing": "ACCOUNT_NUMBER",
    "ssn": "US_SSN", "social": "US_SSN", "sin": "ID_NUMBER", "nino": "ID_NUMBER", "passport": "ID_NUMBER",
    "license": "ID_NUMBER", "licence": "ID_NUMBER", "tax": "ID_NUMBER", "national": "ID_NUMBER",
    "dob": "DATE_OF_BIRTH", "birth": "DATE_OF_BIRTH", "birthday": "DATE_OF_BIRTH",
    "birthdate": "DATE_OF_BIRTH",
    "password": "SECRET", "passwd": "SECRET", "pwd": "SECRET", "passcode": "SECRET", "pin": "SECRET",
    "secret": "SECRET", "token": "SECRET", "apikey": "SECRET", "authorization": "SECRET",
    "auth": "SECRET", "cookie": "SECRET", "credential": "SECRET", "credentials": "SECRET",
    "otp": "SECRET", "ip": "IP_ADDRESS", "ipaddress": "IP_ADDRESS",
}  # fmt: skip

# "name" qualified by one of these names a thing, not a person: product_name, tool_name, file_name...
THING_WORDS = {
    "product", "tool", "agent", "app", "file", "function", "model", "event", "plan", "item", "sku",
    "category", "service", "span", "field", "table", "column", "host", "domain", "brand", "company",
    "org", "organization", "queue", "team", "topic", "key", "type", "kind", "status",
    "carrier", "store", "shop", "warehouse", "bucket", "region", "zone", "city", "street", "country",
    "state", "method", "action", "step", "node", "package", "project", "repo", "branch", "page",
}  # fmt: skip

# Words that make a telling word harmless: card_type, account_status, token_count, phone_verified...
HARMLESS_WORDS = {
    "type", "kind", "status", "count", "verified", "valid", "enabled", "brand", "expiry", "exp", "last4",
    "length", "format", "country", "region", "limit", "tier", "level", "usage", "expires", "set", "changed",
    "updated", "rotated", "reset",
}  # fmt: skip

# Containers whose `name` is a thing's, not a person's: plan.name, addons[0].name, groups[1].name, jobs[0].name.
THING_CONTAINERS = THING_WORDS | {
    "addon", "group", "job", "workspace", "hotel", "room", "flight", "channel", "folder", "device", "network",
    "feature", "tag", "label", "segment", "policy", "course", "department", "clinic", "stage", "pipeline",
    "test", "check", "metric", "workflow", "integration", "webhook", "bundle", "offer", "promotion",
    "campaign", "tariff", "fare", "charge", "fee", "line", "option", "setting", "permission", "role",
    "repository", "library", "dependency", "release", "environment", "cluster", "database", "dataset",
}  # fmt: skip

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_SPLIT = re.compile(r"[^a-z0-9]+")


def key_words(key: str) -> list[str]:
    return [word for word in _SPLIT.split(_CAMEL.sub("_", key).lower()) if word]


class TellingKeys:
    """Decides whether a JSON key tells that its value is personal, and of which type."""

    def __init__(self, extra: list[str] | None = None) -> None:
        self.words = dict(DEFAULT_TELLING_WORDS)
        self.exact: dict[str, str] = {}
        for item in extra or []:
            key, _, entity = item.partition("=")
            self.exact["".join(key_words(key))] = entity.strip() or "SENSITIVE_VALUE"

    def harmless(self, key: str) -> bool:
        """A key that says its value is not personal, whatever the object around it holds: a limit or a date
        under an account (`overdraft_limit`, `password_last_set`)."""
        return self.entity_for(key) is None and any(word in HARMLESS_WORDS for word in key_words(key))

    def entity_for(self, key: str, container: str | None = None) -> str | None:
        """The type a key tells; `container` is the key of the object the key is in (`plan` for plan.name)."""
        words = key_words(key)
        if container is not None and words == ["name"] and self._thing(container):
            return None
        joined = "".join(words)
        if joined in self.exact:
            return self.exact[joined]
        if joined in self.words:
            return self.words[joined]
        if any(word in HARMLESS_WORDS for word in words):
            return None
        for word in words:
            entity = self.words.get(word)
            if entity is None:
                continue
            if word == "name" and any(other in THING_WORDS for other in words if other != word):
                return None
            return entity
        return None


    @staticmethod
    def _thing(container: str) -> bool:
        words = key_words(container)
        return bool(words) and any(word in THING_CONTAINERS or word.removesuffix("s") in THING_CONTAINERS
                                   for word in words)  # fmt: skip


# Key words of references whose values are digits a phone or postal-code pattern would take.
REFERENCE_KEY_WORDS = {
    "tracking", "track", "waybill", "awb", "shipment", "parcel", "consignment", "order", "invoice", "receipt",
    "ref", "reference", "ticket", "case", "sku", "serial", "item", "batch", "lot", "confirmation", "booking",
    "transaction", "txn", "id", "code", "barcode", "upc", "ean", "isbn", "gtin", "qty", "quantity", "count",
    "amount", "price", "total", "version", "build", "port", "status", "flight", "folio", "claim", "quote",
}  # fmt: skip
REFERENCE_LOOKALIKES = {"PHONE_NUMBER", "ZIP_CODE"}


def is_reference_key(key: str | None) -> bool:
    return key is not None and any(word in REFERENCE_KEY_WORDS for word in key_words(key))


_DATE_OR_TIME = re.compile(
    r"^(?:\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}"
    r"|\d{1,2}:\d{2}(?::\d{2})?)$"
)
_AMOUNT = re.compile(r"^[-+]?\d+\.\d+$|^[-+]?\d{1,2}$")
_DIGIT_TYPES = {"PHONE_NUMBER": (6, 15), "CREDIT_CARD": (3, 19), "US_SSN": (4, 11), "ACCOUNT_NUMBER": (3, 34),
                "ZIP_CODE": (3, 10), "DATE_OF_BIRTH": (2, 8), "IP_ADDRESS": (4, 39)}  # fmt: skip
_WORD_TYPES = {"PERSON", "LOCATION", "STREET_ADDRESS", "USERNAME"}


def fits(entity: str, value: str) -> bool:
    """Whether a value under a telling key has the shape of that key's type: "account": {"status":
    "active", "created": "2021-04-09"} holds no account number, and "card": {"brand": "visa"} no card."""
    text = value.strip()
    if entity == "DATE_OF_BIRTH":
        return any(char.isdigit() for char in text)
    if _DATE_OR_TIME.match(text) or _AMOUNT.match(text):
        return entity in {"SECRET", "ID_NUMBER", "SENSITIVE_VALUE"}
    if entity == "EMAIL_ADDRESS":
        return "@" in text
    if entity in _DIGIT_TYPES:
        low, high = _DIGIT_TYPES[entity]
        return low <= sum(char.isdigit() for char in text) <= high or (entity == "IP_ADDRESS" and ":" in text)
    if entity == "IBAN_CODE":
        return len(re.sub(r"\W", "", text)) >= 8
    if entity in _WORD_TYPES:
        return sum(char.isalpha() for char in text) >= 2
    return True
