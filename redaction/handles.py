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


# Words after which a word of the language is a common noun, not the name it also is: an article, a possessive,
# a quantifier, an adjective of a set phrase, the preposition of one ("the grant", "my faith", "in good faith", "a leap
# of faith").
_NOUN_BEFORE = {
    "a", "an", "the", "my", "your", "our", "his", "her", "their", "this", "that", "these", "those", "some", "any",
    "no", "every", "each", "another", "such", "what", "which", "whose", "much", "more", "most", "less", "little",
    "of", "in", "on", "good", "bad", "blind", "great", "full", "strong", "true", "real", "new", "old", "own",
}  # fmt: skip
# A possessive's "'s" may follow the name ("kylie's at work"), and a comma may stand between it and the word before
# ("its Shane, kylie's at work"): the word before the comma is the cue.
_LOWER_WORD = re.compile(r"(?<![\w'’@.-])[a-z]+(?![\w@-])(?!['’](?!s(?![\w'’])))")
_WORD_BEFORE = re.compile(r"([\w'’]+)(,?[ \t]+)$")
_OF_AFTER = re.compile(r"[ \t]+of\b")


def given_names_in_lower_case(texts: Iterable[str], given: set[str]) -> list[tuple[str, str]]:
    """The given names of people the session names, written in lower case where a name stands ("please dont send
    grant again", "yes grace. the number is ..."), as (the words right before, the name): a given name that is also a
    word of the language ("grant", "grace", "faith") is the person when no article, possessive, quantifier or set
    phrase makes it a noun ("the grant", "in good faith") and no "of" follows ("grant of the council")."""
    found: dict[tuple[str, str], None] = {}
    for text in texts:
        for match in _LOWER_WORD.finditer(text):
            word = match.group(0)
            if word not in given or _OF_AFTER.match(text, match.end()):
                continue
            before = _WORD_BEFORE.search(text, max(0, match.start() - 40), match.start())
            if before is None or before.group(1).casefold() in _NOUN_BEFORE:
                continue  # at a text's start, only the words after would say (a sentence's first word is no cue)
            found[(before.group(0), word)] = None
    return list(found)


# A word spelled out letter by letter, in capitals joined by hyphens, dots or single spaces ("B-R-Z-E-C-Z-Y-K",
# "K.O.W.A.L", "spelling K O T A"), one joint throughout.
_SPELLED = re.compile(r"(?<![\w.-])[^\W\d_a-z](?P<joint>[-. ])[^\W\d_a-z](?:(?P=joint)[^\W\d_a-z]){2,}(?![\w-])")
_MIN_SPELLED_WORD = 5


def spelled_names(texts: Iterable[str], parts: set[str], is_word: Callable[[str], bool]) -> list[str]:
    """Words spelled out letter by letter ("it's Jarosław, B-R-Z-E-C-Z-Y-S-Z-C-Z-Y-K-I-E-W-I-C-Z"): a name or a code
    spelled for the one writing it down, never a word of the language. A part of a name the session holds spelled so, or
    five letters or more that make no word of the language."""
    found: dict[str, None] = {}
    for text in texts:
        for match in _SPELLED.finditer(text):
            letters = plain_letters(re.sub(r"[-. ]", "", match.group(0)))
            if letters in parts or (len(letters) >= _MIN_SPELLED_WORD and not is_word(letters)):
                found[match.group(0)] = None
    return list(found)
