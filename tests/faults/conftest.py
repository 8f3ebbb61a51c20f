"""A demo project made once per module: traces from the demo agent (the real OpenTelemetry SDK)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from miner.cli import main

MINER = str(Path(sys.executable).with_name("miner"))
CONFIG = """[tool.miner]
sources = ["demo-traces/spans"]
tools = ["lookup_order", "track_shipment", "issue_refund", "update_address", "escalate"]
workers = 1
"""


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("demo")
    assert CliRunner().invoke(main, ["demo", "--out", str(base / "demo-traces"), "--sessions", "40"]).exit_code == 0
    (base / "pyproject.toml").write_text(CONFIG, encoding="utf-8")
    return base


@pytest.fixture
def project(demo: Path) -> Iterator[Path]:
    """A copy of the demo project, readable by every user (a test may run the miner as another one: pytest's own
    temporary folders are private to their owner)."""
    shared = Path(tempfile.mkdtemp(prefix="miner-fault-"))
    copy = shared / "project"
    shutil.copytree(demo, copy)
    for folder in [shared, copy, *[path for path in copy.rglob("*") if path.is_dir()]]:
        folder.chmod(0o755)
    try:
        yield copy
    finally:
        shutil.rmtree(shared, ignore_errors=True)


def run(arguments: list[str], cwd: Path, *, env: dict[str, str] | None = None, user: str | None = None,
        timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """The miner as a user runs it (as `user`, without root's powers, when given)."""
    prefix = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups", "--inh-caps=-all"] if user else []
    # `user` is a number: 65534 is nobody (and nogroup) on every Linux
    return subprocess.run([*prefix, MINER, *arguments], cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, **(env or {})})
