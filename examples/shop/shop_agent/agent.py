"""A support agent built with Google ADK, as a team would write it, with a scripted model in place of Gemini so
that it runs offline: the model reads the conversation and decides as a rule says, the same way every time.

Its tools would call the shop's services; here they only say that they cannot be reached, since `miner run`
answers every call from the case's fixture and never runs them.
"""

from __future__ import annotations

import re
from collections.abc import AsyncGenerator
from typing import Any

from google.adk.agents import LlmAgent
from google.adk.models import BaseLlm, LlmRequest, LlmResponse
from google.genai import types

# The agent looks an order up before it answers about it. Set to False to break it.
LOOKS_UP_ORDERS = True

ORDER_ID = re.compile(r"\b[A-Z]{2,5}-[A-Z0-9]{3,}\b")


def _unreachable(service: str) -> dict[str, Any]:
    raise ConnectionError(f"the {service} service is not reachable from this example")


def lookup_order(order_id: str) -> dict[str, Any]:
    """Look up an order by its id: its status, item and total."""
    return _unreachable("orders")


def track_shipment(order_id: str) -> dict[str, Any]:
    """Track the shipment of an order: carrier and expected delivery."""
    return _unreachable("shipping")


def issue_refund(order_id: str, amount: float, reason: str) -> dict[str, Any]:
    """Refund an order."""
    return _unreachable("payments")


def update_address(order_id: str, address: str) -> dict[str, Any]:
    """Change the delivery address of an order."""
    return _unreachable("orders")


def escalate(summary: str) -> dict[str, Any]:
    """Hand the conversation to a person."""
    return _unreachable("ticketing")


def _texts(content: types.Content) -> str:
    return " ".join(part.text for part in content.parts or [] if part.text)


USAGE = types.GenerateContentResponseUsageMetadata(prompt_token_count=0, candidates_token_count=0,
                                                   total_token_count=0)


def _reply(text: str) -> LlmResponse:
    return LlmResponse(content=types.Content(role="model", parts=[types.Part(text=text)]), usage_metadata=USAGE)


class ScriptedModel(BaseLlm):
    """Stands in for the LLM: looks up the order the conversation last named, then says what the lookup found."""

    model: str = "scripted-support-model-1"

    async def generate_content_async(self, llm_request: LlmRequest,
                                     stream: bool = False) -> AsyncGenerator[LlmResponse, None]:
        contents = llm_request.contents
        last = contents[-1] if contents else None
        results = [part.function_response for part in (last.parts or []) if part.function_response] if last else []
        if results:
            found = results[-1].response or {}
            if "error" in found:
                yield _reply("Sorry, I could not look that order up right now. Please try again later.")
            else:
                yield _reply(f"Order {found.get('order_id')} ({found.get('item', 'your order')}) shows as "
                             f"{found.get('status', 'unknown')}.")
            return
        mentioned = [match for content in contents if content.role == "user"
                     for match in ORDER_ID.findall(_texts(content))]
        if not mentioned:
            yield _reply("Which order is it about? Please give me its order number.")
        elif not LOOKS_UP_ORDERS:
            yield _reply("I cannot check orders right now.")
        else:
            call = types.FunctionCall(name="lookup_order", args={"order_id": mentioned[-1]})
            yield LlmResponse(content=types.Content(role="model", parts=[types.Part(function_call=call)]),
                              usage_metadata=USAGE)


root_agent = LlmAgent(
    name="support_agent",
    model=ScriptedModel(),
    instruction="Help customers with their orders. Look an order up before you say anything about it.",
    tools=[lookup_order, track_shipment, issue_refund, update_address, escalate],
)
