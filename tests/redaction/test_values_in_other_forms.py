"""A personal value written again in another form: its digits in another script, a joiner where a space was, its
last digits alone, its middle masked, a given name in lower case, a name spelled out letter by letter; and what a
tool's name says of its result: a person's record read by a tool named for that person, the id of a task a call
created. What the case checks stays."""

from __future__ import annotations

from miner.model import ToolCall, Turn
from redaction import Redactor
from tests.redaction.conftest import make_session


def _redacted(redactor: Redactor, user: str, calls: list[ToolCall], agent: str):  # type: ignore[no-untyped-def]
    session = make_session([Turn(index=0, user_text=user, tool_calls=calls, final_response=agent)])
    return redactor.redact(session).session


def test_a_number_in_other_digits_and_an_address_with_a_joiner_are_the_values_the_tools_hold(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="update_address", args={"national_id": "4410298831",
                                                   "address": "تهران، ونک، خیابان ملاصدرا، پلاک ۹، واحد ۱۴"},
                      result={"status": "ok"})]  # fmt: skip
    written = "شماره ملی ۴۴۱۰۲۹۸۸۳۱. آدرس: تهران، ونک، خیابان ملاصدرا، پلاک ۹، واحد ۱۴"
    redacted = _redacted(redactor, written, calls, "ثبت شد، کد پیگیری ۱۲۳۴.")
    assert "۴۴۱۰۲۹۸۸۳۱" not in redacted.turns[0].user_text and "4410298831" not in redacted.model_dump_json()
    assert "ملاصدرا" not in redacted.turns[0].user_text
    # a short number in another script is most often another number: it stays
    assert "۱۲۳۴" in redacted.turns[0].final_response


def test_a_value_with_a_joiner_is_the_one_written_with_a_space(redactor) -> None:  # type: ignore[no-untyped-def]
    address = "شیراز، زرگری\u200cآباد، کوچه ۷، پلاک ۳"
    calls = [ToolCall(name="update_address", args={"address": address}, result={"status": "ok"})]
    redacted = _redacted(redactor, "آدرس: " + address.replace("\u200c", " "), calls, "ثبت شد.")
    assert "زرگری آباد" not in redacted.turns[0].user_text


def test_a_tool_named_for_a_person_returns_their_record_in_any_script(redactor) -> None:  # type: ignore[no-untyped-def]
    record = {"نام_کامل": "مهسا رضایی\u200cنژاد", "شماره": "09125550388", "خودرو": "تیبا 2",
              "نمایندگی": {"کد": "44", "نام": "نمایندگی مرکزی - اصفهان"}, "اقساط": [{"وضعیت": "پرداخت شده"}]}
    calls = [ToolCall(name="find_applicant", args={"national_code": "1290044719"}, result=record),
             ToolCall(name="request_supervisor", args={"note": "call back"}, result={"wait": "حدود ۱۰ دقیقه"})]
    agent = "سلام خانم رضایی\u200cنژاد، پرونده پیدا شد. مهسا جان، منتظر بمانید."
    redacted = _redacted(redactor, "کد ملی 1290044719", calls, agent)
    dumped = redacted.model_dump_json()
    for value in ("مهسا رضایی", "رضایی\u200cنژاد", "مهسا"):
        assert value not in dumped, value
    result = redacted.turns[0].tool_calls[0].result
    # what the record holds beside the person in an object or a list of its own stays
    assert result["نمایندگی"]["نام"] == "نمایندگی مرکزی - اصفهان" and result["اقساط"][0]["وضعیت"] == "پرداخت شده"
    # a tool that asks for a person returns no one's record
    assert redacted.turns[0].tool_calls[1].result == {"wait": "حدود ۱۰ دقیقه"}


def test_the_last_digits_of_a_number_written_alone_are_that_numbers(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="update_contact", args={"phone": "0113 496 0817"}, result={"updated": True}),
             ToolCall(name="check_payment", args={"trace_no": "508841"},
                      result={"reference": "230904117720508841", "status": "failed"})]  # fmt: skip
    user = "The landline on file ends 0817, the trace on my bank's text was 508841. It happened in 2024."
    agent = "Reference 230904117720508841 failed; I have 0113 496 0817 on file."
    redacted = _redacted(redactor, user, calls, agent)
    text = redacted.turns[0].user_text
    assert "0817" not in text and "508841" not in text and "2024" in text
    assert redacted.turns[0].tool_calls[1].args["trace_no"] not in ("508841", "")
    assert redacted.turns[0].tool_calls[1].result["status"] == "failed"


def test_a_number_masked_in_its_middle_and_a_cards_digits_after_an_x_are_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="request_release", args={"account": "HX-20418"},
                      result={"next_step": "Call the holder at 416-***-0963 or send form F-112"})]  # fmt: skip
    user = "My mobile is 07xx xxx 482, and the autopay on Mastercard x7731 failed. Call 555-0100 x2210 for the desk."
    redacted = _redacted(redactor, user, calls, "Done.")
    text = redacted.turns[0].user_text
    assert "07xx xxx 482" not in text and "x7731" not in text and "x2210" in text
    step = redacted.turns[0].tool_calls[0].result["next_step"]
    assert "416-***-0963" not in step and "F-112" in step


