"""A call arranged by the agent asking for the user's number, in any language: the user asks, in words no table holds,
for someone to talk to, and the agent's answer closes on a question for the number to reach them at ("Biko jikoo m
na mmadu n'ezie" "... Kedu nọmba ekwentị gị?", Igbo: connect me with a real person; what is your phone number?;
"... ndax mën naa wax ak Sokhna ci boppam?" "Waaw. Yónnee naa sa laaj ci Sokhna. Dina la woo ëllëg ci suba. Ban
nimero la?", Wolof: can I talk to Sokhna herself?; I sent her your request, she will call you tomorrow, which
number?). The number is asked by the loanword most languages write it with (`_NUMBER_WORD`: number, numero, numer,
nomor, nomoro, namba, nambala, nambari, nomba, nombolo, nimero, naba), whatever the words around it: an agent that
asks last for the number has arranged for someone to call it.

Not a number of a thing (`_THING`: "order number", "invoice number", "job card number", the loanwords a number of a
service's own is named by) nor a question that holds a digit (a number given, "número INC-20931"). The detector reads
it from the user's second message on (a first message's number asked is the matter's own: "What's your order
number?"), in a message of more than a yes holding no digit (a number or a time given answers the agent), not read
as English, after an answer that named no number (the number asked again goes on with what the agent asked before),
offered no person and began no hand-off.

    >>> number_asked("Ọ dị mma. Ana m ezigara ndị ọrụ ngalaba ego anyị ozi gị. Kedu nọmba ekwentị gị?")
    'Kedu nọmba ekwentị gị?'
    >>> number_asked("Sige! Ipa-tawag nako ka ni Ma'am Dolor karong hapon. Unsa imong number ug pangalan sa company?")
    'Unsa imong number ug pangalan sa company?'
    >>> number_asked("Ania ti naganmo wenno ti order number?") is None
    True
    >>> number_asked("Kedu nọmba ekwentị gị? Anyị ga-akpọ gị.") is None
    True
    >>> number_asked("Ban nimero la, 77 555 01 23?") is None
    True

A figure in the user's message is a number given, unless it is the agent's own: a figure its last answer wrote,
said back ("2x24 jam lagi?? ... minta nomor admin" after "... dalam 2x24 jam", Banjar: 2x24 hours again?? give me
the admin's number), or a count of one or two digits in a unit the answer asked in ("Kira-kira 8 kubik. Kawa kah
ulun ditalipun urang marketing kargo?" after "Bata ringannya barapa kubik?": about 8 cubic metres; can the cargo
marketing person call me?). A phone number, a time or a code is one the answer does not hold. Nor is a number the
agent gave before, its figure beside it in its sentence ("... laporan paket kada sampai, nomor LP-11842."), one it
asked for: only a sentence naming a number with no figure asks for one (`number_wanted`).

    >>> number_given("2x24 jam lagi?? Kada masuk akal.", "Tim kami cagar malacak paket dalam 2x24 jam.")
    False
    >>> number_given("Kira-kira 8 kubik. Kawa kah ulun ditalipun?", "Bata ringannya barapa kubik?")
    False
    >>> number_given("0813-4892-1075. Tulung lah", "Nomor HP Pian barapa?")
    True
    >>> number_given("Ok, jam 5 sore", "Jam barapa Pian kawa ditalipun?")
    True
    >>> number_given("Kira-kira 8 kubik.", "Barapa ton semen?")
    True
    >>> number_wanted("Ulun sudah maulah laporan paket kada sampai, nomor LP-11842. Tim kami cagar malacak paket.")
    False
    >>> number_wanted("Ndapempha a Chikondi kuti akuyimbireni lero. Nambala yanu ndi iti?")
    True

The user's next message tells which number was asked: one that answers with a code, letters joined to digits ("Risit
MS-20418, a bay am Ɔgɔst 2024", Krio: receipt MS-20418, I bought it in August 2024), and gives no phone number was
asked a number of a thing the loanwords of `_THING` do not name (`thing_answered`).

    >>> thing_answered("Risit MS-20418, a bay am Ɔgɔst 2024.")
    True
    >>> thing_answered("0813-4892-1075. Tulung lah")
    False
    >>> thing_answered("Sì xe quel. Doman matina so in canpagna")
    False
"""

