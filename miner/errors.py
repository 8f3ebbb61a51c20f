"""Errors a user can fix, and the exit codes every command shares.

Each error is turned into one line at the edge (the CLI), never a traceback.
"""

from __future__ import annotations

DONE = 0  # the command did its job and found nothing wrong
PROBLEMS_FOUND = 1  # it did its job and found problems in the user's files (each reported)
COULD_NOT_RUN = 2  # it could not do its job: bad option, configuration, path or input (one line says why)
INTERNAL_ERROR = 70  # a bug in the miner (EX_SOFTWARE): a traceback follows, please report it

EXIT_CODES = (
    f"{DONE} done, {PROBLEMS_FOUND} problems found (each reported), {COULD_NOT_RUN} could not do its job "
    f"(one line says why), {INTERNAL_ERROR} internal error (a bug: please report it)"
)


class MinerError(Exception):
    """Base of every error the user can act on. The message is the whole line shown to them."""

    exit_code = COULD_NOT_RUN


class UsageError(MinerError):
    """The command line asks for something that cannot be done (bad time, missing option, missing path)."""


class ConfigError(MinerError):
    """`[tool.miner]` or `miner.toml` holds an unknown key or a value of the wrong type."""


class SourceError(MinerError):
    """A source path does not exist, holds no traces, or is of a kind the miner cannot read."""


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
