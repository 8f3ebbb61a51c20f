"""The agent's tool inventory: which tool names a case may mention.

Three sources, each optional, merged when several are given: a list of names in the configuration, a tools
manifest in the `gen_ai.tool.definitions` shape, and the agent itself, imported by `package.module:attr`.
The agent is read by duck typing (ADK agents and tools by their attributes), so google-adk is never imported
here; importing the user's agent imports whatever it needs.
"""

from __future__ import annotations

import asyncio
import inspect
import json
from collections.abc import Awaitable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from miner import agents
from miner.config import MinerConfig, config_root
from miner.errors import InventoryError
from miner.formats.tools_manifest import ToolManifest
from miner.wording import counted

# ADK gives every agent with sub-agents (or a parent) this tool; cases of multi-agent systems name it.
TRANSFER_TOOL = "transfer_to_agent"

HOW_TO_CONFIGURE = (
    "say which tools the agent has: `tools = [\"lookup_order\", ...]`, `tools_manifest = \"tools.json\"` "
    "(a gen_ai.tool.definitions list) or `agent = \"package.module:root_agent\"` under [tool.miner], "
    "or --tools / --tools-manifest / --agent"
)


@dataclass(frozen=True)
class ToolInventory:
    names: frozenset[str]
    sources: tuple[str, ...]

    def describe(self) -> str:
        return f"{counted(len(self.names), 'tool')} from {', '.join(self.sources)}"


def read_manifest(path: Path) -> list[str]:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InventoryError(f"{path}: tools manifest not found") from None
    except json.JSONDecodeError as error:
        raise InventoryError(f"{path}: line {error.lineno}, column {error.colno}: not JSON ({error.msg}); the tools "
                             "manifest is a JSON list of {type, name, description, parameters}") from None
    except UnicodeDecodeError:
        raise InventoryError(f"{path}: not UTF-8 text; the tools manifest is a JSON file") from None
    except OSError as error:
        raise InventoryError(f"{path}: tools manifest cannot be read ({error.strerror})") from None
    try:
        manifest = ToolManifest.model_validate(document)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in first["loc"]) or "(top level)"
        raise InventoryError(f"{path}: {where}: {first['msg']} (expected a list of "
                             "{type, name, description, parameters})") from None
    return [definition.name for definition in manifest.root]


async def _awaited(value: Awaitable[Any]) -> Any:
    return await value


def _tool_names(tool: Any) -> Iterable[str]:
    if hasattr(tool, "get_tools") and callable(tool.get_tools):
        # A toolset (MCP, OpenAPI, ...) lists its tools only when asked; some need a live connection.
        try:
            result = tool.get_tools()
            tools = asyncio.run(_awaited(result)) if inspect.isawaitable(result) else result
        except Exception as error:
            raise InventoryError(
                f"the agent's toolset {type(tool).__name__} could not list its tools "
                f"({type(error).__name__}); name them in [tool.miner] tools instead") from None
        for inner in tools:
            yield from _tool_names(inner)
        return
    name = getattr(tool, "name", None)
    if isinstance(name, str) and name:
        yield name
    elif callable(tool) and getattr(tool, "__name__", None):
        yield tool.__name__


def agent_tool_names(agent: Any) -> set[str]:
    """The tools of an ADK agent and of all its sub-agents (plus the transfer tool when there are any)."""
    names: set[str] = set()
    seen: set[int] = set()
    pending = [agent]
    while pending:
        current = pending.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        for tool in getattr(current, "tools", None) or []:
            names.update(_tool_names(tool))
        sub_agents = list(getattr(current, "sub_agents", None) or [])
        if sub_agents:
            names.add(TRANSFER_TOOL)
        pending += sub_agents
    return names


def import_agent(reference: str, search_path: Path) -> object:
    module_name, _, attribute = reference.partition(":")
    if not module_name or not attribute:
        raise InventoryError(f"agent '{reference}': expected package.module:attribute, "
                             "e.g. my_agent.agent:root_agent")
    return agents.import_agent(reference, search_path)


def resolve_inventory(tools: list[str] | None, manifest: Path | None, agent: str | None,
                      base: Path) -> ToolInventory:
    """Merge the configured sources; with none configured, say how to configure one."""
    names: set[str] = set()
    sources: list[str] = []
    if tools is not None:
        names.update(tools)
        sources.append("the tools list")
    if manifest is not None:
        path = manifest if manifest.is_absolute() else base / manifest
        names.update(read_manifest(path))
        sources.append(f"manifest {manifest}")
    if agent is not None:
        names.update(agent_tool_names(import_agent(agent, base)))
        sources.append(f"agent {agent}")
    if not sources:
        raise InventoryError(f"no tool inventory configured: {HOW_TO_CONFIGURE}")
    return ToolInventory(frozenset(names), tuple(sources))


def configured_inventory(config: MinerConfig, config_file: Path | None, tools: list[str] | None,
                         tools_manifest: Path | None, agent: str | None) -> ToolInventory:
    """Options given on the command line replace the configuration's; config paths are relative to it."""
    if tools is None and tools_manifest is None and agent is None:
        base = config_root(config_file)
        manifest = Path(config.tools_manifest) if config.tools_manifest else None
        return resolve_inventory(config.tools, manifest, config.agent, base)
    return resolve_inventory(tools, tools_manifest, agent, Path.cwd())
