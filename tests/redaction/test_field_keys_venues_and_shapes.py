"""What a field's key says it holds, where a venue stands in a sentence, and values by their
shape near their word."""

from __future__ import annotations

import pytest

from miner.model import ToolCall, Turn
from redaction import Engine, Redactor
from tests.redaction.conftest import make_session


def people(engine: Engine, text: str) -> set[str]:
    return {text[r.start : r.end] for r in engine.analyze_many([text])[0] if r.entity_type == "PERSON"}


def test_a_things_field_keeps_its_name_and_a_persons_field_does_not(redactor: Redactor) -> None:
    call = ToolCall(
        name="get_booking",
        result={"venue": "Oakhurst Manor", "beach": "Praia do Rosa", "station": "Amsterdam Centraal",
                "routes": [{"name": "Grace Under Pressure"}], "materials": [{"name": "Carrara Marble"}],
                "venue_contact": "Halvard Steenbergen", "guests": [{"name": "Quellbrandt Osei"}]},
    )  # fmt: skip
    redacted = redactor.redact(make_session([Turn(index=0, user_text="status?", tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert (result["venue"], result["beach"], result["station"]) == (
        "Oakhurst Manor", "Praia do Rosa", "Amsterdam Centraal"
    )
    assert result["routes"] == [{"name": "Grace Under Pressure"}]
    assert result["materials"] == [{"name": "Carrara Marble"}]
    assert result["venue_contact"].startswith("<PERSON_") and result["guests"][0]["name"].startswith("<PERSON_")


@pytest.mark.parametrize(
    "text",
    [
        "Could the second shooter cover the Orangery at Oakhurst Manor from 13:00?",
        "Since the red flags were up all day at Fistral on Tuesday, we'll refund the lesson.",
    ],
)
def test_a_guessed_name_right_after_at_is_a_venue(engine: Engine, text: str) -> None:
    assert people(engine, text) == set()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She shouted at Quellbrandt for an hour.", "Quellbrandt"),  # a verb of shouting is a cue
        ("The parcel is waiting at Halvard Steenbergen's door.", "Halvard Steenbergen"),  # a possessive
        ("Meet me at Mark Young after lunch.", "Mark Young"),  # a given name and a surname
    ],
)
def test_a_person_after_at_with_a_cue_is_still_found(engine: Engine, text: str, value: str) -> None:
    assert any(value in found for found in people(engine, text))


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        ("the door keypad PIN you gave me (4471) doesn't open the shop", "SECRET", "4471"),  # in brackets
        ("Please use the reset link; your one-time code is 73-19-05.", "SECRET", "73-19-05"),  # in pairs
        ("your refund went to the Amex ending 46639.", "CREDIT_CARD", "46639"),  # an Amex's last five
        ("DVLA returned 404 for licence 'MALIK905127SA8QP'", "ID_NUMBER", "MALIK905127SA8QP"),  # UK licence
        ("my provisional is SINGH609046J99AB", "ID_NUMBER", "SINGH609046J99AB"),
        ("for my wife too, CPF 402.118.937-50, her card", "ID_NUMBER", "402.118.937-50"),  # a CPF's dots
        ("Full Blood Count. Aadhaar 7730 4821 6619 if needed.", "ID_NUMBER", "7730 4821 6619"),  # in groups
        ("INFO kyc pan=BQLPD4471K aadhaar=4821 7730 9156 territory=Pune", "ID_NUMBER", "4821 7730 9156"),
        ("INFO kyc.check doc_type=passport doc_no=FZ482193 result=pass", "ID_NUMBER", "FZ482193"),  # its key
        ("PID segment 'PID|1||BTC-772019^^^BTC||MWANGI^JOSEPH||19840615|M'", "PERSON", "MWANGI^JOSEPH"),  # HL7
        ("PID segment 'PID|1||BTC-772019^^^BTC||MWANGI^JOSEPH||19840615|M'", "ACCOUNT_NUMBER", "BTC-772019"),
        ("PID segment 'PID|1||BTC-772019^^^BTC||MWANGI^JOSEPH||19840615|M'", "DATE_OF_BIRTH", "19840615"),
    ],
)
def test_values_by_their_format_or_shape_near_their_word(engine: Engine, text: str, entity: str, value: str) -> None:
    assert (entity, value) in {(r.entity_type, text[r.start : r.end]) for r in engine.analyze_many([text])[0]}


