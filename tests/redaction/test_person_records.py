"""A person's record read by its structure, whatever language its keys are in and whatever script its values are
written in: names, numbers and addresses beside a contact, a name key learnt from it, children's dates of birth
under the key that holds their parents', a land parcel's number; what the case checks stays."""

from __future__ import annotations

from miner.model import ToolCall, Turn
from redaction import RedactionConfig, Redactor
from tests.redaction.conftest import make_session

CUSTOMER = {"shem": "דנה לוי", "mispar_zehut": "318204667", "tel": "052-5550143", "email": "dana.l@example.org",
            "ktovet": "רחוב הנביאים 14, חיפה"}  # fmt: skip
SUPERVISORS = [{"mefake_id": "SUP-0311", "shem": "אברהם כהן", "ezor": "צפון", "shaot": "16:00-01:00"}]
EVENT = {"taarich": "2027-02-11", "makom": "גן האירועים", "orchim": 120}
PLAN = {"maslul": "אירוע פרטי", "mechir": "1,450.00"}


def test_a_record_in_a_script_the_name_model_does_not_read_is_read_by_its_structure(engine) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(name="supervisors", args={"taarich": "2027-02-11"}, result={"list": SUPERVISORS, "tarif": PLAN}),
        ToolCall(name="book", args={"mefake_id": "SUP-0311", "lakoach": CUSTOMER, "eruaa": EVENT,
                                    "tashlum": {"sfarot": "8812"}}, result={"status": "ok"}),
    ]  # fmt: skip
    user = "דנה לוי, ת\"ז 318204667, רחוב הנביאים 14, חיפה. תסגרו עם אברהם כהן, בכרטיס שנגמר ב8812"
    agent = "תודה דנה. סגרתי עם אברהם כהן, מסלול אירוע פרטי, 2027-02-11 בגן האירועים."
    session = make_session([Turn(index=0, user_text=user, tool_calls=calls, final_response=agent)])
    redacted = Redactor(RedactionConfig(n_process=1), engine=engine).redact(session).session
    dumped = redacted.model_dump_json()
    # a number written right after a preposition joined to it ("ב8812", at 8812) is found there too
    for value in ("דנה לוי", "דנה", "318204667", "רחוב הנביאים 14", "אברהם כהן", "052-5550143", "8812"):
        assert value not in dumped, value
    booked = redacted.turns[0].tool_calls[1].args
    assert booked["eruaa"] == EVENT  # the event booked is no one's: its date, venue and guests stay
    listed = redacted.turns[0].tool_calls[0].result
    assert listed["tarif"] == PLAN and listed["list"][0]["ezor"] == "צפון"
    assert "אירוע פרטי" in redacted.turns[0].final_response and "2027-02-11" in redacted.turns[0].final_response


def test_a_childs_date_of_birth_under_the_key_of_its_parents_is_one(engine) -> None:  # type: ignore[no-untyped-def]
    guests = [{"ime": "Ivana", "prezime": "Horvat", "datum_rodjenja": "1984-03-17"},
              {"ime": "Mia", "prezime": "Horvat", "datum_rodjenja": "2016-08-02"}]  # fmt: skip
    calls = [ToolCall(name="prijava", args={"dolazak": "2026-12-03", "gosti": guests}, result={"status": "OK"})]
    user = "Ivana Horvat 17.03.1984, Mia 02.08.2016, dolazak 3.12."
    session = make_session([Turn(index=0, user_text=user, tool_calls=calls, final_response="Gotovo.")])
    redacted = Redactor(RedactionConfig(n_process=1), engine=engine).redact(session).session
    dumped = redacted.model_dump_json()
    for value in ("2016-08-02", "02.08.2016", "1984-03-17", "17.03.1984"):
        assert value not in dumped, value
    assert redacted.turns[0].tool_calls[0].args["dolazak"] == "2026-12-03"


def test_a_land_parcels_number_is_replaced_and_a_time_is_kept(engine) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="parcel", args={"katastritunnus": "71402:002:0913", "aeg": "09:30:00"},
                      result={"status": "ok"})]  # fmt: skip
    agent = "Katastritunnus 71402:002:0913, visit at 09:30:00."
    session = make_session([Turn(index=0, user_text="tere", tool_calls=calls, final_response=agent)])
    redacted = Redactor(RedactionConfig(n_process=1), engine=engine).redact(session).session
    assert "71402:002:0913" not in redacted.model_dump_json()
    assert redacted.turns[0].tool_calls[0].args["aeg"] == "09:30:00" and "09:30:00" in redacted.turns[0].final_response


def test_an_address_line_of_any_length_is_the_persons_and_the_bank_and_the_firm_paid_stay(surrogates: Redactor) -> None:
    customer = {"નામ": "હિતેશ નટવરલાલ પંડ્યા", "મોબાઇલ": "+91 98250 14733",
                "સરનામું": "B-12, શિવમ એપાર્ટમેન્ટ, જજીસ બંગલો રોડ, બોડકદેવ, અમદાવાદ 380054"}
    payee = {"bank": "Хаан банк", "account": "5071 0033 12", "name": "Өлзий Гэр ХХК"}
    call = ToolCall(name="order_lookup", result={"ગ્રાહક": customer, "bank_alternatives": [payee]})
    redacted = surrogates.redact(make_session([Turn(index=0, user_text="ઓર્ડર ક્યાં છે?", tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert "શિવમ" not in str(result) and "380054" not in str(result)
    kept = result["bank_alternatives"][0]
    assert (kept["bank"], kept["name"]) == ("Хаан банк", "Өлзий Гэр ХХК") and kept["account"] != "5071 0033 12"
