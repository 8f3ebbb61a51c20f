"""Configuration of scoring and of the judge: `[tool.miner.score]` and `[tool.miner.judge]`."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

# The session fields that every source fills; a harness sets one of them to name the case it runs.
EvalIdAttribute = Literal["session_id", "user_id", "app_name"]


class ScoreConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pass_rate_drop: float = Field(
        0.2, ge=0, le=1, description="A case fails the gate when its pass rate drops more than this below its "
                                     "baseline's.")
    score_drop: float = Field(
        0.1, ge=0, le=1, description="A case fails the gate when its score (share of checks passed, 0..1) drops "
                                     "more than this below its baseline's.")
    eval_id_attribute: EvalIdAttribute = Field(
        "session_id",
        description="The session attribute that names the eval id of a run in traces: session_id "
                    "(gen_ai.conversation.id, session.id), user_id or app_name. Its value is the eval id, or the "
                    "eval id then `/`, `#` or `:` and a run label. A session it does not name is matched by its "
                    "first user message.",
    )
    results: str = Field("build/eval-results", description="Where `miner score` writes one result per case.")


class JudgeConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    base_url: str | None = Field(
        None, description="An OpenAI-compatible endpoint, e.g. https://api.openai.com/v1; unset: no judge.")
    model: str | None = Field(
        None, description="A pinned model version (gpt-4o-2024-08-06, not gpt-4o): an alias can change under you.")
    api_key_env: str = Field("OPENAI_API_KEY", description="The environment variable holding the API key.")
    temperature: float = Field(0.0, ge=0, le=2, description="0: the judge applies the rubric the same way.")
    runs: int = Field(3, ge=1, description="Grader runs per turn.")
    required: int = Field(2, ge=1, description="Grader runs that must pass a criterion for it to pass.")
    timeout_seconds: float = Field(60.0, gt=0, description="How long to wait for one answer of the judge model.")
