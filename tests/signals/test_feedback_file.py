"""The feedback file: CSV or JSON Lines, the scales of ratings, bad rows, and the join to sessions."""

from __future__ import annotations

import io
from datetime import UTC, datetime
from pathlib import Path

import pytest

from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.signals import detect
from miner.signals.feedback_file import read_feedback
from miner.signals.thumbs_down import ThumbsDownConfig
from tests.factory import session


def read(path: Path, text: str, **options):
    path.write_text(text, encoding="utf-8")
    stream = io.StringIO()
    join = read_feedback(path, ThumbsDownConfig(), Diagnostics(stream=stream), **options)
    return join, stream.getvalue()


def labels(join) -> dict[str, list[str]]:
    return {sid: [item.label for item in items] for sid, items in join.by_session.items()}


def test_csv_thumbs_scale(tmp_path: Path) -> None:
    text = "session_id,rating,time\na,-1,2026-11-24T10:00:00Z\nb,0,\nc,1,\n"
    join, warnings = read(tmp_path / "fb.csv", text)
    assert labels(join) == {"a": ["thumbs_down"], "b": ["neutral"], "c": ["thumbs_up"]}
    assert warnings == ""


def test_csv_five_star_scale_is_read_from_the_whole_file(tmp_path: Path) -> None:
    join, _ = read(tmp_path / "fb.csv", "session,score\na,1\nb,2\nc,3\nd,5\n")
    assert labels(join) == {"a": ["thumbs_down"], "b": ["thumbs_down"], "c": ["neutral"], "d": ["thumbs_up"]}


def test_binary_scale_and_words(tmp_path: Path) -> None:
    join, _ = read(tmp_path / "fb.csv", "session_id,rating\na,0\nb,1\n")
    assert labels(join) == {"a": ["thumbs_down"], "b": ["thumbs_up"]}
    join, _ = read(tmp_path / "fb.jsonl", '{"session_id": "a", "rating": "thumbs_down"}\n'
                                          '{"session_id": "b", "rating": "Down"}\n'
                                          '{"session_id": "c", "rating": "negative", "extra": 1}\n'
                                          '{"session_id": "d", "rating": "up"}\n')
    down = ["thumbs_down"]
    assert labels(join) == {"a": down, "b": down, "c": down, "d": ["thumbs_up"]}


def test_bad_rows_are_one_warning_each_with_file_and_line_and_never_quote_content(tmp_path: Path) -> None:
    text = ('{"session_id": "a", "rating": -1}\n'
            'not json at all, secret@example.com\n'
            '{"rating": -1}\n'
            '{"session_id": "b", "rating": "meh-ish secret"}\n'
            '{"session_id": "c", "rating": -1, "time": "yesterday"}\n')
    join, warnings = read(tmp_path / "fb.jsonl", text)
    lines = warnings.strip().splitlines()
    assert len(lines) == 4
    assert sorted(line.split(": ")[2].rsplit(":", 1)[1] for line in lines) == ["2", "3", "4", "5"]
    assert "secret" not in warnings
    assert join.bad_rows == 3 and join.rows == 4
    assert labels(join) == {"a": ["thumbs_down"]}


def test_join_attaches_ratings_and_counts_unknown_sessions(tmp_path: Path) -> None:
    join, _ = read(tmp_path / "fb.csv", "session_id,rating\ns-1,-1\nghost,-1\nghost-2,1\n")
    rated = join.attach(session("where is my refund", session_id="s-1"))
    untouched = session("hello", session_id="s-2")
    assert join.attach(untouched) is untouched
    assert join.unknown_sessions == 2
    signal = detect(rated).signals[0]
    assert signal.kind == "thumbs_down"
    assert signal.evidence[0].detail.endswith("from fb.csv:2")


def test_ratings_given_before_the_window_are_dropped_and_counted(tmp_path: Path) -> None:
    since = datetime(2026, 11, 22, tzinfo=UTC)
    join, _ = read(tmp_path / "fb.csv",
                   "session_id,rating,time\na,-1,2026-11-21T23:59:59Z\nb,-1,2026-11-22T00:00:00Z\nc,-1,\n",
                   since=since)
    assert sorted(join.by_session) == ["b", "c"]
    assert join.before_window == 1


def test_missing_feedback_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="feedback file not found"):
        read_feedback(tmp_path / "nope.csv", ThumbsDownConfig(), Diagnostics(stream=None))


@pytest.mark.parametrize(("text", "where", "problem"), [
    ("", "fb.txt", "the feedback file is empty"),
    ('\n{"session_id": "a", "rating": -1\n{oops\n', "fb.txt:2", "not JSON"),
    ('[{"session_id": "a", "rating": -1}]\n', "fb.txt:1", "a JSON array"),
    ("session_id,rating\n\x00\x01\n", "fb.txt:2", "not a text file"),
    ("secret@example.com,-1\n", "fb.txt:1", "not a CSV header"),
])
def test_a_file_that_is_not_ratings_at_all_is_one_error_naming_file_and_line(
        tmp_path: Path, text: str, where: str, problem: str) -> None:
    with pytest.raises(SourceError) as error:
        read(tmp_path / "fb.txt", text)
    message = str(error.value)
    assert message.startswith(f"{tmp_path / where}: {problem}") and "\n" not in message and "secret" not in message


def test_a_header_only_export_is_read_as_no_ratings(tmp_path: Path) -> None:
    join, warnings = read(tmp_path / "fb.csv", "session_id,rating,time\n")
    assert (join.rows, warnings) == (0, "")
