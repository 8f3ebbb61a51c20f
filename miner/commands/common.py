"""What several commands share: loading the configuration and the window, and printing the ingest summary."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TypeVar

import click

from miner.config import DEFAULT_SOURCE, MinerConfig, config_root, load_config
from miner.diagnostics import Diagnostics
from miner.errors import UsageError
from miner.ingest import IngestReport, anchored
from miner.terminal import printable
from miner.timewindow import window
from miner.wording import counted

T = TypeVar("T")


@dataclass
class Setup:
    config: MinerConfig  # its `sources` anchored at `root`
    origin: Path | None  # the configuration file; None when defaults are used
    root: Path  # the folder relative paths of the configuration are read from
    start: datetime | None
    end: datetime | None


def setup(config_path: Path | None, since: str | None, until: str | None, now: datetime | None = None) -> Setup:
    """The configuration, the folder its paths are relative to, and the time window."""
    config, origin = load_config(config_path)
    start, end = window(since, until, now)
    root = config_root(origin)
    return Setup(config.model_copy(update={"sources": anchored(config.sources, root)}), origin, root, start, end)


def sources_to_read(given: list[str], context: Setup) -> list[str]:
    """The sources named on the command line, else the configuration's; outside a project, say so."""
    if given:
        return given
    if context.origin is None and not (context.root / DEFAULT_SOURCE).exists():
        raise UsageError(f"no traces to read: no --source given, no miner.toml or pyproject.toml with [tool.miner] "
                         f"`sources`, and no ./{DEFAULT_SOURCE}/ in {context.root}: name your traces with --source, "
                         "or in `sources` (`miner demo` writes a week to try)")
    return context.config.sources


def ingest_summary(report: IngestReport, diagnostics: Diagnostics) -> str:
    parts = [
        counted(report.files, "file"),
        counted(report.records, "record"),
        f"{counted(report.assembly.sessions, 'session')} assembled",
        f"{report.in_window} in the window",
    ]
    if report.ignored_log_records:
        parts.append(f"{counted(report.ignored_log_records, 'log record')} without agent content ignored")
    if report.assembly.read_generically:
        parts.append(f"{counted(report.assembly.read_generically, 'session')} read by the generic path "
                     "(no mapper knew their spans)")
    if report.assembly.without_agent_content:
        parts.append(f"{counted(report.assembly.without_agent_content, 'trace group')} without agent spans ignored "
                     "(`miner doctor` says what they hold and how to read them)")
    if report.assembly.duplicates:
        parts.append(f"{counted(report.assembly.duplicates, 'duplicate span')} dropped")
    if report.over_budget:
        parts.append(f"{counted(report.over_budget, 'session')} larger than the memory budget allows "
                     "(raise memory_mb)")
    if diagnostics.total:
        counted_kinds = ", ".join(f"{count} {kind}" for kind, count in sorted(diagnostics.counts.items()))
        parts.append(f"skipped: {counted_kinds}")
    return "read " + "; ".join(parts)


class Progress:
    """A one-line counter on stderr while long work runs, when stderr is a terminal; silent otherwise."""

    def __init__(self, label: str, every_seconds: float = 0.5) -> None:
        self.label = label
        self.every = every_seconds
        self.enabled = sys.stderr.isatty()
        self._last = 0.0
        self._width = 0

    def track(self, items: Iterable[T], noun: str = "session", done: str = "read",
              total: int | None = None) -> Iterator[T]:
        """Count `items` as they pass: "3 sessions read"; with a total, "1 of 3 drafts written"."""
        for count, item in enumerate(items, start=1):
            of_total = f"{count} of {counted(total, noun)}" if total else counted(count, noun)
            self.show(f"{of_total} {done}")
            yield item
        self.clear()

    def show(self, what: str) -> None:
        """One progress line, replacing the last (at most every `every_seconds`)."""
        if self.enabled and time.monotonic() - self._last > self.every:
            self._last = time.monotonic()
            line = f"{self.label}: {what}"
            self._width = max(self._width, len(line))
            sys.stderr.write("\r" + line.ljust(self._width))
            sys.stderr.flush()

    def clear(self) -> None:
        if self.enabled and self._width:
            sys.stderr.write("\r" + " " * self._width + "\r")
            sys.stderr.flush()
            self._width = 0


def echo_err(message: str) -> None:
    click.echo(printable(message), err=True)
