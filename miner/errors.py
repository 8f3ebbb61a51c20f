"""Errors a user can fix, and the exit codes every command shares.

Each error is turned into one line at the edge (the CLI), never a traceback.
"""

from __future__ import annotations

import errno
import os
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


class AgentImportError(InventoryError):
    """An agent named `package.module:attribute` does not import, or its module has no such attribute."""


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


# Faults of the machine or the network, not of the miner: the run stops with one line and exit 2.
_ENVIRONMENT_ERRNOS = {
    errno.ENOSPC: "no space left on the device; free some and run again",
    errno.EDQUOT: "disk quota exceeded; free some space and run again",
    errno.EACCES: "permission denied; give this user access to it, or choose another path",
    errno.EPERM: "operation not permitted; give this user access to it, or choose another path",
    errno.EROFS: "read-only file system; choose a writable path",
    errno.EIO: "input/output error from the device; check the disk",
    errno.EMFILE: "too many open files; raise the limit (ulimit -n) and run again",
    errno.ENFILE: "too many open files on the system; run again later",
    errno.ELOOP: "too many levels of symbolic links (a link loop?)",
    errno.ENAMETOOLONG: "file name too long",
    errno.ENOTDIR: "a part of the path is not a folder",
    errno.EISDIR: "is a folder, not a file",
    errno.ECONNRESET: "connection reset by the other side; run again",
    errno.ECONNREFUSED: "connection refused; is the server running?",
    errno.ECONNABORTED: "connection aborted; run again",
    errno.EPIPE: "connection closed by the other side; run again",
    errno.ETIMEDOUT: "connection timed out; run again",
    errno.EHOSTUNREACH: "host unreachable; check the network",
    errno.ENETUNREACH: "network unreachable; check the network",
}


class EnvironmentFault(MinerError):
    """The machine or the network failed the run (a full disk, a permission, a cut connection): exit 2."""


def environment_fault(error: BaseException) -> EnvironmentFault | None:
    """The one line for a fault of the machine or the network (the path and the reason), else None: a bug."""
    if isinstance(error, EnvironmentFault):
        return error
    if isinstance(error, OSError) and error.errno in _ENVIRONMENT_ERRNOS:
        reason = _ENVIRONMENT_ERRNOS[error.errno]
        where = error.filename if error.filename is not None else None
        if where is None and isinstance(error, ConnectionError):
            return EnvironmentFault(f"the connection failed: {reason}")
        if where is None and error.errno in {errno.ENOSPC, errno.EDQUOT}:
            # A write to an open file names none: this run's temporary files are what it writes that way.
            from miner import scratch

            where = scratch.writing_to() or None
            if where is not None:
                reason += " (or set TMPDIR, or `spill_dir`, to a folder on a larger disk)"
        return EnvironmentFault(f"{os.fsdecode(where)}: {reason}" if where is not None else reason)
    if isinstance(error, ConnectionError):
        return EnvironmentFault(f"the connection failed ({type(error).__name__}); run again")
    return None
