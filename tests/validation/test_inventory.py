"""The tool inventory: from the config, a gen_ai.tool.definitions manifest, or a real ADK agent."""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from miner.errors import InventoryError
from miner.validation.inventory import resolve_inventory
from tests.validation.conftest import refund_case, refund_spec, write_draft, write_json

AGENT_MODULE = textwrap.dedent('''
    from google.adk.agents import Agent
    from google.adk.tools import FunctionTool
    from google.adk.tools.agent_tool import AgentTool


    def lookup_order(order_id: str) -> dict:
        """Look an order up."""
        return {}


    def issue_refund(order_id: str, amount: float) -> dict:
        """Refund an order."""
        return {}


    def summarize(text: str) -> str:
        """Summarize a text."""
        return text


    summarizer = Agent(name="summarizer", model="gemini-2.0-flash", tools=[summarize])
    billing = Agent(name="billing", model="gemini-2.0-flash", tools=[FunctionTool(issue_refund)])
    root_agent = Agent(name="support", model="gemini-2.0-flash", tools=[lookup_order, AgentTool(summarizer)],
                       sub_agents=[billing])
''')


@pytest.fixture
def agent_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> str:
    monkeypatch.setattr(sys, "path", list(sys.path))
    name = f"support_agent_{request.node.name.replace('[', '_').replace(']', '')}"
    package = tmp_path / name
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "agent.py").write_text(AGENT_MODULE)
    monkeypatch.chdir(tmp_path)
    return f"{name}.agent:root_agent"


def test_real_adk_agent_tools_and_sub_agents(agent_package: str, tmp_path: Path) -> None:
    inventory = resolve_inventory(None, None, agent_package, tmp_path)
    # summarize belongs to an agent used as a tool: the root agent cannot call it directly.
    assert inventory.names == {"lookup_order", "summarizer", "issue_refund", "transfer_to_agent"}


def test_agent_option_on_the_command_line(agent_package: str, tmp_path: Path,
                                          miner: Callable[..., Result]) -> None:
    write_draft(tmp_path, refund_case("ok", tools=("lookup_order",)),
                refund_spec("ok", must_not_call=["issue_refund"], arg_rules={}))
    write_draft(tmp_path, refund_case("lost", tools=("escalate",)))
    result = miner("validate", ".", "--agent", agent_package)
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        "lost.evalset.json: lost: eval_cases[0].conversation[0].intermediate_data.tool_uses[0].name: "
        "tool 'escalate' is not one of the agent's tools (renamed or removed?)"]


def test_agent_that_cannot_be_imported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "path", list(sys.path))
    with pytest.raises(InventoryError, match=r"module no_such_agent_pkg\.agent does not import \(ModuleNotFound"):
        resolve_inventory(None, None, "no_such_agent_pkg.agent:root_agent", tmp_path)
    with pytest.raises(InventoryError, match=r"expected package\.module:attribute"):
        resolve_inventory(None, None, "just_a_module", tmp_path)


def test_manifest_in_gen_ai_tool_definitions_shape(tmp_path: Path) -> None:
    write_json(tmp_path / "tools.json", [
        {"type": "function", "name": "lookup_order", "description": "Look up",
         "parameters": {"type": "object"}},
        {"type": "function", "name": "escalate"}])
    inventory = resolve_inventory(["extra_tool"], Path("tools.json"), None, tmp_path)
    assert inventory.names == {"lookup_order", "escalate", "extra_tool"}
    assert inventory.sources == ("the tools list", "manifest tools.json")


def test_bad_manifest_is_one_clear_error(tmp_path: Path) -> None:
    write_json(tmp_path / "tools.json", [{"type": "function", "description": "no name"}])
    with pytest.raises(InventoryError, match=r"tools.json: \[0\].name: Field required"):
        resolve_inventory(None, tmp_path / "tools.json", None, tmp_path)
    with pytest.raises(InventoryError, match="tools manifest not found"):
        resolve_inventory(None, tmp_path / "missing.json", None, tmp_path)


def test_manifest_from_config_is_relative_to_the_config_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            miner: Callable[..., Result]) -> None:
    write_json(tmp_path / "repo" / "tools.json", [{"type": "function", "name": "lookup_order"}])
    (tmp_path / "repo" / "pyproject.toml").write_text('[tool.miner]\ntools_manifest = "tools.json"\n')
    write_draft(tmp_path / "repo", refund_case("a"))
    monkeypatch.chdir(tmp_path / "repo")
    result = miner("validate", ".")
    assert result.exit_code == 0, result.output
    assert "1 tool from manifest tools.json" in result.stderr


def test_no_inventory_is_an_error() -> None:
    with pytest.raises(InventoryError, match="no tool inventory configured"):
        resolve_inventory(None, None, None, Path.cwd())


def test_a_manifest_that_is_not_json_names_its_line_and_the_expected_shape(tmp_path: Path) -> None:
    (tmp_path / "tools.json").write_text('[\n  {"type": "function", "name": "lookup_order"},\n  oops\n]\n')
    with pytest.raises(InventoryError) as not_json:
        resolve_inventory(None, tmp_path / "tools.json", None, tmp_path)
    assert "tools.json: line 3, column 3: not JSON" in str(not_json.value)
    write_json(tmp_path / "tools.json", {"tools": []})
    with pytest.raises(InventoryError) as wrong_shape:
        resolve_inventory(None, tmp_path / "tools.json", None, tmp_path)
    assert "{type, name, description, parameters}" in str(wrong_shape.value) and "{{" not in str(wrong_shape.value)
