"""A person's name a tool holds in the letters of another alphabet with capitals is the same name written in Latin
letters.

A register, a customer's record or a form holds a name in the alphabet of the people it serves (`"fio": "ТАДЫЕВ
ЭРКЕМЕН СЕРГЕЕВИЧ"`, `"onoma": "Παπαδάκη Ελένη"`), and a bank, a card scheme, a payment rail, an airline or a
passport writes it in Latin letters: an error string of the payout service says "bank rejected transfer to TADYEV
ERKEMEN card ...". The name's letters of another alphabet are read in Latin ones (`anyascii`, offline, as
redaction/rules/romanised_codes.py reads a code), a soft or a hard sign that romanises to no letter left out
(`Бельбеков` is `Belbekov`, as a passport writes it), and that form is a name the session holds too: its parts are
found alone as any held name's are. Only an alphabet with capitals (Cyrillic, Greek, Armenian) is read so: there the
romanisation keeps the name's capitals, so a part is found as a name written in Latin letters is, and a script without
capitals writes no vowels or other sounds a Latin spelling would (those are read by their consonants:
redaction/rules/names_in_another_script.py). One romanisation is read, the one `anyascii` gives, as a payment rail's or
a passport's is most often close to it. A name with a Latin letter has no other form.
"""

from __future__ import annotations

import unicodedata

from anyascii import anyascii

# (a name a tool holds, its form in Latin letters, or None when it has none of its own)
EXAMPLES: tuple[tuple[str, str | None], ...] = (
    ("ТАДЫЕВ ЭРКЕМЕН СЕРГЕЕВИЧ", "TADYEV ERKEMEN SERGEEVICh"),
    ("Тадыев Эркемен", "Tadyev Erkemen"),
    ("Бельбеков А.", "Belbekov A."),  # the soft sign romanises to no letter
    ("Юлия Хачатурян", "Yuliya Khachaturyan"),
    ("Հակոբյան Արամ", "Hakobyan Aram"),
    ("Γιώργος Νικολάου", "Giorgos Nikolaoy"),
    ("Maria Ivanova", None),  # already in Latin letters
    ("Łukasz Kowalski", None),
    ("ნათია ქარდავა", None),  # a script without capitals
    ("علیرضا کریمی", None),
)


def _of_another_cased_alphabet(char: str) -> bool:
    """A letter of an alphabet with capitals other than the Latin one: a capital, or a small letter a title changes
    (Georgian's letters have capitals no text writes, and a title leaves them as they are)."""
    return char.isalpha() and (char.isupper() or char.title() != char) and not (
        unicodedata.name(char, "").startswith("LATIN")
    )


def romanised_name(name: str) -> str | None:
    """The name with its letters in Latin ones; None when it holds a Latin letter, a letter of a script without
    capitals, or no letter of another alphabet."""
    letters = [char for char in name if char.isalpha()]
    if not letters or not all(_of_another_cased_alphabet(char) for char in letters):
        return None
    roman = "".join("".join(part for part in anyascii(char) if part.isalpha()) if char.isalpha() else char
                    for char in name)  # fmt: skip
    return roman if roman.strip() and roman != name else None
