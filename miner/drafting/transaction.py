"""Drafting one case as a transaction: its draft, sidecar, fixture and ledger entry all exist, or none does.

Ctrl-C and SIGTERM wait while a case is written (a few small files and the ledger): the run stops between
cases, never inside one. A kill that cannot wait (SIGKILL, a power cut) is covered by a journal: before the
files of a case are written, the paths it is about to create are recorded in `.miner/drafting.journal`; once
the ledger holds the case, the journal is removed. A journal found by the next run names a case left half
done: its new files (and any temporary file beside them) are removed, unless the ledger holds the case.
"""

from __future__ import annotations

import json
import os
import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from miner.atomic import write_text_atomically

JOURNAL = "drafting.journal"
_DEFERRED = {signal.SIGINT, signal.SIGTERM}


@contextmanager
def signals_deferred() -> Iterator[None]:
    """Ctrl-C and SIGTERM are noted while the block runs and take effect when it ends (main thread only).

    Handlers, not a signal mask: a mask holds the signal for this thread alone, and the kernel gives a signal
    sent to the process to any thread that does not block it (the worker pools keep threads of their own)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    pending: list[int] = []
    previous = {number: signal.signal(number, lambda received, _frame: pending.append(received))
                for number in _DEFERRED}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)
        for received in dict.fromkeys(pending):
            signal.raise_signal(received)


class Journal:
    """The case being written, in `folder` (the ledger's): what a killed run left half done is undone."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / JOURNAL

    def recover(self, recorded: Callable[[str], bool]) -> list[Path]:
        """Undo the case a killed run left half written (unless `recorded(eval_id)`); the paths removed."""
        if not self.path.is_file():
            return []
        try:
            entry = json.loads(self.path.read_text(encoding="utf-8"))
            eval_id, paths = str(entry["eval_id"]), [Path(path) for path in entry["paths"]]
        except (ValueError, KeyError, TypeError):
            eval_id, paths = "", []  # written atomically, so only a hand-edited journal gets here: drop it
        removed = []
        if eval_id and not recorded(eval_id):
            for path in paths:
                if path.is_file() and not path.is_symlink():
                    path.unlink()
                    removed.append(path)
        for path in paths:
            for temporary in path.parent.glob(f".{path.name}.*.tmp"):
                temporary.unlink(missing_ok=True)
        self.path.unlink(missing_ok=True)
        return removed

    def begin(self, eval_id: str, paths: list[Path]) -> None:
        write_text_atomically(self.path, json.dumps({"eval_id": eval_id, "paths": [str(path) for path in paths]}),
                              overwrite=True)

    def end(self) -> None:
        self.path.unlink(missing_ok=True)


def remove_quietly(paths: list[Path]) -> None:
    """Files a failed case wrote: removed, whatever else fails (the fault that stopped it is the one to tell)."""
    for path in paths:
        with suppress(OSError):
            os.unlink(path)