def test_a_card_or_an_ssn_last_digits_and_a_delivery_code_under_their_key_are_replaced(redactor: Redactor) -> None:
    call = ToolCall(
        name="get_student",
        result={"student": {"card_last4": "4417"}, "recipient": {"delivery_code": "884120"},
                "insurance": {"ssn_last4": "4829"}, "card": {"brand": "visa", "exp_month": 4}},
    )  # fmt: skip
    redacted = redactor.redact(make_session([Turn(index=0, user_text="status?", tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert result["student"]["card_last4"] != "4417" and result["insurance"]["ssn_last4"] != "4829"
    assert result["recipient"]["delivery_code"].startswith("<SECRET_")
    assert result["card"] == {"brand": "visa", "exp_month": 4}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Regine spent a year at the depot.", "Regine"),  # a sentence's first word, read as a noun
        ("The Moustafa Mellink version recorded for the film was great.", "Moustafa Mellink"),  # a person's work
        ("Have you been to a Alma Dirdal concert before?", "Alma Dirdal"),
    ],
)
def test_names_opening_a_sentence_or_before_their_work_are_found(engine: Engine, text: str, value: str) -> None:
    assert value in people(engine, text)


@pytest.mark.parametrize("text", ["Logins from 185.220.101.4 are not from us.", "Biscuit was adopted last week!"])
def test_a_word_of_the_language_opening_a_sentence_is_no_name(engine: Engine, text: str) -> None:
    assert people(engine, text) == set()


def test_inside_pasted_json_a_things_list_holds_no_people_and_a_persons_list_does(engine: Engine) -> None:
    assert people(engine, '{"vessel": "Lagoon 42", "extras": ["Skipper Plus", "Sunset Prosecco Cruise"]}') == set()
    assert people(engine, '{"package": "Purrfect Party", "addons": ["Tabby Cake"]}') == set()
    assert "Quellbrandt Osei" in people(engine, '{"guests": ["Halvard Steenbergen", "Quellbrandt Osei"], "room": 4}')
    assert people(engine, '{"text_fields": {"couple": "Leila Haddad & Omar Rahman"}}') >= {"Leila Haddad"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ilona Aksyonova lives at 312 Fuente del Gallo 47", "312 Fuente del Gallo 47"),  # any script and case
        ("Shamhan lives on Velký průhon 426 street.", "Velký průhon 426"),
        ("John had given Maja his address: 449 Πεντέλης 210", "449 Πεντέλης 210"),
    ],
)
def test_a_home_said_as_such_is_an_address(engine: Engine, text: str, value: str) -> None:
    found = {text[r.start : r.end] for r in engine.analyze_many([text])[0] if r.entity_type == "STREET_ADDRESS"}
    assert value in found


def test_a_home_said_ends_at_the_clause_and_a_launch_date_is_none(engine: Engine) -> None:
    text = "we live on 9 Redchurch Mews E2 7DJ so we'd pick Biscuit up ourselves"
    assert all("pick" not in text[r.start : r.end] for r in engine.analyze_many([text])[0])
    text = "The gallery will go live on 24 October with 450+ edited images."
    assert not [r for r in engine.analyze_many([text])[0] if r.entity_type == "STREET_ADDRESS"]


def test_a_name_guessed_under_a_key_no_one_owns_stays_in_any_language(redactor: Redactor) -> None:
    call = ToolCall(
        name="route_ticket",
        result={"queue": "Team Zorg & Begeleiding", "vestiging": "Vestiging Utrecht-Oost", "product": "Ügyfélkapu",
                "assignedTeam": "Customer Relations"},
    )  # fmt: skip
    redacted = redactor.redact(make_session([Turn(index=0, user_text="status?", tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert (result["queue"], result["vestiging"], result["product"], result["assignedTeam"]) == (
        "Team Zorg & Begeleiding", "Vestiging Utrecht-Oost", "Ügyfélkapu", "Customer Relations"
    )


def test_a_value_under_a_key_no_one_owns_that_is_personal_elsewhere_is_still_replaced(redactor: Redactor) -> None:
    call = ToolCall(name="route_ticket", result={"contact": "Leiden Centrum", "site": "Leiden Centrum"})
    redacted = redactor.redact(make_session([Turn(index=0, user_text="status?", tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert result["site"] == result["contact"] and result["site"].startswith("<PERSON_")


def test_a_queue_named_in_the_structure_stays_where_a_text_repeats_it(redactor: Redactor) -> None:
    call = ToolCall(name="route_ticket", result={"queue": "Başkent Destek Merkezi"})
    text = "I passed your request to Başkent Destek Merkezi."
    turn = Turn(index=0, user_text="status?", final_response=text, tool_calls=[call])
    redacted = redactor.redact(make_session([turn])).session
    assert redacted.turns[0].tool_calls[0].result == {"queue": "Başkent Destek Merkezi"}
    assert redacted.turns[0].final_response == text
