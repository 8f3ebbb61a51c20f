"""Names that introduce themselves: "my name is ...", "Dear ...", "Mr. ...". The small model misses
lower-case and some foreign names in these spots, and the phrase itself makes the span certain.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from redaction.recognizers.precision import (
    TITLE_WORDS,
    is_code_shaped,
    is_common_word,
    is_english,
    names_a_thing_by_structure,
)
from redaction.recognizers.provenance import How, stamped
from redaction.recognizers.support import known_places, populated_places, word_counts, world_names
from redaction.rules import (
    addressees,
    called_by_name,
    couples_in_lower_case,
    honorifics,
    honorifics_in_their_scripts,
    kin_by_name,
    kin_in_any_case,
    names_in_a_frame,
    names_in_capitals,
    names_with_a_prefix_of_sex,
    opening_introductions,
    staff_by_role,
    surname_first,
    titled_initials,
    titles_in_lower_case,
    unlisted_names_by_role,
)

_NAME_WORD = r"[A-Z][a-zA-Z'’-]+"
_CUES = (
    r"(?i:my name is|my name's|name is|name:|name\?|name on (?:the )?card(?: is)?:?|named|this is|i am|i'm|"
    r"call me|signed|regards,|thanks,|"
    r"cheers,|dear|"
    r"hi|hello|hey|ask for|speak to|speak with|talk to|contact|customer|user|client)"
)
_NOUN_CUES = {"customer", "user", "client", "contact"}
_TITLES = "(?:" + "|".join(sorted(title.title() for title in TITLE_WORDS)) + r")\.?"
INTRODUCED = re.compile(rf"(?:\b{_CUES}\s+|\b{_TITLES}\s+)(?P<name>{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}})")

# A speaker at the start of a line, as in a pasted chat: "Arya: What a wife."
SPEAKER = re.compile(rf"^[^\w\n]{{0,4}}(?P<name>{_NAME_WORD}(?:\s{_NAME_WORD})?)(?=[ \t]*:)", re.MULTILINE)
LABELS = {
    "note", "date", "time", "phone", "mobile", "desk", "fax", "email", "e-mail", "name", "address",
    "website", "subject", "from", "to", "cc", "re", "error", "warning", "info", "debug", "status", "order",
    "summary", "total", "user", "assistant", "agent", "system", "customer", "tool", "result", "question",
    "answer", "id", "type", "message", "reason", "details", "description", "title", "company", "job",
    "location", "city", "country", "zip", "state", "input", "output", "response", "request", "step",
    "action", "observation", "thought", "final", "reply", "query", "notes", "comment", "comments", "tip",
    "update",
}  # fmt: skip

# Capitalised words that follow the cues above without being names.
NOT_NAMES = {
    "a", "an", "the", "there", "here", "not", "very", "so", "just", "sorry", "trying", "still", "looking",
    "writing", "calling", "happy", "glad", "afraid", "sure", "unable", "able", "going", "having",
    "support", "team", "again", "all", "everyone", "it", "this", "that", "your", "my", "our", "i", "we",
    "you", "they", "he", "she", "urgent", "regarding", "about", "please", "thank", "thanks", "ok", "okay",
    "yes", "no", "service", "services", "care", "agent", "bot", "assistant",
}  # fmt: skip


# A name in lower case signing off a message: "... above my sons bedroom. daniel o'reilly"
LOWER_SIGN_OFF = re.compile(
    r"(?:^|[.!?\n][ \t]*|,[ \t]+)(?P<name>[a-zß-öø-ÿ][a-zß-öø-ÿ'’-]+(?:[ \t]+[a-zß-öø-ÿ][a-zß-öø-ÿ'’-]+){1,2})"
    r"[ \t.!]*$"
)
# One name ending a message on its own, after a line break, a dash or a full sentence: "thanks\nYusuf",
# "call me. - Darnell", "any pick up service? Tunde".
FINAL_NAME = re.compile(r"(?:\n[ \t]*|[.!?][ \t]+|(?:^|\s)[-–—][ \t]*)(?P<name>[A-Z][a-zà-ÿ'’-]+)[ \t.!]*$")
_FROM_AFTER = re.compile(r"[ \t]+(?:from|here)\b")
# Written in lower case after "i'm", "its", "this is": a name only if it is no word of the language
# ("its kofi", "i'm tomasz"; not "i'm going", "its broken").
_LOWER_WORD = r"[a-zß-öø-ÿ][a-zß-öø-ÿ'’-]+"
# A relative said before the name: "my daughter priya iyer will bring me".
_KIN = (
    r"(?:daughter|son|wife|husband|partner|mum|mom|mother|dad|father|brother|sister|cousin|nan|nana|gran|grandma|"
    r"grandmother|grandpa|grandad|grandfather|aunt|auntie|uncle|niece|nephew|friend|neighbour|neighbor|"
    r"flatmate|roommate|fiancée?|girlfriend|boyfriend|stepson|stepdaughter|carer)"
)
LOWER_INTRODUCED = re.compile(
    r"(?:^|(?<=[\s,.!?]))(?:i'm|i’m|im|i am|it's|it’s|its|this is|my name is|my name's|name is|call me|called|"
    rf"named|my {_KIN})[ \t]+"
    rf"(?P<name>{_LOWER_WORD}(?:[ \t]+{_LOWER_WORD})?)"
)
# A name in lower case after a capital "I am" or "I'm", ending its clause: "hello, I am callum."
CAPITAL_I_INTRODUCED = re.compile(
    rf"(?<![\w'’])(?:I'm|I’m|I am)[ \t]+(?P<name>{_LOWER_WORD})(?=[ \t]*(?:[.,!?;]|$))"
)
# Saying who writes, in lower case: "hi, klaus schreiber here".
LOWER_HERE = re.compile(
    rf"(?:^|(?<=[\n.!?])|(?i:\b(?:hi|hello|hey|hiya)\b[ \t]*,?))[ \t]*(?P<name>{_LOWER_WORD}(?:[ \t]+{_LOWER_WORD})?)"
    r"[ \t]+here\b"
)


def _a_place(name: str) -> bool:
    """A country's or a populated place's name ("São Paulo", "Petaling Jaya")."""
    folded = name.casefold()
    return folded in known_places().countries or folded in populated_places()


def _names_no_one(word: str) -> bool:
    """A word no one bears though a greeting or a role may stand before it: a label, a day or a month, a brand, a
    title."""
    folded = word.casefold()
    return folded in NOT_NAMES or folded in NOT_NAME_WORDS or folded in KNOWN_BRANDS or folded in TITLE_WORDS


class IntroducedNameRecognizer(EntityRecognizer):
    def __init__(
        self,
        supported_language: str = "en",
        is_name: Callable[[str], bool] | None = None,
        is_given_name: Callable[[str], bool] | None = None,
        a_business: Callable[[str, int, int], bool] | None = None,
        any_given_name: Callable[[str], bool] | None = None,
        common: Callable[[str], bool] | None = None,
        any_surname: Callable[[str], bool] | None = None,
    ) -> None:
        super().__init__(
            supported_entities=["PERSON"],
            supported_language=supported_language,
            name="IntroducedNameRecognizer",
        )
        self.is_name = is_name
        self.is_given_name = is_given_name
        self.a_business = a_business
        self.any_given_name = any_given_name
        self.common = common
        self.any_surname = any_surname

    def load(self) -> None:
        """Nothing to load: one compiled expression."""

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        results: list[RecognizerResult] = []
        for match in INTRODUCED.finditer(text):
            words = match.group("name").split()
            if self._a_things_title(text[match.start() : match.start("name")].strip(), words):
                continue
            while words and words[-1].lower() in NOT_NAMES:
                words.pop()
            if not words or words[0].lower() in NOT_NAMES:
                continue
            spans = list(re.finditer(_NAME_WORD, text[match.start("name") : match.end("name")]))
            base = match.start("name")
            if re.match(r"[_\d]|\.\w", text[base + spans[len(words) - 1].end() :]):
                continue  # part of an identifier: "the network named Lumen_Guest_5G"
            end = base + spans[len(words) - 1].end()
            if self.a_business is not None and self.a_business(text, base, end):
                continue  # "this is Hanois Knitwear.": redaction/rules/introduced_business.py
            results.append(RecognizerResult("PERSON", base, base + spans[len(words) - 1].end(), 0.7))
        if self.is_name is not None:
            results.extend(self._lower_case(text))
            results.extend(self._opening_introductions(text))
            results.extend(self._named_in_a_frame(text))
            results.extend(self._addressees(text))
            results.extend(self._staff_by_role(text))
            results.extend(self._called_by_name(text))
            results.extend(self._unlisted_names_by_role(text))
            results.extend(self._kin_and_initials(text))
            results.extend(self._titled(text))
            results.extend(self._in_capitals(text))
            results.extend(self._kin_in_any_case_and_surname_first(text))
            results.extend(self._couples_in_lower_case(text))
        for match in SPEAKER.finditer(text):
            words = match.group("name").lower().split()
            if not any(word in LABELS or word in NOT_NAMES or word in NOT_NAME_WORDS for word in words) and (
                self.is_name is None or any(self.is_name(word) for word in words)
            ):  # "Done: next Thursday's clean is skipped" is no speaker
                results.append(RecognizerResult("PERSON", match.start("name"), match.end("name"), 0.5))
        return results


    def _opening_introductions(self, text: str) -> list[RecognizerResult]:
        """ "it's Pip (tuesday practice ...)", "hi its Crystal, ...": redaction/rules/opening_introductions.py."""
        is_name, is_given_name = self.is_name, self.is_given_name
        assert is_name is not None
        spans = opening_introductions.introduced(
            text,
            lambda word: is_name(word.casefold()) or (is_given_name is not None and is_given_name(word)),
            lambda word: (folded := word.casefold()) in NOT_NAMES or folded in NOT_NAME_WORDS
            or folded in KNOWN_BRANDS or folded in TITLE_WORDS,
        )
        return [RecognizerResult("PERSON", start, end, 0.7) for start, end in spans]

    def _named_in_a_frame(self, text: str) -> list[RecognizerResult]:
        """ "hey its lars,", "ni wanjiku hapa", "nyowe ni kembabazi.": redaction/rules/names_in_a_frame.py."""
        is_name, any_given, common = self.is_name, self.any_given_name, self.common
        if is_name is None or any_given is None or common is None:
            return []
        spans = names_in_a_frame.named_in_a_frame(
            text, lambda word: any_given(word) or is_name(word.casefold()), common, _names_no_one
        )
        return [RecognizerResult("PERSON", start, end, 0.7) for start, end in spans]

    def _given_name(self) -> Callable[[str], bool] | None:
        """Whether a word reads as a given name in its case, or is any country's given name and no word in common
        use ("rob", "Naveed"); None when the recognizer was built without the name lists."""
        given, any_given, common = self.is_given_name, self.any_given_name, self.common
        if given is None or any_given is None or common is None:
            return None
        return lambda word: given(word) or (any_given(word) and not common(word))

    def _addressees(self, text: str) -> list[RecognizerResult]:
        """ "Hi marlon!", "Thanks Jordan, your refund ...": redaction/rules/addressees.py."""
        given = self._given_name()
        if given is None:
            return []
        spans = addressees.addressed(text, given, _names_no_one)
        if self.common is not None:  # "Kia ora Kiri,", "Dankie Annelie!": a greeting of any language
            spans += addressees.addressed_in_any_language(text, given, self.common, _names_no_one, _a_place)
        # Above the model's 0.85, so Presidio keeps this finding rather than the model's guess of it.
        return [RecognizerResult("PERSON", start, end, 0.9) for start, end in spans]

    def _titled(self, text: str) -> list[RecognizerResult]:
        """ "Gracias Don Chuy", "Shukriya Khalid sahib": redaction/rules/honorifics.py; "mama Esther", "oom Piet":
        redaction/rules/titles_in_lower_case.py."""
        given, is_name = self._given_name(), self.is_name
        if given is None or is_name is None:
            return []

        def reads_as_name(word: str) -> bool:
            return given(word) or (word[:1].isupper() and is_name(word.casefold()))

        spans = honorifics.titled(text, reads_as_name, given, _names_no_one)
        # "kwa farm ya mama Esther", "oom Piet": redaction/rules/titles_in_lower_case.py.
        any_given = self.any_given_name or (lambda _: False)
        spans += titles_in_lower_case.lower_titled(text, reads_as_name, given, _names_no_one, _a_place, any_given)
        # "سلام نرگس خانم", "సరే లచ్చు గారు": redaction/rules/honorifics_in_their_scripts.py.
        spans += honorifics_in_their_scripts.honoured(text, any_given)
        # "ၸၢႆးမွင်း (front desk)": redaction/rules/names_with_a_prefix_of_sex.py.
        spans += names_with_a_prefix_of_sex.prefixed_names(text)
        # Above the model's 0.85, so Presidio keeps this finding rather than the model's guess of it.
        return [RecognizerResult("PERSON", start, end, 0.9) for start, end in spans]

    def _in_capitals(self, text: str) -> list[RecognizerResult]:
        """ "name on card MISS C JONES", "e-transfer from KIARA J THOMPSON", "cardholder BRADLEY J HUNT":
        redaction/rules/names_in_capitals.py."""
        common, any_given, any_surname = self.common, self.any_given_name, self.any_surname
        if common is None or any_given is None or any_surname is None:
            return []
        def a_name_part(word: str) -> bool:
            return any_given(word) or any_surname(word)

        spans = names_in_capitals.in_capitals(text, common, a_name_part, _names_no_one)
        # "cardholder BRADLEY J HUNT", "payment from 254722581064 (PETER OTIENO)": a payer's or a holder's word
        spans += names_in_capitals.beside_a_payer(text, common, a_name_part, _names_no_one)
        # "mon nom cest YAKITE Clarisse": a surname first in capitals, then a given name
        spans += names_in_capitals.surname_first(text, common, any_given, _names_no_one)
        return [RecognizerResult("PERSON", start, end, 0.9) for start, end in spans]

    def _staff_by_role(self, text: str) -> list[RecognizerResult]:
        """ "Rider Naveed delivery ...", "your backup is Eleni": redaction/rules/staff_by_role.py."""
        given, common, is_name = self._given_name(), self.common, self.is_name
        if given is None or common is None or is_name is None:
            return []
        spans = staff_by_role.named_by_role(
            text,  # a given name, or in capitals a word rare in running text and no word of the language ("Naveed")
            lambda word: given(word) or (word[:1].isupper() and is_name(word.casefold())),
            common,
            _names_no_one,
        )
        return [RecognizerResult("PERSON", start, end, 0.9) for start, end in spans]

    def _called_by_name(self, text: str) -> list[RecognizerResult]:
        """ "can charity swop her slot", "can u tell Ronnie at the dock": redaction/rules/called_by_name.py."""
        any_given = self.any_given_name
        if any_given is None:
            return []
        spans = called_by_name.called_by_name(text, any_given, _names_no_one)
        # Above the model's 0.85, so Presidio keeps this finding rather than the model's guess of it.
        return [RecognizerResult("PERSON", start, end, 0.9) for start, end in spans]

    def _unlisted_names_by_role(self, text: str) -> list[RecognizerResult]:
        """ "driver sobuj will call", "ask for mbusa at the gate": redaction/rules/unlisted_names_by_role.py."""
        is_name, common = self.is_name, self.common
        if is_name is None or common is None:
            return []
        spans = unlisted_names_by_role.unlisted_names_by_role(text, is_name, common, _names_no_one)
        # Above the model's 0.85, so Presidio keeps this finding rather than the model's guess of it.
        return [RecognizerResult("PERSON", start, end, 0.9) for start, end in spans]

    def _kin_and_initials(self, text: str) -> list[RecognizerResult]:
        """ "my daughter Hope", "our ryan has": redaction/rules/kin_by_name.py; "Mrs K Armstrong", "Dr. S. Ahmadi":
        redaction/rules/titled_initials.py."""
        spans = titled_initials.titled_initials(text)
        any_given, common = self.any_given_name, self.common
        if any_given is not None and common is not None:
            spans += kin_by_name.kin_by_name(text, any_given, common, _names_no_one)
        # Above the model's 0.85, so Presidio keeps this finding rather than the model's guess of it.
        return [RecognizerResult("PERSON", start, end, 0.9) for start, end in spans]

    def _kin_in_any_case_and_surname_first(self, text: str) -> list[RecognizerResult]:
        """ "my brother musa", "me brother Kenny": redaction/rules/kin_in_any_case.py; "(benjamin, shirley)",
        "'blanchard, m.'": redaction/rules/surname_first.py."""
        any_given, any_surname, common = self.any_given_name, self.any_surname, self.common
        if any_given is None or any_surname is None or common is None:
            return []
        spans = kin_in_any_case.kin_in_any_case(text, any_given, common, _names_no_one)
        spans += surname_first.surname_first(
            text, any_surname, any_given, common, lambda word: word.casefold() in known_places().countries,
            _names_no_one,
        )
        # Above the model's 0.85, so Presidio keeps this finding rather than the model's guess of it.
        return [RecognizerResult("PERSON", start, end, 0.9) for start, end in spans]

    def _couples_in_lower_case(self, text: str) -> list[RecognizerResult]:
        """ "dave & sharon on plot 42", "jenny & mark harlow": redaction/rules/couples_in_lower_case.py."""
        any_given, any_surname, common = self.any_given_name, self.any_surname, self.common
        if any_given is None or any_surname is None or common is None:
            return []
        places = known_places()
        spans = couples_in_lower_case.couples_in_lower_case(
            text, any_given, any_surname, common, _names_no_one,
            lambda word: (folded := word.casefold()) in places.countries or folded in places.large_cities,
        )
        # Above the model's 0.85, so Presidio keeps this finding rather than the model's guess of it.
        return [RecognizerResult("PERSON", start, end, 0.9) for start, end in spans]

    def _a_things_title(self, cue: str, words: list[str]) -> bool:
        """ "Customer Relations", "Client Services": a noun cue in capitals before words that are no names is the
        first word of a department's or a service's name, not a cue for the person named after it."""
        is_name = self.is_name
        return (
            is_name is not None and cue[:1].isupper() and cue.casefold() in _NOUN_CUES
            and not any(is_name(word.lower()) for word in words)
        )  # fmt: skip

    def _lower_case(self, text: str) -> list[RecognizerResult]:
        assert self.is_name is not None
        results = []
        for match in LOWER_INTRODUCED.finditer(text):
            end = match.start("name")
            for word in re.finditer(_LOWER_WORD, match.group("name")):
                value = word.group(0)
                introduced = self.is_given_name is not None and self.is_given_name(value) and _FROM_AFTER.match(
                    text, match.start("name") + word.end()
                )  # "this is bill from 14 acacia avenue": a given name that says where its bearer is from
                if value in NOT_NAMES or value in NOT_NAME_WORDS or len(value) < 3 or not (
                    self.is_name(value) or introduced
                ):
                    break
                end = match.start("name") + word.end()
            if end > match.start("name"):
                results.append(RecognizerResult("PERSON", match.start("name"), end, 0.6))
        for match in CAPITAL_I_INTRODUCED.finditer(text):
            value = match.group("name")
            if value not in NOT_NAMES and value not in NOT_NAME_WORDS and len(value) > 2 and self.is_name(value):
                results.append(RecognizerResult("PERSON", match.start("name"), match.end("name"), 0.6))
        for match in LOWER_HERE.finditer(text):
            words = match.group("name").split()
            if all(self.is_name(word) and len(word) > 2 and word not in NOT_NAMES for word in words):
                results.append(RecognizerResult("PERSON", match.start("name"), match.end("name"), 0.6))
        for match in FINAL_NAME.finditer(text):
            signed = match.group("name")
            folded = signed.casefold()
            if self.is_given_name is None or folded in NOT_NAMES or folded in NOT_NAME_WORDS or folded in LABELS:
                continue
            if _after_a_things_name(text, match):
                continue
            if self.is_given_name(signed) or self.is_name(folded):
                results.append(RecognizerResult("PERSON", match.start("name"), match.end("name"), 0.9))
        for match in LOWER_SIGN_OFF.finditer(text):
            words = match.group("name").split()
            if self.is_given_name is not None and (self.is_given_name(words[0]) or self.is_name(words[0])) and all(
                self.is_name(word) and len(word) > 2 and word not in NOT_NAMES for word in words[1:]
            ):
                # Above the model's 0.85, so Presidio keeps this finding rather than the model's guess of it.
                results.append(RecognizerResult("PERSON", match.start("name"), match.end("name"), 0.9))
        return results


# A dash after a business's name on its line opens where it stands or what it covers ("Maluti Blanket House –
# Maputsoe", "Permits Desk – Mahé"): two words or more, each capitalised, a number or "&".
_THINGS_NAME_BEFORE_A_DASH = re.compile(r"(?:^|\n)[ \t]*(?:[A-Z0-9&][\w'’&.-]*[ \t]+){2,}[-–—][ \t]*$")


_CLOSING_WORDS = {"regards", "thanks", "thank", "cheers", "best", "kind", "warm", "sincerely", "yours", "love", "many"}


def _after_a_things_name(text: str, match: re.Match[str]) -> bool:
    """A word after a dash that follows a thing's name written in Title Case on its line is that thing's place or
    part, no one signing off: a sign-off's dash follows a sentence or a line of the message."""
    before = _THINGS_NAME_BEFORE_A_DASH.search(text, 0, match.start("name"))
    return before is not None and not any(
        word.casefold().strip(",.") in _CLOSING_WORDS for word in before.group(0).split()
    )


