"""The session's own ids told in part: a code of a short prefix and one long number is found by its last four or five
digits written alone (never a year or a round number) and by its number written without its prefix, in groups or not;
a file's number written after its label with a slash (`"expediente": "EXP 2291/23"`) is an identifier under a key
naming what is numbered (redaction/pseudonyms.py, redaction/recognizers/identifiers.py `entry_with_its_label`)."""

from __future__ import annotations

from miner.model import ToolCall, Turn
from redaction import Engine, RedactionConfig, Redactor
from tests.redaction.conftest import make_session


def _redacted(engine: Engine, user: str, calls: list[ToolCall], agent: str = "ok") -> str:
    session = make_session([Turn(index=0, user_text=user, tool_calls=calls, final_response=agent)])
    return Redactor(RedactionConfig(n_process=1), engine=engine).redact(session).session.model_dump_json()


_HERD = [
    ToolCall(name="lista_animaus", args={"cheptel": "FR40282017"},
             result={"animaus": [{"bocla": "FR4017442231", "sexe": "M"}, {"bocla": "FR4017442236", "sexe": "M"}]}),
]  # fmt: skip


def test_an_ear_tags_last_digits_and_a_herds_number_in_groups_are_replaced(engine: Engine) -> None:
    user = "Lo numèro de cheptèu qu'ei 40 282 017. La bocla que s'acaba en 2231 e 2236, e la de 42236."
    dumped = _redacted(engine, user, _HERD)
    for value in ("40 282 017", "2231", "2236", "42236", "FR4017442231", "FR40282017"):
        assert value not in dumped, value


def test_a_year_a_round_number_or_a_count_beside_a_held_tag_stays(engine: Engine) -> None:
    calls = [ToolCall(name="lista_animaus", args={"cheptel": "FR40281000"},
                      result={"animaus": [{"bocla": "FR4017442017", "pes": 420}]})]  # fmt: skip
    user = "Same as the fair of 2017: 420 kg, the reserve is 1000 euros."
    dumped = _redacted(engine, user, calls)
    for value in ("fair of 2017", "420 kg", "1000 euros"):
        assert value in dumped, value


def test_a_files_number_after_its_label_is_an_identifier(engine: Engine) -> None:
    calls = [
        ToolCall(name="ver_expediente", args={"expediente": "EXP 2291/23"},
                 result={"expediente": "EXP 2291/23", "especie": "Canino", "cita": "DUE 12/05"}),
    ]  # fmt: skip
    dumped = _redacted(engine, "Ma bidxela' expediente sti' Canelo (EXP 2291/23).", calls)
    assert "2291/23" not in dumped
    assert "DUE 12/05" in dumped and "Canino" in dumped


def test_a_short_ids_last_group_in_any_alphabet_is_replaced_but_not_a_year_or_a_round_number(engine: Engine) -> None:
    calls = [
        ToolCall(name="get_receipt", args={"receipt_no": "ქვ-24/4518"}, result={"ნომერი": "ქვ-24/4518"}),
        ToolCall(name="get_order", args={"order_no": "OR-24/1000"}, result={"status": "paid"}),
    ]  # fmt: skip
    dumped = _redacted(engine, "ქვითარიშ ნომერი 4518 რე, 1000 ლარი", calls)
    assert "4518" not in dumped
    assert "1000 ლარი" in dumped
