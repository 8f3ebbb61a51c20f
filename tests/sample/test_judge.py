"""The optional judge of the signals against a fake OpenAI-compatible server on 127.0.0.1, through `miner sample`
with real redaction: off by default it is never called; on, it reads only redacted conversations, its rejections
leave the sample, its calls are capped, its verdicts cached by content hash (a rerun asks nothing), and an
endpoint that fails leaves every session with the detectors' verdict."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from miner.commands.sample import run
from miner.demo.agent import Customer, Planned
from miner.diagnostics import Diagnostics
from miner.errors import ConfigError
from miner.formats.report import FunnelStep
from miner.formats.week import read_week
from miner.model import Evidence, Session, Signal, SignalKind, Turn
from miner.report.weeks import funnel
from miner.sample import Candidate, SampleConfig, Sampler
from miner.sample.judging import CandidateJudge
from miner.score.config import JudgeConfig
from miner.signals.judge import SignalJudge, SignalJudgeConfig, parse_verdicts
from tests.conformance.fake_openai import FakeOpenAI, Script, Step
from tests.factory import START
from tests.leaks import find_leaks
from tests.sample.test_command import Step as AgentStep
from tests.sample.test_command import failing_lookup, write_traces

NOW = START + timedelta(days=6)
ANN = Customer("Ann Lee", "ann.lee@example.com", "(415) 555-0100", "12 Oak Street", "C-1000", "4111 1111 1111 1111")
PLANTED = [("PERSON", "Margaret Thornbury"), ("EMAIL_ADDRESS", "margaret.thornbury@example.com"),
           ("PHONE_NUMBER", "+44 20 7946 0958"), ("PERSON", "Bartholomew Quince")]


def conversation(session_id: str, hour: int, *exchanges: tuple[str, str], steps: list[AgentStep] | None = None,
                 who: Customer = ANN) -> Planned:
    planned = Planned(session_id, who, START + timedelta(hours=hour), "judge", [])
    planned.turns = [(user, (steps or []) if index == 0 else [], answer)
                     for index, (user, answer) in enumerate(exchanges)]
    return planned


@pytest.fixture(scope="module")
def traces(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A week written by the demo agent through the real OpenTelemetry SDK: two complaints, a request for a
    person, a failed tool call, and two sessions the detectors flag as complaints by the team's phrase "refund"
    that are none: one customer's and the same conversation played by another."""
    margaret = Customer("Margaret Thornbury", "margaret.thornbury@example.com", "+44 20 7946 0958", "12 Oak Street",
                        "C-1001", "4111 1111 1111 1111")
    return write_traces(tmp_path_factory.mktemp("judged") / "traces", [
        conversation("angry", 1, ("Where is my parcel?", "It is on its way."),
                     ("This is useless, you keep saying that and nothing arrives.", "I am sorry.")),
        conversation("angrier", 2, ("Can you check my order?", "It was delivered yesterday."),
                     ("Ridiculous. It was not, I have been waiting at home all week.", "I am sorry.")),
        conversation("handoff", 3, ("I want to talk to a human please", "I will pass you to our team.")),
        conversation("broken", 4, ("Cancel my order", "Something went wrong."), steps=failing_lookup()),
        conversation("refund-1", 5, ("Hi, I'm Margaret Thornbury, margaret.thornbury@example.com, +44 20 7946 0958. "
                                     "It's the wrong size: can I get a refund instead of an exchange?",
                                     "Of course, Margaret Thornbury, the refund is on its way."), who=margaret),
        conversation("refund-2", 6, ("Hi, I'm Bartholomew Quince. It's the wrong size: can I get a refund instead "
                                     "of an exchange?", "Of course, Bartholomew Quince, the refund is on its way.")),
    ])


