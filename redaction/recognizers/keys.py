"""Telling keys: a value under `email`, `phone`, `card_number`, `password`... is personal whatever the
detector says. Keys are schema, not data: they are read, never changed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from redaction.known_values import MARKS
from redaction.rules import Verdict
from redaction.rules.doer_keys import DOER_KEYS
from redaction.rules.initials_of_a_doer import INITIALS_OF_A_DOER
from redaction.rules.key_languages import read_key_word
from redaction.rules.keys_of_a_person import (
    KEYS_OF_A_PERSON,
    a_bare_part_of_a_name,
    a_nickname,
    a_things_nickname,
    written_as_a_name,
    written_as_a_place,
)
from redaction.rules.login_handles import HANDLES_UNDER_A_LISTED_ROLE, LOGIN_HANDLES
from redaction.rules.named_under_who import a_name_under_who
from redaction.rules.names_with_signs import NAMES_WITH_SIGNS
from redaction.rules.one_name_under_a_doer import ONE_NAME_UNDER_A_DOER
from redaction.rules.places_given_to_one_holder import a_lodging, a_place_inside_a_place, a_room_in_a_lodgings_record
from redaction.rules.plates_under_a_vehicle_key import plate_under_a_vehicle_key
from redaction.rules.posts_in_a_crew import a_post_in_a_crew
from redaction.rules.surname_logins import SURNAME_LOGINS
from redaction.rules.trade_keys import TRADE_KEYS, role_head
from redaction.rules.whoever_did_it import WHOEVER_DID_IT, done_by

# Key word -> entity type of the values under it. A key matches when one of its words (split at `_`, `-`,
# `.`, spaces and camelCase) is here, or when the whole key is.
DEFAULT_TELLING_WORDS: dict[str, str] = {
    "name": "PERSON", "firstname": "PERSON", "lastname": "PERSON", "fullname": "PERSON",
    "surname": "PERSON", "forename": "PERSON", "holder": "PERSON", "cardholder": "PERSON",
    "accountholder": "PERSON", "username": "USERNAME", "login": "USERNAME", "uid": "USERNAME",
    "email": "EMAIL_ADDRESS", "mail": "EMAIL_ADDRESS",
    "phone": "PHONE_NUMBER", "mobile": "PHONE_NUMBER", "tel": "PHONE_NUMBER", "telephone": "PHONE_NUMBER",
    "fax": "PHONE_NUMBER", "msisdn": "PHONE_NUMBER",
    "address": "STREET_ADDRESS", "street": "STREET_ADDRESS", "addr": "STREET_ADDRESS",
    # An address's lines, named alone inside the object that holds them (`"property": {"line2": "Enterprise
    # Coast Road"}`): a street or a building with no number is still where someone lives.
    "line1": "STREET_ADDRESS", "line2": "STREET_ADDRESS", "line3": "STREET_ADDRESS",
    # Where someone lives, named as a dwelling rather than an address (`"residence": "House 318"`).
    "residence": "STREET_ADDRESS", "domicile": "STREET_ADDRESS",
    # The door told by what is around it, as a driver is told to find it (`"landmark": "white house with red trim,
    # last one before the path down to the beach"`, "next to the bakery"): where someone lives, in any language.
    "landmark": "STREET_ADDRESS",
    "city": "LOCATION",
    # Where a person comes from or lives, named as a settlement rather than an address: a grower's or a member's
    # village, a contestant's home town, an Irish holder's townland, a birthplace (`"home_village": "Ffairfach"`,
    # `"hometown": "Chugwater, WY"`). Under a thing's container (`stops[0].village`) it is the thing's place.
    "village": "LOCATION", "hometown": "LOCATION", "homevillage": "LOCATION", "townland": "LOCATION",
    "birthplace": "LOCATION", "placeofbirth": "LOCATION",
    "zip": "ZIP_CODE", "zipcode": "ZIP_CODE", "postcode": "ZIP_CODE",
    "postal": "ZIP_CODE",
    "card": "CREDIT_CARD", "pan": "CREDIT_CARD", "cc": "CREDIT_CARD", "cvv": "CREDIT_CARD",
    "cvc": "CREDIT_CARD", "iban": "IBAN_CODE", "bic": "IBAN_CODE", "swift": "IBAN_CODE",
    "account": "ACCOUNT_NUMBER", "routing": "ACCOUNT_NUMBER",
    "ssn": "US_SSN", "social": "US_SSN", "sin": "ID_NUMBER", "nino": "ID_NUMBER", "passport": "ID_NUMBER",
    "license": "ID_NUMBER", "licence": "ID_NUMBER", "tax": "ID_NUMBER", "national": "ID_NUMBER",
    "dob": "DATE_OF_BIRTH", "birth": "DATE_OF_BIRTH", "birthday": "DATE_OF_BIRTH",
    "birthdate": "DATE_OF_BIRTH",
    # A person's date of death is a date of their life as the date of birth is (`dateOfDeath`, `dod`): with the
    # name beside it, it says who died.
    "death": "DATE_OF_BIRTH", "dod": "DATE_OF_BIRTH", "deathdate": "DATE_OF_BIRTH",
    "password": "SECRET", "passwd": "SECRET", "pwd": "SECRET", "passcode": "SECRET", "pin": "SECRET",
    "secret": "SECRET", "token": "SECRET", "apikey": "SECRET", "authorization": "SECRET",
    "auth": "SECRET", "cookie": "SECRET", "credential": "SECRET", "credentials": "SECRET",
    "otp": "SECRET", "ip": "IP_ADDRESS", "ipaddress": "IP_ADDRESS", "mrn": "ACCOUNT_NUMBER",
    "reg": "LICENSE_PLATE", "rego": "LICENSE_PLATE", "registration": "LICENSE_PLATE", "plate": "LICENSE_PLATE",
    "numberplate": "LICENSE_PLATE",
    "vrm": "LICENSE_PLATE",
    # A registration's mark by the name its register gives it: a vehicle's (`mark`, as a plate dealer sells one),
    # a ship's or an aircraft's radio call sign (`callSign`, not a call's sign), an aircraft's tail number. A key
    # of two words is read as one first, so `call` is not read as a call's.
    "mark": "LICENSE_PLATE", "registrationmark": "LICENSE_PLATE", "callsign": "LICENSE_PLATE",
    "tailnumber": "LICENSE_PLATE",
    # A holding's number in India's land records, however short (`khata_no: 214`): the account of one owner's land
    # (khata, khatauni, khatiyan, patta) and its plot's (khasra).
    "khata": "ACCOUNT_NUMBER", "khatauni": "ACCOUNT_NUMBER", "khatiyan": "ACCOUNT_NUMBER", "patta": "ACCOUNT_NUMBER",
    "khasra": "ACCOUNT_NUMBER",
    # National ids by their scheme's name: Brazil, Poland, India, the Netherlands, Spain, Mexico, Singapore,
    # Australia, Sweden, Romania, Ireland, Italy, Switzerland, South Africa.
    "cpf": "ID_NUMBER", "pesel": "ID_NUMBER", "aadhaar": "ID_NUMBER", "aadhar": "ID_NUMBER", "bsn": "ID_NUMBER",
    "nif": "ID_NUMBER", "nie": "ID_NUMBER", "dni": "ID_NUMBER", "curp": "ID_NUMBER", "nric": "ID_NUMBER",
    "tfn": "ID_NUMBER", "personnummer": "ID_NUMBER", "cnp": "ID_NUMBER", "ppsn": "ID_NUMBER",
    "codicefiscale": "ID_NUMBER", "ahv": "ID_NUMBER", "ssnit": "ID_NUMBER", "nin": "ID_NUMBER",
    # A document's own number, whatever the document (`doc_no` beside `doc_type=passport`, `id_value`).
    "docno": "ID_NUMBER", "docnumber": "ID_NUMBER", "documentno": "ID_NUMBER", "documentnumber": "ID_NUMBER",
    "docnum": "ID_NUMBER", "idvalue": "ID_NUMBER", "idnumber": "ID_NUMBER",
    # A card's last digits are the card's, as "the card ending 0620" is (`card_last4`, `last4`).
    "last4": "CREDIT_CARD",
    # Tax and identity numbers of other schemes: a taxpayer's TIN, ITIN or UTR, Nigeria's BVN, Germany's
    # Steuer-ID, Turkey's TCKN, Chile's RUT, Mexico's RFC, Argentina's CUIT and CUIL, Indonesia's NIK, Hong
    # Kong's HKID, Malaysia's MyKad, the Philippines' SSS, New Zealand's IRD number, Australia's Medicare.
    "tin": "ID_NUMBER", "itin": "ID_NUMBER", "utr": "ID_NUMBER", "bvn": "ID_NUMBER", "steuerid": "ID_NUMBER",
    "tckn": "ID_NUMBER", "rut": "ID_NUMBER", "rfc": "ID_NUMBER", "cuit": "ID_NUMBER", "cuil": "ID_NUMBER",
    "nik": "ID_NUMBER", "hkid": "ID_NUMBER", "mykad": "ID_NUMBER", "sss": "ID_NUMBER", "ird": "ID_NUMBER",
    "medicare": "ID_NUMBER",
    # Where someone is: a pair of coordinates points to a home, a loft, a parked car (`"hok": {"coordinaten":
    # {"NB": "50.91873"}}`); a sort code or routing number beside an account is part of that account.
    "coordinates": "SENSITIVE_VALUE", "coordinate": "SENSITIVE_VALUE", "coords": "SENSITIVE_VALUE",
    "latitude": "SENSITIVE_VALUE", "longitude": "SENSITIVE_VALUE", "lat": "SENSITIVE_VALUE",
    "lng": "SENSITIVE_VALUE", "lon": "SENSITIVE_VALUE", "latlng": "SENSITIVE_VALUE", "latlon": "SENSITIVE_VALUE",
    "geolocation": "SENSITIVE_VALUE", "gps": "SENSITIVE_VALUE", "sortcode": "ACCOUNT_NUMBER",
}  # fmt: skip
# The settlement words above: a route's stop or a depot has a village too, and that one is no one's.
SETTLEMENT_WORDS = frozenset({"village", "hometown", "homevillage", "townland", "birthplace", "placeofbirth"})
LISTED_CONTACTS = {"PHONE_NUMBER", "EMAIL_ADDRESS", "STREET_ADDRESS", "ZIP_CODE"}
# India's permanent account number: five letters, four digits, a letter (`pan=ABCPK4821L`); a card's PAN is digits.
INDIAN_PAN = re.compile(r"[A-Z]{5}\d{4}[A-Z]")

# "name" qualified by one of these names a thing, not a person: product_name, tool_name, file_name...
THING_WORDS = {
    "product", "tool", "agent", "app", "file", "function", "model", "event", "plan", "item", "sku",
    "category", "service", "span", "field", "table", "column", "host", "domain", "brand", "company",
    "org", "organization", "queue", "team", "topic", "key", "type", "kind", "status",
    "carrier", "store", "shop", "warehouse", "bucket", "region", "zone", "city", "street", "country",
    "state", "method", "action", "step", "node", "package", "project", "repo", "branch", "page", "business",
    "trading", "venue", "automation", "scene", "routine",
}  # fmt: skip

# Words that make a telling word harmless: card_type, account_status, token_count, phone_verified...
HARMLESS_WORDS = {
    "type", "kind", "status", "count", "verified", "valid", "enabled", "brand", "expiry", "exp",
    "length", "format", "country", "region", "limit", "tier", "level", "usage", "expires", "set", "changed",
    "updated", "rotated", "reset", "period", "rate", "band", "amount", "price", "total", "fee", "cost", "balance",
}  # fmt: skip

# Containers whose `name` is a thing's, not a person's: plan.name, addons[0].name, groups[1].name, jobs[0].name.
THING_CONTAINERS = THING_WORDS | {
    "addon", "group", "job", "workspace", "hotel", "room", "flight", "channel", "folder", "device", "network",
    "feature", "tag", "label", "segment", "policy", "course", "department", "clinic", "stage", "pipeline",
    "test", "check", "metric", "workflow", "integration", "webhook", "bundle", "offer", "promotion",
    "campaign", "tariff", "fare", "charge", "fee", "line", "option", "setting", "permission", "role",
    "repository", "library", "dependency", "release", "environment", "cluster", "database", "dataset",
    "pet", "animal", "horse", "vessel", "boat", "site", "part", "appliance", "treatment", "facility", "venue",
    "depot", "menu", "dish", "vehicle", "route", "stop", "material", "class", "session", "lesson",
    "trail", "ride", "extra", "instrument", "machine", "unit", "breed", "drug", "medication", "medicine",
    "centre", "center", "shelter", "office", "school", "branch", "store", "shop", "station", "yard",
}  # fmt: skip

# What a field under one of these keys holds is a thing's or a place's own name, never a person's: `venue`,
# `beach`, `station`, `product`, or the `name` of `items`, `routes`, `stops`, `materials`, `horses`. Only a
# key's last word counts (`venue_contact` is a person), and a person's role anywhere in it makes it theirs.
THING_FIELD_WORDS = (THING_CONTAINERS - {"city", "street", "country", "state", "region", "zone", "host", "domain",
                                          "key", "type", "kind", "status", "field", "team", "company", "org",
                                          "organization", "role", "label", "tag"}) | {
    "beach", "board", "station", "centre", "center", "territory", "hub", "make", "font", "stone", "colour",
    "color", "finish", "variant", "species",
    # a vessel, a park or a tour the business runs or sends people to (`"ship": "Ocean Aurelia"`)
    "ship", "park", "tour", "excursion",
}  # fmt: skip


def names_a_thing(key: str | None) -> bool:
    """A field whose key says it holds a thing's name: its last word, or a bare `name`'s container's last word,
    is a thing's (see THING_FIELD_WORDS)."""
    if key is None:
        return False
    parts = [key_words(part) for part in key.split(".")]
    words = [word for part in parts for word in part]
    if not words or any(word in PERSON_ROLE_WORDS for word in words):
        return False
    head = parts[-2][-1] if parts[-1] == ["name"] and len(parts) > 1 and parts[-2] else words[-1]
    return head in THING_FIELD_WORDS or head.removesuffix("s") in THING_FIELD_WORDS or (
        head.endswith("es") and head[:-2] in THING_FIELD_WORDS
    )


