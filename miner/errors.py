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


# Where a bug is reported; the README's install line names the same repository.
REPORT_BUGS_AT = "https://github.com/<owner>/miner/issues"


class InternalError(Exception):
    """A bug in the miner, not a problem with the input: the run stops (exit 70) with one line naming the record
    being read, the exception's type (never its message, which may quote the input) and where to report it.
    The traceback travels as text (it may come from a worker process) and is shown only under `--debug`."""

    exit_code = 70

    def __init__(self, where: str, cause: BaseException, traceback_text: str) -> None:
        super().__init__(f"internal error ({type(cause).__name__}) while reading {where}: a bug in the miner, not in "
                         f"your data; please report it at {REPORT_BUGS_AT} with this line and `miner --version` "
                         "(rerun with --debug for the traceback)")
        self.traceback_text = traceback_text
