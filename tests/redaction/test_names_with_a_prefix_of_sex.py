"""A word of the Myanmar script opening with a Shan prefix of sex is a name ("ၸၢႆးမွင်း", "ၼၢင်းႁွမ်"); the prefix
alone and Burmese words opening as its titles do stay."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.rules.names_with_a_prefix_of_sex import EXAMPLES, prefixed_names
from tests.redaction.conftest import assert_name_replaced


@pytest.mark.parametrize(("text", "names"), EXAMPLES)
def test_a_shan_name_opens_with_its_prefix_of_sex(text: str, names: tuple[str, ...]) -> None:
    assert tuple(text[start:end] for start, end in prefixed_names(text)) == names


def test_a_shan_name_said_only_in_a_message_is_replaced(redactor: Redactor) -> None:
    text = "မၢႆ ၵၢၼ်ၼႆႉ CB-3391 ၶႃႈ။ ၸၢႆးမွင်း (front desk) တေႁွင်ႉ ၾူၼ်း"
    assert_name_replaced(redactor, text, "ၸၢႆးမွင်း", "(front desk)")
