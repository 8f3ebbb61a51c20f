"""Every command of the CLI has a place in the documentation where its use is shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from miner.cli import main

ROOT = Path(__file__).resolve().parents[2]
PAGES = "\n".join(path.read_text(encoding="utf-8") for path in [ROOT / "README.md", *(ROOT / "docs").glob("*.md")])


@pytest.mark.parametrize("command", sorted(main.commands), ids=str)
def test_every_command_is_shown_in_the_documentation(command: str) -> None:
    assert f"miner {command}" in PAGES
