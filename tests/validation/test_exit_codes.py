"""One table of exit codes for every command: 0 done, 1 problems found, 2 could not do its job, 70 a bug."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

from miner import cli
from miner.cli import main
from miner.sample import RunLock
from tests.validation.conftest import refund_case, refund_spec, write_draft

Miner = Callable[..., Result]
COMMANDS = ["sessions", "demo", "sample", "validate", "schema", "review", "promote", "coverage", "score", "baseline"]


@pytest.fixture(scope="module")
def demo_traces(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("demo") / "traces"
    result = CliRunner().invoke(main, ["demo", "--out", str(folder), "--sessions", "12"])
    assert result.exit_code == 0, result.output
    return folder


def error_line(result: Result) -> str:
    (line,) = [line for line in result.stderr.splitlines() if line.startswith("miner: error: ")]
    return line


# The commands that check the user's files, and so can exit 1; every other one can return 0, 2, 70, 130 and 143.
CAN_FIND_PROBLEMS = {"sessions", "sample", "validate", "review", "promote", "score", "run", "baseline accept",
                     "doctor"}
SHARED = ("Exit codes: 0 done, ", "2 could not do its job (one line says why), 70 internal error (a bug: please "
          "report it), 130/143 interrupted or terminated (nothing half-written).")


def every_command() -> list[str]:
    names = []
    for name, command in main.commands.items():
        if isinstance(command, click.Group):
            names += [f"{name} {sub}" for sub in command.commands]
        else:
            names.append(name)
    return names


def test_every_command_help_lists_only_the_exit_codes_it_can_return() -> None:
    top = CliRunner().invoke(main, ["--help"]).output
    assert "0   done" in top and "1   problems found" in top and "70  internal error" in top
    assert set(COMMANDS) <= {name.split()[0] for name in every_command()}
    for name in every_command():
        shown = " ".join(CliRunner().invoke(main, [*name.split(), "--help"]).output.split())
        shown = re.sub(r"(\w)- (\w)", r"\1-\2", shown)  # a word wrapped at its hyphen ("half-" / "written")
        assert all(part in shown for part in SHARED), name
        assert (" 1 " in shown.split("Exit codes: ", 1)[1]) == (name in CAN_FIND_PROBLEMS), name


def test_sessions(project: Path, miner: Miner, demo_traces: Path) -> None:
    assert miner("sessions", "--source", str(demo_traces / "spans")).exit_code == 0
    missing = miner("sessions", "--source", "nowhere", "--format", "json")
    assert missing.exit_code == 2 and missing.stdout == "" and "nowhere" in error_line(missing)


def test_sessions_outside_a_project_names_what_to_do(tmp_path: Path, miner: Miner,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = miner("sessions")
    assert result.exit_code == 2 and result.stdout == ""
    assert "no --source given" in error_line(result) and "[tool.miner]" in error_line(result)


def test_demo(project: Path, miner: Miner) -> None:
    assert miner("demo", "--out", "traces", "--sessions", "2").exit_code == 0
    (project / "taken").mkdir()
    (project / "taken" / "mine.txt").write_text("x")
    assert miner("demo", "--out", "taken").exit_code == 2


def test_sample(project: Path, miner: Miner, demo_traces: Path) -> None:
    spans = str(demo_traces / "spans")
    done = miner("sample", "--since", "7d", "--dry-run", "--source", spans)
    assert done.exit_code == 0 and done.stderr.splitlines()[-1].startswith("next: ")
    ratings = project / "ratings.csv"
    ratings.write_text("session_id,rating\ns-1,maybe\ns-2,\n", encoding="utf-8")
    unreadable = miner("sample", "--since", "7d", "--dry-run", "--source", spans, "--feedback", str(ratings))
    assert unreadable.exit_code == 2 and "none of its 2 rows is a rating" in error_line(unreadable)


def test_sample_refuses_while_another_run_holds_the_lock(project: Path, miner: Miner, demo_traces: Path) -> None:
    with RunLock(project / ".miner", "promote"):
        result = miner("sample", "--since", "7d", "--source", str(demo_traces / "spans"))
    assert result.exit_code == 2 and "`miner promote` (process " in error_line(result)
    assert not list((project / "drafts").glob("*.json"))


def test_validate(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("ok_case"), refund_spec("ok_case"))
    assert miner("validate").exit_code == 0
    write_draft(project / "drafts", refund_case("marked", final="REVIEW: said so"), refund_spec("marked"))
    assert miner("validate").exit_code == 1
    missing = miner("validate", "drafts/nothere.evalset.json")
    assert missing.exit_code == 2 and "no such file or folder" in error_line(missing)
    (project / "pyproject.toml").write_text("[tool.miner]\n", encoding="utf-8")
    assert miner("validate").exit_code == 2  # no tool inventory to check against


def test_schema(miner: Miner) -> None:
    assert miner("schema", "spec").exit_code == 0
    assert miner("schema", "nothing").exit_code == 2


def test_review(project: Path, miner: Miner) -> None:
    shutil.rmtree(project / "drafts")
    nothing = miner("review")
    assert nothing.exit_code == 0 and nothing.stderr.splitlines()[-1].startswith("next: `miner sample")
    write_draft(project / "drafts", refund_case("marked", final="REVIEW: said so"), refund_spec("marked"))
    assert miner("review").exit_code == 0  # open markers are the work to do, not a problem
    (project / "drafts" / "broken.evalset.json").write_text("{", encoding="utf-8")
    assert miner("review").exit_code == 1
    assert miner("review", "elsewhere").exit_code == 2


def test_promote(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("ok_case"), refund_spec("ok_case"))
    write_draft(project / "drafts", refund_case("marked", final="REVIEW: said so"), refund_spec("marked"))
    assert miner("promote", "ok_case").exit_code == 0
    assert miner("promote", "marked").exit_code == 1
    missing = miner("promote", "nothere")
    assert missing.exit_code == 2 and "no such draft" in error_line(missing)
    with RunLock(project / ".miner", "sample"):
        locked = miner("promote", "marked")
    assert locked.exit_code == 2 and "`miner sample` (process " in error_line(locked)


def test_coverage(project: Path, miner: Miner) -> None:
    none_yet = miner("coverage")
    assert none_yet.exit_code == 0 and none_yet.stderr.splitlines()[-1].startswith("next: `miner promote")
    write_draft(project / "evals", refund_case("ok_case"), refund_spec("ok_case"))
    shown = miner("coverage", "--format", "json")
    assert shown.exit_code == 0 and json.loads(shown.stdout)["cases"] == 1
    assert miner("coverage", "elsewhere").exit_code == 2


def test_a_bug_exits_70_with_where_it_happened_but_not_its_message(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(kind: str) -> int:
        raise RuntimeError("priya.okafor@example.com")  # a message may quote the traces

    monkeypatch.setattr("miner.commands.schema.run", broken)
    result = CliRunner().invoke(cli.main, ["schema", "spec"])
    assert result.exit_code == 70
    assert 'raise RuntimeError("priya.okafor@example.com")' in result.stderr  # the source line, where it broke
    assert result.stderr.splitlines()[-1].startswith("miner: internal error (RuntimeError): a bug in miner ")
    assert result.stderr.count("priya.okafor") == 1


@pytest.mark.parametrize("page", ["README.md", "docs/index.md"])
def test_the_documented_table_has_every_exit_code(page: str) -> None:
    from tests.conftest import ROOT

    text = (ROOT / page).read_text(encoding="utf-8")
    table = text[text.index("## Exit codes"):].split("\n## ")[0]
    codes = [line.split("|")[1].strip() for line in table.splitlines() if line.startswith("| ") and "---" not in line]
    assert codes == ["code", "0", "1", "2", "70", "130, 143"]  # 130 and 143: 128 + SIGINT, 128 + SIGTERM


@pytest.mark.parametrize("page", ["README.md", "docs/index.md"])
def test_top_help_exit_codes_agree_with_the_documented_table(page: str) -> None:
    """The documented table and `miner --help` name the same commands that exit 1, and the lock among the 2s."""
    text = (Path(__file__).parents[2] / page).read_text(encoding="utf-8")
    (problems_row,) = [line for line in text.splitlines() if line.startswith("| 1 |")]
    top = " ".join(CliRunner().invoke(main, ["--help"]).output.split())
    for command in ("validate", "review", "promote", "score", "baseline accept", "sample", "sessions"):
        assert f"`{command}`" in problems_row, command
        assert command in top.split("1 problems found", 1)[1].split(" 2 ", 1)[0], command
    assert "another run holding the lock" in top and "ratings file" in top
