"""What a terminal is shown of the data: every human-readable output passes values from traces, drafts and file
names through `printable`, so that no escape sequence in them retitles, clears or rewrites the terminal, and no
line break in them forges a line of the miner's own. JSON output stays exact (its encoder escapes these)."""

from __future__ import annotations

import re

# C0 controls (tab kept), DEL and C1 controls, and the format characters that reorder or hide text (bidi
# overrides and isolates, marks): each shown as its escape.
_UNSAFE = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]")


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group(0))
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: object) -> str:
    """`text` as one line a terminal shows as written: control and reordering characters escaped (`\\x1b`)."""
    return _UNSAFE.sub(_escaped, str(text))
