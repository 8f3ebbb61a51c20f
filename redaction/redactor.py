"""The redaction stage: a redacted copy of each session, with its report.

Build one `Redactor` per process (building the engine costs about a second) and give it sessions in
batches: every text of a batch goes through one spaCy `pipe`.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from typing import Any

from presidio_analyzer import RecognizerResult
from pydantic import BaseModel, ConfigDict

from miner.model import Session
from redaction.config import RedactionConfig
from redaction.engine import Engine
from redaction.handles import given_names_in_lower_case, handles, name_parts, plain_letters, spelled_names
from redaction.known_values import holds_as_words
from redaction.pseudonyms import ALWAYS_REPLACED, SessionPseudonyms, priority
from redaction.recognizers.identifiers import IDENTIFIER, labelled_code
from redaction.recognizers.keys import PERSON_ROLE_WORDS, TellingKeys, fits, key_words, names_a_thing, role_entity
from redaction.recognizers.names import NOT_NAME_WORDS, TITLE_WORDS
from redaction.recognizers.positions import POSITION
from redaction.recognizers.provenance import GUESSES, How, how
from redaction.report import RedactionReport
from redaction.rules import Verdict
from redaction.rules.catalogue_names import a_catalogue_name, inside_a_catalogue_name
from redaction.rules.codes_kept_whole import a_code_kept_whole
from redaction.rules.constants import a_constant, full_names
from redaction.rules.fields import (
    FIELDS,
    NUMBER_GUESSES,
    Field,
    a_names_shape,
    code_no_one_owns,
    names_a_thing_no_one_owns,
)
from redaction.rules.held_things import held_thing, inside_a_held_thing, things_held
from redaction.rules.initials import initials_standing_for
from redaction.rules.initials_closing_a_note import initials_closing_a_note
from redaction.rules.logins_named_in_text import logins_named_in_text
from redaction.rules.names_in_another_script import names_in_another_script
from redaction.rules.names_with_an_initial import names_with_an_initial
from redaction.rules.national_phones import national_phones
from redaction.rules.numbered_things import NUMBERED_THINGS, a_numbered_things_field
from redaction.rules.phones_held_as_ids import phones_held_as_ids
from redaction.rules.series import shape as series_shape
from redaction.rules.series import siblings
from redaction.rules.signatures_closing_a_note import signatures_closing_a_note
from redaction.rules.signed_by_a_desk import initials_signing_remarks
from redaction.rules.signed_entries import a_signature
from redaction.rules.signed_notes import initials_signing
from redaction.rules.staff_initials import staff_initials
from redaction.rules.staff_marks import a_bare_doers_key, closing_signature, handle_after_a_team, staff_mark
from redaction.rules.unborne_words import UNBORNE_WORDS, FieldGuess, a_field_of_unborne_words
from redaction.surrogates import operator
from redaction.walk import SessionWalker, is_identifier, is_schema_key

_ELIDED_ARTICLE = re.compile(r"^[A-Za-z]{1,5}['’](?=[A-Z])")
# A possessive or a case ending written after an apostrophe ("Ravensbourne Academy's", "Destek Ekibi'ne").
_ENDING_AFTER_AN_APOSTROPHE = re.compile(r"['’][^\W\d_]{1,4}$")
# Entities from the language model: fragments with too few letters are the model's noise ("C-" of "C-100").
NER_ENTITIES = {"PERSON", "LOCATION", "NRP"}
SESSIONS_PER_BATCH = 64
# A field longer than this is a text, not a thing's name.
_THING_NAME_CHARS = 80
# The word and the spaces written right before a value ("**** " of "**** 11", "päättyy " of "päättyy 11").
_WRITTEN_BEFORE = re.compile(r"\S+[ \t]*$")
_BEFORE_REACH = 24
# A message signed after a dash with one short capitalised word: "you can reach me after 4. - Ro".
_SIGNED_SHORT_NAME = re.compile(r"(?:^|(?<=\s))(?P<dash>[-–—~][ \t]*)(?P<name>[A-Z][a-z]{1,5})[ \t.!]*$")


def _schema_word(key: str) -> bool:
    """Lower-case words joined by underscores, in any script (a letter with no case, its vowel signs and viramas
    with it: `कमरा`, `ஆர்டர்_எண்`): what a schema's keys and tool names are made of, never data."""
    return all(
        word and word[0].isalpha() and not any(char.isupper() for char in word)
        and all(char.isalpha() or unicodedata.category(char).startswith("M") for char in word)
        for word in key.split("_")
    )  # fmt: skip


# Values whose words make the session's handles: names, and the local parts of e-mails and user names.
HANDLE_SOURCES = {"PERSON", "EMAIL_ADDRESS", "USERNAME"}


