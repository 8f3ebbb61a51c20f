"""One session from all its facts: ordered turns, tool calls joined with their results, feedback, errors.

The facts arrive complete and sorted (see `miner.assemble`): nothing here depends on the order they were read in.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime
from operator import attrgetter
from typing import Any

from miner.diagnostics import Diagnostics
from miner.mappers.facts import SpanFacts, ToolCallPart, ToolFacts, ToolResultPart
from miner.mappers.shared import parse_result
from miner.model import ErrorRecord, Feedback, Session, ToolCall, Turn

TURN_ROLES = frozenset({"turn", "agent"})
_BY_TIME = attrgetter("start_ns", "end_ns")
CONTENT_ROLES = frozenset({"turn", "agent", "llm", "tool", "message"})
REMEMBERED_CLOSED_TRACES = 200_000


# --- one session ----------------------------------------------------------------------------------------


def build_session(session_id: str, facts: list[SpanFacts], trace_ids: list[str]) -> Session | None:
    facts.sort(key=_BY_TIME)
    # One pass for what the session takes from all its facts: this runs for every session.
    has_content = content_captured = False
    user_id = app_name = None
    state: dict[str, Any] | None = None
    ended_ns = 0
    for item in facts:
        if not has_content and item.role in CONTENT_ROLES:
            has_content = True
        if not user_id and item.user_id:
            user_id = item.user_id
        if not app_name and item.app_name:
            app_name = item.app_name
        if item.state:
            state = item.state  # the latest wins
        if item.end_ns > ended_ns:
            ended_ns = item.end_ns
        if item.content_captured:
            content_captured = True
    if not has_content:
        return None
    _drop_echoed_messages(facts)
    _drop_echoed_feedback(facts)
    turns = [_turn(index, members) for index, members in enumerate(_segment(facts))]
    sessions_feedback = [fb for item in facts if item.role == "feedback" and not _in_any(item, turns)
                         for fb in item.feedback]
    return Session(
        session_id=session_id,
        user_id=user_id,
        app_name=app_name,
        started_at=_time(facts[0].start_ns),
        ended_at=_time(ended_ns),
        trace_ids=trace_ids,
        state=state or {},
        turns=turns,
        feedback=sessions_feedback,
        content_captured=content_captured,
    )


def warn_damaged_messages(facts: Iterable[SpanFacts], diagnostics: Diagnostics) -> None:
    """Message content that could not be read while building a session: one warning per record, with its line."""
    for item in facts:
        for lazy in (item.input_messages, item.output_messages):
            if lazy is not None and lazy.damage is not None:
                diagnostics.warn("damaged messages", str(item.location or "(unknown)"),
                                 f"{lazy.damage}; those messages skipped")
                break


def _drop_echoed_feedback(facts: list[SpanFacts]) -> None:
    """A judgement logged as a record and also carried as an event of the span it judges (capture
    SPAN_AND_EVENT) is one judgement: keep the span's copy."""
    judged = {(item.trace_id, item.span_id): item for item in facts if item.feedback and item.role != "feedback"}
    if not judged:
        return
    for item in facts:
        if item.role != "feedback" or item.parent_id is None:
            continue
        span = judged.get((item.trace_id, item.parent_id))
        if span is None:
            continue
        carried = {_judgement(feedback) for feedback in span.feedback}
        item.feedback = [feedback for feedback in item.feedback if _judgement(feedback) not in carried]


def _judgement(feedback: Feedback) -> tuple[str, float | None, str | None, str | None]:
    return feedback.name, feedback.score, feedback.label, feedback.explanation


def _drop_echoed_messages(facts: list[SpanFacts]) -> None:
    """Message events logged inside a model call that also carries its messages (capture SPAN_AND_EVENT)
    repeat what the call holds: keep the call's copy, so nothing is counted twice."""
    by_key = {(item.trace_id, item.span_id): item for item in facts if item.role == "llm"}
    for item in facts:
        if item.parent_id is None or item.role not in ("message", "llm"):
            continue
        call = by_key.get((item.trace_id, item.parent_id))
        if call is None:
            continue
        if item.input_messages is not None and call.input_messages is not None and call.input_messages.get():
            item.input_messages = None
        if item.output_messages is not None and call.output_messages is not None and call.output_messages.get():
            item.output_messages = None


