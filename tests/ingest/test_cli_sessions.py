"""`miner demo` and `miner sessions` as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from miner.cli import main


@pytest.fixture(scope="module")
def demo_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("demo") / "traces"
    result = CliRunner().invoke(main, ["demo", "--out", str(out), "--sessions", "40", "--seed", "3"])
    assert result.exit_code == 0, result.output
    return out


def test_demo_writes_otlp_json_lines_with_labels(demo_dir: Path) -> None:
    labels = json.loads((demo_dir / "labels.json").read_text())
    assert len(labels["sessions"]) == 40
    kinds = {kind for session_kinds in labels["sessions"].values() for kind in session_kinds}
    assert kinds == {"complaint", "escalation", "error", "thumbs_down"}
    first = json.loads(next(iter(sorted((demo_dir / "spans").glob("*.jsonl")))).open().readline())
    span = first["resourceSpans"][0]["scopeSpans"][0]["spans"][0]
    assert len(span["traceId"]) == 32 and int(span["traceId"], 16) >= 0, "OTLP/JSON ids are hex"
    assert isinstance(span["kind"], int)


def test_sessions_json_lists_every_demo_session(demo_dir: Path) -> None:
    result = CliRunner().invoke(main, ["sessions", "--source", str(demo_dir / "spans"), "--since", "8d",
                                       "--format", "json"])
    assert result.exit_code == 0, result.output
    sessions = json.loads(result.stdout)
    labels = json.loads((demo_dir / "labels.json").read_text())["sessions"]
    assert {s["session_id"] for s in sessions} == set(labels)
    one = sessions[0]
    assert {"session_id", "started_at", "turns", "signals"} <= set(one)
    turn = one["turns"][0]
    assert turn["user_text"] and turn["final_response"]
    assert {"name", "args", "result", "status"} <= set(turn["tool_calls"][0])
    assert "in the window" in result.stderr


def test_sessions_table_and_window(demo_dir: Path) -> None:
    result = CliRunner().invoke(main, ["sessions", "--source", str(demo_dir / "spans"), "--since", "1m"])
    assert result.exit_code == 0
    assert result.stdout.splitlines()[1:] == [], "no demo session started in the last minute"


def test_bad_arguments_are_one_line_errors(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["sessions", "--source", str(tmp_path / "missing")])
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [f"miner: error: {tmp_path / 'missing'}: no such file or directory"]
    result = runner.invoke(main, ["sessions", "--source", str(tmp_path), "--since", "last tuesday"])
    assert result.exit_code == 2 and "is not a time" in result.stderr


def test_sources_in_a_config_file_are_relative_to_its_folder(demo_dir: Path, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "traces").symlink_to(demo_dir / "spans")
    (repo / "miner.toml").write_text('sources = ["otlp-spans:traces"]\n')
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["sessions", "--config", str(repo / "miner.toml"), "--format", "json"])
    assert result.exit_code == 0, result.stderr
    assert len(json.loads(result.stdout)) == 40
