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
    ...                        "Ai wisi: Melba 8736 2094 ra kaulbia.", []) is None
    True
    >>> asked_number_said_back("Ma número dia?", "8736 2094", "Ai wisi: 8736 2094 ra kaulbia.",
    ...                        ["Socio 8736 2094."]) is None
    True
    >>> asked_number_said_back("Ma número dia?", "8736 2094", "Ai wisi, Melba kaulbia.", []) is None
    True
"""

from __future__ import annotations

from collections.abc import Sequence

from miner.signals.number_called import digits_of, numbers_given
from miner.signals.request_words import QUESTION_MARKS


def asked_number_said_back(answer: str, next_text: str, next_answer: str, said_before: Sequence[str]) -> str | None:
    """The phone number the user's next message (`next_text`) gives after the agent's `answer` closed on a question,
    when no earlier message (`said_before`, nor the answer) wrote it and the agent's next answer (`next_answer`) says
    it back; or None."""
    if not answer.rstrip().endswith(QUESTION_MARKS) or not next_answer:
        return None
    written = digits_of(" ".join([*said_before, answer]))
    said = {digits_of(number) for number in numbers_given(next_answer)}
    return next((number for number in numbers_given(next_text)
                 if digits_of(number) not in written and digits_of(number) in said), None)
