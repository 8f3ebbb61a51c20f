"""Capitals and "!!!" in a message whose words no rule reads count as one cue: joy uses the same marks as anger.
Checked on real conversations of tuning set 20 (languages no built-in table holds)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from miner.config import MinerConfig
from miner.model import Session, Turn
from miner.signals import detect
from miner.signals import labelled as conversations

SET = Path(__file__).resolve().parents[2] / "bench" / "data" / "signals_tuning_20.json"


def _flagged(identifier: str) -> set[int]:
    conversation = next(item for item in conversations.load(SET, "guide")[1]
                        if item.session.session_id == identifier)
    return conversations.flagged_turns(detect(conversation.session, MinerConfig()).signals)["complaint"]


@pytest.mark.parametrize(("identifier", "turn"), [
    ("stretch-ceiling-installation-002", 3),  # Kazakh: "... КЕРЕМЕТ, көп рахмет!!!" (GREAT, thanks a lot!!!)
    ("bureau-de-change-003", 4),  # Hausa: "ALHAMDULILLAH!!! Na gode sosai" (thanks be to God!!! Thank you so much)
])
def test_joy_in_capitals_in_unread_words_is_no_complaint(identifier: str, turn: int) -> None:
    assert turn not in _flagged(identifier)


def test_marks_beside_another_cue_in_unread_words_still_count() -> None:
    # Amharic: the agent's "it may be delayed" quoted back, "Timket is the day after tomorrow!!!"
    assert 2 in _flagged("habesha-kemis-orders-004")


def _conversation(*exchanges: tuple[str, str]) -> Session:
    start = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)
    turns = [Turn(index=index, user_text=user, final_response=agent, started_at=start + timedelta(minutes=index))
             for index, (user, agent) in enumerate(exchanges)]
    return Session(session_id="conv-1", started_at=start, ended_at=start + timedelta(minutes=len(turns)),
                   turns=turns, app_name="shop")


def _complaint_turns(session: Session) -> set[int]:
    return conversations.flagged_turns(detect(session, MinerConfig()).signals)["complaint"]


# Kikuyu: a hundred chicks; I am in Othaya; (paid 5000) I AM VERY HAPPY!! the brooder is ready.
_CHICKS = (("Ndirenda tukuku 100. Ndi Othaya, hakuhi na soko.", "Nĩ wega. Delivery nĩ Sh. 300, deposit Sh. 5,000."),)


@pytest.mark.parametrize("emoji", ["😂🐥", "🔥🔥🔥", "😭🎓", "🐷🔥"])
def test_capitals_beside_an_emoji_of_no_displeasure_are_joy(emoji: str) -> None:
    session = _conversation(*_CHICKS, (f"Nindatuma 5000. NDI MUKENU MUNO!! brooder iri tayari {emoji}",
                                       "Nĩ twamũkĩra Sh. 5,000, nĩ wega!"))
    assert _complaint_turns(session) == set()


@pytest.mark.parametrize("emoji", ["", "🙄", "😡", "😒"])
def test_capitals_without_or_beside_an_emoji_of_displeasure_still_count(emoji: str) -> None:
    session = _conversation(*_CHICKS, (f"Nindatuma 5000. NDI MUKENU MUNO!! brooder iri tayari {emoji}",
                                       "Nĩ twamũkĩra Sh. 5,000, nĩ wega!"))
    assert _complaint_turns(session) == {1}
