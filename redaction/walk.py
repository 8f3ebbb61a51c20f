"""Every string of a session that can reach a draft, in reading order, found from the model itself.

The session is walked as its JSON form (the model's own dump) and rebuilt through the model, so the
redacted copy is a valid `Session`. The walk is derived from the field types of `miner.model.Session`: every
string field is content and redacted, unless the model marks it `Schema` (tool, agent and type names, ids)
or `Personal` (session and user ids). A string field added to the model later is redacted without a change
here; a field of a type the walk does not know stops the build loudly. Tool arguments and results, state
(any JSON: nested objects, lists of objects, JSON inside strings) are content; their keys are schema.

Schema is recognised by its shape, not trusted by its place: a dict key is passed to the visitor's `key`
(an e-mail used as a key is data), and a tool name that is not an identifier (`notify_jane@example.org`) is
content, replaced whole wherever it appears; so is a call id built from data (`refund-for-jane@example.org`).
"""

from __future__ import annotations

import enum
import json
import re
import types
import typing
from collections.abc import Callable
from datetime import date, datetime, time
from typing import Any, Protocol

from pydantic import BaseModel

from miner.model import Personal, Schema, Session, ToolCall
from redaction.recognizers.identifiers import IDENTIFIER, is_identifier_key
from redaction.recognizers.keys import ID_WORDS, TellingKeys, fits, key_words, role_entity
from redaction.rules.identifiers import identifier_value, what_it_creates, what_it_reads
from redaction.rules.inherited import keeps_the_objects_type
from redaction.rules.old_dates import birth_date
from redaction.rules.person_records import (
    borne_name_in_an_unread_script,
    handle,
    holds_a_contact,
    names_a_person,
    persons_card,
    record_entity,
    street_line,
    unread_script,
)
from redaction.rules.signed_entries import signed_entry
from redaction.rules.unborne_words import holds_an_address
from redaction.scripts import MARKS


class Visitor(Protocol):
    def text(self, value: str, entity: str | None, key: str | None = None) -> str:
        """A free-text string; `entity` is set when a telling key or the model says what the whole value
        is; `key` is the JSON key the value sits under, if any."""

    def scalar(self, value: int | float, entity: str | None) -> Any:
        """A number under a telling key (a phone or card number stored as an int), or a whole number under any
        other key (`entity` None), which is personal only when the session registered it elsewhere (the end of a
        range of ids, `"to": 1873346`)."""

    def key(self, value: str) -> str:
        """Schema (a dict key, a tool name...): kept when `is_identifier`, but it may still hold personal
        data found elsewhere."""


# What function-calling APIs accept as a tool name, and what a JSON key of a schema looks like, in any script: a
# letter or `_`, then letters with their signs (a vowel sign, a virama: `ஆர்டர்_எண்`), digits, `_.:/-`, and the
# numero sign that writes "number" in many languages (`резервация_№`).
_NAME_CHARS = rf"\w{MARKS}.:/№-"
_IDENTIFIER = re.compile(rf"[^\W\d][{_NAME_CHARS}]{{0,127}}")
# What generated ids look like (call_abc, toolu_01..., UUIDs, hex trace ids); an application may build one
# from data, or from a tool's name.
_OPAQUE_ID = re.compile(rf"[{_NAME_CHARS}]{{1,128}}")
_SHAPES = {"identifier": _IDENTIFIER, "opaque_id": _OPAQUE_ID}


def is_identifier(text: str) -> bool:
    return _IDENTIFIER.fullmatch(text) is not None


_SPACED_KEY = re.compile(r"[A-Za-z]+(?: [A-Za-z]+){1,3}")


def is_schema_key(text: str) -> bool:
    """An identifier, or a key of a few spaced words whose grammar names an identifier ("Customer Number",
    "Booking Ref"): schema, never renamed."""
    return is_identifier(text) or bool(_SPACED_KEY.fullmatch(text) and is_identifier_key(text))


Step = Callable[[Any, Visitor], Any]
_KEPT_TYPES = (int, float, bool, datetime, date, time)


def session_day(session: dict[str, Any]) -> date:
    """The day a dumped session began: a date in it is judged old (a date of birth) against it, so that a session
    is redacted alike whatever day the tool runs. A document of no session (another model walked) is judged today."""
    started = session.get("started_at")
    return datetime.fromisoformat(started).date() if isinstance(started, str) else date.today()


