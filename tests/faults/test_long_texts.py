"""A long message is analysed in overlapping pieces: every value is found, wherever the pieces are cut, and the
work stays linear in the message's length."""

from __future__ import annotations

from itertools import pairwise

import pytest

from miner.model import Turn
from redaction import Engine, RedactionConfig, Redactor
from redaction.chunks import pieces
from tests.redaction.conftest import make_session

PIECE = 1_000
FILLER = "The kettle arrived with a cracked lid and the replacement never came. "
VALUES = ["Priya Okafor", "dana.whitlock@mailbox.org", "+1 415 555 0142", "Marek Nowak"]


@pytest.fixture(scope="module")
def small_pieces() -> Engine:
    return Engine(RedactionConfig(n_process=1, long_text_chars=PIECE, long_text_overlap=200))


def _document(shift: int) -> str:
    """Values at every distance from the cuts: each value after `shift` more characters of filler."""
    parts = []
    for number in range(30):
        parts.append(FILLER * 2 + "x" * ((shift + 37 * number) % 60))
        parts.append(f" Please ask {VALUES[number % len(VALUES)]} about it. ")
    return "".join(parts)


def test_pieces_cover_the_text_and_each_finding_belongs_to_one_piece() -> None:
    text = _document(0) * 3
    cut = pieces(text, PIECE, 200)
    assert len(cut) > 3 and all(piece.end - piece.start <= PIECE for piece in cut)
    assert cut[0].start == 0 and cut[-1].end == len(text)
    for earlier, later in pairwise(cut):
        assert later.start < earlier.end  # they overlap
        assert earlier.keep_until == later.keep_from  # and split the overlap between them
    assert pieces("short", PIECE, 200)[0].end == 5


def test_a_text_without_spaces_is_still_cut_within_the_limit() -> None:
    cut = pieces("x" * 5_500, PIECE, 200)
    assert all(piece.end - piece.start <= PIECE for piece in cut) and cut[-1].end == 5_500


@pytest.mark.parametrize("shift", [0, 29])
def test_values_across_a_cut_are_found_once_where_they_stand(small_pieces: Engine, shift: int) -> None:
    text = _document(shift)
    assert len(text) > 4 * PIECE
    results = small_pieces.analyze_many([text])[0]
    spans = {(result.start, result.end) for result in results}
    for value in VALUES:
        start = text.find(value)
        while start != -1:
            assert any(begin <= start and start + len(value) <= end for begin, end in spans), (value, start)
            start = text.find(value, start + 1)
    assert len(spans) == len(results)  # a finding of the shared stretch is counted once


def test_a_long_message_is_redacted_whole_in_pieces(small_pieces: Engine) -> None:
    redactor = Redactor(RedactionConfig(n_process=1, long_text_chars=PIECE, replace="placeholder"),
                        engine=small_pieces)
    text = _document(5)
    redacted = redactor.redact(make_session([Turn(index=0, user_text=text)])).session.turns[0].user_text or ""
    for value in VALUES:
        assert value not in redacted
    assert "cracked lid" in redacted
