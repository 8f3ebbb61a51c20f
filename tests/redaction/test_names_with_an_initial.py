"""Names written with an initial: an initial and a surname, or a given name and an initial
(redaction/rules/names_with_an_initial.py)."""

from __future__ import annotations

from functools import partial

import pytest

from miner.model import ToolCall
from redaction import Engine
from redaction.recognizers.precision import is_english
from redaction.rules.names_with_an_initial import EXAMPLES, names_with_an_initial
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "names"), EXAMPLES)
def test_the_names_written_with_an_initial(engine: Engine, text: str, names: tuple[str, ...]) -> None:
    assert tuple(names_with_an_initial(text, partial(is_english, words=engine.english_words))) == names


def test_names_with_an_initial_are_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(
            name="get_movement",
            args={"permit": "MP-2231"},
            result={"gate_log": [{"event": "REJECTED_AT_GATE", "by": "T. Mokgweetsi / clerk 0231"}],
                    "assigned_to": {"team": "Livestock Intake", "agent": "Gaone P."},
                    "line": "Cattle Line B"},
        )
    ]
    result = redacted_session(redactor, "any news?", calls).turns[0].tool_calls[0].result
    assert "Mokgweetsi" not in result["gate_log"][0]["by"]  # type: ignore[index]
    assert "Gaone" not in result["assigned_to"]["agent"]  # type: ignore[index]
    assert result["assigned_to"]["team"] == "Livestock Intake"  # type: ignore[index]
    assert result["line"] == "Cattle Line B"  # type: ignore[index]
