"""Paths into a JSON document, as messages show them: `eval_cases[0].conversation[1].final_response`."""

from __future__ import annotations

JsonPath = tuple[str | int, ...]


def format_json_path(parts: JsonPath) -> str:
    """`("eval_cases", 0, "conversation")` -> `eval_cases[0].conversation`; `(0, "query")` -> `[0].query`."""
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or "(top level)"
