"""The tools manifest: the agent's tool definitions as a JSON list, the shape of `gen_ai.tool.definitions`."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, RootModel


class ToolDefinition(BaseModel):
    """One entry of `gen_ai.tool.definitions`: `{type: "function", name, description, parameters}`."""

    model_config = ConfigDict(extra="allow")

    name: str
    type: str = "function"
    description: str | None = None
    parameters: dict[str, Any] | None = None


class ToolManifest(RootModel[list[ToolDefinition]]):
    """A tools manifest file: the JSON list an instrumentation records as `gen_ai.tool.definitions`."""
