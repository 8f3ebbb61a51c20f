from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from miner.config import load_config
from miner.errors import ConfigError, UsageError
from miner.timewindow import parse_when, window

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


def test_relative_and_absolute_times() -> None:
    assert parse_when("7d", NOW) == NOW - timedelta(days=7)
    assert parse_when("24h", NOW) == NOW - timedelta(hours=24)
    assert parse_when("2w", NOW) == NOW - timedelta(weeks=2)
    assert parse_when("2026-11-01", NOW) == datetime(2026, 11, 1, tzinfo=UTC)
    assert parse_when("2026-11-01T05:00:00Z", NOW) == datetime(2026, 11, 1, 5, tzinfo=UTC)
    with pytest.raises(UsageError, match="'yesterday' is not a time"):
        parse_when("yesterday", NOW)
    with pytest.raises(UsageError, match="must be before"):
        window("1d", "7d", NOW)


def test_config_from_pyproject_and_unknown_keys(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.miner]\nsources = ["traces/prod"]\n')
    config, origin = load_config(start=tmp_path)
    assert config.sources == ["traces/prod"] and origin == tmp_path / "pyproject.toml"
    (tmp_path / "miner.toml").write_text('sources = ["a"]\nsoruces = ["b"]\n')
    with pytest.raises(ConfigError, match="unknown key 'soruces'"):
        load_config(start=tmp_path)
    (tmp_path / "miner.toml").write_text('sources = "a"\n')
    with pytest.raises(ConfigError, match="key 'sources'"):
        load_config(start=tmp_path)


def test_defaults_without_configuration(tmp_path: Path) -> None:
    config, origin = load_config(start=tmp_path)
    assert origin is None and config.sources == ["traces"]


def test_reading_config_and_sessions_and_validating_load_no_nlp_model() -> None:
    # The pre-commit hook and `miner sessions` must start fast: Presidio and spaCy take over a second to import.
    probe = ("import sys, miner.config, miner.ingest, miner.commands.validate, miner.commands.sessions; "
             "print(sorted(name for name in ('presidio_analyzer', 'spacy') if name in sys.modules))")
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"