class RedactedSession(BaseModel):
    """A session with every copy of personal data replaced, and the counts of what was replaced."""

    model_config = ConfigDict(extra="forbid")

    session: Session
    report: RedactionReport


@dataclass
class _Leaf:
    text: str
    entity: str | None
    key: str | None = None
    in_a_persons_record: bool = False
    in_an_address: bool = False


class _Collector:
    """First pass: gather every content string and every value under a telling key, in reading order."""

    def __init__(self) -> None:
        self.leaves: list[_Leaf] = []

    def text(self, value: str, entity: str | None, key: str | None = None) -> str:
        self.leaves.append(_Leaf(value, entity, key))
        return value

    def scalar(self, value: int | float, entity: str | None) -> Any:
        if entity is not None:
            self.leaves.append(_Leaf(str(value), entity))
        return value

    def key(self, value: str) -> str:
        if not is_schema_key(value):
            self.leaves.append(_Leaf(value, None))
        return value


class _Replacer:
    """Second pass: replace every known value, in reading order so placeholders number as they are read."""

    def __init__(self, pseudonyms: SessionPseudonyms) -> None:
        self.pseudonyms = pseudonyms

    def text(self, value: str, entity: str | None, key: str | None = None) -> str:
        if entity is not None:
            return self.pseudonyms.whole(value, entity)
        return self.pseudonyms.replace(value)

    def scalar(self, value: int | float, entity: str | None) -> Any:
        if entity is None:  # a number no key types: replaced only when the session registered it as a whole value
            if not self.pseudonyms.is_value(str(value)):
                return value
            entity = IDENTIFIER
        replaced = self.pseudonyms.whole(str(value), entity)
        if replaced == str(value):
            return value  # not personal after all (an amount under "account"): still a number
        # A phone or card number stored as a number stays a number when its surrogate is digits only.
        return int(replaced) if isinstance(value, int) and replaced.isdigit() else replaced

    def key(self, value: str) -> str:
        """A key that is schema is never renamed: "room" stays "room" when "Room" was found as a name. Only a
        key that is data is: one that is no identifier (an e-mail, "Dana Whitlock"), or an identifier that
        is, exactly as written, a personal value found in the session (an id used as a key)."""
        if is_schema_key(value) and (_schema_word(value) or not self.pseudonyms.is_value(value)):
            # Words are schema, but an identifier found elsewhere in the session is data even inside a key
            # (`"enquiry_VN/48811/ENQ": "SUSPENDED"`).
            return self.pseudonyms.replace_codes(value) if any(char.isdigit() for char in value) else value
        return self.pseudonyms.replace(value)


