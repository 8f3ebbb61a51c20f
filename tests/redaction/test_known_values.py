"""A session's known values found again in its texts (redaction/known_values.py)."""

from redaction.known_values import KnownPattern, KnownValues


def _replaced(value: str, text: str) -> str:
    known = KnownValues()
    known.add_text(value, ignore_case=False)
    return KnownPattern(known).sub(lambda _: "<V>", text)


def test_a_value_holding_a_digit_no_script_writes_is_found_as_written() -> None:
    assert _replaced("Flat 12² 40871", "deliver to Flat 12² 40871 please") == "deliver to <V> please"


def test_a_value_of_five_digits_is_found_in_another_scripts_digits() -> None:
    assert _replaced("40871", "رقم ٤٠٨٧١ هنا") == "رقم <V> هنا"