def test_a_given_name_in_lower_case_where_a_name_stands_is_the_person(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_visits", args={"tenant": "TEN-0099120"},
                      result={"visits": [{"engineer": "Grant Oyelaran", "date": "2026-10-02"}]})]  # fmt: skip
    user = "please dont send grant again, hes been twice. the grant of the council is separate."
    redacted = _redacted(redactor, user, calls, "Noted.")
    text = redacted.turns[0].user_text
    assert "send grant again" not in text and "the grant of the council" in text


def test_a_name_spelled_out_letter_by_letter_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="add_contact", args={"name": "Jarosław Brzęczyszczykiewicz"}, result={"ok": True})]
    user = "It's Jarosław, B-R-Z-E-C-Z-Y-S-Z-C-Z-Y-K-I-E-W-I-C-Z, and the plan is P-R-O."
    redacted = _redacted(redactor, user, calls, "Added.")
    text = redacted.turns[0].user_text
    assert "B-R-Z-E" not in text and "P-R-O" in text


def test_a_name_spelled_out_in_capitals_spaced_apart_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="update_contact", args={"name": "Kota Sai Kiran"}, result={"ok": True})]
    user = "on the parcel the name must be Kota, spelling K O T A, and the box says T V."
    redacted = _redacted(redactor, user, calls, "Updated.")
    text = redacted.turns[0].user_text
    assert "K O T A" not in text and "T V." in text


def test_the_id_of_a_task_a_call_created_is_replaced_and_a_trace_of_the_software_is_kept(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="create_callback_task", args={"note": "call tenant back"},
                      result={"task_id": "TSK-880412", "due": "2026-12-10"}),
             ToolCall(name="get_trace_result", args={"case": "open"}, result={"task_id": "TR-77120"}),
             ToolCall(name="generate_gate_pass", args={"vehicle": "lorry"},
                      result={"gate_pass": {"no": "GP-31-07714", "gate": "G-12"}})]  # fmt: skip
    redacted = _redacted(redactor, "hello", calls, "Task TSK-880412 raised, pass GP-31-07714 at gate G-12.")
    assert "TSK-880412" not in redacted.model_dump_json() and "GP-31-07714" not in redacted.model_dump_json()
    assert redacted.turns[0].tool_calls[2].result["gate_pass"]["gate"] == "G-12"
    assert redacted.turns[0].tool_calls[0].result["due"] == "2026-12-10"
    assert redacted.turns[0].tool_calls[1].result["task_id"] == "TR-77120"


def test_a_whole_uk_postcode_after_a_town_is_replaced_and_a_size_is_not(redactor) -> None:  # type: ignore[no-untyped-def]
    user = "On behalf of my mother, of 4 Alder Way, Kirkby, L32 7QE. Also the PS5 1TB she ordered never came."
    redacted = _redacted(redactor, user, [], "Sorry to hear that.")
    text = redacted.turns[0].user_text
    assert "L32 7QE" not in text and "PS5 1TB" in text


def test_a_place_inside_a_place_said_of_someone_is_replaced_and_a_list_is_not(redactor) -> None:  # type: ignore[no-untyped-def]
    agent = "For the grave of Marta Lund (felt D, rad 9, grav 12) the work is done. Follow Step 1, Step 2, Step 3."
    redacted = _redacted(redactor, "hei", [], agent)
    text = redacted.turns[0].final_response
    assert "felt D, rad 9, grav 12" not in text
    assert "Step 1, Step 2, Step 3" in text


def test_a_place_inside_a_place_said_of_no_one_is_not_an_address(engine) -> None:  # type: ignore[no-untyped-def]
    text = "Meet me at Gate B, Row 12, Seat 4 tonight."
    assert not [r for r in engine.analyze_many([text])[0] if r.entity_type == "STREET_ADDRESS"]


def test_a_phone_with_its_country_code_is_found_with_the_trunk_zero_in_any_digits(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_customer", args={"order": "SG-1403-0355"},
                      result={"name": "وحید الله منګل", "phone": "+93700555612"})]  # fmt: skip
    redacted = _redacted(redactor, "زما شمېره ۰۷۰۰ ۵۵۵ ۶۱۲ ده.", calls, "ستاسو شمېره 0700 555 612 مې ولیکله.")
    assert "۵۵۵ ۶۱۲" not in redacted.turns[0].user_text
    assert "555 612" not in redacted.turns[0].final_response


def test_six_digits_a_tool_holds_are_found_in_two_groups_of_three(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_entity", args={"registryNumber": "128774"}, result={"entity_type": "private company"})]
    redacted = _redacted(redactor, "director of Corbière Yacht Holdings (co no. 128 774), invoice of £4,850",
                         calls, "I can see the company, registry number 128774.")  # fmt: skip
    assert "128 774" not in redacted.turns[0].user_text and "£4,850" in redacted.turns[0].user_text
    assert "128774" not in redacted.turns[0].final_response


def test_a_given_name_in_lower_case_with_a_possessive_after_a_comma_is_the_person(redactor) -> None:  # type: ignore[no-untyped-def]
    holders = [{"name": "Shane Patrick Brennan"}, {"name": "Kylie Anne Brennan"}]
    calls = [ToolCall(name="get_account", args={"account": "9004117352"}, result={"holders": holders})]
    user = "its Shane, kylie's at work. the kylie's shop is separate."
    redacted = _redacted(redactor, user, calls, "Noted.")
    text = redacted.turns[0].user_text
    assert "kylie's at work" not in text and "the kylie's shop" in text
