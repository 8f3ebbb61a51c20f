"""A code a tool holds in letters of another script is the same code written in Latin letters.

A booking, a ticket or a case is numbered in the letters of the business's own alphabet (`"резервация_№":
"КЗН-24-0612"`, `"αριθμός": "ΑΘΗ-5521"`), and a customer typing on a Latin keyboard writes it again romanised
("rezervaciqta mi e KZN-24-0612"). The code's letters are read in Latin (`anyascii`, offline: any script to ASCII
letters), its digits and separators as they are, and that form is searched for as the code is, in any case and
spacing. A code with no letter of another script has no other form. One romanisation is read (`Θ` as "Th", not "O"
too), the one a keyboard's user most often types.
"""

from __future__ import annotations

from anyascii import anyascii

# (a code a tool holds, its form in Latin letters, or None when it has none of its own)
EXAMPLES: tuple[tuple[str, str | None], ...] = (
    ("КЗН-24-0612", "KZN-24-0612"),
    ("ЖАЛ-2024-061", "ZhAL-2024-061"),
    ("ΑΘΗ-5521", "AThI-5521"),
    ("KZN-24-0612", None),  # already in Latin letters
    ("ДП-24-1027", "DP-24-1027"),
    ("Դ-2024-118", "D-2024-118"),
)


def romanised(code: str) -> str | None:
    """The code with its letters of another script in Latin ones; None when it has no such letter."""
    if code.isascii() or not any(char.isalpha() and not char.isascii() for char in code):
        return None
    return "".join(anyascii(char) if char.isalpha() and not char.isascii() else char for char in code)
