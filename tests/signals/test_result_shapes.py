"""Every shape of a failed tool result carries its examples: the results it must count as failed and those it must
leave alone. They run here through the error detector, one test per example, and the table docs/signals.md shows
is the table in the code."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

from miner.model import Session, ToolCall, Turn
from miner.signals.error import KEYS_READ, OBJECTS_READ, ErrorConfig, ErrorDetector
from miner.signals.result_shapes import SHAPES, Shape, markdown
from scripts.docs import SIGNALS, signals_page

CASES = [
    pytest.param(shape, example, fires, id=f"{shape.name.replace(' ', '-')}-{'fires' if fires else 'passes'}-{number}")
    for shape in SHAPES
    for fires, examples in ((True, shape.fires), (False, shape.passes))
    for number, example in enumerate(examples)
]


def failed(result: Any) -> bool:
    """Whether the error detector flags a session whose one tool call returned `result`."""
    call = ToolCall(name="lookup", args={}, result=result)
    turn = Turn(index=0, user_text="look it up", final_response="Here it is.", tool_calls=[call])
    moment = datetime(2026, 12, 4, tzinfo=UTC)
    session = Session(session_id="s", started_at=moment, ended_at=moment, turns=[turn])
    return ErrorDetector(ErrorConfig()).detect(session) is not None


@pytest.mark.parametrize(("shape", "example", "fires"), CASES)
def test_each_result_shape_decides_its_examples(shape: Shape, example: Any, fires: bool) -> None:
    assert failed(example) is fires, f"{shape.name} on {example!r}"


def test_a_failure_deeper_than_the_searched_levels_is_not_read() -> None:
    assert failed({"a": {"b": {"error": "x"}}})
    assert not failed({"a": {"b": {"c": {"error": "x"}}}})


def test_a_large_result_costs_what_a_small_one_does() -> None:
    """A million keys a level, three levels: the detector reads a bounded number of them, the result's own first."""
    read = Counter[str]()

    class Counted(dict[str, Any]):
        def items(self) -> Iterator[tuple[str, Any]]:  # type: ignore[override]
            for pair in super().items():
                read["keys"] += 1
                yield pair

    leaf = Counted({f"value{number}": number for number in range(1000)})
    middle = Counted({f"leaf{number}": leaf for number in range(1000)})
    assert not failed(Counted({f"middle{number}": middle for number in range(1000)}))
    assert 0 < read["keys"] <= OBJECTS_READ * KEYS_READ
    assert failed({"error": "timeout", **{f"value{number}": number for number in range(10**6)}})
    assert failed({**{f"record{number}": {"id": number} for number in range(10)}, "status_code": 502})
    assert not failed({**{f"value{number}": number for number in range(KEYS_READ)}, "error": "read past the bound"})


def test_every_shape_has_examples_both_ways() -> None:
    assert all(shape.fires and shape.passes and shape.does and shape.why for shape in SHAPES)


def test_the_documented_shapes_are_the_shapes_in_the_code() -> None:
    page = SIGNALS.read_text(encoding="utf-8")
    assert page == signals_page(page), "run `python scripts/docs.py`"
    assert markdown() in page
