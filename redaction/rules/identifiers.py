"""Whether a value under a key is an identifier: the key's grammar and the value's shape (see
redaction/recognizers/identifiers.py for the words and shapes). Applied to every value of a tool's arguments,
results and state, and to `key=value` pairs in free text; the first rule that decides wins. KEEP: the value is
an identifier, replaced by its fixture id everywhere in the session; DROP: it is not one.

Privacy first: under any key, a value of an identifier's shape is one, unless the key names a thing no one owns
(the first rules, one per kind in redaction/rules/unowned.py). A key need not be known to hold an identifier.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from redaction.recognizers.identifiers import (
    ID_SUFFIXES,
    VERSION,
    alphabet_lettered,
    entry_with_its_label,
    four_digits,
    grouped_long_number,
    international_phone,
    is_identifier_key,
    labelled_code,
    latin_lettered,
    masked_digits,
    plain_token,
    provider_id,
    shaped_under_id_key,
    short_code,
    singular,
    spaced_code,
    strongly_shaped,
    unmistakable,
    unowned_kind,
)
from redaction.recognizers.keys import key_words
from redaction.rules import Rule, Table, Verdict
from redaction.rules.amounts_with_their_currency import AN_AMOUNT_WITH_ITS_CURRENCY
from redaction.rules.codes_in_text import YEAR
from redaction.rules.person_records import READING_VERBS
from redaction.rules.unowned import UNOWNED, Unowned

if TYPE_CHECKING:
    from redaction.engine import Engine


@dataclass(frozen=True)
class KeyedValue:
    key: str
    container: str | None
    value: str
    is_word: Callable[[str], bool]
    number: bool = False  # a JSON number: a quantity unless its key names an identifier
    # in the result of a call that creates something, the words of what it creates (`create_callback_task`: callback
    # task)
    created: frozenset[str] = frozenset()
    # the object holding the value is a person's record: it holds their contact or their name under a key that says so
    # (redaction/rules/person_records.py)
    in_a_persons_record: bool = False
    # in the result of a call that reads something, the words of what it reads (`get_cold_store_lot`: cold, store, lot)
    read: frozenset[str] = frozenset()

    @classmethod
    def of(cls, example: str, engine: Engine) -> KeyedValue:
        """`key: value` or `container.key: value`, after `(tool_name) ` for a value a call returned, and after
        `{person} ` for a value of a person's record."""
        person = example.startswith(_IN_A_PERSONS_RECORD)
        example = example.removeprefix(_IN_A_PERSONS_RECORD)
        call = re.match(r"\((\w+)\) ", example)
        path, _, value = example[call.end() if call else 0 :].partition(": ")
        container, _, key = path.rpartition(".")
        created = what_it_creates(call.group(1) if call else None)
        return cls(key, container or None, value, engine.is_word, created=created, in_a_persons_record=person,
                   read=what_it_reads(call.group(1) if call else None))


_IN_A_PERSONS_RECORD = "{person} "


# The first word of a tool's name that says it makes a new record for the matter at hand.
CREATING_VERBS = {"create", "open", "log", "raise", "add", "book", "submit", "register", "file", "lodge", "schedule",
                  "escalate", "assign", "issue", "make", "new", "generate"}  # fmt: skip


# The first word of a tool's name that says it sends a message to someone: what it sends is a message of its own,
# whatever the tool's name calls it (`send_tracking_email` -> `message_id`).
SENDING_VERBS = {"send", "resend", "email", "mail", "text", "sms", "notify", "message", "forward", "dispatch"}
MESSAGE_WORDS = frozenset({"message", "msg", "mail", "email", "sms", "text", "notification", "letter", "delivery"})


def _what_the_verb_names(words: list[str], verbs: set[str]) -> frozenset[str]:
    """The words after a tool name's first word when that word is one of `verbs`, else none."""
    return frozenset(words[1:]) if len(words) > 1 and words[0] in verbs else frozenset()


def what_it_creates(tool_name: str | None) -> frozenset[str]:
    """The words of what a tool makes (`create_callback_task`: callback, task; `generateGatePass`: gate, pass; a
    message for a tool that sends one: `send_tracking_email`: tracking, email, message), none for a tool that makes
    nothing."""
    words = key_words(tool_name or "")
    if words and words[0] in SENDING_VERBS:
        return frozenset(words[1:]) | MESSAGE_WORDS
    return _what_the_verb_names(words, CREATING_VERBS)


