"""Configuration of `miner run`: `[tool.miner.run]`."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class RunConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    agent: str | None = Field(
        None,
        description="The agent `miner run` drives, as FRAMEWORK:package.module:attribute, e.g. "
                    "adk:shop.agent:root_agent (an ADK agent or App), pydantic-ai:shop.agent:agent, "
                    "langchain:shop.agent:build_agent (a function taking middleware=[...]), or "
                    "driver:shop.harness:make_driver (the driver protocol). The module is imported from the "
                    "configuration's folder.",
    )
    repeat: int = Field(3, ge=1, description="Runs of every case when --repeat is not given.")
    jobs: int = Field(1, ge=1, description="Runs played at once, each in its own process, when --jobs is not "
                                           "given.")
    out: str = Field("build/runs", description="Where `miner run` writes the runs' traces (spans/) and "
                                               "manifest.json, for `miner score --runs`.")
