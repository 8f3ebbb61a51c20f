"""Rating words and scales: how a feedback label or number reads. Written once, read by every reader of
ratings: the thumbs_down detector (ratings in traces), the ratings file (`--feedback`) and the app-log mapper.

Labels compare in any case, with spaces and hyphens read as underscores (`Thumbs-Down` is `thumbs_down`).
The word lists are the defaults of `[tool.miner.signals.thumbs_down] negative_labels / positive_labels`; a
user's lists replace them everywhere they are read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

Verdict = Literal["thumbs_down", "thumbs_up", "neutral"]
RatingScale = Literal["auto", "thumbs", "binary", "five_star"]

NEGATIVE_LABELS: tuple[str, ...] = (
    "thumbs_down", "thumbs-down", "thumbsdown", "down", "negative", "bad", "dislike", "unhelpful", "not_helpful",
    "not helpful", "incorrect", "wrong", "poor", "fail", "failed", "no", "👎",
)
POSITIVE_LABELS: tuple[str, ...] = (
    "thumbs_up", "thumbs-up", "thumbsup", "up", "positive", "good", "like", "helpful", "correct", "pass",
    "passed", "neutral", "yes", "+1", "👍",
)
# Known answers that are neither: a ratings file may hold them; they never count as negative.
NEUTRAL_LABELS: tuple[str, ...] = ("neutral", "none", "meh")
FIVE_STAR_NEGATIVE_MAX = 2.0


def normalise_label(label: str) -> str:
    return label.strip().lower().replace(" ", "_").replace("-", "_")


def label_set(labels: Iterable[str]) -> frozenset[str]:
    return frozenset(normalise_label(label) for label in labels)


def label_verdict(label: str, negative: Iterable[str] = NEGATIVE_LABELS,
                  positive: Iterable[str] = POSITIVE_LABELS) -> Verdict | None:
    """What a word says, or None when it is not a known rating word."""
    word = normalise_label(label)
    if word in label_set(NEUTRAL_LABELS):
        return "neutral"
    if word in label_set(negative):
        return "thumbs_down"
    if word in label_set(positive):
        return "thumbs_up"
    return None


def label_score(label: str) -> float | None:
    """The score the same judgement carries as a number on the thumbs scale (-1, 0, 1)."""
    verdict = label_verdict(label)
    return None if verdict is None else {"thumbs_down": -1.0, "thumbs_up": 1.0, "neutral": 0.0}[verdict]


def scale_of(numbers: Iterable[float]) -> RatingScale:
    """The scale a whole set of numeric ratings is on: five_star with any above 1, binary with only 0 and 1."""
    values = list(numbers)
    if any(value > 1 for value in values):
        return "five_star"
    if values and all(value in (0.0, 1.0) for value in values):
        return "binary"
    return "thumbs"


def score_verdict(score: float, scale: RatingScale,
                  five_star_negative_max: float = FIVE_STAR_NEGATIVE_MAX) -> Verdict | None:
    """A number on a known scale; None when it is off that scale."""
    if scale == "five_star":
        if not 1 <= score <= 5:
            return None
        if score <= five_star_negative_max:
            return "thumbs_down"
        return "neutral" if score == 3 else "thumbs_up"
    if scale == "binary":
        return "thumbs_down" if score <= 0 else "thumbs_up"
    if not -1 <= score <= 1:
        return None
    return "thumbs_down" if score < 0 else "thumbs_up" if score > 0 else "neutral"
