"""The sidecar spec: what an ADK eval set cannot say about a case (seed 002, "Anatomy of a good case").

`<eval_id>.spec.json` sits beside `<eval_id>.evalset.json`. This model is the single source of truth for
reading it, writing it and its published JSON Schema (`miner schema spec`). Keys are camelCase, as in the
seed; unknown keys are refused so a misspelt `mustNotCal` cannot silently disable a check.
"""

from __future__ import annotations

import re
from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, model_validator
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


class TurnSpec(_CamelModel):
    """What one turn of a multi-turn case must do beyond the case-wide rules (seed 002, "Multi-turn cases")."""

    turn: int = Field(ge=1, description="The turn, counted from 1 in the case's conversation.")
    clarifying: bool = Field(
        False,
        description="The turn asks the user for something missing: it passes when no action tool is called "
                    "(tools outside [tool.miner] read_only_tools) and its answer names the missing field "
                    "(this turn's requiredFacts). Its wording and its expected calls are not checked.",
    )
    match: MatchType | None = Field(None, description="This turn's trajectory match; default: the case's.")
    must_not_call: list[str] = Field(default_factory=list, description="Tools this turn must not call.")
    required_facts: list[str] = Field(
        default_factory=list, description="Substrings this turn's answer must hold (case-insensitive)."
    )
    forbidden_claims: list[str] = Field(
        default_factory=list, description="Substrings this turn's answer must not hold (case-insensitive)."
    )
    rubrics: list[str] = Field(
        default_factory=list, description="Criteria a judge model grades this turn's answer against."
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
    rubrics: list[str] = Field(
        default_factory=list, description="Criteria a judge model grades every turn's answer against."
    )
    turns: list[TurnSpec] = Field(
        default_factory=list,
        description="Per-turn rules. requiredFacts above apply to the final turn; mustNotCall and "
                    "forbiddenClaims above to every turn.",
    )
    provenance: Provenance | None = None

    @model_validator(mode="after")
    def _one_entry_per_turn(self) -> CaseSpec:
        numbers = [entry.turn for entry in self.turns]
        if len(numbers) != len(set(numbers)):
            raise ValueError("turns: each turn may have one entry")
        return self

    def turn_spec(self, number: int) -> TurnSpec | None:
        """The entry of turn `number` (from 1), if the sidecar has one."""
        return next((entry for entry in self.turns if entry.turn == number), None)


def is_review_marked(text: str) -> bool:
    """Whether a text still starts with the review marker, in any case or spacing."""
    return _REVIEW_MARK.match(text) is not None
