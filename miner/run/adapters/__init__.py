"""Adapters: one file per framework, registered here by the name an agent spec starts with.

An agent spec is `FRAMEWORK:package.module:attribute`. Add a framework with one file defining a class that
takes the object the spec names (raising TypeError when it is not that framework's agent) and meets
`miner.run.protocol.Adapter`, and one line in REGISTRY.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path

from miner.agents import import_agent
from miner.errors import UsageError
from miner.run.protocol import Adapter

# framework -> the module of its adapter and the adapter's class; imported only when a spec names it.
REGISTRY: dict[str, tuple[str, str]] = {
    "adk": ("miner.run.adapters.adk", "AdkAdapter"),
    "pydantic-ai": ("miner.run.adapters.pydantic_ai", "PydanticAiAdapter"),
    "langchain": ("miner.run.adapters.langchain", "LangChainAdapter"),
    "driver": ("miner.run.adapters.driver", "DriverAdapter"),
}
SPEC_FORM = "FRAMEWORK:package.module:attribute (e.g. adk:shop.agent:root_agent)"


def _adapter_class(framework: str) -> Callable[[object], Adapter]:
    module_name, class_name = REGISTRY[framework]
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise UsageError(f"the {framework} adapter needs {error.name or 'its framework'} installed "
                         f"({type(error).__name__})") from None
    return getattr(module, class_name)


def load(spec: str, root: Path) -> Adapter:
    """The adapter for the agent `spec` names, its module imported with `root` (the configuration's folder) first
    on the path; a spec that does not import is an AgentImportError, one that names no agent of its framework a
    UsageError."""
    framework, _, target = spec.partition(":")
    module_name, _, attribute = target.partition(":")
    if framework not in REGISTRY or not module_name or not attribute:
        known = ", ".join(sorted(REGISTRY))
        raise UsageError(f"agent {spec!r}: expected {SPEC_FORM}; frameworks: {known}")
    obj = import_agent(target, root, named_as=spec)
    adapter_class = _adapter_class(framework)
    try:
        return adapter_class(obj)
    except TypeError as error:
        raise UsageError(f"agent {spec!r}: {attribute} is {error}") from None
