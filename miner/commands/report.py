"""`miner report`: the agent's week at a glance, as one static page (report/index.html) that opens offline.

Read from what the other commands keep: the weeks' records of `miner sample` (.miner/weeks/), the suite, its
results from `miner score` and its baselines. `--format json` prints the page's figures.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

import click

from miner.atomic import write_text_atomically
from miner.config import config_relative, load_config
from miner.errors import MinerError
from miner.report.build import report_figures
from miner.report.page import render
from miner.wording import counted

PAGE = "index.html"


def echo_err(message: str) -> None:
    click.echo(message, err=True)


def run(weeks: int | None, out: Path | None, output_format: str, config_path: Path | None,
        stdout: TextIO | None = None) -> int:
    stdout = stdout or sys.stdout
    config, config_file = load_config(config_path)
    folder = out if out is not None else config_relative(config_file, config.report.out)
    figures = report_figures(config, config_file, weeks or config.report.weeks, echo_err)
    page = folder / PAGE
    try:
        write_text_atomically(page, render(figures), overwrite=True)
    except OSError as error:
        raise MinerError(f"{page}: could not write the page ({error.strerror or error}); free space or choose "
                         "another --out") from None
    if output_format == "json":
        print(figures.model_dump_json(indent=2), file=stdout)
    else:
        if figures.weeks:
            latest = figures.weeks[-1]
            print(f"week ending {latest.window_end.date().isoformat()}: {counted(latest.read, 'session')} read, "
                  f"{latest.bad} bad, {latest.drafted} drafted; {counted(len(figures.groups), 'failure group')}",
                  file=stdout)
        for note in figures.notes:
            print(note, file=stdout)
    echo_err(f"miner: wrote {page} ({counted(len(figures.weeks), 'week')}"
             + (f", {len(figures.left_out)} left out" if figures.left_out else "") + ")")
    echo_err(f"next: open {page} in a browser (it needs no network)")
    return 0
