"""Whether a token built from a word the session took for a name is that person's handle, or a constant of the
software: a status, an error code or a category is written in capitals with its words joined by underscores
(`"status": "SEIKYU_ZUMI"`, `PENDENTE_AUTORIZACAO_BANCO`, `RICONCILIAZIONE_PAGOPA`), in any language, the same for
every user. Applied to each handle the session's names make (redaction/handles.py), in every text of the session;
the first rule that decides wins. KEEP: a handle, replaced as a user name; DROP: a constant, kept.

Privacy first: a constant holding a part of a name the session holds in full (a given name and a surname,
`OKAFOR_P`) is still that person's handle; only words the session knows alone (a guess, a word of a label) make
none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from redaction.handles import name_parts, plain_letters
from redaction.recognizers.precision import is_english
from redaction.rules import Rule, Table, Verdict

if TYPE_CHECKING:
    from redaction.engine import Engine

def full_names(names: list[str]) -> list[str]:
    """The names of two words or more (`Priya Okafor`, `priya.okafor` of an e-mail address)."""
    return [name for name in names if len(re.findall(r"[^\W\d_]+", name)) >= 2]


@dataclass(frozen=True)
class Handle:
    """A token a name part makes a handle of, and the parts of the names of two words or more the session holds."""

    token: str
    parts_of_full_names: frozenset[str]

    @classmethod
    def of(cls, example: str, engine: Engine) -> Handle:
        """`TOKEN` or `TOKEN (the session names A B, ...)`."""
        token, _, names = example.partition(" (the session names ")
        full = full_names(names.rstrip(")").split(", "))
        return cls(token, frozenset(name_parts(full, lambda word: is_english(word, engine.english_words))))


def _part_of_a_full_name(handle: Handle) -> bool:
    pieces = {plain_letters(piece).rstrip("0123456789") for piece in handle.token.split("_")}
    return bool(pieces & handle.parts_of_full_names)


def _constant(handle: Handle) -> bool:
    """Two words or more in capitals joined by underscores, the first of two letters or more; digits may be a
    word."""
    pieces = handle.token.split("_")
    return (
        len(pieces) >= 2 and all(piece.isalnum() for piece in pieces) and handle.token.isupper()
        and sum(char.isalpha() for char in pieces[0]) >= 2
    )  # fmt: skip


def _error_code(handle: Handle) -> bool:
    """Two words or more in capitals joined by underscores, then a number of three digits or more."""
    pieces = handle.token.split("_")
    return len(pieces) >= 3 and pieces[-1].isdigit() and len(pieces[-1]) >= 3 and all(
        piece.isalpha() and piece.isupper() for piece in pieces[:-1]
    )


CONSTANTS: Table[Handle] = Table(
    "Constants in capitals",
    "Each handle the session's names make, in every text of the session. KEEP: the person's handle, replaced; "
    "DROP: a constant of the software, kept.",
    (
        Rule("error_code_in_capitals", "drops two words or more in capitals joined by underscores, then a number of "
             "three digits or more (`IMZA_HATASI_4023`, `ERR_GATEWAY_504`)", "an error's code and number are the "
             "software's, whatever word of it the session took for a name", Verdict.DROP, _error_code,
             ("IMZA_HATASI_4023 (the session names Elektronik Imza)", "ERR_GATEWAY_504"),
             ("OKAFOR_P", "PRIYA_OKAFOR_88", "OKAFOR_1988")),
        Rule("part_of_a_full_name", "keeps a handle holding a part of a name the session holds as a given name and a "
             "surname", "`OKAFOR_P` is Priya Okafor's, however it is written", Verdict.KEEP, _part_of_a_full_name,
             ("OKAFOR_P (the session names Priya Okafor)", "PRIYA_OKAFOR (the session names Priya Okafor)"),
             ("SEIKYU_ZUMI (the session names Seikyu, Priya Okafor)",)),
        Rule("constant_in_capitals", "drops two words or more in capitals joined by underscores (`SEIKYU_ZUMI`, "
             "`MERO_500`)", "a status, an error code or a category is a constant of the software, the same for every "
             "user, in any language; a word the session took for a name alone (a label, a guess) does not make it "
             "anyone's", Verdict.DROP, _constant,
             ("SEIKYU_ZUMI (the session names Seikyu)", "PENDENTE_AUTORIZACAO_BANCO", "INDEMNITOR_WITHDRAWAL"),
             ("okafor_p", "Seikyu_Zumi", "SEIKYU", "seikyu.zumi")),
    ),
    Handle.of,
)


def a_constant(token: str, parts_of_full_names: frozenset[str]) -> bool:
    """Whether a handle the session's names make is a constant of the software: the table above."""
    return CONSTANTS.verdict(Handle(token, parts_of_full_names)) is Verdict.DROP