class SessionWalker:
    def __init__(
        self,
        telling_keys: TellingKeys,
        model: type[BaseModel] = Session,
        is_plain: Callable[[str], bool] | None = None,
        is_word: Callable[[str], bool] | None = None,
    ) -> None:
        self.telling_keys = telling_keys
        # With it, a value under a key that names an identifier, or of an identifier's shape under a noun of one,
        # is typed IDENTIFIER (redaction/recognizers/identifiers.py).
        self.is_word = is_word
        # With it, a text under a role key is typed too (`"recipient": "Tomasz Wiśniewski"`): see role_entity.
        self.is_plain = is_plain
        self._steps: dict[type[BaseModel], dict[str, Step]] = {}
        self._root = self._model_step(model)
        # Keys that hold a name in a person's record of the session being walked (redaction/rules/person_records.py),
        # read by a first walk that changes nothing.
        self._name_keys: set[str] = set()
        # and keys that hold a date of birth in one of the records of a list or object (by that list's key)
        self._birth_keys: set[tuple[str | None, str]] = set()
        # and keys that hold a person's card (a name or a contact and codes only) in an object of the session
        self._card_keys: set[str] = set()
        self._message_handles: set[str] = set()  # and the logins its free texts write
        # The strings of the session walked last that stand in a person's record (or anywhere under one), and those
        # that stand in an address (redaction/rules/unborne_words.py).
        self.record_texts: set[str] = set()
        self.address_texts: set[str] = set()
        self._learning = False
        self._what_the_call_creates: frozenset[str] = frozenset()  # walking the result of a call that creates a record
        self._what_the_call_reads: frozenset[str] = frozenset()  # and of a call that reads one
        self._day = date.today()  # the day of the session walked, which its dates are judged against


    def walk(self, session: dict[str, Any], visitor: Visitor) -> dict[str, Any]:
        """Return a copy of a dumped session with every content string passed through the visitor."""
        self._day = session_day(session)
        self._name_keys, self._birth_keys, self._learning = set(), set(), True
        self._card_keys = set()
        self.record_texts, self.address_texts = set(), set()
        reader = _Reader()
        try:
            self._root(session, reader)
        finally:
            self._learning = False
        self._message_handles = reader.handles
        return self._root(session, visitor)

    def _contact_entity(self, key: str | None) -> Callable[[str, str], str | None]:
        def entity(name: str, item: str) -> str | None:
            told = self.telling_keys.entity_for(name, key, item)
            if told is None and self.is_plain is not None:
                told = role_entity(name, key, item, self.is_plain)
            return told if told is not None and fits(told, item) else None

        return entity

    # Steps: one per field type, built once from the model's annotations.

    def _model_step(self, model: type[BaseModel]) -> Step:
        if model not in self._steps:
            self._steps[model] = {}  # placed first: a model may contain itself
            hints = typing.get_type_hints(model, include_extras=True)
            self._steps[model].update({name: self._step(hints[name]) for name in model.model_fields})
        fields = self._steps[model]

        def step(value: Any, visitor: Visitor) -> Any:
            if value is None:
                return None
            if model is ToolCall:
                return self._call(value, fields, visitor)
            return {name: fields[name](item, visitor) if name in fields else item for name, item in value.items()}

        return step

    def _call(self, call: dict[str, Any], fields: dict[str, Step], visitor: Visitor) -> dict[str, Any]:
        """A tool call, its result read with what the tool's name says of it: `find_applicant` returns the
        applicant's record (redaction/rules/person_records.py), `create_callback_task` the id of a task made for
        the matter (redaction/rules/identifiers.py)."""
        out = {}
        for name, item in call.items():
            if name != "result":
                out[name] = fields[name](item, visitor) if name in fields else item
                continue
            self._what_the_call_creates = what_it_creates(call.get("name"))
            self._what_the_call_reads = what_it_reads(call.get("name"))
            try:
                out[name] = self.value(item, None, visitor, None, isinstance(item, dict) and names_a_person(
                    call.get("name")))
            finally:
                self._what_the_call_creates = frozenset()
                self._what_the_call_reads = frozenset()
        return out

    def _step(self, annotation: Any) -> Step:
        origin, args = typing.get_origin(annotation), typing.get_args(annotation)
        if origin is typing.Annotated:
            marker = next((item for item in annotation.__metadata__ if isinstance(item, Schema | Personal)), None)
            if marker is None:
                return self._step(args[0])
            if self._step(args[0]) is not _text_step:
                raise TypeError(f"redaction: {marker!r} marks a field that is not a string: {args[0]!r}")
            return _marked_step(marker)
        if origin in (typing.Union, types.UnionType):
            options = [self._step(item) for item in args if item is not type(None)]
            if len(options) == 1:
                return options[0]
            if all(option is _kept_step for option in options):
                return _kept_step
            raise TypeError(f"redaction does not know how to walk the union {annotation!r}")
        if origin is typing.Literal:
            return _kept_step  # a fixed vocabulary of the model, never data
        if origin is list:
            item_step = self._step(args[0])

            def each(value: Any, visitor: Visitor) -> Any:
                return None if value is None else [item_step(item, visitor) for item in value]

            return each
        if origin is dict or annotation is Any or annotation is object:
            return self._json_step
        if annotation is str:
            return _text_step
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            return self._model_step(annotation)
        if isinstance(annotation, type) and issubclass(annotation, (*_KEPT_TYPES, enum.Enum)):
            return _kept_step
        raise TypeError(f"redaction does not know how to walk a field of type {annotation!r}: mark it in miner.model")

    def _an_identifier(self, name: str, container: str | None, item: Any, told: str | None,
                       in_a_persons_record: bool = False) -> bool:
        """A value (or the first of a list of values) an identifier's key or shape makes one, where no telling
        key already typed it for its shape; `in_a_persons_record`: the object holding it is a person's record."""
        if self.is_word is None or self.telling_keys.declared_non_personal(name):
            return False
        sample = item[0] if isinstance(item, list) and item else item
        if not isinstance(sample, str | int) or isinstance(sample, bool):
            return False
        if told is not None and (not isinstance(sample, str) or fits(told, sample)):
            return False
        return identifier_value(name, sample, self.is_word, container, self._what_the_call_creates,
                                in_a_persons_record, self._what_the_call_reads)

    def _json_step(self, value: Any, visitor: Visitor) -> Any:
        return self.value(value, None, visitor)

    def value(
        self, value: Any, entity: str | None, visitor: Visitor, key: str | None = None, in_a_record: bool = False,
        under_a_record: bool = False,
    ) -> Any:
        """Any JSON value: keys are read for what they tell, never changed; JSON in strings is opened.
        `in_a_record`: the object is right under a person's record, and its values are read as the record's;
        `under_a_record`: a person's record holds it, at any depth."""
        if isinstance(value, dict):
            persons = in_a_record or holds_a_contact(value, self._contact_entity(key))
            # A person's card held under another object's key: `"assigned_to": {"name": ..., "ext": "214"}`.
            card = persons and key is not None and persons_card(value, self._contact_entity(key))
            if card and self._learning and key is not None:
                self._card_keys.add(key)
            under_a_record = under_a_record or persons
            strings = [item for item in value.values() if isinstance(item, str)]
            streets = [item for item in strings if street_line(item)]  # each read once, not once per value beside it
            if self._learning:
                if under_a_record:
                    self.record_texts.update(strings)
                if holds_an_address(strings):
                    self.address_texts.update(strings)
            out = {}
            for name, item in value.items():
                name = str(name)
                told = self.telling_keys.entity_for(name, key, item if isinstance(item, str) else None)
                # INHERITED: `"account": {"equipment": {"model": ...}}` holds a lift's model, no account number.
                inherited = entity if entity is not None and not self.telling_keys.harmless(name) and (
                    keeps_the_objects_type(name, key)
                ) else None
                said = told or inherited
                if isinstance(item, str) and self.is_plain is not None and (said is None or not fits(said, item)):
                    told = role_entity(name, key, item, self.is_plain) or told  # holder.id="BH-1142": an id
                    if told is None and signed_entry(name, item, value):  # {"who": "LN", "note": "approved"}
                        told = "PERSON"  # redaction/rules/signed_entries.py
                elif said is None and isinstance(item, list) and item and self.is_plain is not None and all(
                    isinstance(each, str) for each in item
                ):  # "guides": ["Nick Wallace", "Grace"]: each a person's name under a trade's plural
                    roles = {role_entity(name, key, each, self.is_plain) for each in item}
                    told = "PERSON" if roles == {"PERSON"} else told
                # A value that is not of the type its object is read as (a customer's `cf`, an address's
                # `pincode`) is judged as any key's value: an identifier's shape under it is one.
                unlike = inherited is not None and told is None and isinstance(item, str) and not fits(inherited, item)
                # A key's own word says more than its object's: `"account": {"licence_no": "NI-LL-0088"}` holds a
                # licence, and a value that is not of the licence's type is judged as any key's value too.
                own = told is not None and told != inherited
                if (inherited is None or unlike or own) and self._an_identifier(name, key, item, told, persons):
                    told = IDENTIFIER
                elif told is None and isinstance(item, str) and not self.telling_keys.declared_non_personal(name) and (
                    birth_date(name, item, self._day)
                ):  # "szuletesi_datum": "1955.06.02", a key in a language no table reads
                    told = "DATE_OF_BIRTH"
                # A value that is not of the type its object is read as is read for what the record says of it, as
                # any key's value: `"account": {"huzhu": "韦秀兰", "tel": ...}` holds a name, no account number.
                if told is None and (inherited is None or unlike) and isinstance(item, str) and (
                    not self.telling_keys.declared_non_personal(name)
                ):  # "shem": "נועה שטרן" beside an e-mail: the record's structure says whose, not the key's language
                    told = record_entity(name, item, persons, name in self._name_keys,
                                         (key, name) in self._birth_keys, item.strip() in self._message_handles,
                                         any(street is not item for street in streets), self._day, card,
                                         name in self._card_keys)
                    if self._learning and told == "PERSON" and unread_script(item) and (
                        persons or borne_name_in_an_unread_script(name, item)
                    ):  # "चालक": "संजय निषाद" beside a vehicle: the key holds its drivers' names, "पप्पू" too
                        self._name_keys.add(name)
                if self._learning and told == "DATE_OF_BIRTH":
                    self._birth_keys.add((key, name))
                # An id is read with what it identifies: quote.id, orders[0].number, error.code ("quote.id" is no
                # order id).
                # and a bare name with what it names: items[0].name, routes[1].name (a thing's), guest.name.
                qualified = (
                    name if key is None
                    or not (set(key_words(name)) <= ID_WORDS | {"code"} or key_words(name) == ["name"])
                    else f"{key}.{name}"
                )
                out[visitor.key(name)] = self.value(item, told or inherited, visitor, qualified,
                                                    persons and not in_a_record and isinstance(item, dict),
                                                    under_a_record)
            return out
        if isinstance(value, list):
            return [self.value(item, entity, visitor, key, under_a_record=under_a_record) for item in value]
        if isinstance(value, str):
            parsed = parse_embedded_json(value)
            if parsed is None:
                return visitor.text(value, entity, key)
            walked = self.value(parsed, entity, visitor, key, under_a_record=under_a_record)
            return value if walked == parsed else json.dumps(walked, ensure_ascii=False)
        if isinstance(value, bool) or value is None:
            return value
        if isinstance(value, int | float) and (entity is not None or isinstance(value, int)):
            return visitor.scalar(value, entity)
        return value


