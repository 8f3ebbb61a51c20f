"""Handles made of a person's name: once a session names someone (by a cue, a key or an e-mail address), the
user names, social handles and login ids built from the parts of that name are theirs too, wherever they
appear in the session ("Ramon Delacruz" and `ramon.delacruz@...` make `rdelacruz`, `@vale.restrepo.ink` is
Valentina Restrepo's). A shape alone decides nothing: only parts of a name the session already holds count.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable

# A handle: letters and digits joined by dots, underscores or hyphens, perhaps after an @ or before one
# (a payment id such as `kulkarni.nikhil@okhdfc`).
_HANDLE = re.compile(r"(?<![\w@.+'’-])@?[^\W_](?:\w|[._](?=\w))*(?:@\w+(?:[._-]\w+)*)?(?![\w@'’-])")
# Not a hyphen: it joins the words of products and routes ("Audeo-Lumity-L90", "Portsmouth-Caen").
_SEPARATOR = re.compile(r"[._@]")
# Name parts shorter than this are too common inside other words to make a handle theirs.
_MIN_PART = 4


def plain_letters(word: str) -> str:
    """ "Súilleabháin" -> "suilleabhain": handles are written without accents."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def name_parts(names: Iterable[str], is_word: Callable[[str], bool]) -> set[str]:
    """The parts of the session's names that can make a handle: none that is a word of the language
    ("grace", "frank", "mark"), which would make "marks" a handle."""
    parts = set()
    for name in names:
        for word in re.findall(r"[^\W\d_]+", name):
            folded = plain_letters(word)
            if len(folded) >= _MIN_PART and not is_word(folded):
                parts.add(folded)
    return parts


def is_handle_of(token: str, parts: set[str]) -> bool:
    """Whether a token is a handle built from the name parts: a part among its pieces (`vale.restrepo.ink`,
    `ilunga_f`), or one piece that is a part with an initial, digits or another part (`rdelacruz`,
    `restrepo88`, `valentinarestrepo`), or a part after an @. A part alone is the name, replaced as such."""
    bare = token.lstrip("@")
    folded = plain_letters(bare)
    pieces = [piece for piece in _SEPARATOR.split(folded) if piece]
    if len(pieces) > 1:
        return any(piece.rstrip("0123456789") in parts for piece in pieces)
    word = folded.rstrip("0123456789")
    if word in parts:
        return word != folded or token.startswith("@")  # `restrepo88`, `@restrepo`; `restrepo` is the name
    for part in parts:
        if word.startswith(part):
            rest = word[len(part) :]
        elif word.endswith(part):
            rest = word[: -len(part)]
        else:
            continue
        if len(rest) == 1 or rest in parts:
            return True
    return False


def handles(texts: Iterable[str], parts: set[str]) -> list[tuple[str, str]]:
    """Every handle of the named people in the texts, as written, in reading order, as USERNAME; and every
    part of their names written alone in another case (`artist=kenji`, `'MORGAN'`) as the PERSON it is."""
    if not parts:
        return []
    found: dict[str, str] = {}
    for text in texts:
        for match in _HANDLE.finditer(text):
            token = match.group(0)
            if token in found:
                continue
            if is_handle_of(token, parts):
                found[token] = "USERNAME"
            elif plain_letters(token) in parts:
                found[token] = "PERSON"
    return [(entity, token) for token, entity in found.items()]