def what_it_reads(tool_name: str | None) -> frozenset[str]:
    """The words of what a tool reads (`get_cold_store_lot`: cold, store, lot), none for a tool that reads nothing."""
    return _what_the_verb_names(key_words(tool_name or ""), READING_VERBS)


def _no_one_owns(kind: Unowned) -> Callable[[KeyedValue], bool]:
    def decides(keyed: KeyedValue) -> bool:
        return unowned_kind(keyed.key, keyed.container) is kind

    return decides


# A plan or a product a call sets up is still the catalogue's: `create_payment_plan` -> `plan_id` names the offer.
_CATALOGUE = "a_catalogue_entry"
_OUTCOME = "an_outcome_or_an_error"


def _created_for_the_matter(keyed: KeyedValue) -> bool:
    words = key_words(keyed.key)
    named = [word for word in words[:-1] or key_words(keyed.container or "") if word not in ID_SUFFIXES]
    kind = unowned_kind(keyed.key, keyed.container)
    return bool(keyed.created) and bool(words) and words[-1] in ID_SUFFIXES and bool(named) and (
        set(named) <= keyed.created
    ) and (kind is None or kind.name != _CATALOGUE) and strongly_shaped(keyed.value, keyed.is_word)


# The head of a key naming a token issued to one holder: a pass, a permit, a badge, a tag hung on what they own. The
# words before the head say what for (`seasonPass`, `itemTag`, `parking_permit`, `inspector.badge`), however
# another rule reads them (a season is a time, an item a catalogue's), and the token is still its holder's.
ISSUED_TOKENS = frozenset({"pass", "permit", "badge", "tag", "wristband", "sticker", "decal"})


def _issued_token(keyed: KeyedValue) -> bool:
    """Whether the key's head (its last word before an identifier's, or its object's when the key is only an
    identifier's word: `season_permits.no`) is a token issued to one holder, nothing before it an outcome's or an
    error's (`error.tag`), and the value of an identifier's shape with a digit (`"importPermit": "NOT_SUBMITTED"`
    is a state), never a version (`release_tag: 1.4.0`)."""
    words = [word for word in key_words(keyed.key) if word not in ID_SUFFIXES]
    if not words and keyed.container:
        words = [word for word in key_words(keyed.container.rpartition(".")[2]) if word not in ID_SUFFIXES]
    if not words or singular(words[-1]) not in ISSUED_TOKENS or _no_token(keyed):
        return False
    if len(words) == 1 and singular(words[0]) == "tag":
        return False  # a bare `tag` is a label (`"tags": ["gb-olivia-r3", "vip"]`); `itemTag`, `bagTag` are hung on one
    kinds = (unowned_kind(" ".join(words[:-1])) if words[:-1] else None, unowned_kind(keyed.container or ""))
    if any(kind is not None and kind.name == _OUTCOME for kind in kinds):
        return False
    text = keyed.value.strip()
    numbers = re.findall(r"\d+", text)
    if not numbers or all(YEAR.fullmatch(number) for number in numbers):
        return False  # a code whose only number is a year names a kind of permit for that year (`BIA-T-2025`)
    return shaped_under_id_key(text) and not VERSION.fullmatch(text)


# The parties a business trades with, as the kind `a_place_or_vehicle_anyone_uses` names them
# (redaction/rules/unowned.py): a firm or one person, a sole trader, a grower or a collector.
TRADING_PARTIES = frozenset({"merchant", "vendor", "supplier", "distributor", "dealer", "wholesaler", "retailer",
                             "reseller"})  # fmt: skip


def _a_partys_id_in_its_record(keyed: KeyedValue) -> bool:
    """Whether the value is the id of a trading party (`supplierId`, `vendor_no`: the party's word, then an
    identifier's) in a person's record, of an identifier's shape: the record is that party's own, and the party a
    person."""
    words = [singular(word) for word in key_words(keyed.key)]
    return (keyed.in_a_persons_record and len(words) == 2 and words[0] in TRADING_PARTIES
            and words[1] in ID_SUFFIXES and shaped_under_id_key(keyed.value))  # fmt: skip


# A catalogue's word that also names what one holder brings in: a maker's lot of a vaccine is the same for everyone, a
# grower's lot in a cold store, a seller's lot at an auction are theirs. A batch a call reads is a payment run of the
# business as often (`get_payment_batch`), the same for every payee in it.
CONSIGNMENTS = frozenset({"lot"})


