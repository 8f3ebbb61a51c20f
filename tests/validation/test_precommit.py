"""The hook as users meet it: the real `pre-commit` tool refuses a commit while a draft is marked.

Both tests read the hook from the project's own `.pre-commit-hooks.yaml`. The first mirrors it into a
`repo: local` hook run by this interpreter (seconds). The second installs it exactly as users do, from a git
checkout with `language: python`, which pip-installs the project and its dependencies into a fresh virtualenv
(about a minute with a warm pip cache; deselect with `-m "not slow"`).
"""

from __future__ import annotations

import json
import os
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


def commit_refused_then_accepted(repo: Path, config: dict, env: dict[str, str]) -> None:
    (repo / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    (repo / "pyproject.toml").write_text(f"[tool.miner]\ntools = {json.dumps(TOOLS)}\n", encoding="utf-8")
    subprocess.run([str(PRE_COMMIT), "install"], cwd=repo, env=env, check=True, capture_output=True)
    git(repo, "add", "-A", env=env)
    git(repo, "commit", "-q", "-m", "configure miner", env=env)

    draft = write_draft(repo / "drafts", refund_case("refund_not_owned", final=MARKED),
                        refund_spec("refund_not_owned"))
    git(repo, "add", "-A", env=env)
    refused = git(repo, "commit", "-m", "add draft", env=env, check=False)
    output = refused.stdout + refused.stderr
    assert refused.returncode != 0, output
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


def test_hook_mirrored_locally_refuses_then_accepts(tmp_path: Path) -> None:
    env = environment(tmp_path)
    env["PYTHONPATH"] = str(ROOT)  # the hook runs this checkout, not an installed copy
    hook = hook_definition()
    assert hook["entry"].split()[0] == "miner"
    local = {**hook, "language": "system",
             "entry": f"{sys.executable} -m miner " + " ".join(hook["entry"].split()[1:])}
    config = {"repos": [{"repo": "local", "hooks": [local]}]}
    commit_refused_then_accepted(new_repo(tmp_path / "user-repo", env), config, env)


@pytest.mark.slow
def test_hook_installed_from_git_checkout_refuses_then_accepts(tmp_path: Path) -> None:
    env = environment(tmp_path)
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
