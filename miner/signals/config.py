"""Configuration of the signal detectors: `[tool.miner.signals]` and one table per detector.

Every list here is the whole list: setting `handoff_tools` replaces the defaults, it does not add to them.
Defaults are tuned on the demo traces, the second labelled set and the tuning conversations of `bench/signals.py`
(never on its held-out set).
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from miner.ratings import FIVE_STAR_NEGATIVE_MAX, NEGATIVE_LABELS, POSITIVE_LABELS, RatingScale
from miner.signals.english import COMPLAINT_FAMILIES, NEGATIONS

DETECTOR_NAMES = ("error", "escalation", "complaint", "thumbs_down")
# Cue families beside the regex families of english.py, found by complaint.py, and their built-in weights.
OTHER_COMPLAINT_CUES = {"stress": 0.5, "shouting": 1.0, "rephrase": 0.5, "lexicon": 1.0, "phrases": 1.0,
                        "asks_for_person": 0.5, "learned": 1.0, "other_languages": 1.0}
COMPLAINT_CUE_NAMES = (*COMPLAINT_FAMILIES, *OTHER_COMPLAINT_CUES)


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _check_patterns(patterns: list[str]) -> list[str]:
    for pattern in patterns:
        try:
            re.compile(pattern)
        except re.error as exc:
            raise ValueError(f"'{pattern}' is not a regular expression ({exc})") from None
    return patterns


class ErrorConfig(_Section):
    """Failures: tool calls with error status or an error in their result, span errors, exception events."""

    enabled: bool = Field(True, description="Run this detector (`false` turns it off).")
    result_error_keys: list[str] = Field(
        default_factory=lambda: ["error", "error_message", "errors", "exception"],
        description="A tool result (a JSON object) holding one of these keys with a non-empty value failed.",
    )
    result_error_statuses: list[str] = Field(
        default_factory=lambda: ["error", "failed", "failure"],
        description="A tool result whose `status` is one of these (any case) failed.",
    )
    result_error_prefixes: list[str] = Field(
        default_factory=lambda: ["error:", "exception:", "traceback (most recent call last)"],
        description="A tool result that is text starting with one of these (any case) failed.",
    )
    ignore_tools: list[str] = Field(default_factory=list, description="Tools whose failures are expected.")
    ignore_error_types: list[str] = Field(
        default_factory=list,
        description="`error.type` / exception types that are not failures (e.g. cancellations).",
    )
    loop_min_calls: int = Field(
        3, ge=2,
        description="A tool called this many times with identical arguments in one turn is a loop (an error).",
    )
    unanswered_turns: bool = Field(
        True, description="A turn where the user spoke and the agent said nothing back is an error.",
    )


class EscalationConfig(_Section):
    """Hand-offs: a hand-off tool, a transfer to a human agent, the agent handing off, or the user asking for a
    person."""

    enabled: bool = Field(True, description="Run this detector (`false` turns it off).")
    handoff_tools: list[str] = Field(
        default_factory=lambda: [
            "escalate*", "*handoff*", "*hand_off*", "*_to_human*", "*human_agent*", "*live_agent*",
            "request_human*", "create_support_ticket_for_human*",
        ],
        description="Tool names (shell-style patterns, any case) that hand the conversation to people.",
    )
    human_agent_patterns: list[str] = Field(
        default_factory=lambda: [r"human", r"live[_ -]?agent", r"operator", r"representative", r"person"],
        description="Regexes (any case) on the names of agents transferred to that mean a person takes over.",
    )
    english_cues: bool = Field(
        True, description="Use the built-in English cues for the user asking for a person (miner/signals/english.py).",
    )
    other_languages: bool = Field(
        True, description="Use the few built-in cues in Spanish, French, German, Portuguese and Italian for the user "
                          "asking for a person (miner/signals/other_languages.py).",
    )
    learned: bool = Field(
        True, description="Also ask the learned model shipped in the package (miner/signals/learned.py) whether "
                          "the user asks for a person, in words no cue lists.",
    )
    agent_handoffs: bool = Field(
        True, description="The agent saying it hands the user to people (\"I'm transferring you to our team\").",
    )
    phrases: list[str] = Field(
        default_factory=list,
        description="Your own phrases (any language, any case, whole words) of a user asking for a person.",
    )
    patterns: list[str] = Field(
        default_factory=list, description="Your own regexes (any case) of a user asking for a person.",
    )
    negations: list[str] = Field(
        default_factory=lambda: list(NEGATIONS),
        description="Words that cancel a request for a person: \"no need to talk to a human\"",
    )

    _valid_human = field_validator("human_agent_patterns")(_check_patterns)
    _valid_person = field_validator("patterns")(_check_patterns)


class ComplaintConfig(_Section):
    """The user's frustration, in cues that add up to a score: corrections, having to repeat, asking for a real
    answer, judging the agent, sarcasm, giving up, shouting."""

    enabled: bool = Field(True, description="Run this detector (`false` turns it off).")
    threshold: float = Field(
        1.0, gt=0,
        description="A user message whose cues add up to this is a complaint (a strong cue weighs 1, a weak 0.5).",
    )
    weights: dict[str, float] = Field(
        default_factory=dict,
        description="Weight per cue family, replacing the built-in one (0 turns a family off). Families: "
                    + ", ".join(COMPLAINT_CUE_NAMES) + ".",
    )
    english_cues: bool = Field(
        True, description="Use the built-in English cue families (miner/signals/english.py).",
    )
    other_languages: bool = Field(
        True, description="Use the few built-in complaint cues in Spanish, French, German, Portuguese and Italian "
                          "(miner/signals/other_languages.py; family `other_languages`).",
    )
    sentiment_lexicon: bool = Field(
        True, description="Count VADER's negative words where they judge the agent or the service.",
    )
    phrases: list[str] = Field(
        default_factory=list,
        description="Your own phrases (any language, any case, whole words) of a complaint; each weighs `phrases` "
                    "in `weights` (1 by default).",
    )
    patterns: list[str] = Field(
        default_factory=list, description="Your own regexes (any case) of a complaint, weighed like phrases.",
    )
    negations: list[str] = Field(
        default_factory=lambda: list(NEGATIONS),
        description="Words just before a cue that cancel it (\"not useless\", \"never frustrating\").",
    )
    rephrase_similarity: float = Field(
        0.7, ge=0, le=1,
        description="Share of its content words (stemmed) a message shares with an earlier one of the user's "
                    "from which it asks the same thing again.",
    )
    rephrase_min_words: int = Field(
        3, ge=1, description="Messages with fewer content words are never rephrasings.",
    )
    rephrase_lookback: int = Field(
        3, ge=1, description="How many earlier user messages a message is compared with.",
    )
    shouting_min_letters: int = Field(8, ge=1, description="Shorter messages are never shouting.")
    shouting_uppercase_ratio: float = Field(
        0.8, ge=0, le=1,
        description="Share of upper-case letters (outside ids and acronyms) that is shouting.",
    )

    _valid_patterns = field_validator("patterns")(_check_patterns)

    @field_validator("weights")
    @classmethod
    def _known_families(cls, weights: dict[str, float]) -> dict[str, float]:
        unknown = sorted(set(weights) - set(COMPLAINT_CUE_NAMES))
        if unknown:
            raise ValueError(f"unknown cue families {unknown}; known: {', '.join(COMPLAINT_CUE_NAMES)}")
        return weights


class ThumbsDownConfig(_Section):
    """Negative feedback: in the trace (evaluation events, annotations, attributes) or a feedback file."""

    enabled: bool = Field(True, description="Run this detector (`false` turns it off).")
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


class SignalsConfig(_Section):
    """`[tool.miner.signals]`: which detectors run, and one table per detector."""

    detectors: list[Literal["error", "escalation", "complaint", "thumbs_down"]] = Field(
        default_factory=lambda: list(DETECTOR_NAMES), description="The detectors that run, by name."
    )
    error: ErrorConfig = Field(default_factory=ErrorConfig)
    escalation: EscalationConfig = Field(default_factory=EscalationConfig)
    complaint: ComplaintConfig = Field(default_factory=ComplaintConfig)
    thumbs_down: ThumbsDownConfig = Field(default_factory=ThumbsDownConfig)
