"""Values found by what the session or the words beside them say: a phone written without its country code by people
of the country a held phone names, a year alone after the words for "year of birth", a house's number after the
words for "house number" in the text's language, the id of a message a call sent, and a code's last digits held in
ASCII and written in another script's digits."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Engine
from redaction.rules.national_phones import national_phones
from tests.redaction.conftest import found, redacted_session


def test_a_phone_without_its_country_code_is_replaced_where_a_phone_of_its_country_is_held(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_guest", args={"guest": "G-11"}, result={"phone": "+248 2571093", "rooms": 3})]
    user = "Ask for me or Dereck at reception 4 232 118. We ordered 1234567 tags and paid 2 500 000 SCR."
    redacted = redacted_session(redactor, user, calls, "We will call 4 232 118 before we leave.")
    turn = redacted.turns[0]
    assert "4 232 118" not in turn.user_text and "4 232 118" not in turn.final_response
    # a number the country's plan numbers no phone, and an amount, stay
    assert "1234567" in turn.user_text and "2 500 000 SCR" in turn.user_text


def test_a_phone_without_its_country_code_in_a_thaana_text_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_customer", args={"customer": "C-7"}, result={"phone": "+960 779 3418"})]
    user = "ފެންމަތިކުރާ ދުވަހު އަހަރެންގެ ބޭބެ ވެސް އަންނާނެ، ނަންބަރު 9613302. ގުޅަން ބޭނުންނަމަ 779 3418"
    redacted = redacted_session(redactor, user, calls)
    assert "9613302" not in redacted.turns[0].user_text and "3418" not in redacted.turns[0].user_text


def test_no_phone_of_a_country_is_read_where_no_phone_with_a_country_code_is_held() -> None:
    assert list(national_phones(["at reception 4 232 118"], ["4 232 118 0"])) == []
    assert list(national_phones(["at reception 4 232 118"], ["+248 2571093"])) == ["4 232 118"]


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("Падарам Раҳимов Абдулло, соли таваллуд 1951. Метавонем санаро гузаронем?", "1951"),  # Tajik
        ("my mum was born in 1948 and needs a ground floor room", "1948"),
        ("Geburtsjahr: 1962, bitte", "1962"),
        ("سال تولد ۱۳۶۲ نیست، ۱۹۸۳ است", None),  # a year of the Persian calendar after its words: no (19|20)xx
    ],
)
def test_a_year_alone_after_the_words_for_year_of_birth_is_a_date_of_birth(
    engine: Engine, text: str, year: str | None
) -> None:
    years = [value for entity, value in found(engine, text) if entity == "DATE_OF_BIRTH"]
    assert years == ([year] if year else [])


def test_a_year_with_no_words_of_birth_before_it_stays(redactor) -> None:  # type: ignore[no-untyped-def]
    redacted = redacted_session(redactor, "born in Leeds, the shop opened in 1995 and the van is a 2020 model", [])
    assert "1995" in redacted.turns[0].user_text and "2020" in redacted.turns[0].user_text


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("ང་ཚོའི་ཐོ་ལ་ཁ་བྱང་ ཁང་ཨང་ ༢༦། བདེ་སྐྱིད་གླིང་། རེད།", "ཁང་ཨང་ ༢༦"),  # Tibetan, in Tibetan digits
        ("আমাৰ ঘৰ নং ১২, গুৱাহাটী", "ঘৰ নং ১২"),  # Assamese
        ("ที่อยู่ บ้านเลขที่ 45/2 ถนนสุขุมวิท", "บ้านเลขที่ 45/2"),  # Thai, with its tail after a slash
    ],
)
def test_a_house_number_after_the_words_for_house_number_is_an_address(engine: Engine, text: str, address: str) -> None:
    assert ("STREET_ADDRESS", address) in found(engine, text)


def test_a_count_after_the_words_for_house_number_is_no_address(engine: Engine) -> None:
    assert not any(entity == "STREET_ADDRESS" for entity, _ in found(engine, "ঘৰ নং ১২টা আছে"))


def test_the_id_of_a_message_a_call_sent_is_replaced_and_its_templates_is_kept(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="send_tracking_email", args={"order_no": "VNK-24-01873", "awb": "4829173650"},
                      result={"sent": True, "message_id": "TRK-MAIL-20240914-0087", "template_id": "TPL-2024-07"}),
             ToolCall(name="get_message_status", args={"channel": "email"},
                      result={"message_id": "MSG-44120"})]  # fmt: skip
    redacted = redacted_session(redactor, "please email it to me", calls, "Sent, message TRK-MAIL-20240914-0087.")
    assert "TRK-MAIL-20240914-0087" not in redacted.model_dump_json()
    assert redacted.turns[0].tool_calls[0].result["template_id"] == "TPL-2024-07"
    assert redacted.turns[0].tool_calls[1].result["message_id"] == "MSG-44120"


def test_a_codes_last_four_digits_opening_with_a_zero_are_found_in_another_scripts_digits(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="grower_search", args={"code_suffix": "0882", "branch": "4402"}, result={"results": []})]
    user = "ڪوڊ جا آخري انگ ۰۸۸۲ آهن، پورو ياد ناهي. شاخ ۴۴۰۲"
    text = redacted_session(redactor, user, calls).turns[0].user_text
    assert "۰۸۸۲" not in text
    # four digits opening otherwise are most often another number: a branch's in its name
    assert "۴۴۰۲" in text


def test_a_place_after_a_dash_in_a_branchs_name_is_the_branchs_and_a_sign_off_is_a_name(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="find_layby", args={"layby": "LB-1"},
                      result={"branch": "Maluti Blanket House – Maputsoe", "status": "ACTIVE"}),
             ToolCall(name="create_handoff", args={"team": "Permits Desk – Mahé", "summary": "permit"},
                      result={"ticketId": "CS-26-3391"})]  # fmt: skip
    redacted = redacted_session(redactor, "Thanks for the help\nBest Regards - Darnell", calls)
    turn = redacted.turns[0]
    assert turn.tool_calls[0].result["branch"] == "Maluti Blanket House – Maputsoe"
    assert turn.tool_calls[1].args["team"] == "Permits Desk – Mahé"
    assert "Darnell" not in turn.user_text


def test_a_firms_registered_name_holding_its_trades_words_is_kept_and_a_persons_firm_is_not(redactor) -> None:  # type: ignore[no-untyped-def]
    user = "Permit holder: Sunraysia Fresh Growers Pty Ltd\nBeneficiary: Kofi Mensah Ltd"
    text = redacted_session(redactor, user, []).turns[0].user_text
    assert "Sunraysia Fresh Growers Pty Ltd" in text and "Kofi Mensah" not in text


def test_a_hotline_of_a_held_phones_country_stays(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_herd", args={"herd": "H-1"}, result={"owner_phone": "+64 21 555 0199"})]
    redacted = redacted_session(redactor, "the results line is 0800 555 437, or my other phone 021 555 0198", calls)
    text = redacted.turns[0].user_text
    assert "0800 555 437" in text and "021 555 0198" not in text
