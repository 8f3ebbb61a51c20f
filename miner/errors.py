"""Errors a user can fix. Each is turned into one line at the edge (the CLI), never a traceback."""

from __future__ import annotations


class MinerError(Exception):
    """Base of every error the user can act on. The message is the whole line shown to them."""

    exit_code = 2


class UsageError(MinerError):
    """The command line asks for something that cannot be done (bad time, missing option)."""


class ConfigError(MinerError):
    """`[tool.miner]` or `miner.toml` holds an unknown key or a value of the wrong type."""


class SourceError(MinerError):
    """A source path does not exist, holds no traces, or is of a kind the miner cannot read."""


class ValidationFailed(MinerError):
    """Files checked by `miner validate` or `miner promote` have problems (already reported)."""

    exit_code = 1


class InventoryError(MinerError):
    """The agent's tool inventory is not configured, or the manifest or agent it names cannot be read."""