def _a_consignment_a_call_reads(keyed: KeyedValue) -> bool:
    """Whether the value, of an identifier's shape, is the lot (the key's head before an identifier's word) that the
    call whose result holds it is named for (`get_cold_store_lot`, `get_lot_status`)."""
    words = [singular(word) for word in key_words(keyed.key)]
    while words and words[-1] in ID_SUFFIXES:
        words.pop()
    return bool(words) and words[-1] in CONSIGNMENTS and words[-1] in {singular(word) for word in keyed.read} and (
        shaped_under_id_key(keyed.value)
    )


def _masked(keyed: KeyedValue) -> bool:
    return not keyed.number and masked_digits(keyed.value)


def _provider_id(keyed: KeyedValue) -> bool:
    return provider_id(keyed.value)


def _labelled(keyed: KeyedValue) -> bool:
    return labelled_code(keyed.value) is not None


def _phone(keyed: KeyedValue) -> bool:
    return international_phone(keyed.value)


def _short_code(keyed: KeyedValue) -> bool:
    return short_code(alphabet_lettered(keyed.value))


def _four_digits(keyed: KeyedValue) -> bool:
    return not keyed.number and four_digits(keyed.value)


def _long_grouped_number(keyed: KeyedValue) -> bool:
    return grouped_long_number(keyed.value.strip())


# Groups of digits joined by colons, one of three digits or more, eight digits or more in all: a land parcel's
# cadastral number in many countries (`69801:001:0442`, `3222486200:03:002:0123`); a time's groups are two digits.
_COLON_GROUPS = re.compile(r"\d+(?::\d+)+")


def _digit_groups_joined_by_colons(keyed: KeyedValue) -> bool:
    text = keyed.value.strip()
    return bool(_COLON_GROUPS.fullmatch(text)) and sum(map(str.isdigit, text)) >= 8 and any(
        len(group) >= 3 for group in text.split(":")
    )


def _no_token(keyed: KeyedValue) -> bool:
    text = latin_lettered(keyed.value.strip())
    return not plain_token(text) and not spaced_code(text) and not entry_with_its_label(text)


def _key_names_an_identifier(keyed: KeyedValue) -> bool:
    return bool(is_identifier_key(keyed.key, keyed.container)) and shaped_under_id_key(keyed.value)


# A handle: lower-case letters (and digits) in two parts or more joined by `_` or `.` ("ablimit_gz", "rihna.e").
_JOINED_LOWER = re.compile(r"[^\W\d_A-Z][^\W_A-Z]*(?:[_.][^\W_A-Z]+)+")


def _handle_under_an_identifier_key(keyed: KeyedValue) -> bool:
    text = keyed.value.strip()
    if keyed.number or not _JOINED_LOWER.fullmatch(text) or not is_identifier_key(keyed.key, keyed.container):
        return False
    return not all(keyed.is_word(part) for part in re.split(r"[_.]", text) if not part.isdigit())


def _noun_and_shape(keyed: KeyedValue) -> bool:
    return is_identifier_key(keyed.key, keyed.container) is not False and strongly_shaped(keyed.value, keyed.is_word)


def _shape_under_any_key(keyed: KeyedValue) -> bool:
    return not keyed.number and unmistakable(alphabet_lettered(keyed.value))


