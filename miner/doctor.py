"""What the miner recognises in the sources (`miner doctor`), kind of trace group by kind, and what it does not,
with the configuration lines that would read the rest.

A kind of trace group is the mappers that read its spans (or the generic path, or nothing) and the
instrumentation scopes that wrote them. For each: how many trace groups and sessions, which attribute named the
session, how many held the user's words, an answer, tool calls, errors; one span name as an example; and for
what was missing, the lines of `[tool.miner]` or `[tool.miner.spans]` to try, with the attribute keys seen that
could fill them. Only keys, span and scope names are shown: never a value (no id, no text).

Memory is bounded: the first `MAX_TRACES` trace groups met are examined whole; the rest are counted.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field
from functools import reduce
from pathlib import Path
from typing import Any

from miner.assemble.session import CONTENT_ROLES
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import plan_parts
from miner.mappers import Mappers, ReadKeys, claimed, idle_ns, select, to_tell
from miner.mappers.facts import SpanFacts
from miner.mappers.generic import words
from miner.receivers import Receiver, ShapeError, build_receivers, files
from miner.receivers.records import Location, SpanRecord
from miner.scripts import name_model_scripts, names_unread_figures, scripts_not_read, texts_of
from miner.signals.languages import languages_read, unread_cues, unread_figures

MAX_TRACES = 20_000
KEYS_KEPT = 64  # attribute keys remembered per trace group, for the suggestions
# The characters of the user's messages remembered per session, to guess the language they are in: enough for the
# guess, and the memory stays small over MAX_TRACES trace groups.
USER_CHARS_KEPT = 1_000
GENERIC = "generic"
NOTHING = "nothing"
# Words of an attribute key that could hold each fact, for the suggested lines.
SESSION_HINTS = ("session", "conversation", "thread", "chat", "dialog", "case", "ticket")
TEXT_HINTS = ("input", "prompt", "query", "question", "message", "messages", "text", "content", "request")
ANSWER_HINTS = ("output", "completion", "response", "answer", "result", "reply")
TOOL_HINTS = ("tool", "function", "kind", "type")
ERROR_HINTS = ("error", "level", "status", "exception")
RESULT_HINTS = ("result", "output", "response", "return")
NO_TOOL_RESULTS = "no tool results"
NO_ANSWER = "no agent answer"
# Last words of keys that hold no content (a count, a size, an id, a schema, the types a component takes).
NOT_CONTENT = frozenset({"tokens", "count", "id", "mime", "schema", "definitions", "description", "model", "name",
                         "length", "size", "time", "reason", "reasons", "spec", "types"})


def content_switch(scopes: Sequence[str], read_by: Collection[str]) -> str | None:
    """How to have message content in spans written under these scopes and read by these mappers: the switch of the
    first producer the registry ranks (`miner.mappers.claimed`) and tells (`miner.mappers.to_tell`), as ingestion's
    note on sessions without content tells it."""
    told = to_tell(claimed(scopes, read_by))
    return told[0].to_capture if told else None


@dataclass
class TraceSeen:
    """What one trace group showed."""

    conventions: Counter[str] = field(default_factory=Counter)
    scopes: set[str] = field(default_factory=set)
    session_keys: set[str] = field(default_factory=set)
    session: str | None = None  # a hash of the session id: counted, never shown
    example: tuple[bool, str] | None = None  # (not a root, span name)
    # What the spans showed, by whether the generic path read them (it counts only where no mapper reads the
    # trace group, as in assembly): [by a mapper, by the generic path].
    user_text: list[bool] = field(default_factory=lambda: [False, False])
    answer: list[bool] = field(default_factory=lambda: [False, False])
    tools: list[int] = field(default_factory=lambda: [0, 0])
    # Tool results seen: on a tool's span, or fed back to a model in its request.
    tool_results: list[int] = field(default_factory=lambda: [0, 0])
    errors: int = 0
    keys: set[str] = field(default_factory=set)
    # Whether any span (or span event, exceptions aside) has an attribute whose key could hold message text.
    text_keys: bool = False
    roles: set[str] = field(default_factory=set)
    # Whether the mapper that read any of its spans (or log records) found message content captured in it.
    content_captured: bool = False
    # The scripts of its user or tool text that the name model of redaction does not read (`miner.scripts`).
    scripts_not_read: set[str] = field(default_factory=set)
    # Whether a tool's span holds the exception it raised: the agent may have had no answer to give.
    tool_raised: bool = False
    # The user's messages (their first characters), to guess the language they are in: never shown.
    user_messages: list[str] = field(default_factory=list)


@dataclass
class Kind:
    """A kind of trace group, and what its groups showed together."""

    read_by: tuple[str, ...]
    producers: tuple[str, ...]
    # False: a mapper read these spans and none is a turn, an agent, a model or tool call or a message (an agent
    # being created, say): no conversation, which `miner sessions` leaves out too; nothing is missing from them.
    conversational: bool = True
    trace_groups: int = 0
    sessions: set[str] = field(default_factory=set)
    with_session: int = 0
    session_keys: Counter[str] = field(default_factory=Counter)
    with_user_text: int = 0
    with_answer: int = 0
    tools: int = 0
    tool_results: int = 0
    errors: int = 0
    examples: Counter[str] = field(default_factory=Counter)
    keys: Counter[str] = field(default_factory=Counter)
    scope_counts: Counter[str] = field(default_factory=Counter)
    with_text_keys: int = 0
    # Trace groups none of whose spans has a key that could hold message text, nor any text read: content capture
    # was off when they were written.
    uncaptured: int = 0
    # By script the name model does not read, the sessions (hashed; a trace group's id without one) holding it.
    names_unread: dict[str, set[str]] = field(default_factory=dict)
    # By session (hashed; a trace group's id without one), the user's messages, to guess the language they are in.
    user_messages: dict[str, list[str]] = field(default_factory=dict)
    # Trace groups with message text but no answer, where a tool raised: a turn that failed, not an answer unread.
    unanswered_tool_raised: int = 0
    # What the mappers of this kind read: a line naming a key they read messages or tool results from would change
    # nothing.
    keys_read: ReadKeys = field(default_factory=ReadKeys)

    def add(self, trace: TraceSeen, trace_id: str) -> None:
        by = int(self.read_by == (GENERIC,))
        self.trace_groups += 1
        if trace.session is not None:
            self.sessions.add(trace.session)
            self.with_session += 1
        self.session_keys.update(trace.session_keys)
        self.with_user_text += trace.user_text[by]
        self.with_answer += trace.answer[by]
        self.tools += trace.tools[by]
        self.tool_results += trace.tool_results[by]
        self.errors += trace.errors
        if trace.example is not None:
            self.examples[trace.example[1]] += 1
        self.keys.update(trace.keys)
        self.scope_counts.update(trace.scopes)
        self.with_text_keys += trace.text_keys
        # No text read and no key could hold it; or text missing where the mapper of a library whose content switch
        # is known found its messages left out (keys written empty or redacted, log records without a body, only
        # what the library writes whatever its switch: Haystack's pipeline input).
        left_out = not trace.content_captured and self.read_by not in ((GENERIC,), (NOTHING,)) and any(
            producer.scopes and producer.writes_content for producer in claimed(sorted(trace.scopes), self.read_by))
        uncaptured = (not (trace.user_text[by] or trace.answer[by] or trace.text_keys)
                      or (not (trace.user_text[by] and trace.answer[by]) and left_out))
        self.uncaptured += uncaptured
        self.unanswered_tool_raised += not (uncaptured or trace.answer[by]) and trace.tool_raised
        for script in trace.scripts_not_read:
            self.names_unread.setdefault(script, set()).add(trace.session or _hashed(trace_id))
        if trace.user_messages:
            messages = self.user_messages.setdefault(trace.session or _hashed(trace_id), [])
            for message in trace.user_messages:
                kept = USER_CHARS_KEPT - sum(map(len, messages))
                if kept > 0:
                    messages.append(message[:kept])

    @property
    def without_text(self) -> bool:
        """No span of these trace groups has an attribute that could hold the user's words or an answer."""
        return not (self.with_text_keys or self.with_user_text or self.with_answer)

    @property
    def to_capture_text(self) -> str | None:
        """When the spans of some trace groups hold no message text, how to have it (None: every group's spans
        have keys that could hold it)."""
        if not self.uncaptured or not self.conversational:
            return None
        # No producer claims them: what the generic path says of whatever wrote the records.
        return content_switch(self.scopes, self.read_by) or content_switch((), (GENERIC,))

    def missing(self) -> list[tuple[str, int, list[str]]]:
        """What was not recognised: (what, in how many trace groups, the configuration lines to try)."""
        found: list[tuple[str, int, list[str]]] = []
        if not self.conversational:
            return found
        if self.with_session < self.trace_groups:
            found.append(("no session key", self.trace_groups - self.with_session,
                          _lines("[tool.miner]", "session_keys", self._seen(SESSION_HINTS, last="id"), True)))
        # Spans without message text need it captured, which no configuration line can do (`to_capture_text`):
        # lines are shown only when some groups without the words have keys that could hold them.
        if self.with_user_text < self.trace_groups:
            readable = self.trace_groups - self.with_user_text > self.uncaptured
            found.append(("no user text", self.trace_groups - self.with_user_text, [] if not readable else
                          _lines("[tool.miner.spans]", "user_text", self._unread(self._seen(TEXT_HINTS)))))
        if self.with_answer < self.trace_groups:
            readable = self.trace_groups - self.with_answer > self.uncaptured + self.unanswered_tool_raised
            found.append((NO_ANSWER, self.trace_groups - self.with_answer, [] if not readable else
                          _lines("[tool.miner.spans]", "agent_text", self._unread(self._seen(ANSWER_HINTS)))))
        if not self.tools:
            found.append(("no tool calls", self.trace_groups,
                          _lines("[tool.miner.spans]", "tool_span", self._seen(TOOL_HINTS))))
        elif not self.tool_results:  # a failure a tool returns, rather than raises, cannot be found
            results = self._seen(RESULT_HINTS)
            found.append((NO_TOOL_RESULTS, self.trace_groups,
                          _lines("[tool.miner.spans]", "tool_result", results) if results else []))
        if not self.errors:
            found.append(("no errors", self.trace_groups,
                          _lines("[tool.miner.spans]", "error", self._seen(ERROR_HINTS))))
        return found

    def _seen(self, hints: tuple[str, ...], last: str | None = None) -> list[str]:
        """Attribute keys seen in these trace groups whose words match the hints (most frequent first)."""
        return [key for key, _ in ranked(self.keys)
                if not set(words(key)).isdisjoint(hints) and (last is None or words(key)[-1:] == (last,))
                and not any(word.isdigit() for word in words(key)) and words(key)[-1:] != ("type",)
                and (last == "id" or words(key)[-1] not in NOT_CONTENT)][:5]

    def _unread(self, keys: list[str]) -> list[str]:
        """The keys no mapper of this kind already reads messages or tool results from."""
        return [key for key in keys if not self.keys_read.reads_content_from(key)]

    @property
    def example_span(self) -> str | None:
        """The commonest root span name (ties: the first by name), whatever the order spans came in."""
        return ranked(self.examples)[0][0] if self.examples else None

    @property
    def scopes(self) -> list[str]:
        return [scope for scope, _ in ranked(self.scope_counts)[:6]]

    def document(self) -> dict[str, Any]:
        return {
            "read_by": list(self.read_by), "producers": list(self.producers), "scopes": self.scopes,
            "conversational": self.conversational,
            "trace_groups": self.trace_groups,
            "sessions": len(self.sessions), "example_span": self.example_span,
            "recognised": {"session_keys": dict(ranked(self.session_keys)),
                           "trace_groups_with_session": self.with_session,
                           "trace_groups_with_user_text": self.with_user_text,
                           "trace_groups_with_answer": self.with_answer, "tool_calls": self.tools,
                           "tool_results": self.tool_results,
                           "errors": self.errors},
            "not_recognised": [{"what": what, "trace_groups": count, "config": lines}
                               for what, count, lines in self.missing()],
            "message_text": {"in_spans": not self.without_text, "trace_groups_without": self.uncaptured,
                             "trace_groups_unanswered_tool_raised": self.unanswered_tool_raised,
                             "to_capture": self.to_capture_text},
        }


