"""One grammar for every command: `--format text|json` (score adds junit), the suite as `--suite`, and the
top-level help's "Try it" working as written in an empty folder."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from miner.cli import main


def commands() -> dict[str, click.Command]:
    found: dict[str, click.Command] = {}
    for name, command in main.commands.items():
        if isinstance(command, click.Group):
            found.update({f"{name} {sub}": inner for sub, inner in command.commands.items()})
        else:
            found[name] = command
    return found


@pytest.mark.parametrize("name", sorted(commands()))
def test_every_format_option_offers_text_and_json(name: str) -> None:
    options = [param for param in commands()[name].params if "--format" in getattr(param, "opts", ())]
    for option in options:
        assert isinstance(option.type, click.Choice)
        assert list(option.type.choices)[:2] == ["text", "json"], name
        assert option.default == "text", name


def test_the_old_table_format_still_works_and_says_it_is_now_text(tmp_path: Path) -> None:
    runner = CliRunner()
    traces = str(tmp_path / "demo")
    assert runner.invoke(main, ["demo", "--sessions", "4", "--out", traces]).exit_code == 0
    old = runner.invoke(main, ["sessions", "--source", f"{traces}/spans", "--format", "table"])
    new = runner.invoke(main, ["sessions", "--source", f"{traces}/spans", "--format", "text"])
    assert old.exit_code == new.exit_code == 0
    assert old.stdout == new.stdout
    assert "--format table is now --format text" in old.stderr


def test_an_unknown_format_names_the_known_ones_once() -> None:
    result = CliRunner().invoke(main, ["sessions", "--format", "xml"])
    assert result.exit_code == 2
    assert result.stderr.count("'text', 'json'") == 1


def test_the_suite_is_named_by_the_same_option_everywhere() -> None:
    for name in ("coverage", "score", "run", "baseline accept"):
        if name in commands():
            assert any("--suite" in getattr(param, "opts", ()) for param in commands()[name].params), name


def test_the_help_try_it_works_in_an_empty_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown = CliRunner().invoke(main, ["--help"]).output
    (line,) = [line.strip() for line in shown.splitlines() if line.strip().startswith("miner demo &&")]
    monkeypatch.chdir(tmp_path)
    for part in re.split(r"\s*&&\s*", line):
        argv = shlex.split(part)
        assert argv[0] == "miner"
        result = CliRunner().invoke(main, argv[1:])
        assert result.exit_code == 0, (part, result.stderr)
    assert list((tmp_path / "drafts").glob("*.evalset.json"))
