"""A call arranged over the next turn, in any language: the user asks, in words no table holds, for someone to talk to;
the agent's answer closes on a question, in words of its own that name the number by no loanword ("... مِشه ی کارشناس
وا مو تماس بگیره ...؟" "حتماً. درخواست تماس کارشناس امور مشترکین سیتو ثبت مِکنم. شماره و ساعت مناسب؟", Luri: can an
expert call me?; certainly, I am registering a call from the subscribers' expert, which number and what time?); the
user's next message gives a phone number written nowhere before ("۰۹۱۶۶۱۳۰۲۴۷، عصر بعد چهار", the number, after four);
and the agent's answer to it says that number back ("... کارشناس ... فردا بعد ساعت ۴ وا ۰۹۱۶۶۱۳۰۲۴۷ تماس مِگیره", the
expert will call ... tomorrow after 4). The digits are the one thing every language writes alike: an agent that asked
something, was given a new phone number and says it back has arranged for someone to call it, and the message before
its question is the request (Miskito "... Yang aisaia want sna upla kum wal cooperativa wina ... Phone ra." "Au. ...
Melba Müller man ra phone ra kaulbia, 20 minuto bilara. Ma número dia?" "8736 2094. ..." "Ai wisi: Melba 8736 2094 ra
kaulbia.").

A number is the user's phone when it holds seven digits or more and is glued to no letters (`numbers_given`); one the
conversation wrote before (an account, a number the agent gave) is no number given to be called. The detector reads
it from the user's second message on (a first message's question answered so is the matter's own: a booking taken, a
call the agent offered at once), in a message of more than a yes.

    >>> asked_number_said_back("Au. Melba man ra phone ra kaulbia. Ma número dia?", "8736 2094. Tingki pali",
    ...                        "Ai wisi: Melba 8736 2094 ra kaulbia.", ["Yang Nubia. Socio 0219."])
    '8736 2094'
    >>> asked_number_said_back("Au. Melba man ra phone ra kaulbia.", "8736 2094. Tingki pali",
    ...                        "Ai wisi: Melba 8736 2094 ra kaulbia.", [])
    '8736 2094'
    >>> asked_number_said_back("Au. Melba man ra phone ra kaulbia.",
    ...                        "8736 2094. Yang naha wina bara pali wark takaskaya sa, tingki pali",
    ...                        "Ai wisi: Melba 8736 2094 ra kaulbia.", []) is None
    True
    >>> asked_number_said_back("Ma número dia?", "8736 2094", "Ai wisi: 8736 2094 ra kaulbia.",
    ...                        ["Socio 8736 2094."]) is None
    True
    >>> asked_number_said_back("Ma número dia?", "8736 2094", "Ai wisi, Melba kaulbia.", []) is None
    True

An answer closing on no question asks for the number as well when the number comes nearly alone after it
(`GIVEN_WORDS`) and it names no number by its loanword ("... Ons korporatiewe span werk Ma–Vr 08:00–16:30. Los jou
naam en nommer, dan skakel hulle jou." "Marelize, 082 555 0147. Enige tyd voor drie.", Afrikaans: leave your name and
number and they will call you); a number given with a message of its own after a statement is the user's matter
(an invoice's tax number: "Invoice company ke naam pe ... NTN bhi likh dena 4410928-3").

Nor said back, the number is as plainly the one to call when the user gives it nearly alone (`GIVEN_WORDS` words of
letters at most beside it) after the agent's question for it in words of its own (`ASKING_WORDS` words or more, no
number by its loanword; or a closing sentence that asks in no question mark, of as many words), and the agent's next
answer takes it with no figure and no question of its own (`number_taken`:
"... пан староста або референтка вам зателефонують завтра до полудня. Можу просити ваше телефонне чісло?" "0915 482
317" "Дякую, записала єм. Пекный день.", Rusyn: the mayor or the clerk will phone you tomorrow before noon; may I ask
for your phone number? ... thank you, I wrote it down). A question of a word or two asks for a yes ("... atwero weko
TB focal person ... olwongi ... Imito?" "Eyo, ber. 0789 302 117.", Acholi: I can have the focal person call you, do you
want it? yes, fine: an offer taken up); a question naming the number by its loanword ("Wo din ne wo number?") asks
for a booking's details as often; an answer going on with figures or a question carries on the matter.

    >>> number_taken("Ozve sa vám telefonicky ešte dnes. Môžete mi potvrdiť telefónne číslo?", "0905 555 017. dakujem",
    ...              "Ďakujem, číslo som zapísal k reklamácii.", [])
    '0905 555 017'
    >>> number_taken("Oryem olwongi. Imito?", "Eyo, ber. 0789 302 117.", "Aketo. Oryem bilwongi diki.", []) is None
    True
    >>> number_taken("Yɛbɛsoma quotation no. Wo din ne wo number?", "Efua Mensah, 024 555 8132. Medaase",
    ...              "Medaase, Efua. Electrician no bɛfrɛ wo.", []) is None
    True
    >>> number_taken("Можу просити ваше телефонне чісло?", "0915 482 317", "Записала єм, 12. апріля.", []) is None
    True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from miner.signals.number_called import (
    BOOKING_FIGURES,
    asks_for_a_number,
    digits_of,
    numbers_given,
    offers_a_call,
    other_figures,
    written_to,
)
from miner.signals.request_words import QUESTION_MARKS

# The user gives the number nearly alone: at most this many words of letters beside it (a name, a thanks).
GIVEN_WORDS = 6
# The agent's closing question asks for something in this many words or more; fewer ask for a yes.
ASKING_WORDS = 3


def _nearly_alone(text: str) -> bool:
    """Whether the message holds at most `GIVEN_WORDS` words of letters beside its figures (a name, a thanks)."""
    return sum(1 for word in text.split() if any(map(str.isalpha, word))) <= GIVEN_WORDS


def number_taken(answer: str, next_text: str, next_answer: str, said_before: Sequence[str]) -> str | None:
    """The phone number the user's next message (`next_text`) gives nearly alone (`GIVEN_WORDS`) after the agent's
    `answer` closed on a sentence (a question or not) of `ASKING_WORDS` words or more naming no number by its
    loanword, when no earlier
    message wrote it and the agent's next answer (`next_answer`) holds no digit and asks nothing; or None."""
    if not next_answer or asks_for_a_number(answer):
        return None
    question = re.split(r"[.!。！।\n]", answer.rstrip().rstrip(".!。！।"))[-1]
    if len(question.split()) < ASKING_WORDS:
        return None
    if any(map(str.isdigit, next_answer)) or next_answer.rstrip().endswith(QUESTION_MARKS):
        return None
    if not _nearly_alone(next_text):
        return None
    written = digits_of(" ".join([*said_before, answer]))
    return next((number for number in numbers_given(next_text) if digits_of(number) not in written), None)


def asked_number_said_back(answer: str, next_text: str, next_answer: str, said_before: Sequence[str]) -> str | None:
    """The phone number the user's next message (`next_text`) gives after the agent's `answer` closed on a question
    (or on none, the number nearly alone and the answer naming no number by its loanword), when no earlier message
    (`said_before`, nor the answer) wrote it and the agent's next answer (`next_answer`) says
    it back, sending nothing written (`written_to`: the number messages go to), after a question that offered no call
    (`offers_a_call`: the number given takes the offer up), and among fewer than `BOOKING_FIGURES` other figures
    (`other_figures`: a booking read back); or None."""
    if not next_answer or written_to(next_answer) or offers_a_call(answer):
        return None
    if not answer.rstrip().endswith(QUESTION_MARKS) and (asks_for_a_number(answer) or not _nearly_alone(next_text)):
        return None
    written = digits_of(" ".join([*said_before, answer]))
    if other_figures(next_answer) >= BOOKING_FIGURES:
        return None
    said = {digits_of(number) for number in numbers_given(next_answer)}
    return next((number for number in numbers_given(next_text)
                 if digits_of(number) not in written and digits_of(number) in said), None)
