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
the name in capitals, and an honorific after it is written in lower case ("Triq San Filep" is a street).
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
    "Rabbi", "Fr", "Rev",
)  # fmt: skip
# Said after a name, in lower case (capitalised, "San" and "Chan" open a street's or a family's name): Urdu and
# Hindi, Japanese, Korean, Turkish, Persian.
AFTER = (
    "sahib", "sahab", "saab", "ji", "jee", "bhai", "bhaiya", "didi", "bhabhi", "san", "sama", "kun", "chan",
    "sensei", "nim", "ssi", "bey", "hanım", "hanim", "efendi", "abla", "jan", "joon", "khanum",
)  # fmt: skip
_WORD = r"[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+)?"
_BEFORE = "|".join(sorted(BEFORE, key=len, reverse=True))
_AFTER = "|".join(sorted(AFTER, key=len, reverse=True))
TITLED_BEFORE = re.compile(
    rf"(?<![\w'’-])(?:{_BEFORE})\.?[ \t]+(?P<name>{_WORD}(?:[ \t]+{_WORD})?)(?![\w'’-])"
)
TITLED_AFTER = re.compile(rf"(?<![\w'’-])(?P<name>{_WORD})(?:[ \t]+|-)(?:{_AFTER})(?![\w'’-])")
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
    ("the lights on Triq San Filep went dark", ""),  # a street's name, capitalised
    ("Thanks Rev. Monday works", ""),  # a word no one bears
    ("the Master Bedroom ji", ""),  # words of the language
)


def titled(text: str, reads_as_name: Callable[[str], bool], not_a_name: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The spans of the names a title or an honorific stands beside. `reads_as_name`: a capitalised word that reads
    as a name (a given name, or rare in running text and no word of the language); `not_a_name`: a word no one
    bears (a day, a month, a brand, a label, a title)."""
    spans = []
    for pattern, keep_first in ((TITLED_BEFORE, True), (TITLED_AFTER, False)):
        for match in pattern.finditer(text):
            words = list(re.finditer(r"\S+", match.group("name")))
            # Before the name, the words run on from the title while they read as names; after it, back from it.
            ordered = words if keep_first else list(reversed(words))
            kept = []
            for word in ordered:
                value = word.group(0)
                if not_a_name(value) or not all(reads_as_name(part) for part in value.split("-")):
                    break
                kept.append(word)
            if not kept:
                continue
            if keep_first and _A_THINGS_WORD_AFTER.match(text, match.start("name") + kept[-1].end()):
                continue
            base = match.start("name")
            first, last = (kept[0], kept[-1]) if keep_first else (kept[-1], kept[0])
            spans.append((base + first.start(), base + last.end()))
    return sorted(set(spans))
