"""Identifiers nobody declared, in any domain: by the key's grammar, by their shape, in every text that repeats
them, replaced by one fixture id of a similar shape across the session."""

from __future__ import annotations

import json

import pytest

from miner.model import ToolCall, Turn
from redaction import RedactionConfig, Redactor
from redaction.recognizers.identifiers import IDENTIFIER, CuedIdentifierRecognizer, fixture_like, is_identifier_key
from tests.redaction.conftest import make_session


@pytest.mark.parametrize(
    "key", ["booking_ref", "bookingRef", "booking-ref", "Booking Ref", "BOOKING_REF", "claim_number", "policyNo",
            "caseReference", "member_id", "confirmation_code", "pnr", "invoice_no", "contract.number"],
)  # fmt: skip
def test_a_key_that_names_an_identifier_in_any_case_style(key: str) -> None:
    assert is_identifier_key(key) is True


@pytest.mark.parametrize("key", ["error_code", "currency_code", "airport_code", "sku", "trace_id", "status_code",
                                 "flight_number", "product_id", "promo_code", "notes"])  # fmt: skip
def test_a_key_of_a_thing_no_one_owns_names_no_identifier(key: str) -> None:
    assert is_identifier_key(key) is False


def test_fixture_ids_keep_the_shape_and_the_scheme_prefix() -> None:
    assert fixture_like("CLM-2026-192048", 1) == "CLM-0000-000001"
    assert fixture_like("M8SAPX", 1) == "F1XXXX"
    assert len(fixture_like("QXKLMP", 2)) == 6 and fixture_like("QXKLMP", 2).isupper()


def _session() -> tuple[list[str], object]:
    call = ToolCall(
        name="find_booking", args={"bookingRef": "M8SAPX", "last_name": "Kowalczyk"},
        result={"booking": {"pnr": "M8SAPX", "flight": "BA117", "from": "LHR", "to": "JFK", "status": "confirmed",
                            "amount": "412.50", "currency": "GBP", "date": "2026-12-01"},
                "Claim Number": "CLM-2026-192048", "sku": "SKU-44821", "error_code": "E-4102", "http_status": 404},
    )  # fmt: skip
    turns = [Turn(index=0, user_text="My booking reference is M8SAPX, surname Kowalczyk.", tool_calls=[call],
                  final_response="Booking M8SAPX on BA117 found; claim CLM-2026-192048 is open."),
             Turn(index=1, user_text="and my member number is QXKLMP",
                  final_response="Handing over: member QXKLMP (CLM-2026-192048) wants a refund.")]  # fmt: skip
    return ["M8SAPX", "CLM-2026-192048", "QXKLMP", "Kowalczyk"], make_session(turns)


@pytest.mark.parametrize("replace", ["surrogate", "placeholder"])
def test_identifiers_leave_every_text_and_one_fixture_id_stands_for_each(engine, replace: str) -> None:  # type: ignore[no-untyped-def]
    redactor = Redactor(RedactionConfig(n_process=1, replace=replace), engine=engine)
    planted, session = _session()
    redacted = redactor.redact(session)  # type: ignore[arg-type]
    dumped = redacted.session.model_dump_json()
    assert not [value for value in planted if value.casefold() in dumped.casefold()]
    turn = redacted.session.turns[0]
    fixture = turn.tool_calls[0].args["bookingRef"]
    assert turn.tool_calls[0].result["booking"]["pnr"] == fixture
    assert fixture in (turn.user_text or "") and fixture in (turn.final_response or "")
    assert fixture in redacted.report.fixture_ids
    result = turn.tool_calls[0].result
    assert (result["sku"], result["error_code"], result["http_status"]) == ("SKU-44821", "E-4102", 404)
    assert {key: result["booking"][key] for key in ("flight", "from", "to", "status", "amount", "currency", "date")
            } == {"flight": "BA117", "from": "LHR", "to": "JFK", "status": "confirmed", "amount": "412.50",
                  "currency": "GBP", "date": "2026-12-01"}  # fmt: skip
    assert "Claim Number" in result  # a spaced key is schema, never renamed


