"""The walk over a session is derived from the model, so no string field escapes it."""

from __future__ import annotations

import itertools
import types
import typing
from datetime import UTC, datetime
from typing import Any

import pytest
from pydantic import BaseModel

from miner.model import Personal, Schema, Session
from redaction.recognizers.keys import TellingKeys
from redaction.walk import SessionWalker

NOW = datetime(2026, 11, 20, 9, 30, tzinfo=UTC)


class Filler:
    """Builds a value for every field of a model, each string unique and not shaped like schema (it holds a
    space), so every one must reach the visitor as text. Written apart from the walk on purpose."""

    def __init__(self) -> None:
        self.counter = itertools.count()
        self.strings: set[str] = set()

    def string(self) -> str:
        value = f"filled value {next(self.counter)}"
        self.strings.add(value)
        return value

    def of(self, annotation: Any) -> Any:
        origin, args = typing.get_origin(annotation), typing.get_args(annotation)
        if origin is typing.Annotated:
            return self.of(args[0])
        if origin in (typing.Union, types.UnionType):
            return self.of(next(item for item in args if item is not type(None)))
        if origin is typing.Literal:
            return args[0]
        if origin is list:
            return [self.of(args[0])]
        if origin is dict or annotation is Any:
            return {"note": self.string(), "nested": [{"text": self.string()}]}
        if annotation is str:
            return self.string()
        if annotation is datetime:
            return NOW
        if annotation in (int, float):
            return 1
        if annotation is bool:
            return True
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            hints = typing.get_type_hints(annotation, include_extras=True)
            return annotation(**{name: self.of(hints[name]) for name in annotation.model_fields})
        raise AssertionError(f"the test's filler does not know {annotation!r}: teach it")


class Recorder:
    def __init__(self) -> None:
        self.texts: list[tuple[str, str | None]] = []
        self.keys: list[str] = []

    def text(self, value: str, entity: str | None, key: str | None = None) -> str:
        self.texts.append((value, entity))
        return value

    def scalar(self, value: float, entity: str) -> float:
        return value

    def key(self, value: str) -> str:
        self.keys.append(value)
        return value


def walked(model: type[BaseModel] = Session) -> tuple[Filler, Recorder]:
    filler = Filler()
    session = filler.of(model)
    recorder = Recorder()
    SessionWalker(TellingKeys(), model).walk(session.model_dump(mode="json"), recorder)
    return filler, recorder


def test_every_string_anywhere_in_a_session_reaches_the_visitor() -> None:
    filler, recorder = walked()
    assert filler.strings - {value for value, _ in recorder.texts} == set()


def test_a_string_field_added_to_the_model_is_reached_without_touching_the_walk() -> None:
    class Extended(Session):
        added_later: str = "x"
        more_notes: list[str] | None = None

    filler, recorder = walked(Extended)
    assert filler.strings - {value for value, _ in recorder.texts} == set()


def test_marked_fields_say_what_they_are() -> None:
    _, recorder = walked()
    entities = {entity for _, entity in recorder.texts}
    # Filled values hold spaces, so no schema field looks like schema: each is replaced as its type.
    assert {"SESSION_ID", "USER_ID", "TOOL_NAME", "AGENT_NAME", "CALL_ID"} <= entities


def test_schema_shaped_values_are_kept_as_schema() -> None:
    session = Session(session_id="s 1", started_at=NOW, ended_at=NOW, app_name="shop_support",
                      trace_ids=["4bf92f3577b34da6a3ce929d0e0e4736"])  # fmt: skip
    recorder = Recorder()
    SessionWalker(TellingKeys()).walk(session.model_dump(mode="json"), recorder)
    assert recorder.texts == [("s 1", "SESSION_ID")]
    assert {"shop_support", "4bf92f3577b34da6a3ce929d0e0e4736"} <= set(recorder.keys)


def test_a_field_of_a_type_the_walk_does_not_know_stops_it_loudly() -> None:
    class Odd(Session):
        tags: set[str] | None = None

    with pytest.raises(TypeError, match="does not know how to walk"):
        SessionWalker(TellingKeys(), Odd)


def test_a_marker_on_a_field_that_is_not_a_string_is_a_bug() -> None:
    class Wrong(Session):
        count: typing.Annotated[int, Personal("X")] = 0

    with pytest.raises(TypeError, match="not a string"):
        SessionWalker(TellingKeys(), Wrong)
    assert Schema().shape == "identifier"
