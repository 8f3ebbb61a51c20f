"""The hook as users meet it: the real `pre-commit` tool refuses a commit while a draft is marked, and a
commit that takes a tool away from the agent while a case still expects it.

The first tests install the hook exactly as the README and docs/review.md show it (a `repo: local` hook running
the miner of the project's environment, `.venv/bin/miner`: here a link to the environment running the tests). The slow
one installs the isolated hook from a git checkout with `language: python`, which pip-installs the project
and its dependencies into a fresh virtualenv (about a minute with a warm pip cache; deselect with
`-m "not slow"`).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.conftest import ROOT
from tests.validation.conftest import TOOLS, refund_case, refund_spec, write_draft

HOOKS_FILE = ROOT / ".pre-commit-hooks.yaml"
PRE_COMMIT = Path(sys.executable).with_name("pre-commit")
MARKED = "REVIEW: the agent said: your refund has been issued"
REVIEWED = "Order 8812 is not on your account, so I cannot refund it."


def hook_definition() -> dict:
    hooks = yaml.safe_load(HOOKS_FILE.read_text(encoding="utf-8"))
    (hook,) = [hook for hook in hooks if hook["id"] == "miner-validate"]
    return hook


def git(repo: Path, *args: str, env: dict[str, str], check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=repo, env=env, text=True, capture_output=True, check=check)


def environment(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"), "GIT_AUTHOR_NAME": "Reviewer",
                "GIT_AUTHOR_EMAIL": "reviewer@example.com", "GIT_COMMITTER_NAME": "Reviewer",
                "GIT_COMMITTER_EMAIL": "reviewer@example.com", "GIT_CONFIG_NOSYSTEM": "1",
                "HOME": str(tmp_path)})
    return env


def pip_of_the_user() -> dict[str, str]:
    """What the isolated hook's `pip install` keeps of the user's pip: their download cache (a new HOME would
    leave it cold), and no bytecode compiled ahead for the hundreds of modules the hook never imports (most of
    the install's time)."""
    settings = {"PIP_COMPILE": "false"}
    cache = subprocess.run([sys.executable, "-m", "pip", "cache", "dir"], capture_output=True, text=True)
    if cache.returncode == 0:  # pip refuses when the user turned caching off
        settings["PIP_CACHE_DIR"] = cache.stdout.strip()
    return settings


def refused_commit(repo: Path, message: str, env: dict[str, str], *paths: str) -> str:
    """Stage `paths` (all changes without), commit, check the hook refused it; what the hook printed."""
    git(repo, "add", *(paths or ("-A",)), env=env)
    refused = git(repo, "commit", "-m", message, env=env, check=False)
    output = refused.stdout + refused.stderr
    assert refused.returncode != 0, output
    return output


def commit_refused_then_accepted(repo: Path, config: dict | str, env: dict[str, str]) -> None:
    text = config if isinstance(config, str) else yaml.safe_dump(config)
    (repo / ".pre-commit-config.yaml").write_text(text, encoding="utf-8")
    (repo / "pyproject.toml").write_text(f"[tool.miner]\ntools = {json.dumps(TOOLS)}\n", encoding="utf-8")
    subprocess.run([str(PRE_COMMIT), "install"], cwd=repo, env=env, check=True, capture_output=True)
    git(repo, "add", "-A", env=env)
    git(repo, "commit", "-q", "-m", "configure miner", env=env)

    draft = write_draft(repo / "drafts", refund_case("refund_not_owned", final=MARKED),
                        refund_spec("refund_not_owned"))
    output = refused_commit(repo, "add draft", env)
    assert ("drafts/refund_not_owned.evalset.json: refund_not_owned: "
            "eval_cases[0].conversation[0].final_response.parts[0].text: still marked for review") in output
    assert "Failed" in output

    draft.write_text(draft.read_text(encoding="utf-8").replace(MARKED, REVIEWED), encoding="utf-8")
    git(repo, "add", "-A", env=env)
    accepted = git(repo, "commit", "-m", "reviewed draft", env=env, check=False)
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "Passed" in accepted.stdout + accepted.stderr
    assert git(repo, "log", "--format=%s", env=env).stdout.split("\n")[0] == "reviewed draft"


def new_repo(path: Path, env: dict[str, str]) -> Path:
    path.mkdir()
    git(path, "init", "-q", env=env)
    return path


def readme_hook_config() -> str:
    """The `.pre-commit-config.yaml` the README and docs/review.md tell users to write, as written there (the same
    in both)."""
    found = []
    for page in ("README.md", "docs/review.md"):
        blocks = re.findall(r"```yaml\n(.*?)```", (ROOT / page).read_text(encoding="utf-8"), flags=re.S)
        found += [block for block in blocks if "repo: local" in block]
    assert len(found) == 2 and found[0] == found[1]
    return found[0]


def readme_repo(tmp_path: Path, env: dict[str, str]) -> Path:
    repo = new_repo(tmp_path / "user-repo", env)
    (repo / ".venv").symlink_to(sys.prefix, target_is_directory=True)  # the project's environment
    (repo / ".gitignore").write_text(".venv\n", encoding="utf-8")
    return repo


def test_readme_hook_refuses_a_marked_draft_then_accepts_it_reviewed(tmp_path: Path) -> None:
    env = environment(tmp_path)
    commit_refused_then_accepted(readme_repo(tmp_path, env), readme_hook_config(), env)


def test_readme_hook_refuses_a_tool_removed_from_config_while_a_case_expects_it(tmp_path: Path) -> None:
    env = environment(tmp_path)
    repo = readme_repo(tmp_path, env)
    (repo / ".pre-commit-config.yaml").write_text(readme_hook_config(), encoding="utf-8")
    (repo / "pyproject.toml").write_text(f"[tool.miner]\ntools = {json.dumps(TOOLS)}\n", encoding="utf-8")
    write_draft(repo / "evals", refund_case("refund_not_owned", final=REVIEWED), refund_spec("refund_not_owned"))
    subprocess.run([str(PRE_COMMIT), "install"], cwd=repo, env=env, check=True, capture_output=True)
    git(repo, "add", "-A", env=env)
    first = git(repo, "commit", "-m", "suite", env=env, check=False)
    assert first.returncode == 0, first.stdout + first.stderr

    (repo / "notes.txt").write_text("unrelated\n", encoding="utf-8")
    git(repo, "add", "notes.txt", env=env)
    unrelated = git(repo, "commit", "-m", "notes", env=env, check=False)
    assert unrelated.returncode == 0, unrelated.stdout + unrelated.stderr

    fewer = [tool for tool in TOOLS if tool != "lookup_order"]
    (repo / "pyproject.toml").write_text(f"[tool.miner]\ntools = {json.dumps(fewer)}\n", encoding="utf-8")
    output = refused_commit(repo, "drop lookup_order", env, "pyproject.toml")  # no eval file changes
    assert ("evals/refund_not_owned.evalset.json: refund_not_owned: eval_cases[0].conversation[0]."
            "intermediate_data.tool_uses[0].name: tool 'lookup_order' is not one of the agent's tools") in output
    assert "the tool inventory changed (pyproject.toml): checking the whole suite" in output


@pytest.mark.slow
def test_hook_installed_from_git_checkout_refuses_then_accepts(tmp_path: Path) -> None:
    env = {**environment(tmp_path), **pip_of_the_user()}
    checkout = tmp_path / "miner-checkout"
    shutil.copytree(ROOT, checkout, ignore=shutil.ignore_patterns(
        ".git", "__pycache__", "*.egg-info", ".venv", ".pytest_cache", ".ruff_cache", "build", "tests",
        "bench"))
    git(checkout, "init", "-q", env=env)
    git(checkout, "add", "-A", env=env)
    git(checkout, "commit", "-q", "-m", "snapshot of the working tree", env=env)
    revision = git(checkout, "rev-parse", "HEAD", env=env).stdout.strip()
    config = {"repos": [{"repo": str(checkout), "rev": revision, "hooks": [{"id": hook_definition()["id"]}]}]}
    commit_refused_then_accepted(new_repo(tmp_path / "user-repo", env), config, env)
