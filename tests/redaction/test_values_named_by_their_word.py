"""Ids after a person's word, codes that open something, handles and "Surname, Given"
under role keys; things, venues, animals and boats that are no person; places kept unless said of a person."""

from __future__ import annotations

import pytest

from miner.model import ToolCall, Turn
from redaction import Engine, Redactor
from tests.redaction.conftest import found, make_session


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        ("EnrolmentError: pupil KQ-40917 has no consent form", "ACCOUNT_NUMBER", "KQ-40917"),
        ("hello, my member number is RZ-77120, can I book", "ACCOUNT_NUMBER", "RZ-77120"),
        ("refund failed (donor DV-0051182)", "ACCOUNT_NUMBER", "DV-0051182"),
        ("my licence number is BRANT905147Q88XV", "ACCOUNT_NUMBER", "BRANT905147Q88XV"),
        ("INFO pickup.done tenant_holder=TH-4410 slot=3", "ACCOUNT_NUMBER", "TH-4410"),
        ("INFO shift.start staff=m.okafor till=2", "USERNAME", "m.okafor"),
        ("INFO job.assign cleaner=jvarga zone=N", "USERNAME", "jvarga"),
        ("INFO gate.open name=fenwick.t gate=2", "PERSON", "fenwick.t"),
        ("LDAPError: bad credentials for uid=p.lindqvist,ou=people", "USERNAME", "p.lindqvist"),
        ('INFO roll.mark pupil="Castellano, Inés" mark=present', "PERSON", "Castellano, Inés"),
        ("the key safe by the back door, code 5082, flat 2", "SECRET", "5082"),
        ("new card 4111 1111 1111 1111, expiry 04/30, cvv 771", "SECRET", "771"),
        ("LoyaltyError: member_no=QX-LOY-330912 tier=gold", "ACCOUNT_NUMBER", "QX-LOY-330912"),  # a pair after a label
        ("hi this is gus from 9 elm row, the van never came", "PERSON", "gus"),
        ("paying by card, name on card HALVOR STRAND", "PERSON", "HALVOR STRAND"),
        ("UploadError: s3://docs/clients/KL-55091/scan.pdf", "ACCOUNT_NUMBER", "KL-55091"),
        ("the van never came to 22 larch crescent, please call", "STREET_ADDRESS", "22 larch crescent"),
        ("the leak is under the sink again. oskar lindqvist", "PERSON", "oskar lindqvist"),
        ("can you collect on Friday instead?\n\nthanks\nIdris", "PERSON", "Idris"),
        ("call me back after six. - Kwame", "PERSON", "Kwame"),
        ("my national insurance number is JK 40 71 22 B", "ID_NUMBER", "JK 40 71 22 B"),
        ("passport number 802214397, issued 2019", "ID_NUMBER", "802214397"),
        ("the car reg is LM19 XRT, a blue estate", "LICENSE_PLATE", "LM19 XRT"),
    ],
)
def test_personal_values_named_by_the_word_or_key_before_them(
    engine: Engine, text: str, entity: str, value: str
) -> None:
    assert (entity, value) in found(engine, text)


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("a quote (€18,400, carpenter Ġużeppi Falzon, VAT MT21456601) was sent", "MT21456601"),
        ("our VAT no. MT 2145-6601 is on the invoice", "MT 2145-6601"),
        ("Lieferant USt-IdNr DE 123456789, Rechnung folgt", "DE 123456789"),
    ],
)
def test_a_tax_registration_number_after_its_taxs_word_is_an_identifier(
    engine: Engine, text: str, number: str
) -> None:
    assert ("IDENTIFIER", number) in found(engine, text)


