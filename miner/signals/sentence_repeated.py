"""A sentence of the agent's said again: the agent's answer holds, word for word, a sentence of an earlier answer.

The agent answers with a sentence it had given before ("Farashin canji yana canzawa a kowane lokaci bisa yanayin
kasuwa.", Hausa: the exchange rate changes all the time with the market, given twice; "Ma oda a mu Lilongwe amafika
pakatha masiku 1 mpaka 2 a ntchito.", Chichewa: orders in Lilongwe arrive in 1 to 2 working days, given twice; "Mangga
antosan sakedap deui.", Sundanese: please wait a little longer, given twice), the rest of the answer new (an apology,
an order number): the user who writes after it meets a loop, whatever either says ("Mwabwerezanso zomwezo", you said
the same again; "Kai wannan bot din ba shi da wayo ko kadan 🙄"; "nya atos lah. sakarepna wae", fine then, whatever).
The answer repeated whole is `answer_repeated` (complaint.py); this reads the sentence repeated inside an answer that
differs around it. Read by the complaint detector (family `sentence_repeated`) in a message no model here reads (not
English), from the user's second message on.

The sentence has four words or more (a word of letters or digits, of any script that writes words apart, its parts
joined by an apostrophe or a hyphen one word; "Ndo.", "Matyöx.", "Kunda'vi ini-un." are no loop) and closes on no
question: "Adda pay kadi maitulongko?" (anything else I can help with?) is asked at the close of every answer. Words are
compared lowered, their punctuation set aside.
"""

from __future__ import annotations

import re

from miner.signals.request_words import QUESTION_MARKS

# A sentence: up to a mark that closes one, or a line's end.
_SENTENCE = re.compile(r"[^.!?;。！？؟\n]+[.!?;。！？؟]*")
# A word: letters or digits, an apostrophe or a hyphen within it joining its parts ("Kunda'vi ini-un.", Mixtec: I am
# sorry, two words, said at every answer, is no loop of four).
_WORD = re.compile(r"\w+(?:['’ʼ-]\w+)*")
MIN_WORDS = 4  # words of a sentence said again


def _told(answer: str) -> list[tuple[str, str]]:
    """Each sentence of the answer of MIN_WORDS words or more that asks nothing, with its words lowered, one space
    apart."""
    told = []
    for sentence in _SENTENCE.findall(answer):
        if sentence.rstrip().endswith(QUESTION_MARKS):
            continue
        words = _WORD.findall(sentence.lower())
        if len(words) >= MIN_WORDS:
            told.append((sentence, " ".join(words)))
    return told


def sentences(answer: str) -> set[str]:
    """The answer's sentences of MIN_WORDS words or more that ask nothing, as their words lowered, one space apart:
    "Mangga antosan sakedap deui. Aya deui?" gives {"mangga antosan sakedap deui"}."""
    return {words for _, words in _told(answer)}


def sentence_repeated(answer: str, earlier: set[str]) -> str | None:
    """The first sentence of the agent's answer that an earlier answer of its own gave (`earlier`, the `sentences` of
    those answers), or None.

    >>> sentence_repeated("Pesenan #AL-2231 parantos dikirim. Mangga antosan sakedap deui.",
    ...                   sentences("Estimasi 3-5 dinten damel. Mangga antosan sakedap deui."))
    'Mangga antosan sakedap deui.'
    """
    return next((sentence.strip() for sentence, words in _told(answer) if words in earlier), None)


# (earlier answer, answer, the sentence read): run as tests (tests/signals/test_sentence_repeated.py).
EXAMPLES = (
    # Hausa: the exchange rate changes all the time with the market.
    ("Farashin canji yana canzawa a kowane lokaci bisa yanayin kasuwa. Farashin da aka nuna a lokacin biyan kuɗi shi "
     "ne na ƙarshe.",
     "Farashin canji yana canzawa a kowane lokaci bisa yanayin kasuwa. Kuna so ku duba farashin yau?",
     "Farashin canji yana canzawa a kowane lokaci bisa yanayin kasuwa."),
    # Chichewa: orders in Lilongwe arrive in 1 to 2 working days.
    ("Moni! Zikomo polumikizana ndi Kalimba Peanut Butter. Ma oda a mu Lilongwe amafika pakatha masiku 1 mpaka 2 a "
     "ntchito.",
     "Pepani chifukwa cha kuchedwa. Ma oda a mu Lilongwe amafika pakatha masiku 1 mpaka 2 a ntchito.",
     "Ma oda a mu Lilongwe amafika pakatha masiku 1 mpaka 2 a ntchito."),
    # Ilocano: anything else I can help with? asked at every close.
    ("Agdama a maar-aramid pay laeng ti order yo. Adda pay kadi maitulongko?",
     "Ipakaammomi dagus no nakasagana ti order yo. Adda pay kadi maitulongko?", None),
    # A short sentence (thanks) said again.
    ("Matyöx. Xtinnik'oj ri achi'el.", "Matyöx. Ninb'än jun reporte.", None),
    # Mixtec: I am sorry (two words, their parts joined by an apostrophe and a hyphen), said at every answer.
    ("Kunda'vi ini-un. Ni ta'vi bomba pozo.", "Tixa'vi ni-un, kunda'vi ini-un.", None),
)
