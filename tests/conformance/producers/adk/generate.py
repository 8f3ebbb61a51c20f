"""Google ADK agents (LlmAgent, InMemoryRunner, function tools) with a scripted model that plays the scenario's
script, traced by ADK itself (telemetry layout v1 or v2) or by OpenInference (`openinference-instrumentation-
google-adk`).

Usage: python generate.py OUT_DIR --layout v1|v2|openinference
Content: v1 captures by default (`ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS=false` turns it off); v2 only with
`OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=SPAN_ONLY`; OpenInference by default, and its switch
(`TraceConfig(hide_inputs=True, hide_outputs=True)`, as `OPENINFERENCE_HIDE_INPUTS/OUTPUTS` also set it) does not
turn it off under ADK 2 (why: in main()). The session id is ADK's own session id.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import AsyncGenerator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from google.adk.agents import LlmAgent
from google.adk.models import BaseLlm, LlmRequest, LlmResponse
from google.adk.runners import InMemoryRunner
from google.genai import types
from opentelemetry import trace
from pydantic import PrivateAttr

SWITCHES = {
    "v1": {"on": {"ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN": "1", "ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS": "true"},
           "off": {"ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN": "1", "ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS": "false"}},
    "v2": {"on": {"ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN": "2",
                  "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "SPAN_ONLY"},
           "off": {"ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN": "2",
                   "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "NO_CONTENT"}},
}


class ScriptedModel(BaseLlm):
    """Answers from the scenario's script, keyed by the user's message: no network, the same every run."""

    model: str = "scripted-model"
    _script: Any = PrivateAttr(default_factory=scenario.script)

    async def generate_content_async(self, llm_request: LlmRequest,
                                     stream: bool = False) -> AsyncGenerator[LlmResponse, None]:
        messages = []
        for content in llm_request.contents:
            parts = content.parts or []
            if any(part.function_response for part in parts):
                messages.append({"role": "tool"})
            elif content.role == "model":
                messages.append({"role": "assistant"})
            else:
                messages.append({"role": "user", "content": "".join(part.text or "" for part in parts)})
        step = self._script.answer(messages)
        if "tool_calls" in step:
            parts = [types.Part(function_call=types.FunctionCall(id=f"call_{call['name']}_{index}", name=call["name"],
                                                                 args=call["arguments"]))
                     for index, call in enumerate(step["tool_calls"])]
        else:
            parts = [types.Part(text=step["text"])]
        yield LlmResponse(content=types.Content(role="model", parts=parts))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--layout", choices=("v1", "v2", "openinference"), required=True)
    options = parser.parse_args()
    provider, _ = scenario.tracer_provider(options.out, "shop-agent")
    trace.set_tracer_provider(provider)  # ADK traces through the global provider
    tracer = provider.get_tracer("shop-app")
    instrumentor = None
    if options.layout == "openinference":
        from openinference.instrumentation.google_adk import GoogleADKInstrumentor

        instrumentor = GoogleADKInstrumentor()
    agent = LlmAgent(name="shop_agent", model=ScriptedModel(), instruction=scenario.SYSTEM_PROMPT,
                     tools=scenario.TOOLS)
    runner = InMemoryRunner(agent=agent, app_name="shop")
    for conversation in scenario.CONVERSATIONS:
        if instrumentor is not None:
            from openinference.instrumentation import TraceConfig

            hidden = not conversation.content
            instrumentor.instrument(tracer_provider=provider,
                                    config=TraceConfig(hide_inputs=hidden, hide_outputs=hidden))
        else:
            os.environ.update(SWITCHES[options.layout]["on" if conversation.content else "off"])
        asyncio.run(runner.session_service.create_session(app_name="shop", user_id="customer-1",
                                                          session_id=conversation.session_id))

        def ask(text: str, session_id: str = conversation.session_id) -> str | None:
            return asyncio.run(_turn(runner, session_id, text))

        scenario.play(tracer, conversation, ask)
        if instrumentor is not None:
            instrumentor.uninstrument()
            # Labelled as holding content even when run with the hide switch on (openinference-instrumentation
            # 0.1.72 and -google-adk 1.0.5, read in their source): TraceConfig masks only the spans OpenInference's
            # own tracer opens (input.value, output.value become "__REDACTED__"). ADK 2 opens the model call's
            # span itself (schema v2 records the call on its `invoke_agent` span, v1's `call_llm` is ADK's too) and
            # OpenInference's trace_call_llm wrapper writes llm.input_messages / llm.output_messages / input.value
            # onto that span unmasked; no TraceConfig field masks tool.parameters (the call's arguments). The
            # trace holds the user's words and the answer whatever the switch says. tests/conformance/
            # test_matrix.py checks that no session labelled without content has its words in the trace, and the
            # matrix that these are read, so a release that masks them shows there.
            scenario.RECORD.sessions[-1].content_captured = True
    provider.shutdown()
    packages = ["google-adk", "opentelemetry-sdk"]
    if instrumentor is not None:
        packages.insert(1, "openinference-instrumentation-google-adk")
    switch = {"v1": "on by default; ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS=false turns it off",
              "v2": "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=SPAN_ONLY turns it on (off by default)",
              "openinference": "on by default; TraceConfig(hide_inputs=True, hide_outputs=True) redacts input.value "
                               "and output.value on OpenInference's own spans only: the model call's messages stay "
                               "on ADK's span and the tool arguments in tool.parameters, so it cannot be turned off"}
    scenario.write_labels(options.out, __file__, f"google-adk ({options.layout})", scenario.versions(*packages),
                          switch[options.layout])


async def _turn(runner: InMemoryRunner, session_id: str, text: str) -> str | None:
    """One user message; the answer is the last text the agent said (None when a tool's exception ended the run)."""
    message = types.Content(role="user", parts=[types.Part(text=text)])
    answer = None
    try:
        async for event in runner.run_async(user_id="customer-1", session_id=session_id, new_message=message):
            texts = [part.text for part in (event.content.parts if event.content else None) or () if part.text]
            if texts and event.is_final_response():
                answer = "".join(texts)
    except RuntimeError:
        return None  # the refund tool raised: ADK ends the invocation with the exception
    return answer


if __name__ == "__main__":
    main()
