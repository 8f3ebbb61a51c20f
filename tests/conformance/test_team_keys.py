"""Keys a team names for its own traces: `[tool.miner] session_keys` and `[tool.miner.signals.thumbs_down]
attributes`, on spans written by the real OpenTelemetry SDK; and a rating recorded after later turns began
still lands on the turn whose trace it is in."""

from __future__ import annotations

from pathlib import Path

from opentelemetry import trace

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import read_sessions
from miner.model import Session
from tests.ingest.sdk import GenAITracer, text


def two_turns_named_by_the_app(directory: Path) -> list[Path]:
    """Two traces whose only conversation key is the app's own `app.chat_id`; the first turn is rated (in the
    app's `app.rating` attribute) after the second turn started."""
    tracer = GenAITracer(directory)
    requests = []
    for question, answer in (("Where is order A-17?", "It has shipped."), ("Thanks, bye.", "Goodbye.")):
        request = tracer.tracer.start_span("POST /chat", start_time=tracer.tick())  # the app's own root span
        with trace.use_span(request), tracer.turn(None, {"app.chat_id": "chat-7"}) as context:
            tracer.chat(context, [text("user", question)], [text("assistant", answer)])
        request.end(end_time=tracer.tick())
        requests.append(trace.set_span_in_context(request))
        tracer.tick(30)
    span = tracer.tracer.start_span("user_feedback", context=requests[0], start_time=tracer.tick(),
                                    attributes={"app.rating": "thumbs_down", "app.chat_id": "chat-7"})
    span.end(end_time=tracer.tick())
    return tracer.close()


def sessions(directory: Path, config: MinerConfig) -> list[Session]:
    return list(read_sessions([str(directory)], config, Diagnostics(stream=None)))


def test_session_keys_join_the_traces_and_the_team_attribute_rates_the_first_turn(tmp_path: Path) -> None:
    two_turns_named_by_the_app(tmp_path)
    config = MinerConfig.model_validate({"session_keys": ["app.chat_id"],
                                         "signals": {"thumbs_down": {"attributes": ["app.rating"]}}})
    (session,) = sessions(tmp_path, config)
    assert session.session_id == "chat-7"
    assert [turn.user_text for turn in session.turns] == ["Where is order A-17?", "Thanks, bye."]
    assert [item.label for item in session.turns[0].feedback] == ["thumbs_down"]
    assert session.turns[1].feedback == []


def test_without_the_settings_each_trace_is_its_own_session_and_no_rating_is_read(tmp_path: Path) -> None:
    two_turns_named_by_the_app(tmp_path)
    found = sessions(tmp_path, MinerConfig())
    assert len(found) == 2
    assert not [item for session in found for turn in session.turns for item in turn.feedback]
