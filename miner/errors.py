"""Errors a user can fix, and the exit codes every command shares.

Each error is turned into one line at the edge (the CLI), never a traceback.
"""

from __future__ import annotations

from importlib import metadata

DONE = 0  # the command did its job and found nothing wrong
PROBLEMS_FOUND = 1  # it did its job and found problems in the user's files (each reported)
COULD_NOT_RUN = 2  # it could not do its job: bad option, configuration, path or input (one line says why)
INTERNAL_ERROR = 70  # a bug in the miner (EX_SOFTWARE): one line says where to report it; --debug shows the traceback
INTERRUPTED = 130  # 128 + SIGINT: Ctrl-C
TERMINATED = 143  # 128 + SIGTERM

EXIT_CODES = (
    f"{DONE} done, {PROBLEMS_FOUND} problems found (each reported), {COULD_NOT_RUN} could not do its job "
    f"(one line says why), {INTERNAL_ERROR} internal error (a bug: please report it), {INTERRUPTED}/{TERMINATED} "
    "interrupted or terminated (nothing half-written)"
)


def exit_codes_line(problems: str | None = None) -> str:
    """The exit codes one command can return, for its help: every command can be done, fail to do its job, meet a
    bug or be interrupted; only those that check the user's files return 1, and `problems` says when."""
    found = f"{PROBLEMS_FOUND} {problems}, " if problems else ""
    return (f"Exit codes: {DONE} done, {found}{COULD_NOT_RUN} could not do its job (one line says why), "
            f"{INTERNAL_ERROR} internal error (a bug: please report it), {INTERRUPTED}/{TERMINATED} interrupted or "
            "terminated (nothing half-written).")


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


def where_to_report_bugs() -> str:
    """The `Issues` URL of the installed package's metadata (`[project.urls]` of a fork or a release), else a plain
    phrase: the miner is installed from a clone, so no address can be known here that would not be a guess."""
    try:
        urls = metadata.metadata("miner").get_all("Project-URL") or []
    except metadata.PackageNotFoundError:
        urls = []
    for entry in urls:
        label, _, url = entry.partition(",")
        if label.strip().lower() in {"issues", "bug tracker", "bugs"} and url.strip():
            return url.strip()
    return "the issue tracker of the repository you installed the miner from"


class InternalError(Exception):
    """A bug in the miner, not a problem with the input: the run stops (exit 70) with one line naming the record
    being read, the exception's type (never its message, which may quote the input) and where to report it.
    The traceback travels as text (it may come from a worker process) and is shown only under `--debug`."""

    exit_code = 70

    def __init__(self, where: str, cause: str, traceback_text: str) -> None:
        # The arguments as given, so that the error crosses from a worker process intact (pickle rebuilds it so).
        super().__init__(where, cause, traceback_text)
        self.where, self.cause, self.traceback_text = where, cause, traceback_text

    def __str__(self) -> str:
        return (f"internal error ({self.cause}) while reading {self.where}: a bug in the miner, not in your data; "
                f"please report it at {where_to_report_bugs()} with this line and `miner --version` "
                "(rerun with --debug for the traceback)")
