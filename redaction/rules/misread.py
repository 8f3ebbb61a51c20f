"""Findings of a shape no personal value has: a date read as a phone number, a module path read as a name, a
device's private address. Applied to every finding of every text, after the recognizers and before a name's
support is weighed; the first rule that decides wins. DROP: not personal; KEEP: personal whatever follows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from http import HTTPStatus
from typing import TYPE_CHECKING

from presidio_analyzer import RecognizerResult

from redaction.recognizers.positions import POSITION
from redaction.recognizers.precision import (
    has_code_shape,
    is_short_date,
    misread_ip,
    misread_number,
    names_a_product,
)
from redaction.recognizers.provenance import HOW_KEY, How, how
from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.bare_names import an_airline_name
from redaction.rules.goods_and_services import a_businesss_own_line, a_line_for_questions
from redaction.rules.machine_records import error_code_in_an_error_line, number_under_a_machines_key

if TYPE_CHECKING:
    from redaction.engine import Engine


@dataclass(frozen=True)
class Finding:
    text: str
    result: RecognizerResult
    value: str
    engine: Engine

    @classmethod
    def of(cls, example: str, engine: Engine) -> Finding:
        """`ENTITY[/HOW]: text with the [finding]`."""
        label, _, rest = example.partition(": ")
        entity, _, made = label.partition("/")
        text, start, end = marked(rest)
        metadata = {HOW_KEY: How[made]} if made else {}
        result = RecognizerResult(entity, start, end, 0.85, recognition_metadata=metadata)
        return cls(text, result, text[start:end], engine)


_DOTTED_HANDLE = re.compile(r"[a-z][a-z'-]*[._][a-z][a-z'-]*")
# The key a value stands under in a log line or pasted JSON: `date=`, `"placement_date": "`.
_KEY_RIGHT_BEFORE = re.compile(r"""(?P<key>[\w.-]+)["']?[ \t]*[=:][ \t]*["']?$""")
_BIRTH_CUE = re.compile(r"(?i:d\.?o\.?b|born|birth|bday)")
_BIRTH_KEY = re.compile(r"(?i:(?:d\.?o\.?b|born|birth|bday)[a-z]{0,4}$)")
_NAMES_AND_PLACES = {"PERSON", "LOCATION"}


# "504 Gateway Timeout", "Service Unavailable": a status line of HTTP, in an error message in any language.
_HTTP_STATUS = re.compile(
    r"(?i:(?<!\w)(?:[1-5]\d\d[ \t]+)?(?:"
    + "|".join(sorted((re.escape(status.phrase) for status in HTTPStatus if " " in status.phrase), key=len,
                      reverse=True))
    + r"))(?!\w)"
)  # fmt: skip


_STATUS_REACH = 200


def _http_status(finding: Finding) -> bool:
    result = finding.result
    # Only the lines around the finding: searching the whole text for each finding is quadratic in a long one.
    around = range(max(0, result.start - _STATUS_REACH), min(len(finding.text), result.end + _STATUS_REACH))
    return any(match.start() <= result.start and result.end <= match.end()
               for match in _HTTP_STATUS.finditer(finding.text, around.start, around.stop))  # fmt: skip


def _handle_under_a_persons_key(finding: Finding) -> bool:
    support = finding.engine.person_support
    return bool(
        how(finding.result) is How.KEY and _DOTTED_HANDLE.fullmatch(finding.value)
        and not any(support.common(part) for part in re.split(r"[._]", finding.value) if len(part) > 1)
    )  # fmt: skip


def _a_position(finding: Finding) -> bool:
    return finding.result.entity_type == "LOCATION" and POSITION.fullmatch(finding.value) is not None


def _product_read_as_a_person(finding: Finding) -> bool:
    engine = finding.engine
    return finding.result.entity_type == "PERSON" and names_a_product(
        finding.text, finding.result, engine.english_words, engine.verbs
    )


def _short_date_read_as_a_person(finding: Finding) -> bool:
    return finding.result.entity_type == "PERSON" and is_short_date(finding.text, finding.result)


# The link of a patronymic name, written with a slash: Malaysia's "a/l" and "a/p" (son, daughter of), South Asia's
# "s/o", "d/o", "w/o" ("MUTHU A/L RAMASAMY"). It is a name's word between two names, no path of code.
_NAME_LINK = re.compile(r"(?<=\S )(?i:a/l|a/p|s/o|d/o|w/o)(?= \S)")


def _code_shaped_name_or_place(finding: Finding) -> bool:
    return (
        finding.result.entity_type in _NAMES_AND_PLACES and has_code_shape(_NAME_LINK.sub("of", finding.value))
        and not an_airline_name(finding.value)  # KOWALCZYK/JAKUB MR: redaction/rules/bare_names.py
    )  # fmt: skip


def _brand_or_product_words(finding: Finding) -> bool:
    return finding.result.entity_type in _NAMES_AND_PLACES and all(
        word in finding.engine.known_words for word in finding.value.casefold().split()
    )


def _birth_cue_elsewhere(finding: Finding) -> bool:
    result, text = finding.result, finding.text
    if result.entity_type != "DATE_OF_BIRTH" or how(result) is not How.BIRTH_CUE:
        return False
    key = _KEY_RIGHT_BEFORE.search(text, 0, result.start)
    if key is not None:
        return not _BIRTH_CUE.search(key.group("key"))
    words = [word for word in text[: result.start].split() if _BIRTH_CUE.search(word)]
    # A key ending in its cue (`patient_dob=`, `"date_of_birth":`) is a cue, whatever its shape.
    return bool(words) and all(
        has_code_shape(word) and not _BIRTH_KEY.search(word.rstrip("=:\"' ")) for word in words
    )


# Numbers a caller does not pay for: the number plans reserve their ranges for businesses' lines (North America's
# 1-800 to 1-833, 0800 and 0808 in Europe and beyond, 1800 and 1300 in Australia and Ireland, the universal +800).
_NANP_TOLL_FREE = r"8(?:00|33|44|55|66|77|88)"
_TOLL_FREE = re.compile(
    rf"(?:\+?1[-. ]?)?\({_NANP_TOLL_FREE}\)[-. ]?\d{{3}}[-. ]?\d{{4}}"
    rf"|\+?1[-. ]?{_NANP_TOLL_FREE}[-. ]?\d{{3}}[-. ]?\d{{4}}"
    r"|(?:0|\+\d{2,3}[-. ]?)80[08](?:[-. ]?\d){6,7}|1[-. ]?[38]00(?:[-. ]?\d){6}|\+800(?:[-. ]?\d){8}"
)
# Mailboxes no person reads: a machine sends from them, and says so in the local part.
_MACHINE_MAILBOX = re.compile(r"(?i:no[-_.]?reply|do[-_.]?not[-_.]?reply|mailer[-_.]daemon|postmaster|bounces?)@")


def _toll_free_number(finding: Finding) -> bool:
    return finding.result.entity_type == "PHONE_NUMBER" and bool(_TOLL_FREE.fullmatch(finding.value.strip()))


# An amount written with its cents ("180000.00"): a phone is never written with a two-digit decimal part.
_AMOUNT_WITH_CENTS = re.compile(r"\d{1,10}\.\d{2}")
# An id between a REST collection's segment and the path's next separator ("/products/8123456789.json").
_COLLECTION_BEFORE = re.compile(r"/[A-Za-z][\w-]*/$")
_PATH_GOES_ON = re.compile(r"[./?#]")


def _amount_with_cents(finding: Finding) -> bool:
    return finding.result.entity_type == "PHONE_NUMBER" and bool(_AMOUNT_WITH_CENTS.fullmatch(finding.value))


def _id_in_a_resource_path(finding: Finding) -> bool:
    result, text = finding.result, finding.text
    return (
        result.entity_type == "PHONE_NUMBER" and finding.value.isdigit()
        and _COLLECTION_BEFORE.search(text, max(0, result.start - 40), result.start) is not None
        and _PATH_GOES_ON.match(text, result.end) is not None
    )  # fmt: skip


def _mailbox_no_one_reads(finding: Finding) -> bool:
    return finding.result.entity_type == "EMAIL_ADDRESS" and bool(_MACHINE_MAILBOX.match(finding.value.strip()))


def _date_or_reference_read_as_a_number(finding: Finding) -> bool:
    return finding.result.entity_type not in _NAMES_AND_PLACES and misread_number(finding.text, finding.result)


def _device_or_hardware_address(finding: Finding) -> bool:
    return finding.result.entity_type not in _NAMES_AND_PLACES and misread_ip(finding.text, finding.result)


DROP, KEEP = Verdict.DROP, Verdict.KEEP
MISREAD: Table[Finding] = Table(
    "Misread findings",
    "Every finding of every text, as the recognizers made it. DROP: the value is of a shape no personal value "
    "has; KEEP: the key it stands under made it, and it is a person's handle.",
    (
        Rule("handle_under_a_persons_key", "keeps a dotted handle a person's key named", "`name=obriain.e` is a "
             "person's handle, not a module path (`name=check_stock` is no one's)", KEEP,
             _handle_under_a_persons_key, ("PERSON/KEY: name=[obriain.e]",), ("PERSON/KEY: name=[check.stock]",)),
        Rule("a_position", "keeps a latitude and a longitude found as a place", "digits are no place's name, "
             "but a position points to one spot, a household's (redaction/recognizers/positions.py)", KEEP,
             _a_position, ("LOCATION: household GPS [14.6402,0.9163] outside",),
             ("LOCATION: order [14.6402] outside",)),
        Rule("http_status_line", "drops any finding inside an HTTP status and its reason phrase", "\"504 Gateway "
             "Timeout\" is a server's answer, not an address or a name", DROP, _http_status,
             ("STREET_ADDRESS: baza nie odpowiada ([504 Gateway] Timeout)", "PERSON: error: Bad [Gateway]"),
             ("STREET_ADDRESS: lives at [504 Gateway Road]",)),
        Rule("number_under_a_machines_key", "drops digits found as a phone that stand whole under a log's or an "
             "API's key naming no phone, no way to reach anyone and no one (`psp=`, `ts=`, `\"part\":`); a key the "
             "key tables type, a party to a call or a message (`from=`, `caller=`), and a number with its country's "
             "`+` keep it", "a machine's record says what a value is by its key, in any log format: a payment's "
             "reference, a Unix time or a part's number has a phone's digits, not a phone's key "
             "(redaction/rules/machine_records.py)", DROP, number_under_a_machines_key,
             ("PHONE_NUMBER: ERROR payments.webhook reason=Refused psp=[8836127712]",
              'PHONE_NUMBER: {"event": "scan", "ts": [1733494812], "ok": true}',
              "PHONE_NUMBER: stock.adjust part=[0412553671] qty=-2 bin=A4",
              'PHONE_NUMBER: {"batch": "[2216430871]"}'),
             ("PHONE_NUMBER: sms.send to=[07700900418] status=queued", "PHONE_NUMBER: msisdn=[447700900418]",
              'PHONE_NUMBER: {"customer_phone": "[07700900418]"}', "PHONE_NUMBER: caller=[2125550143] dur=41",
              "PHONE_NUMBER: ref=[+447700900418]", "PHONE_NUMBER: contact=[0412553671]",
              "PHONE_NUMBER: Reach me at: [0412553671]", "PHONE_NUMBER: psp=[0412 553 671]",
              "PHONE_NUMBER: user=[0412553671]", "PHONE_NUMBER: p=[0412553671]",
              "PHONE_NUMBER: number=[0412553671]", 'PHONE_NUMBER: {"contact_no": "[0412553671]"}',
              'PHONE_NUMBER: {"part_no": "[44-0207-1193]", "qty": 2}')),
        Rule("error_code_in_an_error_line", "drops digits found as a secret right after a code's word on a line a "
             "machine wrote (a log's level, an exception's name, a key's pair, a JSON key) about an error, unless "
             "the line speaks of a log-in, a verification, a PIN, a door or a code sent", "an error code is the "
             "same for every user: `code=1006` of a dropped connection, `(code 4031)` of a rejected sale; privacy "
             "first, `ERROR otp verify failed code=884120` is a person's code (redaction/rules/machine_records.py)",
             DROP, error_code_in_an_error_line,
             ("SECRET: ERROR ocpp.ws charge_point=MAN-PICC-07 disconnected code=[1006] reconnect_attempts=5",
              "SECRET: TerminalSaleRejected: GAME_CLOSED (code [4031]) game=THUNDERBALL",
              'SECRET: {"error": {"code":"[1001]", "message": "invalid request"}}',
              "SECRET: WebSocketError: connection to wss://live.example/bidding/HL-2611 closed (code [1006])"),
             ("SECRET: ERROR otp verify failed code=[884120]", "SECRET: the code is [4031], it failed",
              "SECRET: WARN door.unlock failed code=[7316]", "SECRET: login error, code=[5521]",
              'SECRET: {"status": "sent", "code": "[4821]"}', "SECRET: INFO session started code=[4031]")),
        Rule("product_read_as_a_person", "drops words of the language before a product's noun", "\"the Unlimited "
             "Max plan\" is a plan", DROP, _product_read_as_a_person, ("PERSON: the [Unlimited Max] plan",),
             ("PERSON: ask [Priya Okafor] today",)),
        Rule("short_date_read_as_a_person", "drops a month's abbreviation before a day", "\"Jan 5\" is a date, "
             "\"Jan\" a name only alone", DROP, _short_date_read_as_a_person, ("PERSON: due [Jan] 5",),
             ("PERSON: [Jan] spent it",)),
        Rule("code_shaped_name_or_place", "drops a name or a place in code shape (a patronymic's link, \"A/L\", "
             "\"s/o\", is a name's word)", "`OrderNotFoundError`, `acme.reports` are code; \"MUTHU A/L RAMASAMY\" "
             "is a name", DROP, _code_shaped_name_or_place,
             ("PERSON: raised [OrderNotFoundError] again",),
             ("PERSON: ask [McAllister] today", "PERSON: buyer_name=\"[MUTHU A/L RAMASAMY]\" bank=MBB",
              "PERSON: flight=HL212 pax=[KOWALCZYK/JAKUB MR] seat=3B")),
        Rule("brand_or_product_words", "drops a name or a place made only of well-known brands and the team's "
             "product words", "\"Apple Pay\" is a brand", DROP, _brand_or_product_words,
             ("PERSON: paid with [Apple Pay]",), ("PERSON: paid [Priya]",)),
        Rule("birth_cue_elsewhere", "drops a date found by a birth cue that belongs to another key or to code",
             "`\"placement_date\": \"2025-06-02\"` beside `\"child_dob\"`; `birth_reg.appointments` is a table",
             DROP, _birth_cue_elsewhere,
             ('DATE_OF_BIRTH/BIRTH_CUE: child_dob=2019-01-02 placement_date=[2025-06-02]',),
             ("DATE_OF_BIRTH/BIRTH_CUE: dob=[1984-03-12]",)),
        Rule("toll_free_number", "drops a phone number in a range the number plans reserve for lines the caller "
             "does not pay for (1-800, 0800, 1300...)", "such a line is a business's, the same for every caller; no "
             "person has one", DROP, _toll_free_number,
             ("PHONE_NUMBER: call our care line on [1-800-555-0199]", "PHONE_NUMBER: ring [0800 111 999] now",
              "PHONE_NUMBER: the hotline is [1300 555 014]", "PHONE_NUMBER: [(877) 555-0143] any time",
              "PHONE_NUMBER: or call [1-300-88-5665]."),
             ("PHONE_NUMBER: call me on [0207 946 0321]", "PHONE_NUMBER: my cell is [(989) 555-0171]",
              "PHONE_NUMBER: mobile [0412 800 555]", "PHONE_NUMBER: [+44 7700 900418]", "PHONE_NUMBER: [13001234567]",
              "PHONE_NUMBER: [888 123 456]")),
        Rule("a_businesss_own_line", "drops a phone number after a helpline's, a hotline's or a switchboard's word, or "
             "after the business's \"our\" and its site's or service's line or number (our store line, our "
             "reception number), after its \"our\" and its site (our office at ... is on), or after a line named "
             "by its purpose (our studio line, the emergency farrier line), in the same clause", "\"reach our store "
             "line on +678 22 410\", \"the Poczta Polska helpline is 43 842 06 00\": a business's line is the same "
             "for every caller; privacy first, \"our number\", \"our home phone\" and \"the direct line\" are a "
             "household's or a person's", DROP, a_businesss_own_line,
             ("PHONE_NUMBER: reach our store line on [+678 22 410] during business hours",
              "PHONE_NUMBER: the Poczta Polska helpline is [43 842 06 00].",
              "PHONE_NUMBER: our reception number is [01632 960 001]",
              "PHONE_NUMBER: Our WhatsApp business line is [0700 369 4622].",
              "PHONE_NUMBER: call the emergency farrier line at [(859) 555-0142], 24/7",
              "PHONE_NUMBER: Our office at Kaki Bukit is on [6742 8810].",
              "PHONE_NUMBER: Our desk number is [0477 225 4410]."),
             ("PHONE_NUMBER: our number is [07700 900 418]", "PHONE_NUMBER: our home phone is [01632 960 002]",
              "PHONE_NUMBER: call me on [0207 946 0321], not the helpline",
              "PHONE_NUMBER: I rang the helpline. My number is [0207 946 0321]",
              "PHONE_NUMBER: our home line is [01632 960 002]", "PHONE_NUMBER: call the direct line on [0207 946 0321]",
              "PHONE_NUMBER: or ring the shop [09 555 0142] after 2pm",
              "PHONE_NUMBER: call my office on [0207 946 0321]")),
        Rule("a_line_for_questions", "drops a phone number right after the words for questions (queries, "
             "questions, enquiries, Q's), a call's word and \"us\" perhaps between", "a business closes what it sends "
             "with the line its customers ask on (\"Queries 031 555 0192\", \"Qs? Call 07 7010 4421\"), the same for "
             "every customer; a person giving their own number says whose it is (\"questions? call me on\")", DROP,
             a_line_for_questions,
             ("PHONE_NUMBER: on site by 8am. Queries [031 555 0192]", "PHONE_NUMBER: Qs? Call [07 7010 4421]",
              "PHONE_NUMBER: Any q's ph [06 348 9021]", "PHONE_NUMBER: Questions: call us on [0161 555 0133]",
              "PHONE_NUMBER: Enquiries - [+64 9 555 0142]"),
             ("PHONE_NUMBER: any questions call me on [0412 800 555]",
              "PHONE_NUMBER: questions, ring Aroha on [021 555 0178]", "PHONE_NUMBER: my number is [07 7010 4421]",
              "PHONE_NUMBER: I had questions so I rang [0207 946 0321] twice")),
        Rule("amount_with_cents", "drops digits with a two-digit decimal part found as a phone number", "an "
             "amount in a log or a payment's JSON is written with its cents; no phone is", DROP, _amount_with_cents,
             ('PHONE_NUMBER: "currency":"JMD","total":"[180000.00]"}',),
             ("PHONE_NUMBER: call me on [0207 946 0321]", "PHONE_NUMBER: [020.7946.0321]",
              "PHONE_NUMBER: [555.0142]")),
        Rule("id_in_a_resource_path", "drops digits between a path's collection segment and its next separator",
             "`GET /products/8123456789.json` names a record; a phone in a link has no collection before it "
             "(`wa.me/447700900123`)", DROP, _id_in_a_resource_path,
             ("PHONE_NUMBER: GET /admin/api/2024-07/products/[8123456789].json",
              "PHONE_NUMBER: see /orders/[4412339876]/lines"),
             ("PHONE_NUMBER: https://wa.me/[447700900123]?text=hi", "PHONE_NUMBER: call [8123456789].",
              "PHONE_NUMBER: at /products/ or [8123456789].")),
        Rule("mailbox_no_one_reads", "drops an e-mail address whose local part says no one reads it (`noreply`, "
             "`do-not-reply`, `postmaster`)", "a machine sends from it to every customer alike", DROP,
             _mailbox_no_one_reads, ("EMAIL_ADDRESS: from [noreply@brookvalehomes.example.org]",
                                     "EMAIL_ADDRESS: [do-not-reply@bank.example]"),
             ("EMAIL_ADDRESS: write to [kerry.noreply@example.com]", "EMAIL_ADDRESS: [norah.reyes@example.com]")),
        Rule("date_or_reference_read_as_a_number", "drops a date, a year or a reference number found as a phone "
             "number or a postal code", "tracking numbers and dates are digits too", DROP,
             _date_or_reference_read_as_a_number, ("PHONE_NUMBER: tracking [1234567890]",
                                                   "PHONE_NUMBER: on [2026-11-15]",
                                                   "ZIP_CODE: applying for Fall [2027]"),
             ("PHONE_NUMBER: call me on [0207 946 0321]", "ZIP_CODE: Sydney NSW [2000]",
              "ZIP_CODE: Postcode [2000]")),
        Rule("device_or_hardware_address", "drops a private address after a device's noun, a version, or a "
             "hardware address", "a turnstile's address names a machine, not a person", DROP,
             _device_or_hardware_address, ("IP_ADDRESS: turnstile controller [10.40.2.15]",
                                           "IP_ADDRESS: version=[3.4.12.1]"),
             ("IP_ADDRESS: logged in from [81.2.69.142]",)),
    ),
    Finding.of,
)