def test_a_key_or_a_pattern_declared_non_personal_is_kept(engine) -> None:  # type: ignore[no-untyped-def]
    config = RedactionConfig(n_process=1, non_personal_keys=["fare_basis"], non_personal_patterns=[r"CLM-\d{4}-\d+"])
    call = ToolCall(name="quote", result={"fareBasis": "YLOWUK3", "claim_number": "CLM-2026-192048",
                                          "booking_ref": "K2LQ7Z"})  # fmt: skip
    session = make_session([Turn(index=0, tool_calls=[call], final_response="Claim CLM-2026-192048, fare YLOWUK3.")])
    redacted = Redactor(config, engine=engine).redact(session)
    result = json.loads(redacted.session.model_dump_json())["turns"][0]["tool_calls"][0]["result"]
    assert (result["fareBasis"], result["claim_number"]) == ("YLOWUK3", "CLM-2026-192048")
    assert result["booking_ref"] != "K2LQ7Z"  # what was not declared is still an identifier
    assert redacted.session.turns[0].final_response == "Claim CLM-2026-192048, fare YLOWUK3."


def test_a_key_declared_an_identifiers_gets_fixture_ids_of_its_shape(engine) -> None:  # type: ignore[no-untyped-def]
    config = RedactionConfig(n_process=1, telling_keys=["agreement=IDENTIFIER"])
    call = ToolCall(name="get_rental", result={"rentals": [{"agreement": "RA-6621904", "status": "returned"}]})
    session = make_session([Turn(index=0, user_text="about agreement RA-6621904", tool_calls=[call])])
    redacted = Redactor(config, engine=engine).redact(session)
    fixture = redacted.session.turns[0].tool_calls[0].result["rentals"][0]["agreement"]
    assert fixture != "RA-6621904" and fixture.startswith("RA-") and len(fixture) == len("RA-6621904")
    assert redacted.session.turns[0].user_text == f"about agreement {fixture}"
    assert redacted.report.fixture_ids == {fixture: "IDENTIFIER"}


def test_a_code_under_a_key_nobody_declared_is_an_identifier_in_any_spacing_and_case(engine) -> None:  # type: ignore[no-untyped-def]
    result = {"matches": [{"conf": "QX2K8W", "appt": "AP-77104"}], "sku": "OZE-05-PEN", "branch": "EGT-112",
              "term": "Fall 2027", "tracking": {"container": "MSKU 448120 3"}}  # fmt: skip
    calls = [ToolCall(name="lookup_prescription", args={"scriptId": "E-RX 88213-KQ", "Rx": "3390-551-227"},
                      result=result)]  # fmt: skip
    texts = "my script is erx 88213kq, rx 3390 551 227, conf qx2k8w, appointment ap77104"
    answer = "Script E-RX 88213-KQ at EGT-112 (OZE-05-PEN) for Fall 2027."
    session = make_session([Turn(index=0, user_text=texts, tool_calls=calls, final_response=answer)])
    redacted = Redactor(RedactionConfig(n_process=1), engine=engine).redact(session)
    dumped = redacted.session.model_dump_json().casefold()
    for value in ("E-RX 88213-KQ", "erx 88213kq", "3390-551-227", "3390 551 227", "QX2K8W", "AP-77104", "ap77104"):
        assert value.casefold() not in dumped, value
    call = redacted.session.turns[0].tool_calls[0]
    fixture = call.args["scriptId"]
    assert fixture in (redacted.session.turns[0].final_response or "")
    assert {key: call.result[key] for key in ("sku", "branch", "term")} == {
        "sku": "OZE-05-PEN", "branch": "EGT-112", "term": "Fall 2027"}  # fmt: skip
    # a container is leased to one shipper for the voyage: its number is theirs
    assert call.result["tracking"]["container"] not in {"MSKU 448120 3", "MSKU4481203"}


def test_a_things_name_in_the_structure_stays_in_every_text_that_repeats_it(engine) -> None:  # type: ignore[no-untyped-def]
    call = ToolCall(name="find_order", result={"event": {"name": "Nightjar European Tour", "venue": "Paradiso Noord"},
                                               "buyer": "Jasper Hooper"})  # fmt: skip
    answer = "Your order for Nightjar European Tour is ready: go to the box office at Paradiso Noord, Jasper Hooper."
    session = make_session([Turn(index=0, user_text="where are my tickets", tool_calls=[call], final_response=answer)])
    redacted = Redactor(RedactionConfig(n_process=1), engine=engine).redact(session)
    text = redacted.session.turns[0].final_response or ""
    assert "Nightjar European Tour" in text and "Paradiso Noord" in text
    assert "Jasper" not in text and "Hooper" not in text


@pytest.mark.parametrize("text", ["Votre réservation ZG-BK-3M9TX est confirmée", "Votre reservation ZG-BK-3M9TX ok"])
def test_an_identifiers_noun_is_read_with_or_without_its_accents(text: str) -> None:
    found = CuedIdentifierRecognizer(lambda word: False).analyze(text, [IDENTIFIER])
    assert [text[result.start : result.end] for result in found] == ["ZG-BK-3M9TX"]
