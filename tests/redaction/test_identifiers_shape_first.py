"""Privacy first by shape: what a value looks like makes it someone's under any key, in any language, unless the
key names a thing no one owns; the same value is replaced wherever the session repeats it."""

from __future__ import annotations

from redaction import Redactor
from redaction.recognizers.identifiers import fixture_like
from tests.redaction.conftest import make_session


def _state(surrogates: Redactor, state: dict[str, object]) -> dict[str, object]:
    return surrogates.redact(make_session([]).model_copy(update={"state": state})).session.state


def test_masked_digits_are_replaced_under_any_key_and_keep_their_mask(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"AUTOPAY": {"ACCT": "****8831"}, "TAX_ID_MASKED": "xxx-xx-4471",
                                   "note": "autopay from ****8831 failed"})  # fmt: skip
    assert "8831" not in str(redacted) and "4471" not in str(redacted)
    account = redacted["AUTOPAY"]["ACCT"]  # type: ignore[index]
    assert account.startswith("****") and redacted["note"] == f"autopay from {account} failed"
    assert fixture_like("•••• 4821", 3) == "•••• 0003"


def test_a_code_after_its_label_is_replaced_and_the_label_stays(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"engineer": {"gas_safe_no": "Gas Safe 584217"},
                                   "note": "engineer's Gas Safe number is 584217"})  # fmt: skip
    number = redacted["engineer"]["gas_safe_no"]  # type: ignore[index]
    assert number.startswith("Gas Safe ") and "584217" not in str(redacted)
    assert redacted["note"] == f"engineer's Gas Safe number is {number.removeprefix('Gas Safe ')}"


def test_an_identifiers_number_written_without_its_prefix_is_replaced_by_the_fixtures(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"results": [{"elector_no": "NH3-1187", "seq": 1187}],
                                   "note": "it's 1187 on my polling card, not NH3-1188"})  # fmt: skip
    fixture = redacted["results"][0]["elector_no"]  # type: ignore[index]
    assert fixture != "NH3-1187" and "1187" not in str(redacted)
    # The other code of the held series is replaced as it is (the rule "Codes of a held series").
    assert redacted["note"].startswith(f"it's {fixture[-4:]} on my polling card, not ")
    assert "NH3-1188" not in str(redacted)


def test_a_year_after_a_prefix_is_no_identifiers_number(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"claim_no": "CLM-2026", "note": "filed in 2026"})
    assert redacted["note"] == "filed in 2026"


def test_short_codes_four_digits_and_references_of_a_job_or_a_merchant_are_someones(surrogates: Redactor) -> None:
    state = {"turnout": "T-117", "iranyitoszam": "9021", "dac_used": "4417", "job_ref": "JOB-24-771903",
             "refund": {"merchant_ref": "RMA-77120-BF"}, "vezetekes": "+36 96 555 0112"}
    redacted = str(_state(surrogates, state))
    for value in ("T-117", "9021", "4417", "JOB-24-771903", "RMA-77120-BF", "555 0112"):
        assert value not in redacted


def test_what_no_one_owns_stays(surrogates: Redactor) -> None:
    state = {"distributor": {"code": "DIST-0041921"}, "paid_on": "02-Dec-2026", "week": "2024-W47",
             "clinic": "BRU-02", "quantity": 4417, "year": "2026"}
    assert _state(surrogates, state) == state


def test_postcodes_in_a_list_are_each_a_postcode(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"postcodes": ["M20 2FL", "M14 7DR"]})
    assert "M20 2FL" not in str(redacted) and "M14 7DR" not in str(redacted)


def test_a_date_decades_ago_under_a_key_in_any_language_is_a_birth_date(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"ugyfel": {"szuletesi_datum": "1955.06.02", "created_at": "2001-02-03"},
                                   "szamla_datum": "2026-11-02"})  # fmt: skip
    assert redacted["ugyfel"]["szuletesi_datum"] != "1955.06.02"  # type: ignore[index]
    assert redacted["ugyfel"]["created_at"] == "2001-02-03"  # type: ignore[index]
    assert redacted["szamla_datum"] == "2026-11-02"


def test_a_registers_number_in_slashed_groups_is_replaced_in_its_field_and_in_text(surrogates: Redactor) -> None:
    state = {"customer": {"name": "Chaminda Bandara", "ngja_dealer_licence": "NGJA/RP/D/3318"},
             "note": "No. Notis: JPJ/SEL/2025/0088123\nKadar kompaun: RM300.00", "paid_on": "12/04/2026"}
    redacted = _state(surrogates, state)
    licence = redacted["customer"]["ngja_dealer_licence"]  # type: ignore[index]
    assert licence.startswith("NGJA/") and licence != "NGJA/RP/D/3318"
    assert "0088123" not in str(redacted) and "RM300.00" in redacted["note"]  # type: ignore[operator]
    assert redacted["paid_on"] == "12/04/2026"


def test_an_account_at_a_bank_is_the_holders_and_its_groups_of_four_are_found_in_text(surrogates: Redactor) -> None:
    state = {"bank_account_no": "1029 5488 6140", "bank": "Sampath",
             "note": "සම්පත් බැංකුවේ 1029 5488 6140 ගිණුමට", "seasons": "played 2024 2025 2026 here"}
    redacted = _state(surrogates, state)
    assert "5488" not in str(redacted) and redacted["bank"] == "Sampath"
    assert redacted["seasons"] == "played 2024 2025 2026 here"


def test_a_code_in_another_alphabet_is_found_with_spaces_and_without_its_middle_group(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"order_no": "ӨГ-2408-0091", "order": "SGP-WEB-2425-1093",
                                   "note": "Захиалга ӨГ 2408 0091 ирсэн", "text": "ઓર્ડર sgp web 1093 કંઈક છે"})
    assert "2408 0091" not in str(redacted) and "sgp web 1093" not in str(redacted)
    assert redacted["text"] == f"ઓર્ડર {redacted['order']} કંઈક છે"


def test_a_phone_in_two_groups_of_four_is_found_with_no_word_for_a_phone(surrogates: Redactor) -> None:
    note = "Хүү маань хотод байгаа, тэр өөрийнхөө 9090 1184 дугаартай апп-аас шилжүүлнэ. Seasons 2024 2025 ran."
    redacted = _state(surrogates, {"note": note})
    assert "9090 1184" not in redacted["note"] and "2024 2025" in redacted["note"]  # type: ignore[operator]
