"""Bad input through the real CLI: one line naming the file (and line) and what to do, never a traceback,
the good data beside it still read."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from click.testing import CliRunner, Result

from miner.cli import main


def _app_log(path: Path, sessions: int = 1) -> Path:
    lines = [{"ts": f"2026-11-18T10:00:0{second}Z", "session_id": f"s-{number}", "event": event, "text": text}
             for number in range(sessions)
             for second, (event, text) in enumerate([("user_message", "where is my order?"),
                                                     ("agent_message", "It has shipped.")])]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def _run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def _no_traceback(result: Result) -> None:
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output + result.stderr


def test_a_spacy_model_that_is_not_installed_is_a_config_error_before_reading(tmp_path: Path) -> None:
    config = tmp_path / "miner.toml"
    config.write_text('[redaction]\nmodel = "en_core_web_not_installed"\n', encoding="utf-8")
    result = _run("sample", "--since", "2026-11-01", "--config", str(config), "--source",
                  str(_app_log(tmp_path / "app.jsonl")))
    _no_traceback(result)
    assert result.exit_code == 2
    [line] = result.stderr.strip().splitlines()
    assert line.startswith(f"miner: error: {config}: ") and "en_core_web_not_installed" in line
    assert "install" in line


def test_a_gzip_file_cut_short_is_named_once_with_the_last_good_line_and_its_lines_kept(tmp_path: Path) -> None:
    whole = _app_log(tmp_path / "plain.jsonl", sessions=300).read_bytes()
    packed = gzip.compress(whole)
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(packed[: len(packed) // 2])
    result = _run("sessions", "--since", "2026-11-01", "--format", "json", "--source", str(cut))
    _no_traceback(result)
    assert result.exit_code == 0
    [warning] = [line for line in result.stderr.splitlines() if "warning" in line]
    assert warning.count(str(cut)) == 1 and "after line" in warning and "skipped" in warning
    assert len(json.loads(result.stdout)) > 10


def test_a_binary_file_is_one_warning_and_the_good_file_beside_it_is_read(tmp_path: Path) -> None:
    binary = tmp_path / "core.jsonl"
    binary.write_bytes(bytes(range(256)) * 40 + b"\n" * 30)
    good = _app_log(tmp_path / "app.jsonl")
    result = _run("sessions", "--since", "2026-11-01", "--format", "json", "--source", str(binary),
                  "--source", str(good))
    _no_traceback(result)
    assert result.exit_code == 0 and len(json.loads(result.stdout)) == 1
    warnings = [line for line in result.stderr.splitlines() if "warning" in line]
    assert warnings == [f"miner: warning: {binary}: binary, not JSON lines (or not UTF-8); file skipped"]


def test_a_feedback_file_that_is_not_utf8_says_how_to_fix_it(tmp_path: Path) -> None:
    feedback = tmp_path / "ratings.csv"
    feedback.write_bytes("session_id,rating,comment\ns-0,-1,très mauvais\n".encode("latin-1"))
    result = _run("sample", "--since", "2026-11-01", "--dry-run", "--feedback", str(feedback), "--source",
                  str(_app_log(tmp_path / "app.jsonl")))
    _no_traceback(result)
    assert result.exit_code == 2
    [line] = result.stderr.strip().splitlines()
    assert line.startswith(f"miner: error: {feedback}") and "line 2" in line and "UTF-8" in line


def test_values_of_the_wrong_type_are_warned_per_line_and_the_good_lines_read(tmp_path: Path) -> None:
    good = [{"ts": "2026-11-18T10:00:00Z", "session_id": "s-0", "event": "user_message", "text": "hi"},
            {"ts": "2026-11-18T10:00:09Z", "session_id": "s-0", "event": "agent_message", "text": "hello"}]
    wrong = [{"ts": "2026-11-18T10:00:01Z", "session_id": "s-0", "event": "feedback", "rating": {"stars": 1}},
             {"ts": "2026-11-18T10:00:02Z", "session_id": "s-0", "event": "user_message", "text": {"a": 1}},
             {"ts": "2026-11-18T10:00:03Z", "session_id": ["s-0"], "event": "user_message", "text": "hi"},
             {"ts": "2026-11-18T10:00:04Z", "session_id": "s-0", "event": "tool_call", "tool": 5, "args": [1]},
             {"ts": 1e30, "session_id": "s-0", "event": "user_message", "text": "far future"}]
    app = tmp_path / "app.jsonl"
    app.write_text("".join(json.dumps(line) + "\n" for line in [good[0], *wrong, good[1]]), encoding="utf-8")
    span = {"traceId": "ab" * 16, "spanId": "cd" * 8, "name": "x", "startTimeUnixNano": "1", "endTimeUnixNano": "2"}
    spans = tmp_path / "spans.jsonl"
    spans.write_text("\n".join(json.dumps(document) for document in [
        {"resourceSpans": [{"scopeSpans": {"spans": [span]}}]},
        {"resourceSpans": [{"scopeSpans": ["not a scope"]}]},
        {"resourceSpans": ["not a resource"]},
    ]) + "\n", encoding="utf-8")
    result = _run("sessions", "--since", "2026-11-01", "--format", "json", "--source", str(app), "--source", str(spans))
    _no_traceback(result)
    warned = {line.split(": ")[2] for line in result.stderr.splitlines() if line.startswith("miner: warning:")}
    assert {f"{spans}:{number}" for number in (1, 2, 3)} <= warned
    assert {f"{app}:{number}" for number in (2, 6)} <= warned  # a rating object, a time in the year 10^13
    [session] = [item for item in json.loads(result.stdout) if item["session_id"] == "s-0"]
    assert [turn["user_text"] for turn in session["turns"]][:1] == ["hi"]


def test_an_attribute_key_that_is_not_a_string_skips_its_span(tmp_path: Path) -> None:
    args = {"kvlistValue": {"values": [{"key": 1e30, "value": {"stringValue": "x"}}]}}
    span = {"traceId": "ab" * 16, "spanId": "cd" * 8, "name": "execute_tool lookup", "startTimeUnixNano": "1",
            "endTimeUnixNano": "2", "attributes": [{"key": "gen_ai.tool.call.arguments", "value": args}]}
    spans = tmp_path / "spans.jsonl"
    spans.write_text(json.dumps({"resourceSpans": [{"scopeSpans": [{"spans": [span]}]}]}) + "\n", encoding="utf-8")
    result = _run("sessions", "--source", str(spans))
    _no_traceback(result)
    where = "span.attributes[0].value.kvlistValue.values[0].key"
    assert f"{spans}:1: a value has the wrong type at {where}; span skipped" in result.stderr


def test_files_of_no_known_kind_list_the_known_kinds_once(tmp_path: Path) -> None:
    (tmp_path / "a.jsonl").write_text('{"a": 1}\n', encoding="utf-8")
    result = _run("sessions", "--source", str(tmp_path))
    _no_traceback(result)
    assert result.exit_code == 2
    assert result.stderr.count("resourceSpans") == 1
    assert "none of its 1 line(s) is of a kind the miner reads" in result.stderr
