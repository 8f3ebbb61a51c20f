"""A name beside a title or an honorific, in any language, before or after it, is a person: "Gracias Don Chuy",
"Shukriya Khalid sahib", "Tanaka-san", "ask Pak Budi at the gate", "Frau Müller called".

People address and speak of one another with a word of respect that names no one by itself: before the name in
Spanish, Portuguese, German, French, Indonesian, Malay, Filipino, Swahili or Hindi ("Don", "Seu", "Herr", "Madame",
"Pak", "Kak", "Kuya", "Mzee", "Shri"...), after it in Urdu, Hindi, Japanese, Turkish or Persian ("sahib", "ji",
"san", "bey", "jan"...), written apart or joined by a hyphen ("Tanaka-san"). The one or two capitalised words after
a title, the one before an honorific, are the name when each reads as one: a given name, or a word rare in running
text that is no word of the language ("Don Chuy"), and no capitalised word follows, which would make it a thing's
("Haji Bashir Orchards", "Don Quixote Hotel"). A word no one bears (a day, a month, a brand, a label) stays, and so
does a title in lower case inside a sentence, where it is a word of the language ("don't", "a pan"): a title opens
the name in capitals, and an honorific after it is written in lower case ("Triq San Filep" is a street), the
honorifics of Japanese and Korean joined by a hyphen ("Sato-san"; "kun" alone is a word of Oromo). A full stop
after a title that is no abbreviation ends a sentence ("Baik Pak. Mohon maaf"), and a word opening a sentence is
capitalised whatever it is, so before an honorific it is a name only when it is a given name ("Sunita ji, ..."; not
"Zkusím ji přiřadit", "I'll try to assign it" in Czech).
"""

from __future__ import annotations

import re
from collections.abc import Callable

# Said before a name, capitalised: Spanish, Portuguese, Italian, German, Dutch, French, Polish, Indonesian and Malay,
# Filipino, Swahili, Hindi and Tamil, Arabic, and the English of family and faith.
BEFORE = (
    "Don", "Doña", "Dona", "Dom", "Seu", "Señor", "Señora", "Señorita", "Sr", "Sra", "Srta", "Senhor", "Senhora",
    "Signor", "Signora", "Sig", "Herr", "Frau", "Meneer", "Mevrouw", "Monsieur", "Madame", "Mme", "Mlle", "Pan",
    "Pani", "Pak", "Bu", "Ibu", "Bapak", "Mas", "Mbak", "Kak", "Abang", "Encik", "Cik", "Puan", "Tuan", "Haji",
    "Hajjah", "Ustaz", "Ustadz", "Kuya", "Ate", "Tita", "Tito", "Manang", "Manong", "Mzee", "Bwana", "Shri", "Smt",
    "Shrimati", "Thiru", "Sheikh", "Shaikh", "Sayed", "Aunty", "Auntie", "Uncle", "Aunt", "Pastor", "Imam",
    "Rabbi", "Fr", "Rev", "Hj", "Hjh",
)  # fmt: skip
# Said after a name, in lower case and written apart or joined by a hyphen (capitalised, "San" and "Chan" open a
# street's or a family's name): Urdu and Hindi, Turkish, Persian.
AFTER = (
    "sahib", "sahab", "saab", "ji", "jee", "bhai", "bhaiya", "didi", "bhabhi", "bey", "hanım", "hanim", "efendi",
    "abla", "jan", "joon", "khanum",
)  # fmt: skip
# Said after a name and joined to it by a hyphen only (apart, "kun" and "san" are words of other languages):
# Japanese and Korean.
JOINED_AFTER = ("san", "sama", "kun", "chan", "sensei", "nim", "ssi")
# Titles written short with a full stop ("Sra. Riera", "Fr. Tadhg"); after any other title a full stop ends the
# sentence ("Baik Pak. Mohon maaf").
ABBREVIATED = ("Sr", "Sra", "Srta", "Sig", "Mme", "Mlle", "Smt", "Fr", "Rev", "Hj", "Hjh")
_WORD = r"[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+)?"
_BEFORE = "|".join(sorted(BEFORE, key=len, reverse=True))
_ABBREVIATED = "|".join(sorted(ABBREVIATED, key=len, reverse=True))
_AFTER = "|".join(sorted(AFTER, key=len, reverse=True))
_JOINED_AFTER = "|".join(sorted(JOINED_AFTER, key=len, reverse=True))
TITLED_BEFORE = re.compile(
    rf"(?<![\w'’-])(?:(?:{_ABBREVIATED})\.|{_BEFORE})[ \t]+(?P<name>{_WORD}(?:[ \t]+{_WORD})?)(?![\w'’-])"
)
TITLED_AFTER = re.compile(
    rf"(?<![\w'’-])(?P<name>{_WORD})(?:(?:[ \t]+|-)(?:{_AFTER})|-(?:{_JOINED_AFTER}))(?![\w'’-])"
)
_HONORIFICS = frozenset(word.casefold() for word in (*BEFORE, *AFTER, *JOINED_AFTER))
# Where a sentence opens, a capital marks no proper noun: only a given name is read there before an honorific.
_OPENS_A_SENTENCE = re.compile(r"(?:^|[.!?][ \t]+|\n[ \t]*)$")
# A capitalised word right after the name makes it a thing's ("Haji Bashir Orchards", "Don Quixote Hotel").
_A_THINGS_WORD_AFTER = re.compile(r"[ \t]+[A-ZÀ-ÖØ-Þ]")

