"""Paths into a JSON document, as messages show them: `eval_cases[0].conversation[1].final_response`."""

from __future__ import annotations

JsonPath = tuple[str | int, ...]


def format_json_path(parts: JsonPath) -> str:
    """`("eval_cases", 0, "conversation")` -> `eval_cases[0].conversation`; `(0, "query")` -> `[0].query`."""
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or "(top level)"


def parse_json_path(text: str) -> JsonPath:
    """`messages`, `$.input.messages`, `args[0]`, `[0].text` -> its parts (the inverse of `format_json_path`)."""
    parts: list[str | int] = []
    for piece in text.strip().removeprefix("$").replace("[", ".[").split("."):
        if not piece:
            continue
        if piece.startswith("[") and piece.endswith("]") and piece[1:-1].lstrip("-").isdigit():
            parts.append(int(piece[1:-1]))
        else:
            parts.append(piece)
    return tuple(parts)


def value_at(document: object, path: JsonPath) -> object:
    """The value at a path in parsed JSON, or None where the document has nothing there."""
    value = document
    for part in path:
        found = (isinstance(part, int) and isinstance(value, list) and -len(value) <= part < len(value)) or (
            isinstance(part, str) and isinstance(value, dict) and part in value)
        if not found:
            return None
        value = value[part]  # type: ignore[index]
    return value