class Redactor:
    def __init__(self, config: RedactionConfig | None = None, engine: Engine | None = None) -> None:
        self.config = config or RedactionConfig()
        self.engine = engine or Engine(self.config)
        self.walker = SessionWalker(
            TellingKeys(self.config.telling_keys, self.config.non_personal_keys),
            is_plain=self.engine.person_support.plain_word, is_word=self.engine.is_word,
        )
        self.non_personal = [re.compile(pattern) for pattern in self.config.non_personal_patterns]
        self.identifier_fixtures = {item.entity: item.fixture for item in self.config.identifiers}
        self.identifier_entities = list(self.identifier_fixtures)
        self.operator = operator(self.config.replace)

    def close(self) -> None:
        """Stop the engine's worker processes, if `n_process` started any."""
        self.engine.close()

    def redact(self, session: Session) -> RedactedSession:
        return self.redact_many([session])[0]

    def redact_many(self, sessions: Iterable[Session]) -> list[RedactedSession]:
        return list(self.iter_redacted(sessions))

    def iter_redacted(self, sessions: Iterable[Session]) -> Iterator[RedactedSession]:
        """Redact sessions lazily, a batch at a time: memory stays bounded on a week of traces."""
        iterator = iter(sessions)
        while batch := list(islice(iterator, SESSIONS_PER_BATCH)):
            yield from self._redact_batch(batch)

    def _redact_batch(self, sessions: list[Session]) -> list[RedactedSession]:
        dumped = [session.model_dump(mode="json") for session in sessions]
        collected: list[_Collector] = []
        for document in dumped:
            collector = _Collector()
            self.walker.walk(document, collector)
            for leaf in collector.leaves:
                leaf.in_a_persons_record = leaf.key is not None and leaf.text in self.walker.record_texts
                leaf.in_an_address = leaf.key is not None and leaf.text in self.walker.address_texts
            collected.append(collector)
        # A date in a text is old by its session's year, so a text two sessions share is analysed once per year.
        findings: dict[int, dict[str, list[RecognizerResult]]] = {}
        for year in sorted({session.started_at.year for session in sessions}):
            unique = list(dict.fromkeys(leaf.text for session, collector in zip(sessions, collected, strict=True)
                                        if session.started_at.year == year for leaf in collector.leaves))
            with self.engine.judging_in(year):
                findings[year] = dict(zip(unique, self.engine.analyze_many(unique), strict=True))
        results = []
        for session, document, collector in zip(sessions, dumped, collected, strict=True):
            with self.engine.judging_in(session.started_at.year):
                pseudonyms = self._pseudonyms(session, collector.leaves, findings[session.started_at.year])
            redacted = self.walker.walk(document, _Replacer(pseudonyms))
            report = RedactionReport(
                replacements=dict(sorted(pseudonyms.replacements.items())),
                distinct_values=pseudonyms.distinct(),
                fixture_ids=pseudonyms.fixture_ids(),
                model=self.config.model,
                score_threshold=self.config.score_threshold,
                replace=self.config.replace,
            )
            results.append(RedactedSession(session=Session.model_validate(redacted), report=report))
        return results

    def _pseudonyms(
        self, session: Session, leaves: list[_Leaf], findings: dict[str, list[RecognizerResult]]
    ) -> SessionPseudonyms:
        pseudonyms = SessionPseudonyms(
            identifier_fixtures=self.identifier_fixtures,
            identifier_entities=self.identifier_entities,
            operator=self.operator,
            seen_text="\n".join(leaf.text for leaf in leaves).casefold(),
            is_word=self.engine.is_word,
        )
        protected = self._protected_words(session)
        identifiers = frozenset(self.identifier_entities)
        # A code no one owns (a container's, a SKU) is no one's wherever the session repeats it: a number a
        # guess finds inside it in a free text is dropped there too (FIELDS: code_under_a_key_no_one_owns).
        codes = {word for leaf in leaves if leaf.entity is None and code_no_one_owns(leaf.key, leaf.text)
                 for word in [leaf.text.strip().casefold(), *leaf.text.casefold().split()]}  # fmt: skip
        # A code no one owns is kept whole: a name found elsewhere is not replaced inside it (codes_kept_whole.py).
        pseudonyms.kept_codes = frozenset(leaf.text.strip().casefold() for leaf in leaves if leaf.entity is None
                                          and a_code_kept_whole(leaf.key, leaf.text))  # fmt: skip
        # A thing's name in the structure (`"venue": "Paradiso Noord"`, `event.name`) is a thing's wherever the
        # session repeats it: a guessed name inside it in a free text is dropped there too, unless it is plainly
        # a given name and a surname (FIELDS: guessed_name_in_a_things_field); so is the name of a queue, a team,
        # a site (FIELDS: guessed_name_under_a_key_no_one_owns).
        things = [leaf.text.casefold() for leaf in leaves
                  if (leaf.entity is None or not fits(leaf.entity, leaf.text))
                  and len(leaf.text) <= _THING_NAME_CHARS
                  and (names_a_thing(leaf.key)
                       or (names_a_thing_no_one_owns(leaf.key) and a_names_shape(leaf.text))
                       or a_numbered_things_field(leaf.key, leaf.text, findings[leaf.text])
                       or self._all_guesses_unborne(leaf, findings[leaf.text]))]  # fmt: skip
        # A model's or a product's name with its number is the catalogue's wherever the session writes it: a street,
        # a code or a name guessed inside it is dropped (redaction/rules/catalogue_names.py).
        catalogue = frozenset(leaf.text.strip().casefold() for leaf in leaves
                              if leaf.entity is None and a_catalogue_name(leaf.key, leaf.text))  # fmt: skip
        # A name the tools hold as a firm's, a body's or a thing's, and under no person's key, is that thing wherever
        # the session writes it: a guess of a name inside it is dropped, unless a strong cue makes it a person's
        # (redaction/rules/held_things.py).
        # A `name` a key types as a person's stands under a firm's key too (`employer.name`, `bank.name`).
        firms = [leaf for leaf in leaves if leaf.entity in (None, "PERSON") and held_thing(leaf.key, leaf.text)]
        held = things_held([(leaf.key, leaf.text) for leaf in firms],
                           [leaf.text for leaf in leaves if leaf.key is not None and self._a_persons_field(leaf)
                            and not held_thing(leaf.key, leaf.text)],
                           self.engine.is_word)  # fmt: skip
        support = self.engine.person_support
        for leaf in leaves:
            found = findings[leaf.text]
            if leaf.entity in ALWAYS_REPLACED or (
                leaf.entity is not None
                and not _is_protected(leaf.text, protected)
                and not self._declared_non_personal(leaf.text)
                and fits(leaf.entity, leaf.text)
                and not (leaf.entity == "PERSON" and held and leaf.text.strip().casefold() in held)
                and FIELDS.verdict(Field(leaf.text, leaf.key, leaf.entity, leaf.text, None, support, identifiers,
                                         tuple(found))) is not Verdict.DROP
            ):
                # A label and its code ("Gas Safe 584217"): the code is the identifier, the label's words stay.
                code = labelled_code(leaf.text) if leaf.entity == IDENTIFIER else None
                if code is None:
                    pseudonyms.add(leaf.entity, leaf.text, typed=True)
                elif not any(r.entity_type in identifiers and r.start <= code[0] and code[1] <= r.end for r in found):
                    pseudonyms.add(leaf.entity, leaf.text[code[0] : code[1]], typed=True)
            found = [
                result for result in found
                if not (codes and _inside_a_code(leaf.text, result, codes))
                and not (things and self._inside_a_things_name(leaf.text, result, things))
                and not (catalogue and self._inside_a_catalogue_name(leaf.text, result, catalogue))
                and not (held and self._inside_a_held_thing(leaf.text, result, held))
                and (_the_keys_identifier_whole(leaf, result, identifiers) or FIELDS.verdict(
                    Field(leaf.text, leaf.key, result.entity_type, leaf.text[result.start : result.end], result,
                          support, identifiers)) is not Verdict.DROP)
                and NUMBERED_THINGS.verdict(self._guess(leaf, result, findings[leaf.text])) is not Verdict.DROP
                and UNBORNE_WORDS.verdict(FieldGuess(self._guess(leaf, result, findings[leaf.text]),
                                                     leaf.in_a_persons_record, leaf.in_an_address)) is not Verdict.DROP
            ]  # fmt: skip
            for entity, value, start in self._values(leaf.text, found):
                if entity in NUMBER_GUESSES | identifiers and _is_protected(value, codes):
                    continue  # "448120 3" of "MSKU 448120 3"
                if not _is_protected(value, protected) and not self._declared_non_personal(value):
                    # Digits a mask or a verb of ending left ("**** 11") are replaced where they stand, however
                    # short; a short word found alone ("Ms") is not.
                    before = _WRITTEN_BEFORE.search(leaf.text, max(0, start - _BEFORE_REACH), start)
                    bound = before is not None and any(char.isdigit() for char in value)
                    pseudonyms.add(entity, value, before=before.group(0) if bound and before else "")
        self._add_codes_of_a_held_series(pseudonyms, leaves, protected)
        self._add_phones_of_a_held_phones_country(pseudonyms, leaves, protected)
        self._add_handles(pseudonyms, leaves, protected)
        self._add_people_with_their_staff_marks(pseudonyms, leaves, protected)
        self._add_signed_short_names(pseudonyms, leaves)
        self._add_initials_signing_notes(pseudonyms, leaves)
        self._add_initials_signing_remarks(pseudonyms, leaves)
        self._add_initials_closing_notes(pseudonyms, leaves)
        self._add_initials_signing_entries(pseudonyms, leaves)
        self._add_staff_initials(pseudonyms, leaves, protected)
        self._add_names_with_an_initial(pseudonyms, leaves, protected)
        self._add_initials_of_named_people(pseudonyms, leaves)
        self._add_names_written_plainly(pseudonyms, leaves)
        self._add_names_in_another_script(pseudonyms, leaves, protected)
        self._add_logins_named_in_text(pseudonyms, leaves, protected)
        return pseudonyms

    def _add_logins_named_in_text(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf],
                                  protected: set[str]) -> None:
        """A word in a login's shape after the word that says a login in a text ("locked by dispatcher user
        mkato"): replaced wherever the session writes it (redaction/rules/logins_named_in_text.py)."""
        for leaf in leaves:
            for login in logins_named_in_text(leaf.text, self.engine.is_word):
                if not pseudonyms.is_value(login) and not _is_protected(login, protected):
                    pseudonyms.add("USERNAME", login)

    def _add_names_in_another_script(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf],
                                     protected: set[str]) -> None:
        """A name a tool holds in Latin letters (under a key that says a person: a name guessed in free text may be
        a bank's or a shop's), written in a script without capitals in the session's texts (NAMES_IN_ANOTHER_SCRIPT:
        "महेश" beside a held "Mahesh Gawas")."""
        names = pseudonyms.values_of({"PERSON"}, typed=True)
        for word in names_in_another_script((leaf.text for leaf in leaves), names):
            if not pseudonyms.is_value(word) and not _is_protected(word, protected):
                pseudonyms.add("PERSON", word)

    def _add_names_written_plainly(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf]) -> None:
        """A given name the session knows written in lower case where a name stands ("please dont send grant again"),
        replaced there (after the same words), not wherever the word is; and a name spelled out letter by letter
        ("B-R-Z-E-C-Z-Y-S-Z-C-Z-Y-K-I-E-W-I-C-Z")."""
        names = [name for name in pseudonyms.values_of({"PERSON"}) if len(name.split()) > 1]
        given = {plain_letters(name.split()[0]) for name in names if name.split()[0][:1].isupper()}
        texts = [leaf.text for leaf in leaves if leaf.entity is None]
        for before, word in given_names_in_lower_case(texts, given):
            if not pseudonyms.is_value(word):
                pseudonyms.add("PERSON", word, before=before, bound=True)
        is_word = self.engine.is_word
        parts = {plain_letters(part) for name in names for part in re.findall(r"[^\W\d_]+", name)}
        for spelled in spelled_names(texts, parts, is_word):
            pseudonyms.add("PERSON", spelled)

    def _all_guesses_unborne(self, leaf: _Leaf, found: list[RecognizerResult]) -> bool:
        """A field of words no one bears whose guessed names all fall to UNBORNE_WORDS names a thing."""
        if not a_field_of_unborne_words(leaf.key, leaf.text, found, leaf.in_a_persons_record, leaf.in_an_address):
            return False
        return all(
            UNBORNE_WORDS.verdict(FieldGuess(self._guess(leaf, result, found), leaf.in_a_persons_record,
                                             leaf.in_an_address)) is Verdict.DROP
            for result in found if how(result) in GUESSES
        )

    def _guess(self, leaf: _Leaf, result: RecognizerResult, found: list[RecognizerResult]) -> Field:
        """A finding in a field, with every finding of the field's text, as the precision rules judge it."""
        return Field(leaf.text, leaf.key, result.entity_type, leaf.text[result.start : result.end], result,
                     self.engine.person_support, frozenset(self.identifier_entities), tuple(found))

    def _add_signed_short_names(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf]) -> None:
        """A message signed after a dash with the first letters of a given name the session knows is signed by
        that person ("- Ro" from Rohan Alleyne): replaced there, however short."""
        given = {name.split()[0].casefold() for name in pseudonyms.values_of({"PERSON"}) if " " in name.strip()}
        for leaf in leaves:
            signed = _SIGNED_SHORT_NAME.search(leaf.text)
            if signed is None:
                continue
            short = signed.group("name").casefold()
            if any(name.startswith(short) and name != short for name in given):
                pseudonyms.add("PERSON", signed.group("name"), before=signed.group("dash"))

    def _add_initials_signing_notes(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf]) -> None:
        """A note under a note's key signed after a dash with two or three capitals is signed with its writer's
        initials ("left vm - RW"): replaced there, after the dash (redaction/rules/signed_notes.py)."""
        is_word = self.engine.is_word
        for leaf in leaves:
            signed = initials_signing(leaf.key, leaf.text, is_word)
            if signed is not None:
                pseudonyms.add("PERSON", signed[1], before=signed[0])
                pseudonyms.add_initials(signed[1])

    def _add_initials_signing_remarks(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf]) -> None:
        """Two or three capitals closing a text or its brackets after a dash, perhaps after a desk's or a role's words,
        are the writer's initials ("resubmit - TPA reviewer AK"): replaced wherever written alone so
        (redaction/rules/signed_by_a_desk.py)."""
        is_word = self.engine.is_word
        for leaf in leaves:
            for initials in initials_signing_remarks(leaf.text, is_word, self.engine.nouns_only.__contains__):
                pseudonyms.add_initials(initials)

    def _add_initials_closing_notes(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf]) -> None:
        """Initials closing a note after its last sentence ("w cust. KMcI", "refusjon. ansv: EHL"), initials with a
        particle in lower case after a dash ("- DMcL"), and initials under a key of initials
        (redaction/rules/initials_closing_a_note.py); then initials closing a note with a mark of signing ("come Mon
        -PKM", "from deposit (SW)", "HM sign", "07:41 - PMcG": redaction/rules/signatures_closing_a_note.py):
        replaced wherever written alone so."""
        is_word, only_a_noun = self.engine.is_word, self.engine.nouns_only.__contains__
        for read in (initials_closing_a_note, signatures_closing_a_note):
            for leaf in leaves:
                for initials in read(leaf.key, leaf.text, is_word, only_a_noun):
                    pseudonyms.add_initials(initials)

    @staticmethod
    def _add_initials_signing_entries(pseudonyms: SessionPseudonyms, leaves: list[_Leaf]) -> None:
        """Initials signing a log entry's note under its bare `by` or `who` (`{"who": "LN", "note": "approved"}`):
        replaced wherever written alone so (redaction/rules/signed_entries.py)."""
        for leaf in leaves:
            if leaf.entity == "PERSON" and leaf.key is not None and a_signature(leaf.key.rpartition(".")[2], leaf.text):
                pseudonyms.add_initials(leaf.text.strip())

    @staticmethod
    def _add_staff_initials(pseudonyms: SessionPseudonyms, leaves: list[_Leaf], protected: set[str]) -> None:
        """Initials or a name with an initial before brackets holding a staff post ("KM (staff 0417)", "M. Tau (res
        supervisor)"), with the staff number in them, and initials with stops after a word in lower case ("assigned
        J.N."): replaced, initials wherever written alone so (redaction/rules/staff_initials.py)."""
        for leaf in leaves:
            for who, number in staff_initials(leaf.text):
                if _is_protected(who, protected):
                    continue
                if any(char.islower() for char in who):
                    pseudonyms.add("PERSON", who)
                else:
                    pseudonyms.add_initials(who)
                if number and not _is_protected(number, protected):
                    pseudonyms.add(IDENTIFIER, number)

    def _add_names_with_an_initial(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf],
                                   protected: set[str]) -> None:
        """A capital and a stop beside a capitalised word no word of the language ("T. Mokgweetsi", "Gaone P."):
        a person's name, replaced wherever written (redaction/rules/names_with_an_initial.py)."""
        is_word = self.engine.is_word
        for leaf in leaves:
            for name in names_with_an_initial(leaf.text, is_word):
                if not pseudonyms.is_value(name) and not _is_protected(name, protected):
                    pseudonyms.add("PERSON", name)

    def _add_initials_of_named_people(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf]) -> None:
        """Capitals standing alone that are the initials of a full name the session holds stand for that person
        ("fwd to TB" beside "Tunde Bakare"): replaced wherever written so (redaction/rules/initials.py)."""
        names = pseudonyms.values_of({"PERSON"})
        for initials in initials_standing_for((leaf.text for leaf in leaves), names):
            pseudonyms.add_initials(initials)

    def _inside_a_catalogue_name(self, text: str, result: RecognizerResult, names: frozenset[str]) -> bool:
        value = text[result.start : result.end]
        if result.entity_type == "PERSON" and self.engine.person_support.plainly_a_full_name(value.split()):
            return False
        return inside_a_catalogue_name(value, result.entity_type, names)

    def _inside_a_held_thing(self, text: str, result: RecognizerResult, held: frozenset[str]) -> bool:
        return how(result) in GUESSES | {How.PLACE_CUE} and inside_a_held_thing(
            text, result.start, result.end, result.entity_type, held, self.engine.person_support
        )

    @staticmethod
    def _a_persons_field(leaf: _Leaf) -> bool:
        """A field a key types as a person's, or whose key names a person's role."""
        return leaf.entity == "PERSON" or any(word in PERSON_ROLE_WORDS for part in (leaf.key or "").split(".")
                                              for word in key_words(part))

    def _inside_a_things_name(self, text: str, result: RecognizerResult, things: list[str]) -> bool:
        # An elided article the model takes in ("l'Ufficio Clienti", "dell'Ufficio") is no part of the name, nor is
        # an ending after an apostrophe ("Ravensbourne Academy's exams officer").
        value = _ENDING_AFTER_AN_APOSTROPHE.sub("", _ELIDED_ARTICLE.sub("", text[result.start : result.end]))
        if result.entity_type not in NER_ENTITIES or how(result) not in GUESSES | {How.PLACE_CUE} or not value.strip():
            return False
        if self.engine.person_support.plainly_a_full_name(value.split()):
            return False
        folded = value.casefold()
        return any(holds_as_words(thing, folded) for thing in things)

    def _add_codes_of_a_held_series(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf],
                                    protected: set[str]) -> None:
        """Another code of a series the session holds an identifier of, written only in a text, is of the same
        kind (SERIES: "MOF-INV-23-08102" beside a held "MOF-INV-24-09915")."""
        held = {value: entity for entity in [*_SERIES_ENTITIES, *self.identifier_entities]
                for value in pseudonyms.values_of({entity})}  # fmt: skip
        entity_of = {series_shape(value): entity for value, entity in held.items()}
        for code in siblings((leaf.text for leaf in leaves if leaf.entity is None), held):
            if not pseudonyms.is_value(code) and not _is_protected(code, protected):
                pseudonyms.add(entity_of[series_shape(code)], code)

    def _add_phones_of_a_held_phones_country(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf],
                                             protected: set[str]) -> None:
        """A phone written without its country code by people of a country whose phone the session holds with it
        (NATIONAL_PHONES: "9613302" beside a held "+960 779 3418"), or held as an identifier under a key that names
        what it is for (redaction/rules/phones_held_as_ids.py: "8-902-173-44-55" beside a `callback` "+79021734455")."""
        held = [*pseudonyms.values_of({"PHONE_NUMBER"}),
                *phones_held_as_ids(pseudonyms.values_of({IDENTIFIER, *self.identifier_entities}))]  # fmt: skip
        for phone in national_phones((leaf.text for leaf in leaves if leaf.entity is None), held):
            if not pseudonyms.is_value(phone) and not _is_protected(phone, protected):
                pseudonyms.add("PHONE_NUMBER", phone)

    def _add_handles(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf], protected: set[str]) -> None:
        """The handles built from the names the session holds are theirs, in every text of the session."""
        names = [value.partition("@")[0] for value in pseudonyms.values_of(HANDLE_SOURCES)]
        is_word = self.engine.is_word
        parts, parts_of_full_names = name_parts(names, is_word), frozenset(name_parts(full_names(names), is_word))
        for entity, handle in handles((leaf.text for leaf in leaves), parts):
            if entity == "USERNAME" and a_constant(handle, parts_of_full_names):
                continue  # CONSTANTS: "SEIKYU_ZUMI" is a status
            if not pseudonyms.is_value(handle) and not _is_protected(handle, protected):
                pseudonyms.add(entity, handle)

    def _add_people_with_their_staff_marks(self, pseudonyms: SessionPseudonyms, leaves: list[_Leaf],
                                           protected: set[str]) -> None:
        """A person under a role's key written with their staff mark: the name before brackets and the staff number
        closing them ("陆国强 (抄表员 NM-R-07)"), or the handle after a team's folder (`ops/hazirah`), each read
        apart (redaction/rules/staff_marks.py)."""
        is_plain = self.engine.person_support.plain_word
        for leaf in leaves:
            if leaf.key is None or leaf.entity is not None:
                continue
            signed = closing_signature(leaf.text)  # "... -- F.Nkwabi (EO-112)": the note's writer
            if signed is not None:
                name, number = signed
                entity = role_entity("done_by", None, name, is_plain)
                if entity in {"PERSON", "USERNAME"} and not _is_protected(name, protected):
                    pseudonyms.add(entity, name)
                    pseudonyms.add(IDENTIFIER, number)
                continue
            key = leaf.key.rpartition(".")[2]
            if a_bare_doers_key(key_words(key)):
                key = "done_by"  # a record's bare `by` or `who` says who did it, as `done_by` does
            marked = staff_mark(leaf.text)
            if marked is not None:
                name, number = marked
                entity = role_entity(key, None, name, is_plain)
                if entity in {"PERSON", "USERNAME"} and not _is_protected(name, protected):
                    pseudonyms.add(entity, name)
                    pseudonyms.add(IDENTIFIER, number)
                continue
            handle = handle_after_a_team(leaf.text)
            if handle is not None and role_entity(key, None, handle, is_plain) == "USERNAME" and (
                not _is_protected(handle, protected)
            ):
                pseudonyms.add("USERNAME", handle)

    def _declared_non_personal(self, value: str) -> bool:
        """A value matching a pattern the team declared non-personal (`non_personal_patterns`)."""
        return any(pattern.fullmatch(value.strip()) for pattern in self.non_personal)

    def _values(self, text: str, results: list[RecognizerResult]) -> list[tuple[str, str, int]]:
        """Findings of one text with overlaps resolved: pattern findings before the language model's (it
        takes "Order A-1001" for a person), then the longest span, then the most specific type.

        A finding inside an accepted one is kept too (the JWT inside "Bearer <JWT>", the city inside the
        address), so it is replaced wherever it appears alone.
        """
        ordered = sorted(
            results,
            key=lambda r: (
                r.entity_type in NER_ENTITIES,
                -(r.end - r.start),
                priority(r.entity_type, self.identifier_entities),
                r.start,
            ),
        )
        accepted = _Spans()
        values: list[tuple[str, str, int]] = []
        for result in ordered:
            value = text[result.start : result.end]
            if result.entity_type == "PERSON":
                value = _trimmed_name(value)
            if result.entity_type in NER_ENTITIES and sum(char.isalpha() for char in value) < 2 and not (
                POSITION.fullmatch(value)
            ):
                continue
            overlapping = accepted.overlapping(result)
            if not overlapping:
                accepted.add(result)
                values.append((result.entity_type, value, result.start))
            elif any(a.start <= result.start and result.end <= a.end for a in overlapping):
                values.append((result.entity_type, value, result.start))
            else:
                # The model's span runs into a pattern finding ("Krisztián Péter\n 7584 Höfðastígur 86"):
                # keep the part outside it rather than lose the name.
                rest = _uncovered(text, result.start, result.end, overlapping)
                if _looks_like_a_name(rest):
                    values.append((result.entity_type, rest, max(result.start, text.find(rest, result.start))))
        return values

    def _protected_words(self, session: Session) -> set[str]:
        words = {word.casefold() for word in self.config.product_words}
        names = [session.app_name] + [turn.agent_name for turn in session.turns]
        names += [call.name for turn in session.turns for call in turn.tool_calls]
        names += [name for turn in session.turns for name in turn.transfers]
        words.update(name.casefold() for name in names if name and is_identifier(name))
        return words


