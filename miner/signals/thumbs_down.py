"""thumbs_down: negative feedback on the session or one of its answers, from the trace or a feedback file."""

from __future__ import annotations

from miner.model import Evidence, Feedback, Session, Signal, SignalKind
from miner.ratings import label_set, normalise_label
from miner.signals.base import make_signal
from miner.signals.config import ThumbsDownConfig


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
