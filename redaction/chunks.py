"""Long texts analysed in pieces: the work per text stays linear in its length and bounded in memory.

spaCy refuses a text longer than its `max_length` (E088) and Presidio's work on one text grows faster than its
length, so a pasted log or document of a megabyte would stall or end the run. A text longer than the limit is
cut into pieces of at most `limit` characters, on a sentence end or a space where one is near, each piece
sharing `overlap` characters with the next: a value cut by one piece's edge lies whole in the next. Each piece
is analysed on its own; a finding is kept from the piece that holds it away from a cut, so none is counted
twice and none is lost to a cut.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from presidio_analyzer import RecognizerResult

# A place to cut, best first: after a sentence or a line, else at a space.
_SENTENCE_END = re.compile(r"[.!?\n]\s+|\n")
_SPACE = re.compile(r"\s+")
# The characters one spaCy batch holds at most: its memory grows with the text of the whole batch.
BATCH_CHARS = 40_000


@dataclass(frozen=True)
class Piece:
    start: int  # where the piece starts in its text
    end: int
    keep_from: int  # findings starting in [keep_from, keep_until) are this piece's; the rest are its neighbours'
    keep_until: int


def pieces(text: str, limit: int, overlap: int) -> list[Piece]:
    """The pieces of `text`: one (the whole) when it fits within `limit`."""
    if len(text) <= limit:
        return [Piece(0, len(text), 0, len(text))]
    overlap = min(overlap, limit // 4)
    cuts: list[tuple[int, int]] = []
    start = 0
    while True:
        end = len(text) if len(text) - start <= limit else _cut(text, start, start + limit, overlap)
        cuts.append((start, end))
        if end >= len(text):
            break
        start = _begin(text, end - overlap, end)
    result = []
    for number, (start, end) in enumerate(cuts):
        # Each shared stretch is split at its middle: before it, the earlier piece's findings; after, the later's.
        keep_from = 0 if number == 0 else (start + cuts[number - 1][1]) // 2
        keep_until = len(text) if number == len(cuts) - 1 else (cuts[number + 1][0] + end) // 2
        result.append(Piece(start, end, keep_from, keep_until))
    return result


def _cut(text: str, start: int, end: int, overlap: int) -> int:
    """Where the piece [start, end) ends: the last sentence end, else the last space, in its final stretch
    (never in the shared part, so that every piece moves forward); else at `end`."""
    floor = start + 2 * overlap
    for pattern in (_SENTENCE_END, _SPACE):
        last = None
        for match in pattern.finditer(text, floor, end):
            last = match
        if last is not None:
            return last.end()
    return end


def _begin(text: str, start: int, end: int) -> int:
    """Where the next piece begins: after the first space of the shared stretch, not inside a word."""
    match = _SPACE.search(text, start, end)
    return match.end() if match is not None and match.end() < end else start


Analyse = Callable[[list[str]], list[list[RecognizerResult]]]


def analyse_in_pieces(texts: Sequence[str], analyse: Analyse, limit: int, overlap: int) -> list[list[RecognizerResult]]:
    """`analyse` (many texts in, their findings out) on the pieces of `texts`, its findings put back in place."""
    cut = [pieces(text, limit, overlap) for text in texts]
    if all(len(parts) == 1 for parts in cut):
        return analyse(list(texts))
    flat = [text[piece.start : piece.end] for text, parts in zip(texts, cut, strict=True) for piece in parts]
    found = iter(analyse(flat))
    results: list[list[RecognizerResult]] = []
    for parts in cut:
        joined: dict[tuple[str, int, int], RecognizerResult] = {}
        for piece in parts:
            for result in next(found):
                start = piece.start + result.start
                if not piece.keep_from <= start < piece.keep_until:
                    continue
                result.start, result.end = start, piece.start + result.end
                joined.setdefault((result.entity_type, result.start, result.end), result)
        results.append(list(joined.values()))
    return results


def batches_of(texts: list[str], most: int, most_chars: int) -> list[list[str]]:
    """`texts` in order, in batches of at most `most` texts and `most_chars` characters (a longer text alone)."""
    batches: list[list[str]] = []
    chars = 0
    for text in texts:
        if not batches or len(batches[-1]) >= most or chars + len(text) > most_chars:
            batches.append([])
            chars = 0
        batches[-1].append(text)
        chars += len(text)
    return batches