def _in_any(item: SpanFacts, turns: list[Turn]) -> bool:
    return any(fb.span_id == item.span_id for turn in turns for fb in turn.feedback)


_UNKNOWN: Any = object()


def _segment(facts: list[SpanFacts]) -> list[list[SpanFacts]]:
    """Split a session's facts into turns: one per top-level agent run, else one per new user message."""
    by_key = {(item.trace_id, item.span_id): item for item in facts}
    roots: dict[tuple[str, str], list[SpanFacts]] = {}
    root_of: dict[tuple[str, str], tuple[str, str] | None] = {}

    def turn_root(item: SpanFacts) -> tuple[str, str] | None:
        key = (item.trace_id, item.span_id)
        if key in root_of:
            return root_of[key]
        chain: list[tuple[str, str]] = []
        found: tuple[str, str] | None = None
        current: SpanFacts | None = item
        while current is not None:
            current_key = (current.trace_id, current.span_id)
            if current_key in root_of:
                # An ancestor's turn root is above anything found on the way up: it is the topmost.
                found = root_of[current_key] or found
                break
            chain.append(current_key)
            if current.role in TURN_ROLES:
                found = current_key  # keep climbing: the topmost agent run is the turn
            parent = by_key.get((current.trace_id, current.parent_id)) if current.parent_id else None
            if parent is None or len(chain) > 512:
                break
            current = parent
        for key_in_chain in chain:
            root_of[key_in_chain] = found
        return found

    orphans: list[SpanFacts] = []
    for item in facts:
        key = (item.trace_id, item.span_id)
        root = root_of.get(key, _UNKNOWN)
        if root is _UNKNOWN and item.parent_id:
            # In time order a parent usually comes first: its turn is known, so is this one's.
            above = root_of.get((item.trace_id, item.parent_id), _UNKNOWN)
            if above is not _UNKNOWN:
                root = root_of[key] = above or (key if item.role in TURN_ROLES else None)
        if root is _UNKNOWN:
            root = turn_root(item)
        if root is None:
            orphans.append(item)
        else:
            roots.setdefault(root, []).append(item)
    if not roots:
        return _segment_by_user_message(facts)
    ordered = sorted(roots.items(), key=lambda entry: by_key[entry[0]].start_ns)
    groups = [members for _, members in ordered]
    if not orphans:
        return groups
    span_turn = {(member.trace_id, member.span_id): index for index, members in enumerate(groups)
                 for member in members}
    starts = [by_key[key].start_ns for key, _ in ordered]
    traces = [key[0] for key, _ in ordered]
    for item in orphans:
        target = next((span_turn[key] for key in item.targets if key in span_turn), None)
        if target is None:
            # A span beside the turn in its trace (an app's own rating span, recorded after later turns began)
            # belongs to that trace's turn, whenever it was recorded.
            in_trace = [index for index, trace in enumerate(traces) if trace == item.trace_id]
            if in_trace:
                target = max((index for index in in_trace if starts[index] <= item.start_ns), default=in_trace[0])
        if target is None:
            target = max((index for index, start in enumerate(starts) if start <= item.start_ns), default=0)
        groups[target].append(item)
    return groups


def _segment_by_user_message(facts: list[SpanFacts]) -> list[list[SpanFacts]]:
    # Message events logged inside one model call replay the conversation so far: only the call's last user
    # message can open a turn.
    last_user_in_call: dict[tuple[str, str], int] = {}
    for position, item in enumerate(facts):
        if item.role == "message" and item.parent_id and item.input_messages and \
                item.input_messages.user_words() is not None:
            last_user_in_call[(item.trace_id, item.parent_id)] = position
    groups: list[list[SpanFacts]] = []
    current_user: str | None = None
    for position, item in enumerate(facts):
        user = item.input_messages.user_words() if item.input_messages else None
        if item.role == "message" and item.parent_id and \
                last_user_in_call.get((item.trace_id, item.parent_id), position) != position:
            user = None
        if not groups or (user is not None and user != current_user and current_user is not None):
            groups.append([])
        if user is not None:
            current_user = user
        groups[-1].append(item)
    return groups


