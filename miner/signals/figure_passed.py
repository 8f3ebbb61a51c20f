"""A figure of the agent's passed: the user tells the same count or hour the agent's previous answer gave, larger.

The agent's answer counts something after a word of its own language ("Singoh poh 9 beungoh tukang troh", Acehnese:
tomorrow at 9 o'clock the repairman comes; "mikolo 7 ya mosala", Lingala: 7 working days; "libeke tse 3 ho isa ho
tse 4", Sesotho: 3 to 4 weeks); the user's next message says the same word with a larger number ("ka poh 11 nyoe,
tukang goh trok", it is 11 o'clock now, the repairman has not come; "Eza mikolo 12 sikoyo", it is 12 days now; "Ke
libeke tse 15 joale", it is 15 weeks now): the hour or the wait the agent promised has passed, and the user holds it
up, whatever the language, by the agent's own word. Read by the complaint detector (family `figure_passed`) in a
message no model here reads (not English), from the user's second message on, when the agent asked nothing (an
answer to its question may name a later hour it prefers: "poh 11 jeut?") and the message closes on no question ("Tse
5 di kae?", and the 5?, asks).

The word has three letters or more (of two, it is as often a preposition: "de 4 kg", then "un avoir de 180 €"). The
number stands alone after the word: not one part of a range or a compound ("Dos saco de 14-14-14", a fertiliser's
grade), nor a decimal. It is compared with the largest number the agent's answer gave after the same
word ("tse 3 ho isa ho tse 4": 4).
"""

from __future__ import annotations

import re

from miner.signals.request_words import QUESTION_MARKS

# A word of three letters or more and a whole number of one to three digits of any script standing alone after it: no
# digit, dash or slash after it, nor a decimal part ("14-14-14", "2,5").
_COUNTED = re.compile(r"([^\W\d_]{3,})\s+(\d{1,3})(?![\d\-–/]|[.,:]\d)")


def counted(text: str) -> dict[str, int]:
    """The largest number the text gives after each word (lowered): "tse 3 ho isa ho tse 4" gives {"tse": 4}."""
    found: dict[str, int] = {}
    for word, number in _COUNTED.findall(text):
        word = word.lower()
        found[word] = max(found.get(word, 0), int(number))
    return found


def figure_passed(text: str, previous_answer: str) -> str | None:
    """The words of the message ("poh 11") that give, after a word the agent's previous answer counted with, a larger
    number than the answer gave after it; None when the message closes on a question or holds no such words."""
    if text.rstrip().endswith(QUESTION_MARKS):
        return None
    given = counted(previous_answer)
    if not given:
        return None
    for match in _COUNTED.finditer(text):
        word, number = match.group(1).lower(), int(match.group(2))
        if word in given and number > given[word]:
            return match.group(0)
    return None


# A word of two letters or more and a whole number standing alone after it, as `_COUNTED`: within one message a word of
# two letters counts ("pa 12", "he 9"), where the answer's own figures need three ("de 4 kg", then "de 180 €").
_COUNTED_WITHIN = re.compile(r"([^\W\d_]{2,})\s+(\d{1,3})(?![\d\-–/]|[.,:]\d)")
# A sentence of any script, with the marks that end it.
_SENTENCE = re.compile(r"[^.?!;。？！؟\n]+[.?!;。？！؟]*")


def figure_passed_within(text: str) -> str | None:
    """The words of a message that count, after the same word, a number told in an earlier sentence of it and a larger
    one told last ("Nalipila pa 12, ... Lelo ni pa 20.", Bemba: I paid on the 12th, ... today is the 20th): the figure
    given and the figure now, set side by side by the user alone. The last number told after the word is the largest
    and larger than the first ("Blk 5 ... Blk 7 pala e Blk 5", an address set right, is not read). None else."""
    first: dict[str, tuple[int, int]] = {}  # the word's first number and its sentence
    last: dict[str, tuple[int, int, str]] = {}  # the word's last number, its sentence and its words
    largest: dict[str, int] = {}
    for place, sentence in enumerate(_SENTENCE.findall(text)):
        for match in _COUNTED_WITHIN.finditer(sentence):
            word, number = match.group(1).lower(), int(match.group(2))
            first.setdefault(word, (number, place))
            last[word] = (number, place, match.group(0))
            largest[word] = max(largest.get(word, 0), number)
    for word, (number, place, words) in last.items():
        before, first_place = first[word]
        if first_place < place and number > before and number == largest[word]:
            return words
    return None
