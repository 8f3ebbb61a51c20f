"""A pass, a permit, a badge or a tag is its holder's, whatever the words before it say it is for
(`token_issued_to_one_holder` in redaction/rules/identifiers.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Redactor
from redaction.engine import Engine
from redaction.rules.identifiers import identifier_value
from tests.redaction.conftest import redacted_session


def test_a_season_pass_a_bag_tag_and_a_badge_are_replaced_everywhere(redactor: Redactor) -> None:
    result = {"child": {"passMedia": {"seasonPass": "SP24-003317", "status": "ACTIVE"}},
              "bags": [{"itemTag": "PK-X-0217", "item": "SKU-88120"}],
              "inspector": {"badge": "HM-12"}, "season": "2024-25"}  # fmt: skip
    answer = "Pass SP24-003317 was voided by inspector HM-12; bag PK-X-0217 is at the depot."
    session = redacted_session(redactor, "his pass SP24-003317 was taken and the bag PK-X-0217 is lost",
                               [ToolCall(name="get_account", result=result)], answer)  # fmt: skip
    text = session.model_dump_json()
    assert "SP24-003317" not in text and "PK-X-0217" not in text and "HM-12" not in text
    assert "SKU-88120" in text and "ACTIVE" in text and "2024-25" in text


@pytest.mark.parametrize(("key", "container", "value", "is_one"), [
    ("seasonPass", "passMedia", "SP24-003317", True), ("itemTag", None, "PK-X-0217", True),
    ("badge", "inspector", "HM-12", True), ("no", "season_permits", "S24-J/0012", True),
    ("numero_permiso", None, "PP-2026-0412", True), ("Genehmigungsnummer", None, "G-2025-0098", True),
    ("importPermit", "checklist", "NOT_SUBMITTED", False), ("release_tag", None, "1.4.0", False),
    ("price_tag", None, "12.50", False), ("tag", None, "urgent", False), ("season", None, "2026-27", False),
    ("item", None, "SKU-88120", False), ("tags", "customer", "gb-olivia-r3", False),
    ("airport_permit", None, "BIA-T-2025", False),
])  # fmt: skip
def test_a_token_issued_to_one_holder_is_an_identifier(
    engine: Engine, key: str, container: str | None, value: str, is_one: bool
) -> None:
    assert identifier_value(key, value, engine.is_word, container) is is_one
