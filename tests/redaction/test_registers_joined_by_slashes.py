"""A register's number in groups joined by slashes, with one group of letters of any alphabet with capitals beside
an entry's number, or two groups of letters (redaction/rules/shapes_in_text.py `groups_joined_by_slashes`)."""

from __future__ import annotations

import pytest

from redaction import Engine
from tests.redaction.conftest import found


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mōm, 2024/ŚL/118835. Ale do piōntku musi to być", "2024/ŚL/118835"),
        ("numer szkody 2024/ŚL/118835 żech wpisoł do zgłoszynio", "2024/ŚL/118835"),
        ("legitymacja kominiarska 0412/ŚL/2009, mistrz kominiarski", "0412/ŚL/2009"),
        ("potrzebuje PDF protokołu PK/0173/2024 dla ubezpieczyciela", "PK/0173/2024"),
        ("the suspension PS/26/10877 starts on Monday", "PS/26/10877"),
        ("рішення 147/ОЗ/2016 від березня", "147/ОЗ/2016"),
    ],
)
def test_a_registers_number_with_its_regions_letters_is_an_identifier(
    engine: Engine, text: str, value: str
) -> None:
    assert ("IDENTIFIER", value) in found(engine, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("paid on 12/04/2026 by card", "12/04/2026"),
        ("the bill is due 12/MAR/2024 at the latest", "12/MAR/2024"),
        ("regulation IGEM/G/11 applies to the flue", "IGEM/G/11"),
        ("the site KR/003/P is closed", "KR/003/P"),
        ("TCP/IP/UDP ports are open", "TCP/IP/UDP"),
        ("sizes S/M/10 are left", "S/M/10"),
    ],
)
def test_a_date_a_standard_or_a_short_code_joined_by_slashes_stays(engine: Engine, text: str, value: str) -> None:
    assert ("IDENTIFIER", value) not in found(engine, text)
