"""A code no one owns is kept whole: a name found elsewhere in the session is not replaced inside it.

A catalogue's or a package's code often spells the product's words (`NGT-LAUNIMA-50L` for a ngatu called launima,
`KS-PKG-NANO` for the Nano Ceramic package), and the name model may take those words for a person where a text
writes them alone ("the ngatu launima", "the Nano Ceramic Full Set"). The session holds the code under a key naming
a thing no one owns (`sku`, `package_code`, `article`: redaction/rules/unowned.py), written as a code (two parts or
more joined by `-`, `_` or `/`, a capital in it, no part a word in lower case), so it is the same for every buyer;
a word the session replaces elsewhere is left as it is inside that code, in the field and in every text that writes
the code, and is still replaced where it stands alone. A value that is the whole code is never protected by this,
nor a code no key of the session names as no one's.
"""

from __future__ import annotations

import re

from redaction.recognizers.identifiers import unowned_kind

# (text, the code no one owns the session holds, the word found elsewhere, whether it is kept inside the code)
EXAMPLES: tuple[tuple[str, str, str, bool], ...] = (
    ("the ngatu launima (NGT-LAUNIMA-50L) at T$4,800", "ngt-launima-50l", "LAUNIMA", True),
    ("package_code KS-PKG-NANO", "ks-pkg-nano", "NANO", True),
    ("the ngatu launima (NGT-LAUNIMA-50L)", "ngt-launima-50l", "launima", False),  # the word alone, before the code
    ("ask Okafor about RING-OKAFOR-7", "ngt-launima-50l", "OKAFOR", False),  # no code no one owns holds it
)


# (key, value, whether the value is a code no one owns kept whole)
CODES: tuple[tuple[str, str, bool], ...] = (
    ("package_code", "KS-PKG-NANO", True), ("sku", "SHD-200x300-KM", True), ("sku", "NGT-LAUNIMA-50L", True),
    ("booking_ref", "KS-PKG-NANO", False), ("sku", "check-in", False), ("product", "Nano Ceramic", False),
)
_CODE = re.compile(r"[^\W_]+(?:[-_/][^\W_]+)+")


def a_code_kept_whole(key: str | None, value: str) -> bool:
    """A value under a key naming a thing no one owns, written as a code: `"package_code": "KS-PKG-NANO"`."""
    value = value.strip()
    return (
        key is not None and _CODE.fullmatch(value) is not None and any(char.isupper() for char in value)
        and not any(part.isalpha() and part.islower() for part in re.split(r"[-_/]", value))
        and unowned_kind(key) is not None
    )  # fmt: skip


def _code_char(char: str) -> bool:
    return char.isalnum() or char in "-_/"


def inside_a_kept_code(text: str, start: int, end: int, codes: frozenset[str] | set[str]) -> bool:
    """Whether text[start:end] is a part, not the whole, of a token of `text` that is one of `codes` (casefolded
    codes no one owns)."""
    if not codes:
        return False
    left, right = start, end
    while left > 0 and _code_char(text[left - 1]):
        left -= 1
    while right < len(text) and _code_char(text[right]):
        right += 1
    token = text[left:right].casefold()
    return (left, right) != (start, end) and token in codes
