"""Negative words from VADER's lexicon, which ships inside the `vaderSentiment` package (read once, offline).

VADER (Hutto & Gilbert, 2014) rates 7,500 English words and slang by hand. The complaint detector does not use
its sentence score: sentiment alone cannot tell "my package arrived broken" (a problem report) from "this bot
is hopeless" (a complaint). It uses the lexicon for the words only, and only where they judge the agent or the
service (see `complaint.py`), so frustration in words no cue list names ("dreadful", "lousy", "a shambles")
is still found.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

# Valence at most this (VADER's scale is -4..4) makes a word negative enough to judge with.
NEGATIVE_AT_MOST = -1.5
POSITIVE_AT_LEAST = 1.5

# Negative in VADER, but what users report about their own things or their day, not about the agent:
# "it's broken", "that's a problem", "this is urgent", "it was stolen".
_PROBLEM_WORD_TEXT = """
broken broke break damaged damage failed fail fails failure failing error errors lost lose losing stolen steal
missing miss missed fraud fraudulent problem problems issue issues late stuck declined dead die died dying crash
crashed crashes sick ill hurt hurts injured injury accident worried worry worrying scared afraid fear sad sorry
no not cancel cancelled canceled delay delayed pain painful ache emergency urgent risk danger dangerous alone
poor poorly trouble troubled unfortunately unfortunate lack lacking lacks hard difficult weird
confused confusing doubt doubts miss warning wrong mistake mistakes blocked blocking locked virus hack hacked
kill killed killing war bad bitter cold tired exhausted upset hate hated hates
"""
PROBLEM_WORDS = frozenset(_PROBLEM_WORD_TEXT.split())


@lru_cache(maxsize=1)
def valences() -> dict[str, float]:
    """VADER's single words and their valence (-4..4)."""
    text = resources.files("vaderSentiment").joinpath("vader_lexicon.txt").read_text(encoding="utf-8")
    found = {}
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) >= 2 and parts[0].isalpha():
            found[parts[0].lower()] = float(parts[1])
    return found


@lru_cache(maxsize=1)
def negative_words() -> frozenset[str]:
    """VADER's words with valence <= NEGATIVE_AT_MOST, less the words of problem reports."""
    return frozenset(word for word, valence in valences().items() if valence <= NEGATIVE_AT_MOST) - PROBLEM_WORDS


@lru_cache(maxsize=1)
def positive_words() -> frozenset[str]:
    """VADER's words with valence >= POSITIVE_AT_LEAST ("great", "perfect", "thanks")."""
    return frozenset(word for word, valence in valences().items() if valence >= POSITIVE_AT_LEAST)
