"""The run's folder of temporary files: every file holding trace data that a run writes outside the user's
project (file shards, ClickHouse row spools, the candidates' sessions) lives in it, and nowhere else.

One private folder (mode 0700) per run, named by its process and that process's start time, removed when the
run ends. A run killed outright (SIGKILL, the machine went down) cannot remove it: the next run of any command
removes the folders whose owner is gone, and says so. Raw data must not outlive the run that wrote it.
"""

from __future__ import annotations

import atexit
import os
import re
import shutil
import tempfile
import time
from pathlib import Path
from typing import IO, Any

PREFIX = "miner-run-"
# The folders earlier versions made, one per kind of file: the first names its process, the second nothing.
_PER_PROCESS = "miner-ingest-"
_UNOWNED = "miner-chdb-rows-"
_UNOWNED_AGE = 24 * 3600  # an unowned folder this old (no file changed in it) is no running process's
# chdb's engine keeps a folder of its own there while it runs (its status file, naming its process). It makes
# the file empty and writes its process id a moment later: a run killed in between leaves a status file that
# names no one, kept only this long in case its engine is still starting.
_ENGINE = "clickhouse-embedded-"
_ENGINE_PID = re.compile(r"PID: (\d+)")
_ENGINE_STARTING = 60

_folders: dict[str, Path] = {}  # the temporary folder (or the configured one) -> this run's folder in it
_owner: list[int] = []  # the process that made them: a forked worker inherits the names, never removes them
swept: list[Path] = []  # the stale folders this run removed, for the command to say so


def _started(pid: int) -> str | None:
    """When a process started, in clock ticks since boot (the 22nd field of /proc/PID/stat), None if it is gone;
    '?' where /proc cannot tell (another system: the process exists, its start unknown)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return None if not process_exists(pid) else "?"
    except OSError:
        return "?"
    return stat.rpartition(")")[2].split()[19]


def process_exists(pid: int) -> bool:
    """Whether a process of that id exists (a zombie not yet waited for does)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _owner_alive(folder: Path) -> bool:
    """Whether the process a folder is named after still runs (the same process, not a later one of its id)."""
    name = folder.name
    if name.startswith(PREFIX):
        pid, _, rest = name.removeprefix(PREFIX).partition("-")
        started = rest.partition("-")[0]
        if not pid.isdigit():
            return True
        now = _started(int(pid))
        return now is not None and (now == "?" or started == "?" or now == started)
    if name.startswith(_ENGINE):
        try:
            found = _ENGINE_PID.search((folder / "status").read_text(errors="replace"))
        except OSError:
            found = None
        if found is None:
            return _changed_within(folder, _ENGINE_STARTING)
        return process_exists(int(found.group(1)))
    pid = name.removeprefix(_PER_PROCESS).partition("-")[0]
    return not pid.isdigit() or process_exists(int(pid))


def _changed_within(folder: Path, seconds: float) -> bool:
    """Whether the folder or anything in it changed in the last `seconds` (True if it cannot be told)."""
    horizon = time.time() - seconds
    try:
        return any(path.stat().st_mtime > horizon for path in [folder, *folder.rglob("*")])
    except OSError:
        return True


def sweep(parent: str | Path | None = None) -> list[Path]:
    """Remove the run folders (in `parent`, else the temporary folder) of runs that ended without removing them;
    the folders removed."""
    base_folder = Path(parent or tempfile.gettempdir())
    removed = []
    try:
        candidates = [path for path in base_folder.iterdir()
                      if path.name.startswith((PREFIX, _PER_PROCESS, _UNOWNED, _ENGINE))]
    except OSError:
        return []
    for folder in candidates:
        if folder in _folders.values() or not folder.is_dir() or folder.is_symlink():
            continue
        stale = not _changed_within(folder, _UNOWNED_AGE) if folder.name.startswith(_UNOWNED) else \
            not _owner_alive(folder)
        if stale and folder.stat().st_uid == os.getuid():
            shutil.rmtree(folder, ignore_errors=True)
            if not folder.exists():
                removed.append(folder)
    return removed


def run_folder(parent: str | Path | None = None) -> Path:
    """This run's folder in `parent` (else the temporary folder), made on first use; stale ones swept first."""
    parent_folder = Path(parent or tempfile.gettempdir())
    key = str(parent_folder)
    folder = _folders.get(key)
    if folder is not None and folder.is_dir():
        return folder
    swept.extend(sweep(parent_folder))
    parent_folder.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-{_started(os.getpid()) or '?'}-",
                                   dir=parent_folder))
    if not _owner or _owner[0] != os.getpid():
        _owner[:] = [os.getpid()]
        atexit.register(remove_run_folders)
    _folders[key] = folder
    return folder


def temporary_folder(parent: str | Path | None = None, prefix: str = "") -> Path:
    """A fresh folder inside this run's folder (removed with it, or earlier by its user)."""
    return Path(tempfile.mkdtemp(prefix=prefix, dir=run_folder(parent)))


def temporary_file(mode: str = "w+b", parent: str | Path | None = None) -> IO[Any]:
    """An anonymous temporary file (`mode` "w+b" or "w+") inside this run's folder."""
    return tempfile.TemporaryFile(mode, encoding=None if "b" in mode else "utf-8", dir=run_folder(parent))


def remove_run_folders() -> None:
    """Remove this run's folders (only in the process that made them: a forked worker leaves them be)."""
    if not _owner or _owner[0] != os.getpid():
        return
    for folder in list(_folders.values()):
        shutil.rmtree(folder, ignore_errors=True)
    _folders.clear()


def writing_to() -> str:
    """Where this run writes its temporary files ("" before it wrote any): named when a write there fails."""
    return ", ".join(str(folder) for folder in _folders.values())