# A code that opens something or proves who someone is is a secret (`gate_code`, `access.code`,
# `verification_code`); other codes name things (`error_code`, `promo_code`, `postal_code`).
SECRET_CODE_QUALIFIERS = {
    "access", "gate", "door", "entry", "alarm", "lockbox", "keypad", "key", "keysafe", "safe", "lock", "unlock",
    "security", "verification", "verify", "otp", "sms", "auth", "login", "presale", "pin", "passcode", "backup",
    "recovery", "activation", "mfa", "2fa", "delivery", "collection", "pickup", "handover", "release",
}  # fmt: skip

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
# A key's words are its letters of any script with their signs, and its digits; anything else parts them.
_SPLIT = re.compile(rf"(?:[^\w{MARKS}]|_)+")
# Latin letters that no decomposition takes to their base letter, as the tables write their words (`właściciel`
# is `wlasciciel`, `fødselsnummer` `fodselsnummer`).
_BASE_LETTERS = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ð": "d", "ħ": "h", "ı": "i", "æ": "ae", "œ": "oe",
                               "þ": "th"})


def key_words(key: str) -> list[str]:
    """A key's words in any case style, read in English (redaction/rules/key_languages.py): `Geburtsdatum` is
    `birth date`, `numéro_client` is `number customer`."""
    # Decomposed before it is case-folded: the numero sign is "No" (`резервация_№` is `reservation no`).
    folded = unicodedata.normalize("NFKD", _CAMEL.sub("_", key)).casefold().translate(_BASE_LETTERS)
    plain = "".join(char for char in folded if not unicodedata.combining(char))
    return [english for word in _SPLIT.split(plain) if word for english in read_key_word(word)]


