"""The ClickHouse source against files: what the push-down reads, what it brings back, and how long the weekly
`miner sample --dry-run` takes on the same sessions stored both ways.

    python bench/clickhouse.py [--sessions 20000 (default) 100000 1000000] [--rounds 3] [--keep DIR]

Sessions come from the demo agent (the real OpenTelemetry SDK): a few dozen template conversations, good and
bad, each copied N times forward in time across the last week with new trace and conversation ids; one copy in
20 is of a bad template (~5% bad). The copies are written twice, identically: as OTLP/JSON lines (the
Collector's file exporter) and as the ClickHouse exporter's rows in chdb (the same conversion, the copying done
by the engine: `INSERT ... SELECT` over the template rows). Then, at each size, `miner sample --since
<a week before the data was loaded> --dry-run` (so data kept with `--keep` gives the same sessions when read
again later; the command's `run`, each in a fresh process at the benchmark's own priority), files and ClickHouse
alternating for `--rounds` rounds: the medians of wall time and of CPU time (user + system of the process and
every process it waited for: its ingestion workers, its chdb queries), their ratios, each round's ratio files /
ClickHouse (wall and CPU: a round's two runs follow each other, so a slow drift of the machine cancels in it) with
their median and range, and whether both selected the same sessions (`--rounds 0` only makes or keeps the
data); and from the ClickHouse run, per phase, the rows and bytes the engine read, the rows and bytes returned to
Python and the queries' wall time: the full spans returned against the spans of the bad
sessions (goal: proportional to the bad sessions, not to the window), and the user-words projection's bytes
(the one part that grows with the window).
Goal: the ClickHouse path faster than the file path at 1M sessions. The machine may be shared: the rounds
alternate so that a busy neighbour slows both alike, and CPU time beside wall time and the load average sampled
while each path runs show how loaded it was.

On the local store the user-words projection is spooled by a process of its own while ingestion's workers
convert and map the files already whole (`miner.receivers.clickhouse.spooler`), so the query's time overlaps the
reading; a server's projection is a query per worker, streamed, already. The word detectors skip the sessions the
SQL selected (`WordsScreen`); `--word-detector-time` prints, after the rounds, what leaving those sessions out of
the projection in SQL would take off its rows and bytes (at 2,000 sessions 3.5%: not pushed down, since the
detectors skip them already and the trace ids would have to travel as one parameter, too long for a server's
URL at scale), and the detectors' CPU time on the projected sessions they flag and on those they clear: the most
a lossless SQL pre-filter could save. There is none for the shipped detectors: the learned model (a logistic
regression over a message's words, their character grams, word pairs and marks of tone, scaled by the square
root of their number) may put any English message over its cut, and its verdict alone reaches the complaint
threshold, so a SQL test that never loses a flagged session would have to compute the model itself; the rule
cues, the sentiment lexicon and the other languages' cues add hundreds of patterns more. The one test that is
lossless, a session with no user words at all, removes nothing here.

Exits 1 when a goal it prints is missed: the same sessions selected by both paths in every round, and at
1,000,000 sessions or more the ClickHouse path faster in wall time (median). Figures, dated, with the commands
that produced them: bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TEMPLATE_SESSIONS = 160
BAD_EVERY = 20
LINES_PER_FILE = 20_000
LOAD_EVERY = 2.0
TOOLS = ["lookup_order", "track_shipment", "issue_refund", "update_address", "escalate"]
_TIME = re.compile(r'"(startTimeUnixNano|endTimeUnixNano|timeUnixNano)":"(\d+)"')
_TRACE = re.compile(r'"traceId":"([0-9a-f]{32})"')


class Collect:
    """A span exporter keeping what it is given (the SDK's spans, before any encoding)."""

    def __init__(self) -> None:
        self.spans: list[Any] = []

    def export(self, spans: Any) -> Any:
        from opentelemetry.sdk.trace.export import SpanExportResult

        self.spans.extend(spans)
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        pass

    def force_flush(self, timeout_millis: int = 0) -> bool:
        return True


def templates() -> tuple[list[str], list[str]]:
    """(bad, good) template conversations: one OTLP/JSON line each, made by the demo agent through the SDK."""
    import random

    from miner.config import MinerConfig
    from miner.demo.agent import DemoAgent, plan
    from miner.demo.exporter import otlp_json
    from miner.diagnostics import Diagnostics
    from miner.ingest import read_sessions
    from miner.signals import detect

    collect = Collect()
    agent = DemoAgent(collect)  # type: ignore[arg-type]
    rng = random.Random(11)
    for session in plan(TEMPLATE_SESSIONS, 11, datetime.now(UTC)):
        agent.play(session, rng)
    agent.shutdown()
    by_trace: dict[int, list[Any]] = defaultdict(list)
    for span in collect.spans:
        by_trace[span.context.trace_id].append(span)
    by_session: dict[str, list[Any]] = defaultdict(list)
    for spans in by_trace.values():
        conversation = next(str(span.attributes["gen_ai.conversation.id"]) for span in spans
                            if "gen_ai.conversation.id" in (span.attributes or {}))
        by_session[conversation].extend(spans)
    bad, good = [], []
    with tempfile.TemporaryDirectory() as scratch:
        for _conversation, spans in sorted(by_session.items()):
            line = json.dumps(otlp_json(spans), separators=(",", ":"), ensure_ascii=False)
            path = Path(scratch) / "one.jsonl"
            path.write_text(line + "\n", encoding="utf-8")
            [session] = read_sessions([str(path)], MinerConfig(), Diagnostics(stream=None))
            (bad if detect(session).signals else good).append(line)
    return bad, good


def template_of(copy: int, bad: int, good: int) -> int:
    """Which template copy `copy` is (the engine computes the same: see `replicate`)."""
    return (copy // BAD_EVERY) % bad if copy % BAD_EVERY == 0 else bad + copy % good


def _first_time(line: str) -> int:
    return min(int(match.group(2)) for match in _TIME.finditer(line))


def write_files(lines: list[str], sessions: int, base_ns: int, step_ns: int, folder: Path, bad: int) -> int:
    folder.mkdir(parents=True)
    compiled = []
    for line in lines:
        conversation = re.search(r'"gen_ai\.conversation\.id","value":\{"stringValue":"([^"]+)"', line)
        assert conversation
        compiled.append((line, _first_time(line), conversation.group(1)))
    written = 0
    handle = None
    for copy in range(sessions):
        if copy % LINES_PER_FILE == 0:
            if handle:
                handle.close()
            handle = (folder / f"spans-{copy // LINES_PER_FILE:05d}.jsonl").open("w", encoding="utf-8")
        line, first, conversation = compiled[template_of(copy, bad, len(lines) - bad)]
        shift = base_ns + copy * step_ns - first
        prefix = f"{copy:016x}"
        text = _TIME.sub(lambda match, shift=shift: f'"{match.group(1)}":"{int(match.group(2)) + shift}"', line)
        text = _TRACE.sub(lambda match, prefix=prefix: f'"traceId":"{prefix}{match.group(1)[16:]}"', text)
        text = text.replace(f'"stringValue":"{conversation}"', f'"stringValue":"{conversation}-{copy}"')
        handle.write(text + "\n")  # type: ignore[union-attr]
        written += len(text) + 1
    if handle:
        handle.close()
    return written


def replicate(store_dir: Path, lines: list[str], sessions: int, base_ns: int, step_ns: int, bad: int) -> None:
    """The same copies, made by the engine from the template rows (the exporter's conversion of each line)."""
    from miner.demo.clickhouse import ChdbStore, trace_rows

    store = ChdbStore(store_dir)
    try:
        query = store.session.query
        query("CREATE TABLE otel.template AS otel.otel_traces ENGINE = MergeTree ORDER BY tuple()")
        query("CREATE TABLE otel.template_traces (TraceId String, Template UInt32, First Int64) "
              "ENGINE = MergeTree ORDER BY TraceId")
        store.traces_table = "template"
        mapping = []
        for index, line in enumerate(lines):
            document = json.loads(line)
            store.insert_traces(trace_rows(document))
            first = _first_time(line)
            mapping += [f"('{trace}', {index}, {first})" for trace in set(_TRACE.findall(line))]
        query(f"INSERT INTO otel.template_traces VALUES {', '.join(mapping)}")
        good = len(lines) - bad
        shifted = f"toUnixTimestamp64Nano({{time}}) - m.First + {base_ns} + c.n * {step_ns}"
        query(f"""INSERT INTO otel.otel_traces (Timestamp, TraceId, SpanId, ParentSpanId, TraceState, SpanName,
            SpanKind, ServiceName, ResourceAttributes, ScopeName, ScopeVersion, SpanAttributes, Duration, StatusCode,
            StatusMessage, `Events.Timestamp`, `Events.Name`, `Events.Attributes`, `Links.TraceId`, `Links.SpanId`,
            `Links.TraceState`, `Links.Attributes`)
        SELECT fromUnixTimestamp64Nano({shifted.format(time='t.Timestamp')}),
            concat(leftPad(lower(hex(c.n)), 16, '0'), substring(t.TraceId, 17)), t.SpanId, t.ParentSpanId,
            t.TraceState, t.SpanName, t.SpanKind, t.ServiceName, t.ResourceAttributes, t.ScopeName, t.ScopeVersion,
            mapApply((k, v) -> (k, if(k = 'gen_ai.conversation.id', concat(v, '-', toString(c.n)), v)),
                     t.SpanAttributes),
            t.Duration, t.StatusCode, t.StatusMessage,
            arrayMap(e -> fromUnixTimestamp64Nano({shifted.format(time='e')}), t.`Events.Timestamp`),
            t.`Events.Name`, t.`Events.Attributes`, t.`Links.TraceId`, t.`Links.SpanId`, t.`Links.TraceState`,
            t.`Links.Attributes`
        FROM otel.template AS t
        INNER JOIN otel.template_traces AS m ON m.TraceId = t.TraceId
        INNER JOIN (SELECT number AS n, toUInt32(if(n % {BAD_EVERY} = 0, intDiv(n, {BAD_EVERY}) % {bad},
                                                   {bad} + n % {good})) AS Template
                    FROM numbers({sessions})) AS c ON c.Template = m.Template""")
        query("OPTIMIZE TABLE otel.otel_traces FINAL")
        query("DROP TABLE otel.template")
        query("DROP TABLE otel.template_traces")
    finally:
        store.close()


def sample(repo: Path, source: str, since: str) -> dict[str, Any]:
    """`miner sample --since <since> --dry-run` in a fresh process (see `worker`), at this process's priority: its
    time, answer and query figures, and the CPU time (user + system) it and every process it waited for (the
    ingestion workers, the chdb queries) spent, from `os.wait4`: wall time far above CPU time / cores is a
    loaded machine."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        child = subprocess.Popen([sys.executable, __file__, "--worker", str(repo), source, since], stdout=out,
                                 stderr=err)
        loads = [os.getloadavg()[0]]
        while True:  # the machine's load while this path runs, every LOAD_EVERY seconds
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            time.sleep(LOAD_EVERY)
            loads.append(os.getloadavg()[0])
        wall = time.perf_counter() - started
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if child.returncode != 0:
            raise SystemExit(f"miner sample failed on {source}:\n{err.read().decode(errors='replace')[-2000:]}")
        answer = json.loads(out.read().decode().splitlines()[-1])
    return {**answer, "wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "load": statistics.mean(loads),
            "load_max": max(loads)}


def worker(repo: Path, source: str, since: str = "7d") -> None:
    """The weekly job as `miner sample --dry-run` runs it (`sample_week`), timed from the start of the process's
    work; on ClickHouse with the reader it picks, its ingestion report saying what each phase read and returned."""
    import os

    from miner.commands.common import Progress, setup
    from miner.diagnostics import Diagnostics
    from miner.ingest import IngestReport
    from miner.sample import Ledger
    from miner.sample.render import week_json
    from miner.sample.weekly import Request, sample_week

    os.chdir(repo)
    report = IngestReport()  # on ClickHouse, what each phase read and returned (`reads`)
    started = time.perf_counter()
    context = setup(None, since, None)
    week = sample_week(Request([source], context.start, context.end, dry_run=True), context.config, context.root,
                       Ledger(context.root / context.config.sample.ledger), Diagnostics(), Progress("sample"),
                       report)
    elapsed = time.perf_counter() - started
    document = week_json(week)
    stats = {phase: dict(figures) for phase, figures in report.reads.items()}
    print(json.dumps({"code": 0, "seconds": elapsed, "summary": document["summary"],
                      "selected": _selected(document), "stats": stats}))


@dataclass
class TimedScreen:
    """The push-down's work on each projected session (`WordsScreen`), timed: (skipped as selected by the SQL,
    flagged by a word detector, the detectors' CPU seconds on it)."""

    screen: Any

    def __call__(self, session: Any) -> tuple[bool, bool, float]:
        started = time.process_time()
        found = self.screen(session)
        return self.screen.selected.issuperset(session.trace_ids), found is not None, time.process_time() - started


# The projection without the traces of the sessions the SQL selected: what pushing the exclusion into it saves.
EXCLUDED = ("SELECT * FROM ({query}) WHERE TraceId NOT IN "
            "(SELECT arrayJoin(splitByChar(',', {{excluded:String}})))")


def word_detector_time(repo: Path, source: str, since_text: str) -> None:
    """What a lossless SQL pre-filter of the projection could at most save: the word detectors' CPU time on the
    projected sessions they clear, against their time on those they flag (the projection read as the push-down
    reads it, in the workers; the time of reading and assembling is not counted)."""
    from miner.config import load_config
    from miner.diagnostics import Diagnostics
    from miner.ingest import IngestReport, map_sessions
    from miner.mappers import idle_ns
    from miner.receivers.clickhouse import Store, Window, user_words_part
    from miner.receivers.clickhouse.client import ChdbClient, QueryStats
    from miner.sample.clickhouse import WordsScreen, predicates_for, words_filter

    os.chdir(repo)
    config, _ = load_config(repo / "pyproject.toml")
    since = datetime.fromisoformat(since_text)
    window = Window.of(since, None, idle_ns(config))
    predicates = predicates_for(config.signals)
    predicates.words = words_filter(config.signals)
    store = Store.open(source, config.clickhouse)
    try:
        selected = frozenset(trace for candidate in store.candidates(window, predicates) for trace in candidate.traces)
        text, parameters = store.user_words_query(window, predicates, (0, 1))
        figures = {}
        for name, query in (("as shipped", text), ("without the SQL's sessions", EXCLUDED.format(query=text))):
            stats = QueryStats()
            with tempfile.TemporaryDirectory() as spool:
                assert isinstance(store.client, ChdbClient)
                store.client.spool(query, {**parameters, "excluded": ",".join(sorted(selected))}, stats,
                                   Path(spool), 1_000_000)
            figures[name] = stats
    finally:
        store.close()
    print(f"  the projection as shipped and with the SQL's {len(selected):,} traces left out in SQL "
          "(the traces a single string parameter, split in the engine):")
    for name, stats in figures.items():
        print(f"    {name:<28} {stats.rows_returned:>11,} rows {stats.bytes_returned:>14,} bytes back, "
              f"{stats.rows_read:>12,} rows read, {stats.milliseconds / 1000:.1f} s")
    started = time.perf_counter()
    timed = list(map_sessions([user_words_part(source, predicates)], config, Diagnostics(stream=None), since, None,
                              IngestReport(), work=TimedScreen(WordsScreen(config.signals, selected)),
                              require_records=False))
    elapsed = time.perf_counter() - started
    read = [(flagged, seconds) for skipped, flagged, seconds in timed if not skipped]
    cleared = sum(seconds for flagged, seconds in read if not flagged)
    on_flagged = sum(seconds for flagged, seconds in read if flagged)
    print(f"  word detectors on the projection ({elapsed:.1f} s wall to read, assemble and screen it): "
          f"{len(timed):,} sessions, {len(timed) - len(read):,} skipped (selected by the SQL); "
          f"{sum(flagged for flagged, _ in read):,} flagged taking {on_flagged:.1f} s CPU, "
          f"{sum(not flagged for flagged, _ in read):,} cleared taking {cleared:.1f} s CPU: at most {cleared:.1f} s "
          "a lossless pre-filter could save in the detectors (plus their sessions' reading and assembly)", flush=True)


def _selected(document: dict[str, Any]) -> list[Any]:
    return [{key: value for key, value in item.items() if key not in ("session_hash", "duplicate_hashes")}
            for item in document["selected"]]


def print_figures(stats: dict[str, dict[str, int]], bad: int, spans_per_bad: float, window_spans: float,
                  file_bytes: int) -> None:
    print(f"  {'phase':<12} {'queries':>7} {'rows read':>14} {'bytes read':>14} {'rows back':>11} "
          f"{'bytes back':>13} {'query s':>8}")
    for phase, figures in stats.items():
        print(f"  {phase:<12} {figures['queries']:>7} {figures['rows_read']:>14,} {figures['bytes_read']:>14,} "
              f"{figures['rows_returned']:>11,} {figures['bytes_returned']:>13,} "
              f"{figures.get('milliseconds', 0) / 1000:>8.1f}")
    full = stats.get("full_spans")
    if full is not None:
        expected = bad * spans_per_bad
        print(f"  full spans back: {full['rows_returned']:,} rows for {bad:,} bad sessions (~{expected:,.0f} spans in "
              f"them): {full['rows_returned'] / max(1.0, expected):.2f}x the bad sessions' spans, "
              f"{full['rows_returned'] / window_spans:.3f}x the window's spans")
    words = stats.get("user_words")
    if words is not None:
        print(f"  user-words projection (grows with the window): {words['bytes_returned'] / 1e6:.1f} MB back for "
              f"{words['rows_returned']:,} spans, against {file_bytes / 1e6:.0f} MB of files")



def pair_ratios(pairs: list[dict[str, dict[str, Any]]], figure: str) -> list[float]:
    """files / ClickHouse of `figure` within each round (a pair run one after the other): a slow drift of the
    machine's speed slows both runs of a pair alike, so it cancels in the ratio."""
    return [pair["files"][figure] / pair["clickhouse"][figure] for pair in pairs]


def time_rounds(rounds: int, here: Path, source: str, since: str, sessions: int, spans_per_bad: float,
                spans_per_session: float, file_bytes: int) -> list[str]:
    """`rounds` rounds of both paths, alternating (ClickHouse, files; files, ClickHouse; ...), each in a fresh
    process: every run, the medians, and each round's ratio files / ClickHouse with their median and range; returns
    the goals missed."""
    times: dict[str, list[float]] = {"files": [], "clickhouse": []}
    cpu: dict[str, list[float]] = {"files": [], "clickhouse": []}
    load: dict[str, list[float]] = {"files": [], "clickhouse": []}
    pairs: list[dict[str, dict[str, Any]]] = []
    answers: dict[str, Any] = {}
    selections: list[bool] = []
    runs = (("clickhouse", source), ("files", str(here / "files")))
    print(f"  both paths at nice {os.nice(0)}, alternating, each in a fresh process; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    for round_number in range(rounds):
        for name, where in runs if round_number % 2 == 0 else runs[::-1]:
            answers[name] = sample(here, where, since)
            times[name].append(answers[name]["seconds"])
            cpu[name].append(answers[name]["cpu"])
            load[name].append(answers[name]["load"])
            print(f"  round {round_number + 1}: {name} {answers[name]['seconds']:.1f} s wall, "
                  f"{answers[name]['cpu']:.1f} s CPU (user+sys, with its workers); load average during "
                  f"it {answers[name]['load']:.1f} (at most {answers[name]['load_max']:.1f}) on "
                  f"{os.cpu_count()} cores", flush=True)
            if name == "clickhouse" and round_number == 0:  # shown before the (long) files run ends
                ch = answers[name]
                print(f"push-down (the ClickHouse run): {ch['summary']['sessions_read']:,} sessions fetched "
                      f"whole, {ch['summary']['bad']:,} of them bad (expected ~{sessions // BAD_EVERY:,})")
                print_figures(ch["stats"], ch["summary"]["bad"], spans_per_bad, sessions * spans_per_session,
                              file_bytes)
                sys.stdout.flush()
        pairs.append({name: {"wall": answers[name]["seconds"], "cpu": answers[name]["cpu"]} for name, _ in runs})
        selections.append(answers["files"]["selected"] == answers["clickhouse"]["selected"])
        print(f"  round {round_number + 1}, files / clickhouse: {pair_ratios(pairs[-1:], 'wall')[0]:.2f}x wall, "
              f"{pair_ratios(pairs[-1:], 'cpu')[0]:.2f}x CPU", flush=True)
    files, ch = answers["files"], answers["clickhouse"]
    files_median, ch_median = statistics.median(times["files"]), statistics.median(times["clickhouse"])
    print(f"miner sample --since {since} --dry-run, {rounds} alternating round(s), each in a fresh "
          "process (medians; machine shared):")
    print(f"  files {files_median:.1f} s [{min(times['files']):.1f}-{max(times['files']):.1f}]; "
          f"clickhouse {ch_median:.1f} s [{min(times['clickhouse']):.1f}-{max(times['clickhouse']):.1f}]; "
          f"files / clickhouse = {files_median / ch_median:.2f}x (goal at 1M: > 1"
          f"{', MISSED' if sessions >= 1_000_000 and files_median <= ch_median else ''})")
    files_cpu, ch_cpu = statistics.median(cpu["files"]), statistics.median(cpu["clickhouse"])
    print(f"  CPU time (user+sys): files {files_cpu:.1f} s; clickhouse {ch_cpu:.1f} s; "
          f"files / clickhouse = {files_cpu / ch_cpu:.2f}x")
    for figure, said in (("wall", "wall time"), ("cpu", "CPU time")):
        ratios = pair_ratios(pairs, figure)
        print(f"  files / clickhouse within each round, {said} (a drift of the machine cancels in a pair): "
              f"{', '.join(f'{ratio:.2f}x' for ratio in ratios)}; median {statistics.median(ratios):.2f}x "
              f"[{min(ratios):.2f}-{max(ratios):.2f}]")
    print(f"  load average during each path (mean of its rounds, {os.cpu_count()} cores): files "
          f"{statistics.mean(load['files']):.1f}, clickhouse {statistics.mean(load['clickhouse']):.1f}")
    print(f"  sessions read: files {files['summary']['sessions_read']:,}, clickhouse "
          f"{ch['summary']['sessions_read']:,}; bad: files {files['summary']['bad']:,}, clickhouse "
          f"{ch['summary']['bad']:,}; same selection in every round: {all(selections)} (goal: True)")
    missed = [] if all(selections) else ["the two paths selected different sessions"]
    if sessions >= 1_000_000 and files_median <= ch_median:
        missed.append(f"at {sessions:,} sessions the ClickHouse path is not faster ({files_median / ch_median:.2f}x)")
    return missed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, nargs="+", default=[20_000])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--keep", type=Path, help="work in this folder and keep it (default: a temporary one)")
    parser.add_argument("--word-detector-time", action="store_true",
                        help="after the rounds, time the word detectors on the projected sessions they flag and clear")
    parser.add_argument("--worker", nargs="+", metavar="REPO SOURCE [SINCE]", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(Path(args.worker[0]), args.worker[1], *args.worker[2:3])
        return 0
    missed: list[str] = []

    bad_lines, good_lines = templates()
    lines = bad_lines + good_lines
    spans_per = [line.count('"spanId"') for line in lines]
    spans_per_bad = statistics.mean(spans_per[:len(bad_lines)])
    print(f"templates: {len(bad_lines)} bad, {len(good_lines)} good conversations from the demo agent; "
          f"{statistics.mean(spans_per):.1f} spans per session; one copy in {BAD_EVERY} bad")
    work = args.keep or Path(tempfile.mkdtemp(prefix="bench-clickhouse-"))
    try:
        for sessions in args.sessions:
            here = work / str(sessions)
            loaded_marker = here / "loaded"
            if args.keep and loaded_marker.is_file():  # the same sessions, from an earlier run with --keep
                written = loaded = 0.0
                file_bytes = sum(path.stat().st_size for path in (here / "files").glob("*.jsonl"))
            else:
                shutil.rmtree(here, ignore_errors=True)
                here.mkdir(parents=True)
                now = datetime.now(UTC)
                base_ns = int((now - timedelta(days=7) + timedelta(hours=2)).timestamp() * 1e9)
                step_ns = int(timedelta(days=7, hours=-4).total_seconds() * 1e9) // sessions
                started = time.perf_counter()
                file_bytes = write_files(lines, sessions, base_ns, step_ns, here / "files", len(bad_lines))
                written = time.perf_counter() - started
                started = time.perf_counter()
                replicate(here / "store", lines, sessions, base_ns, step_ns, len(bad_lines))
                loaded = time.perf_counter() - started
                loaded_marker.write_text(datetime.now(UTC).isoformat(), encoding="utf-8")
            # The window: the seven days before the data was loaded, so that data kept with --keep gives the same
            # sessions however much later it is read again (its sessions start 2 hours into that week).
            since = (datetime.fromisoformat(loaded_marker.read_text(encoding="utf-8")) - timedelta(days=7)).isoformat()
            store_bytes = sum(path.stat().st_size for path in (here / "store").rglob("*") if path.is_file())
            source = f"chdb://{here / 'store'}/otel"
            (here / "pyproject.toml").write_text(f"[tool.miner]\ntools = {json.dumps(TOOLS)}\n", encoding="utf-8")
            print(f"\n== {sessions:,} sessions: files {file_bytes / 1e9:.2f} GB (written in {written:.0f} s), "
                  f"ClickHouse store {store_bytes / 1e9:.2f} GB (loaded in {loaded:.0f} s); the window since {since}",
                  flush=True)

            if args.rounds == 0:
                print(f"  --rounds 0: the data is {'kept in ' + str(here) if args.keep else 'made, and removed'}; "
                      "nothing timed", flush=True)
            else:
                missed += time_rounds(args.rounds, here, source, since, sessions, spans_per_bad,
                                      statistics.mean(spans_per), file_bytes)
            if args.word_detector_time:
                word_detector_time(here, source, since)
            if not args.keep:
                shutil.rmtree(here)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    for goal in missed:
        print(f"goal missed: {goal}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
