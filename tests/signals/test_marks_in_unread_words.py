"""Capitals and "!!!" in a message whose words no rule reads count as one cue: joy uses the same marks as anger.
Checked on real conversations of tuning set 20 (languages no built-in table holds)."""

from __future__ import annotations

from pathlib import Path

import pytest

from miner.config import MinerConfig
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
