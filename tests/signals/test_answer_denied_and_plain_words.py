"""The agent's own word or figure set aside for another ("50, not 100" after "sertraline 100mg"; "It wasn't delayed, it
was cancelled."), the answer asked for again in plain words ("In normal words?"), a yes or a no demanded, and a question
asked in disbelief ("Where on earth do I find that?"): complaints. The user setting right their own slip that the
agent read back, a figure set right with a laugh, and words of no content around "not" are none."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from miner.signals.answer_denied import answer_denied, words_of
from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)


conversation = partial(factory.conversation, app_name="shop", started_at=START)


@pytest.mark.parametrize(("answer", "message"), [
    ("I've found sertraline 100mg from Dr Patel. Shall I transfer that one?",
     "50, not 100. It was changed in January."),
    ("I see a session for KX19 PLR on 3 June.", "PRL, not PLR. That might be the whole problem actually."),
    ("I see the 17:42 on 12 May was delayed 18 minutes, so you qualify for 25%.",
     "It wasn't delayed, it was cancelled. I had to get the next one an hour later."),
])
def test_the_agents_word_set_aside_is_a_complaint(answer: str, message: str) -> None:
    session = conversation(("Hi, I need some help with my booking please.", answer), (message, "Let me check."))
    assert complaint_turns(session) == [1]


@pytest.mark.parametrize(("first", "answer", "message"), [
    # the user's own 20 read back, then set right by the user
    ("add 20 bags of calf meal please", "Great, I'll add 20 x 20kg calf meal.",
     "make it 25 bags not 20, got more calves on than I thought"),
    # a figure set right with a laugh, asking nothing
    ("how much is the AC seat in the app?", "The counter fare is Tk 480 and the app fare is Tk 550, so Tk 40 more.",
     "Ok but 550 - 480 is 70 not 40 😅"),
    # nothing of the answer's set right
    ("can I get a refund if the trip is cancelled?", "If we cancel due to unsafe weather, you get a full refund.",
     "what if it's just rainy but not unsafe"),
])
def test_a_slip_of_ones_own_a_laugh_and_no_content_are_none(first: str, answer: str, message: str) -> None:
    session = conversation((first, answer), (message, "Sure, done."))
    assert complaint_turns(session) == []


def test_the_answers_word_set_aside_only_once_said_by_the_agent_alone() -> None:
    assert answer_denied("50, not 100.", "sertraline 100mg", set()) == "50, not 100"
    assert answer_denied("50, not 100.", "sertraline 100mg", words_of("I take 100mg")) is None
    assert answer_denied("PLR, not the one.", "a session for PLR", set()) is None


@pytest.mark.parametrize(("answer", "message"), [
    ("Yes, via HPA at the workload level and a node pool autoscaler bounded by min/max node count.",
     "In normal words? Will it add servers when traffic goes up?"),
    ("Charging hours apply per the scheme order except where exempt days per schedule 2 apply.",
     "Is that a yes or a no?"),
])
def test_plain_words_and_a_yes_or_a_no_asked_for_are_a_complaint(answer: str, message: str) -> None:
    session = conversation(("Will my cluster scale on its own?", answer), (message, "Let me explain."))
    assert complaint_turns(session) == [1]


def test_a_question_in_disbelief_is_a_complaint() -> None:
    session = conversation(("Your online form for a replacement bin wants a 'property reference number'. Where on "
                            "earth do I find that?", "It is printed on your council tax bill."))
    assert complaint_turns(session) == [0]