class _Spans:
    """Accepted findings, which never overlap one another: kept in order, so that those overlapping a new
    finding are found by bisection, not by reading them all (a long text holds thousands)."""

    def __init__(self) -> None:
        self._starts: list[int] = []
        self._spans: list[RecognizerResult] = []

    def overlapping(self, result: RecognizerResult) -> list[RecognizerResult]:
        # Disjoint spans sorted by start are sorted by end too: the first that may overlap is the one before.
        index = max(0, bisect_left(self._starts, result.start) - 1)
        found = []
        while index < len(self._spans) and self._spans[index].start < result.end:
            if result.start < self._spans[index].end:
                found.append(self._spans[index])
            index += 1
        return found

    def add(self, result: RecognizerResult) -> None:
        index = bisect_left(self._starts, result.start)
        self._starts.insert(index, result.start)
        self._spans.insert(index, result)


def _the_keys_identifier_whole(leaf: _Leaf, result: RecognizerResult, identifiers: frozenset[str]) -> bool:
    """A configured identifier's finding that is the whole of a field the identifiers' table made one (a task's id
    a call created, `create_task` -> `"task_id": "T-3318"`): the table read the key and the call, and the configured
    pattern stands for its type, so no rule of a key no one owns drops it in the field's place."""
    return leaf.entity == IDENTIFIER and result.entity_type in identifiers and (
        leaf.text[result.start : result.end] == leaf.text.strip()
    )