class JudgeScript(Script):
    """A judge model: a complaint holds when the user is angry at the service, a request for a person when the
    user asks for one; every request body is kept, and `failure` (a step) answers instead when set."""

    def __init__(self) -> None:
        super().__init__({})
        self.requests: list[str] = []
        self.failure: Step | None = None

    def answer(self, messages: list[dict[str, Any]]) -> Step:
        text = str(messages[-1]["content"])
        self.requests.append(json.dumps(messages))
        if self.failure is not None:
            return self.failure
        kinds = [line[2:].split(":")[0] for line in text.split("Conversation:")[0].splitlines() if line[:2] == "- "]
        said = text.split("Conversation:")[1].lower()
        holds = {"complaint": "useless" in said or "ridiculous" in said, "escalation": "human" in said}
        return {"text": json.dumps({"verdicts": [{"kind": kind, "holds": holds.get(kind, True)} for kind in kinds]})}


@pytest.fixture
def judge_model() -> Iterator[tuple[FakeOpenAI, JudgeScript]]:
    script = JudgeScript()
    with FakeOpenAI(script) as server:
        yield server, script


def configure(root: Path, base_url: str, judge: str = "enabled = true") -> None:
    (root / "miner.toml").write_text(f"""
[signals.complaint]
phrases = ["refund", "useless", "ridiculous"]

[signals.judge]
{judge}
base_url = "{base_url}"
model = "judge-2026-01-01"
timeout_seconds = 0.5
""", encoding="utf-8")


def sample(root: Path, traces: Path, output: str = "json") -> tuple[int, str]:
    """One dry run over the week: its exit code and what it printed."""
    out = io.StringIO()
    code = run(sources=[str(traces)], since="7d", until=None, feedback_path=None, limit=None, per_kind=None,
               seed=None, dry_run=True, output_format=output, config_path=root / "miner.toml", now=NOW, out=out,
               diagnostics=Diagnostics(stream=io.StringIO()))
    return code, out.getvalue()


def summary(root: Path, traces: Path) -> dict[str, Any]:
    code, out = sample(root, traces)
    assert code == 0
    document: dict[str, Any] = json.loads(out)
    kinds = sorted(kind for item in document["selected"] for kind in item["kinds"])
    return {**document["summary"], "kinds_selected": kinds, "selected_signals": [
        signal for item in document["selected"] for signal in item["signals"]]}


def test_the_judge_is_off_by_default_and_never_called(
        tmp_path: Path, traces: Path, judge_model: tuple[FakeOpenAI, JudgeScript]) -> None:
    server, script = judge_model
    assert SignalJudgeConfig().enabled is False
    configure(tmp_path, server.base_url, judge="# enabled = false")
    figures = summary(tmp_path, traces)
    assert script.calls == 0 and "judge" not in figures
    assert figures["kinds_selected"] == ["complaint", "complaint", "complaint", "error", "escalation"]
    assert not (tmp_path / ".miner" / "judge-cache.json").exists()


def test_the_judge_reads_only_redacted_text_and_what_it_rejects_is_not_drafted(
        tmp_path: Path, traces: Path, judge_model: tuple[FakeOpenAI, JudgeScript]) -> None:
    server, script = judge_model
    configure(tmp_path, server.base_url)
    figures = summary(tmp_path, traces)
    # The complaints, the request for a person and one refund session are asked about; the failed tool call is
    # never sent; the second refund conversation is the first's near-duplicate, rejected with it unasked.
    assert script.calls == 4 and figures["judge"]["calls"] == 4
    assert figures["judge"]["confirmed"] == 3 and figures["judge"]["rejected"] == 1
    assert figures["rejected_by_judge"] == 2 and figures["selected"] == 4
    assert figures["kinds_selected"] == ["complaint", "complaint", "error", "escalation"]
    assert not any("lookup_order" in request or "Cancel my order" in request for request in script.requests)
    confirmed = [signal["evidence"][-1]["detail"] for signal in figures["selected_signals"]
                 if signal["kind"] in ("complaint", "escalation")]
    assert confirmed == ["confirmed by the judge on the redacted conversation"] * 3
    # No planted value reached the server, nor the cache beside the project: placeholders came instead.
    assert any("<PERSON_" in request and "<EMAIL_ADDRESS_" in request for request in script.requests)
    (tmp_path / "requests.json").write_text("\n".join(script.requests), encoding="utf-8")
    assert find_leaks(PLANTED, tmp_path) == []
    _, text = sample(tmp_path, traces, "text")
    assert "judge judge-2026-01-01: 0 calls (at most 50), 4 from its cache" in text
    assert "sessions dropped as not bad: 2" in text
    [record] = [read_week(path) for path in (tmp_path / ".miner" / "weeks").glob("*.json")]
    assert record.funnel.rejected_by_judge == 2
    assert FunnelStep(step="rejected by the judge", sessions=2) in funnel(record)  # what `miner report` shows