class TellingKeys:
    """Decides whether a JSON key tells that its value is personal, and of which type."""

    def __init__(self, extra: list[str] | None = None, non_personal: list[str] | None = None) -> None:
        self.words = dict(DEFAULT_TELLING_WORDS)
        self.exact: dict[str, str] = {}
        for item in extra or []:
            key, _, entity = item.partition("=")
            self.exact["".join(key_words(key))] = entity.strip() or "SENSITIVE_VALUE"
        self.non_personal = {"".join(key_words(key)) for key in non_personal or []}

    def declared_non_personal(self, key: str) -> bool:
        """A key the team declared non-personal (`non_personal_keys`): its values are kept as they are."""
        return bool(self.non_personal) and "".join(key_words(key)) in self.non_personal

    def harmless(self, key: str) -> bool:
        """A key that says its value is not personal, whatever the object around it holds: a limit or a date
        under an account (`overdraft_limit`, `password_last_set`)."""
        return self.declared_non_personal(key) or (
            self.entity_for(key) is None and any(word in HARMLESS_WORDS for word in key_words(key))
        )

    def entity_for(self, key: str, container: str | None = None, value: str | None = None) -> str | None:
        """The type a key tells; `container` is the key of the object the key is in (`plan` for plan.name).
        With the `value`, a key of several telling words gets the type the value has the shape of
        (`holder_dob` holds a date of birth, `card_holder` a name)."""
        words = key_words(key)
        if self.non_personal and "".join(words) in self.non_personal:
            return None
        if container is not None and words == ["name"] and self._thing(container):
            return None
        if container is not None and self._thing(container) and SETTLEMENT_WORDS & {*words, "".join(words)}:
            return None
        if "code" in words and SECRET_CODE_QUALIFIERS & {*words, *(key_words(container) if container else [])}:
            return "SECRET"
        joined = "".join(words)
        if "pan" in words and value is not None and INDIAN_PAN.fullmatch(value.strip()):
            return "ID_NUMBER"
        if joined in self.exact:
            return self.exact[joined]
        # A record's bare `who`: the person it is about (redaction/rules/named_under_who.py).
        if value is not None and a_name_under_who(tuple(words), value, NOBODY):
            return "PERSON"
        if joined in self.words:
            return self.words[joined]
        # A plate under a vehicle's key (redaction/rules/plates_under_a_vehicle_key.py): `"truck": "UBH 227C"`.
        if value is not None and plate_under_a_vehicle_key(words, value):
            return "LICENSE_PLATE"
        # A part of a name, a nickname, a person's own place (redaction/rules/keys_of_a_person.py).
        own = KEYS_OF_A_PERSON.verdict(tuple(words))
        if own is Verdict.AS_PLACE and a_lodging(tuple(words)):
            # A place inside a place under a lodging's key (redaction/rules/places_given_to_one_holder.py); any other
            # value is read as the key's other words say.
            if value is not None and (a_place_inside_a_place(value) or (
                    container is not None and a_room_in_a_lodgings_record(tuple(key_words(container)), value))):
                return "STREET_ADDRESS"
            own = None
        if own is Verdict.AS_PLACE:
            return "LOCATION" if value is not None and written_as_a_place(value) else None
        if own is Verdict.AS_PERSON and a_bare_part_of_a_name(tuple(words)):
            return "PERSON" if value is not None and written_as_a_name(value) else None
        if own is Verdict.AS_PERSON and a_nickname(tuple(words)):
            # In a record, the object holding a nickname says whose: a van's is the van's; none above it, no one's.
            thing = container is None or self._thing(container) or a_things_nickname(key_words(container))
            return None if thing else "PERSON"
        if own is Verdict.AS_PERSON:
            return "PERSON"
        if any(word in HARMLESS_WORDS for word in words):
            return None
        told = []
        for word in words:
            entity = self.words.get(word) or self._listed(word)
            if entity is None:
                continue
            if word == "name" and any(other in THING_WORDS for other in words if other != word):
                return None
            told.append(entity)
        if value is not None and len(told) > 1:
            return next((entity for entity in told if fits(entity, value)), told[0])
        return told[0] if told else None


    def _listed(self, word: str) -> str | None:
        """Ways to reach a person, listed: `phones`, `emails`, `addresses`, `postcodes` say of each item what the
        singular says (other plurals count things: `accounts`, `cards`)."""
        singular = word.removesuffix("es") if word.endswith("sses") else word.removesuffix("s")
        entity = self.words.get(singular) if singular != word else None
        return entity if entity in LISTED_CONTACTS else None

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
_YEARS = re.compile(r"(?:19|20)\d{2}(?:[-/](?:19|20)?\d{2})?")
# A month of a year ("NOV 2026", "Nov-2026"): a registration's or a billing's period, no vehicle's plate.
_MONTH_AND_YEAR = re.compile(r"(?i:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?[ /.-](?:19|20)\d{2}")
_UK_POSTCODE = re.compile(r"[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}", re.IGNORECASE)
# A parish's two capitals and a district's two digits: a Bermuda postcode ("WK 04"), too few digits for a zip.
_PARISH_POSTCODE = re.compile(r"[A-Z]{2}[ -]?\d{2}")
_AMOUNT = re.compile(r"^[-+]?\d+\.\d+$|^[-+]?\d{1,2}$")
# A phone under its key has four digits or more: the shortest numbering plans (Niue, St Helena) have four, Norfolk
# Island's and the Cook Islands' five, and people there write them without a country code.
_DIGIT_TYPES = {"PHONE_NUMBER": (4, 15), "CREDIT_CARD": (3, 19), "US_SSN": (4, 11), "ACCOUNT_NUMBER": (3, 34),
                "ZIP_CODE": (3, 10), "DATE_OF_BIRTH": (2, 8), "IP_ADDRESS": (4, 39)}  # fmt: skip
