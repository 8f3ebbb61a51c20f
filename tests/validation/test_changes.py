"""`validate --changed`: which of a commit's files ask for which check."""

from __future__ import annotations

from pathlib import Path

import pytest

from miner.config import MinerConfig
from miner.validation.changes import scope_of_changes


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    for folder in ("drafts", "evals", "support_agent/tools"):
        (tmp_path / folder).mkdir(parents=True)
    for name in ("drafts/a.evalset.json", "support_agent/tools/refunds.py", "tools.json", "README.md"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    return tmp_path


CONFIG = MinerConfig(tools_manifest="tools.json", agent="support_agent.agent:root_agent")


def test_eval_files_are_checked_alone(repo: Path) -> None:
    scope = scope_of_changes([Path("drafts/a.evalset.json"), Path("README.md")], CONFIG, repo / "pyproject.toml")
    assert scope.paths == [Path("drafts/a.evalset.json")] and scope.inventory_changed == []


@pytest.mark.parametrize("changed", ["pyproject.toml", "tools.json", "support_agent/tools/refunds.py"])
def test_an_inventory_change_checks_the_whole_suite(repo: Path, changed: str) -> None:
    scope = scope_of_changes([Path(changed), Path("README.md")], CONFIG, repo / "pyproject.toml")
    assert scope.paths == [Path("drafts"), Path("evals")] and scope.inventory_changed == [Path(changed)]


def test_other_files_ask_for_nothing(repo: Path) -> None:
    scope = scope_of_changes([Path("README.md"), Path("support_agent/notes.txt")], CONFIG, repo / "pyproject.toml")
    assert scope.paths == [] and scope.inventory_changed == []
