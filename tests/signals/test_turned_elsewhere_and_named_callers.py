"""The user turning to someone else than the service asks for no person; someone named asked to call, with where
they work, does."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from miner.signals.turned_elsewhere import EXAMPLES, without_turning_elsewhere
from tests import factory
from tests.factory import complaint_turns, request_turns

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)


conversation = partial(factory.conversation, app_name="trades", started_at=START)


@pytest.mark.parametrize(("message", "read"), EXAMPLES)
def test_turning_to_someone_else_is_read_out(message: str, read: str) -> None:
    assert without_turning_elsewhere(message) == read


def test_the_user_turning_to_someone_else_asks_for_no_one() -> None:
    session = conversation(
        ("booked a sparky for tuesday 8-12 for the heat pump. nobody showed", "Sorry! I can offer Friday 8am."),
        ("friday then", "Done, you're booked in for Friday."),
        ("well its friday 12.30 and no sparky, no text. dont bother ill get someone else in. just cancel it",
         "I'm sorry we let you down. I've cancelled the booking."))
    assert request_turns(session) == []
    assert 2 in complaint_turns(session)  # "dont bother": giving up, still read


@pytest.mark.parametrize("message", [
    "Aye fine. Can ye get Davie in the yard tae phone me, he kens the order",
    "Could you ask Helen from the office to ring me about it",
])
def test_someone_named_with_where_they_work_asked_to_call_is_a_request(message: str) -> None:
    session = conversation(
        ("Order for 20 bags of ewe nuts for collection at the depot", "Thanks! Ready to collect tomorrow after 10am."),
        (message, "I'll pass a message on."))
    assert request_turns(session) == [1]