def ranked(counts: Counter[str]) -> list[tuple[str, int]]:
    """Most frequent first, ties by name: never the order things were met in."""
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def _lines(section: str, name: str, candidates: list[str], listed: bool = False) -> list[str]:
    if not candidates:
        return [f"{section}", f"{name} = ...   # no attribute seen that could hold it: add one to your spans"]
    value = json.dumps([candidates[0]]) if listed else json.dumps(candidates[0])
    others = f"   # or: {', '.join(candidates[1:])}" if len(candidates) > 1 else ""
    return [section, f"{name} = {value}{others}"]


def _hashed(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()[:16]


def could_hold_text(key: str) -> bool:
    """Whether an attribute key's words say it may hold the user's words or an answer (not a count, an id, ...)."""
    found = words(key)
    return bool(found) and not {*TEXT_HINTS, *ANSWER_HINTS}.isdisjoint(found) \
        and found[-1] not in NOT_CONTENT and found[-1] != "type"


def _holds_text_keys(record: Any) -> bool:
    if not isinstance(record, SpanRecord):
        return True  # a log record: its body is the message
    return any(map(could_hold_text, record.attributes)) or any(
        any(map(could_hold_text, event.attributes)) for event in record.events if "exception" not in words(event.name))


def _session_key(record: SpanRecord, session_id: str) -> str | None:
    """The attribute key that named the session (its name only)."""
    for attributes in (record.attributes, record.resource):
        for key, value in attributes.items():
            if value is not None and (str(value) == session_id or str(value).strip('"') == session_id):
                return key
    return None


def _texts(facts: SpanFacts) -> Iterator[str]:
    """The user's words and the tools' arguments and results a span holds: the text redaction looks for names in."""
    if facts.input_messages is not None:
        if text := facts.input_messages.last_text("user"):
            yield text
        for message in facts.input_messages.get():
            for result in message.tool_results:
                yield from texts_of(result.response)
    if facts.tool is not None:
        yield from texts_of(facts.tool.args)
        yield from texts_of(facts.tool.result)
        yield from texts_of(facts.tool.error)


def _note(trace: TraceSeen, record: Any, facts: SpanFacts, name_model_reads: frozenset[str]) -> None:
    trace.conventions[facts.convention] += 1
    trace.content_captured = trace.content_captured or facts.content_captured
    trace.roles.add(facts.role)
    scope = getattr(record, "scope", None)
    if scope:
        trace.scopes.add(str(scope))
    if facts.session_id is not None:
        trace.session = trace.session or _hashed(facts.session_id)
        if isinstance(record, SpanRecord):
            key = _session_key(record, facts.session_id)
            if key:
                trace.session_keys.add(key)
    if facts.name:  # a root's name, else any span's (the first by name: never the order spans came in)
        candidate = (bool(facts.parent_id), facts.name)
        if trace.example is None or candidate < trace.example:
            trace.example = candidate
    by = int(facts.convention == GENERIC)
    if facts.input_messages is not None and (user_text := facts.input_messages.last_text("user")):
        trace.user_text[by] = True
        kept = USER_CHARS_KEPT - sum(map(len, trace.user_messages))
        if kept > 0 and user_text[:kept] not in trace.user_messages:  # each model call of a turn is sent it again
            trace.user_messages.append(user_text[:kept])
    if facts.output_messages is not None and facts.output_messages.last_text("assistant"):
        trace.answer[by] = True
    if facts.role == "tool" and facts.tool is not None:
        trace.tools[by] += 1
        trace.tool_results[by] += facts.tool.result not in (None, "", {}, [])
    if facts.input_messages is not None and any(message.tool_results for message in facts.input_messages.get()):
        trace.tool_results[by] += 1
    trace.errors += bool(facts.errors) or bool(facts.tool is not None and facts.tool.error and not by)
    trace.tool_raised = trace.tool_raised or bool(facts.role == "tool" and facts.tool is not None and facts.tool.error)
    trace.text_keys = trace.text_keys or _holds_text_keys(record)
    trace.scripts_not_read.update(scripts_not_read(_texts(facts), name_model_reads))
    attributes = getattr(record, "attributes", None)
    if isinstance(attributes, dict) and len(trace.keys) < KEYS_KEPT:
        trace.keys.update(list(attributes)[:KEYS_KEPT - len(trace.keys)])


def _kind_of(trace: TraceSeen) -> tuple[tuple[str, ...], tuple[str, ...], bool]:
    """The mappers that read a trace group, its producers (the first word of each instrumentation scope:
    `logfire.openai` and `logfire` are one producer), and whether it holds a conversation."""
    known = sorted(name for name in trace.conventions if name not in (GENERIC, "none"))
    conversational = not known or not trace.roles.isdisjoint(CONTENT_ROLES)
    if not known:
        read = trace.tools[1] or trace.user_text[1] or trace.answer[1]
        known = [GENERIC] if GENERIC in trace.conventions and read else [NOTHING]
    return tuple(known), tuple(sorted({scope.split(".")[0] for scope in trace.scopes})), conversational


def _records(sources: list[str], config: MinerConfig, receivers: list[Receiver],
             diagnostics: Diagnostics) -> Iterator[Any]:
    """Every record of the sources, read as ingestion reads them (a line's kind from the line itself)."""
    by_name = {receiver.name: receiver for receiver in receivers}
    parts, _, _ = plan_parts(sources, receivers)
    for part in parts:
        if part.claimed:
            receiver = by_name[part.kind or ""]
            for location, document in receiver.read(part.path, diagnostics):
                yield from _of(receiver, document, location, diagnostics)
            continue
        candidates = [by_name[part.kind]] if part.kind else receivers
        for location, line in files.json_lines(Path(part.path), diagnostics, part.start, part.end, part.first_line):
            document = files.parse_line(location, line, diagnostics)
            if document is files.BAD_LINE:
                continue
            kind = next((receiver for receiver in candidates if receiver.recognises(document)), None)
            if kind is not None:
                typed = kind.decode(line)
                yield from _of(kind, document if typed is None else typed, location, diagnostics)


def _of(receiver: Receiver, document: Any, location: Location, diagnostics: Diagnostics) -> Iterator[Any]:
    try:
        yield from receiver.records(document, location, diagnostics)
    except ShapeError as problem:
        diagnostics.warn(problem.kind, str(location), f"{problem}; skipped")


def examine(sources: list[str], config: MinerConfig, diagnostics: Diagnostics) -> tuple[list[Kind], int, int]:
    """The kinds of trace group in the sources, the records read and the trace groups left unexamined."""
    mappers: Mappers = select(config)
    receivers = build_receivers(config)
    for receiver in receivers:
        receiver.within(None, None, idle_ns(config))
    name_model_reads = name_model_scripts(config.redaction)
    traces: dict[str, TraceSeen] = {}
    unexamined: set[str] = set()
    count = 0
    try:
        for record in _records(sources, config, receivers, diagnostics):
            count += 1
            try:
                facts = mappers.facts(record)
            except ShapeError as problem:
                diagnostics.warn(problem.kind, str(getattr(record, "location", "") or ""), f"{problem}; skipped")
                continue
            if facts is None:
                continue
            trace = traces.get(facts.trace_id)
            if trace is None:
                if len(traces) >= MAX_TRACES:
                    if len(unexamined) < MAX_TRACES:
                        unexamined.add(facts.trace_id)
                    continue
                trace = traces[facts.trace_id] = TraceSeen()
            _note(trace, record, facts, name_model_reads)
    finally:
        for receiver in receivers:
            receiver.finished()
    keys_by_name = {mapper.name: mapper.keys for mapper in mappers.all}
    kinds: dict[tuple[tuple[str, ...], tuple[str, ...], bool], Kind] = {}
    for trace_id, trace in traces.items():
        key = _kind_of(trace)
        kind = kinds.get(key)
        if kind is None:
            kind = kinds[key] = Kind(*key, keys_read=reduce(ReadKeys.merged, (
                keys_by_name[name] for name in key[0] if name in keys_by_name), ReadKeys()))
        kind.add(trace, trace_id)
    ordered = sorted(kinds.values(), key=lambda kind: (not kind.conversational, -kind.trace_groups, kind.read_by,
                                                       kind.producers))
    return ordered, count, len(unexamined)


def names_unread(kinds: list[Kind], config: MinerConfig) -> dict[str, Any]:
    """Over every kind, the sessions holding user or tool text in a script the name model of redaction does not
    read, as `miner sample` counts them in the sessions it picks (`miner.scripts.names_unread`)."""
    by_script: dict[str, set[str]] = {}
    for kind in kinds:
        for script, sessions in kind.names_unread.items():
            by_script.setdefault(script, set()).update(sessions)
    every = set().union(*by_script.values()) if by_script else set()
    return names_unread_figures(len(every), Counter({script: len(sessions) for script, sessions in by_script.items()}),
                                config.redaction)


def languages_unread(kinds: list[Kind], config: MinerConfig) -> dict[str, Any]:
    """Over every kind, the sessions whose user wrote in a language the complaint or escalation detector holds no
    words of (`miner.signals.languages`), counted as `miner sample` counts the sessions it reads: how many, by
    language, and the detectors with no cues for each. Names only, never their words."""
    messages: dict[str, list[str]] = {}
    for kind in kinds:
        for session, texts in kind.user_messages.items():
            messages.setdefault(session, []).extend(texts)
    read = languages_read(config.signals)
    by_language: Counter[str] = Counter()
    unread_by: dict[str, set[str]] = {}
    for texts in messages.values():
        unread = unread_cues(texts, read)
        if unread is not None:
            by_language[unread[0]] += 1
            unread_by.setdefault(unread[0], set()).update(unread[1])
    return unread_figures(by_language, unread_by)