_LETTERLESS = {"CREDIT_CARD", "PHONE_NUMBER", "US_SSN"}  # digits, separators and a mask (X) only
_WORD_TYPES = {"PERSON", "LOCATION", "STREET_ADDRESS", "USERNAME"}
# A unit's code: a digit and a letter in at most eight characters ("4B", "212-B", "F7").
_UNITS_CODE = re.compile(r"(?=[^ ]*\d)(?=[^ ]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9-]{1,7}")


def fits(entity: str, value: str) -> bool:
    """Whether a value under a telling key has the shape of that key's type: "account": {"status":
    "active", "created": "2021-04-09"} holds no account number, and "card": {"brand": "visa"} no card."""
    text = value.strip()
    if entity == "ZIP_CODE" and (_UK_POSTCODE.fullmatch(text) or _PARISH_POSTCODE.fullmatch(text)):
        return True  # RG1 4QS, WK 04
    if entity == "DATE_OF_BIRTH":
        return any(char.isdigit() for char in text)
    if _DATE_OR_TIME.match(text) or _AMOUNT.match(text):
        return entity in {"SECRET", "SENSITIVE_VALUE"}  # a date under a document's key is its date, not its number
    if entity == "EMAIL_ADDRESS":
        return "@" in text
    if entity in _LETTERLESS and (re.search(r"[A-WYZa-wyz]", text) or text.lower().startswith("0x")):
        return False  # pan_id=0x1A62 is no card number
    if entity in _DIGIT_TYPES:
        low, high = _DIGIT_TYPES[entity]
        return low <= sum(char.isdigit() for char in text) <= high or (entity == "IP_ADDRESS" and ":" in text)
    if entity == "ID_NUMBER" and INDIAN_PAN.fullmatch(text):
        return True
    if entity == "ID_NUMBER" and (sum(char.isdigit() for char in text) < 5 or _YEARS.fullmatch(text)):
        return False  # tax=USD 5.04, tax_year=2025-26: no person's number
    if entity == "LICENSE_PLATE":
        return (
            any(char.isdigit() for char in text) and sum(char.isalpha() for char in text) >= 1 and len(text) <= 12
            and not _MONTH_AND_YEAR.fullmatch(text)
        )  # fmt: skip
    if entity == "IBAN_CODE":
        return len(re.sub(r"\W", "", text)) >= 8
    if entity == "STREET_ADDRESS" and _UNITS_CODE.fullmatch(text):
        return True  # a flat's, a room's or a bed's code: "4B", "212-B", "F7"
    if entity in _WORD_TYPES:
        return sum(char.isalpha() for char in text) >= 2 and (entity != "PERSON" or sum(map(str.isdigit, text)) < 3)
    return True


