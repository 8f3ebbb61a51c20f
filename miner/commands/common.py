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

from miner.config import MinerConfig, load_config
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport, anchored
from miner.timewindow import window

Item = TypeVar("Item")


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
    root = origin.parent if origin else Path.cwd()
    return Setup(config.model_copy(update={"sources": anchored(config.sources, root)}), origin, root, start, end)


def ingest_summary(report: IngestReport, diagnostics: Diagnostics) -> str:
    parts = [
        f"{report.files} file(s)",
        f"{report.records} record(s)",
        f"{report.assembly.sessions} session(s) assembled",
        f"{report.in_window} in the window",
    ]
    if report.ignored_log_records:
        parts.append(f"{report.ignored_log_records} log record(s) without agent content ignored")
    if report.assembly.without_agent_content:
        parts.append(f"{report.assembly.without_agent_content} trace group(s) without agent spans ignored")
    if report.assembly.duplicates:
        parts.append(f"{report.assembly.duplicates} duplicate span(s) dropped")
    if report.over_budget:
        parts.append(f"{report.over_budget} session(s) larger than the memory budget allows (raise memory_mb)")
    if diagnostics.total:
        counted = ", ".join(f"{count} {kind}" for kind, count in sorted(diagnostics.counts.items()))
        parts.append(f"skipped: {counted}")
    return "read " + "; ".join(parts)


class Progress:
    """A one-line count on a terminal while sessions stream in; silent when stderr is not a terminal."""

    def __init__(self, label: str, every_seconds: float = 0.5) -> None:
        self.label = label
        self.every = every_seconds
        self.enabled = sys.stderr.isatty()
        self._last = 0.0

    def track(self, sessions: Iterable[Item]) -> Iterator[Item]:
        count = 0
        for count, session in enumerate(sessions, start=1):
            if self.enabled and time.monotonic() - self._last > self.every:
                self._last = time.monotonic()
                sys.stderr.write(f"\r{self.label}: {count} sessions read")
                sys.stderr.flush()
            yield session
        if self.enabled and count:
            sys.stderr.write("\r" + " " * (len(self.label) + 30) + "\r")
            sys.stderr.flush()


def echo_err(message: str) -> None:
    click.echo(message, err=True)