_WORD = re.compile(r"[\w.]+")


class _Reader:
    """A visitor that changes nothing: the walk that learns what the session's records hold, and the logins its
    free texts write (a text under no key)."""

    def __init__(self) -> None:
        self.handles: set[str] = set()

    def text(self, value: str, entity: str | None, key: str | None = None) -> str:
        if key is None and entity is None:
            self.handles.update(word.strip(".") for word in _WORD.findall(value) if handle(word.strip(".")))
        return value

    def scalar(self, value: int | float, entity: str | None) -> Any:
        return value

    def key(self, value: str) -> str:
        return value


def _text_step(value: Any, visitor: Visitor) -> Any:
    return None if value is None else visitor.text(value, None)


def _kept_step(value: Any, visitor: Visitor) -> Any:
    return value


def _marked_step(marker: Schema | Personal) -> Step:
    if isinstance(marker, Personal):

        def personal(value: Any, visitor: Visitor) -> Any:
            return None if value is None else visitor.text(value, marker.entity)

        return personal
    shape = _SHAPES[marker.shape]

    def schema(value: Any, visitor: Visitor) -> Any:
        if value is None:
            return None
        if shape.fullmatch(value):
            return visitor.key(value)
        return visitor.text(value, marker.entity)

    return schema


def parse_embedded_json(text: str) -> dict[str, Any] | list[Any] | None:
    """A JSON object or array serialised inside a string (tool arguments often arrive so), else None."""
    stripped = text.strip()
    if len(stripped) < 2 or (stripped[0], stripped[-1]) not in {("{", "}"), ("[", "]")}:
        return None
    try:
        parsed = json.loads(stripped)
    except ValueError:
        return None
    return parsed if isinstance(parsed, dict | list) else None
