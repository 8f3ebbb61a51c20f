"""A declared hand-off read as the user's request only when the user's own words corroborate it.

The agent's English hand-off is read as the user asking for a person only when it hands off the user ("I'll connect
you", `_OF_THE_USER`), and names whom: a colleague, a team, an agent. A declared hand-off is a team's phrase in a
language no table holds, and often names only the act ("эһиэхэ эрийиэ", Sakha: will call you; "o tla go leletša",
Setswana and Sepedi: will call you; "chamaralle", Galician: will call you), which the agent says as readily of the
one coming to do the work ("Водитель ... эһиэхэ эрийиэ", the driver will call you; "Plumber o tla go leletša pele a
fihla", the plumber will call you before arriving; "o técnico chamaralle media hora antes de chegar"): the visit
arranged, no person asked for. So a declared hand-off is the user's request only as the built-in hand-off of English
would be one with the user's words beside it: the message holds one of the declared languages' request words (a wish,
an act of contact or a person: `request_words`), or, when the agent's previous answer asked the user something (it
ends on a question mark), the message before it does, the request made there and completed here ("... do doja te
flisja pak me dike nga stafi" "... Në cilin numër dhe në çfarë orari ju përshtatet?" "069 555 0137, pas ores 17:00",
Albanian: I would like to talk a little with someone of the staff; at what number and time?; the number and the
time). A message with none of those words, answered by a declared hand-off, tells the service's business (a
location, an order, a visit), and the hand-off is escalation evidence (`agent hands off`) but not the user asking.

"""

from __future__ import annotations

import re
from collections.abc import Sequence

from miner.signals.request_words import QUESTION_MARKS

Words = Sequence[tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]]


def holds_request_word(text: str, words: Words) -> bool:
    """Whether the text holds one of the declared languages' wish, contact or person words."""
    return any(kind.search(text) for table in words for kind in table)


def corroborated(message: str, previous: str | None, previous_answer: str | None, words: Words) -> bool:
    """Whether the user's words corroborate a declared hand-off answering `message`: the message holds a declared
    request word, or the agent's previous answer asked something (`previous_answer` ends on a question mark) and the
    user's previous message (`previous`) holds one."""
    if holds_request_word(message, words):
        return True
    asked = previous_answer is not None and previous_answer.rstrip().endswith(QUESTION_MARKS)
    return asked and previous is not None and holds_request_word(previous, words)
