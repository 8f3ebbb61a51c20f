"""An eval id names its case by the signal and the tool, in ADK's alphabet, whatever script the tool is named in."""

from __future__ import annotations

import re

import pytest

from miner.drafting.ids import eval_id

ADK_EVAL_ID = re.compile(r"^[a-zA-Z0-9_]+$")


@pytest.mark.parametrize(("tool", "expected"), [
    ("issue_refund", "complaint_issue_refund_0123abcd"),
    ("शिकायत_दर्ज_करें", "complaint_sikayt_drj_krem_0123abcd"),
    ("жалоба_создать", "complaint_zhaloba_sozdat_0123abcd"),
    ("ஆர்டர்_எண்", "complaint_artr_en_0123abcd"),
    (None, "complaint_no_tool_0123abcd"),
])  # fmt: skip
def test_a_tool_named_in_any_script_names_its_case(tool: str | None, expected: str) -> None:
    made = eval_id("complaint", tool, "0123abcd" * 8)
    assert made == expected and ADK_EVAL_ID.match(made)
