"""Values of sessions written in scripts without capitals, and payment handles with no dot after their @."""

from __future__ import annotations

import pytest

from redaction import Engine, Redactor
from redaction.pseudonyms import SessionPseudonyms
from tests.redaction.conftest import found, make_session


def _state(surrogates: Redactor, state: dict[str, object]) -> dict[str, object]:
    return surrogates.redact(make_session([]).model_copy(update={"state": state})).session.state


def test_a_payment_handle_is_replaced_with_the_same_value_under_its_key_and_in_free_text(
    surrogates: Redactor,
) -> None:
    redacted = _state(surrogates, {"கட்டணம்": {"upi": "lakshmi.n@oksbi"},
                                   "note": "பணத்தை UPI lakshmi.n@oksbi-க்கு திருப்பவும்."})  # fmt: skip
    assert "lakshmi.n@oksbi" not in str(redacted)
    handle = redacted["கட்டணம்"]["upi"]  # type: ignore[index]
    assert f"UPI {handle}-க்கு" in redacted["note"]  # type: ignore[operator]


def test_an_e_mail_address_and_a_packages_tag_are_no_payment_handle(engine: Engine) -> None:
    assert not any(entity == "IDENTIFIER" for entity, _ in found(engine, "run npm install pkg@latest again"))
    assert ("IDENTIFIER", "ana@example.com") not in found(engine, "write to ana@example.com today")


def test_a_name_in_a_script_without_capitals_is_found_with_its_case_ending(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"வாடிக்கையாளர்": {"name": "லக்ஷ்மி நாராயணன்", "phone": "+919840055012"},
                                   "நெசவாளர்": {"name": "முருகேசன்"},
                                   "note": "லக்ஷ்மி அம்மா முருகேசனுடன் பேச விரும்புகிறார்."})  # fmt: skip
    note = redacted["note"]
    assert isinstance(note, str)
    assert "லக்ஷ்மி" not in note and "முருகேசன" not in note
    weavers = [value["name"] for value in redacted.values() if isinstance(value, dict) and "phone" not in value]
    assert weavers and weavers[0] in note  # the inflected name is the weaver's, replaced by the same name


def test_a_georgian_surname_with_its_case_ending_is_the_surname(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"client": {"name": "ნინო ბერიძე", "phone": "+995599550123"},
                                   "note": "ნინო ითხოვს დის, თამარ ბერიძის, ფრენის დაბრუნებას."})  # fmt: skip
    assert "ბერიძ" not in str(redacted) and "ნინო" not in str(redacted)


def test_a_shops_handle_a_field_holds_whole_is_left_to_its_key(surrogates: Redactor) -> None:
    txn: dict[str, object] = {"txn": {"utr": "402715550831", "amount": "18720.00", "mode": "UPI",
                                      "payee_vpa": "shriradhecs@pnb"}}  # fmt: skip
    assert _state(surrogates, txn)["txn"]["payee_vpa"] == "shriradhecs@pnb"  # type: ignore[index]


@pytest.mark.parametrize(
    ("name", "text", "replaced"),
    [
        ("ლევან კაპანაძე", "ლევანმა თქვა", "ლევანმა"),  # after the whole part
        ("ნინო ბერიძე", "დის, თამარ ბერიძის, ფრენა", "ბერიძის"),  # after all of it but its last letter
        ("முருகேசன்", "அவர் முருகேசனுடன் பேச", "முருகேசனுடன்"),  # after all of it but its virama
    ],
)
def test_a_names_case_ending_in_a_script_without_capitals(name: str, text: str, replaced: str) -> None:
    pseudonyms = SessionPseudonyms(identifier_fixtures={})
    pseudonyms.add("PERSON", name)
    assert replaced not in pseudonyms.replace(text)


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("செல்வி", "செல்வம் வந்தது"),  # "wealth" shares only the name's stem of three letters
        ("Anna Berg", "Annas and Bergs"),  # a script with capitals writes no case ending joined to a name
        ("ராஜா", "ராஜாங்கம் பெரியது"),  # two letters with their signs begin too many other words ("kingdom")
    ],
)
def test_a_word_that_only_begins_like_a_name_is_no_form_of_it(name: str, text: str) -> None:
    pseudonyms = SessionPseudonyms(identifier_fixtures={})
    pseudonyms.add("PERSON", name)
    assert pseudonyms.replace(text) == text


