"""The same spans as OTLP/JSON files and in the exporter's ClickHouse tables give the same sessions and signals,
in every convention the miner reads; the push-down returns exactly the bad ones."""

from __future__ import annotations

import re
from pathlib import Path

import orjson
import pytest
from click.testing import CliRunner

from miner.cli import main
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport
from miner.mappers import idle_ns
from miner.receivers.clickhouse import FOREVER, Store, Window
from miner.receivers.otlp_logs import logs_of_document
from miner.receivers.records import Location
from tests.clickhouse.conftest import bad_ones, dumped, from_files, pushed_down, read_worth_a_look, stored
from tests.ingest.sdk import two_turn_session
from tests.logs.helpers import otlp_logs
from tests.logs.test_otlp_logs import SECOND, _messages
from tests.mappers.test_adk import run_conversation, support_agent
from tests.mappers.test_openinference import traces as openinference_traces  # noqa: F401  (a fixture)


def assert_same(files: Path, tmp_path: Path, legacy: bool = False) -> list[dict[str, object]]:
    source = stored(files, tmp_path / "store", legacy=legacy)
    in_files = from_files(str(files))
    assert in_files
    assert dumped(from_files(source)) == dumped(in_files)
    bad = bad_ones(in_files)
    assert bad, "the conversation must hold something worth a test"
    assert dumped(pushed_down(source)) == dumped(bad)
    return dumped(bad)


