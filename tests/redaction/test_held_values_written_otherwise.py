"""A value the session holds, found again as people write it otherwise: a masked number's last digits alone or after
another mask, a group of an identifier's digits, a number with a case ending joined to it, a surname with a case
ending or a plural, a name held in Latin letters written in another script; a date of death under its key, a
customer's number under a key in Indonesian, a name under a key in Turkish, and a long number's last digits after a
code's prefix of letters."""

from __future__ import annotations

import time

from miner.model import ToolCall
from tests.redaction.conftest import redacted_session


def test_a_masked_numbers_last_digits_are_replaced_alone_and_after_another_mask(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_permit", args={"permit": "PAP-NS-24-118734"},
                      result={"pax": [{"name": "Suraj Pradhan", "id_type": "AADHAAR", "id_no": "XXXX-XXXX-2094"}]})]
    answer = "Suraj Pradhan (Aadhaar ending 2094) must send a photo; noted as Aadhaar xx2094. Fee due in 2025."
    turn = redacted_session(redactor, "pax 3 photo", calls, answer).turns[0]
    assert "2094" not in turn.final_response
    assert "Aadhaar xx" in turn.final_response and "in 2025" in turn.final_response


def test_a_number_with_a_case_ending_joined_to_it_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_order", args={"order": "KSW/2025/1177"},
                      result={"payment": {"method": "card", "masked": "XXXX XXXX XXXX 3316"}})]
    turn = redacted_session(redactor, "refund card 3316க்கு வேண்டாம்", calls).turns[0]
    assert "3316" not in turn.user_text and "க்கு வேண்டாம்" in turn.user_text


def test_a_padded_group_of_an_identifiers_digits_is_replaced_alone(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_tag_order", args={"licence_no": "22-0991-A"},
                      result={"licence_no": "L-22-0991-A", "imprint": {"licence_printed": "22-0919-A"}, "qty": 1200})]
    user = "they printed 0919 and his licence is 0991. we ordered 1200 tags"
    turn = redacted_session(redactor, user, calls).turns[0]
    assert "0919" not in turn.user_text and "0991" not in turn.user_text
    assert "1200 tags" in turn.user_text


def test_a_date_of_death_under_its_key_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="submit_claim", args={"policyNo": "TFS-GYN-20877",
                                                 "deceased": {"dateOfDeath": "2024-12-01", "causeOfDeath": "natural"}},
                      result={"ok": True})]
    turn = redacted_session(redactor, "my mother passed", calls, "Claim logged, date of death 2024-12-01.").turns[0]
    deceased = turn.tool_calls[0].args["deceased"]
    assert deceased["dateOfDeath"] != "2024-12-01" and deceased["causeOfDeath"] == "natural"
    assert "2024-12-01" not in turn.final_response


def test_a_held_surname_with_a_case_ending_or_a_plural_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_booking", args={"booking": "БР-000417"},
                      result={"admin": {"name": "Перевощиков Алексей"},
                              "tenants": [{"name": "Katarzyna Nowak"}, {"name": "Grant Hollis"}]})]
    user = "Мон Перевощиковлы вераськи. The Nowaks left in August. Grants are not my business."
    turn = redacted_session(redactor, user, calls).turns[0]
    assert "Перевощиков" not in turn.user_text and "Nowak" not in turn.user_text
    assert "Grants are" in turn.user_text  # a word of the language is no surname's plural


def test_a_name_held_in_latin_letters_is_replaced_in_another_script(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_delivery", args={"booking": "BK2411030415"},
                      result={"delivered_by": "Mahesh Gawas", "status": "DELIVERED"})]
    answer = "डिलिव्हरी महेश गावस हाणें केल्ली म्हूण दाखयता. सिलिंडर आयज येतलो."
    turn = redacted_session(redactor, "सिलिंडर मेळूंक ना", calls, answer).turns[0]
    assert "महेश" not in turn.final_response and "गावस" not in turn.final_response
    assert "सिलिंडर आयज" in turn.final_response


def test_a_customer_number_under_an_indonesian_key_is_replaced_however_it_is_spaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="cek_pelanggan", args={"no_pelanggan": "01.07.12483"},
                      result={"pelanggan": {"no_pelanggan": "01.07.12483", "status": "AKTIF"}})]
    turn = redacted_session(redactor, "nomor pelanggan 0107 12483 atas namo apak ambo", calls).turns[0]
    assert "12483" not in turn.user_text and "atas namo apak ambo" in turn.user_text
    assert "12483" not in str(turn.tool_calls[0].args) and "AKTIF" in str(turn.tool_calls[0].result)


def test_a_name_under_a_turkish_key_is_replaced_in_the_fixture_and_the_texts(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="isletme_sorgula", args={"isletmeNo": "TR650000071394"},
                      result={"sahibi": {"adSoyad": "ŞEYHMUS TEKİN", "cepTel": "05423178064"}, "durum": "AKTİF"})]
    answer = "Min qeyda işletmeya te dît, li ser navê ŞEYHMUS TEKİN, 168 mih û 22 bizin."
    turn = redacted_session(redactor, "slm. qeyda min kontrol bike", calls, answer).turns[0]
    assert "ŞEYHMUS" not in str(turn.tool_calls[0].result) and "AKTİF" in str(turn.tool_calls[0].result)
    assert "ŞEYHMUS" not in turn.final_response and "TEKİN" not in turn.final_response
    assert "168 mih" in turn.final_response


def test_the_last_digits_of_a_code_of_a_prefix_and_a_long_number_are_replaced_alone(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="kupe_sorgula", args={"kayipKupeNo": "TR650004187293"},
                      result={"kayitliKupeler": [{"kupeNo": "TR650004187293", "irk": "Akkaraman"}], "adet": 168})]
    user = "küpeya miheke min ketiye, dawiya hejmarê 187293 bû. 168 mih û 22 bizin"
    turn = redacted_session(redactor, user, calls).turns[0]
    assert "187293" not in turn.user_text and "168 mih û 22 bizin" in turn.user_text


def test_a_long_run_of_mask_marks_with_no_digits_is_read_at_once(redactor) -> None:  # type: ignore[no-untyped-def]
    # A run of marks that could be split in many ways made a value of forty x's take hours to refuse.
    started = time.perf_counter()
    calls = [ToolCall(name="get_card", args={"card": "x" * 40 + "-"}, result={"pan": "X" * 40 + " !"})]
    redacted_session(redactor, "card", calls, "Card noted.")
    assert time.perf_counter() - started < 30
