"""Configuration of the weekly sample: `[tool.miner.sample]`."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from miner.signals.config import Kind
from miner.signals.registry import SPECS


class SampleConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    limit: int = Field(20, ge=1, description="At most this many sessions are selected per run (--limit).")
    per_kind: int = Field(
        5, ge=1,
        description="At most this many per kind, so one noisy failure cannot fill a week (--per-kind).",
    )
    seed: int = Field(0, description="Breaks ties between equally bad sessions, reproducibly (--seed).")
    duplicate_similarity: float = Field(
        0.5, ge=0, le=1,
        description="Sessions with the same signal kinds, tool trajectory and number of user turns whose user "
                    "turns, redacted, share at least this word overlap (shared words over words of either, turn by "
                    "turn, summed over the conversation; placeholders read as their type, words with digits "
                    "ignored) are near-duplicates: one is kept.",
    )
    weights: dict[Kind, float] = Field(
        default_factory=lambda: {spec.name: spec.weight for spec in SPECS},
        description="Badness of each signal kind; a session's score is the sum of weight x signal severity.",
    )
    feedback: str | None = Field(
        None, description="Ratings kept outside the traces (CSV or JSON Lines), read when --feedback is not given.",
    )
    ledger: str = Field(
        ".miner/ledger.jsonl",
        description="The ledger of drafted sessions (salted hashes only), relative to the config file.",
    )
