"""One run at a time per repository: the run lock beside the ledger, like git's `index.lock`.

Two runs that write drafts and the ledger at once would each rewrite the ledger from what they read, and
one run's sessions would be forgotten. `RunLock` holds an exclusive `flock` on `.miner/run.lock` for the
whole run and writes who holds it (command, process id, host, start time: nothing about the traces), so a
second run refuses with one line naming the first. The kernel drops the `flock` when its process dies,
however it dies: a lock file left by a killed run is never mistaken for a live one, and the next run takes it
over and says so. Linux and macOS only (`fcntl`).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import socket
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

from pydantic import ValidationError

from miner.errors import MinerError
from miner.formats.run_lock import LockHolder

LOCK_NAME = "run.lock"


class RunLocked(MinerError):
    """Another miner run holds the repository's run lock."""


def _read_holder(descriptor: int) -> LockHolder | None:
    os.lseek(descriptor, 0, os.SEEK_SET)
    text = os.read(descriptor, 4096)
    try:
        return LockHolder.model_validate_json(text) if text.strip() else None
    except ValidationError:
        return None


class RunLock:
    """`with RunLock(folder, "sample"):` holds the run lock of the repository whose state lives in `folder`."""

    def __init__(self, folder: Path, command: str) -> None:
        self.path = folder / LOCK_NAME
        self.command = command
        self.stale: LockHolder | None = None  # what a killed run left behind, when this run took over
        self._descriptor: int | None = None
        self._made_folder = False

    def acquire(self) -> None:
        self._made_folder = not self.path.parent.exists()
        while True:
            try:
                descriptor = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            except FileNotFoundError:  # no folder yet, or the one a failed run made was just removed
                self.path.parent.mkdir(parents=True, exist_ok=True)
                continue
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = _read_holder(descriptor)
                os.close(descriptor)
                other = holder.describe() if holder else "another miner run"
                raise RunLocked(f"{self.path}: {other} is working in this repository; wait for it to finish, "
                                "then run again (the lock frees itself when that run ends)") from None
            # The holder before us may have removed the file after we opened it: lock the file on disk.
            try:
                same = os.stat(self.path).st_ino == os.fstat(descriptor).st_ino
            except FileNotFoundError:
                same = False
            if same:
                break
            os.close(descriptor)
        self.stale = _read_holder(descriptor)
        holder = LockHolder(command=self.command, pid=os.getpid(), host=socket.gethostname(),
                            started_at=datetime.now(UTC))
        os.ftruncate(descriptor, 0)
        os.lseek(descriptor, 0, os.SEEK_SET)
        os.write(descriptor, (json.dumps(holder.model_dump(mode="json")) + "\n").encode())
        self._descriptor = descriptor

    def release(self) -> None:
        if self._descriptor is None:
            return
        # Removed while still held, so a run waiting on this file sees it gone and locks the new one.
        self.path.unlink(missing_ok=True)
        os.close(self._descriptor)
        self._descriptor = None
        if self._made_folder:  # a run that failed before writing anything leaves no empty state folder behind
            with contextlib.suppress(OSError):
                self.path.parent.rmdir()

    def __enter__(self) -> RunLock:
        self.acquire()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.release()
