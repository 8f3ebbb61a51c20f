"""A role the user brings into the conversation that the agent names back, in any language: in a message past the
first, the user names someone by a loanword most languages take for a role or a trade (`borrowed_roles.role_named`:
"officer", "mechanic", "técnico", "manager", "менеджер") that no earlier message of the conversation, the user's or
the agent's, named, and the agent's answer names the same role ("Ke batla go bua le officer wa Land Board, e seng
chat" "... Ke fetisetsa kopo ya gago kwa officer wa dikabelo ...", Setswana: I want to talk to an officer of the Land
Board, not a chat; I am passing your application to the allocations officer; "Ke kgopela go bolela le mechanic yo a
šomago ka yona" "Go lokile. Ke kgopetše mechanic ... gore a go leletše", Sepedi: I ask to talk to the mechanic working
on it; I asked the mechanic to call you). The user brought the person in and the agent took them up: the user asked
for that person, whatever the words around them. A role the agent had named before is one it brought in itself (a
visit, a hand-off offered), and the user speaking of it again speaks of what the agent said.

Not in the user's first message, where a trade named is as often the service asked for ("Mepɛ electrician a ɔbɛba",
Twi: I want an electrician to come; "veterinar kerek", Karakalpak: a vet is needed), nor in a sentence that asks (a
question about the role, "Waye account officer dina yanzu?", Hausa: who is my account officer now?, answered with
who it is; "Kao siña ha ågang yu' i mechanic an esta listo?", Chamorro: can the mechanic call me when it is ready?),
nor when the role is the subject opening a sentence: its first word ("Technicien la meva haɖe o", Ewe: the technician
has not come yet), or its second after an article or a marker of `ARTICLE_LETTERS` letters at most ("Ng mla ngar er
ngii a leak er a pipe. A plumber ng mla mei er a Saturday e ng mla fix er ngii.", Palauan: there was a leak in the
pipe; a plumber came on Saturday and fixed it, answered "... a receipt er a plumber ..."): the user tells what that
person did; nor in a sentence with a laughing face (`_LAUGH`: "... a mu n na manager le 😂 ...", Mandinka: he is
my manager), a joke about someone the user knows. Not the office nor the registry, places the user may go to
themselves ("Ke tla ea ofising ka Mantaha", Sesotho: I will go to the office on Monday).

    >>> role_named_back("Fa o sa itse, mphe motho yo o itseng. Ke batla go bua le officer wa Land Board, e seng chat",
    ...                 "O nepile. Ke fetisetsa kopo ya gago kwa officer wa dikabelo kwa Tlokweng.", ["Dumelang."])
    'officer'
    >>> role_named_back("Ng mla ngar er ngii a leak. A plumber ng mla mei er a Saturday e ng mla fix er ngii.",
    ...                 "Ungil. Bo lousbech a receipt er a plumber er a Billing Office.", ["Ungil tutau."]) is None
    True
    >>> role_named_back("Abaraka. N dinkewo le ka n na kuuwo juubee, a mu n na manager le 😂 a le ye a fo",
    ...                 "😂 Manager betiyaata! Verification SMS be naa la.", ["Kaddy le mu."]) is None
    True
    >>> role_named_back("Waye account officer dina yanzu? Ban san sunansa ba",
    ...                 "Account officer ɗinku shi ne Malam Aminu Sani.", ["Na yi rajista."]) is None
    True
    >>> role_named_back("Go lokile. Ke kgopela go bolela le mechanic yo a šomago ka yona",
    ...                 "Ke kgopetše mechanic gore a go leletše.", ["Mechanic o tla e lebelela ka Labone."]) is None
    True
"""

from __future__ import annotations

import re

from miner.signals.borrowed_roles import role_named, romanised_parts, sentences

_QUESTION = re.compile(r"[?？؟፧]")
# A face laughing: the sentence it closes tells a joke about someone, not a request for them.
_LAUGH = re.compile("[\U0001F602\U0001F923\U0001F605\U0001F606\U0001F604\U0001F601\U0001F639]")
# A word this short before a role opening a sentence is an article or a marker ("A plumber", "El técnico").
ARTICLE_LETTERS = 2


def _subject(sentence: list[tuple[str, str]]) -> str | None:
    """The role opening a sentence (its romanised parts) as its subject: its first word, or its second after a word
    of `ARTICLE_LETTERS` letters at most."""
    if not sentence:
        return None
    if role := role_named(sentence[0][1]):
        return role
    if len(sentence) > 1 and len(sentence[0][1]) <= ARTICLE_LETTERS and sentence[0][0].lower() == sentence[0][1]:
        return role_named(sentence[1][1])
    return None


def role_named_back(message: str, answer: str, earlier: list[str]) -> str | None:
    """The word of the message, as typed, naming someone by a loanword (`role_named`: the loanword's stem, so
    "менеджером" and "менеджеру" name one role) that the agent's answer names too and no earlier message of the
    conversation (`earlier`: the user's and the agent's, in order) named, in a sentence of the message that asks
    nothing and not as its subject (`_subject`); or None. The caller reads it only from the user's second message on."""
    said = {role for text in earlier for _, part in romanised_parts(text) if (role := role_named(part))}
    answered = {role for _, part in romanised_parts(answer) if (role := role_named(part))}
    parts = romanised_parts(message)
    first = role_named(parts[0][1]) if parts else None
    for sentence in sentences(message):
        if _QUESTION.search(sentence) or _LAUGH.search(sentence):
            continue
        read = romanised_parts(sentence)
        subject = _subject(read)
        for word, part in read:
            role = role_named(part)
            if role and role not in (first, subject) and role in answered and role not in said:
                return word
    return None
