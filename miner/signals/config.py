"""Configuration of the signal detectors: `[tool.miner.signals]` and one table per detector.

Every list here is the whole list: setting `handoff_tools` replaces the defaults, it does not add to them.
Defaults are tuned on the demo traces and on the second labelled set in `bench/signals.py`.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from miner.ratings import FIVE_STAR_NEGATIVE_MAX, NEGATIVE_LABELS, POSITIVE_LABELS, RatingScale

DETECTOR_NAMES = ("error", "escalation", "complaint", "thumbs_down")
NEGATIONS = ("not", "never", "don't", "dont", "do not", "isn't", "wasn't", "without", "no need to", "hardly")


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

    enabled: bool = True
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


class EscalationConfig(_Section):
    """Hand-offs: a hand-off tool, a transfer to a human agent, or the user asking for a person."""

    enabled: bool = True
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
    person_request_patterns: list[str] = Field(
        default_factory=lambda: [
            r"\b(talk|speak|chat)\s+(to|with)\s+(a|an|some|the|your)?\s*(real|live|actual|human)?\s*"
            r"(human|person|people|agent|representative|rep|manager|supervisor|someone|somebody|anyone|"
            r"anybody|operator|staff|customer\s+service|support\s+team)\b",
            r"\b(someone|somebody|anyone|anybody)\s+(real|human|in\s+charge)\b",
            r"^\W*(a\s+)?(human|operator|agent|representative|real\s+person)\W*$",
            r"\b(real|live|actual)\s+(human|person|agent|people)\b",
            r"\b(transfer|connect|escalate|put)\s+me\s+(to|through|with)\b",
            r"\bescalate\s+(this|it|my)\b",
            r"\bhuman\s+(agent|being|support|help)\b",
            r"\b(get|need|want)\s+(me\s+)?(a|an|your)\s+(human|person|manager|supervisor|representative)\b",
            r"\bis\s+there\s+(a|any)\s*(human|person|one)\b",
            r"\b(someone|somebody|a person|an agent|a human)\b[^.?!]{0,40}\b(call|ring|phone|email)\s+me\b",
        ],
        description="Regexes (any case) on the user's words that ask for a person.",
    )
    negations: list[str] = Field(
        default_factory=lambda: list(NEGATIONS),
        description="Words that cancel a request for a person: \"no need to talk to a human\"",
    )

    _valid_human = field_validator("human_agent_patterns")(_check_patterns)
    _valid_person = field_validator("person_request_patterns")(_check_patterns)


class ComplaintConfig(_Section):
    """The user's own words of frustration or correction, repeated rephrasing, and shouting."""

    enabled: bool = True
    phrases: list[str] = Field(
        default_factory=lambda: [
            # frustration
            "ridiculous", "useless", "terrible", "awful", "frustrating", "frustrated", "annoying", "annoyed",
            "waste of time", "wasting my time", "this is a joke", "unacceptable", "pathetic", "stupid",
            "fed up", "sick of", "what the hell", "wtf", "are you kidding", "are you serious",
            "doesn't work", "does not work", "didn't work", "did not work", "not working", "still broken",
            "still not", "not helpful", "no help", "not helping", "makes no sense", "hopeless", "give up",
            "disappointed", "disappointing", "fix this", "you're not listening", "you are not listening",
            "driving me crazy", "driving me nuts", "driving me mad", "going in circles", "horrible",
            "worthless", "pointless", "garbage", "rubbish", "incompetent", "tired of", "had enough",
            "forget it", "do it myself", "completely wrong", "totally wrong", "same thing again",
            # correction
            "not what i asked", "not what i said", "not what i meant", "not what i wanted", "that's wrong",
            "that is wrong", "you got it wrong", "that's incorrect", "that is incorrect", "wrong answer",
            "i already told you", "i already said", "i already gave you", "as i said", "like i said",
            "i told you", "read my message", "i never asked", "i didn't ask", "i did not ask",
        ],
        description="Phrases (any case, whole words) in the user's message: frustration or correction.",
    )
    patterns: list[str] = Field(
        default_factory=lambda: [
            # correcting the agent
            r"\bno,?\s+i\s+(said|meant|asked|wanted|want|need)\b",
            r"\bnot\s+(the|what|which|who|where|when)\b[^.?!]{0,30}?\bi\s+(asked|wanted|said|meant|requested)\b",
            r"\byou\s+(\w+\s+){0,2}(the\s+)?wrong\b",
            r"\bwrong\b[^.?!]{0,20}\bagain\b",
            r"\byou\s+(\w+\s+)?(misunderstood|misunderstand|don't understand|do not understand|"
            r"didn't understand)",
            r"\b(doesn't|does not|didn't|did not|not)\s+(answer|answering|address)\s+(my|the)\s+question",
            # not being heard, having to repeat
            r"\bare\s+you\s+(even\s+)?(reading|listening|paying attention)\b",
            r"\b(explained|said|told you|asked|repeated)\s+(this|that|it)?\s*(\w+\s+)?(times|twice)\b",
            r"\bhow\s+many\s+times\s+(do|did|have|must|should|will)\s+i\b",
            r"\b(second|third|fourth|fifth|\d+(st|nd|rd|th))\s+time\s+i('m|\s+am|'ve|\s+have)?\s*"
            r"(ask|asked|asking|said|say|saying|tell|told|telling|explain|explained|explaining)",
            r"\bi\s+said\b[^.?!]{1,40}\bnot\b",
            r"\bjust\s+do\s+what\s+i\s+(asked|said|told)",
            r"\byou\s+keep\s+(ignoring|getting|giving|sending|asking|saying|repeating|missing|misreading)\b",
            r"\bignor(e|es|ed|ing)\s+(me|what\s+i)\b",
            r"\b(answer|that|this|it)\s+(is|was|'s)\s+(\w+\s+)?(wrong|incorrect)\b",
            r"\bmakes\s+(no|zero|little)\s+sense\b",
            r"\bwhy\s+(can't|cannot|won't|doesn't|does not|can not)\s+you\b",
            r"\bwhy\s+is\s+(this|it|that)\s+so\s+(hard|difficult|complicated)\b",
            r"\bworst\s+(service|experience|bot|assistant|support|app|agent|ever)\b",
            r"\bthat'?s\s+not\s+(right|correct|it|true)\b",
            r"\b(again|still)\s*\?{2,}",
            r"!{3,}",
        ],
        description="Regexes (any case) on the user's message for complaints the phrases miss.",
    )
    negations: list[str] = Field(
        default_factory=lambda: list(NEGATIONS),
        description="Words just before a phrase that cancel it (\"not useless\", \"never frustrating\").",
    )
    rephrase_times: int = Field(
        3, ge=2, description="The same request asked this many times (by word overlap) is a complaint."
    )
    rephrase_similarity: float = Field(
        0.6, ge=0, le=1,
        description="Word-set overlap (Jaccard) from which two user messages are the same request.",
    )
    rephrase_min_words: int = Field(
        3, ge=1, description="Messages with fewer content words are never rephrasings."
    )
    shouting_min_letters: int = Field(12, ge=1, description="Shorter messages are never shouting.")
    shouting_uppercase_ratio: float = Field(
        0.8, ge=0, le=1,
        description="Share of upper-case letters (outside ids and acronyms) that is shouting.",
    )

    _valid_patterns = field_validator("patterns")(_check_patterns)


class ThumbsDownConfig(_Section):
    """Negative feedback: in the trace (evaluation events, annotations, attributes) or a feedback file."""

    enabled: bool = True
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