# The roles people play in records and log lines. A text under a role key names that person
# (`"recipient": "Tomasz Wiśniewski"`, `engineer="Piotr Zieliński"`, `user=bjohansson`), an id under one is
# theirs (`member_id=VW-00318842`, `patron=21190004418876`). Unlike telling keys, a role says nothing of an
# object under it (`"customer": {"tier": "gold"}`): only a string directly under the key is read.
PERSON_ROLE_WORDS = {
    "customer", "client", "recipient", "payer", "payee", "applicant", "borrower", "candidate", "interviewer",
    "engineer", "technician", "surveyor", "driver", "member", "patron", "patient", "guest", "passenger", "owner",
    "holder", "policyholder", "employee", "user", "contact", "requester", "reporter", "assignee", "author",
    "sender", "beneficiary", "caller", "signer", "signatory", "tenant", "landlord", "buyer", "student",
    "attendee", "participant", "subscriber", "traveller", "traveler", "visitor", "booker", "consignee",
    "addressee", "cardholder", "taxpayer", "dependent", "insured", "claimant", "learner", "homeowner",
    # people looked after, giving or doing a job for someone: a child collected, a donor, the cleaner sent
    "child", "pupil", "donor", "parent", "guardian", "staff", "cleaner", "instructor", "translator",
    "interpreter", "collector", "tutor", "teacher", "nurse", "carer", "caregiver", "coach", "trainer",
    "volunteer", "resident", "occupant", "skipper", "dependant", "spouse", "contractor", "therapist",
    # the parties of legal, civic, debt and employment records, and the people a case or an event names
    "debtor", "defendant", "plaintiff", "respondent", "petitioner", "appellant", "accused", "suspect",
    "offender", "victim", "witness", "juror", "elector", "voter", "indemnitor", "guarantor", "cosigner",
    "surety", "lodger", "worker", "emp", "staffer", "adopter", "kin", "relative", "deceased", "testator",
    "executor", "heir", "bride", "groom", "nominee", "registrant", "enrollee", "retiree", "pensioner",
    "examiner", "assessor", "caseworker", "solicitor", "attorney", "clinician", "physician", "doctor",
    "dentist", "midwife", "approver", "reviewer", "inspector", "mother", "father", "husband", "wife",
    # the people who manage, refer, advise or handle someone's matter (`"Referring Manager": "Dawn Pickering"`)
    "manager", "referrer", "supervisor", "advisor", "adviser", "consultant", "representative", "officer",
    "handler", "clerk", "courier", "broker", "sponsor", "mentor",
    # who leads a party, a crew or a trip in its record (`lead="Wen Zhou"`, `lead="Brandon Tso"`)
    "lead",
}  # fmt: skip
# Words of a key that make its value an id; and what, besides a person, owns a personal id.
ID_WORDS = {"id", "no", "num", "number", "nr", "ref"}
ID_OWNER_WORDS = PERSON_ROLE_WORDS | {"policy", "account", "home", "household", "membership", "loyalty", "flyer"}
# Words that make a value under a role key a group or an organisation, not a person.
GROUP_WORDS = {
    "team", "desk", "department", "dept", "office", "unit", "group", "ops", "operations", "services", "support",
    "centre", "center", "queue", "board", "committee", "ltd", "limited", "plc", "llc", "inc", "gmbh", "ag", "bv",
    "sa", "sarl", "srl", "spa", "council", "court", "school", "college", "academy", "university", "hospital",
    "clinic", "bank", "company", "co", "corp", "corporation", "trust", "partners", "associates", "agency", "crew",
}  # fmt: skip
# Values under role keys that name nobody.
NOBODY = {"system", "staff", "admin", "auto", "automatic", "unassigned", "anonymous", "guest", "bot", "agent",
          "customer", "user", "member", "none", "null", "unknown", "self", "me", "n/a", "support"}  # fmt: skip
