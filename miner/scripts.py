"""Where names may pass unredacted, so that `miner doctor` and `miner sample` can say so: the sessions whose user or
tool text holds a script the name model of redaction does not read. Which scripts it reads, and the script of a
letter, are decided once, in redaction/scripts.py, for these figures and for redaction's own rules alike.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

from miner.model import Session
from miner.wording import counted
from redaction.config import RedactionConfig
from redaction.scripts import CHINESE, JAPANESE, LATIN, name_model_scripts, script_of

# Letters of a script in a text before it counts as holding that script: a name has at least two.
MIN_LETTERS = 2
# Characters of a text read for its scripts: a name in the first of them is enough to say so.
CHARS_READ = 20_000


def scripts_not_read(texts: Iterable[str], read: frozenset[str]) -> frozenset[str]:
    """The scripts besides Latin, and besides those in `read`, that the texts hold a name's worth of letters of."""
    counts: dict[str, int] = {}
    for text in texts:
        if text.isascii():  # most text: Latin letters only, told at once
            continue
        for character in text[:CHARS_READ]:
            script = script_of(character)
            if script is not None and script not in read:
                counts[script] = counts.get(script, 0) + 1
    return frozenset(script for script, count in counts.items() if count >= MIN_LETTERS)


def texts_of(value: Any) -> Iterator[str]:
    """The text of a tool's arguments or result: a string as it is, anything else as JSON."""
    if value in (None, "", {}, []):
        return
    yield value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)


def user_and_tool_texts(session: Session) -> Iterator[str]:
    """What the user wrote and what the tools took and returned, in a session: the text whose names redaction has
    to find (the agent's answers mostly repeat them)."""
    for turn in session.turns:
        if turn.user_text:
            yield turn.user_text
        for call in turn.tool_calls:
            yield from texts_of(call.args)
            yield from texts_of(call.result)
            yield from texts_of(call.error)


def names_unread(sessions: Iterable[Session], config: RedactionConfig) -> dict[str, Any]:
    """Of `sessions`, how many hold user or tool text in a script the name model does not read, and by script."""
    read = name_model_scripts(config)
    by_script: Counter[str] = Counter()
    count = 0
    for session in sessions:
        scripts = scripts_not_read(user_and_tool_texts(session), read)
        count += bool(scripts)
        by_script.update(scripts)
    return names_unread_figures(count, by_script, config)


def names_unread_figures(sessions: int, by_script: Counter[str], config: RedactionConfig) -> dict[str, Any]:
    """The figures `names_unread_line` tells: the sessions, their count by script, the name model and what it reads."""
    return {"sessions": sessions, "scripts": dict(sorted(by_script.items(), key=lambda item: (-item[1], item[0]))),
            "name_model": f"{config.model} ({config.language})",
            "name_model_reads": [LATIN, *sorted(name_model_scripts(config))]}


def names_unread_line(figures: dict[str, Any], sessions: str) -> str:
    """What `names_unread` found, in one line: how many sessions (`sessions`: which ones, "picked" or "read"), the
    scripts, what may pass and what to do. Script names only, never a word."""
    scripts = ", ".join(f"{script} {count}" for script, count in figures["scripts"].items())
    reads = ", ".join(figures["name_model_reads"])
    verb = "holds" if figures["sessions"] == 1 else "hold"
    return (f"names redaction cannot find: {counted(figures['sessions'], 'session')} {sessions} {verb} user or tool "
            f"text in {scripts}, and the name model ({figures['name_model']}) reads names in {reads} only: names "
            "in them may pass unredacted. Declare the keys that hold names as `telling_keys` in "
            "[tool.miner.redaction] (or set its `model` and `language` to a spaCy model of that language), and "
            "review their drafts before sharing them")


__all__ = ["CHINESE", "JAPANESE", "LATIN", "name_model_scripts", "names_unread", "names_unread_figures",
           "names_unread_line", "script_of", "scripts_not_read", "texts_of", "user_and_tool_texts"]
