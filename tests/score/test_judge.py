"""The judge against a fake OpenAI-compatible server on 127.0.0.1: verdicts per criterion, N grader runs with a
required number passing, and a judge that fails reported without being held against the agent."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result

from miner.score.config import JudgeConfig
from miner.score.judge import Judge, parse_verdicts
from miner.score.runs import ObservedTurn
from tests.score.conftest import refund_not_owned, refund_spec, write_case

CRITERIA = ["Says the order is not on the customer's account.", "Does not blame the customer."]


class FakeOpenAI:
    """Answers /v1/chat/completions with the next reply of `replies` (a verdicts object, raw text, or an HTTP
    status), repeating the last one; records every request body."""

    def __init__(self) -> None:
        self.replies: list[Any] = []
        self.requests: list[dict[str, Any]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake.requests.append({"path": self.path, "auth": self.headers.get("Authorization"), **body})
                reply = fake.replies.pop(0) if len(fake.replies) > 1 else fake.replies[0]
                if isinstance(reply, int):
                    self.send_response(reply)
                    self.end_headers()
                    return
                content = reply if isinstance(reply, str) else json.dumps(reply)
                data = json.dumps({"id": "x", "object": "chat.completion", "model": body["model"], "choices": [
                    {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}]})
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                self.wfile.write(data.encode())

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def verdicts(self, *passes: bool) -> dict[str, Any]:
        return {"verdicts": [{"criterion": number, "pass": passed, "reason": f"criterion {number} judged {passed}"}
                             for number, passed in enumerate(passes, start=1)]}


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAI]:
    fake = FakeOpenAI()
    fake.thread.start()
    yield fake
    fake.server.shutdown()
    fake.server.server_close()
    fake.thread.join()


TURN = ObservedTurn("Refund order 8812.", [], "Order 8812 is not on your account, so I cannot refund it.")


def judge(fake: FakeOpenAI, runs: int = 3, required: int = 2) -> Judge:
    return Judge(JudgeConfig(base_url=fake.url, model="judge-2026-01-01", runs=runs, required=required,
                             timeout_seconds=5))


def test_the_judge_is_asked_for_json_at_temperature_zero_with_a_pinned_model(
        fake_openai: FakeOpenAI, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    fake_openai.replies = [fake_openai.verdicts(True, True)]
    results = judge(fake_openai)(CRITERIA, [], TURN)
    assert [(result.passed, result.criterion) for result in results] == [(True, CRITERIA[0]), (True, CRITERIA[1])]
    assert len(fake_openai.requests) == 3
    request = fake_openai.requests[0]
    assert request["path"] == "/v1/chat/completions" and request["auth"] == "Bearer test-key"
    assert request["model"] == "judge-2026-01-01" and request["temperature"] == 0.0
    assert request["response_format"] == {"type": "json_object"}
    assert "1. Says the order is not on the customer's account." in request["messages"][1]["content"]


def test_a_criterion_passes_when_the_required_number_of_grader_runs_pass_it(fake_openai: FakeOpenAI) -> None:
    fake_openai.replies = [fake_openai.verdicts(True, False), fake_openai.verdicts(True, True),
                           fake_openai.verdicts(False, False)]
    first, second = judge(fake_openai)(CRITERIA, [], TURN)
    assert first.passed is True
    assert second.passed is False
    assert second.reason == "criterion 2 judged False (1/3 grader runs passed it, 2 required)"


def test_a_judge_without_a_valid_verdict_is_not_held_against_the_agent(fake_openai: FakeOpenAI) -> None:
    fake_openai.replies = [fake_openai.verdicts(True, True), "not json", 500]
    results = judge(fake_openai)(CRITERIA, [], TURN)
    # One grader run passed; the two that gave no verdict might have: neither pass nor fail.
    assert [result.passed for result in results] == [None, None]
    assert results[0].reason.startswith("judge unavailable: the judge's answer is not JSON (1/3")
    fake_openai.replies = [500]
    assert judge(fake_openai, runs=1, required=1)(CRITERIA, [], TURN)[0].reason.startswith(
        "judge unavailable: the judge answered HTTP 500")


def test_verdicts_are_checked_one_per_criterion() -> None:
    with pytest.raises(ValueError, match="1 verdict"):
        parse_verdicts(json.dumps({"verdicts": [{"criterion": 1, "pass": True}]}), 2)
    with pytest.raises(ValueError, match="twice"):
        parse_verdicts(json.dumps({"verdicts": [{"criterion": 1, "pass": True}] * 2}), 2)
    with pytest.raises(ValueError, match="true/false"):
        parse_verdicts(json.dumps({"verdicts": [{"criterion": 1, "pass": "yes"}]}), 1)


def configure_judge(project: Path, url: str) -> None:
    with (project / "pyproject.toml").open("a", encoding="utf-8") as config:
        config.write(f'\n[tool.miner.judge]\nbase_url = "{url}"\nmodel = "judge-2026-01-01"\nruns = 3\n'
                     "required = 2\ntimeout_seconds = 5\n")


def test_score_grades_rubrics_and_reports_a_failing_judge(
        project: Path, miner: Callable[..., Result], fake_openai: FakeOpenAI) -> None:
    write_case(project / "evals", refund_not_owned(), refund_spec(rubrics=CRITERIA))
    configure_judge(project, fake_openai.url)
    miner("demo", "--replay", "evals", "--out", "runs", "--repeat", "2")

    fake_openai.replies = [fake_openai.verdicts(True, False)]
    failed = miner("score", "--runs", "runs/spans")
    assert "0/2 runs passed" in failed.stdout
    assert "✗ Does not blame the customer.\n            criterion 2 judged False (0/3" in failed.stdout

    fake_openai.replies = ["{}"]
    unjudged = miner("score", "--runs", "runs/spans")
    assert unjudged.exit_code == 2  # every run passed its other checks but could not be judged: none scored
    assert ("not scored (refund_not_owned/run-1): the judge gave no verdict (not held against the agent): "
            "judge unavailable: the judge's answer has no verdicts list") in unjudged.stdout
    assert "every run of a suite case is listed above as not scored" in unjudged.stderr
    assert "no run of a suite case" not in unjudged.stderr

    fake_openai.replies = [fake_openai.verdicts(True, True)]
    passed = miner("score", "--runs", "runs/spans", "--format", "json")
    [result] = json.loads(passed.stdout)
    assert passed.exit_code == 0 and result["summary"]["pass_rate"] == 1.0
    assert result["summary"]["checks"]["turn 1 rubric 2"] == 1.0


def test_rubrics_come_from_the_sidecar_and_from_adks_rubric_shape() -> None:
    from miner.formats.evalset import Rubric
    from miner.formats.spec import TurnSpec
    from miner.score.scoring import rubric_criteria

    case = refund_not_owned()
    case.rubrics = [Rubric(rubric_id="r1", rubric_content={"text_property": "Is polite."})]
    assert case.conversation is not None
    case.conversation[0].rubrics = [Rubric(rubric_id="r2", rubric_content={"text_property": "Names the order."})]
    spec = refund_spec(rubrics=["Is short."], turns=[TurnSpec(turn=1, rubrics=["Does not blame the customer."])])
    assert rubric_criteria(case, spec, 0) == ["Is short.", "Does not blame the customer.", "Is polite.",
                                              "Names the order."]


def test_a_hosted_judge_without_a_key_is_warned_of_and_a_refusal_names_the_variable(
        fake_openai: FakeOpenAI, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    hosted = Judge(JudgeConfig(base_url="https://judge.example.com/v1", model="judge-2026-01-01"))
    assert "OPENAI_API_KEY is not set" in (hosted.key_warning() or "")
    assert judge(fake_openai).key_warning() is None  # a server on this machine commonly needs no key
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    assert Judge(JudgeConfig(base_url="https://judge.example.com/v1", model="judge-2026-01-01")).key_warning() is None

    fake_openai.replies = [401]
    [first, _] = judge(fake_openai, runs=1, required=1)(CRITERIA, [], TURN)
    assert first.passed is None
    assert "HTTP 401 (is OPENAI_API_KEY set to a valid key?)" in (first.reason or "")
