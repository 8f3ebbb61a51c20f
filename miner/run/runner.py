"""Runs of many cases: one process plays them one after another, or `jobs` worker processes share them.

Each worker loads the agent once and plays the runs it is given; a run's traces are written by the worker that
played it (atomically), and its record comes back to the parent, which keeps the manifest. An agent that raises
fails its run only; the other runs go on.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from multiprocessing.context import BaseContext
from pathlib import Path
from typing import Any

from miner.formats.run_manifest import RunRecord
from miner.run import adapters
from miner.run.harness import CaseToRun, RunOptions, play
from miner.run.protocol import Adapter
from miner.run.spans import install

Job = tuple[str, int]  # (eval id, run number)


@dataclass
class Player:
    """Plays runs in this process: the agent loaded once, one event loop for all its runs."""

    adapter: Adapter
    cases: dict[str, CaseToRun]
    options: RunOptions
    out: Path

    def __post_init__(self) -> None:
        self.capture, self.tracer = install()
        self.loop = asyncio.new_event_loop()

    def play(self, job: Job) -> RunRecord:
        eval_id, run = job
        return self.loop.run_until_complete(
            play(self.adapter, self.cases[eval_id], run, self.options, self.capture, self.tracer, self.out))

    def close(self) -> None:
        self.loop.close()


_WORKER: Player | None = None


def _start_worker(spec: str, root: Path, cases: dict[str, CaseToRun], options: RunOptions, out: Path) -> None:
    global _WORKER
    _WORKER = Player(adapters.load(spec, root), cases, options, out)


def _adopt(parent: Player) -> None:
    """A forked worker: the agent the parent loaded, with an event loop of its own."""
    global _WORKER
    _WORKER = Player(parent.adapter, parent.cases, parent.options, parent.out)


def _play_in_worker(job: Job) -> RunRecord:
    assert _WORKER is not None
    return _WORKER.play(job)


def play_all(jobs: Sequence[Job], player: Player, spec: str, root: Path, workers: int,
             on_done: Callable[[RunRecord], None]) -> None:
    """Play every job; `on_done` gets each record as its run ends (in the order they end)."""
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            on_done(player.play(job))
        return
    # Forked workers start with the agent the parent loaded; a fork copies only the thread that makes it, so
    # when the agent's framework has started threads of its own, each worker is spawned and loads the agent anew.
    context: BaseContext
    initializer: Callable[..., object]
    initargs: tuple[Any, ...]
    if "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1:
        context, initializer, initargs = multiprocessing.get_context("fork"), _adopt, (player,)
    else:
        context, initializer = multiprocessing.get_context("spawn"), _start_worker
        initargs = (spec, root, player.cases, player.options, player.out)
    with _pool(min(workers, len(jobs)), context, initializer, initargs) as pool:
        try:
            for record in _as_done(pool, jobs):
                on_done(record)
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise



def _pool(workers: int, context: BaseContext, initializer: Callable[..., object],
          initargs: tuple[Any, ...]) -> ProcessPoolExecutor:
    """The workers, each started by `initializer(*initargs)` (one of two, hence the loose types)."""
    return ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=initializer, initargs=initargs)

def _as_done(pool: ProcessPoolExecutor, jobs: Sequence[Job]) -> Iterator[RunRecord]:
    pending: set[Future[RunRecord]] = {pool.submit(_play_in_worker, job) for job in jobs}
    while pending:
        done, pending = wait(pending, return_when=FIRST_COMPLETED)
        for future in done:
            yield future.result()
