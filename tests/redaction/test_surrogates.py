"""Format-preserving surrogates, consistent across the case, never a real value."""

from __future__ import annotations

import ipaddress
import json
import re
from datetime import date

from miner.model import ToolCall, Turn
from redaction import RedactionConfig, Redactor
from redaction.recognizers.cards import luhn_valid
from redaction.surrogates import FIRST_NAMES, LAST_NAMES, Surrogates
from tests.redaction.conftest import make_session

CUSTOMER = {"name": "Priya Okafor", "email": "priya.okafor@mailbox.example", "phone": "+1 415 555 2671",
            "mobile": 14155552672, "card_number": "4929 1234 5678 9012", "iban": "GB29NWBK60161331926819",
            "ip": "81.2.69.142", "dob": "1987-03-14", "status": "active", "since": "2019-06-02"}  # fmt: skip


def case():  # type: ignore[no-untyped-def]
    lookup = ToolCall(name="lookup_customer", args={"email": "priya.okafor@mailbox.example"},
                      result={"customer": CUSTOMER})  # fmt: skip
    return make_session(
        [
            Turn(index=0, user_text="Hi, I'm Priya Okafor, my card 4929 1234 5678 9012 was charged twice",
                 tool_calls=[lookup], final_response="Thanks Priya, I found your account."),
            Turn(index=1, user_text="Ms Okafor here again: call +1 415 555 2671 please",
                 final_response="We will call Ms Okafor back today."),
        ],
        state={"contact": {"email": "priya.okafor@mailbox.example"}},
    )  # fmt: skip


def test_every_surrogate_has_the_format_of_what_it_replaces(surrogates: Redactor) -> None:
    redacted = surrogates.redact(case()).session
    customer = redacted.turns[0].tool_calls[0].result["customer"]
    first, last = customer["name"].split()
    assert first in FIRST_NAMES and last in LAST_NAMES
    assert customer["email"].endswith("@example.com")
    assert re.fullmatch(r"\+1 \d{3} 555 01\d\d", customer["phone"])
    assert isinstance(customer["mobile"], int) and re.fullmatch(r"1\d{3}55501\d\d", str(customer["mobile"]))
    card = customer["card_number"]
    assert re.fullmatch(r"4111 11\d\d \d{4} \d{4}", card) and luhn_valid(card)
    iban = customer["iban"]
    assert iban.startswith("GB") and "TEST" in iban and _iban_valid(iban)
    assert ipaddress.ip_address(customer["ip"]) in ipaddress.ip_network("192.0.2.0/24")
    born = date.fromisoformat(customer["dob"])
    assert born != date(1987, 3, 14) and abs((born - date(1987, 3, 14)).days) < 4000
    # Non-personal fields are kept as they are.
    assert (customer["status"], customer["since"]) == ("active", "2019-06-02")


def test_one_value_one_surrogate_across_text_args_results_and_state(surrogates: Redactor) -> None:
    redacted = surrogates.redact(case()).session
    customer = redacted.turns[0].tool_calls[0].result["customer"]
    name, email, phone = customer["name"], customer["email"], customer["phone"]
    first, last = name.split()
    assert redacted.turns[0].tool_calls[0].args == {"email": email}
    assert redacted.state == {"contact": {"email": email}}
    assert redacted.turns[0].user_text == f"Hi, I'm {name}, my card {customer['card_number']} was charged twice"
    assert redacted.turns[0].final_response == f"Thanks {first}, I found your account."
    assert redacted.turns[1].user_text == f"Ms {last} here again: call {phone} please"
    assert redacted.turns[1].final_response == f"We will call Ms {last} back today."
    dumped = redacted.model_dump_json()
    assert not re.search(r"Priya|Okafor|4929|NWBK|81\.2\.69|1987-03-14|415 555 2671", dumped)


def test_a_surrogate_never_equals_a_real_value_seen_in_the_session(surrogates: Redactor) -> None:
    first = Surrogates()("PERSON", 1, "Priya Okafor", 0)
    email = Surrogates()("EMAIL_ADDRESS", 1, "x@y.z", 0)
    session = make_session([Turn(index=0, user_text=f"I'm {first}, write to {email} or to Dana Whitlock")])
    text = surrogates.redact(session).session.turns[0].user_text or ""
    assert first not in text and email not in text
    assert "@example.com" in text


def test_the_report_counts_per_type_and_says_the_values_are_synthetic(surrogates: Redactor, redactor: Redactor) -> None:
    report = surrogates.redact(case()).report
    assert report.replace == "surrogate" and "synthetic" in report.notice
    assert report.distinct_values["PERSON"] == 1 and report.replacements["EMAIL_ADDRESS"] == 3
    assert "Okafor" not in report.model_dump_json()
    assert redactor.redact(case()).report.replace == "placeholder"


