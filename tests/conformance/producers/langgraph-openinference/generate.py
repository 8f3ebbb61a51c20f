"""A LangGraph agent (a StateGraph of a ChatOpenAI model node and a ToolNode, checkpointed per thread), traced by
OpenInference's LangChain instrumentation (`openinference-instrumentation-langchain`).

Usage: python generate.py OUT_DIR
The session id is the LangGraph thread (`configurable.thread_id`), which OpenInference turns into `session.id`.
Content capture is on by default; `TraceConfig(hide_inputs=True, hide_outputs=True)` (or the variables
OPENINFERENCE_HIDE_INPUTS / OPENINFERENCE_HIDE_OUTPUTS) turns it off, which is how the run with content off is
made.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool
from langchain_openai import ChatOpenAI
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition
from openinference.instrumentation import TraceConfig
from openinference.instrumentation.langchain import LangChainInstrumentor


def build_graph(base_url: str) -> object:
    tools = [tool(function) for function in scenario.TOOLS]
    model = ChatOpenAI(model=scenario.MODEL, base_url=base_url, api_key="test").bind_tools(tools)

    def agent(state: MessagesState) -> dict[str, object]:
        return {"messages": [model.invoke([SystemMessage(scenario.SYSTEM_PROMPT), *state["messages"]])]}

    graph = StateGraph(MessagesState)
    graph.add_node("agent", agent)
    graph.add_node("tools", ToolNode(tools, handle_tool_errors=True))  # an exception becomes the tool's answer
    graph.add_edge(START, "agent")
    graph.add_conditional_edges("agent", tools_condition)
    graph.add_edge("tools", "agent")
    return graph.compile(checkpointer=InMemorySaver(), name="shop_agent")


def main() -> None:
    out = scenario.out_dir()
    provider, _ = scenario.tracer_provider(out, "shop-agent")
    tracer = provider.get_tracer("shop-app")
    instrumentor = LangChainInstrumentor()
    with scenario.fake_server() as server:
        app = build_graph(server.base_url)
        for conversation in scenario.CONVERSATIONS:
            hidden = not conversation.content
            instrumentor.instrument(tracer_provider=provider,
                                    config=TraceConfig(hide_inputs=hidden, hide_outputs=hidden))
            config = {"configurable": {"thread_id": conversation.session_id}}

            def ask(text: str, config: dict[str, Any] = config) -> str:
                state = app.invoke({"messages": [HumanMessage(text)]}, config)  # type: ignore[attr-defined]
                return str(state["messages"][-1].content)

            scenario.play(tracer, conversation, ask)
            instrumentor.uninstrument()
    provider.shutdown()
    scenario.write_labels(out, __file__, "langgraph + openinference",
                          scenario.versions("langgraph", "langchain-core", "langchain-openai",
                                            "openinference-instrumentation-langchain", "opentelemetry-sdk"),
                          "on by default; TraceConfig(hide_inputs=True, hide_outputs=True) or "
                          "OPENINFERENCE_HIDE_INPUTS=true OPENINFERENCE_HIDE_OUTPUTS=true turn it off")


if __name__ == "__main__":
    main()
