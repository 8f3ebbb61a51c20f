"""The SQL the ClickHouse receiver sends. Values are always bound parameters (`{name:Type}`, bound by the
server); only table and database names, checked to be plain identifiers, are part of the text.

Sessions are keyed as assembly keys them: the first conversation attribute a span carries (`session_keys`, the
keys of every convention), a trace without one taking the key of a trace it links to, else its own trace id.
The window is a condition on `Timestamp`, the partition key, so the engine reads only the days it covers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from miner.attribute_keys import (
    ADK_LLM_REQUEST,
    ERROR_TYPE,
    EVENT_NAME,
    EXCEPTION_EVENT,
    EXCEPTION_MESSAGE,
    EXCEPTION_TYPE,
    GENAI_EXECUTE_TOOL,
    GENAI_INPUT_MESSAGES,
    GENAI_OPERATION,
    GENAI_OUTPUT_MESSAGES,
    OPENINFERENCE_CONTENT,
    OPENINFERENCE_INPUT_MESSAGES,
    OPENINFERENCE_INPUT_VALUE,
    OPENINFERENCE_KIND,
    OPENINFERENCE_TOOL,
    SCOPE_NAME,
    SERVICE_NAME,
)

if TYPE_CHECKING:
    from miner.mappers.keys import ReadKeys

LOG_SEVERITY_ERROR = 17


def declared_keys() -> ReadKeys:
    """The keys the registered mappers declare they read (`miner.mappers.read_keys`): the queries search and keep
    those, never a list of their own. Read when a query is bound: the registry's mappers import the receivers'
    records, whose package imports this module."""
    from miner.mappers import read_keys

    return read_keys()


def generic_parameters() -> dict[str, object]:
    """What the generic path reads by pattern (`miner.mappers.generic`): the keys naming a conversation, and the
    declared keys whose presence says a mapper knows the span (its words are kept narrowly, the others' whole)."""
    from miner.mappers import generic
    from miner.mappers.shared import COMMON_KEYS

    keys = declared_keys()
    common = set(COMMON_KEYS.all_keys())
    return {"generic_session": f"(?i){generic.SESSION_PATTERN}", "session_words": list(generic.SESSION_WORDS),
            "not_sessions": list(generic.NOT_SESSIONS),
            "known_keys": [key for key in keys.all_keys() if key not in common]}


def key_parameters() -> dict[str, object]:
    """The declared keys, as the parameters the queries bind."""
    keys = declared_keys()
    return {**generic_parameters(), "session_keys": list(keys.session),
            "session_json_attributes": [attribute for attribute, names in keys.session_in_json for _ in names],
            "session_json_keys": [name for _, names in keys.session_in_json for name in names],
            "tool_name_keys": list(keys.tool_name), "agent_name_keys": list(keys.agent_name),
            "result_keys": list(keys.tool_result), "result_prefixes": list(keys.tool_result_prefixes),
            "result_events": list(keys.tool_result_events), "feedback_prefixes": list(keys.feedback_prefixes),
            "feedback_events": list(keys.feedback_events)}


def user_words_parameters() -> dict[str, object]:
    """What the user-words projection keeps: the keys holding words and placing a span, the events with words."""
    keys = declared_keys()
    kept = (*keys.user_words, *keys.structure, *keys.agent_name, *keys.tool_name, *keys.session,
            *(attribute for attribute, _ in keys.session_in_json))
    return {**generic_parameters(), "user_keys": list(dict.fromkeys(kept)),
            "user_prefixes": list(keys.user_words_prefixes), "user_events": list(keys.user_words_events)}


TOOL_SPAN = (f"(SpanAttributes['{GENAI_OPERATION}'] = '{GENAI_EXECUTE_TOOL}' OR "
             f"SpanAttributes['{OPENINFERENCE_KIND}'] = '{OPENINFERENCE_TOOL}' "
             f"OR startsWith(SpanName, '{GENAI_EXECUTE_TOOL} '))")

# A span row, in the order `rows.span_record` reads it.
SPAN_COLUMNS = """toUnixTimestamp64Nano(Timestamp), TraceId, SpanId, ParentSpanId, SpanName, SpanKind,
    {resource}, {scope}, {attributes}, Duration, StatusCode, StatusMessage,
    arrayMap(t -> toUnixTimestamp64Nano(t), {event_times}), {event_names}, {event_attributes},
    Links.TraceId, Links.SpanId"""
LOG_COLUMNS = """toUnixTimestamp64Nano(Timestamp), TraceId, SpanId, SeverityText, SeverityNumber, Body,
    ResourceAttributes, ScopeName, LogAttributes, {event_name}"""


@dataclass(frozen=True)
class Tables:
    """The database and table names (plain identifiers, checked by the settings and the target)."""

    database: str
    traces: str
    logs: str | None
    # Older exporters have no ScopeName column (the scope was an attribute) and no EventName in the logs.
    traces_have_scope: bool = True
    logs_have_event_name: bool = True
    logs_have_timestamp_time: bool = True  # the partition key's column (toDate(TimestampTime))

    @property
    def traces_ref(self) -> str:
        return f"`{self.database}`.`{self.traces}`"

    @property
    def logs_ref(self) -> str:
        return f"`{self.database}`.`{self.logs}`"


def describe_columns(database: str, table: str) -> tuple[str, dict[str, str]]:
    return ("SELECT name FROM system.columns WHERE database = {database:String} AND table = {table:String}",
            {"database": database, "table": table})


WINDOW = "Timestamp >= fromUnixTimestamp64Nano({low:Int64}) AND Timestamp < fromUnixTimestamp64Nano({high:Int64})"


def _span_key() -> str:
    """The first conversation attribute a span carries, else one in OpenInference's `metadata` JSON. The keys
    are looked up only in a span holding one of them (most spans hold none: a map lookup per key cost more than
    the rest of the search's work on a span), the JSON read only in a span holding `metadata`."""
    keyed = ("if(hasAny(mapKeys(SpanAttributes), {session_keys:Array(String)}), "
             "arrayFirst(x -> x != '', arrayMap(k -> SpanAttributes[k], {session_keys:Array(String)})), '')")
    in_json = ("arrayFirst(x -> x != '', arrayMap((a, k) -> JSONExtractString(SpanAttributes[a], k), "
               "{session_json_attributes:Array(String)}, {session_json_keys:Array(String)}))")
    generic = f"arrayFirst(x -> x != '', [{_generic_key('SpanAttributes')}, {_generic_key('ResourceAttributes')}])"
    return (f"multiIf({keyed} != '', {keyed}, "
            f"hasAny(mapKeys(SpanAttributes), {{session_json_attributes:Array(String)}}) AND {in_json} != '', "
            f"{in_json}, {generic})")


def _generic_key(attributes: str) -> str:
    """The generic path's conversation key in a map (`generic.session_key`): a key named like a session,
    conversation, thread or chat id, ranked session first, then shorter keys, then by name."""
    groups = "extractGroups(k, {generic_session:String})"
    named = (f"{attributes}[k] != '' AND NOT has({{not_sessions:Array(String)}}, lower(k)) "
             f"AND ({groups}[3] != '' OR lower({groups}[2]) IN ('session', 'conversation'))")
    return (f"arrayFirst(x -> x != '', arrayMap(k -> {attributes}[k], arraySort(k -> "
            f"(indexOf({{session_words:Array(String)}}, lower({groups}[2])), length(k), k), "
            f"arrayFilter(k -> {named}, mapKeys({attributes})))))")


def _tool_name() -> str:
    return ("lower(arrayFirst(x -> x != '', arrayPushBack(arrayMap(k -> SpanAttributes[k], "
            "{tool_name_keys:Array(String)}), "
            f"if(startsWith(SpanName, '{GENAI_EXECUTE_TOOL} '), substring(SpanName, {len(GENAI_EXECUTE_TOOL) + 2}), "
            "''))))")


def _agent_name() -> str:
    return "lower(arrayFirst(x -> x != '', arrayMap(k -> SpanAttributes[k], {agent_name_keys:Array(String)})))"


def _error_marked(value: str) -> str:
    """Whether a value holds an error marker (`error_needles`: a JSON key or status in double quotes, a prefix;
    `error_patterns`: regexes, a key with its value), written as JSON, as JSON inside a JSON string (a result fed
    back to a model: `"{\\"error\\": ...}"`) or as a Python value (`{'status': 'failed'}`): the mappers read each
    back as the value it was."""
    text = f"replaceAll(replaceAll({value}, '\\\\\"', '\"'), '\\'', '\"')"
    return (f"(multiSearchAnyCaseInsensitive({text}, {{error_needles:Array(String)}}) "
            f"OR multiMatchAny({text}, {{error_patterns:Array(String)}}))")


# Where a mapper reads a tool's result (`ReadKeys.tool_result`, its prefixes and events: a tool span's output, the
# results fed back to a model), searched for what the error detector reads a failed result by.
RESULT_ERROR = (f"(arrayExists(k -> {_error_marked('SpanAttributes[k]')}, {{result_keys:Array(String)}}) "
                f"OR (notEmpty({{result_prefixes:Array(String)}}) AND arrayExists((k, v) -> "
                f"arrayExists(p -> startsWith(k, p), {{result_prefixes:Array(String)}}) AND {_error_marked('v')}, "
                "mapKeys(SpanAttributes), mapValues(SpanAttributes))) "
                f"OR arrayExists((n, a) -> has({{result_events:Array(String)}}, n) "
                f"AND arrayExists(v -> {_error_marked('v')}, mapValues(a)), Events.Name, Events.Attributes))")
ERROR = (f"(StatusCode IN ('Error', 'STATUS_CODE_ERROR') OR SpanAttributes['{ERROR_TYPE}'] != '' "
         f"OR has(Events.Name, '{EXCEPTION_EVENT}') "
         # the generic path's: an `*.error` flag set, an error marker in any value of a span no mapper knows
         "OR arrayExists(k -> endsWith(lower(k), 'error') AND lower(SpanAttributes[k]) = 'true', "
         "mapKeys(SpanAttributes)) "
         "OR (NOT hasAny(mapKeys(SpanAttributes), {known_keys:Array(String)}) AND arrayExists(v -> "
         f"{_error_marked('v')}, mapValues(SpanAttributes))) "
         f"OR {RESULT_ERROR})")
HANDOFF = (f"(multiMatchAny({_tool_name()}, {{handoff_patterns:Array(String)}}) "
           f"OR {_tool_name()} IN {{transfer_tools:Array(String)}} "
           f"OR (length({{human_patterns:Array(String)}}) > 0 "
           f"AND multiMatchAny({_agent_name()}, {{human_patterns:Array(String)}})))")
# Every word a span holds (its attributes' and its events' values), lowercased, with JSON's escapes of line breaks
# and no-break spaces read as spaces and curly apostrophes as straight ones: what the patterns of an agent handing
# off search (`agent_said`, re2), wider than the detector, which reads the agent's messages only.
SPOKEN = (r"lower(replaceAll(replaceAll(replaceRegexpAll(arrayStringConcat(arrayConcat(mapValues(SpanAttributes), "
          r"arrayFlatten(arrayMap(a -> mapValues(a), Events.Attributes))), ' '), '\\\\[nrt]|\\\\u00a0|"
          "\u00a0', ' '), '\\\\u2019', ''''), '\u2019', ''''))")
# A list of one regex or none (an array, since a bare string parameter would have its backslashes read as escapes).
AGENT_SAID = (f"(notEmpty({{agent_said:Array(String)}}) AND NOT {TOOL_SPAN} "
              f"AND arrayExists(p -> match({SPOKEN}, p), {{agent_said:Array(String)}}))")
FEEDBACK = ("(hasAny(Events.Name, {feedback_events:Array(String)}) OR arrayExists(k -> arrayExists(p -> "
            "startsWith(k, p), {feedback_prefixes:Array(String)}), mapKeys(SpanAttributes)))")


def _scope(tables: Tables) -> str:
    """The scope: its column, else (rows of exporters before v0.98, in a table given the column since) the
    attribute those exporters wrote it to."""
    legacy = f"SpanAttributes['{SCOPE_NAME}']"
    return f"if(ScopeName != '', ScopeName, {legacy})" if tables.traces_have_scope else legacy


def _event_name(tables: Tables) -> str:
    """A record's event name: its own, else the `event.name` attribute (where older SDKs and Python's logging
    bridge put it, Semantic Kernel's events among them), as the file receiver reads it."""
    legacy = f"LogAttributes['{EVENT_NAME}']"
    return f"if(EventName != '', EventName, {legacy})" if tables.logs_have_event_name else legacy


def _log_window(tables: Tables) -> str:
    """The window on a log row: on `Timestamp`, and on `TimestampTime` (its seconds) for the partitions."""
    if not tables.logs_have_timestamp_time:
        return WINDOW
    return (f"{WINDOW} AND TimestampTime >= toDateTime(intDiv({{low:Int64}}, 1000000000)) "
            "AND TimestampTime <= toDateTime(intDiv({high:Int64}, 1000000000))")


LOG_KEY = ("arrayFirst(x -> x != '', arrayMap(k -> LogAttributes[k], {log_session_keys:Array(String)}))")
LOG_ERROR = (f"(mapContains(LogAttributes, '{EXCEPTION_TYPE}') OR mapContains(LogAttributes, '{EXCEPTION_MESSAGE}') "
             f"OR mapContains(LogAttributes, '{ERROR_TYPE}') OR SeverityNumber >= {{log_severity_error:UInt8}})")
# The trace a record without one is given (`genai_events.session_trace_id`): one per session and idle period.
LOG_TRACE = (f"if(TraceId != '', TraceId, lower(substring(hex(SHA256(concat('session:', {LOG_KEY}, char(0), "
             "toString(intDiv(toUnixTimestamp64Nano(Timestamp), {idle:Int64}))))), 1, 32)))")


def _relevant_log(tables: Tables) -> str:
    """A record the GenAI events mapper reads (a GenAI event or an error), placed (a trace or a session)."""
    return (f"({_event_name(tables)} IN {{log_events:Array(String)}} OR {LOG_ERROR}) "
            f"AND (TraceId != '' OR {LOG_KEY} != '')")


def log_parameters() -> dict[str, object]:
    keys = declared_keys()
    return {"log_session_keys": list(keys.log_session), "log_events": list(keys.log_events),
            "log_severity_error": LOG_SEVERITY_ERROR}


def _log_rows(tables: Tables) -> str:
    """The log records of the window as rows of `spans` (below): a record is an error as a span is (plus its
    exception attributes or severity, and any value holding an error marker), feedback by its event, never a
    hand-off (the agent's words and tool calls in log records are read by the detectors, in the projection)."""
    error = (f"({LOG_ERROR} OR {_error_marked('Body')} "
             f"OR arrayExists(v -> {_error_marked('v')}, mapValues(LogAttributes)))")
    feedback = (f"({_event_name(tables)} IN {{feedback_events:Array(String)}} OR arrayExists(k -> arrayExists(p -> "
                "startsWith(k, p), {feedback_prefixes:Array(String)}), mapKeys(LogAttributes)))")
    return f"""
    UNION ALL
    SELECT {LOG_TRACE} AS TraceId, Timestamp, {LOG_KEY} AS key, {error} AS error, false AS handoff,
           {feedback} AS feedback, CAST([], 'Array(String)') AS linked
    FROM {tables.logs_ref}
    WHERE {_log_window(tables)} AND {_relevant_log(tables)}"""


def sessions_cte(tables: Tables, logs: bool = False) -> str:
    """`keyed`: every trace of the window with its session key, its first and last span's start, and what its
    spans show (error, hand-off, feedback); `sessions`: the sessions that started in the window, with those flags
    and their traces (`bounds`: each with the start of its first and last span in the window, in nanoseconds).
    With `logs`, the log records of the window are read as spans are (`_log_rows`)."""
    return f"""
spans AS (
    SELECT TraceId, Timestamp, {_span_key()} AS key, {ERROR} AS error, ({HANDOFF} OR {AGENT_SAID}) AS handoff,
           {FEEDBACK} AS feedback, Links.TraceId AS linked
    FROM {tables.traces_ref}
    WHERE {WINDOW}{_log_rows(tables) if logs else ""}
),
traces AS (
    SELECT TraceId, anyIf(key, key != '') AS key, min(Timestamp) AS start, max(Timestamp) AS last,
           max(error) AS error,
           max(handoff) AS handoff, max(feedback) AS feedback, groupUniqArrayArray(linked) AS links
    FROM spans GROUP BY TraceId
),
keyed AS (
    SELECT t.TraceId AS TraceId, t.start AS start, t.last AS last, t.error AS error, t.handoff AS handoff,
           t.feedback AS feedback,
           if(t.key != '', t.key, if(l.key != '', l.key, concat('trace:', t.TraceId))) AS session
    FROM traces AS t
    LEFT JOIN (SELECT TraceId, key FROM traces WHERE key != '') AS l ON l.TraceId = t.links[1]
),
sessions AS (
    SELECT session, min(start) AS started, max(error) AS error, max(handoff) AS handoff,
           max(feedback) AS feedback, groupArray(TraceId) AS trace_ids,
           groupArray(tuple(TraceId, toUnixTimestamp64Nano(start), toUnixTimestamp64Nano(last))) AS bounds,
           error OR handoff OR feedback OR has({{rated_sessions:Array(String)}}, session) AS flagged
    FROM keyed GROUP BY session
    HAVING started >= fromUnixTimestamp64Nano({{since:Int64}}) AND started < fromUnixTimestamp64Nano({{until:Int64}})
)"""


def candidates(tables: Tables, logs: bool = False) -> str:
    """The sessions of the window that a span of shows an error, a hand-off or feedback, or that a ratings file
    rates (`rated_sessions`): one row each, with its traces and their bounds."""
    return f"""WITH {sessions_cte(tables, logs)}
SELECT session, error, handoff, feedback, bounds FROM sessions WHERE flagged ORDER BY session"""


def counted(tables: Tables, logs: bool = False) -> str:
    return f"WITH {sessions_cte(tables, logs)}\nSELECT count() FROM sessions"


# A span a mapper knows (it holds a key one declares, beyond the common session and user keys): the projection
# keeps what the mappers read of it; of any other span (the generic path's), everything.
KNOWN = "hasAny(mapKeys(SpanAttributes), {known_keys:Array(String)})"


def _user_words_attributes() -> str:
    """SpanAttributes cut down to what places a span, what the user said and what the agent answered (whole for a
    span no mapper knows: the generic path reads it by shape). A GenAI
    input message list keeps only its last user message with text (all a turn's `user_text` is read from), an
    output list its last assistant message with text (a turn's answer); ADK's request keeps its user contents
    (the last of them may be a tool response, without text)."""
    said = ("arrayFilter(m -> JSONExtractString(m, 'role') = 'user' AND (JSONExtractString(m, 'content') != '' "
            "OR arrayExists(p -> JSONExtractString(p, 'type') = 'text', JSONExtractArrayRaw(m, 'parts'))), "
            "JSONExtractArrayRaw(v))")
    user_messages = f"if(empty({said}), '[]', concat('[', arrayElement({said}, -1), ']'))"
    answered = ("arrayFilter(m -> JSONExtractString(m, 'role') = 'assistant' AND "
                "arrayExists(p -> JSONExtractString(p, 'type') = 'text', JSONExtractArrayRaw(m, 'parts')), "
                "JSONExtractArrayRaw(v))")
    answer = f"if(empty({answered}), '[]', concat('[', arrayElement({answered}, -1), ']'))"
    user_contents = ("concat('{\"contents\":[', arrayStringConcat(arrayFilter(c -> JSONExtractString(c, 'role') "
                     "= 'user', JSONExtractArrayRaw(v, 'contents')), ','), ']}')")
    kept = (f"if({KNOWN}, mapFilter((k, v) -> has({{user_keys:Array(String)}}, k) "
            "OR arrayExists(p -> startsWith(k, p), {user_prefixes:Array(String)}), SpanAttributes), SpanAttributes)")
    return (f"mapApply((k, v) -> (k, multiIf(k = '{GENAI_INPUT_MESSAGES}', {user_messages}, "
            f"k = '{GENAI_OUTPUT_MESSAGES}', {answer}, "
            f"k = '{ADK_LLM_REQUEST}', {user_contents}, v)), {kept})")


def _said() -> str:
    """What a projected span holds of the user's words, as one text (raw, JSON escapes and all): what the
    pre-filter searches."""
    return (f"concat(attributes['{GENAI_INPUT_MESSAGES}'], ' ', attributes['{ADK_LLM_REQUEST}'], ' ', "
            f"attributes['{OPENINFERENCE_INPUT_VALUE}'], ' ', arrayStringConcat(mapValues(mapFilter((k, v) -> "
            f"startsWith(k, '{OPENINFERENCE_INPUT_MESSAGES}') AND endsWith(k, '{OPENINFERENCE_CONTENT}'), "
            "attributes)), ' '), ' ', "
            "arrayStringConcat(arrayMap(a -> arrayStringConcat(mapValues(a), ' '), event_attributes), ' '), ' ', "
            "if(hasAny(mapKeys(attributes), {known_keys:Array(String)}), '', "
            "arrayStringConcat(mapValues(attributes), ' ')))")


def _user_words_columns(tables: Tables) -> str:
    keep = f"arrayMap(n -> n IN {{user_events:Array(String)}} OR NOT {KNOWN}, Events.Name)"
    return SPAN_COLUMNS.format(
        resource=f"mapFilter((k, v) -> k = '{SERVICE_NAME}' OR match(k, {{generic_session:String}}), "
                 "ResourceAttributes) AS resource", scope=_scope(tables),
        attributes=f"{_user_words_attributes()} AS attributes",
        event_times=f"arrayFilter((t, k) -> k, Events.Timestamp, {keep})",
        event_names=f"arrayFilter((n, k) -> k, Events.Name, {keep})",
        event_attributes=f"arrayFilter((a, k) -> k, Events.Attributes, {keep}) AS event_attributes")


# Part `part` of `parts` of a read split by trace: ingestion assembles the parts' spans together, so a session
# whose traces fall in different parts is whole all the same.
TRACE_PART = "cityHash64(TraceId) % {parts:UInt32} = {part:UInt32}"


def user_words(tables: Tables) -> str:
    """The narrow projection of the window's sessions (one part of it, `TRACE_PART`): of each trace, the first
    and the last span of each name other than tool calls (a turn's user text is read from its root or its first
    model call, its answer from its root or its last), with only the attributes and events that place a span
    and hold the user's words and the agent's answers. The spans are chosen on their ids, names and times alone
    (sorting the window's spans with every column cost more than reading it twice), then read and cut down (the
    JSON work on the kept spans only, once each); a span the table holds twice (a batch the Collector retried)
    comes back once. No join: the sessions the candidates query flags are read here too (a twentieth more words,
    against the five scans that leaving them out took)."""
    chosen = " UNION ALL ".join(
        f"(SELECT TraceId, SpanId FROM {tables.traces_ref} WHERE {WINDOW} AND NOT {TOOL_SPAN} AND {TRACE_PART} "
        f"ORDER BY Timestamp {order} LIMIT 1 BY TraceId, SpanName)"
        for order in ("ASC", "DESC"))
    return (f"SELECT {_user_words_columns(tables)} FROM {tables.traces_ref} "
            f"WHERE {WINDOW} AND (TraceId, SpanId) IN ({chosen}) LIMIT 1 BY TraceId, SpanId")


def user_words_prefiltered(tables: Tables) -> str:
    """The projection of the sessions of the window not already selected whose words could make a detector fire
    (one part of them, by a hash of the session key): enough messages to repeat a request (`min_messages`), a
    word of a phrase (`needles`), a pattern (`patterns`, re2), or enough capitals to shout (`min_capitals`). Each
    test is wider than its detector's, never narrower."""
    said = "arrayStringConcat(groupArray(p.said), ' ')"
    return f"""WITH {sessions_cte(tables)},
projected AS (
    SELECT {_user_words_columns(tables)}, TraceId AS trace, {_said()} AS said
    FROM {tables.traces_ref}
    WHERE {WINDOW} AND NOT {TOOL_SPAN}
      AND TraceId IN (SELECT arrayJoin(trace_ids) FROM sessions WHERE NOT flagged)
    ORDER BY Timestamp
    LIMIT 1 BY TraceId, SpanName
),
worth AS (
    SELECT k.session AS session
    FROM projected AS p INNER JOIN keyed AS k ON k.TraceId = p.trace
    GROUP BY k.session
    HAVING cityHash64(k.session) % {{parts:UInt32}} = {{part:UInt32}} AND (
        countIf(length(p.said) > 8) >= {{min_messages:UInt32}}
        OR multiSearchAnyCaseInsensitive({said}, {{needles:Array(String)}})
        OR multiMatchAny(lower(replaceRegexpAll({said}, '\\\\[nrt]', ' ')),
                         {{patterns:Array(String)}})
        OR countMatches({said}, '[A-Z]') >= {{min_capitals:UInt32}})
)
SELECT * EXCEPT (trace, said) FROM projected
WHERE trace IN (SELECT TraceId FROM keyed WHERE session IN (SELECT session FROM worth))
ORDER BY 1"""


# The time a batch of traces spans (`trace_bounds`, or the candidates' `bounds`): with it, the engine reads the
# partitions and, within each service's and span name's run of the sort key, the granules of that time only.
BATCH_SPAN = ("Timestamp >= fromUnixTimestamp64Nano({first:Int64}) "
              "AND Timestamp <= fromUnixTimestamp64Nano({last:Int64})")


def trace_bounds(tables: Tables, logs: bool = False) -> str:
    """The start of the first and the last span (with `logs`, or log record) of each of these traces in the
    window (nanoseconds): a narrow pass (trace ids and times only) that lets the full fetch read only the time
    its batch spans."""
    log_times = f"""
    UNION ALL
    SELECT {LOG_TRACE} AS TraceId, Timestamp FROM {tables.logs_ref}
    WHERE {_log_window(tables)} AND {_relevant_log(tables)} AND {LOG_TRACE} IN {{trace_ids:Array(String)}}""" \
        if logs else ""
    return f"""SELECT TraceId, toUnixTimestamp64Nano(min(Timestamp)), toUnixTimestamp64Nano(max(Timestamp))
FROM (
    SELECT TraceId, Timestamp FROM {tables.traces_ref}
    PREWHERE TraceId IN {{trace_ids:Array(String)}}
    WHERE {WINDOW}{log_times}
)
GROUP BY TraceId"""


def spans_of_traces(tables: Tables) -> str:
    """Every span of the given traces, whole, in the time their batch spans (`BATCH_SPAN`: the same spans as
    the window would give, since the bounds were taken in it). The trace ids are the `PREWHERE`: the other
    columns are read only in the granules that hold a span of them."""
    scope = _scope(tables)
    columns = SPAN_COLUMNS.format(resource="ResourceAttributes", scope=scope, attributes="SpanAttributes",
                                  event_times="Events.Timestamp", event_names="Events.Name",
                                  event_attributes="Events.Attributes")
    return f"""SELECT {columns}
FROM {tables.traces_ref}
PREWHERE TraceId IN {{trace_ids:Array(String)}}
WHERE {WINDOW} AND {BATCH_SPAN}
ORDER BY Timestamp"""


def window_spans(tables: Tables) -> str:
    """Every span of the window, whole: `miner sessions` on ClickHouse (no selection to push down)."""
    scope = _scope(tables)
    columns = SPAN_COLUMNS.format(resource="ResourceAttributes", scope=scope, attributes="SpanAttributes",
                                  event_times="Events.Timestamp", event_names="Events.Name",
                                  event_attributes="Events.Attributes")
    return f"SELECT {columns}\nFROM {tables.traces_ref}\nWHERE {WINDOW} AND {TRACE_PART}"


def spans_counted(tables: Tables) -> str:
    return f"SELECT count() FROM {tables.traces_ref} WHERE {WINDOW}"


def logs_counted(tables: Tables) -> str:
    return f"SELECT count() FROM {tables.logs_ref} WHERE {_log_window(tables)}"


def logs_in_window(tables: Tables) -> str:
    """Whether the logs table holds a record in the window (one row read, at most a granule per part)."""
    return f"SELECT count() FROM (SELECT 1 FROM {tables.logs_ref} WHERE {_log_window(tables)} LIMIT 1)"


def logs_of_traces(tables: Tables) -> str:
    """Every log record of the given traces in the time their batch spans: those naming one of them, and the
    GenAI events without a trace given one of them (`LOG_TRACE`)."""
    return f"""SELECT {LOG_COLUMNS.format(event_name=_event_name(tables))}
FROM {tables.logs_ref}
WHERE {_log_window(tables)} AND {BATCH_SPAN} AND (TraceId IN {{trace_ids:Array(String)}}
    OR (TraceId = '' AND {_relevant_log(tables)} AND {LOG_TRACE} IN {{trace_ids:Array(String)}}))
ORDER BY Timestamp"""


def user_words_logs(tables: Tables) -> str:
    """The log records of the window's sessions the detectors read (part of them, `TRACE_PART` on the record's
    trace), whole: a GenAI event holds one message or one model call, nothing narrower to cut."""
    return f"""SELECT {LOG_COLUMNS.format(event_name=_event_name(tables))}
FROM {tables.logs_ref}
WHERE {_log_window(tables)} AND {_relevant_log(tables)}
    AND cityHash64({LOG_TRACE}) % {{parts:UInt32}} = {{part:UInt32}}"""


def window_logs(tables: Tables) -> str:
    return f"SELECT {LOG_COLUMNS.format(event_name=_event_name(tables))}\nFROM {tables.logs_ref}\n" \
           f"WHERE {_log_window(tables)} AND {TRACE_PART}"
