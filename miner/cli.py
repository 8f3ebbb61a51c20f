"""The command line: options in, one call to a command, exit code out. Nothing else lives here."""

from __future__ import annotations

import signal
import sys
import traceback
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any

import click
from click.exceptions import NoArgsIsHelpError

from miner import __version__, scratch
from miner.commands.schema import FORMATS as SCHEMA_FORMATS
from miner.errors import (
    INTERNAL_ERROR,
    INTERRUPTED,
    TERMINATED,
    InternalError,
    MinerError,
    environment_fault,
    exit_codes_line,
)
from miner.terminal import printable

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


class _Terminated(BaseException):
    """SIGTERM, raised where the run is so that its cleanup (temporary shards of raw traces, locks) still runs."""


def _terminate(signum: int, frame: object) -> None:
    raise _Terminated


def _exits(command: Callable[..., int]) -> Callable[..., None]:
    """Run a command function; turn its return value into the exit code and its errors into one line."""

    @wraps(command)
    def run(*args: Any, **kwargs: Any) -> None:
        debug = kwargs.pop("debug", False)
        signal.signal(signal.SIGTERM, _terminate)
        _say_swept(scratch.sweep())
        try:
            code = command(*args, **kwargs)
        except click.ClickException:
            raise  # an option that does not fit the others: shown as one line by the group, like click's own
        except MinerError as error:
            click.echo(printable(f"miner: error: {error}"), err=True)
            sys.exit(error.exit_code)
        except InternalError as error:
            if debug:
                click.echo(error.traceback_text, err=True, nl=False)
            click.echo(printable(f"miner: {error}"), err=True)
            sys.exit(error.exit_code)
        except KeyboardInterrupt:
            click.echo("miner: interrupted; files already written are complete, nothing is half-written", err=True)
            sys.exit(INTERRUPTED)
        except _Terminated:
            click.echo("miner: terminated; files already written are complete, nothing is half-written", err=True)
            sys.exit(TERMINATED)
        except Exception as error:
            fault = environment_fault(error)
            if fault is not None:  # the machine or the network, not the miner
                click.echo(printable(f"miner: error: {fault}"), err=True)
                sys.exit(fault.exit_code)
            # A bug, not bad input: stop loudly with where it happened. The exception's message is left out:
            # it may quote a trace, and so personal data.
            click.echo("".join(traceback.format_tb(error.__traceback__)), err=True, nl=False)
            click.echo(f"miner: internal error ({type(error).__name__}): a bug in miner {__version__}, not in your "
                       "data; please report it with the lines above", err=True)
            sys.exit(INTERNAL_ERROR)
        finally:
            scratch.remove_run_folders()
            _say_swept(scratch.swept)
            scratch.swept.clear()
        sys.exit(code)

    return run


def _say_swept(folders: list[Path]) -> None:
    """Temporary files of trace data that a killed run left: removed, and said, once."""
    if folders:
        click.echo(f"miner: removed {len(folders)} temporary folder(s) of trace data left by runs that were killed "
                   f"before they could clean up ({', '.join(str(folder) for folder in folders)})", err=True)


EPILOG = exit_codes_line()


def usage_error_line(error: click.UsageError) -> str:
    """A usage error as the one line every other error is: click's message, and where the help is."""
    command_path = error.ctx.command_path if error.ctx is not None else "miner"
    return f"miner: error: {error.format_message().rstrip('.')} (see `{command_path} --help`)"


class OneLineErrorsGroup(click.Group):
    """The `miner` group: a usage error (bad option, missing argument, unknown command), of the group or of any of
    its commands, is one line and exit 2, never click's usage block."""

    def main(self, *args: Any, standalone_mode: bool = True, **kwargs: Any) -> Any:
        if not standalone_mode:
            return super().main(*args, standalone_mode=False, **kwargs)  # type: ignore[call-overload]
        try:
            code = super().main(*args, standalone_mode=False, **kwargs)  # type: ignore[call-overload]
        except NoArgsIsHelpError as error:
            error.show()  # the help itself, which a bare `miner` asks for
            sys.exit(error.exit_code)
        except click.UsageError as error:
            click.echo(usage_error_line(error), err=True)
            sys.exit(error.exit_code)
        except click.ClickException as error:
            error.show()
            sys.exit(error.exit_code)
        except click.Abort:
            click.echo("Aborted!", err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)