def test_placeholders_on_request(engine) -> None:  # type: ignore[no-untyped-def]
    placeholders = Redactor(RedactionConfig(replace="placeholder", n_process=1), engine=engine)
    customer = placeholders.redact(case()).session.turns[0].tool_calls[0].result["customer"]
    assert (customer["name"], customer["email"]) == ("<PERSON_1>", "<EMAIL_ADDRESS_1>")


def test_dates_of_birth_keep_their_format_and_stay_valid() -> None:
    make = Surrogates(key=b"k" * 16)
    for value, shape in [("1987-03-14", r"\d{4}-\d{2}-\d{2}"), ("14/03/1987", r"\d{2}/\d{2}/\d{4}"),
                         ("March 14, 1987", r"[A-Z][a-z]+ \d{1,2}, \d{4}"), ("29.02.1988", r"\d{2}\.\d{2}\.\d{4}")]:
        shifted = make("DATE_OF_BIRTH", 1, value, 0)
        assert re.fullmatch(shape, shifted) and shifted != value, (value, shifted)


def test_date_of_birth_month_names_stay_whole_or_abbreviated_as_written() -> None:
    make = Surrogates(key=b"k" * 16)
    months = {"january", "february", "march", "april", "may", "june", "july", "august", "september",
              "october", "november", "december"}  # fmt: skip
    for attempt in range(40):  # many shifts, so that short names (May, June, July) meet long ones
        whole = make("DATE_OF_BIRTH", 1, "9 July 1971", attempt)
        month = whole.split()[1]
        assert month.lower() in months, whole
        short = make("DATE_OF_BIRTH", 1, "Jul 9, 1971", attempt)
        assert re.fullmatch(r"[A-Z][a-z]{2} \d{1,2}, \d{4}", short), short
        assert any(name.startswith(short[:3].lower()) for name in months), short


def _iban_valid(iban: str) -> bool:
    compact = iban.replace(" ", "")
    return int("".join(str(int(char, 36)) for char in compact[4:] + compact[:4])) % 97 == 1


def test_surrogate_drafts_stay_json(surrogates: Redactor) -> None:
    call = ToolCall(name="refund", args={"payload": json.dumps({"card": "4929 1234 5678 9012"})})
    redacted = surrogates.redact(make_session([Turn(index=0, tool_calls=[call])])).session
    assert luhn_valid(json.loads(redacted.turns[0].tool_calls[0].args["payload"])["card"])


def test_a_drafted_case_says_its_values_are_synthetic_and_counts_them_per_type(surrogates: Redactor) -> None:
    from miner.drafting.case import DraftInput, build_draft

    redacted = surrogates.redact(case())
    draft = build_draft(DraftInput(
        session=redacted.session, eval_id="error_lookup_customer_00000000", primary="error", session_hash="0" * 16,
        trace_hashes=[], redaction_counts=redacted.report.replacements, fixture_ids=redacted.report.fixture_ids,
        app_name="shop", redaction_note=redacted.report.notice))  # fmt: skip
    assert "synthetic values" in (draft.evalset.description or "")
    assert draft.spec.provenance is not None and draft.spec.provenance.redaction["PERSON"] == 5


def test_a_one_word_name_after_a_title_becomes_an_invented_surname(surrogates: Redactor) -> None:
    session = make_session([Turn(index=0, user_text="Mr Eze asked twice. Thanks Haruto, said Dr Eze.")])
    text = surrogates.redact(session).session.turns[0].user_text or ""
    words = text.replace(".", "").replace(",", "").split()
    assert words[1] in LAST_NAMES and words[1] == words[-1] and words[5] in FIRST_NAMES


def test_a_user_id_that_is_an_e_mail_becomes_an_e_mail_everywhere(surrogates: Redactor) -> None:
    session = make_session(
        [Turn(index=0, user_text="Where is my order?",
              tool_calls=[ToolCall(name="lookup_order", args={"order_id": "A1"},
                                   result={"customer": {"email": "dana.keller@mailhost.net"}})])],
        user_id="dana.keller@mailhost.net",
    )
    redacted = surrogates.redact(session).session
    email = redacted.turns[0].tool_calls[0].result["customer"]["email"]
    assert email.endswith("@example.com") and "dana" not in email.lower()
    assert redacted.user_id == email  # the same value, the same surrogate, in the format of what it replaces
