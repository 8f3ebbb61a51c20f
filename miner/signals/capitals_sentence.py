"""A sentence wholly in capitals, closed calmly, in a message no model here reads: the user shouting one thing at
the agent, in any cased script (Latin, Cyrillic, Greek, Armenian, Georgian's capitals), whatever the words.

"Gutlag üçin sag boluň, ýöne ýazanymy okadyňyzmy? LEXUS GELMEDI. Camry geldi." (Turkmen: thanks, but did you read
what I wrote? THE LEXUS DID NOT COME. A Camry came), "Ua witiwit 1 hour, ... UA MOCHEN KAPAS NGENI SININO IKENAI."
(Chuukese: I waited 1 hour ... I DO NOT WANT TO TALK TO THIS MACHINE), "GI-SEND NA NAKO. Ikaduha na ni." (Cebuano: I
SENT IT ALREADY. This is the second time). Read by the complaint detector (family `shouting`, at twice its weight:
a strong cue) in a message not read as English, from the user's second message on, after the agent answered: a
first message in capitals may be typed with caps lock on. The sentence stands beside words in small letters in the same
message: a message wholly in capitals may be typed with caps lock on too ("LIKE BASKETBALL", "TELL ME ABOUT
BASEBALL"), and is read by the weaker `shouting` rule of the whole message.

A sentence is read when every word of it is in capitals, two of them of three letters or more, eight letters in all,
and it holds no digit (a code or an address: "GSTIN 27AAACX5550Q1Z9."). Not a sentence closed by "!": capitals
exclaimed are joy as often as anger ("VINAKA SARA!!", "GELNEJEM BEGENJEK!!!"), and stay the weak `shouting` cue of
the whole message; nor words quoted (a delivery slip copied: « ART. 334120 CREME EPAISSE — RUPTURE »); nor, in the
detector, beside an emoji of no displeasure or thanks, which cancel shouting.

In English the complaint detector reads such sentences, exclaimed ones too, only for a request for a person
(`capitals_sentences`): "I WANT TO SPEAK TO A PERSON NOW. the fish you delivered yesterday was rotten!!" shouts the
demand as the message wholly in capitals would, however calmly the rest tells the trouble (the weak `shouting` cue, to
which the request adds). Not "WHERE IS MY ORDER" (wholly in capitals: the whole message's rule) nor "my BT line is
down" (one word).
"""

from __future__ import annotations

import re

# A sentence and the marks that close it (none at the message's end or before a line break).
_SENTENCE = re.compile(r"([^.?!…。？！\n]+)([.?!…。？！]*)")
_WORD = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"\d")
# Words of at least this many letters in capitals a sentence holds, and letters in all.
LONG_WORD_LETTERS = 3
LONG_WORDS = 2
MIN_LETTERS = 8


def sentence_in_capitals(text: str) -> str | None:
    """The first sentence of `text` wholly in capitals and not exclaimed, stripped, or None."""
    if sum(char.isupper() for char in text) < MIN_LETTERS:
        return None  # most messages, told at C speed
    if not any(word != word.upper() for word in _WORD.findall(text)):
        return None  # no word in small letters: a message wholly in capitals, caps lock as often
    for match in _SENTENCE.finditer(text):
        sentence, closing = match.group(1), match.group(2)
        if "!" in closing or "！" in closing or _DIGIT.search(sentence):
            continue
        words = _WORD.findall(sentence)
        if (words and all(word.isupper() for word in words)
                and sum(len(word) >= LONG_WORD_LETTERS for word in words) >= LONG_WORDS
                and sum(len(word) for word in words) >= MIN_LETTERS):
            return f"{sentence.strip()}{closing}"
    return None


def capitals_sentences(text: str) -> list[str]:
    """Every sentence of `text` wholly in capitals, exclaimed or not (two words of three letters or more, eight letters
    in all, no digit), stripped with its closing marks, in a message holding words in small letters too; else []."""
    if sum(char.isupper() for char in text) < MIN_LETTERS:
        return []
    if not any(word != word.upper() for word in _WORD.findall(text)):
        return []
    found = []
    for match in _SENTENCE.finditer(text):
        sentence, closing = match.group(1), match.group(2)
        words = _WORD.findall(sentence)
        if (words and not _DIGIT.search(sentence) and all(word.isupper() for word in words)
                and sum(len(word) >= LONG_WORD_LETTERS for word in words) >= LONG_WORDS
                and sum(len(word) for word in words) >= MIN_LETTERS):
            found.append(f"{sentence.strip()}{closing}")
    return found


# (message, the sentence read): run as tests (tests/signals/test_capitals_sentence.py).
EXAMPLES = (
    ("Gutlag üçin sag boluň, ýöne ýazanymy okadyňyzmy? LEXUS GELMEDI. Camry geldi.", "LEXUS GELMEDI."),
    ("GI-SEND NA NAKO. Ikaduha na ni. Ugma na ang bunyag sa akong anak", "GI-SEND NA NAKO."),
    ("Ua witiwit 1 hour, ese wor emon a kori ngeniei. UA MOCHEN KAPAS NGENI SININO IKENAI.",
     "UA MOCHEN KAPAS NGENI SININO IKENAI."),
    ("ΔΕΝ ΗΡΘΕ ΚΑΝΕΙΣ ΣΗΜΕΡΑ. Περίμενα όλο το πρωί.", "ΔΕΝ ΗΡΘΕ ΚΑΝΕΙΣ ΣΗΜΕΡΑ."),
    # Exclaimed: joy as often.
    ("VINAKA SARA!! O iko e dua na tamata vinaka", None),
    # A code, one word in capitals, acronyms too short.
    ("Ndiyo. GSTIN 27AAACX5550Q1Z9. Asante", None),
    ("Arazoa da HONDATUTA iritsi zela", None),
    ("NMS, NMS... Cawa ducu wuwaco", None),
    # Wholly in capitals: caps lock as often.
    ("ШУЛ ҮК ҖАВАПНЫ ӨЧЕНЧЕ ТАПКЫР ЯЗАСЫЗ", None),
    ("LIKE BASKETBALL", None),
    # No cased script.
    ("전달하신다는 말 어제도 들었어요", None),
)
# (message, every sentence read by `capitals_sentences`, exclaimed ones too: the English detector reads there a request
# for a person shouted): run as tests.
SENTENCES_EXAMPLES: tuple[tuple[str, list[str]], ...] = (
    ("I WANT TO SPEAK TO A PERSON NOW. the fish you delivered yesterday was rotten!!",
     ["I WANT TO SPEAK TO A PERSON NOW."]),
    ("GET ME A MANAGER!! the order is wrong again", ["GET ME A MANAGER!!"]),
    ("order 5521. CALL ME BACK. thanks", ["CALL ME BACK."]),
    ("WHERE IS MY ORDER", []),
    ("my BT line is down", []),
)
