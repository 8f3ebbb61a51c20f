"""Negative words from VADER's lexicon, which ships inside the `vaderSentiment` package (read once, offline), and
the adjectives TextBlob's lexicon rates negative (`judging_adjectives`).

VADER (Hutto & Gilbert, 2014) rates 7,500 English words and slang by hand. The complaint detector does not use
its sentence score: sentiment alone cannot tell "my package arrived broken" (a problem report) from "this bot
is hopeless" (a complaint). It uses the lexicon for the words only, and only where they judge the agent or the
service (see `complaint.py`), so frustration in words no cue list names ("dreadful", "lousy", "a shambles")
is still found.
"""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from collections import defaultdict
from functools import lru_cache
from importlib import resources
from pathlib import Path

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


# Words of the profanity list that are no swearing in a user's message to an agent (crimes reported, drink, surprise:
# "THANK YOU omg you're a lifesaver"; a word the lexicon rates kindly is dropped by valence).
_NOT_SWEARING_TEXT = "kill murder heroin drunk rape raped raping raper rapist molest perversion masochist omg"
NOT_SWEARING = frozenset(_NOT_SWEARING_TEXT.split())
# The stems of swearing proper: a profane word holding one is swearing wherever it stands ("this fucking form"), a
# weak cue on its own; the rest of the list (and "stupid", "moron") insults only when aimed at the agent.
_SWEAR_STEM_TEXT = "fuck shit crap damn piss bitch bastard cunt twat wank bollock bugger arse asshole"
SWEAR_STEMS = tuple(_SWEAR_STEM_TEXT.split())


@lru_cache(maxsize=1)
def profane_words() -> frozenset[str]:
    """The single words of the profanity list shipped in the `better-profanity` package (MIT), less those the
    lexicon rates neutral or kind ("god", "lmao") and NOT_SWEARING. The list is read from the package's folder
    without importing it (its import builds every leetspeak variant)."""
    spec = importlib.util.find_spec("better_profanity")
    if spec is None or not spec.submodule_search_locations:
        return frozenset()
    path = Path(next(iter(spec.submodule_search_locations))) / "profanity_wordlist.txt"
    rated = valences()
    words = (line.strip().lower() for line in path.read_text(encoding="utf-8").splitlines())
    return frozenset(word for word in words if word.isalpha() and rated.get(word, -1.0) < 0) - NOT_SWEARING


@lru_cache(maxsize=1)
def swear_words() -> frozenset[str]:
    """Profane words holding a stem of swearing proper ("fuck", "fucking", "shit", "damn", "crap")."""
    return frozenset(word for word in profane_words() if any(stem in word for stem in SWEAR_STEMS))


# An adjective of TextBlob's lexicon judges whoever it describes when its senses are, on average, this negative (-1..1)
# and this subjective (0..1): "mean" -0.31, "corrupt" -0.5, "pretentious" -0.3, "silly" -0.5; not "slow" (subjectivity
# 0.4), "usual" -0.25 or "childish" -0.2.
JUDGING_POLARITY_AT_MOST = -0.3
JUDGING_SUBJECTIVITY_AT_LEAST = 0.6


@lru_cache(maxsize=1)
def judging_adjectives() -> frozenset[str]:
    """The adjectives of the subjectivity lexicon shipped in the `textblob` package (MIT; the lexicon, Pattern's by
    De Smedt and Daelemans, hand-tagged per WordNet sense, is public domain: PDDL) whose senses average
    JUDGING_POLARITY_AT_MOST or less and JUDGING_SUBJECTIVITY_AT_LEAST or more: "mean", "corrupt", "pretentious",
    "shoddy", words VADER does not rate. Read from the package's folder without importing it (its import loads NLTK);
    empty when the package is absent."""
    spec = importlib.util.find_spec("textblob")
    if spec is None or not spec.submodule_search_locations:
        return frozenset()
    path = Path(next(iter(spec.submodule_search_locations))) / "en" / "en-sentiment.xml"
    if not path.is_file():
        return frozenset()
    senses: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for word in ET.parse(path).getroot().iter("word"):
        form = (word.get("form") or "").lower()
        if form.isalpha() and word.get("pos", "JJ").startswith("JJ"):
            senses[form].append((float(word.get("polarity", 0)), float(word.get("subjectivity", 0))))
    return frozenset(form for form, rated in senses.items()
                     if sum(p for p, _ in rated) / len(rated) <= JUDGING_POLARITY_AT_MOST
                     and sum(s for _, s in rated) / len(rated) >= JUDGING_SUBJECTIVITY_AT_LEAST)
