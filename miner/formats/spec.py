"""The sidecar spec: what an ADK eval set cannot say about a case (seed 002, "Anatomy of a good case").

`<eval_id>.spec.json` sits beside `<eval_id>.evalset.json`. This model is the single source of truth for
reading it, writing it and its published JSON Schema (`miner schema spec`). Keys are camelCase, as in the
seed; unknown keys are refused so a misspelt `mustNotCal` cannot silently disable a check.
"""

from __future__ import annotations

import re
from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

REVIEW_PREFIX = "REVIEW:"
# `review:`, ` Review :` and `REVIEW:` all mean the text is still waiting for a person.
_REVIEW_MARK = re.compile(r"\s*review\s*:", re.IGNORECASE)
SPEC_SUFFIX = ".spec.json"


class MatchType(StrEnum):
    EXACT = "EXACT"
    IN_ORDER = "IN_ORDER"
    ANY_ORDER = "ANY_ORDER"


class ArgRule(StrEnum):
    EXACT = "EXACT"
    IGNORE = "IGNORE"
    CASE_INSENSITIVE = "CASE_INSENSITIVE"
    PRESENT = "PRESENT"


class _CamelModel(BaseModel):
    model_config = ConfigDict(extra="forbid", alias_generator=to_camel, populate_by_name=True)


class SignalNote(_CamelModel):
    """Why the session was mined: a signal kind and its evidence, already redacted."""

    kind: str
    detector: str
    evidence: list[str] = Field(default_factory=list)


class Provenance(_CamelModel):
    """Where the draft came from. Ids are hashed; nothing here identifies a person."""

    session_hash: str = Field(description="Salted hash of the source session id; the ledger keeps the same.")
    trace_hashes: list[str] = Field(default_factory=list)
    occurred_at: datetime | None = None
    mined_at: datetime | None = None
    miner_version: str | None = None
    signals: list[SignalNote] = Field(default_factory=list)
    redaction: dict[str, int] = Field(
        default_factory=dict, description="How many values of each entity type were replaced; never values."
    )


class CaseSpec(_CamelModel):
    """The checks a harness runs beside the eval set: trajectory match, argument rules, negatives, facts."""

    eval_id: str
    protects: str = Field(description="The one-sentence behaviour this case protects.")
    match: MatchType = MatchType.IN_ORDER
    arg_rules: dict[str, dict[str, ArgRule]] = Field(
        default_factory=dict, description="tool -> argument -> rule; arguments not named are EXACT."
    )
    must_not_call: list[str] = Field(default_factory=list)
    required_facts: list[str] = Field(default_factory=list)
    forbidden_claims: list[str] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)
    provenance: Provenance | None = None


def is_review_marked(text: str) -> bool:
    """Whether a text still starts with the review marker, in any case or spacing."""
    return _REVIEW_MARK.match(text) is not None
