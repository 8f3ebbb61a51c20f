"""The command line: options in, one call to a command, exit code out. Nothing else lives here."""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any

import click

from miner import __version__
from miner.errors import MinerError

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


def _exits(command: Callable[..., int]) -> Callable[..., None]:
    """Run a command function; turn its return value into the exit code and its errors into one line."""

    @wraps(command)
    def run(*args: Any, **kwargs: Any) -> None:
        try:
            code = command(*args, **kwargs)
        except MinerError as error:
            click.echo(f"miner: error: {error}", err=True)
            sys.exit(error.exit_code)
        except KeyboardInterrupt:
            click.echo("miner: interrupted; files already written are complete, nothing is half-written", err=True)
            sys.exit(130)
        sys.exit(code)

    return run


config_option = click.option(
    "--config",
    "config_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Configuration file (default: miner.toml, else [tool.miner] in pyproject.toml, in this folder).",
)
source_option = click.option(
    "--source",
    "sources",
    multiple=True,
    metavar="PATH",
    help="Trace or log file, directory or glob (repeatable; .jsonl, .json, .gz). Default: `sources` in the "
         "config. The kind of each file is read from its content: OTLP/JSON spans, OTLP/JSON logs (GenAI "
         "events), or the application's JSON-lines logs ([tool.miner.app_logs]). To name it, prefix the path: "
         "otlp-spans:PATH, otlp-logs:PATH, app-logs:PATH.",
)
since_option = click.option(
    "--since", metavar="WHEN", help="Only sessions that started at or after WHEN: 7d, 24h, 90m, 2026-11-01, ISO time."
)
until_option = click.option("--until", metavar="WHEN", help="Only sessions that started before WHEN (same forms).")


@click.group(context_settings=CONTEXT)
@click.version_option(__version__, prog_name="miner")
def main() -> None:
    """Turn the production traces of an AI agent into reviewed regression tests.

    \b
    The weekly loop:
      miner sample --since 7d      find bad sessions, redact them, draft eval cases
      (edit drafts/*.json)         replace every REVIEW: marker with the behaviour to protect
      miner validate drafts/       the pre-commit gate: refuses cases still marked or naming lost tools
      miner promote drafts/X...    move reviewed cases into the suite

    Try it on generated traces: `miner demo && miner sample --since 7d`.
    """


@main.command(context_settings=CONTEXT)
@source_option
@since_option
@until_option
@click.option("--format", "output_format", type=click.Choice(["table", "json"]), default="table", show_default=True)
@config_option
@_exits
def sessions(sources: tuple[str, ...], since: str | None, until: str | None, output_format: str,
             config_path: Path | None) -> int:
    """List the agent sessions found in the traces, with their turns and signals.

    The JSON form prints one array of sessions (session_id, started_at, turns[].user_text,
    turns[].tool_calls[], turns[].final_response, signals[]) for other tools to read. Session contents are
    shown as they are in the traces: unredacted. Redaction happens in `miner sample`, before drafting.
    """
    from miner.commands.sessions import run

    return run(sources=list(sources), since=since, until=until, output_format=output_format,
               config_path=config_path)


@main.command(context_settings=CONTEXT)
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("demo-traces"),
              show_default=True, help="Folder to write the OTLP/JSON trace files and their labels into.")
@click.option("--sessions", "session_count", type=click.IntRange(1), default=120, show_default=True,
              help="How many sessions the simulated agent serves.")
@click.option("--seed", type=int, default=7, show_default=True, help="Seed of the simulation.")
@click.option("--as", "output_kind", type=click.Choice(["spans", "logs", "app-logs"]), default="spans",
              show_default=True, help="spans: OTLP/JSON spans in OUT/spans. logs: the same conversations as "
              "OTLP/JSON logs of GenAI events in OUT/logs. app-logs: as application JSON lines in the default "
              "shape of [tool.miner.app_logs], in OUT/app-logs.")
@_exits
def demo(out_dir: Path, session_count: int, seed: int, output_kind: str) -> int:
    """Generate demo traces: a simulated support agent, instrumented with the OpenTelemetry SDK.

    Sessions fall inside the last week; some end in complaints, escalations, tool errors or a thumbs-down.
    The personal data in them is fake. `labels.json` beside the traces says which session is bad and why.
    """
    from miner.commands.demo import run

    return run(out_dir=out_dir, session_count=session_count, seed=seed, output_kind=output_kind)
