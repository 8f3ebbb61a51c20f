"""Nothing from the data reaches the terminal raw: escape sequences in trace content and in file names are shown
escaped in every human-readable output, and JSON output keeps them exactly."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from miner.terminal import printable
from tests.faults.conftest import run

# Retitles the terminal, clears it, and forges a line of the miner's own.
HOSTILE = "\x1b]0;owned\x07\x1b[2J\nminer: error: forged"


def _plant(project: Path) -> tuple[str, Path]:
    """A conversation id of the demo's spans (from the real SDK) swapped for a hostile one; a file named so."""
    spans = project / "demo-traces" / "spans"
    first = sorted(spans.iterdir())[0]
    text = first.read_text(encoding="utf-8")
    conversation = re.search(r'gen_ai\.conversation\.id","value":\{"stringValue":"([0-9a-f]+)"', text)
    assert conversation is not None
    first.write_text(text.replace(conversation.group(1), json.dumps(HOSTILE)[1:-1]), encoding="utf-8")
    named = spans / "\x1b[31mred\x1b[0m.jsonl"
    shutil.copy(first, named)
    (spans / "\x1b[2Jempty.jsonl").write_text("", encoding="utf-8")
    return HOSTILE, named


def test_control_characters_are_escaped_one_line_stays_one_line() -> None:
    assert printable(HOSTILE) == "\\x1b]0;owned\\x07\\x1b[2J\\x0aminer: error: forged"
    assert printable("tab\tand é, 名前") == "tab\tand é, 名前"
    assert printable("\u202eevil") == "\\u202eevil"


def test_the_session_table_and_warnings_show_no_escape_sequence(project: Path) -> None:
    _plant(project)
    ran = run(["sessions", "--since", "30d"], project)
    assert ran.returncode == 0, ran.stderr
    for output in (ran.stdout, ran.stderr):
        assert "\x1b" not in output and "\x07" not in output
        assert not any(line.startswith("miner: error: forged") for line in output.splitlines())
    assert "\\x1b[2Jempty.jsonl: the file is empty" in ran.stderr


def test_json_output_keeps_the_data_exact(project: Path) -> None:
    hostile, _ = _plant(project)
    ran = run(["sessions", "--since", "30d", "--format", "json"], project)
    assert ran.returncode == 0
    assert hostile in {session["session_id"] for session in json.loads(ran.stdout)}
