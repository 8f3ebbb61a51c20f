"""A body's or a firm's noun opening its name ("Capitanía de Puerto La Ceiba", "Spółdzielnia Mieszkaniowa Gryfno
Chałpa") names the body, not a person: the name stays; a name after such a noun that holds a given name (a
pharmacy named after its owner) is no body's (the module's examples)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Redactor
from redaction.recognizers import support as lexicon
from redaction.rules import marked
from redaction.rules.bodies_named_first import EXAMPLES, a_body_named_first
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("example", "body"), EXAMPLES)
def test_a_bodys_noun_opens_its_name(example: str, body: bool) -> None:
    text, start, end = marked(example)
    given = lexicon.world_given_names()
    assert a_body_named_first(text, start, end, lambda word: word.casefold() in given, lambda before: False) is body


def test_the_bodys_name_stays_and_the_customer_is_replaced(redactor: Redactor) -> None:
    calls = [ToolCall(name="buscar_salidas", args={"fecha": "2024-11-18"},
                      result={"salidas": [{"motivo": "Frente frío - aviso Capitanía de Puerto La Ceiba, oleaje 2.5 m",
                                           "cliente": "Yesenia Güity Arzú"}]})]  # fmt: skip
    session = redacted_session(redactor, "Soy Yesenia Güity Arzú, ¿por qué cancelaron la lancha?", calls,
                               "Yesenia, la salida se canceló por aviso de la Capitanía de Puerto La Ceiba.")
    text = session.model_dump_json()
    assert "Capitanía de Puerto La Ceiba" in text
    assert "Güity" not in text

