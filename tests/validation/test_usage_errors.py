"""A command line click cannot parse is one line, `miner: error: <what> (see `miner <cmd> --help`)`, exit 2."""

from __future__ import annotations

import subprocess
import sys

import pytest
from click.testing import CliRunner

from miner.cli import main

CASES = [
    (["sample", "--limit", "0"], "Invalid value for '--limit'", "miner sample"),
    (["sessions", "--format", "xml"], "Invalid value for '--format'", "miner sessions"),
    (["promote"], "Missing argument 'DRAFT...'", "miner promote"),
    (["schema", "nope"], "Invalid value for 'KIND'", "miner schema"),
    (["score"], "Missing option '--runs'", "miner score"),
    (["demo", "--as", "csv"], "Invalid value for '--as'", "miner demo"),
    (["demo", "--break", "search_orders"], "--break needs --replay", "miner demo"),  # raised by the command itself
    (["baseline", "accept"], "Missing argument 'EVAL_ID...'", "miner baseline accept"),
    (["nope"], "No such command 'nope'", "miner"),
]


@pytest.mark.parametrize(("args", "message", "command"), CASES, ids=[" ".join(case[0]) for case in CASES])
def test_a_usage_error_is_one_line_and_exit_2(args: list[str], message: str, command: str) -> None:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert result.stdout == ""
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"miner: error: {message}") and line.endswith(f"(see `{command} --help`)"), line


def test_the_installed_entry_point_shows_the_same_line() -> None:
    """Outside the test runner too (`python -m miner`, what the `miner` script runs)."""
    ran = subprocess.run([sys.executable, "-m", "miner", "sessions", "--format", "xml"], capture_output=True,
                         text=True, check=False)
    assert ran.returncode == 2 and ran.stdout == ""
    assert ran.stderr.splitlines() == [
        "miner: error: Invalid value for '--format': 'xml' is not one of 'text', 'json' (see `miner sessions --help`)"]


def test_help_version_and_a_bare_miner_still_show_help() -> None:
    runner = CliRunner()
    assert runner.invoke(main, ["--help"]).exit_code == 0
    assert runner.invoke(main, ["sample", "--help"]).stdout.startswith("Usage: miner sample [OPTIONS]")
    version = runner.invoke(main, ["--version"])
    assert version.exit_code == 0 and version.stdout.startswith("miner, version ")
    bare = runner.invoke(main, [])
    assert bare.exit_code == 2 and "Commands:" in bare.output and "miner: error" not in bare.output
