"""Whether the mark under a log entry's bare `by` or `who` is the writer's initials.

A record's log, remarks or history is a list of entries, each a note with its date and who wrote it
(`{"at": "2024-09-30", "who": "LN", "note": "approved - wx cancel, full refund"}`, `{"by": "DKW", "ts": ...,
"txt": "seller affidavit not attached. informed buyer by phone"}`, `{"d": "10/24", "by": "RC-jls", "n": "MiCare prior
auth sent"}`). Staff sign such a note as they sign a paper one: their initials in capitals, with stops or without
("LN", "DKW", "J.N."), or their desk's letters and their own in lower case after a dash ("RC-jls"). `by` alone names a
channel, a desk or a field as often (`by=portal`, `by=counter-03`, a sort's `"by": "time"`: redaction/rules/
whoever_did_it.py), so the mark is read as a person only where the entry holds a note beside it, a text of three
words or more, and only in a signature's shape: capitals, or capitals and lower-case initials after a dash. A system's
short name (`API`, `SMS`, `POS`) stays. Applied to each text under a bare `by` or `who` of an object
(redaction/walk.py, when nothing else types it); the first rule that decides wins. AS_PERSON: the writer, replaced
wherever the session writes the mark alone; DROP (or no rule): as the key's reader reads it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.staff_marks import a_bare_doers_key
from redaction.rules.whoever_did_it import SYSTEM_ACTORS

if TYPE_CHECKING:
    from redaction.engine import Engine

# Initials as staff sign a note: two to four capitals, each perhaps with a stop ("LN", "DKW", "J.N."); or a desk's
# capitals and the writer's initials in lower case after a dash ("RC-jls").
_SIGNATURE = re.compile(r"(?:[^\W\d_a-z]\.?){2,4}|[^\W\d_a-z]{1,4}-[^\W\d_A-Z]{2,4}")
# A note: three words or more.
NOTE = re.compile(r"\S+\s+\S+\s+\S+")


@dataclass(frozen=True)
class Entry:
    key: tuple[str, ...]  # the words of the mark's key
    mark: str
    notes: tuple[str, ...]  # the texts beside it in the entry

    @classmethod
    def of(cls, example: str, engine: Engine) -> Entry:
        """An entry written `key=[mark]; other=text; ...`."""
        from redaction.recognizers.keys import key_words  # the key reader imports the rules

        fields = [field.partition("=") for field in example.split("; ")]
        key, _, value = next(field for field in fields if "[" in field[2])
        text, start, end = marked(value)
        return cls(tuple(key_words(key)), text[start:end], tuple(other for name, _, other in fields if name != key))


def _no_signature(entry: Entry) -> bool:
    return not _SIGNATURE.fullmatch(entry.mark.strip()) or entry.mark.strip().casefold() in SYSTEM_ACTORS


def _no_note_beside(entry: Entry) -> bool:
    return not any(NOTE.match(note.strip()) for note in entry.notes)


def _signs_a_note(entry: Entry) -> bool:
    return a_bare_doers_key(list(entry.key))


SIGNED_ENTRIES: Table[Entry] = Table(
    "Entries signed with initials",
    "Each text under an object's bare `by` or `who` that nothing else types, with the other texts of the object. "
    "AS_PERSON: the note's writer, replaced wherever written alone so; DROP (or no rule): as the key's reader reads "
    "it.",
    (
        Rule("no_signatures_shape", "drops a mark that is not two to four capitals (with stops or without), nor a "
             "desk's capitals and lower-case initials after a dash, or is a system's short name",
             "a channel (`portal`), a desk (`counter-03`), a field (`time`) or a system (`API`) did it", Verdict.DROP,
             _no_signature, ("by=[portal]; note=sent to the buyer by post", "by=[API]; note=refund sent to the bank",
                             "who=[counter-03]; note=paid at the counter today"),
             ("who=[LN]; note=approved - wx cancel, full refund",)),
        Rule("no_note_beside", "drops a mark whose object holds no text of three words or more", "without a note "
             "there is nothing signed: a sort's `\"by\": \"ASC\"`, a chart's axis", Verdict.DROP, _no_note_beside,
             ("by=[ASC]; field=date", "who=[DKW]; ts=2024-09-19"),
             ("by=[DKW]; ts=2024-09-19; txt=seller affidavit not attached",)),
        Rule("signs_a_note", "keeps the mark under a bare `by` or `who` beside a note as the writer's", "staff sign "
             "a log's note with their initials, as on paper", Verdict.AS_PERSON, _signs_a_note,
             ("who=[LN]; note=approved - wx cancel, full refund",
              "by=[DKW]; ts=2024-09-19; txt=seller affidavit not attached",
              "d=10/24; by=[RC-jls]; n=MiCare prior auth sent", "by=[J.N.]; note=called the owner back twice")),
    ),
    Entry.of,
)


def a_signature(name: str, text: str) -> bool:
    """Whether a text typed as a person's under a bare `by` or `who` has a signature's shape: initials to replace
    wherever the session writes them alone so ("LN approved it")."""
    from redaction.recognizers.keys import key_words  # the key reader imports the rules

    return a_bare_doers_key(key_words(name)) and not _no_signature(Entry(("by",), text, ()))


def signed_entry(name: str, item: Any, entry: dict[str, Any]) -> bool:
    """Whether a text under an object's key is the initials signing the object's note (SIGNED_ENTRIES)."""
    from redaction.recognizers.keys import key_words  # the key reader imports the rules

    if not isinstance(item, str) or not a_bare_doers_key(key_words(name)):
        return False
    notes = tuple(value for key, value in entry.items() if key != name and isinstance(value, str))
    return SIGNED_ENTRIES.verdict(Entry(tuple(key_words(name)), item, notes)) is Verdict.AS_PERSON