# Title-case proper nouns that are not people in support conversations.
NOT_NAME_WORDS = {
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february",
    "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    "feb", "apr", "aug", "sep", "sept", "oct", "nov", "dec", "mon", "tue",
    "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "order", "orders", "customer", "support",
    "team", "account", "refund", "ticket", "plan", "pro",
    "premium", "basic", "inc", "ltd", "llc", "corp", "co", "gmbh", "company", "bank", "card", "visa",
    "mastercard", "amex", "paypal", "iban", "ssn", "api", "app", "email", "e-mail", "phone", "street",
    "avenue", "road", "thanks", "thank", "hi", "hello", "dear", "ok", "okay", "yes", "no", "please",
    "sorry", "agent", "bot", "assistant", "human", "manager", "help", "ceo", "cto", "vp", "christmas",
    "easter", "black", "cyber", "prime", "store", "shop", "delivery", "express", "standard", "tracking",
    "regards", "cheers", "sincerely", "best", "kind", "warm", "traceback", "service", "unavailable", "internal",
    "server", "gateway", "timeout", "bad", "request", "forbidden", "unauthorized", "not", "found", "error",
    "bearer",
}  # fmt: skip

# Platforms, carriers and devices customers name all the time; the team's own brands go in `product_words`.
KNOWN_BRANDS = {
    "google", "apple", "amazon", "microsoft", "samsung", "android", "ios", "iphone", "ipad", "windows",
    "chrome", "firefox", "safari", "edge", "gmail", "outlook", "facebook", "instagram", "whatsapp",
    "paypal", "stripe", "klarna", "fedex", "ups", "dhl", "usps", "ebay", "shopify", "netflix", "spotify",
    "uber", "zoom", "slack", "bluetooth", "wi-fi", "wifi", "pay", "dpd", "gls", "tnt", "evri", "hermes",
    "yodel", "parcelforce", "purolator", "ontrac", "lasership", "aramex", "royal", "mail", "post", "express",
    "etsy", "dyson", "nespresso", "ikea", "lego", "nintendo", "playstation", "xbox", "sony", "philips", "bosch",
    "nike", "adidas", "asos", "airbnb", "expedia", "github", "gitlab", "jira", "salesforce", "zendesk",
    "dropbox", "figma", "adobe", "linkedin", "tiktok", "youtube", "venmo", "revolut", "monzo", "coinbase",
    "tesla", "peloton", "fitbit", "garmin", "roku", "kindle", "docker", "kubernetes", "postgres", "mysql",
    "java", "javascript", "python", "kotlin", "golang", "linux", "ubuntu", "macos", "alexa", "siri", "cortana",
}  # fmt: skip