def _turn(index: int, members: list[SpanFacts]) -> Turn:
    members.sort(key=_BY_TIME)
    # One pass over the members: this runs for every turn of every session.
    root: SpanFacts | None = None
    models: list[SpanFacts] = []
    tools: list[SpanFacts] = []
    invocation_id: str | None = None
    agent_name: str | None = None
    ended_ns = members[0].end_ns
    transfers: list[str] = []
    errors: list[ErrorRecord] = []
    feedback: list[Feedback] = []
    for item in members:
        role = item.role
        if role in TURN_ROLES:
            if root is None:
                root = item
        elif role == "llm" or role == "message":
            models.append(item)
        elif role == "tool" and item.tool is not None:
            tools.append(item)
        if not invocation_id and item.invocation_id:
            invocation_id = item.invocation_id
        if not agent_name and item.agent_name:
            agent_name = item.agent_name
        if item.end_ns > ended_ns:
            ended_ns = item.end_ns
        if item.transfer_to:
            transfers.append(item.transfer_to)
        if item.errors and role != "tool":
            errors.extend(item.errors)
        if item.feedback:
            feedback.extend(item.feedback)

    user_text = None
    if root and root.input_messages:
        user_text = root.input_messages.user_words()
    # Message events logged inside one model call replay its whole input: the turn's user text is that call's
    # last user message, not its first.
    events_of: str | None = None
    for item in models:
        if user_text is not None and not (events_of is not None and item.role == "message"
                                          and item.parent_id == events_of):
            break
        text = item.input_messages.user_words() if item.input_messages else None
        if text is not None:
            user_text = text
            events_of = item.parent_id if item.role == "message" else None

    answers = [text for item in models if item.output_messages
               for text in [item.output_messages.last_text("assistant")] if text]
    final = root.output_messages.last_text("assistant") if root and root.output_messages else None
    if final is None and answers:
        final = answers[-1]
    intermediate = [text for text in answers if text != final]

    return Turn(
        index=index,
        invocation_id=invocation_id,
        started_at=_time(members[0].start_ns),
        ended_at=_time(ended_ns),
        user_text=user_text,
        tool_calls=_tool_calls(tools, models),
        intermediate_texts=intermediate,
        final_response=final,
        agent_name=(root.agent_name if root else None) or agent_name,
        transfers=transfers,
        errors=errors,
        feedback=feedback,
    )


def _tool_calls(tools: list[SpanFacts], models: list[SpanFacts]) -> list[ToolCall]:
    requested: list[ToolCallPart] = []
    for item in models:
        for message in item.output_messages.get() if item.output_messages else ():
            requested.extend(message.tool_calls)
    by_id = {part.call_id: part for part in requested if part.call_id}
    # Inputs repeat the whole conversation: read them only when a tool span did not keep its result.
    needs_results = (not tools and bool(requested)) or any(item.tool is not None and item.tool.result is None
                                                           for item in tools)
    results = _fed_back_results(models) if needs_results else {}

    calls: list[ToolCall] = []
    by_call_id: dict[str, ToolCall] = {}
    for item in tools:
        tool = item.tool
        assert tool is not None
        earlier = by_call_id.get(tool.call_id or "")
        if earlier is not None:
            _complete(earlier, tool)  # a duplicate, or the result logged apart from its call
            continue
        part = by_id.get(tool.call_id or "") or _asked_alike(tool, requested)
        result = tool.result
        if result is None and tool.call_id in results:
            result = parse_result(results[tool.call_id].response)
        call = ToolCall(
            name=tool.name or (part.name if part else ""),
            call_id=tool.call_id,
            args=_as_asked(tool, part) if tool.args is not None else (part.args or {} if part else {}),
            result=result,
            status="error" if tool.error else "ok",
            error=tool.error,
            span_id=item.span_id,
        )
        calls.append(call)
        if tool.call_id:
            by_call_id[tool.call_id] = call
    if calls:
        return _in_requested_order(calls, requested)
    # No tool spans: the model's own requests, with the results fed back to it.
    seen: set[str] = set()
    for part in requested:
        if part.call_id:
            if part.call_id in seen:
                continue
            seen.add(part.call_id)
        result_part = results.get(part.call_id or f"name:{part.name}")
        response = parse_result(result_part.response) if result_part else None
        error = _error_object(response)
        calls.append(ToolCall(name=part.name, call_id=part.call_id, args=part.args or {}, result=response,
                              status="error" if error else "ok", error=error))
    return calls


