"""Feedback wherever a span carries it, whatever its convention: the GenAI `gen_ai.evaluation.result` event
(which the conventions let sit on any span, the application's own `user_feedback` span included) and the
attributes applications commonly set on a span they record a rating with."""

from __future__ import annotations

from typing import Any

from miner.model import Feedback
from miner.receivers.records import SpanRecord

EVALUATION_EVENT = "gen_ai.evaluation.result"
# Attribute -> what its value is; a number is a score, anything else a label (`thumbs_down`, `negative`).
FEEDBACK_ATTRIBUTES = ("user.feedback", "feedback.score", "feedback.label")


def evaluation_feedback(attributes: dict[str, Any], span_id: str | None, source: str = "trace") -> Feedback:
    score = attributes.get("gen_ai.evaluation.score.value")
    return Feedback(
        name=str(attributes.get("gen_ai.evaluation.name") or "evaluation"),
        score=_number(score),
        label=_text(attributes.get("gen_ai.evaluation.score.label")),
        explanation=_text(attributes.get("gen_ai.evaluation.explanation")),
        source=source,
        span_id=span_id,
    )


def span_feedback(span: SpanRecord, attributes: tuple[str, ...] = FEEDBACK_ATTRIBUTES) -> list[Feedback]:
    """Every rating the span carries: its evaluation events, then the feedback attributes it has."""
    found = [evaluation_feedback(event.attributes, span.span_id) for event in span.events
             if event.name == EVALUATION_EVENT]
    for key in attributes:
        value = span.attributes.get(key)
        if value is None or value == "":
            continue
        score = _number(value)
        found.append(Feedback(name=key, score=score, label=None if score is not None else str(value),
                              span_id=span.span_id))
    return found


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    return None


def _text(value: Any) -> str | None:
    return None if value in (None, "") else str(value)
