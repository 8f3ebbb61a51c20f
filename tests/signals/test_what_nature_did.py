"""Displeasure in a sentence that names what nature did (a flood, a cyclone, a drought) and not the agent or the
service is aimed there, as one of the weather is: it counts only when the conversation corroborates it, and it
corroborates no verdict of the learned model on another message."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="growers", started_at=START)


def test_a_road_still_broken_since_the_flood_is_no_complaint_about_the_service() -> None:
    session = conversation(
        ("Bula vinaka. some of my cane got yellow leaves and stunted, whole 3 acres near the river. is it the "
         "disease? farm 6631 Nadi",
         "Bula vinaka. Yellowing and stunting can have a few causes, like waterlogging near the river or Fiji leaf "
         "gall disease. Can you check the underside of the leaves for small bumps?"),
        ("ya the leaves got small bumps underneath. photo attached",
         "Thanks for the photo. Those swellings do look like Fiji leaf gall, but it needs to be confirmed in the "
         "field."),
        ("can you get the field officer for Nadi to come and see, or at least ring me. 9311 207. I'm at the farm "
         "mornings",
         "Yes. I've logged a field inspection request for farm 6631 and added your number with a note that mornings "
         "are best."),
        ("vinaka. also the cane access road by the river still broken since the flood, lorry can't come inside. who "
         "fix that one",
         "Cane access roads are maintained through the sector's road programme. I've logged the road damage so the "
         "field officer can look at it during the same visit."))
    assert complaint_turns(session) == []


def test_the_service_still_broken_after_the_flood_is_still_a_complaint() -> None:
    session = conversation(
        ("my internet has been down since the flood last week", "Sorry about that. A technician will visit."),
        ("nobody came. your service is still broken and useless", "I apologise. I'll escalate this now."))
    assert complaint_turns(session) == [1]
