"""A chdb store is opened by one process of the miner at a time, under a lock file in the temporary folder: no run
leaves that file behind, neither one that read the store to its end nor one that stopped while a process of its
own still queried the store."""

from __future__ import annotations

import gzip
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from miner.receivers.clickhouse import ClickHouseReceiver
from miner.receivers.clickhouse.client import store_lock
from miner.receivers.clickhouse.settings import ClickHouseSettings
from tests.clickhouse.conftest import pushed_down, stored

FIXTURE = Path(__file__).parents[1] / "conformance" / "fixtures" / "openlit"


@pytest.fixture
def own_temporary_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A temporary folder of this test's own, for this process and the ones it starts."""
    folder = tmp_path / "temporary"
    folder.mkdir()
    monkeypatch.setenv("TMPDIR", str(folder))
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


def test_a_store_read_through_leaves_no_lock_file(tmp_path: Path, own_temporary_folder: Path) -> None:
    files = tmp_path / "files"
    files.mkdir()
    for path in FIXTURE.glob("*.jsonl.gz"):
        (files / path.name.removesuffix(".gz")).write_bytes(gzip.decompress(path.read_bytes()))
    source = stored(files, tmp_path / "store")
    assert pushed_down(source)
    assert sorted(path.name for path in own_temporary_folder.iterdir() if path.suffix == ".lock") == []


def test_a_run_stopped_while_its_spooler_holds_the_store_removes_the_lock_file(
        tmp_path: Path, own_temporary_folder: Path) -> None:
    """The spooler is terminated mid-query, holding the store's lock file it had no chance to remove: the run,
    which stopped it, removes it (a process holding the lock as a spooler does stands in for the query)."""
    store = str(tmp_path / "store")
    lock = store_lock(store)
    assert lock.parent == own_temporary_folder
    holder = subprocess.Popen(
        [sys.executable, "-c", "import fcntl, sys, time; handle = open(sys.argv[1], 'ab'); "
         "fcntl.flock(handle, fcntl.LOCK_EX); print('held', flush=True); time.sleep(60)", str(lock)],
        stdout=subprocess.PIPE)
    assert holder.stdout is not None and holder.stdout.readline() == b"held\n"
    receiver = ClickHouseReceiver(ClickHouseSettings())
    receiver._spoolers.append((holder, store))
    receiver.finished()
    assert holder.returncode is not None and not lock.exists()
