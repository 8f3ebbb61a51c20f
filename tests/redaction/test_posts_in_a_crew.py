"""A key inside a crew or a staff names a post and its value the person filling it ("Precious" under
`crew.hostess`); the crew's truck, a state and a count stay."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Redactor
from redaction.rules.posts_in_a_crew import EXAMPLES, a_post_in_a_crew
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("container", "posts"), EXAMPLES)
def test_the_keys_of_a_crew_are_posts(container: str, posts: bool) -> None:
    assert a_post_in_a_crew(container.split("_")) is posts


def test_a_person_under_a_post_of_a_crew_is_replaced(redactor: Redactor) -> None:
    crew = {"driver": "Kwadwo Asamoah", "mate": "Baba", "hostess": "Precious", "truck": "HW-TRK-04",
            "status": "Assigned", "size": "3"}  # fmt: skip
    calls = [ToolCall(name="get_trip", args={"trip": "TR-2291"}, result={"booking": {"crew": crew}})]
    session = redacted_session(redactor, "who is on my truck?", calls, "Baba and Precious are with the driver")
    written = session.turns[0].tool_calls[0].result["booking"]["crew"]  # type: ignore[index]
    assert written["mate"] != "Baba" and written["hostess"] != "Precious"
    assert written["truck"] == "HW-TRK-04" and written["status"] == "Assigned" and written["size"] == "3"