def test_a_rerun_asks_nothing_again_and_the_cache_holds_no_text(
        tmp_path: Path, traces: Path, judge_model: tuple[FakeOpenAI, JudgeScript]) -> None:
    server, script = judge_model
    configure(tmp_path, server.base_url)
    first = summary(tmp_path, traces)
    again = summary(tmp_path, traces)
    assert script.calls == 4  # all of them the first run's
    assert again["judge"]["from_cache"] == 4 and again["judge"]["calls"] == 0
    assert again["kinds_selected"] == first["kinds_selected"] and again["rejected_by_judge"] == 2
    cache = json.loads((tmp_path / ".miner" / "judge-cache.json").read_text(encoding="utf-8"))
    assert len(cache["verdicts"]) == 4
    for key, verdict in cache["verdicts"].items():
        assert len(key) == 64 and int(key, 16) >= 0
        assert set(verdict) == {"confirmed", "rejected", "judged_at"}
        assert set(verdict["confirmed"]) | set(verdict["rejected"]) <= {"complaint", "escalation"}


def test_calls_past_the_cap_are_not_made_and_those_sessions_keep_the_detectors_verdict(
        tmp_path: Path, traces: Path, judge_model: tuple[FakeOpenAI, JudgeScript]) -> None:
    server, script = judge_model
    configure(tmp_path, server.base_url, judge="enabled = true\nmax_calls = 1")
    figures = summary(tmp_path, traces)
    assert script.calls == 1 and figures["judge"]["calls"] == 1
    assert figures["judge"]["not_judged_over_cap"] == 3
    assert figures["kinds_selected"] == ["complaint", "complaint", "complaint", "error", "escalation"]
    _, text = sample(tmp_path, traces, "text")
    assert "1 call (at most 1), 1 from its cache" in text
    assert "2 sessions not judged, over the cap" in text  # the rerun judged one more


@pytest.mark.parametrize(("failure", "reason"), [
    ({"status": 503}, "the judge answered HTTP 503"), ({"cut": True}, "the judge's answer was cut off"),
    ({"text": "{}", "delay": 2}, "the judge could not be reached"), ({"text": "yes"}, "the judge's answer is not JSON"),
], ids=["server error", "cut link", "timeout", "no verdict"])
def test_an_endpoint_that_fails_never_loses_the_run(
        tmp_path: Path, traces: Path, judge_model: tuple[FakeOpenAI, JudgeScript], failure: Step, reason: str) -> None:
    server, script = judge_model
    script.failure = failure
    configure(tmp_path, server.base_url)
    figures = summary(tmp_path, traces)
    assert figures["kinds_selected"] == ["complaint", "complaint", "complaint", "error", "escalation"]
    assert figures["judge"]["calls"] == 3  # three failures in a row: the endpoint is not asked again this run
    assert figures["judge"]["not_judged_endpoint_failed"] == 4 and figures["judge"]["failure"].startswith(reason)
    assert not (tmp_path / ".miner" / "judge-cache.json").exists()
    _, text = sample(tmp_path, traces, "text")
    assert "4 sessions not judged, the judge gave no verdict" in text and "was not asked again" in text


