"""The agent offering a call as a question ("Would you like me to ask them to call you instead?") proposes the next
step: it reacts to no displeasure, and corroborates no verdict of the learned model. A call arranged ("I've asked the
manager to call you today") is read as before."""

from __future__ import annotations

from tests import factory
from tests.factory import complaint_turns


def test_a_call_offered_as_a_question_corroborates_nothing() -> None:
    session = factory.conversation(
        ("Hi, I'd like to know if the flight is suitable for a person with bad knees. My mother had both replaced, "
         "she's nervous about the landing.",
         "Getting in and out of the basket involves a little climbing, so we recommend checking with her doctor. We "
         "also have a basket with a door for passengers with limited mobility."),
        ("Oh the basket with the door sounds perfect. How do I book that one?",
         "You can book it by choosing 'Accessible Flight' on our website, or through our accessibility line."),
        ("is the accessibility line staffed by a person or is it another bot? no offence meant, I'm just useless with "
         "these automated phone menus",
         "It's staffed by our bookings team, 9am-5pm on weekdays. Would you like me to ask them to call you instead?"),
        ("oh yes, that would be a great help actually", "Done, the bookings team will call you tomorrow morning."))
    assert complaint_turns(session) == []


def test_an_apology_beside_the_offer_still_corroborates() -> None:
    session = factory.conversation(
        ("Can I book the harbour tour for Saturday?", "Of course! How many people?"),
        ("four. and the last guide never showed up, we waited an hour in the cold",
         "I'm so sorry about that. Would you like our manager to call you?"))
    assert complaint_turns(session) == [1]