def _asked_alike(tool: ToolFacts, requested: list[ToolCallPart]) -> ToolCallPart | None:
    """The model's request a tool span with arguments as attributes and no call id answers: the first of its name
    whose arguments agree (an argument the span holds no value of, one a producer scrubbed, agrees with any)."""
    if tool.call_id or not tool.args or not tool.args_as_attributes:
        return None
    return next((part for part in requested if part.name == tool.name and part.args
                 and all(_alike(value, part.args[key]) for key, value in tool.args.items()
                         if key in part.args and value is not None)), None)


def _alike(value: Any, asked: Any) -> bool:
    """Whether an argument is the one the model asked for, or its text (a bare number or boolean written out)."""
    if value == asked or not isinstance(value, str) or isinstance(asked, str):
        return value == asked
    if isinstance(asked, bool):
        return value.lower() == str(asked).lower()
    if isinstance(asked, int | float):
        try:
            return float(value) == asked
        except ValueError:
            return False
    return False


def _as_asked(tool: ToolFacts, part: ToolCallPart | None) -> dict[str, Any] | None:
    """A tool span's arguments. Written as attributes of their own (`ToolFacts.args_as_attributes`), they are typed
    as the model asked for them: a store that keeps attributes as text (the ClickHouse exporter's maps) wrote the
    number 25.0 as '25', which is that number again; a string stays a string where the model asked for one, digits
    or not. Written as JSON, they keep the types the JSON gives them: a string there is what the tool received."""
    args = tool.args
    if args is None or not tool.args_as_attributes or part is None or not part.args:
        return args
    asked = part.args
    return {key: asked[key] if isinstance(value, str) and key in asked and not isinstance(asked[key], str)
            and _alike(value, asked[key]) else value for key, value in args.items()}


def _in_requested_order(calls: list[ToolCall], requested: list[ToolCallPart]) -> list[ToolCall]:
    """Calls the model asked for together run concurrently, so their spans start in any order: the calls the
    model named keep the order it asked for them in, among the places they hold; the others keep theirs."""
    asked = {part.call_id: index for index, part in enumerate(requested) if part.call_id}
    places = [index for index, call in enumerate(calls) if call.call_id in asked]
    if len(places) < 2:
        return calls
    ordered = sorted((calls[index] for index in places), key=lambda call: asked[call.call_id or ""])
    for index, call in zip(places, ordered, strict=True):
        calls[index] = call
    return calls


def _fed_back_results(models: list[SpanFacts]) -> dict[str, ToolResultPart]:
    """The latest result fed back to the model for each call id (or, for calls without ids, each tool name); its
    users read a result fed back as `str()` of a Python value (AutoGen feeds its tools' values so) as that value."""
    results: dict[str, ToolResultPart] = {}
    for item in models:
        for message in item.input_messages.get() if item.input_messages else ():
            for result in message.tool_results:
                if result.call_id or result.name:
                    results[result.call_id or f"name:{result.name}"] = result
    return results


def _error_object(response: object) -> str | None:
    """The message of a tool response that is nothing but an error (`{"error": "..."}`), as fed back to the
    model when no tool span says how the call ended."""
    if isinstance(response, dict) and len(response) == 1 and isinstance(response.get("error"), str):
        return response["error"]
    return None


def _complete(call: ToolCall, tool: ToolFacts) -> None:
    """Fill in what an earlier fact of the same call lacked: its name, arguments, result or error."""
    call.name = call.name or tool.name
    if not call.args and tool.args:
        call.args = tool.args
    if call.result is None and tool.result is not None:
        call.result = tool.result
    if tool.error and not call.error:
        call.error = tool.error
        call.status = "error"


def _time(nanos: int) -> datetime:
    return datetime.fromtimestamp(nanos / 1e9, UTC)  # positional: the keyword costs half again