def test_an_enabled_judge_without_an_endpoint_stops_before_reading(tmp_path: Path, traces: Path) -> None:
    (tmp_path / "miner.toml").write_text("[signals.judge]\nenabled = true\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"\[tool.miner.signals.judge\]: the judge is enabled but has no endpoint"):
        sample(tmp_path, traces)


def test_a_verdict_must_name_every_kind_asked_once() -> None:
    assert parse_verdicts('{"verdicts": [{"kind": "complaint", "holds": false}]}', ["complaint"]) == {
        "complaint": False}
    for wrong in ("yes", '{"verdicts": []}', '{"verdicts": [{"kind": "complaint", "holds": "no"}]}',
                  '{"verdicts": [{"kind": "error", "holds": true}]}'):
        with pytest.raises(ValueError):
            parse_verdicts(wrong, ["complaint"])


def test_the_judge_of_the_score_lends_its_endpoint_when_the_signals_judge_names_none(tmp_path: Path) -> None:
    judge = SignalJudge(SignalJudgeConfig(enabled=True),
                        JudgeConfig(base_url="http://127.0.0.1:9/v1", model="judge-2026-01-01"), tmp_path)
    assert (judge.endpoint.base_url, judge.endpoint.model) == ("http://127.0.0.1:9/v1", "judge-2026-01-01")
    assert judge.cache_path == tmp_path / ".miner" / "judge-cache.json"


CUES = {"complaint": 'negative stance "useless"'}  # as the complaint detector words its evidence


def flagged(session_id: str, hour: int, *kinds: str, words: str = "where is my order") -> Session:
    started = START + timedelta(hours=hour)
    return Session(session_id=session_id, started_at=started, ended_at=started + timedelta(minutes=5),
                   turns=[Turn(index=0, user_text=words, final_response="Done.")],
                   signals=[Signal(kind=kind, detector=kind, severity=1.0 + hour / 10,  # type: ignore[arg-type]
                                   evidence=[Evidence(turn=0, detail=CUES.get(kind, kind))]) for kind in kinds])


def test_a_rejection_frees_its_quota_slot_and_what_remains_of_a_session_is_placed_again() -> None:
    sampler = Sampler(SampleConfig(per_kind=1))
    for session in (flagged("complaint-rejected", 9, "complaint", words="a refund please"),
                    flagged("complaint-and-error", 8, "complaint", "error", words="the order page fails"),
                    flagged("complaint-confirmed", 1, "complaint", words="you are useless")):
        sampler.add(session)
    asked: list[str] = []

    def judge(candidate: Candidate) -> frozenset[SignalKind]:
        asked.append(candidate.session.session_id)
        if candidate.session.session_id == "complaint-confirmed":
            candidate.confirmed = ("complaint",)
            return frozenset()
        return frozenset({"complaint"})

    selection = sampler.finish(confirm=judge)
    outcomes = {candidate.session.session_id: candidate.outcome for candidate in selection.candidates}
    assert outcomes == {"complaint-rejected": "rejected_by_judge", "complaint-and-error": "selected",
                        "complaint-confirmed": "selected"}
    assert asked == ["complaint-and-error", "complaint-rejected", "complaint-confirmed"]  # each once, worst first
    placed = {candidate.session.session_id: candidate for candidate in selection.selected}
    # The week's record counts what remains: no complaint group holds the sessions whose complaint was rejected.
    assert {failure.kind for candidate in selection.candidates for failure in candidate.failures
            if candidate.session.session_id != "complaint-confirmed"} == {"error"}
    assert placed["complaint-and-error"].primary == "error" and placed["complaint-and-error"].kinds == ("error",)
    kept = placed["complaint-and-error"].judged_session(placed["complaint-and-error"].session)
    assert [signal.kind for signal in kept.signals] == ["error"]
    confirmed = placed["complaint-confirmed"].judged_session(placed["complaint-confirmed"].session)
    assert confirmed.signals[0].evidence[-1].detail == "confirmed by the judge on the redacted conversation"


def test_the_verdicts_paid_for_outlive_an_interrupted_run(
        tmp_path: Path, traces: Path, judge_model: tuple[FakeOpenAI, JudgeScript],
        monkeypatch: pytest.MonkeyPatch) -> None:
    server, script = judge_model
    configure(tmp_path, server.base_url)
    judge = CandidateJudge.__call__

    def interrupted_on_the_third(self: CandidateJudge, candidate: Candidate, whole: Session) -> frozenset[SignalKind]:
        if script.calls == 2:
            raise KeyboardInterrupt
        return judge(self, candidate, whole)

    monkeypatch.setattr(CandidateJudge, "__call__", interrupted_on_the_third)
    with pytest.raises(KeyboardInterrupt):
        sample(tmp_path, traces)
    cache = json.loads((tmp_path / ".miner" / "judge-cache.json").read_text(encoding="utf-8"))
    assert len(cache["verdicts"]) == 2
