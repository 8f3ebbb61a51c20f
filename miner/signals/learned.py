"""learned: a small logistic-regression scorer of user messages, trained on labelled turns and shipped inside
the package (`learned_weights.json`, written by `bench/train_signals.py`), read once, offline.

Phrase lists only catch the phrasings their author thought of; the scorer reads a message the way a person
skims it: its words and word pairs, the pieces of its words (character 3- to 5-grams, so "uselesss",
"pointlessly" and "unhelpful" share evidence with what was seen), a few marks of tone (`!!`, a question, a
shouted word), and its context: whether it is the user's first message, how much it repeats the user's own
earlier messages, and whether the agent's previous answer asked a question, refused or offered a person.
One model per kind (complaint, escalation request) over the same features. The detectors add its verdict to
their rule cues (`complaint.py`, `escalation.py`); each hit names the words that weighed most.

The model was trained on English turns: a message with no English function word at all is not scored, so
text in other languages is never flagged by it (a team's own phrases still apply).
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from miner.model import Turn
from miner.signals.text import MESSAGE_CHARS_READ, STOPWORDS, content_words, jaccard, shown

WEIGHTS_FILE = "learned_weights.json"
KINDS = ("complaint", "escalation_request")
CHAR_GRAMS = (3, 4, 5)
# Words that only English text holds (common words of Spanish, French, German, Portuguese left out: "a",
# "me", "no", "die", "so").
_ENGLISH_TEXT = """i i'm i've i'd i'll you you're your the is are was were this that it it's to of and not my
what why can can't don't do does did with for have has just again please thanks thank how who any someone
get want need just said told still yet there their they he she we our us or if at on be been any"""
ENGLISH_WORDS = frozenset(_ENGLISH_TEXT.split())
_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_REFUSAL = re.compile(r"\b(?:can't|cannot|can not|unable|not able|won't be able|isn't possible|not possible|"
                      r"unfortunately|i'm afraid|policy)\b", re.IGNORECASE)
_OFFERS_PERSON = re.compile(r"\b(?:human|person|colleague|specialist|representative|agent|team|supervisor|"
                            r"manager|transfer|connect you|call you|callback|call back)\b", re.IGNORECASE)
# Top contributing words shown in a learned hit's evidence.
WORDS_SHOWN = 3


@dataclass(frozen=True)
class Context:
    """What the scorer knows around a message: its place, the agent's previous answer, the user's repeats."""

    first: bool
    agent_asked: bool = False
    agent_refused: bool = False
    agent_offered_person: bool = False
    similarity: float = 0.0  # the highest word overlap (Jaccard of content words) with an earlier user message

    @classmethod
    def of(cls, first: bool, previous_answer: str | None, similarity: float) -> Context:
        answer = (previous_answer or "")[-MESSAGE_CHARS_READ:]
        return cls(first=first, agent_asked=answer.rstrip().endswith("?"),
                   agent_refused=bool(_REFUSAL.search(answer)),
                   agent_offered_person=bool(_OFFERS_PERSON.search(answer)), similarity=similarity)

    def features(self) -> list[str]:
        found = ["x:first" if self.first else "x:later"]
        if self.agent_asked:
            found.append("x:agent_asked")
        if self.agent_refused:
            found.append("x:agent_refused")
        if self.agent_offered_person:
            found.append("x:agent_offered_person")
        if self.similarity >= 0.5:
            found.append("x:same_as_before")
        elif self.similarity >= 0.25:
            found.append("x:like_before")
        return found


def turn_contexts(turns: Sequence[Turn]) -> dict[int, Context]:
    """The context of each turn the user spoke in, by turn index: the same in training and in the detectors."""
    found: dict[int, Context] = {}
    earlier: list[frozenset[str]] = []
    previous_answer: str | None = None
    for turn in turns:
        if turn.user_text:
            words = request_words(turn.user_text)
            found[turn.index] = Context.of(not earlier, previous_answer, max_similarity(words, earlier))
            earlier.append(words)
        if turn.final_response:
            previous_answer = turn.final_response
    return found


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text[:MESSAGE_CHARS_READ].lower().replace("’", "'"))


def is_english(words: list[str]) -> bool:
    return any(word in ENGLISH_WORDS for word in words)


def request_words(text: str) -> frozenset[str]:
    return content_words(text[:MESSAGE_CHARS_READ])


def max_similarity(request: frozenset[str], earlier: list[frozenset[str]]) -> float:
    """The highest overlap of a message's content words with one of the user's earlier messages."""
    return max((jaccard(request, before) for before in earlier if before and request), default=0.0)


def text_features(text: str) -> list[str]:
    """Words, word pairs, character 3-5-grams of the words, and marks of tone. Each is counted once."""
    words = tokens(text)
    found = [f"w:{word}" for word in words]
    found += [f"b:{left} {right}" for left, right in itertools.pairwise(words)]
    joined = f" {' '.join(words)} "
    found += [f"c:{joined[start:start + size]}" for size in CHAR_GRAMS for start in range(len(joined) - size + 1)]
    read = text[:MESSAGE_CHARS_READ]
    if "!!" in read:
        found.append("t:exclamations")
    if "?" in read:
        found.append("t:question")
    if "??" in read:
        found.append("t:questions")
    if any(len(word) >= 3 and word.isalpha() and word.isupper() and word != "I" for word in read.split()):
        found.append("t:capitals")
    if len(words) <= 3:
        found.append("t:short")
    return list(dict.fromkeys(found))


def word_of_feature(feature: str) -> str | None:
    """The words a feature stands for, for evidence ("w:useless" -> "useless"); character grams stand for none."""
    kind, _, value = feature.partition(":")
    return value if kind in ("w", "b") else None


class LearnedModel:
    """One logistic regression per kind: text features scaled by 1/sqrt(their number), context features by 1."""

    def __init__(self, document: dict) -> None:
        self.about: str = document["about"]
        # The probability from which a message is of a kind, chosen by cross-validation in training.
        self.cuts: dict[str, float] = {kind: float(document["cuts"][kind]) for kind in KINDS}
        self._bias = {kind: float(document["bias"][kind]) for kind in KINDS}
        self._weights: dict[str, dict[str, float]] = {kind: document["weights"][kind] for kind in KINDS}

    @lru_cache(maxsize=4096)  # noqa: B019 - one model per process; the two detectors score the same messages
    def _text_scores(self, text: str) -> tuple[tuple[float, ...], tuple[str, ...]] | None:
        words = tokens(text)
        if not is_english(words):
            return None
        features = text_features(text)
        scale = 1.0 / math.sqrt(len(features))
        sums = []
        for kind in KINDS:
            get = self._weights[kind].get
            sums.append(scale * sum(get(feature, 0.0) for feature in features))
        return tuple(sums), tuple(features)

    def probability(self, kind: str, text: str, context: Context) -> float | None:
        """The probability that `text` is of `kind`, or None for text the model does not read (not English)."""
        scored = self._text_scores(text)
        if scored is None:
            return None
        sums, _features = scored
        weights = self._weights[kind]
        position = KINDS.index(kind)
        z = self._bias[kind] + sums[position] + sum(weights.get(feature, 0.0) for feature in context.features())
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def top_words(self, kind: str, text: str) -> str:
        """The user's words whose features weighed most towards `kind` (each word: its own weight, its pairs'
        and the character grams inside it), masked as evidence is."""
        weights = self._weights[kind]
        original = {word.lower().strip(".,;:!?\"'()"): word for word in text[:MESSAGE_CHARS_READ].split()}
        contribution: dict[str, float] = {}
        words = tokens(text)
        for word in dict.fromkeys(words):
            if word in STOPWORDS:
                continue
            padded = f" {word} "
            grams = [padded[start:start + size] for size in CHAR_GRAMS for start in range(len(padded) - size + 1)]
            contribution[word] = weights.get(f"w:{word}", 0.0) + sum(weights.get(f"c:{gram}", 0.0) for gram in grams)
        for left, right in itertools.pairwise(words):
            pair = weights.get(f"b:{left} {right}", 0.0) / 2
            for word in (left, right):
                if word in contribution:
                    contribution[word] += pair
        best = sorted((item for item in contribution.items() if item[1] > 0), key=lambda item: (-item[1], item[0]))
        return shown(" ".join(original.get(word, word) for word, _ in best[:WORDS_SHOWN]))


@lru_cache(maxsize=1)
def shipped_model() -> LearnedModel:
    """The model trained by `bench/train_signals.py`, from inside the package."""
    text = resources.files("miner.signals").joinpath(WEIGHTS_FILE).read_text(encoding="utf-8")
    return LearnedModel(json.loads(text))