DROP, KEEP = Verdict.DROP, Verdict.KEEP
IDENTIFIERS: Table[KeyedValue] = Table(
    "Identifiers",
    "Every value under a key, in tool arguments, results and state and in `key=value` text. KEEP: an identifier, "
    "replaced everywhere in the session by one fixture id of its shape; DROP: not an identifier.",
    (
        Rule("masked_digits", "keeps digits left visible after a mask (`****8831`, `•••• 4821`, `xxx-xx-4471`), "
             "under any key", "whoever masked the value said it is someone's: the last digits of a card, an "
             "account or a tax id", KEEP, _masked,
             ("TAX_ID_MASKED: xxx-xx-4471", "ACCT: ****8831", "masked: •••• 4821", "property_uprn_masked: ****0912"),
             ("amount: 4821", "status: ****", "grade: XX")),
        AN_AMOUNT_WITH_ITS_CURRENCY,  # redaction/rules/amounts_with_their_currency.py
        Rule("id_of_what_a_call_created", "keeps a value of an identifier's shape under the id's key of what a call "
             "creates, in its result (`create_callback_task` -> `task_id`, `generate_gate_pass` -> `gate_pass.no`), "
             "a message's for a call that sends one (`send_tracking_email` -> `message_id`), though the key names a "
             "record of the software or a place anyone uses", "what the agent creates or sends during a "
             "person's conversation is made for their matter: an officer's task to call them back, a gate pass for "
             "their lorry, an e-mail to their address, however the software names it", KEEP, _created_for_the_matter,
             ("(create_callback_task) task_id: TSK-880412", "(generateGatePass) gate_pass.no: GP-31-07714",
              "(send_tracking_email) message_id: TRK-MAIL-20240914-0087", "(notifyCustomer) notification_id: NT-55120"),
             ("task_id: TSK-880412", "(get_trace_result) task_id: TR-77120", "(create_task) task_type: CB-2",
              "(create_payment_plan) plan_id: PP-40127", "(get_message_status) message_id: MSG-44120",
              "(send_tracking_email) template_id: TPL-2024-07",
              "(create_task) status: open")),
        Rule("payment_providers_id", "keeps a payment provider's id under any key, even one naming a thing no one "
             "owns: its object's prefix (`ch_`, `pi_`, `pay_`, `cus_`, `re_`, `in_`, `sub_`...), `_` and a "
             "generated key of eight characters or more with a digit, capitals and small letters mixed or digits "
             "alone", "a charge, a payment attempt, a refund or a customer at the provider is one payer's, though "
             "the record listing it is the software's (`\"attempts\": [{\"id\": \"pay_3KqL9xT2\"}]`); a "
             "request's or an event's id (`req_`, `evt_`) stays the software's", KEEP, _provider_id,
             ("attempts.id: pay_3KqL9xT2", "charge: ch_3QpZk8L2x9Vb", "error.charge: ch_8842017735",
              "customer: cus_7QnR2xLk9P", "refund: re_3PvQ0aLw9Tn0aR1eC4uF"),
             ("request_id: req_9d2f7a11c3", "error.code: card_declined", "event: evt_01JD3K8Q2M",
              "decline_code: insufficient_funds", "id: pay_abcdefgh", "id: ch_3f9a21c4")),
        Rule("token_issued_to_one_holder", "keeps a value of an identifier's shape with a digit under a key whose "
             "head is a token issued to one holder (`pass`, `permit`, `badge`, `tag`, `wristband`, `sticker`, "
             "`decal`), whatever the words before it say it is for, unless they name an outcome or an error; a bare "
             "`tag` is a label, and a code whose only number is a year a kind of permit",
             "a season pass, a parking permit, an inspector's badge, a tag on a walker's bag is one holder's, though "
             "a season is a time and an item a catalogue's (`\"seasonPass\": \"SP24-003317\"`, `\"itemTag\": "
             "\"PK-X-0217\"`)", KEEP, _issued_token,
             ("passMedia.seasonPass: SP24-003317", "itemTag: PK-X-0217", "inspector.badge: HM-12",
              "season_permits.no: S24-J/0012", "parking_permit: PP-40127"),
             ("error.tag: E4031", "status_tag: ACTIVE", "tag: urgent", "pass_rate: 0.93", "price_tag: 12.50",
              "season: 2026-27", "item: SKU-88120", "boarding_pass: 12", "release_tag: v1.4.0",
              "checklist.importPermit: NOT_SUBMITTED", "customer.tags: gb-olivia-r3",
              "customer.tag: gb-olivia-r3",
              "airport_permit: BIA-T-2025")),
        Rule("id_of_a_party_in_its_own_record", "keeps a value of an identifier's shape under a trading party's "
             "id (`supplierId`, `vendor_no`, `dealer_code`) in a person's record (one holding their contact or their "
             "name under a key that says so), though the party's word names who trades with anyone",
             "a supplier, a vendor or a dealer is a firm as often as one person, a honey collector or a grower paid "
             "for what they bring; a record holding the party's id beside a person's name, phone or date of birth is "
             "that person's, and the id theirs", KEEP, _a_partys_id_in_its_record,
             ("{person} supplierId: SUP-0411-87", "{person} vendor_no: V-22817", "{person} supplier_code: ZG-M-0291"),
             ("supplierId: SUP-0411-87", "{person} supplier: SUP-0411-87", "{person} distributor_code: ABC",
              "{person} merchant_category_code: 5411")),
        Rule("lot_a_call_reads", "keeps a value of an identifier's shape under a lot's key (`lot_no`, `lotId`, "
             "`lot`) in the result of a call that reads that lot (`get_cold_store_lot`, `get_lot_status`, "
             "`get_picker_lots`); a batch a call reads is a payment run as often (`get_payment_batch`)", "a maker's "
             "lot of a vaccine is the same for everyone who gets a dose, but a lot a call is named for is the record "
             "at hand: a grower's walnuts in a cold store, a seller's coffee at a depot, a picker's seed at a nursery, "
             "one holder's matter", KEEP,
             _a_consignment_a_call_reads,
             ("(get_cold_store_lot) lot_no: LOT/WAL/24/0381", "(get_lot_status) lot: PL-25-0211-07",
              "(get_picker_lots) lots.lotId: L26-0423"),
             ("lot_no: LOT/WAL/24/0381", "(get_pet_record) batch: RB-24-0917", "(get_cold_store_lot) chamber: CH-2",
              "(get_lot_status) lot: 47", "(find_order) lot: Lot PLR-SAN-24-33",
              "(get_payment_batch) batch.batchId: PB-2024-07B")),
        *(Rule(f"key_of_{kind.name}", f"drops any value under a key naming {kind.name.replace('_', ' ')}",
               kind.why, DROP, _no_one_owns(kind), kind.fires, kind.passes) for kind in UNOWNED),
        Rule("long_number_in_groups", "keeps nine digits or more written in groups of three, as a tax or company "
             "number is written, under any key the rules above left", "an amount that large is not written in a "
             "support tool's field; a business or tax number is (`\"abn\": \"51 824 753 556\"`)", KEEP,
             _long_grouped_number, ("abn: 51 824 753 556", "siren: 732 829 320"),
             ("balance: 1 200 000", "tax_year: 2025 2026")),
        Rule("code_after_its_label", "keeps one to three words of a label and a code of an identifier's shape "
             "after them; only the code is replaced", "a field often holds a number with the words that name it "
             "(`\"gas_safe_no\": \"Gas Safe 584217\"`), in any language", KEEP, _labelled,
             ("gas_safe_no: Gas Safe 584217", "machtiging: Machtigingskenmerk HBW-MND-0092211",
              "PrDP: PrDP-G 40112233", "id: Ouder-ID 550912"),
             ("boiler: Baxi 800 Combi 2", "period: Nov 2026", "os: Windows 11", "scriptId: E-RX 88213-KQ")),
        Rule("phone_with_a_country_code", "keeps a number written with its country code, 8 to 15 digits, under any "
             "key the rules above left", "a `+` and a country code say a phone, in any language's key "
             "(`vezetekes`)", KEEP, _phone, ("vezetekes: +36 96 555 0112", "contato: +55 31 98555-0107"),
             ("delta: +12", "balance: +1 200")),
        Rule("digit_groups_joined_by_colons", "keeps groups of digits joined by colons, eight digits or more, one "
             "group of three or more, under any key the rules above left", "a land parcel's cadastral number is "
             "written so in many countries, and a parcel has an owner; a time's groups are two digits", KEEP,
             _digit_groups_joined_by_colons, ("katastritunnus: 69801:001:0442", "kadastr: 3222486200:03:002:0123"),
             ("slot: 07:00:00", "ratio: 16:9", "window: 2026:11")),
        Rule("no_single_token", "drops a date, a season, a time, an amount, a hexadecimal number or words with spaces, "
             "unless the spaces are inside one code of capitals and digits", "an identifier is one token or one "
             "spaced code; dates and amounts are what a case checks", DROP, _no_token,
             ("booking_ref: 2026-11-15", "season: 2026-27", "claim_number: 412.50", "pan_id: 0x1A62",
              "case_reference: Smith v Jones", "deposit: GBP 300.00"),
             ("booking_ref: M8SAPX", "scriptId: E-RX 88213-KQ")),
        Rule("key_names_an_identifier", "keeps a token of four characters or more with a digit, three digits padded "
             "with a zero, or five capitals, under a key whose last word is an identifier's (`id`, `ref`, `number`, "
             "`no`, `code`...) in any case style",
             "`booking_ref`, `claimNumber`, `Policy No` point to one person's record", KEEP,
             _key_names_an_identifier, ("booking_ref: M8SAPX", "claimNumber: CLM-2026-192048", "PolicyNo: 88124",
                                        "confirmation_code: QXKLMP", "order.id: 1102-448812",
                                        "results.id: W-0050318", "dohovory.nomer: 147/2016-ОЗ", "pickerNo: 027",
                                        "receipt_no: ರಂ/೨೦೨೪-೨೫/೦೦೪೮೭"),
             ("booking_ref: 412", "decline_code: insufficient_funds", "seat_no: 12")),
        Rule("handle_under_an_identifier_key", "keeps lower-case letters in two parts or more joined by `_` or `.`, "
             "a part of them no word of the language, under a key whose last word is an identifier's "
             "(`wechatId`, `login_id`, `staff_ref`)", "a messaging or a staff login is written so and points to one "
             "person; words of the language joined so are a state or a setting (`insufficient_funds`)", KEEP,
             _handle_under_an_identifier_key, ("wechatId: ablimit_gz", "login_id: rihna.e", "staff_ref: j.okafor"),
             ("wechatId: ABLIMIT", "source_id: web_form", "setting_id: dark_mode", "channel_id: 42")),
        Rule("noun_of_an_identifier_and_its_shape", "keeps a value of an identifier's shape (a prefix and digits, "
             "letters and digits mixed, a long number, a PNR-like code that is no word, a label's capitals before "
             "an entry's number joined by a slash) under a key naming what teams number (booking, claim, customer, "
             "member, case...) in any language", "`\"booking\": \"M8SAPX\"`, `\"customer\": \"HBC-58485012\"`; "
             "an office writes a file's number after its label (`\"expediente\": \"EXP 2291/23\"`)", KEEP,
             _noun_and_shape, ("booking: M8SAPX", "customer: HBC-58485012", "member: QXKLMP",
                               "expediente: EXP 2291/23"),
             ("booking: confirmed", "customer: CANCEL", "order: 12", "case: DUE 12/05", "case: NOV 2026/27")),
        Rule("identifier_shape_under_any_key", "keeps a string of an identifier's shape that needs no key to say "
             "so, under any key the rules above left: four digits or more inside a code, five or more alone, a digit "
             "between capitals, a spaced code; never a version", "teams name their keys as they like (`conf`, `appt`, "
             "`Rx`, `nhi`, `barcode`, `microchip`); the shape of a generated code is the same in every domain", KEEP,
             _shape_under_any_key, ("conf: QX2K8W", "appt: AP-77104", "Rx: 3390-551-227", "nhi: ZAC4417",
                                    "microchip: 956000012448810", "agreement: RA-6621904",
                                    "scriptId: E-RX 88213-KQ", "request_id: GR-40233",
                                    "ngja_dealer_licence: NGJA/RP/D/3318"),
             ("clinic: BRU-02", "sdk: 1.39.0", "term: Fall 2027", "waitlist: ACTIVE", "year: 2026", "notes: A-12",
              "paid_on: 02-Dec-2026", "primeiraParcela: janeiro/2027", "week: 2024-W47", "hu_faellig: 05/2026")),
        Rule("short_code_under_any_key", "keeps one to four capitals, a dash and three digits or more (`T-117`), "
             "under any key the rules above left", "a short generated code is as much someone's as a long one: a "
             "farm's turnout, a tenant's unit, a member's locker", KEEP, _short_code,
             ("turnout: T-117", "TURNOUTS: T-342A"), ("clinic: BRU-02", "notes: A-12", "version: V-2")),
        Rule("four_digits_as_text_under_any_key", "keeps four digits written as text under any key the rules above "
             "left; a JSON number is a quantity", "four digits in a string are a postal code, a one-time code, an "
             "elector's or a door's number more often than anything a case checks (`\"iranyitoszam\": \"9021\"`, "
             "`\"dac_used\": \"4417\"`)", KEEP, _four_digits,
             ("iranyitoszam: 9021", "dac_used: 4417"), ("code: 441", "floor: 4th", "total: 4417.50")),
    ),
    KeyedValue.of,
)


def identifier_value(key: str, value: str | int | float, is_word: Callable[[str], bool],
                     container: str | None = None, created: frozenset[str] = frozenset(),
                     in_a_persons_record: bool = False, read: frozenset[str] = frozenset()) -> bool:  # fmt: skip
    """Whether the value under this key is an identifier: the table above; `created`: the words of what the call
    whose result holds the value creates; `in_a_persons_record`: the object holding it is a person's record; `read`:
    the words of what the call whose result holds it reads."""
    if isinstance(value, bool | float):
        return False
    return IDENTIFIERS.verdict(KeyedValue(key, container, str(value), is_word, isinstance(value, int), created,
                                          in_a_persons_record, read)) is KEEP
