"""A word in lower case right after the words by which a writer names themselves, in any language, is their name
when it closes its clause: "hey its lars, can you check", "habari, ni wanjiku hapa, member no 04417", "agandi, nyowe
ni kembabazi. yesterday", "dai ma bikash gurung, P1 course ko lagi".

A message opens by saying who writes, in every language, with a frame the language gives it: English "it's", "this
is", "I'm"; Swahili "ni ... hapa", "mimi ni", "naitwa"; Runyankore and Luganda "nyowe ni", "nze"; Nepali and Hindi
"ma", "main", "mero naam"; Indonesian "saya", "nama saya"; Tagalog "ako si"; Spanish, Portuguese and Italian "soy",
"me llamo", "sou", "sono"; French "c'est", "je suis"; Zulu "ngingu", Shona "ndini"; Afrikaans "dis", "ek is";
Yoruba "emi ni"; Hausa "sunana" (`FRAMES`). People who write in lower case write their name so, where no
capitalised-name guess sees it. The frame counts when the message or its line opens with it, after at most a
greeting or a term of address of two words ("habari,", "agandi,", "dai", "hey"); then one or two words in lower
case are a name when they close their clause (a mark, the line's end, or the word for "here": "hapa", "hier",
"aqui", "ici") and the first is a given name of any country's list or a word rare in running text that is no word
of English, and neither is a word in common use nor a word no one bears (a day, a month, a brand). A frame's
words going on into a sentence ("its busy today", "saya mau pesan dua") name no one: the clause does not close
after one or two words, or the word is in common use.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.rules.opening_introductions import OPENING_GREETING

# The frames by which a writer names themselves, by language (romanised where the language is written so in chats).
FRAMES = (
    # English
    "it's", "it’s", "its", "it is", "this is", "i'm", "i’m", "im", "i am", "my name is", "my name's", "name's",
    # Swahili
    "ni", "mimi ni", "jina langu ni", "naitwa", "ni mimi",
    # Runyankore, Rukiga, Luganda
    "nyowe ni", "ninyowe", "nze", "nze ni", "nitwa", "erinnya lyange ni", "amaziina gangye ni",
    # Nepali, Hindi, Urdu
    "ma", "mero naam", "main", "mai", "mera naam", "mera nam",
    # Indonesian, Malay
    "saya", "nama saya", "aku", "ini",
    # Tagalog
    "ako si", "ako po si",
    # Spanish, Portuguese, Italian
    "soy", "me llamo", "sou", "sou o", "sou a", "me chamo", "aqui é", "sono", "mi chiamo",
    # French
    "c'est", "je suis", "je m'appelle", "moi c'est",
    # Zulu, Xhosa, Shona
    "ngingu", "igama lami ngu", "ndini", "ndinonzi", "zita rangu ndi",
    # Afrikaans, Dutch, German
    "dis", "ek is", "ik ben", "ich bin", "hier is",
    # Yoruba, Hausa, Twi
    "emi ni", "oruko mi ni", "sunana", "me din de",
)  # fmt: skip
# The word for "here" a writer may close their name with.
HERE_WORDS = ("here", "hapa", "hier", "aqui", "aquí", "ici", "yahan")
_HERE = "|".join(HERE_WORDS)
_FRAME = "|".join(sorted((re.escape(frame).replace(r"\ ", "[ \t]+") for frame in FRAMES), key=len, reverse=True))
_LOWER_WORD = r"[a-zß-öø-ÿ][a-zß-öø-ÿ'’-]*[a-zß-öø-ÿ]"
NAMED_IN_A_FRAME = re.compile(
    rf"(?:^|(?<=\n))[ \t]*{OPENING_GREETING}??"
    rf"(?i:{_FRAME})[ \t]+(?P<name>(?!(?i:{_HERE})\b){_LOWER_WORD}(?:[ \t]+(?!(?i:{_HERE})\b){_LOWER_WORD})?)"
    rf"(?=[ \t]*(?:[,.!?;:\n]|$)|[ \t]+(?i:{_HERE})\b)"
)
_POSSESSIVE = re.compile(r"['’]s$")

# (text, the name it says, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("hey its lars, can you check why my data is so slow", "lars"),
    ("habari, ni wanjiku hapa, member no 04417. malipo ya feb", "wanjiku"),
    ("agandi, nyowe ni kembabazi. yesterday ur lorry took 80 bunches", "kembabazi"),
    ("dai ma bikash gurung, P1 course ko lagi citizenship", "bikash gurung"),
    ("selamat pagi, saya ratna. mau tanya soal tagihan", "ratna"),
    ("its busy today, can you call", ""),  # going on into a sentence
    ("hi its me, the one who called", ""),  # a word in common use
    ("saya mau pesan dua", ""),  # the clause goes on
    ("im sorry, that was wrong", ""),  # a word in common use
    ("the label says its monday.", ""),  # no opening
)


def named_in_a_frame(
    text: str, a_name: Callable[[str], bool], common: Callable[[str], bool], not_a_name: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The spans of lower-case names a frame of self-naming says. `a_name`: a given name of any country, or a word
    rare in running text and no word of English; `common`: a word in common use; `not_a_name`: a word no one bears."""
    spans = []
    for match in NAMED_IN_A_FRAME.finditer(text):
        name = match.group("name")
        words = name.split()
        first = _POSSESSIVE.sub("", words[0])
        if len(first) < 3 or not a_name(first) or any(common(word) or not_a_name(word) for word in words):
            continue
        spans.append((match.start("name"), match.end("name")))
    return spans