from __future__ import annotations

import re

from anyascii import anyascii

from miner.signals.number_called import numbers_given

# A number by its loanword, romanised, a whole word: number, numero (numéro, número), numer, numera, nomor, nomoro
# (Setswana), namba, nambala, nambari, nomba (Igbo "nọmba", Yoruba), nombolo (Zulu, Xhosa), nombor, nimero (Wolof),
# naba (Fijian).
_NUMBER_WORD = re.compile(r"\b(?:n[aiou]mb(?:er|a|ala|ari|ol|olo|or)|numer[oa]?|nomor[oa]?|nimero|naba)\b")
# The things a service numbers, by the loanwords the languages take them with: a number of one of them is the
# matter's own, not the user's phone.
_THING = re.compile(r"\b(?:order|invoice|booking|reference|ref|account|tracking|contract|job|card|ticket|case|policy|"
                    r"serial|model|plate|customer|client|member(?:ship)?|registration|flight|queue)\b")
# A code: letters joined to three digits or more, as references, receipts and tickets are written ("MS-20418").
_CODE = re.compile(r"(?<![\w-])[^\W\d_]+[-/#]?\d{3,}")
# A sentence of any script, with the marks that end it (a dot between digits is no end).
_SENTENCE = re.compile(r"(?:[^.?!;。？！؟።।۔\n]|(?<=\d)\.(?=\d))+[.?!;。？！؟።।۔]*")
_QUESTION_MARKS = ("?", "？", "؟", "፧")


# A figure as people write one: digits, joined by the marks numbers, times and ranges are written with ("2x24",
# "0813-4892-1075", "16.00"), and the word after it, if any.
_FIGURE = re.compile(r"(\d+(?:[x.:,/-]\d+)*)(?:\s*([^\W\d_]{3,}))?")


def number_wanted(answer: str) -> bool:
    """Whether the agent's answer asks for a number: a sentence naming one by its loanword (`_NUMBER_WORD`) holds
    no digit (a number given with its figure is the agent's own)."""
    return any(_NUMBER_WORD.search(anyascii(sentence).lower()) and not any(map(str.isdigit, sentence))
               for sentence in _SENTENCE.findall(answer))


def number_given(text: str, answer: str) -> bool:
    """Whether the user's message gives a figure of its own: one the agent's last answer does not hold, nor a count
    of one or two digits followed by a word of the answer's (the unit it asked in)."""
    held = answer.lower()
    said = set(re.findall(r"[^\W\d_]+", held))
    for figure in _FIGURE.finditer(text):
        digits, unit = figure.group(1), figure.group(2)
        if re.search(rf"(?<![\d]){re.escape(digits)}(?![\d])", held):
            continue  # the agent's own figure, said back
        if len(digits) <= 2 and unit and unit.lower() in said:
            continue  # a count in the unit the agent asked in
        return True
    return False


def closing_sentence(answer: str) -> str | None:
    """The sentence the agent's answer closes on, stripped, or None when it holds none."""
    told = [sentence.strip() for sentence in _SENTENCE.findall(answer) if sentence.strip()]
    return told[-1] if told else None


def number_asked(answer: str) -> str | None:
    """The question the agent's answer closes on when it asks for a number by its loanword (`_NUMBER_WORD`), of no
    thing (`_THING`) and holding no digit, or None."""
    question = closing_sentence(answer)
    if question is None or not question.endswith(_QUESTION_MARKS):
        return None
    read = anyascii(question).lower()
    if not _NUMBER_WORD.search(read) or _THING.search(read) or any(map(str.isdigit, question)):
        return None
    return question


def thing_answered(next_text: str) -> bool:
    """Whether the user's next message answers the number asked with a code (`_CODE`) and no phone number: the number
    asked was a thing's."""
    return bool(_CODE.search(next_text)) and not numbers_given(next_text)
