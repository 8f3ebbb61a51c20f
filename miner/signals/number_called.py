"""A call arranged to the number the user gave, in any language: the user writes a phone number with words of their
own ("Kan iemand van het bestuur me even bellen om de plek te bespreken? 06-48213907", "Chamádeme ao 655 512 908, pola
tarde"), and the agent's answer says that number back ("Iemand belt je deze week op 06-48213907.", "... que a chamará
esta tarde ao 655 512 908."). A number is the one thing of a message every language writes alike, and an agent saying
the user's phone number back has arranged for someone to call it: the user asked to be called, a request for a person,
whatever the words around it.

Not a number given alone or with a name or thanks ("75 512 089. Ke emetse", "Go siame, 72 555 904. Ke a leboga rra"):
the answer to the agent's question for it, after a request made, or not, before; the message must hold a sentence of
its own of at least `OWN_WORDS` words of letters, holding no other digit (a time or a day given beside the number
answers the agent's question for when: "+64 21 447 9082, hili e 6 efiafi taimi NZ. Malo aupito", Tongan: after 6 pm
NZ time, thank you), and no digit anywhere else in the message: a day or a time given in another sentence
("Ketvirtadienis 22 d. tinka. Tik gal galit paskambinti prieš atvažiuojant, numeris 8 655 50123.", Lithuanian: Thursday
the 22nd suits; could you call before coming) books a visit, and the call is the visitor's before coming. The number
is said back in the answer's first
`ANSWER_SENTENCES` sentences, where the answer says what it did with the message; further on it is a detail of
something else ("Yɛde details no bɛsoma 024 555 7781.", Twi: we will send the details to ..., closing a booking).
Not an answer that goes on to ask something ("Karin ringer dig på 070-174 05 91 någon gång nästa vecka. Finns det en
tid på dagen som passar dig särskilt bra?", after the agent offered Karin's call and the user said yes): an answer
that arranged a call the user asked for closes on it, while one that asks on is the agent carrying on what it
offered. The answer's sentences are counted across a semicolon before a lower-case word (two clauses of one
sentence: "... ta encargada ta envíos, Rosa Hernández Díaz; ta xak'bot llamada ok'ob ta +1 407 298 6614 (9–11 am
...", Tzotzil: ... she will call you on ...), and the number said back may run on into digits written after it (the
hours to call in). Not a number glued to letters, a code ("Vertragsnr. DR-7730418"). The detector reads it from the
user's second message on, where a number is no longer the matter's own (an order, a contract, a meter: "objednávka č.
2026-0871"), and not after an answer that named a number by its loanword (`asks_for_a_number`: "Necesitaremos tamén o
número de contrato", Galician: we will also need the contract number): the number written next answers the agent.
"""

from __future__ import annotations

import re

from anyascii import anyascii

# A phone number: a run of digits, spaces, dots, dashes and brackets, holding at least `MIN_DIGITS` digits
# ("442 555 0136", "(21) 98555-0134", "+64 21 447 9082").
# Not glued to letters: "DR-7730418", "BT-2025-0388" are a contract's or a booking's code.
_NUMBER = re.compile(r"(?<![\w-])\+?\(?\d[\d\s().-]{5,}\d")
MIN_DIGITS = 7
# An answer saying the number back among this many other figures or more (a time, a seat, a fare, a date, a code)
# reads back a booking's details: the number is the booking's contact, not one someone was asked to call.
BOOKING_FIGURES = 3
# A figure as an answer writes one: digits, joined by the marks times, prices, dates and ranges are written with.
_FIGURE = re.compile(r"\d+(?:[:.,/–-]\d+)*")
# A sentence of the user's own, beside the number: at least this many words holding no digit.
OWN_WORDS = 5
# The answer says the number back in this many of its first sentences.
ANSWER_SENTENCES = 2
# A number said back with at most this many words before it in its sentence opens it: the number looked up, what
# the answer tells of ("شماره ۰۹۱۶۳۲۱۴۵۷۸ هنی به هیچ شناسه قبضی وصل نیه", Luri: the number ... is linked to no bill
# yet), not the number someone will call, which follows the call ("Iemand belt je deze week op 06-48213907").
OPENING_WORDS = 2
_DIGIT_IN_WORD = re.compile(r"(?<=[^\W\d_])\d(?=[^\W\d_])")
# An answer's opening sentence of this many words or fewer says yes or greets, before what the answer did.
ACKNOWLEDGEMENT_WORDS = 3
# A sentence of any script, with the marks that end it (a dot between digits is no end: "06.39.98.42.17").
_SENTENCE = re.compile(r"(?:[^.?!;。？！؟।۔\n]|(?<=\d)\.(?=\d))+[.?!;。？！؟।۔]*")
_QUESTION_MARKS = ("?", "？", "؟", "፧")
# A semicolon before a lower-case word joins two clauses of one sentence ("... ta encargada ta envíos, Rosa Hernández
# Díaz; ta xak'bot llamada ok'ob ta +1 407 298 6614 ..."): the answer's sentences are counted across it.
_CLAUSE_JOINED = re.compile(r";(?=\s+\w)")
# A number by its loanword, romanised, at a word's start (number, numero, nomor, nomoro, namba, nambala, nambari;
# "nmbr", as scripts that write no short vowel romanise it: Devanagari "नम्बर", Bengali "নম্বর", Urdu "نمبر").
_NUMBER_WORD = re.compile(r"\b(?:n[aou]mb(?:er|a|ala|ari)|nmbr|numero|nomor)")
# A written channel by the loanword every language writes it with, romanised, a whole word: a text message ("SMS",
# "смс"), a chat application ("WhatsApp", "Viber", "Telegram"), an e-mail.
_WRITTEN_CHANNEL = re.compile(r"\b(?:sms|whats?\s?app|watsapp|viber|telegram|e-?mail)\b")
# A call by the loanword most languages write it with, romanised, at a word's start ("call", "callback", "phone",
# "telefon", "fon", "звонок").
_CALL_WORD = re.compile(r"\b(?:call|phone|fon|telefon|telephon|zvon|ring)")