# The kinds of number a series is issued in: a reference's, an account's, a document's.
_SERIES_ENTITIES = (IDENTIFIER, "ACCOUNT_NUMBER", "ID_NUMBER", "US_PASSPORT")


def _uncovered(text: str, start: int, end: int, covering: list[RecognizerResult]) -> str:
    """The longest stretch of text[start:end] outside the covering spans, trimmed."""
    free = [not any(c.start <= i < c.end for c in covering) for i in range(start, end)]
    best, run_start = (0, 0), None
    for offset, is_free in enumerate([*free, False]):
        if is_free and run_start is None:
            run_start = offset
        elif not is_free and run_start is not None:
            if offset - run_start > best[1] - best[0]:
                best = (run_start, offset)
            run_start = None
    return text[start + best[0] : start + best[1]].strip(" \t\n,.;:-")


def _looks_like_a_name(text: str) -> bool:
    """A leftover of a model span is kept only if it still reads as a name: "Krisztián Péter", not "Order"."""
    words = [word for word in text.split() if word.lower().strip(".,") not in NOT_NAME_WORDS]
    return bool(words) and all(word[0].isupper() for word in words) and sum(map(str.isalpha, text)) >= 2


def _trimmed_name(value: str) -> str:
    """ "Customer Priya Okafor" is the person Priya Okafor: role words and titles around a name are not it."""
    words = value.split(" ")
    while len(words) > 1 and words[0].casefold().strip(".,:") in NAME_EDGE_WORDS:
        words.pop(0)
    while len(words) > 1 and words[-1].casefold().strip(".,:") in NAME_EDGE_WORDS:
        words.pop()
    return " ".join(words)


NAME_EDGE_WORDS = NOT_NAME_WORDS | TITLE_WORDS | {"user", "client", "contact", "holder", "recipient"}


def _inside_a_code(text: str, result: RecognizerResult, codes: set[str]) -> bool:
    """Whether a finding lies inside a token of the text that is a code no one owns ("DENT-EXT" of "DENT-EXT-3")."""
    start, end = result.start, result.end
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return text[start:end].strip("()[]{},.;:!?'\"").casefold() in codes


def _is_protected(value: str, protected: set[str]) -> bool:
    folded = value.casefold()
    return folded in protected or all(word in protected for word in folded.split())
