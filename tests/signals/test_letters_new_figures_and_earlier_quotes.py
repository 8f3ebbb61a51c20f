"""A digit that is a letter, a figure set right, a lexicon word of two letters, a word of parts joined, and the
agent's earlier words quoted back (miner/signals/complaint.py, miner/signals/sentence_repeated.py): real
conversations of the tuning sets, in languages no model here reads."""

from __future__ import annotations

import pytest

from miner.config import MinerConfig
from miner.model import Session
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.complaint import ComplaintDetector
from tests.factory import labelled_conversation


def complaint_turns(session: Session) -> set[int]:
    return conversations.flagged_turns(detect(session).signals).get("complaint", set())


@pytest.mark.parametrize(("identifier", "turn"), [
    # Avar: thank you, good ("лъик1", the palochka typed as 1), after "9:00 лъик1" and a time of the agent's.
    ("avar-poliklinika-028", 2),
    # Ingush: Ruslan came before, he did well. A very good tradesman ("Ч1оаг1а").
    ("ingush-trades-028", 2),
    # Cornish: thanks. Sorry, my dates were wrong - the 4th to 6th of May, not 3-5 🙈 (a new figure, then the old).
    ("cornish-lodging-021", 1),
    # Cornish: fine. Are you a person or a bot? 😄 ("po", or, is no word of VADER's here).
    ("cornish-lodging-021", 2),
    # Mixtec: fine, thank you, after "Kunda'vi ini-un." (I am sorry) at every answer: two words, no loop.
    ("mixtec-water-037", 3),
])
def test_a_neutral_turn_is_not_flagged(identifier: str, turn: int) -> None:
    labelled = labelled_conversation("signals_tuning_32.json", identifier)
    assert not labelled.turns[turn].labels
    assert turn not in complaint_turns(labelled.session)


def test_the_agents_words_of_an_earlier_answer_quoted_back() -> None:
    # Cornish: this is the third time this month ... I don't want to hear 'we are sorry' again, the apology of the
    # agent's first answer, two answers before.
    labelled = labelled_conversation("signals_tuning_32.json", "cornish-water-025")
    assert "complaint" in labelled.turns[2].labels
    assert 2 in complaint_turns(labelled.session)


def test_a_digit_beside_latin_letters_or_alone_is_still_a_number_held() -> None:
    # Malagasy: I said 2 WEEKS; Khmer: 14 days for $3.75? great 🙂 (the number held as before).
    labelled = labelled_conversation("signals_tuning_22.json", "microfinance-vendors-004")
    assert 1 in complaint_turns(labelled.session)
    labelled = labelled_conversation("signals_tuning_20.json", "cafe-loyalty-app-003")
    assert 2 in complaint_turns(labelled.session)


def test_a_number_held_with_no_new_figure_before_it() -> None:
    # Bemba: they said 400, not 100 (the user's 400 of before, held; 100 the agent's).
    labelled = labelled_conversation("signals_tuning_25.json", "bemba-brickfield-burnt-bricks-002")
    assert 1 in complaint_turns(labelled.session)


def test_the_lexicon_reads_no_word_of_two_letters() -> None:
    lexicon = ComplaintDetector(MinerConfig().signals.complaint)._lexicon
    assert "useless" in lexicon
    assert not {word for word in lexicon if len(word) < 3}



def test_a_question_answered_in_its_own_words_is_no_word_asked_back() -> None:
    # Kanuri: is there delivery? five bags, answered "Aa, delivery Maiduguri-lan mbeji, N3,000." (yes, there is).
    labelled = labelled_conversation("signals_tuning_32.json", "kanuri-fertilizer-040")
    assert not labelled.turns[2].labels
    assert 2 not in complaint_turns(labelled.session)
    # Sicilian: tomorrow? and what do I do today? answered "Capisciu, aviti ragiuni. ...": asked back, as before.
    labelled = labelled_conversation("signals_tuning_27.json", "sicilian-water-029")
    assert 1 in complaint_turns(labelled.session)