# An id made of a short letter prefix and digits: BH-1142, PU-30412, CH20419.
_PREFIXED_ID = re.compile(r"[A-Z]{1,5}(?:-[A-Z]{1,5})*-?\d{3,}[A-Z]?")
_HANDLE_SHAPE = re.compile(r"[a-zà-ÿ][\w.'-]{2,39}", re.IGNORECASE)
# A handle whose parts a dot or an underscore joins, a part perhaps with a hyphen: `kavitha.r`, `hassan_b`,
# `kwame.osei-tutu` (redaction/rules/doer_keys.py).
_JOINED_HANDLE = re.compile(r"[a-zà-ÿ]+(?:-[a-zà-ÿ]+)*(?:[._][a-zà-ÿ]+(?:-[a-zà-ÿ]+)*)+")


def role_entity(key: str, container: str | None, value: str, is_plain: Callable[[str], bool]) -> str | None:
    """The personal type of a text under a role key, read off its shape: a name (PERSON), a handle
    (USERNAME: `bjohansson`, `e.kowalczyk`), an id with digits (ACCOUNT_NUMBER); None for anything else, and
    for words of the language that are no name ("Staff", "Front Desk") or a value that names nobody
    ("system"). `is_plain` tells a word of the language that is not also a name."""
    words = key_words(key)
    # A role numbered or lettered is still that role: `witness_1`, `party_a`, `guest2`.
    while len(words) > 1 and (words[-1].isdigit() or len(words[-1]) == 1):
        words = words[:-1]
    if words and re.fullmatch(r"[a-z]+\d", words[-1]):
        words = [*words[:-1], words[-1].rstrip("0123456789")]
    # A trade's word, or a role or a trade before the key's tail, is the role (redaction/rules/trade_keys.py):
    # `shaper`, `guides`, `driller_in_charge` read as `shaper`, `guide`, `driller`.
    trade = bool(words) and TRADE_KEYS.verdict(tuple(words)) is Verdict.AS_PERSON
    if trade:
        words = role_head(tuple(words))
    # A key inside a crew or a staff names a post (redaction/rules/posts_in_a_crew.py): `"crew": {"mate": "Baba"}`.
    trade = trade or (container is not None and a_post_in_a_crew(key_words(container)))
    # Who did something is a person whatever was done (`changed_by`, `reset_by`): the words before `by` are no
    # thing's and no harmless state's.
    if not words or any(word in HARMLESS_WORDS or word in THING_WORDS for word in words[:-1] if words[-1] != "by") or (
        words[-1] in HARMLESS_WORDS or words[-1] in THING_WORDS
    ):
        return None
    owners = [*words, *(key_words(container) if container and set(words) <= ID_WORDS else [])]
    text = value.strip()
    # A log's kind of actor before a colon says who the rest is, and is no part of it ("staff:rihna.e", "user:42").
    kind, colon, rest = text.partition(":")
    if colon and rest and " " not in text and (kind.casefold() in NOBODY or kind.casefold() in PERSON_ROLE_WORDS):
        text = rest
    if not text or text.casefold() in NOBODY or text.casefold() in PERSON_ROLE_WORDS or "@" in text or len(text) > 80:
        return None
    if _DATE_OR_TIME.match(text) or _AMOUNT.match(text):
        return None  # ship_by=2026-11-13
    digits = sum(char.isdigit() for char in text)
    if words[-1] in ID_WORDS:
        personal = any(word in ID_OWNER_WORDS for word in owners)
        return "ACCOUNT_NUMBER" if personal and digits else None
    if words[-1] in ID_OWNER_WORDS - PERSON_ROLE_WORDS:
        return "ACCOUNT_NUMBER" if digits >= 5 else None  # home=HM-4471920
    parts = [part for part in re.split(r"[-_.\s]+", text) if part]
    # Initials under an act's doer's key, or with stops under who did it (redaction/rules/initials_of_a_doer.py).
    if INITIALS_OF_A_DOER.verdict((tuple(words), text, is_plain)) is Verdict.AS_PERSON:
        return "PERSON"  # approver=KM, checked_by=T.N.
    # The role is the key's last word, and singular: `driver_note` is a note, `customers_affected` a count.
    if not (trade or words[-1] in PERSON_ROLE_WORDS or done_by(tuple(words))):  # `changed_by`
        if DOER_KEYS.verdict(tuple(words)) is Verdict.AS_PERSON:  # runner=, keeper=: redaction/rules/doer_keys.py
            if ONE_NAME_UNDER_A_DOER.verdict((tuple(words), text, is_plain)) is Verdict.AS_PERSON:
                return "PERSON"  # carver=manaia: redaction/rules/one_name_under_a_doer.py
            return _doers_value(text, parts, is_plain, words[-1])
        if LOGIN_HANDLES.verdict((tuple(words), text, is_plain)) is Verdict.AS_PERSON:
            return "USERNAME"  # pilot=ramesh.pun, by=yaw.k: redaction/rules/login_handles.py
        if SURNAME_LOGINS.verdict((tuple(words), text, is_plain)) is Verdict.AS_PERSON:
            return "USERNAME"  # by=hr.tenorio: redaction/rules/surname_logins.py
        return None
    if _names_no_one(parts, is_plain):
        return None  # owner=catalogue-team, booked_by=Staff, accountManager="Relationship Team South"
    if digits and trade:
        return None  # fitter=van_3: a trade's key names its person by name, a number under it is the van's, the bay's
    if digits:
        if _HANDLE_SHAPE.fullmatch(text) and digits < len(text) - 1 and not _PREFIXED_ID.fullmatch(text):
            return "USERNAME"  # mgonzalez88
        # berth_holder=BH-1142; a person's number of four digits (candidate=8832) is theirs, a year is not
        four_digits = text.isdigit() and digits == 4 and not _YEARS.fullmatch(text)
        if digits >= 5 or _PREFIXED_ID.fullmatch(text) or four_digits:
            return "ACCOUNT_NUMBER"
        return None
    if _JOINED_HANDLE.fullmatch(text) and _a_names_part(text, parts, is_plain):
        return "USERNAME"  # e.kowalczyk, ahmed.farouk, hassan_b, kwame.osei-tutu
    if HANDLES_UNDER_A_LISTED_ROLE.verdict((tuple(words), text, is_plain)) is Verdict.AS_PERSON:
        return "USERNAME"  # user=kavaking_nz: redaction/rules/login_handles.py
    if SURNAME_LOGINS.verdict((tuple(words), text, is_plain)) is Verdict.AS_PERSON:
        return "USERNAME"  # emp=Rideout_K: redaction/rules/surname_logins.py
    if "-" in text and " " not in text and text.islower():
        return None  # owner=fleet-team: a team, not a person's handle
    if NAMES_WITH_SIGNS.verdict(text) is not Verdict.AS_PERSON:  # letters with their signs, in any script
        return None
    if " " not in text and text.islower():
        return "USERNAME"  # bjohansson, dmcgrath
    if text.isupper() and len(text) <= 4:  # capitals are a code's, unless they are initials of whoever did it
        return "PERSON" if WHOEVER_DID_IT.verdict((tuple(words), text)) is Verdict.AS_PERSON else None
    return "PERSON"


