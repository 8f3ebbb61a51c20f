"""A turn's words are the last the user said in the request that served it, never the history it repeats."""

from __future__ import annotations

from miner.mappers.facts import LazyMessages, Message
from miner.mappers.shared import with_turn_words

HISTORY = [Message("system", "Be brief."), Message("user", "Where is my order?"), Message("assistant", "Shipped.")]


def test_words_given_beside_the_history_follow_it() -> None:
    assert with_turn_words(HISTORY, "Get me a manager.")[-1] == Message("user", "Get me a manager.")


def test_a_request_that_ends_with_the_user_s_message_is_whole() -> None:
    request = [*HISTORY, Message("user", "Get me a manager.")]
    assert with_turn_words(request, "shop_agent") == request


def test_a_last_user_message_without_readable_text_is_not_an_earlier_turn_s_words() -> None:
    request = [*HISTORY, Message("user", None)]
    assert LazyMessages.of(request).user_words() is None
    assert LazyMessages.of(request).last_text("user") == "Where is my order?"


def test_tool_results_sent_as_the_user_s_are_passed_over() -> None:
    from miner.mappers.facts import ToolResultPart

    request = [*HISTORY, Message("user", "Refund it."), Message("assistant", None),
               Message("user", None, tool_results=[ToolResultPart("1", "refund", {"ok": True})])]
    assert LazyMessages.of(request).user_words() == "Refund it."
