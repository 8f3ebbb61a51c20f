"""Values under keys inside free text: log lines (`engineer="Piotr Zieliński"`, `user=bjohansson`,
`member_id=VW-00318842`) and JSON pasted into a message (`"recipient": "Tomasz Wiśniewski"`). The key says
what the value is, as it does in a tool result: a telling key its type, a role key a person, their handle or
their id. The whole value is the finding, so no part of a name survives where the model saw only one word.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from redaction.recognizers.identifiers import IDENTIFIER
from redaction.recognizers.keys import TellingKeys, fits, key_words, role_entity
from redaction.recognizers.provenance import How, stamped
from redaction.rules.bare_names import RUN_TO_NEXT_KEY, an_airline_name
from redaction.rules.identifiers import identifier_value
from redaction.rules.keys_of_a_person import a_named_part_of_a_name, a_nickname
from redaction.rules.roles_before_quotes import quoted_people
from redaction.rules.settlements_of_a_record import a_settlement_of_a_record, object_opening

_PAIR = re.compile(
    r"""(?<![\w.-])(?P<quote>["']?)(?P<key>[A-Za-z][\w.-]{0,40})(?P=quote)[ \t]*(?P<sign>[=:])[ \t]*"""
    r"""(?:"(?P<double>[^"\n]{1,80})"|'(?P<single>[^'\n]{1,80})'|(?P<bare>[^\s,;()\[\]{}"'<>]{1,80}))"""
)
# Spelled out in a sentence: "his login is yerlan.abenov", "username: e.kowalczyk".
_HANDLE = re.compile(
    r"(?i:\b(?:login|username|user name|user ?id|handle)(?:[ \t]+(?:on here|here|on (?:the|your|this) \w+))?"
    r"(?:[ \t]+is[ \t]+|:[ \t]*))(?P<value>[\w.'-]{3,40})"
    r"|(?i:\b(?:user|login|account)[ \t]+)['\"‘“](?P<quoted>[\w.-]{3,40})['\"’”]"
)
# A handle right after "user" in a log or an error, in a handle's shape (a digit, or a dot or an underscore
# inside): "user mquintanilla88 password ...", "portal user b.achterberg".
_USER_HANDLE = re.compile(
    r"(?<![\w.-])(?i:user)[ \t]+(?P<value>(?=[a-z0-9._-]*(?:\d|[a-z][._][a-z]))[a-z][a-z0-9]*(?:[._-][a-z0-9]+)*)"
    r"(?![\w@=:/-]|\.\w)"
)
# The last digits of a card, a phone or an account: "the card ending 0005", "number ending in 4410".
# A few words may stand between ("the card I paid with ends in 4417", "the Mastercard ending 4417"), never a
# clause's end; a year after words between or after "ends" is a date ("the plan on this card ends in 2027").
_LAST_DIGITS = re.compile(
    r"(?i:\b(?P<noun>card|visa|mastercard|amex|maestro|debit|credit|phone|mobile|number|account)"
    r"(?:[ \t]+number)?(?P<between>(?:[ \t]+[\w'’-]+){0,8}?)[ \t]+(?P<verb>ending|ends)"
    r"(?:[ \t]+(?:in|with))?[ \t:]+)"
    r"(?P<value>\d{3,5})(?!\d)"  # an Amex shows its last five
)
_CARD_WORDS = {"card", "visa", "mastercard", "amex", "maestro", "debit", "credit"}
_LAST_DIGITS_TYPES = {"phone": "PHONE_NUMBER", "mobile": "PHONE_NUMBER", "number": "PHONE_NUMBER",
                      "account": "ACCOUNT_NUMBER"} | dict.fromkeys(_CARD_WORDS, "CREDIT_CARD")  # fmt: skip
# "the last 4 digits of the PESEL (4539)", "last four of your SSN: 9083": the number of the scheme named.
_LAST_DIGITS_OF = re.compile(
    r"(?i:\blast[ \t]+(?:4|four)(?:[ \t]+digits)?[ \t]+of[ \t]+(?:the|your|my|his|her|their)?[ \t]*"
    r"(?P<noun>[\w-]+)[^\d\n.;!?]{0,16}?)(?<!\d)(?P<value>\d{4})(?!\d)"
)
_LAST_DIGITS_OF_TYPES = {"ssn": "US_SSN", "social": "US_SSN"} | _LAST_DIGITS_TYPES
_YEAR = re.compile(r"(?:19|20)\d{2}")
SCORE = 0.95  # above the language model's 0.85: Presidio drops a finding inside a same-type one scoring as high


class KeyValueRecognizer(EntityRecognizer):
    NAME = "KeyValueRecognizer"

    def __init__(
        self, telling_keys: TellingKeys, is_plain: Callable[[str], bool], supported_language: str = "en",
        is_word: Callable[[str], bool] | None = None,
    ) -> None:
        super().__init__(
            supported_entities=sorted({*telling_keys.words.values(), "PERSON", "USERNAME", "ACCOUNT_NUMBER",
                                       IDENTIFIER}),
            supported_language=supported_language,
            name=self.NAME,
        )
        self.telling_keys = telling_keys
        self.is_plain = is_plain
        self.is_word = is_word

    def load(self) -> None:
        """Nothing to load: compiled expressions."""

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        results = []
        position = 0
        settlements = []  # bare `suburb=`, `"town":` values: a person's when the text names one under a key
        while match := _PAIR.search(text, position):
            group = next(name for name in ("double", "single", "bare") if match.group(name) is not None)
            position = match.end()
            if group == "bare" and match.group("sign") == ":" and not match.group("quote"):
                # "Note: Please", "at 10:30": a label in a sentence, not a pair; a pair may follow inside it
                # ("LoyaltyError: member_no=BK-558201").
                position = match.start(group)
                continue
            value = match.group(group).strip()
            entity = self.entity_for(match.group("key"), value)
            run = RUN_TO_NEXT_KEY.match(text, match.end()) if group == "bare" else None
            if run and self.entity_for(match.group("key"), value + run.group("run")) in {"PERSON", "USERNAME"}:
                # speaker=Tom Hadley evaluator=...: a bare name runs to the next key (redaction/rules/bare_names.py)
                value += run.group("run")
                entity = "PERSON"
                position = run.end()
            start = match.start(group) + (len(match.group(group)) - len(match.group(group).lstrip()))
            if entity is None:
                settlements.append((match.group("key"), value, start))
            elif entity in entities:
                results.append(RecognizerResult(entity, start, start + len(value), SCORE))
        if "LOCATION" in entities and settlements:
            # A record that names a person (its object in JSON, the line in a log): its bare suburb or town is
            # theirs (redaction/rules/settlements_of_a_record.py).
            named = {object_opening(text, result.start) for result in results if result.entity_type == "PERSON"}
            results += [
                RecognizerResult("LOCATION", start, start + len(value), SCORE)
                for key, value, start in settlements
                if a_settlement_of_a_record(
                    tuple(key_words(key.rsplit(".", 1)[-1])), value, object_opening(text, start) in named
                )
            ]
        if "PERSON" in entities:  # "for customer 'patsy king'": redaction/rules/roles_before_quotes.py
            results += [RecognizerResult("PERSON", start, end, SCORE) for start, end in quoted_people(
                text, lambda role, value: role_entity(role, None, value, self.is_plain), self.is_plain)]  # fmt: skip
        for match in _HANDLE.finditer(text):
            group = "value" if match.group("value") is not None else "quoted"
            value = match.group(group).rstrip(".'-")
            if "USERNAME" in entities and (any(char in value for char in "._") or any(c.isdigit() for c in value)
                                           or not self.is_plain(value)):  # fmt: skip
                results.append(RecognizerResult("USERNAME", match.start(group), match.start(group) + len(value),
                                                SCORE))  # fmt: skip
        if "USERNAME" in entities:
            results += [RecognizerResult("USERNAME", match.start("value"), match.end("value"), SCORE)
                        for match in _USER_HANDLE.finditer(text)]  # fmt: skip
        for match in _LAST_DIGITS.finditer(text):
            entity = _LAST_DIGITS_TYPES[match.group("noun").lower()]
            loose = match.group("between") or match.group("verb").lower() == "ends"
            if loose and _YEAR.fullmatch(match.group("value")):
                continue
            if entity in entities:
                results.append(RecognizerResult(entity, match.start("value"), match.end("value"), SCORE))
        for match in _LAST_DIGITS_OF.finditer(text):
            noun = match.group("noun").lower()
            entity = _LAST_DIGITS_OF_TYPES.get(noun) or self.telling_keys.entity_for(noun) or "ID_NUMBER"
            if entity in entities and entity not in {"PERSON", "USERNAME", "STREET_ADDRESS", "LOCATION"}:
                results.append(RecognizerResult(entity, match.start("value"), match.end("value"), SCORE))
        return stamped(results, How.KEY)

    def entity_for(self, key: str, value: str) -> str | None:
        name = key.rsplit(".", 1)[-1]
        if self.telling_keys.declared_non_personal(name):
            return None
        told = self.telling_keys.entity_for(name, value=value)
        if told is None and a_nickname(tuple(key_words(name))):
            told = "PERSON"  # nickname="Lady Luck": a line of text writes no object around it (keys_of_a_person.py)
        if told is not None and fits(told, value):
            if told == "PERSON" and all(self.is_plain(word) for word in value.split()) and (
                not a_named_part_of_a_name(tuple(key_words(name)))
            ):  # "first_name":"Mere", nickname="The Bull": redaction/rules/keys_of_a_person.py
                return None  # name="Good Morning": an automation's name, not a person's
            return told
        role = role_entity(name, None, value, self.is_plain)
        if role is None and an_airline_name(value):
            return "PERSON"  # pax=KOWALCZYK/JAKUB MR: redaction/rules/bare_names.py
        if role is None and self.is_word is not None and identifier_value(name, value, self.is_word):
            return IDENTIFIER  # booking_ref=M8SAPX in a log line
        return role
