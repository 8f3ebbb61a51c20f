"""An agent named as `package.module:attribute` (the end of `miner run`'s agent spec, and the tool inventory's
`agent`), imported with the configuration's folder first on the path."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from miner.errors import AgentImportError


def import_agent(target: str, search_path: Path, named_as: str | None = None) -> object:
    """The object `target` (`package.module:attribute`, already checked for that form) names; `named_as` is how
    the user wrote it, for the message when it does not import or its module has no such attribute."""
    named_as = named_as or target
    module_name, _, attribute = target.partition(":")
    if str(search_path) not in sys.path:
        sys.path.insert(0, str(search_path))
    try:
        module = importlib.import_module(module_name)
    except Exception as error:
        raise AgentImportError(f"agent {named_as!r}: module {module_name} does not import "
                               f"({type(error).__name__}: {str(error)[:200]})") from None
    agent: object = module
    for part in attribute.split("."):
        if not hasattr(agent, part):
            raise AgentImportError(f"agent {named_as!r}: {module_name} has no attribute {attribute}")
        agent = getattr(agent, part)
    return agent
