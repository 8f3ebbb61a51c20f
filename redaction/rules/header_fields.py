"""A header's field name of a message or a response ("Retry-After: 120", "Content-Type: text/html",
"X-Request-Id: ..."): capitalised words of the language joined by hyphens before a colon, read by the
language model as a name.

A rule of the thing-position table (redaction/rules/thing_position.py), written here: it reads a span the way
that table does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from redaction.recognizers import support as lexicon
from redaction.recognizers.precision import is_english

if TYPE_CHECKING:
    from redaction.rules.thing_position import Span

_HYPHENATED_BEFORE = re.compile(r"[A-Za-z-]*\Z")
_HYPHENATED_AFTER = re.compile(r"[A-Za-z-]*")
# A field's name: two capitalised parts or more (an "X-" of a vendor's own header among them), a colon and a value.
_FIELD_NAME = re.compile(r"(?:X-)?[A-Z][a-z]+(?:-[A-Z][a-z]*)+")
_VALUE_AFTER = re.compile(r":[ \t]*\S")


def a_headers_field_name(span: Span) -> bool:
    left = _HYPHENATED_BEFORE.search(span.text, max(0, span.start - 60), span.start)
    right = _HYPHENATED_AFTER.match(span.text, span.end)
    start = left.start() if left else span.start
    end = right.end() if right else span.end
    if _FIELD_NAME.fullmatch(span.text, start, end) is None or _VALUE_AFTER.match(span.text, end) is None:
        return False
    given = lexicon.world_given_names()
    parts = [part for part in span.text[start:end].split("-") if part != "X"]
    # "Anne-Marie: I'll check" is a chat's speaker; no given name is a header's part.
    return all(is_english(part, span.support.words) and part.casefold() not in given for part in parts)