def test_a_phone_written_in_pairs_is_found_whatever_language_says_phone(engine: Engine) -> None:
    assert ("PHONE_NUMBER", "577 55 04 16") in found(engine, "ვინმე ადამიანი დამირეკოს დღესვე, 577 55 04 16. — გიო")
    assert ("PHONE_NUMBER", "599 55 01 23") in found(engine, "სურს მენეჯერთან საუბარი, ტელ. 599 55 01 23.")
    assert not any(entity == "PHONE_NUMBER" for entity, _ in found(engine, "ბიუჯეტი 12 500 000 000 ლარი"))
    assert not any(entity == "PHONE_NUMBER" for entity, _ in found(engine, "paid 1 350 00 00 RSD"))


def test_a_registers_entry_after_a_word_in_capitals_is_one_code(engine: Engine) -> None:
    assert ("IDENTIFIER", "CX 4471/25") in found(engine, "passed to our manager as case CX 4471/25, including")
    assert ("IDENTIFIER", "INC 2025/09/031") in found(engine, "ინციდენტის ნომერია INC 2025/09/031. თუ არ")
    assert not any(entity == "IDENTIFIER" for entity, _ in found(engine, "it is in ROOM 1204 upstairs"))


def test_a_name_people_bear_in_an_unread_script_is_a_persons_under_any_key(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"गाड़ियाँ": [{"नंबर": "UP32 MN 2281", "चालक": "पप्पू"},
                                                {"नंबर": "UP32 MN 2290", "चालक": "संजय निषाद"}],
                                   "station": {"name": "आलमबाग स्वैप स्टेशन", "operator": "सुनील वर्मा"},
                                   "प्लान": {"नाम": "फ्लीट बेसिक प्लान", "sku": "PLAN-FLT-BSC"}})  # fmt: skip
    text = str(redacted)
    assert "संजय" not in text and "सुनील" not in text
    assert "पप्पू" not in text  # under the key that holds the other driver's name
    assert "आलमबाग स्वैप स्टेशन" in text and "फ्लीट बेसिक प्लान" in text


def test_a_payment_handle_only_under_its_key_is_replaced_and_a_payees_is_kept(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"கட்டணம்": {"அட்வான்ஸ்": "₹50,000", "upi": "lakshmi.n@oksbi",
                                               "utr": "UTR 512843907716"},
                                   "txn": {"mode": "UPI", "payee_vpa": "shriradhecs@pnb"}})  # fmt: skip
    assert "lakshmi.n@oksbi" not in str(redacted)
    assert redacted["txn"]["payee_vpa"] == "shriradhecs@pnb"  # type: ignore[index]


def test_a_plate_of_letters_and_digits_alternating_is_found_in_any_sentence(engine: Engine) -> None:
    assert ("LICENSE_PLATE", "HDW 482 FS") in found(engine, "his bakkie was HDW 482 FS if that helps lol")
    assert ("LICENSE_PLATE", "B 4721 KZL") in found(engine, "mobil B 4721 KZL rusak di jalan")
    assert not any(entity == "LICENSE_PLATE" for entity, _ in found(engine, "sku=WX-4402-BLK qty=2"))
    assert not any(entity == "LICENSE_PLATE" for entity, _ in found(engine, "open 9 AM 5 PM, the SKU 123 XL"))


def test_a_name_printed_in_capitals_is_a_persons_and_a_status_in_capitals_is_kept(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"payments": [{"payment_status": "RETURNED", "bank_response": "IBAN_TITLE_MISMATCH"}],
                                   "bank_title_reported": "MUHAMMAD USMAN TALPUR", "terms": "CASH ON DELIVERY",
                                   "note": "بئنڪ ۾ ٽائيٽل 'MUHAMMAD USMAN TALPUR' آهي"})  # fmt: skip
    text = str(redacted)
    assert "MUHAMMAD" not in text and "TALPUR" not in text
    assert "RETURNED" in text and "IBAN_TITLE_MISMATCH" in text and "CASH ON DELIVERY" in text


def test_a_number_after_the_word_for_number_in_the_arabic_script_is_an_identifier(engine: Engine) -> None:
    assert ("IDENTIFIER", "118/2") in found(engine, "ديه 42 سروي نمبر 118/2 وارو ڪمند")
    assert ("IDENTIFIER", "۴۵۲۱") in found(engine, "ڪيس نمبر ۴۵۲۱ آهي")
    assert not any(entity == "IDENTIFIER" for entity, _ in found(engine, "فون نمبر 0300-3348120"))
    assert not any(entity == "IDENTIFIER" for entity, _ in found(engine, "ٽرالي نمبر 2 آهي"))
