"""`.miner/ledger.jsonl`: one JSON line per drafted session, salted hashes only (see `miner.sample.ledger`)."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field


class LedgerEntry(BaseModel):
    """One drafted session."""

    model_config = ConfigDict(extra="forbid")

    session_hash: str = Field(pattern=r"^[0-9a-f]{64}$", description="HMAC-SHA256 of the session id, hex.")
    drafted_at: datetime
    case: str | None = Field(None, description="The eval id of the draft made from the session.")
