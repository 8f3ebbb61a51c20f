"""bench/identifiers.py counts what leaked and nothing else: a planted value only as a whole token, and a drafted
case only for the conversation it was drafted from."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).parents[1] / "bench" / "identifiers.py"
SIXTH_SET = BENCH.parent / "data" / "identifiers_heldout_6.json"


def bench_module() -> object:
    spec = importlib.util.spec_from_file_location("identifiers_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("value", "text", "found"), [
    ("11", "the tracker lost signal at 11:15", False),
    ("11", '"window_start": "2026-11-01T00:00:00Z"', False),
    ("11", "reference ORD-11", False),
    ("11", "11,500 cedis", False),
    ("11", "flat 11, second floor", True),
    ("11", "it was 11.", True),
    ("Ama", "Ama-Kofi Mensah", False),
    ("Ama", "Ama's account", True),
    ("Ama", "write to ama@example.com", True),
    ("Bec", "Québec", False),
    ("4471", "SKU ANK-HOLLANDAIS-4471", False),
    ("4471", "reference A4471", False),
    ("4471", "תחייבו את הויזה שנגמרת ב4471", True),  # Hebrew's prefix: "ending in 4471"
    ("4471", "订单4471号", True),
])
def test_a_planted_value_is_found_only_as_a_whole_token(value: str, text: str, found: bool) -> None:
    token = bench_module()._token  # type: ignore[attr-defined]
    assert (token(value).search(text) is not None) is found


def test_a_specs_redaction_counts_are_not_searched_and_its_texts_are() -> None:
    spec = '{"facts": ["account ending 11"], "provenance": {"redaction": {"IBAN_CODE": 1, "PERSON": 11}}}'
    stripped = bench_module().without_report_counts(spec)  # type: ignore[attr-defined]
    assert '"redaction": {}' in stripped and "PERSON" not in stripped
    assert "account ending 11" in stripped


def test_a_value_is_not_counted_as_leaked_from_a_case_drafted_from_another_conversation(tmp_path: Path) -> None:
    """In the sixth set one conversation plants "11" (an IBAN's check digits) and another, drafted as a case,
    tells of a tracker that lost signal "at 11:15": the case holds none of the first conversation's values."""
    data = json.loads(SIXTH_SET.read_text(encoding="utf-8"))
    data["conversations"] = [item for item in data["conversations"] if item["id"] in ("pelletti-003", "lbc-gh-003")]
    for item in data["conversations"]:  # pelletti-003 goes wrong by its thumbs-down and one exasperated question:
        item["bad"] = [kind for kind in item["bad"] if kind != "thumbs_down"]  # given neither, no case
        for turn in item["turns"]:
            turn["user"] = turn["user"].replace(" miksi tämä on näin vaikeaa??", "")
    planted = {item["value"] for conversation in data["conversations"] for item in conversation["personal"]}
    assert "11" in planted
    pair = tmp_path / "pair.json"
    pair.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    run = subprocess.run([sys.executable, str(BENCH), "--data", str(pair), "--keep-dir", str(tmp_path / "run")],
                         capture_output=True, text=True, check=False)
    assert re.search(r"drafted as cases: 1;", run.stdout), run.stdout + run.stderr
    assert "personal values leaked into any file, file name, stdout or stderr: 0 of" in run.stdout, run.stdout


def _replaced(value: object, surrogates: dict[str, str]) -> object:
    if isinstance(value, dict):
        return {key: _replaced(item, surrogates) for key, item in value.items()}
    if isinstance(value, list):
        return [_replaced(item, surrogates) for item in value]
    return surrogates.get(str(value), value) if isinstance(value, str | int) else value


def test_an_inconsistent_value_is_labelled_by_whether_it_stood_in_the_texts() -> None:
    """In the sixth set's first Czech conversation the file number stands in the texts and the birth number does
    not: a fixture that replaces the file number with a value the eval set never says, and leaves the birth number
    as it was, is inconsistent for both (every other value is replaced as the eval set says it), and only the file
    number's problem says its replacement is missing."""
    bench = bench_module()
    data = json.loads(SIXTH_SET.read_text(encoding="utf-8"))
    conversation = next(item for item in data["conversations"] if item["id"] == "inkaso-cz-001")
    in_texts, not_in_texts = "2024/PH/058831", "8562151234"
    surrogates = {item["value"]: f"surrogate-{number:02d}" for number, item in enumerate(conversation["personal"])
                  if item["value"] != not_in_texts}
    tools: dict[str, list[dict[str, object]]] = {}
    for turn in conversation["turns"]:
        for call in turn.get("tool_calls", []):
            tools.setdefault(call["name"], []).append({"args": _replaced(call["arguments"], surrogates),
                                                       "response": _replaced(call.get("result"), surrogates)})
    checked, consistent, unreplaced, problems = bench.consistency(  # type: ignore[attr-defined]
        conversation, {"tools": tools}, evalset_text=" ".join(
            surrogate for value, surrogate in surrogates.items() if value != in_texts))
    assert unreplaced == 1 and checked - consistent == 2
    label = "(in the texts, its replacement not in the eval set's)"
    assert [problem.endswith(label) for problem in problems] == [True, False]
    assert problems[0].startswith(in_texts[:2]) and problems[1].startswith(not_in_texts[:2])
