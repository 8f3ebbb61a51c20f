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
    # "dont bother ill get someone else in. just cancel it", after a tradesman who did not come twice
    session = factory.labelled_conversation("signals_tuning_30.json", "waikato-trades-003").session
    assert session.turns[4].user_text.startswith("dont bother ill get someone else in")
    assert request_turns(session) == []
    assert 4 in complaint_turns(session)  # "dont bother": giving up, still read


@pytest.mark.parametrize("message", [
    "Aye fine. Can ye get Davie in the yard tae phone me, he kens the order",
    "Could you ask Helen from the office to ring me about it",
])
def test_someone_named_with_where_they_work_asked_to_call_is_a_request(message: str) -> None:
    session = conversation(
        ("Order for 20 bags of ewe nuts for collection at the depot", "Thanks! Ready to collect tomorrow after 10am."),
        (message, "I'll pass a message on."))
    assert request_turns(session) == [1]