def digits_of(text: str) -> str:
    """The digits of a text, in any script, in order."""
    return "".join(character for character in text if character.isdigit())


def numbers_given(text: str) -> list[str]:
    """The phone numbers the message writes, as typed."""
    return [found.group(0).strip(" .-") for found in _NUMBER.finditer(text)
            if len(digits_of(found.group(0))) >= MIN_DIGITS]


def asks_for_a_number(answer: str) -> bool:
    """Whether the agent's answer names a number by the loanword most languages write it with ("número de contrato",
    "Ke kopa nomoro ya gago", "namba yako"): the number the user writes next answers it."""
    return bool(_NUMBER_WORD.search(anyascii(answer).lower()))


def written_to(answer: str) -> bool:
    """Whether the agent's answer names a written channel (`_WRITTEN_CHANNEL`: an SMS, WhatsApp, an e-mail) and no
    call by its loanword (`_CALL_WORD`): a number said back in it is the one messages go to ("Huss, sample photo
    9803557219 ma WhatsApp garchhu.", Nepali: I will WhatsApp the sample photo to ...; "... янгы номер язылды: 8 989
    447-20-63. Сув гелген сагьат SMS гележек.", Kumyk: the new number is written down, an SMS will come when the water
    does), or a delivery's, not one anybody will call."""
    romanised = anyascii(answer).lower()
    return bool(_WRITTEN_CHANNEL.search(romanised)) and not _CALL_WORD.search(romanised)


def offers_a_call(answer: str) -> bool:
    """Whether the agent's answer closes on a question that names a call by its loanword (`_CALL_WORD`) and no number
    by its own (`_NUMBER_WORD`): the agent offers the call ("... Accounts bata callback milaidiun?", Nepali: shall I
    arrange a callback from accounts?), and the number given next says yes to it, no request of the user's own."""
    closing = _SENTENCE.findall(answer.rstrip())
    if not closing or not closing[-1].rstrip().endswith(_QUESTION_MARKS):
        return False
    romanised = anyascii(closing[-1]).lower()
    return bool(_CALL_WORD.search(romanised)) and not _NUMBER_WORD.search(romanised)


def _joined(semicolon: re.Match[str]) -> str:
    """A semicolon before a lower-case word, read as a comma; before any other, as it stands."""
    following = semicolon.string[semicolon.end():].lstrip()[:1]
    return "," if following.islower() else ";"


def _own(rest: str) -> bool:
    """Whether what a sentence holds besides the phone number is a sentence of the user's own: `OWN_WORDS` words of
    letters and no other digit."""
    return (sum(1 for word in rest.split() if any(map(str.isalpha, word))) >= OWN_WORDS
            and not any(map(str.isdigit, rest)))


def other_figures(answer: str) -> int:
    """How many figures the agent's answer writes besides the phone numbers it holds."""
    for number in numbers_given(answer):
        answer = answer.replace(number, " ")
    return len(_FIGURE.findall(answer))


def number_called(text: str, answer: str) -> str | None:
    """The phone number of the message that the agent's answer says back in its first `ANSWER_SENTENCES` sentences,
    not opening its sentence (`OPENING_WORDS`), when the message holds a sentence of its own (`_own`) and the answer
    asks nothing (its last sentence no question) and sends nothing written (`written_to`); or None."""
    given = numbers_given(text)
    if not given or not answer:
        return None
    # A digit between letters is a letter (the palochka of the Caucasus' Cyrillic written "1": "Сыолъэ1у", please).
    text = _DIGIT_IN_WORD.sub("Ӏ", text)
    if any(map(str.isdigit, _NUMBER.sub(" ", text))):
        return None
    if not any(_own(_NUMBER.sub(" ", sentence)) for sentence in _SENTENCE.findall(text)):
        return None
    if answer.rstrip().endswith(_QUESTION_MARKS) or written_to(answer):
        return None
    # A sentence of a word or three opening the answer ("Eyo, atwero.", yes, I can; "Хъущт, Нальбий.", fine, Nalbiy)
    # says yes or greets: the answer tells what it did in the sentences after it.
    sentences = _SENTENCE.findall(_CLAUSE_JOINED.sub(_joined, answer))
    while len(sentences) > 1 and len(sentences[0].split()) <= ACKNOWLEDGEMENT_WORDS:
        sentences = sentences[1:]
    said = [digits_of(found.group(0)) for sentence in sentences[:ANSWER_SENTENCES]
            for found in _NUMBER.finditer(sentence)
            if len(digits_of(found.group(0))) >= MIN_DIGITS and len(sentence[:found.start()].split()) > OPENING_WORDS]
    # The number said back may run on into digits written after it ("+1 407 298 6614 (9–11 am ...", the hours
    # to call in): its digits open the run.
    return next((number for number in given if any(run.startswith(digits_of(number)) for run in said)), None)
