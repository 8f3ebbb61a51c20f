"""Configuration of the weekly record and its page: `[tool.miner.report]`."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class ReportConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    weeks_folder: str = Field(
        ".miner/weeks", description="Where every `miner sample` run keeps its week's record (counts, salted hashes "
                                    "and redacted text only), one file per window end, relative to the config file.")
    weeks: int = Field(12, ge=1, description="How many of the latest weeks `miner report` shows (--weeks).")
    out: str = Field("report", description="Where `miner report` writes its page, index.html (--out).")
