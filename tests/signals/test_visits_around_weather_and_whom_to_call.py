"""A visit arranged around the weather or a place (`miner/signals/circumstance.py`) and whom of the household to call
(`miner/signals/whom_to_call.py`): the rules' examples, and the conversations of the tuning sets they were read on."""

from __future__ import annotations

import pytest

from miner.signals.circumstance import EXAMPLES as CIRCUMSTANCES
from miner.signals.circumstance import visit_arranged_around
from miner.signals.whom_to_call import EXAMPLES as WHOM
from miner.signals.whom_to_call import without_whom_to_call
from tests import factory


@pytest.mark.parametrize(("message", "read"), CIRCUMSTANCES)
def test_a_visit_arranged_around_the_weather(message: str, read: str | None) -> None:
    assert visit_arranged_around(message) == read


@pytest.mark.parametrize(("message", "read"), WHOM)
def test_whom_to_call_is_read_as_that(message: str, read: str) -> None:
    assert without_whom_to_call(message) == read


def test_a_delivery_arranged_around_a_road_in_the_rain_is_no_complaint() -> None:
    # "Delivery boy should call me before coming. road is very bad in this rain ...", then a payment to adjust: the
    # learned model read both turns, each corroborating the other.
    session = factory.labelled_conversation("signals_tuning_31.json", "kolkata-fishfeed-020").session
    assert factory.complaint_turns(session) == []


def test_ring_me_not_her_is_no_request_for_a_person() -> None:
    # "yes please for the flu jab but ring me not her, she cant hear on the phone": the agent's hand-off stays.
    session = factory.labelled_conversation("signals_tuning_31.json", "taranaki-clinic-004").session
    assert factory.request_turns(session) == []


def test_a_caller_of_the_service_named_before_the_call_is_still_asked_for() -> None:
    session = factory.conversation(
        ("I need to book the annual service for my mum's boiler", "Sure, can I have the plan number?"),
        ("Plan AW-55102, and please have your scheduling people call me, not her, to arrange the time",
         "Of course, I'll pass that on."))
    assert factory.request_turns(session) == [1]
