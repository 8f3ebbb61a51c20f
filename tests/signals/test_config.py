"""[tool.miner.signals] and [tool.miner.sample]: defaults, and errors that name the key."""

from __future__ import annotations

from pathlib import Path

import pytest

from miner.config import load_config
from miner.errors import ConfigError


def write(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "pyproject.toml"
    path.write_text("[project]\nname = 'x'\n\n" + body, encoding="utf-8")
    return path


def test_sections_are_read_from_pyproject(tmp_path: Path) -> None:
    write(tmp_path, "[tool.miner.signals.escalation]\nhandoff_tools = ['page_human']\n"
                    "[tool.miner.sample]\nper_kind = 2\nweights = {error = 5.0}\n")
    config, _ = load_config(start=tmp_path)
    assert config.signals.escalation.handoff_tools == ["page_human"]
    assert config.sample.per_kind == 2 and config.sample.weights == {"error": 5.0}
    assert config.signals.complaint.threshold == 1.0


@pytest.mark.parametrize(("body", "named"), [
    ("[tool.miner.signals.complaint]\nphrasez = ['x']\n", "unknown key 'signals.complaint.phrasez'"),
    ("[tool.miner.signals]\ndetectors = ['error', 'sentiment']\n", "key 'signals.detectors.1'"),
    ("[tool.miner.sample]\nper_kind = 'five'\n", "key 'sample.per_kind'"),
    ("[tool.miner.sample]\nweights = {angry = 2.0}\n", "key 'sample.weights.angry"),
    ("[tool.miner.signals.complaint]\npatterns = ['(unclosed']\n", "key 'signals.complaint.patterns'"),
])
def test_unknown_keys_and_wrong_types_name_the_key(tmp_path: Path, body: str, named: str) -> None:
    write(tmp_path, body)
    with pytest.raises(ConfigError, match=named.replace(".", r"\.").replace("(", r"\(")):
        load_config(start=tmp_path)