def _names_no_one(parts: list[str], is_plain: Callable[[str], bool]) -> bool:
    """Whether a value's parts name no one: all words of the language, or one a group's word (team, desk, crew...)."""
    return all(is_plain(part) for part in parts) or any(part.casefold() in GROUP_WORDS for part in parts)


def _doers_value(text: str, parts: list[str], is_plain: Callable[[str], bool], doer: str) -> str | None:
    """A value under a doer's key (redaction/rules/doer_keys.py), read only in a person's own shape: two to five
    capitalised words not all of the language ("Ngozi Chukwu"), or a handle whose parts a dot or an underscore
    joins, not all of the language (`kavitha.r`, `hassan_b`)."""
    if _names_no_one(parts, is_plain):
        return None  # server=main_gateway, runner="Night Shift Team"
    if any(part.casefold() in {doer, doer.rstrip("s")} for part in parts):
        return None  # cushion_rubber="Northern Rubber": a thing of the key's own kind, by its maker's name
    if _JOINED_HANDLE.fullmatch(text):
        return "USERNAME" if _a_names_part(text, parts, is_plain) else None
    words = text.replace(",", " ").split()
    if words and words[0].casefold() == "the":
        return None  # artist="The Fernhill Collective": a band's, a firm's name
    # The first and the last word capitalised, a particle between perhaps not ("Rhiannon ap Dafydd").
    capitalised = [word[:1].isupper() or (0 < index < len(words) - 1 and len(word) <= 3)
                   for index, word in enumerate(words)]  # fmt: skip
    # or all in lower case, as a form typed it ("jono mcleod"): a name's shape either way
    shaped = all(capitalised) or text.islower()
    if 2 <= len(words) <= 5 and shaped and NAMES_WITH_SIGNS.verdict(text) is Verdict.AS_PERSON:
        return "PERSON"
    return None


def _a_names_part(text: str, parts: list[str], is_plain: Callable[[str], bool]) -> bool:
    """Whether a handle is a person's: dotted (`e.kowalczyk`, `kwame.osei-tutu`), or joined by underscores with an
    initial for a part (`hassan_b`, `jess_k`), beside a part of three letters or more that is no word of the
    language (`walk_in`, `on_call` and `cron_daily` are words, and have no initial)."""
    if "." in text:
        return True
    return any(len(part) == 1 for part in parts) and any(len(part) >= 3 and not is_plain(part) for part in parts)
