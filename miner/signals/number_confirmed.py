"""A call arranged by the agent confirming the number to call, in any language: the user asks, in words no table
holds, for someone to talk to, and the agent's answer closes on a question holding a phone number the message did not
give, the one it will have called, put to the user to confirm ("... Me kōrero au ki tētahi tangata o te tari karahipi
ināianei tonu" "... Ka waea atu a Huia ... ki a koe i mua i te 4 karaka. Kei te tika tonu tō nama waea 021 448 902?",
Māori: I must talk to someone of the scholarship office right now; Huia will ring you before 4; is your phone number
still 021 448 902?; "... ekjon manush er sathe kotha bolte chai ..." "... asked the Payroll officer to call you ... Is
01911-337420 still your correct number?", Bengali written in Latin letters: I want to talk with a person). The digits
are the one thing every language writes alike, and an agent that asks whether a phone number is the one to use has
arranged for someone to use it, in its own words or in English.

A phone number holds seven digits or more and is glued to no letters (`numbers_given`); one the user's message wrote
is the user's own, said back (`number_called` reads it). The detector reads it from the user's second message on (a
first message answered so is as often a booking confirmed), in a message of more than a yes.

    >>> number_confirmed("Me kōrero au ki tētahi tangata o te tari",
    ...                  "Ka waea atu a Huia ki a koe. Kei te tika tonu tō nama waea 021 448 902?")
    '021 448 902'
    >>> number_confirmed("Me kōrero au ki tētahi tangata o te tari",
    ...                  "Kei te tika tonu tō nama waea 021 448 902? Ka waea atu a Huia.") is None
    True
    >>> number_confirmed("Me kōrero au ki tētahi tangata, 021 448 902",
    ...                  "Ka waea atu a Huia. Kei te tika tonu tō nama waea 021 448 902?") is None
    True
    >>> number_confirmed("Me kōrero au ki tētahi tangata", "Ko tō tono MC-2402?") is None
    True
"""

from __future__ import annotations

from miner.signals.number_asked import closing_sentence
from miner.signals.number_called import digits_of, numbers_given
from miner.signals.request_words import QUESTION_MARKS


def number_confirmed(text: str, answer: str) -> str | None:
    """The phone number in the question the agent's answer closes on, when the user's message (`text`) does not hold
    it; or None."""
    question = closing_sentence(answer)
    if question is None or not question.endswith(QUESTION_MARKS):
        return None
    own = digits_of(text)
    return next((number for number in numbers_given(question) if digits_of(number) not in own), None)