PLACE_LABELS = {"GPE", "LOC"}


def _name_like(token: Any) -> bool:
    text = token.text
    return (
        token.pos_ == "PROPN"
        and len(text) > 1
        and text[0].isupper()
        and not text.isupper()
        and all(char.isalpha() or char in "-'’." for char in text)
        and text.lower().rstrip(".") not in NOT_NAME_WORDS
        and text.lower() not in KNOWN_BRANDS
        and not is_code_shaped(text)
        and text.lower().rstrip(".") not in TITLE_WORDS
    )


class ProperNounNameRecognizer(EntityRecognizer):
    """Runs of title-case proper nouns the model did not call a person or a place: "Rosalind Farouk",
    which the small model files as an organisation or a work of art, or "Aaliyah says...". Scored low,
    above the default threshold: when unsure, redact.
    """

    SCORE = 0.4
    NAME = "ProperNounNameRecognizer"

    def __init__(
        self, supported_language: str = "en", words: frozenset[str] = frozenset(),
        full_name: Callable[[list[str]], bool] = lambda _: False,
    ) -> None:
        super().__init__(supported_entities=["PERSON"], supported_language=supported_language, name=self.NAME)
        self.words = words
        self.full_name = full_name

    def load(self) -> None:
        """Nothing to load: reads the tags of the spaCy document Presidio already made."""

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        doc = getattr(nlp_artifacts, "tokens", None)
        if doc is None or not hasattr(doc, "ents"):
            return []
        label_of = {token.i: ent.label_ for ent in doc.ents for token in ent}
        results = []
        run: list[Any] = []
        for token in [*doc, None]:
            if token is not None and (_name_like(token) or self._name_opening_a_sentence(token)) and label_of.get(
                token.i
            ) not in PLACE_LABELS:
                run.append(token)
                continue
            # A lone proper noun is a name more often than not in a support chat, unless it is a word of the
            # language used as a label ("Carrier: UPS"): when unsure, redact.
            if (len(run) > 1 or (run and len(run[0].text) > 2 and not self._label(run[0]))) and not (
                names_a_thing_by_structure(doc[run[0].i : run[-1].i + 1], self.full_name)
            ):
                results.append(
                    RecognizerResult("PERSON", run[0].idx, run[-1].idx + len(run[-1].text), self.SCORE)
                )
            run = []
        return stamped(results, How.NOUN_READING)

    def _name_opening_a_sentence(self, token: Any) -> bool:
        """A sentence's first word, which the tagger reads as a common noun for want of context ("Nayla is very
        reliable", "Renátó, can I speak..."): a name people bear and no word of the language, as the subject of
        its verb or called by name."""
        following = token.nbor(1) if token.i + 1 < len(token.doc) else None
        return (
            token.is_sent_start and token.pos_ == "NOUN" and token.text[:1].isupper() and not token.text.isupper()
            and token.text.isalpha() and len(token.text) > 2 and not is_english(token.text, self.words)
            and token.lower_ in world_names() and token.lower_ not in NOT_NAME_WORDS
            and max(word_counts().get(token.lower_, 0), word_counts().get(token.lower_.removesuffix("s"), 0)) < 100
            and (token.dep_ in {"nsubj", "nsubjpass"} or (following is not None and following.text == ","))
        )  # fmt: skip

    def _label(self, token: Any) -> bool:
        following = token.nbor(1) if token.i + 1 < len(token.doc) else None
        return is_common_word(token, self.words) and following is not None and following.text == ":"
