"""Tools named in Hindi, Tamil and Japanese, their argument and result keys in the same scripts, called by a real
Google ADK agent (a rule-book model, real Runner, real telemetry) and drafted by the real `miner sample`: the
fixture keeps each tool's name and keys as the schema they are, the personal values under them are replaced, and
the fixture answers the agent's calls when the case is played again."""

from __future__ import annotations

import asyncio
import functools
import json
import re
from collections.abc import AsyncGenerator, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from google.adk.agents import LlmAgent
from google.adk.models import BaseLlm, LlmRequest, LlmResponse
from google.genai import types

from miner.cli import main
from miner.formats.evalset import EvalSet
from miner.formats.fixtures import FixtureFile
from miner.run.adapters.adk import AdkAdapter
from miner.run.harness import CaseToRun, RunOptions, play
from miner.run.spans import install
from tests.mappers.test_adk import layout, run_conversation  # noqa: F401  (both of ADK's telemetry layouts)

PHONES = ["+91 98765 43210", "+91 94441 23456", "+81 90 5550 4172"]
NAMES = ["सुनील वर्मा", "ராஜேஸ்வரி சுந்தரம்", "高橋 美咲"]
IDS = ["FL-2291", "ORD-77120", "YK-48213"]


def बेड़ा_खोजें(बेड़ा_आईडी: str) -> dict[str, Any]:
    """Find a rider's fleet vehicle."""
    return {"बेड़ा_आईडी": बेड़ा_आईडी, "मालिक": {"नाम": NAMES[0], "मोबाइल": PHONES[0]}, "स्थिति": "सक्रिय"}


def ஆர்டர்_நிலை(ஆர்டர்_எண்: str) -> dict[str, Any]:
    """An order's state."""
    return {"ஆர்டர்_எண்": ஆர்டர்_எண், "நிலை": "அனுப்பப்பட்டது",
            "வாடிக்கையாளர்": {"பெயர்": NAMES[1], "கைபேசி": PHONES[1]}}


def 予約検索(予約番号: str) -> dict[str, Any]:
    """Find a booking."""
    return {"予約番号": 予約番号, "状態": "確定", "顧客": {"氏名": NAMES[2], "電話": PHONES[2]}}


TOOLS = [बेड़ा_खोजें, ஆர்டர்_நிலை, 予約検索]
KEYS = {"बेड़ा_खोजें": "बेड़ा_आईडी", "ஆர்டர்_நிலை": "ஆர்டர்_எண்", "予約検索": "予約番号"}
CODE = re.compile(r"\b[A-Z]{2,3}-[A-Z0-9]{4,8}\b")


class LiveToolCalled(RuntimeError):
    pass


def refusing(tool: Callable[..., dict[str, Any]]) -> Callable[..., dict[str, Any]]:
    """The same tool, by name and parameters, that fails when it runs: a replay passes only if the fixture answers."""

    @functools.wraps(tool)
    def live(**args: Any) -> dict[str, Any]:
        raise LiveToolCalled(f"{tool.__name__} ran live with {args}")

    return live


class RuleBookModel(BaseLlm):
    """Calls the tool whose number is in the user's message (its letters say which), then says what it found."""

    model: str = "rule-book-1"

    async def generate_content_async(self, llm_request: LlmRequest,
                                     stream: bool = False) -> AsyncGenerator[LlmResponse, None]:
        user_text, answered = "", False
        for content in llm_request.contents:
            for part in content.parts or []:
                if part.function_response is not None:
                    answered = True
                elif content.role == "user" and part.text:
                    user_text, answered = part.text, False
        code = CODE.search(user_text)
        if code is None or answered:
            part = types.Part(text="I will pass you to a colleague." if code is None else "Found it.")
        else:
            name = next(tool.__name__ for tool, id_ in zip(TOOLS, IDS, strict=True)
                        if code.group().startswith(id_.split("-")[0]))
            part = types.Part(function_call=types.FunctionCall(name=name, args={KEYS[name]: code.group()}))
        yield LlmResponse(content=types.Content(role="model", parts=[part]))


def agent(tools: list[Callable[..., dict[str, Any]]]) -> LlmAgent:
    return LlmAgent(name="support", model=RuleBookModel(), instruction="Help riders and buyers.", tools=tools)


@pytest.mark.usefixtures("layout")
def test_tools_and_keys_in_any_script_stay_schema_and_the_fixture_answers_them(traces_dir: Path,
                                                                               tmp_path: Path) -> None:
    run_conversation(agent(TOOLS), [f"Where is {code}?" for code in IDS]
                     + ["This is useless, I want to talk to a human."])
    since = (datetime.now(UTC) - timedelta(days=1)).date().isoformat()
    (tmp_path / "miner.toml").write_text(f'sources = ["{traces_dir}"]\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["sample", "--since", since, "--config", str(tmp_path / "miner.toml")])
    assert result.exit_code == 0, result.output + result.stderr

    [fixture_path] = (tmp_path / "fixtures").glob("*.json")
    fixture = FixtureFile.model_validate_json(fixture_path.read_text(encoding="utf-8"))
    assert sorted(fixture.tools) == sorted(KEYS)
    for name, [call] in fixture.tools.items():
        assert list(call.args) == [KEYS[name]]
        assert call.args[KEYS[name]] not in IDS
    written = fixture_path.read_text(encoding="utf-8")
    assert {"मालिक", "नाम", "வாடிக்கையாளர்", "பெயர்", "顧客", "氏名"} <= set(re.findall(r'"([^"]+)":', written))
    assert [value for value in [*IDS, *PHONES, *NAMES] if value in written or json.dumps(value)[1:-1] in written] == []

    [evalset_path] = (tmp_path / "drafts").glob("*.evalset.json")
    [case] = EvalSet.model_validate_json(evalset_path.read_text(encoding="utf-8")).eval_cases
    capture, tracer = install()
    replaying = agent([refusing(tool) for tool in TOOLS])
    record = asyncio.run(play(AdkAdapter(replaying), CaseToRun(case, None, fixture), 1, RunOptions(), capture,
                              tracer, tmp_path / "runs"))
    assert record.fixture_misses == []
    assert [answer.answer for answer in record.transcript][:3] == ["Found it."] * 3