def _command(short_help: str, problems: str | None = None) -> Callable[[Callable[..., Any]], click.Command]:
    """A subcommand of `miner`, its help ending with the exit codes it can return: 1 only for a command that
    reports problems in the user's files, `problems` saying when."""
    return main.command(context_settings=CONTEXT, short_help=short_help, epilog=exit_codes_line(problems))


class FormatChoice(click.Choice):
    """`--format`: what a command can print. `table`, the old name of `text`, still works, with a line saying so."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if value == "table" and "text" in self.choices:
            click.echo("miner: warning: --format table is now --format text (table will stop working)", err=True)
            return "text"
        return super().convert(value, param, ctx)


def format_choice(*formats: str, help: str | None = None) -> Callable[[Callable[..., Any]], Any]:
    """The `--format` option: text (the default) or json, and on some commands more."""
    return click.option("--format", "output_format", type=FormatChoice(["text", "json", *formats]), default="text",
                        show_default=True, help=help or "text for people; json: one JSON document on stdout.")


def suite_option(help: str = "The suite folder (default: `suite` in the config, evals/).") -> Any:
    return click.option("--suite", type=click.Path(file_okay=False, path_type=Path), help=help)


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
         "config (traces/ when the config names none). The kind of each file is read from its content: "
         "OTLP/JSON spans, OTLP/JSON logs (GenAI events), or the application's JSON-lines logs "
         "([tool.miner.app_logs]). To name it, prefix the path: "
         "otlp-spans:PATH, otlp-logs:PATH, app-logs:PATH.",
)
since_option = click.option(
    "--since", metavar="WHEN", help="Only sessions that started at or after WHEN: 7d, 24h, 90m, 2026-11-01, ISO time."
)
until_option = click.option("--until", metavar="WHEN", help="Only sessions that started before WHEN (same forms).")
debug_option = click.option("--debug", is_flag=True, help="On an internal error (exit 70), show its traceback.")
strict_option = click.option("--strict", is_flag=True,
                             help="Exit 1 when input was skipped as unreadable or a session could not be completed "
                                  "within the memory budget (both are always reported).")


@click.group(name="miner", cls=OneLineErrorsGroup, context_settings=CONTEXT)
@click.version_option(__version__, prog_name="miner")
def main() -> None:
    """Turn the production traces of an AI agent into reviewed regression tests.

    \b
    The weekly loop:
      miner doctor                 what the traces hold, what was not read, the config that would fix it
      miner sample --since 7d      find bad sessions, redact them, draft eval cases
      miner review                 list the drafts and the REVIEW: markers still open in each
      (edit drafts/*.json)         replace every REVIEW: marker with the behaviour to protect
      miner validate drafts/       the pre-commit gate: refuses cases still marked or naming lost tools
      miner promote EVAL_ID...     move reviewed cases into the suite
      miner run                    drive your agent through the suite, its tools answered from fixtures
      miner score --runs PATH      hold the agent's runs of the suite to it; gate on baselines
      miner baseline accept ID...  make a case's latest result the one to hold the agent to
      miner coverage               tools x case classes: each empty cell is a case to write
      miner report                 the weeks at a glance: one offline page, report/index.html

    \b
    Files, relative to the configuration file (defaults; keys under [tool.miner]):
      miner.toml, else pyproject.toml [tool.miner]   the configuration, read from this folder
      traces/                      the traces read without --source (`sources`)
      drafts/                      draft eval sets and sidecars (`drafts`)
      fixtures/                    the drafts' tool fixtures (`fixtures`)
      evals/                       the reviewed suite (`suite`)
      .miner/ledger.jsonl, .salt   sessions already drafted, salted hashes only (`sample.ledger`)
      .miner/run.lock              held while sample or promote runs: one run at a time
      .miner/weeks/, judge-cache.json  each week's record (`miner report`); the optional judge's
                                   verdicts by content hash, no text ([tool.miner.signals.judge])

    \b
    Exit codes, the same for every command:
      0   done
      1   problems found in your files (each reported: validate, review, promote, score's gate,
          baseline accept; sample and sessions with --strict)
      2   could not do its job (bad option, configuration, path, ratings file or input, or another
          run holding the lock: one line says why)
      70  internal error: a bug in the miner (one line says where, --debug or a traceback shows
          more; please report it)
      130, 143  interrupted (Ctrl-C) or terminated (SIGTERM): temporary files removed, nothing
          half-written

    \b
    Try it on generated traces, in any folder:
      miner demo && miner sample --since 7d --source demo-traces/spans --feedback demo-traces/feedback.csv
    """


@_command("List the sessions in the traces, with turns, tools and signals.",
          problems="with --strict, when input was skipped as unreadable or a session exceeded the memory budget")
@source_option
@since_option
@until_option
@format_choice()
@config_option
@strict_option
@debug_option
@_exits
def sessions(sources: tuple[str, ...], since: str | None, until: str | None, output_format: str,
             config_path: Path | None, strict: bool) -> int:
    """List the agent sessions found in the traces, with their turns and signals.

    The JSON form prints one array of sessions (session_id, started_at, turns[].user_text,
    turns[].tool_calls[], turns[].final_response, signals[]) for other tools to read. Session contents are
    shown as they are in the traces: unredacted. Redaction happens in `miner sample`, before drafting.
    """
    from miner.commands.sessions import run

    return run(sources=list(sources), since=since, until=until, output_format=output_format,
               config_path=config_path, strict=strict)


@_command("What is read in the traces, kind of trace group by kind, and how to read the rest.",
          problems="a kind of trace group whose sessions or user words are not found")
@source_option
@format_choice()
@config_option
@debug_option
@_exits
def doctor(sources: tuple[str, ...], output_format: str, config_path: Path | None) -> int:
    """Say what the miner recognises in the traces and what it does not, with the lines that would fix it.

    For each kind of trace group met (the mappers that read its spans, or the generic path, and the
    instrumentation scopes that wrote them): how many trace groups and sessions, which attribute named the
    session, how many held the user's words, an answer, tool calls, errors, and one span name as an example.
    For what was not found (no session key, no user text, no tool calls, no errors), the [tool.miner] or
    [tool.miner.spans] lines to try, naming attribute keys seen in those spans. It shows keys and span names
    only, never a value.
    """
    from miner.commands.doctor import run

    return run(sources=list(sources), output_format=output_format, config_path=config_path)


@_command("Write a week of traces from a simulated support agent.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("demo-traces"),
              show_default=True, help="Folder to write the OTLP/JSON trace files and their labels into.")
@click.option("--sessions", "session_count", type=click.IntRange(1), default=120, show_default=True,
              help="How many sessions the simulated agent serves.")
@click.option("--seed", type=int, default=7, show_default=True, help="Seed of the simulation.")
@click.option("--as", "output_kind", type=click.Choice(["spans", "logs", "app-logs"]), default="spans",
              show_default=True, help="spans: OTLP/JSON spans in OUT/spans. logs: the same conversations as "
              "OTLP/JSON logs of GenAI events in OUT/logs. app-logs: as application JSON lines in the default "
              "shape of [tool.miner.app_logs], in OUT/app-logs.")
@click.option("--replay", "replay_suite", type=click.Path(file_okay=False, path_type=Path), metavar="SUITE",
              help="Instead: run the demo agent on the suite's cases (e.g. evals/), with a scripted model making "
                   "the calls each case expects, and write its traces to OUT/spans for `miner score`.")
@click.option("--repeat", type=click.IntRange(1), default=3, show_default=True,
              help="With --replay: runs per case.")
@click.option("--break", "broken_tool", metavar="TOOL",
              help="With --replay: a regression; the agent never calls TOOL (and answers that it cannot help).")
@_exits
def demo(out_dir: Path, session_count: int, seed: int, output_kind: str, replay_suite: Path | None, repeat: int,
         broken_tool: str | None) -> int:
    """Generate demo traces: a simulated support agent, instrumented with the OpenTelemetry SDK.

    Sessions fall inside the last week; some end in complaints, escalations, tool errors or a thumbs-down.
    The personal data in them is fake. `labels.json` beside the traces says which session is bad and why.
    With --replay SUITE the same agent runs the suite's cases instead, each --repeat times, as a harness
    would: one session per run, its conversation id `<eval_id>/run-<n>`.
    """
    from miner.commands.demo import run, run_replay

    if replay_suite is not None:
        if output_kind != "spans":
            raise click.UsageError("--replay writes the suite's runs as spans (OUT/spans); --as does not apply")
        return run_replay(suite=replay_suite, out_dir=out_dir, repeat=repeat, seed=seed, broken_tool=broken_tool)
    if broken_tool is not None:
        raise click.UsageError("--break needs --replay")
    return run(out_dir=out_dir, session_count=session_count, seed=seed, output_kind=output_kind)


@_command("The weekly job: find bad sessions, redact them, draft eval cases.",
          problems="with --strict, when input was skipped as unreadable or a session exceeded the memory budget")
@source_option
@since_option
@until_option
@click.option("--feedback", "feedback_path", type=click.Path(dir_okay=False, path_type=Path), metavar="FILE",
              help="Ratings kept outside the traces: CSV (with header) or JSON Lines of session_id, rating, "
                   "time. Ratings -1/0/1, 0/1, 1..5 or words (down, thumbs_down, negative, up; the "
                   "thumbs_down detector's labels). Default: sample.feedback in the config (none).")
@click.option("--limit", type=click.IntRange(1),
              help="At most N sessions in the sample (config: sample.limit, 20).")
@click.option("--per-kind", "per_kind", type=click.IntRange(1),
              help="At most N sessions per signal kind (config: sample.per_kind, 5).")
@click.option("--seed", type=int,
              help="Tie-break seed: the same seed and traces give the same sample (config: sample.seed, 0).")
@click.option("--dry-run", is_flag=True, help="Only show what would be drafted; write no draft and no ledger entry "
                                              "(the week's record for `miner report` is kept).")
@format_choice()
@config_option
@strict_option
@debug_option
@_exits
def sample(sources: tuple[str, ...], since: str | None, until: str | None, feedback_path: Path | None,
           limit: int | None, per_kind: int | None, seed: int | None, dry_run: bool, output_format: str,
           config_path: Path | None, strict: bool) -> int:
    """Pick the week's bad sessions to turn into eval cases, and say why each was picked.

    \b
    A session is bad when a detector finds a signal in it (configured in [tool.miner.signals]):
      error        a tool call or span that failed, an exception, a tool result holding an error
      escalation   a hand-off tool, a transfer to a human agent, the user asking for a person
      complaint    the user's frustration or correction, the same request 3 times, shouting
      thumbs_down  negative feedback in the trace, or in the --feedback file
    \b
    Then, in this order:
      near-duplicates  judged on the redacted sessions: same signal kinds, same tool trajectory,
                       each user turn alike once placeholders and ids are set aside: the worst
                       is kept, the others counted (and recorded with it in the ledger)
      already mined    sessions drafted by earlier runs (the ledger, .miner/ledger.jsonl: salted
                       hashes only) are skipped, with their near-duplicates
      worst first      score = sum of weight(kind) x severity; weights thumbs_down 3, escalation 3,
                       error 2, complaint 2; severity 1, +0.5 per further evidence, at most 3;
                       ties broken by a hash of --seed and the session id
      quotas           at most --per-kind per primary kind, at most --limit in all
    \b
    An optional judge (off by default, [tool.miner.signals.judge]) confirms or rejects complaint and
    escalation candidates on their redacted text before they are selected; calls capped, answers cached.
    \b
    Then each selected session is redacted (Presidio, [tool.miner.redaction]) and drafted:
      drafts/<eval_id>.evalset.json   an ADK eval set; every reference starts with REVIEW:
      drafts/<eval_id>.spec.json      the sidecar spec: protects, match, argRules, mustNotCall, ...
      fixtures/<eval_id>.json         what each tool returned, to back the tools in a harness
    Files that exist are kept, never overwritten. The ledger records what was drafted. One run at a
    time: .miner/run.lock is held while drafting; a second run stops with a line naming the first.
    Sessions are shown by their salted hash (its first 8 characters end the eval id), never by
    their id: an id may be an e-mail or a phone number. `miner sessions` shows raw ids.
    \b
    Examples:
      miner sample --since 7d                          the weekly run
      miner sample --since 7d --dry-run --format json  what would be drafted, for machines
    """
    from miner.commands.sample import run

    return run(sources=list(sources), since=since, until=until, feedback_path=feedback_path, limit=limit,
               per_kind=per_kind, seed=seed, dry_run=dry_run, output_format=output_format,
               config_path=config_path, strict=strict)


def _split_names(_context: click.Context, _parameter: click.Parameter, value: str | None) -> list[str] | None:
    return None if value is None else [name.strip() for name in value.split(",") if name.strip()]


tools_options = [
    click.option("--tools", callback=_split_names, metavar="NAMES",
                 help="The agent's tool names, comma-separated (replaces `tools` in the config)."),
    click.option("--tools-manifest", type=click.Path(dir_okay=False, path_type=Path), metavar="FILE",
                 help="JSON list of tool definitions (gen_ai.tool.definitions shape: [{type, name}])."),
    click.option("--agent", metavar="MODULE:ATTR",
                 help="Import the ADK agent (e.g. my_agent.agent:root_agent) and read its tools."),
]


def _with_tools_options(command: Callable[..., Any]) -> Callable[..., Any]:
    for option in reversed(tools_options):
        command = option(command)
    return command


format_option = format_choice()


@_command("Pre-commit gate: refuse unreviewed cases, lost tools.", problems="a case to fix (each reported)")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--changed", is_flag=True,
              help="PATHS are the files a commit changes (the pre-commit hook's mode): check the eval sets and "
                   "sidecars among them; when the tool inventory is among them (the config file, the tools "
                   "manifest, a .py file of the agent's package), check the whole suite; ignore the rest.")
@_with_tools_options
@format_option
@config_option
@_exits
def validate(paths: tuple[Path, ...], changed: bool, tools: list[str] | None, tools_manifest: Path | None,
             agent: str | None, output_format: str, config_path: Path | None) -> int:
    """Check eval sets and sidecars; refuse cases not reviewed or naming tools the agent no longer has.

    PATHS are files or folders (default: the `drafts` and `suite` folders of the config, drafts/ and
    evals/). Checked: *.evalset.json and
    ADK *.test.json (current and legacy shapes), and *.spec.json sidecars. Refused, one line each as
    `path: eval_id: json.path: what is wrong`:

    \b
      - a final or intermediate response, or a sidecar field, still starting with REVIEW:
        (in any case or spacing); a final response left empty; an empty protects
      - a tool use, tool response, mustNotCall or argRules entry naming a tool the agent lacks
      - schema errors, duplicate eval ids, a sidecar without its case,
        a mustNotCall tool the same case expects to be called

    The tools come from [tool.miner] `tools`, `tools_manifest` or `agent` (merged when several are set),
    or from the options below. Exit 1 when there is any problem, 2 when the run could not check.
    As a pre-commit hook: `miner validate --changed` (see docs/review.md).
    """
    from miner.commands.validate import run

    return run(paths=list(paths), tools=tools, tools_manifest=tools_manifest, agent=agent,
               output_format=output_format, config_path=config_path, changed=changed)


@_command("Print the JSON Schema of a file format.")
@click.argument("kind", metavar="KIND", type=click.Choice(list(SCHEMA_FORMATS)))
@_exits
def schema(kind: str) -> int:
    """Print the JSON Schema of a file format: the sidecar `spec`, the ADK `evalset`, the tool `fixtures`,
    one `ledger` line, the `tools-manifest`, the eval `results` and `baseline` files of `miner score`,
    `adk-eval-history` (what `adk eval` writes), the `week` record `miner sample` keeps for `miner report`,
    the `run-manifest` of `miner run`, and the `report` figures of `miner report --format json`.

    Point your editor at it (e.g. `miner schema spec > spec.schema.json`) to get completion in sidecars.
    """
    from miner.commands.schema import run

    return run(kind)


@_command("List drafts with their open REVIEW markers.", problems="a draft it cannot read (each named)")
@click.argument("directory", required=False, type=click.Path(file_okay=False, path_type=Path))
@format_option
@config_option
@_exits
def review(directory: Path | None, output_format: str, config_path: Path | None) -> int:
    """List the drafts in DIRECTORY (default: `drafts` in the config, drafts/) with the REVIEW markers still
    open in each.

    Every drafted reference starts with REVIEW: and shows what the agent did, not what it should do.
    Edit each marked text (in the eval set and in the sidecar) into the behaviour to protect, then
    `miner promote` the draft. Exit 1 when a draft cannot be read (each is named, with what is wrong).
    """
    from miner.commands.review import run

    return run(directory=directory, output_format=output_format, config_path=config_path)


@_command("Move reviewed, valid drafts into the suite.", problems="a draft refused (each reported)")
@click.argument("drafts", nargs=-1, required=True, metavar="DRAFT...")
@_with_tools_options
@format_option
@config_option
@_exits
def promote(drafts: tuple[str, ...], tools: list[str] | None, tools_manifest: Path | None, agent: str | None,
            output_format: str, config_path: Path | None) -> int:
    """Move reviewed, valid drafts (from `drafts`, default drafts/) into the suite (`suite`, default evals/).

    A DRAFT is its .evalset.json, its .spec.json or its eval id. Its eval set, its sidecar and its
    fixture (`fixtures/<eval_id>.json`, moved to <suite>/fixtures/) move together, once `miner validate`
    finds nothing wrong with them. A draft still marked or invalid is refused; an existing suite file is
    never overwritten. Exit 1 when any draft was refused.
    """
    from miner.commands.promote import run

    return run(drafts=list(drafts), tools=tools, tools_manifest=tools_manifest, agent=agent,
               output_format=output_format, config_path=config_path)


@_command("Matrix of tools against case classes.")
@click.argument("directory", required=False, type=click.Path(file_okay=False, path_type=Path), metavar="[SUITE]")
@suite_option()
@click.option("--classes", callback=_split_names, metavar="NAMES",
              help="Case classes to show even when no case has them, comma-separated (e.g. happy,authz).")
@format_option
@config_option
@_exits
def coverage(directory: Path | None, suite: Path | None, classes: list[str] | None, output_format: str,
             config_path: Path | None) -> int:
    """Print the suite (default: `suite` in the config, evals/) as a matrix of tools against case classes.

    A case's class is the first of its sidecar tags. A cell counts the cases that expect the tool to be
    called; `!N` adds the N cases that forbid it there (mustNotCall), which guard the tool without testing
    it. Rows are the agent's tools when an inventory is configured, so a tool with no case shows as an
    empty row. Every empty cell (.) is a case still to write. Once `miner score` has written results,
    each cell shows the pass rate of the cases that expect the tool, and a last column each tool's
    (`forbidden only` for a tool the cases only forbid).
    """
    from miner.commands.coverage import run

    if directory is not None:
        if suite is not None:
            raise click.UsageError("name the suite once: --suite SUITE")
        click.echo(f"miner: warning: the suite as an argument is now --suite {directory} (the argument will stop "
                   "working)", err=True)
        suite = directory
    return run(directory=suite, classes=classes, output_format=output_format, config_path=config_path)


@_command("Drive your agent through the suite's cases, tools answered from fixtures.",
          problems="a run failed a turn (each shown)")
@click.option("--agent", metavar="SPEC",
              help="The agent: FRAMEWORK:package.module:attribute, FRAMEWORK one of adk, pydantic-ai, langchain, "
                   "driver (default: [tool.miner.run] agent).")
@click.option("--suite", type=click.Path(file_okay=False, path_type=Path),
              help="The suite folder (default: `suite` in the config, evals/).")
@click.option("--case", "case_ids", multiple=True, metavar="EVAL_ID", help="Only this case (repeatable).")
@click.option("--repeat", type=click.IntRange(min=1), help="Runs of every case (default: [tool.miner.run] repeat, 3).")
@click.option("--jobs", type=click.IntRange(min=1),
              help="Runs played at once, each in its own process (default: [tool.miner.run] jobs, 1).")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path),
              help="Where the runs go: spans/ for `miner score --runs` and manifest.json (default: "
                   "[tool.miner.run] out, build/runs). Earlier runs there are replaced.")
@click.option("--live-read-only", is_flag=True,
              help="Let read-only tools (read_only_tools) that have no recorded call run live; other tools never do.")
@click.option("--play-all", "play_everything", is_flag=True,
              help="Play every turn even after one fails (default: the first failing turn ends the run).")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="text: a line per run and the failing turn of each failed run; json: the manifest.")
@config_option
@debug_option
@_exits
def run(agent: str | None, suite: Path | None, case_ids: tuple[str, ...], repeat: int | None, jobs: int | None,
        out: Path | None, live_read_only: bool, play_everything: bool, output_format: str,
        config_path: Path | None) -> int:
    """Run the agent through every case of the suite, turn by turn, with its tools answered from the cases'
    fixtures (evals/fixtures/<eval_id>.json), and check each turn as it is answered.

    \b
    Per run: a fresh session seeded with the case's session_input.state; the user turns sent in
    order; each tool call answered by the fixture's recorded call of the same turn and arguments
    (3 == 3.0, extra arguments allowed), else the same arguments in any turn, else the next unused
    call of that tool; a call no recording answers gets an error result and counts as a fixture
    miss. After each turn its deterministic checks (the ones `miner score` makes); the first
    failing turn ends the run unless --play-all.
    \b
    Writes build/runs/spans/<eval_id>/run-<n>.otlp.jsonl (the agent's own spans and one span per
    turn, gen_ai.conversation.id = <eval_id>/run-<n>) and build/runs/manifest.json (turns played,
    where and why each run stopped, fixture misses, versions). Then:
      miner score --runs build/runs/spans
    \b
    Exit 0 when every run passed, 1 when one failed or raised (its failing turn is shown), 2 when
    the runs could not be made (an agent that does not import, a case without its fixture).
    """
    from miner.commands.run import run as run_command

    return run_command(suite=suite, case_ids=list(case_ids), repeat=repeat, jobs=jobs, out=out, agent=agent,
                       live_read_only=live_read_only, play_everything=play_everything,
                       output_format=output_format, config_path=config_path)


@_command("Score the agent's runs of the suite; gate on baselines.",
          problems="a case failed its baseline gate")
@click.option("--suite", type=click.Path(file_okay=False, path_type=Path),
              help="The suite folder (default: `suite` in the config, evals/).")
@click.option("--runs", "runs", multiple=True, required=True, metavar="PATH", type=click.Path(path_type=Path),
              help="Runs of the suite's cases (repeatable): ADK eval history (an .evalset_result.json, or a folder "
                   "holding .adk/eval_history/), or traces of a harness run (files, folders, as --source).")
@click.option("--format", "output_format", type=click.Choice(["text", "json", "junit"]), default="text",
              show_default=True, help="text: the failing turns as transcripts; json: the results; junit: XML, "
                                      "one test case per eval case.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path),
              help="Where to write one result per case (default: [tool.miner.score] results, build/eval-results).")
@config_option
@_exits
def score(suite: Path | None, runs: tuple[Path, ...], output_format: str, out: Path | None,
          config_path: Path | None) -> int:
    """Hold each run of a suite case to the case and its sidecar, turn by turn, and gate on baselines.

    \b
    Per turn:
      trajectory       the case's tool calls by its match (EXACT, IN_ORDER, ANY_ORDER), arguments
                       by argRules (EXACT, IGNORE, CASE_INSENSITIVE, PRESENT); extra arguments allowed
      mustNotCall      none of these tools, on every turn, sub-agents included
      requiredFacts    in the final answer (a turn's own: in that turn), case-insensitive
      forbiddenClaims  in no answer
      clarifying       a turn marked so in the sidecar: no action tool (only read_only_tools),
                       and the answer names the missing field
      rubric           criteria graded by the judge ([tool.miner.judge]), when configured
    \b
    A run passes when every turn passes; pass rate = passing runs / runs scored. Runs that cannot be
    scored (no content, no invocation, no verdict from the judge) are reported, not counted.
    A trace session is matched to its case by [tool.miner.score] eval_id_attribute (the session id
    by default: `<eval_id>` or `<eval_id>/<run>`), else by its first user message.
    \b
    Each case's result goes to build/eval-results/<eval_id>.json before any gate. A case fails the
    gate when its pass rate drops more than pass_rate_drop (0.2), or its score more than score_drop
    (0.1), below its baseline (evals/baselines/<eval_id>.json); a case with no baseline is not gated.
    Exit 1 when a gate fails, 2 when nothing could be scored, 0 otherwise.
    """
    from miner.commands.score import run

    return run(suite=suite, runs=list(runs), output_format=output_format, out=out, config_path=config_path)


@_command("The agent's weeks at a glance: one offline HTML page.")
@click.option("--weeks", type=click.IntRange(1), metavar="N",
              help="Show the latest N weeks' records (config: report.weeks, 12).")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path),
              help="Folder to write index.html into (config: report.out, report/).")
@format_option
@config_option
@_exits
def report(weeks: int | None, out: Path | None, output_format: str, config_path: Path | None) -> int:
    """Write report/index.html: the agent's week at a glance, for the team to open on Monday.

    \b
    On the page, from what the other commands keep:
      this week        bad sessions per kind per day; the funnel read -> bad -> collapsed -> drafted
      the weeks        bad sessions per kind per week, one line per kind
      failure groups   tool x error type, complaint cue families, escalation reasons (hand-off
                       tool, user asked, agent offered): this week against the mean of the weeks
                       before, with one redacted example and the drafts made from it
      coverage         the suite's tools x case classes as a heatmap; `next` marks an empty cell
      pass rates       `miner score`'s latest pass rate per case and per tag, beside the baseline
    \b
    Every `miner sample` run (a dry run too) keeps its week in .miner/weeks/<window end>.json:
    counts, salted hashes and redacted text only. A rerun of the same window replaces it. A week
    file that cannot be read is named and left out. The page holds its charts (SVG) and style:
    it opens from file:// with no network. `--format json` prints its figures.
    """
    from miner.commands.report import run

    return run(weeks=weeks, out=out, output_format=output_format, config_path=config_path)


@main.group(context_settings=CONTEXT, epilog=EPILOG, short_help="Accept a case's latest result as its baseline.")
def baseline() -> None:
    """Baselines: the last accepted result of each case, which `miner score` gates against."""


@baseline.command(name="accept", context_settings=CONTEXT,
                  epilog=exit_codes_line("a case with no result or no scored run to accept"),
                  short_help="Make the latest results the baselines.")
@click.argument("eval_ids", nargs=-1, required=True, metavar="EVAL_ID...")
@click.option("--reason", required=True, help="Why these results are the ones to hold the agent to (recorded).")
@click.option("--results", type=click.Path(file_okay=False, path_type=Path),
              help="Where the results are (default: [tool.miner.score] results, build/eval-results).")
@click.option("--suite", type=click.Path(file_okay=False, path_type=Path),
              help="The suite folder; baselines go to its baselines/ (default: `suite` in the config).")
@config_option
@_exits
def baseline_accept(eval_ids: tuple[str, ...], reason: str, results: Path | None, suite: Path | None,
                    config_path: Path | None) -> int:
    """Write evals/baselines/<eval_id>.json from build/eval-results/<eval_id>.json, with the reason.

    Never done by `miner score`: commit the baseline with the change that justifies it. Exit 1 when a
    case has no result or no scored run.
    """
    from miner.commands.baseline import run

    return run(eval_ids=list(eval_ids), reason=reason, results=results, suite=suite, config_path=config_path)