# (text, the name, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("Gracias Don Chuy, the tamales arrived", "Chuy"),
    ("Shukriya Khalid sahib, order received", "Khalid"),
    ("please give it to Tanaka-san at reception", "Tanaka"),
    ("ask Pak Budi at the gate for the key", "Budi"),
    ("Frau Müller called about the invoice", "Müller"),
    ("we fried it in a pan for ten minutes", ""),  # a title's word in lower case: a word of the language
    ("Don't forget the receipt", ""),
    ("Haji Bashir Orchards wale bhi bhejte hain", ""),  # a thing named after a person
    ("Baik Pak. Mohon maaf, sistem sedang gangguan", ""),  # a full stop after a title that is no abbreviation
    ("Sama-sama, Rosli! Enjoy the season", ""),  # a word doubled, not a name and its honorific
    ("Garuu kun yeroo lammaffaati", ""),  # "kun" apart is a word of another language
    ("VS 2025013377. Zkusím ji přiřadit ručně", ""),  # a sentence's first word, no given name
    ("the lights on Triq San Filep went dark", ""),  # a street's name, capitalised
    ("Thanks Rev. Monday works", ""),  # a word no one bears
    ("the Master Bedroom ji", ""),  # words of the language
)


def titled(
    text: str,
    reads_as_name: Callable[[str], bool],
    is_given_name: Callable[[str], bool],
    not_a_name: Callable[[str], bool],
) -> list[tuple[int, int]]:
    """The spans of the names a title or an honorific stands beside. `reads_as_name`: a capitalised word that reads
    as a name (a given name, or rare in running text and no word of the language); `is_given_name`: a given name;
    `not_a_name`: a word no one bears (a day, a month, a brand, a label, a title)."""
    spans = []
    for pattern, keep_first in ((TITLED_BEFORE, True), (TITLED_AFTER, False)):
        for match in pattern.finditer(text):
            words = list(re.finditer(r"\S+", match.group("name")))
            # Before the name, the words run on from the title while they read as names; after it, back from it.
            ordered = words if keep_first else list(reversed(words))
            kept = []
            for word in ordered:
                value = word.group(0)
                if value.casefold() in _HONORIFICS or not_a_name(value):
                    break
                if not all(reads_as_name(part) for part in value.split("-")):
                    break
                kept.append(word)
            if not kept:
                continue
            if not keep_first and _OPENS_A_SENTENCE.search(text, 0, match.start("name")) and not is_given_name(
                kept[0].group(0)
            ):
                continue  # "Zkusím ji přiřadit": a sentence's first word is capitalised whatever it is
            if keep_first and _A_THINGS_WORD_AFTER.match(text, match.start("name") + kept[-1].end()):
                continue
            base = match.start("name")
            first, last = (kept[0], kept[-1]) if keep_first else (kept[-1], kept[0])
            spans.append((base + first.start(), base + last.end()))
    return sorted(set(spans))
