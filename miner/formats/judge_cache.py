"""`.miner/judge-cache.json`: the signals judge's verdicts by content hash, so that a rerun asks nothing again.

It holds no text: each key is the SHA-256 of what the judge was sent (the model, the instructions, and the
session's redacted conversation), each value the kinds the judge confirmed and rejected.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field


class CachedVerdict(BaseModel):
    """The judge's verdict on one redacted conversation."""

    model_config = ConfigDict(extra="forbid")

    confirmed: list[str] = Field(default_factory=list, description="The signal kinds the judge confirmed.")
    rejected: list[str] = Field(default_factory=list, description="The signal kinds the judge rejected.")
    judged_at: datetime = Field(description="When the judge gave it; the oldest verdicts are dropped first.")


class JudgeCache(BaseModel):
    """The whole file."""

    model_config = ConfigDict(extra="forbid")

    verdicts: dict[str, CachedVerdict] = Field(
        default_factory=dict, description="SHA-256 (hex) of the request -> the verdict.")
