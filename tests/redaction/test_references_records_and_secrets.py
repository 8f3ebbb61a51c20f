"""References, firms, features of the land and states that are no personal data; the
parties of legal and civic records, handles after "user", and secrets named or spoken."""

from __future__ import annotations

import pytest

from miner.model import ToolCall, Turn
from redaction import Engine, Redactor
from tests.redaction.conftest import found, make_session


@pytest.mark.parametrize(
    "text",
    [
        "INFO release service=ledger-v3.2.1 artifact=10.8.14.2 status=OK",  # a build's number, no address
        "payments.scheduler.BirthCertificateFeeJob: run date=2025-03-14 finished",  # a cue inside code
        "Your PAYE tax code K475 M1 came from the last employer.",  # a band many share, no person's number
        "We stock Pryderi and Tallowmere rugs at the Hexham and Alnwick shops.",  # names joined before a noun
        "Is the Bosch & Siemens boiler covered, or only Hartnell & Quaye heaters?",  # two words and "&": a firm
        "Is the permit valid on the River Teviot, or do I need another one?",  # a feature of the land
        "The ticket cannot move from ARCHIVED to OPEN.",  # a state in capitals
        "The original lender was Caldmoor Bank, not Tressel Building Society.",  # an organisation's noun
        'polling station="Saint Brannock Community Hall" opens=07:00',  # a thing's key in a log line
        "Which key opens the shed, and is the product key on the box?",  # key words with no key after them
        "tests pass=12 fail=3 skipped=0",  # a count under a password's short key
    ],
)
def test_no_personal_data_is_found_in_these_texts(engine: Engine, text: str) -> None:
    assert found(engine, text) == set()


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        ("Leila & Omar booked the terrace for Friday.", "PERSON", "Omar"),  # both given names: a couple
        ("I moved to the Bronx last year with my sister.", "LOCATION", "Bronx"),  # a place said of a person
        ("born 1984-02-11, patient_dob=1984-02-11", "DATE_OF_BIRTH", "1984-02-11"),  # a cue and a key
    ],
)
def test_what_the_rules_leave_personal_is_still_found(engine: Engine, text: str, entity: str, value: str) -> None:
    assert any(kind == entity and value in span for kind, span in found(engine, text)), found(engine, text)


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        ("WARN recovery.call debtor_id=DR-7740192 outcome=NO_ANSWER", "ACCOUNT_NUMBER", "DR-7740192"),
        ("CourtDateMissed: defendant DF-30419 did not attend", "ACCOUNT_NUMBER", "DF-30419"),
        ("INFO payroll.slip emp=009321 period=2025-01", "ACCOUNT_NUMBER", "009321"),
        ('{"witness_2": "Ottoline Brackwater", "room": "Garden Room"}', "PERSON", "Ottoline Brackwater"),
        ("LoginFailure: user tquellbrandt77 locked after 5 attempts", "USERNAME", "tquellbrandt77"),
        ("AuthError: expired session for portal user h.osei-mensah", "USERNAME", "h.osei-mensah"),
        ("INFO order.sync patient_name=brackwater_ottoline status=SENT", "PERSON", "brackwater_ottoline"),
        ("ResetError: password reset token 9c4e1a77b20f3d58 already used", "SECRET", "9c4e1a77b20f3d58"),
        ("my pin for the app is seven one one four, is that right?", "SECRET", "seven one one four"),
        ("the temporary PIN is 6 0 3 9 and it expires tonight", "SECRET", "6 0 3 9"),
        ('my security answer is "marmalade the cat" if you need it', "SECRET", "marmalade the cat"),
        ("config: key=acme_live_Z8q2Lm4Rt7Vx9Pk3", "SECRET", "acme_live_Z8q2Lm4Rt7Vx9Pk3"),
        ("my licence key is QTR7-4KD2-M9PL-31WX-ZB8E and it says invalid", "SECRET", "QTR7-4KD2-M9PL-31WX-ZB8E"),
        ("LicenseError: key QTR7-2HHD-99QA-KM3P already bound to account", "SECRET", "QTR7-2HHD-99QA-KM3P"),
        ("product key: 7HG4K2PQ9X", "SECRET", "7HG4K2PQ9X"),
        ("MailerError: smtp auth user=desk pass=Kakapo!71 rejected", "SECRET", "Kakapo!71"),
        ("Our van's rego is QMT517, booked for the check on 3 Oct.", "LICENSE_PLATE", "QMT517"),
        ("Hi, bidder 51207 here. Can you send the invoice?", "IDENTIFIER", "51207"),
        ("PayoutError: name mismatch (shopper SHP-318207)", "IDENTIFIER", "SHP-318207"),
        ("Hi, Ama here, job RX-24-03317. Call me when it's ready", "IDENTIFIER", "RX-24-03317"),
    ],
)
def test_ids_handles_and_secrets_named_by_their_word(engine: Engine, text: str, entity: str, value: str) -> None:
    assert (entity, value) in found(engine, text), found(engine, text)


def test_listed_contacts_and_records_parties_are_replaced_and_counts_are_kept(redactor: Redactor) -> None:
    call = ToolCall(
        name="get_case",
        result={"debtor": {"id": "DR-7740192", "phones": ["+44 7700 900 318"]}, "employee": {"tin": "912-44-7781"},
                "loans": [{"status": "open"}], "party": "TENANT",
                "campaigns": [{"name": "Q4", "accounts": 4120}]},
    )  # fmt: skip
    redacted = redactor.redact(make_session([Turn(index=0, user_text="status?", tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert result["debtor"]["id"] != "DR-7740192" and result["debtor"]["phones"][0] != "+44 7700 900 318"
    assert result["employee"]["tin"] != "912-44-7781"
    assert result["party"] == "TENANT" and result["campaigns"][0]["accounts"] == 4120
    assert result["loans"][0]["status"] == "open"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("hello, I am tuulikki. the visit can be at our place.", "tuulikki"),  # "I am" in any case
        ("my daughter oluwaseun adebayo will collect me thursday", "oluwaseun adebayo"),  # after a relative
        ("hi, bartosz wierzbicki here, the pump shows error 12 again", "bartosz wierzbicki"),  # who writes
        ("a form came for someone called ingeborg haugland at my flat", "ingeborg haugland"),
    ],
)
def test_names_in_lower_case_after_a_cue(engine: Engine, text: str, value: str) -> None:
    assert ("PERSON", value) in found(engine, text), found(engine, text)


@pytest.mark.parametrize(
    "text", ["my son will call you back", "hi, nobody here can open it", "it's called cloud sync", "I am fine"]
)
def test_common_words_after_those_cues_are_no_names(engine: Engine, text: str) -> None:
    assert not {value for kind, value in found(engine, text) if kind == "PERSON"}


def test_a_date_under_a_key_that_names_no_birth_is_kept_beside_a_birth_date(engine: Engine) -> None:
    text = '{"child_dob": "2021-04-30", "placement_date": "2025-07-11"}'
    dates = {value for kind, value in found(engine, text) if kind == "DATE_OF_BIRTH"}
    assert dates == {"2021-04-30"}


@pytest.mark.parametrize("text", ["I'm organising the quiz with my colleague"])
def test_a_verb_after_i_am_and_a_party_are_no_personal_data(engine: Engine, text: str) -> None:
    assert found(engine, text) == set()
