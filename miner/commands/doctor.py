"""`miner doctor`: what the miner recognises in the sources (`miner.doctor`), and the lines that would read the
rest."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from miner.commands.common import echo_err, setup, sources_to_read
from miner.diagnostics import Diagnostics
from miner.doctor import (
    GENERIC,
    NO_ANSWER,
    NO_TOOL_RESULTS,
    NOTHING,
    Kind,
    examine,
    languages_unread,
    names_unread,
    ranked,
)
from miner.sample.render import unread_languages_line
from miner.scripts import names_unread_line
from miner.signals.declared import handoff_notes

# What content capture being off leaves out.
NO_MESSAGE_TEXT = ("no user text", NO_ANSWER)


def _read_by(kind: Kind) -> str:
    if kind.read_by == (GENERIC,):
        return "the generic path (no mapper knew these spans)"
    if kind.read_by == (NOTHING,):
        return "nothing (no mapper knew these spans, and the generic path found no model or tool call)"
    return ", ".join(kind.read_by)


def _text(kinds: list[Kind], records: int, unexamined: int, names: dict[str, Any], languages: dict[str, Any]) -> str:
    groups = sum(kind.trace_groups for kind in kinds)
    lines = [f"miner doctor: {records} records, {groups} trace groups of {len(kinds)} kinds"
             + (f" ({unexamined} more trace groups counted, not examined)" if unexamined else "")]
    for number, kind in enumerate(kinds, start=1):
        lines += ["", f"kind {number}: {', '.join(kind.producers) or '-'}, read by {_read_by(kind)}",
                  f"  scopes: {', '.join(kind.scopes) or '-'}",
                  f"  {kind.trace_groups} trace groups, {len(kind.sessions)} sessions; example span: "
                  f"{json.dumps(kind.example_span)}"]
        if not kind.conversational:
            lines.append("  no turn, agent, model or tool call in them: no conversation to read (`miner sessions` "
                         "leaves them out too)")
            continue
        keys = ", ".join(f"{key} ({count})" for key, count in ranked(kind.session_keys)[:3])
        lines.append(f"  recognised: session key {keys or '-'} in {kind.with_session}; user text in "
                     f"{kind.with_user_text}; an answer in {kind.with_answer}; {kind.tools} tool calls; "
                     f"{kind.errors} errors")
        for what, count, config in kind.missing():
            if not config and what == NO_ANSWER and kind.unanswered_tool_raised and not kind.without_text:
                reasons = [f"{kind.unanswered_tool_raised} where a tool raised and the agent gave no answer"]
                if count > kind.unanswered_tool_raised:
                    reasons.insert(0, f"{count - kind.unanswered_tool_raised} whose content was not captured "
                                      "(below)")
                lines.append(f"  not recognised: {what} in {count} of {kind.trace_groups}: {', '.join(reasons)}, so "
                             "there is nothing to map")
                continue
            if not config and what in NO_MESSAGE_TEXT and kind.uncaptured and not kind.without_text:
                lines.append(f"  not recognised: {what} in {count} of {kind.trace_groups}: content was not captured "
                             "(below), so there is nothing to map")
                continue
            if not config:
                lines.append(f"  not recognised: {what} in {count} of {kind.trace_groups}: no attribute of their spans "
                             "could hold it" + (" (a failure a tool returns instead of raising cannot be found)"
                                                if what == NO_TOOL_RESULTS else ""))
                continue
            lines.append(f"  not recognised: {what} in {count} of {kind.trace_groups}; to try:")
            lines += [f"      {line}" for line in config]
        if kind.to_capture_text is not None:
            where = "these spans" if kind.without_text else \
                f"the spans of {kind.uncaptured} of {kind.trace_groups} trace groups (content was not captured)"
            lines.append(f"  no message text in {where}: {kind.to_capture_text}")
    if names["sessions"]:
        lines += ["", names_unread_line(names, "read")]
    if languages["sessions"]:
        lines += ["", unread_languages_line(languages)]
    return "\n".join(lines)


def run(sources: list[str], output_format: str, config_path: Path | None) -> int:
    context = setup(config_path, None, None)
    diagnostics = Diagnostics()
    kinds, records, unexamined = examine(sources_to_read(sources, context), context.config, diagnostics)
    names = names_unread(kinds, context.config)
    languages = languages_unread(kinds, context.config)
    if output_format == "json":
        print(json.dumps({"records": records, "trace_groups_not_examined": unexamined,
                          "kinds": [kind.document() for kind in kinds], "names_unread": names,
                          "unread_languages": languages}, indent=1))
    else:
        print(_text(kinds, records, unexamined, names, languages))
    for note in handoff_notes(context.config.signals.languages):
        echo_err(f"miner: {note}")
    unread = [kind for kind in kinds if any(what in ("no session key", "no user text")
                                            for what, _, _ in kind.missing())]
    # A kind whose words are missing only where its spans hold no text is fixed by capturing it, not by a line.
    without_text = sum(kind.to_capture_text is not None and not any(
        config for what, _, config in kind.missing() if what in ("no session key", "no user text")) for kind in unread)
    if without_text:
        echo_err(f"next: {without_text} kinds of trace group hold no message text: capture it as said above"
                 + (f"; {len(unread) - without_text} more are not fully read: add the lines shown to your "
                    "pyproject.toml" if len(unread) > without_text else "") + ", then run `miner doctor` again")
    elif unread:
        echo_err(f"next: {len(unread)} kinds of trace group are not fully read: add the lines shown to your "
                 "pyproject.toml (the keys they name are the ones seen in your spans), then run `miner doctor` "
                 "again")
    else:
        echo_err("next: every kind of trace group has its sessions and user words: `miner sample --since 7d`")
    return 1 if unread else 0
