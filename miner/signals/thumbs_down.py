"""thumbs_down: negative feedback on the session or one of its answers, from the trace or a feedback file."""

from __future__ import annotations

from pydantic import Field

from miner.model import Evidence, Feedback, Session, Signal, SignalKind
from miner.ratings import (
    FIVE_STAR_NEGATIVE_MAX,
    NEGATIVE_LABELS,
    POSITIVE_LABELS,
    RatingScale,
    label_set,
    normalise_label,
)
from miner.signals.base import DetectorSpec, Section, make_signal


class ThumbsDownConfig(Section):
    """Negative feedback: in the trace (evaluation events, annotations, attributes) or a feedback file."""

    attributes: list[str] = Field(
        default_factory=list,
        description="Span attributes your application records a rating in (a number is a score, else a label), "
                    "read besides gen_ai.evaluation.result events, user.feedback and feedback.score.",
    )
    negative_labels: list[str] = Field(
        default_factory=lambda: list(NEGATIVE_LABELS),
        description="Feedback labels (any case) that are negative, in traces and in the ratings file.",
    )
    positive_labels: list[str] = Field(
        default_factory=lambda: list(POSITIVE_LABELS),
        description="Feedback labels (any case) that are not negative, whatever the score says.",
    )
    rating_scale: RatingScale = Field(
        "auto",
        description=(
            "How numeric ratings read: thumbs (-1 down, 0 neutral, 1 up), binary (0 down, 1 up), five_star "
            "(1-2 down). auto: five_star in a feedback file with a rating above 1, binary when all are 0 "
            "or 1, else thumbs; in traces a negative score, a fraction below `fraction_below`, or 2 on 1..5."
        ),
    )
    fraction_below: float = Field(
        0.5, ge=0, le=1, description="A score strictly between 0 and 1 below this is negative."
    )
    five_star_negative_max: float = Field(
        FIVE_STAR_NEGATIVE_MAX, ge=1, le=5, description="On 1..5, ratings up to this are negative."
    )


class ThumbsDownDetector:
    name = "thumbs_down"
    kind: SignalKind = "thumbs_down"

    def __init__(self, config: ThumbsDownConfig) -> None:
        self.config = config
        self._negative = label_set(config.negative_labels)
        self._positive = label_set(config.positive_labels)

    def is_negative(self, feedback: Feedback) -> bool:
        """The label decides when it is known; otherwise the score, read on the configured scale."""
        if feedback.label:
            label = normalise_label(feedback.label)
            if label in self._negative:
                return True
            if label in self._positive:
                return False
        score = feedback.score
        if score is None:
            return False
        scale = self.config.rating_scale
        if scale == "binary":
            return score <= 0
        if scale == "thumbs":
            return score < 0
        if scale == "five_star":
            return score <= self.config.five_star_negative_max
        # auto, for scores in traces: a negative score, a low fraction, or a low star rating (2 on 1..5;
        # a bare 1 is left alone: it is thumbs-up on -1/0/1 and the worst on 1..5).
        if score < 0:
            return True
        if 0 < score < 1:
            return score < self.config.fraction_below
        return 1 < score <= self.config.five_star_negative_max

    def _evidence(self, feedback: Feedback, turn: int | None) -> Evidence:
        parts = [f"feedback '{feedback.name}'"]
        if feedback.label:
            parts.append(f"label '{feedback.label}'")
        if feedback.score is not None:
            parts.append(f"score {feedback.score:g}")
        parts.append(f"from {feedback.source}")
        return Evidence(turn=turn, span_id=feedback.span_id, detail=" ".join(parts))

    def detect(self, session: Session) -> Signal | None:
        evidence = [self._evidence(item, turn.index) for turn in session.turns for item in turn.feedback
                    if self.is_negative(item)]
        evidence += [self._evidence(item, None) for item in session.feedback if self.is_negative(item)]
        return make_signal(self, evidence)


SPEC = DetectorSpec(name="thumbs_down", config=ThumbsDownConfig, build=ThumbsDownDetector, weight=3.0,
                    # Feedback spans and the sessions a ratings file rates are what the search always keeps.
                    push_down=lambda config: {})