@pytest.fixture(scope="module")
def demo_traces(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("demo") / "traces"
    result = CliRunner().invoke(main, ["demo", "--out", str(out), "--sessions", "80", "--seed", "3"])
    assert result.exit_code == 0, result.output
    return out


def test_the_demo_agent_genai_spans(demo_traces: Path, tmp_path: Path) -> None:
    bad = assert_same(demo_traces / "spans", tmp_path)
    kinds = {signal["kind"] for session in bad for signal in session["signals"]}  # type: ignore[union-attr]
    assert kinds == {"complaint", "escalation", "error", "thumbs_down"}
    assert len(bad) < len(from_files(str(demo_traces / "spans")))


def test_the_older_exporter_spellings_read_the_same(demo_traces: Path, tmp_path: Path) -> None:
    assert_same(demo_traces / "spans", tmp_path, legacy=True)


def test_genai_spans_of_the_sdk(tmp_path: Path) -> None:
    two_turn_session(tmp_path / "files")
    assert_same(tmp_path / "files", tmp_path)


def test_openinference_spans_with_a_linked_annotation(openinference_traces: Path, tmp_path: Path) -> None:  # noqa: F811
    [session] = assert_same(openinference_traces, tmp_path)
    assert {signal["kind"] for signal in session["signals"]} >= {"error", "thumbs_down"}  # type: ignore[union-attr]


def test_adk_spans_of_a_real_runner(traces_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "SPAN_ONLY")
    run_conversation(support_agent(), ["Where is my order A-17?", "Refund it, please."])
    assert_same(traces_dir, tmp_path)


def test_the_demo_as_log_events_reads_the_same(tmp_path: Path) -> None:
    out = tmp_path / "traces"
    result = CliRunner().invoke(main, ["demo", "--out", str(out), "--sessions", "20", "--as", "logs"])
    assert result.exit_code == 0, result.output
    source = stored(out / "logs", tmp_path / "store")
    in_files = from_files(str(out / "logs"))
    assert dumped(from_files(source)) == dumped(in_files)
    assert dumped(pushed_down(source)) == dumped(bad_ones(in_files)) and bad_ones(in_files)


LOGGED = 1_795_000_000_000_000_000


def test_log_events_are_searched_and_fetched_in_the_database(tmp_path: Path) -> None:
    """Spans and log records of GenAI events in one store (records with a trace, and records with only a
    conversation id): the search runs on both, and only the bad sessions' spans and records leave the database."""
    both = tmp_path / "both"
    for kind, seed in (("logs", "5"), ("spans", "9")):
        result = CliRunner().invoke(main, ["demo", "--out", str(tmp_path / kind), "--sessions", "30", "--seed", seed,
                                           "--as", kind])
        assert result.exit_code == 0, result.output
        both.mkdir(exist_ok=True)
        (tmp_path / kind / kind).rename(both / kind)
    with otlp_logs(both / "logs") as (logger, _, _paths):  # a conversation logged outside any trace
        for index, (said, answer) in enumerate([("Where is my parcel?", "It is on its way."),
                                                ("This is useless. I want to talk to a human!", "Sorry.")]):
            logger.emit(timestamp=LOGGED + index * 60 * SECOND, event_name="gen_ai.client.inference.operation.details",
                        attributes={"gen_ai.conversation.id": "logged-only",
                                    "gen_ai.input.messages": _messages(("user", said)),
                                    "gen_ai.output.messages": _messages(("assistant", answer))})
    source = stored(both, tmp_path / "store")
    in_files = from_files(str(both))
    bad = bad_ones(in_files)
    assert "logged-only" in {session.session_id for session in bad}
    assert len(bad) < len(in_files) and {session.session_id for session in bad} & {
        session.session_id for session in from_files(str(both / "logs"))}
    report = IngestReport()
    fetched = list(read_worth_a_look([source], MinerConfig(), Diagnostics(stream=None), report=report))
    # The same sessions as files, to a log record's own id (a feedback's span id is one).
    assert dumped(bad_ones(fetched)) == dumped(bad)
    assert sorted(session.session_id for session in bad_ones(fetched)) == sorted(session.session_id for session in bad)
    assert len(fetched) < len(in_files) and "window" not in report.reads
    # The trace the engine gives a record without one is the one assembly gives it (sessions the word detectors
    # flag are fetched by the traces assembly saw).
    store = Store.open(source, MinerConfig().clickhouse)
    try:
        traces = {trace for session in from_files(str(both / "logs")) for trace in session.trace_ids}
        found = store.trace_bounds(Window(*FOREVER, idle_ns(MinerConfig())), sorted(traces), logs=True)
    finally:
        store.close()
    assert set(found) == traces
    logs_in_store = sum(1 for path in (both / "logs").glob("*.jsonl") for line in path.open()
                        for _ in range(line.count('"timeUnixNano"')))
    assert 0 < report.reads["full_logs"]["rows_returned"] < logs_in_store


def test_a_window_reads_only_its_sessions(demo_traces: Path, tmp_path: Path) -> None:
    source = stored(demo_traces / "spans", tmp_path / "store")
    sessions = from_files(str(demo_traces / "spans"))
    middle = sorted(session.started_at for session in sessions)[len(sessions) // 2]
    config = MinerConfig()
    from miner.diagnostics import Diagnostics
    from miner.ingest import read_sessions
    from tests.clickhouse.conftest import read_worth_a_look

    later_files = list(read_sessions([str(demo_traces / "spans")], config, Diagnostics(stream=None), since=middle))
    later_db = list(read_sessions([source], config, Diagnostics(stream=None), since=middle))
    assert dumped(later_db) == dumped(later_files) and 0 < len(later_files) < len(sessions)
    pushed = list(read_worth_a_look([source], config, Diagnostics(stream=None), since=middle))
    assert dumped(bad_ones(pushed)) == dumped(bad_ones(later_files))


def test_what_only_the_sql_flags_can_find(tmp_path: Path) -> None:
    """A hand-off tool called without a word about people, and a tool whose result alone says it failed: the
    user words hold nothing, so only the SQL predicates can bring these sessions back."""
    from tests.ingest.sdk import GenAITracer, text

    tracer = GenAITracer(tmp_path / "files")
    for conversation, tool, result in (("conv-handoff", "escalate_to_tier2", {"ticket": "T-1"}),
                                       ("conv-failed", "lookup_order", {"status": "failed", "reason": "timeout"}),
                                       ("conv-fine", "lookup_order", {"status": "shipped"})):
        with tracer.turn(conversation) as ctx:
            tracer.chat(ctx, [text("user", "Where is order A-17?")], [text("assistant", "Checking.")])
            tracer.tool(ctx, tool, "c1", {"order_id": "A-17"}, result)
            tracer.chat(ctx, [text("user", "Where is order A-17?")], [text("assistant", "Done.")])
        tracer.tick(3600)
    tracer.close()
    bad = assert_same(tmp_path / "files", tmp_path)
    assert [session["session_id"] for session in bad] == ["conv-failed", "conv-handoff"]


def test_an_agent_handing_off_in_its_own_words(tmp_path: Path) -> None:
    """The agent says it hands the user to people, with no hand-off tool and nothing from the user about people:
    only the agent's words show it, which the user-words projection does not carry."""
    from tests.ingest.sdk import GenAITracer, text

    tracer = GenAITracer(tmp_path / "files")
    for conversation, answer in (("conv-handed", "I\u2019m transferring you to our billing team now."),
                                 ("conv-fine", "Your order A-17 ships tomorrow.")):
        with tracer.turn(conversation) as ctx:
            tracer.chat(ctx, [text("user", "Where is order A-17?")], [text("assistant", answer)])
        tracer.tick(3600)
    tracer.close()
    bad = assert_same(tmp_path / "files", tmp_path)
    assert [session["session_id"] for session in bad] == ["conv-handed"]


def test_the_agent_s_answer_is_the_context_the_user_s_next_words_are_read_in(tmp_path: Path) -> None:
    """"Could someone else do it then?" asks for a person only after the agent refused (the learned model reads the
    agent's previous answer): the user-words projection carries each turn's answer, or it would lose this session."""
    from tests.ingest.sdk import GenAITracer, text

    tracer = GenAITracer(tmp_path / "files")
    for conversation, answer in (("conv-refused", "Sorry, I cannot do that."), ("conv-told", "It ships tomorrow.")):
        asked = [text("user", "Can you refund order A-17?")]
        with tracer.turn(conversation) as ctx:
            tracer.chat(ctx, asked, [text("assistant", answer)])
        tracer.tick(60)
        with tracer.turn(conversation) as ctx:
            tracer.chat(ctx, [*asked, text("assistant", answer), text("user", "Could someone else do it then?")],
                        [text("assistant", "Let me see.")])
        tracer.tick(3600)
    tracer.close()
    bad = assert_same(tmp_path / "files", tmp_path)
    assert [(session["session_id"], [signal["kind"] for signal in session["signals"]])  # type: ignore[union-attr]
            for session in bad] == [("conv-refused", ["escalation"])]


def test_batches_and_workers_give_the_same_answer(demo_traces: Path, tmp_path: Path) -> None:
    source = stored(demo_traces / "spans", tmp_path / "store")
    config = MinerConfig(workers=2)
    config.clickhouse.sessions_per_batch = 3
    assert dumped(pushed_down(source, config)) == dumped(bad_ones(from_files(str(demo_traces / "spans"))))


def test_a_local_store_s_selected_sessions_are_assembled_by_every_worker(
        demo_traces: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The full spans of the selected sessions of a local store are fetched batch after batch while the parts are
    planned, into files of rows that every worker maps and assembles (one part would leave it all to one process),
    each row numbered once across the batches; the same sessions."""
    from miner.diagnostics import Diagnostics
    from miner.ingest import IngestReport
    from miner.receivers.clickhouse import FOREVER, ClickHouseReceiver, TraceBatch, traces_parts
    from tests.clickhouse.conftest import read_worth_a_look

    source = stored(demo_traces / "spans", tmp_path / "store")
    monkeypatch.setattr("miner.receivers.clickhouse.SPOOLED_ROWS", 25)
    config = MinerConfig(workers=2)
    config.clickhouse.sessions_per_batch = 3
    report = IngestReport()
    found = list(read_worth_a_look([source], config, Diagnostics(stream=None), report=report))
    assert dumped(bad_ones(found)) == dumped(bad_ones(from_files(str(demo_traces / "spans"))))
    assert report.workers == 2 and report.reads["full_spans"]["queries"] > 1
    assert report.records == report.reads["full_spans"]["rows_returned"]
    receiver = ClickHouseReceiver(config.clickhouse)
    traces = sorted({trace for session in found for trace in session.trace_ids})
    halves = [TraceBatch(0, FOREVER[1], tuple(traces[:5])), TraceBatch(0, FOREVER[1], tuple(traces[5:]))]
    parts = receiver.parts(traces_parts(source, halves, logs=False)[0])
    diagnostics = Diagnostics(stream=None)
    try:
        assert len(parts) > 2 and all("#spooled=" in part for part in parts)
        rows = [str(record.location) for part in parts for location, document in receiver.read(part, diagnostics)
                for record in receiver.records(document, location, diagnostics)]
    finally:
        receiver.finished()
    assert len(rows) == len(set(rows)) > 25  # a row's number is its place in all the batches' answers


RUN_TIME = re.compile(r'"(?:creation_timestamp|minedAt)": [^,\n]+')  # when the draft was written


def test_miner_sample_drafts_the_same_from_clickhouse_as_from_files(demo_traces: Path, tmp_path: Path) -> None:
    """The weekly job end to end: the push-down (chosen when every source is ClickHouse) writes the same drafts
    and fixtures as the workers' path over the same spans as files."""
    source = stored(demo_traces / "spans", tmp_path / "store")
    written: dict[str, dict[str, str]] = {}
    assembled: dict[str, int] = {}
    for name, where in (("files", str(demo_traces / "spans")), ("clickhouse", source)):
        project = tmp_path / name
        project.mkdir()
        (project / "pyproject.toml").write_text("[tool.miner]\n", encoding="utf-8")
        if name == "clickhouse":  # the same salt, so the same eval ids
            (project / ".miner").mkdir()
            salt = tmp_path / "files" / ".miner" / "ledger.jsonl.salt"
            (project / ".miner" / "ledger.jsonl.salt").write_bytes(salt.read_bytes())
        result = CliRunner().invoke(main, ["sample", "--since", "3000d", "--limit", "4", "--config",
                                           str(project / "pyproject.toml"), "--source", where])
        assert result.exit_code == 0, result.output
        assembled[name] = int(re.findall(r"(\d+) sessions? assembled", result.stderr)[0])
        written[name] = {str(path.relative_to(project)): RUN_TIME.sub("", path.read_text(encoding="utf-8"))
                         for folder in ("drafts", "fixtures") for path in sorted((project / folder).rglob("*"))
                         if path.is_file()}
    assert written["clickhouse"] == written["files"] and written["files"]
    assert 0 < assembled["clickhouse"] < assembled["files"]  # only the sessions worth a look left the database


def test_a_local_store_read_once_in_spooled_parts_gives_the_same_answer(
        demo_traces: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The projection and `miner sessions`' window are read from a local store once, cut into files of rows,
    and converted by the workers: many small parts, sized for assembly's shards, the same sessions."""
    import tempfile

    from miner.diagnostics import Diagnostics
    from miner.ingest import IngestReport, plan_parts, read_sessions
    from miner.receivers import build_receivers
    from miner.receivers.clickhouse import ClickHouseReceiver

    source = stored(demo_traces / "spans", tmp_path / "store")
    spools = tmp_path / "spools"
    spools.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(spools))
    monkeypatch.setattr("miner.receivers.clickhouse.SPOOLED_ROWS", 25)
    config = MinerConfig(workers=2)
    receivers = build_receivers(config)
    parts, _, size = plan_parts([source], receivers)
    assert len(parts) > 4 and size > 0  # the window's rows, 25 to a part, their bytes known before reading
    next(receiver for receiver in receivers if isinstance(receiver, ClickHouseReceiver)).finished()
    in_files = from_files(str(demo_traces / "spans"))
    report = IngestReport()
    assert dumped(list(read_sessions([source], config, Diagnostics(stream=None), report=report))) == dumped(in_files)
    assert report.workers == 2 and report.reads["window"]["rows_returned"] == report.records
    assert dumped(pushed_down(source, config)) == dumped(bad_ones(in_files))
    assert not [path for path in spools.rglob("*") if path.is_file() and not path.name.endswith(".lock")]


def _projection(source: str, receiver_parts: list[str], receiver: object) -> list[tuple[str, str, int]]:
    from miner.receivers.clickhouse import ClickHouseReceiver

    assert isinstance(receiver, ClickHouseReceiver)
    diagnostics = Diagnostics(stream=None)
    read = [record for part in receiver_parts for location, document in receiver.read(part, diagnostics)
            for record in receiver.records(document, location, diagnostics)]
    return sorted((record.trace_id, record.span_id, len(record.attributes)) for record in read)


def test_the_projection_is_read_by_the_workers_while_its_query_runs(
        demo_traces: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A local store's projection is spooled by a process of its own: its parts are planned from the window's
    records before any row is written (the parts past the answer empty), each read as soon as its file is whole,
    a last part bringing the query's figures; the same rows as the query streamed whole."""

    from miner.receivers.clickhouse import ClickHouseReceiver, Predicates, user_words_part

    monkeypatch.setattr("miner.receivers.clickhouse.SPOOLED_ROWS", 7)
    source = stored(demo_traces / "spans", tmp_path / "store")
    predicates = Predicates(error_needles=[], handoff_patterns=[], transfer_tools=[], human_patterns=[])
    receiver = ClickHouseReceiver(MinerConfig().clickhouse)
    parts = receiver.parts(user_words_part(source, predicates))
    try:
        store = Store.open(source, MinerConfig().clickhouse)
        try:
            whole = sorted((record.trace_id, record.span_id, len(record.attributes))
                           for record in store.user_words(Window(*FOREVER), predicates))
            in_window = store.records_in_window(Window(*FOREVER))
        finally:
            store.close()
        assert [part.partition("#")[2].partition("=")[0] for part in parts] == ["awaited"] * len(parts)
        assert len(parts) == -(-in_window // 7) + 1 and in_window > len(whole)
        assert _projection(source, parts, receiver) == whole
        figures = receiver.spent()["user_words"]
        assert figures["rows_returned"] == len(whole) and figures["queries"] == 1  # rows read: progress may not come
    finally:
        receiver.finished()
    assert not Path(parts[-1].split(":", 3)[-1]).exists()  # the spooled files removed with their folder


def test_a_projection_whose_query_fails_is_one_line(demo_traces: Path, tmp_path: Path) -> None:
    """The spooler's failure reaches the worker waiting for its rows as the engine's one line, not a wait forever."""
    from miner.errors import SourceError
    from miner.receivers.clickhouse import ClickHouseReceiver, Predicates, WordsFilter, user_words_part

    source = stored(demo_traces / "spans", tmp_path / "store")
    unreadable = WordsFilter(min_messages=2, needles=[], patterns=["(unclosed"], min_capitals=10)
    predicates = Predicates(error_needles=[], handoff_patterns=[], transfer_tools=[], human_patterns=[],
                            words=unreadable)
    receiver = ClickHouseReceiver(MinerConfig().clickhouse)
    parts = receiver.parts(user_words_part(source, predicates))
    try:
        with pytest.raises(SourceError, match="chdb: the query failed") as failed:
            _projection(source, parts, receiver)
        assert "\n" not in str(failed.value)
    finally:
        receiver.finished()


def test_the_word_detectors_skip_the_sessions_the_sql_selected(tmp_path: Path) -> None:
    """The detectors are most of the push-down's time: a session whose traces the SQL selected already is not read
    again; one with a trace it did not select is."""
    from miner.sample.clickhouse import WordsScreen

    two_turn_session(tmp_path / "files")
    [session] = from_files(str(tmp_path / "files"))
    complaining = session.model_copy(update={"turns": [turn.model_copy(update={
        "user_text": "This is useless, I told you three times already!"}) for turn in session.turns]})
    assert len(complaining.trace_ids) == 2
    assert WordsScreen(MinerConfig().signals)(complaining) == complaining.trace_ids
    skipping = WordsScreen(MinerConfig().signals, frozenset(complaining.trace_ids))
    assert skipping(complaining) is None and skipping._detectors is None
    partly = WordsScreen(MinerConfig().signals, frozenset(complaining.trace_ids[1:]))
    assert partly(complaining) == complaining.trace_ids


def test_a_log_record_has_the_same_id_in_files_and_in_the_database(tmp_path: Path) -> None:
    """A record's id (the span id of the feedback it holds) is built from what the exporter keeps: a record read
    back from ClickHouse has the id it has in files, its observed time (which the exporter drops) aside."""
    with otlp_logs(tmp_path / "logs") as (logger, _, _paths):
        logger.emit(timestamp=LOGGED, event_name="gen_ai.evaluation.result",
                    attributes={"gen_ai.conversation.id": "rated", "gen_ai.evaluation.name": "user_feedback",
                                "gen_ai.evaluation.score.value": 0.0})
        logger.emit(event_name="gen_ai.client.inference.operation.details",  # no time: its observed time is kept
                    attributes={"gen_ai.conversation.id": "rated",
                                "gen_ai.input.messages": _messages(("user", "Where is my parcel?"))})
    files = sorted((tmp_path / "logs").rglob("*.jsonl"))
    in_files = {record.event_name: record.key for path in files
                for number, line in enumerate(path.read_text().splitlines(), start=1)
                for record in logs_of_document(orjson.loads(line), Location(str(path), number),
                                               Diagnostics(stream=None))}
    store = Store.open(stored(tmp_path / "logs", tmp_path / "store"), MinerConfig().clickhouse)
    try:
        in_store = {record.event_name: record.key
                    for record in store.window_records(Window(*FOREVER, idle_ns(MinerConfig())))}
    finally:
        store.close()
    assert len(in_files) == 2 and in_store == in_files


def test_a_bug_in_the_spooler_stops_the_run_as_a_bug(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The spooler's stderr goes nowhere: a bug there (here in turning a parameter into its text form) reaches the
    reader as a bug (exit 70, its traceback for --debug), not as the engine refusing a query."""
    import io
    import os

    import orjson

    from miner.errors import InternalError
    from miner.receivers.clickhouse import spooler
    from miner.receivers.clickhouse.client import spooled_file

    folder = tmp_path / "spool" / "0"
    folder.mkdir(parents=True)
    (folder.parent / spooler.PID).write_text(str(os.getpid()))
    request = {"store": str(tmp_path / "store"), "rows_per_file": 10,
               "queries": [{"sql": "SELECT {x:String}", "params": {"x": "1"}, "folder": str(folder)}]}
    monkeypatch.setattr("miner.receivers.clickhouse.client.text_value", lambda value: value.no_such_attribute)
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(orjson.dumps(request))))
    assert spooler.main() == 1
    with pytest.raises(InternalError) as stopped:
        spooler.awaited_file(spooled_file(folder, 0))
    assert stopped.value.exit_code == 70 and stopped.value.cause == "AttributeError"
    assert "no_such_attribute" in stopped.value.traceback_text and "query 0" in str(stopped.value)


def test_spans_the_exporter_wrote_twice_read_as_files_holding_them_twice(demo_traces: Path, tmp_path: Path) -> None:
    """A batch the Collector retried is in the table twice: the projection chooses its spans by id, and each
    chosen span comes back once (as many rows as from the table holding it once), as files holding it twice."""
    from miner.demo.clickhouse import ChdbStore, load_otlp_files

    twice = tmp_path / "files"
    twice.mkdir()
    for copy in ("a", "b"):
        for path in sorted((demo_traces / "spans").rglob("*.jsonl")):
            (twice / f"{copy}-{path.name}").write_bytes(path.read_bytes())
    projected = []
    for loads in (1, 2):
        store = ChdbStore(tmp_path / f"store-{loads}")
        try:
            for _ in range(loads):
                load_otlp_files((demo_traces / "spans").rglob("*.jsonl"), store)
            source = store.source()
        finally:
            store.close()
        report = IngestReport()
        pushed = list(read_worth_a_look([source], MinerConfig(), Diagnostics(stream=None), report=report))
        assert dumped(bad_ones(pushed)) == dumped(bad_ones(from_files(str(twice))))
        projected.append(report.reads["user_words"]["rows_returned"])
    assert projected[0] == projected[1] > 0


def test_a_conversation_named_only_in_openinference_metadata_is_one_session(tmp_path: Path) -> None:
    """Two traces whose conversation only their `metadata` JSON names: the search keys both by it, so the
    failed turn is fetched with the turn before it, as files read them."""
    import json

    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.trace import Status, StatusCode

    from miner.demo.exporter import OtlpJsonLinesSpanExporter

    provider = TracerProvider(resource=Resource.create({"service.name": "shop-agent"}))
    provider.add_span_processor(SimpleSpanProcessor(OtlpJsonLinesSpanExporter(tmp_path / "files")))
    tracer = provider.get_tracer("openinference.instrumentation.test")
    metadata = {"metadata": json.dumps({"channel": "web", "session_id": "meta-7"})}
    for asked, failed in (("Where is my order A-17?", False), ("Please refund A-17.", True)):
        with tracer.start_as_current_span("chat", attributes={
            "openinference.span.kind": "CHAIN", "input.value": asked, "input.mime_type": "text/plain", **metadata,
        }):
            with tracer.start_as_current_span("ChatCompletion", attributes={
                "openinference.span.kind": "LLM", "llm.model_name": "gpt-test",
                "llm.input_messages.0.message.role": "user", "llm.input_messages.0.message.content": asked,
                "llm.output_messages.0.message.role": "assistant",
                "llm.output_messages.0.message.content": "Let me check.",
            }):
                pass
            with tracer.start_as_current_span("refund_order" if failed else "lookup_order", attributes={
                "openinference.span.kind": "TOOL", "tool.name": "refund_order" if failed else "lookup_order",
                "input.value": json.dumps({"order_id": "A-17"}), "input.mime_type": "application/json",
            }) as span:
                if failed:
                    span.set_status(Status(StatusCode.ERROR, "refund service unavailable"))
    provider.shutdown()
    [session] = assert_same(tmp_path / "files", tmp_path)
    assert session["session_id"] == "meta-7" and len(session["trace_ids"]) == 2  # type: ignore[arg-type]