def test_a_taxs_rate_and_amount_are_no_registration_number(engine: Engine) -> None:
    assert not {value for entity, value in found(engine, "Total £4,850   GST 5% £242.50, VAT 20% of 1500")
                if entity == "IDENTIFIER"}  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "the owner of booking BK-55120 asked for a receipt",  # the id after "booking" is the booking's
        "order ORD-88123 for customer service was shipped",
        "INFO build.done step=compile.all time=12s",
    ],
)
def test_references_stay(engine: Engine, text: str) -> None:
    assert not {entity for entity, _ in found(engine, text)} & {"ACCOUNT_NUMBER", "SECRET", "USERNAME"}


def test_codes_that_open_something_are_secrets_in_a_fixture(redactor: Redactor) -> None:
    result = {"gate_code": "8841#", "access": {"code": "203344"}, "error_code": "E-441", "promo_code": "WINTER10"}
    session = make_session([Turn(index=0, tool_calls=[ToolCall(name="get_berth", result=result)])])
    out = redactor.redact(session).session.turns[0].tool_calls[0].result
    assert out == {"gate_code": "<SECRET_1>", "access": {"code": "<SECRET_2>"}, "error_code": "E-441",
                   "promo_code": "WINTER10"}  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "is the Velmora consultation with the surgeon or a nurse?",  # a noun after it: a thing's name
        "we close early on Christmas Eve",
        "is there a free berth on Jetty D this winter?",  # a designation, not an initial
        "our Oakridge depot delivers on Tuesdays",  # a business's site
        "my cat Tibbles needs her tablet twice a day",  # an animal's name
        "we have a pony called Biscuit and a mare called Clover",
        "the boat is called Sea Lark, on visitor berth V2",
        "Done: your next visit is skipped.",  # no speaker
        "meet at 5 in the main square",  # a time, no street
        "Connection reset by peer (turnstile controller 10.40.2.15)",  # a machine on a private network
        "ZigbeeJoinTimeout: device ieee=00:17:88:01:0b:2c:4d:1f failed to join",  # a hardware address
        'INFO planner.publish depot="Leeds Crossvale" routes=14',  # inside a quoted value of a thing's key
        "ComplianceCheckFailed: product 'Ferrazol 0.5%' needs permit level 2",
    ],
)
def test_things_venues_animals_and_boats_are_no_person(engine: Engine, text: str) -> None:
    assert not {entity for entity, _ in found(engine, text)} & {"PERSON", "LOCATION", "IP_ADDRESS"}, text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("please call Oskar Brandvold tomorrow about the invoice", "Oskar Brandvold"),
        ("Please give the keys to Tomasz Wiśniewski at reception.", "Tomasz Wiśniewski"),
        ("James B Jones sent the form", "James B Jones"),
    ],
)
def test_people_stay_people_beside_those_rules(engine: Engine, text: str, name: str) -> None:
    assert ("PERSON", name) in found(engine, text)


def test_an_id_under_a_person_object_is_theirs_even_when_the_key_says_person(redactor: Redactor) -> None:
    result = {"holder": {"id": "HV-5519", "name": "Edda Kallström"}}
    session = make_session([Turn(index=0, tool_calls=[ToolCall(name="get_berth", result=result)])])
    out = redactor.redact(session).session.turns[0].tool_calls[0].result
    assert out == {"holder": {"id": "<ACCOUNT_NUMBER_1>", "name": "<PERSON_1>"}}


def test_a_key_of_several_telling_words_types_its_value_by_shape(redactor: Redactor) -> None:
    result = {"policy": {"holder_dob": "1971-05-30", "card_holder": "Ines Saltveit"},
              "address": {"postcode": "LS6 2QT"}, "patient": {"mrn": "00719930"}}  # fmt: skip
    session = make_session([Turn(index=0, tool_calls=[ToolCall(name="get_policy", result=result)])])
    out = redactor.redact(session).session.turns[0].tool_calls[0].result
    assert out == {"policy": {"holder_dob": "<DATE_OF_BIRTH_1>", "card_holder": "<PERSON_1>"},
                   "address": {"postcode": "<ZIP_CODE_1>"}, "patient": {"mrn": "<ACCOUNT_NUMBER_1>"}}  # fmt: skip
