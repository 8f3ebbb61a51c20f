"""A LangGraph agent (a StateGraph of a ChatOpenAI model node and a ToolNode, checkpointed per thread), traced by
OpenInference's LangChain instrumentation (`openinference-instrumentation-langchain`) or by Traceloop
OpenLLMetry (`Traceloop.init`, its LangChain and OpenAI instrumentations).

Usage: python generate.py OUT_DIR --tracer openinference|openllmetry
OpenInference: the session id is the LangGraph thread (`configurable.thread_id`), which it turns into
`session.id`; content is on by default, `TraceConfig(hide_inputs=True, hide_outputs=True)` (or
OPENINFERENCE_HIDE_INPUTS / OPENINFERENCE_HIDE_OUTPUTS) turns it off.
OpenLLMetry: the session id is an association property; `TRACELOOP_TRACE_CONTENT=false` turns content off.
Each of the two libraries is imported only in its own environment.
"""

from __future__ import annotations

import argparse
import os
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
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--tracer", choices=("openinference", "openllmetry"), required=True)
    options = parser.parse_args()
    if options.tracer == "openinference":
        run_with_openinference(options.out)
    else:
        run_with_openllmetry(options.out)


def run_with_openinference(out: Path) -> None:
    from openinference.instrumentation import TraceConfig
    from openinference.instrumentation.langchain import LangChainInstrumentor

    provider, _ = scenario.tracer_provider(out, "shop-agent")
    tracer = provider.get_tracer("shop-app")
    instrumentor = LangChainInstrumentor()
    with scenario.fake_server() as server:
        app = build_graph(server.base_url)
        for conversation in scenario.CONVERSATIONS:
            hidden = not conversation.content
            instrumentor.instrument(tracer_provider=provider,
                                    config=TraceConfig(hide_inputs=hidden, hide_outputs=hidden))
            scenario.play(tracer, conversation, asker(app, conversation.session_id))
            instrumentor.uninstrument()
    provider.shutdown()
    scenario.write_labels(out, __file__, "langgraph + openinference",
                          scenario.versions("langgraph", "langchain-core", "langchain-openai",
                                            "openinference-instrumentation-langchain", "opentelemetry-sdk"),
                          "on by default; TraceConfig(hide_inputs=True, hide_outputs=True) or "
                          "OPENINFERENCE_HIDE_INPUTS=true OPENINFERENCE_HIDE_OUTPUTS=true turn it off")


def run_with_openllmetry(out: Path) -> None:
    from opentelemetry import trace
    from traceloop.sdk import Traceloop
    from traceloop.sdk.instruments import Instruments

    Traceloop.init(app_name="shop-agent", exporter=scenario.span_exporter(out), disable_batch=True,
                   telemetry_enabled=False, instruments={Instruments.LANGCHAIN, Instruments.OPENAI})
    tracer = trace.get_tracer("shop-app")
    with scenario.fake_server() as server:
        app = build_graph(server.base_url)
        for conversation in scenario.CONVERSATIONS:
            os.environ["TRACELOOP_TRACE_CONTENT"] = "true" if conversation.content else "false"
            ask = asker(app, conversation.session_id)

            def associated(text: str, ask: Any = ask, session_id: str = conversation.session_id) -> str:
                Traceloop.set_association_properties({"session_id": session_id})
                return str(ask(text))

            scenario.play(tracer, conversation, associated)
    trace.get_tracer_provider().shutdown()  # type: ignore[attr-defined]
    scenario.write_labels(out, __file__, "langgraph + openllmetry",
                          scenario.versions("langgraph", "langchain-core", "langchain-openai", "traceloop-sdk",
                                            "opentelemetry-instrumentation-langchain", "opentelemetry-sdk"),
                          "on by default; TRACELOOP_TRACE_CONTENT=false turns it off")


def asker(app: Any, session_id: str) -> Any:
    """One user message through the graph, in the conversation's thread; the answer is its last message."""
    config = {"configurable": {"thread_id": session_id}}

    def ask(text: str) -> str:
        state = app.invoke({"messages": [HumanMessage(text)]}, config)
        return str(state["messages"][-1].content)

    return ask


if __name__ == "__main__":
    main()
