"""Values no one owns that the recognizers took for personal data, kept whole in the structure and in the texts that
repeat them: a status, a form or a firm written in words no one bears, a toll-free line, a mailbox no one reads; and
the personal values beside them, still replaced."""

from __future__ import annotations

from typing import Any

from miner.model import ToolCall, Turn
from redaction import Redactor
from tests.redaction.conftest import make_session


def _redacted(surrogates: Redactor, result: dict[str, Any], user: str, agent: str) -> str:
    turn = Turn(index=0, user_text=user, final_response=agent,
                tool_calls=[ToolCall(name="lookup_case", args={"q": "x"}, result=result)])  # fmt: skip
    return surrogates.redact(make_session([turn])).session.model_dump_json()


def test_a_status_and_a_form_in_words_no_one_bears_stay_in_the_structure_and_in_the_texts(
    surrogates: Redactor,
) -> None:
    redacted = _redacted(
        surrogates, {"sak": {"status": "Stoppet", "skjema": "Overføring av festerett"},
                     "fester": {"navn": "Kari Nordmann", "epost": "kari.nordmann@example.no"}},
        "Hei, det er Kari Nordmann. Hvorfor står saken som Stoppet?",
        "Statusen er fortsatt Stoppet. Dere må signere skjemaet Overføring av festerett, Kari.",
    )  # fmt: skip
    assert redacted.count("Stoppet") == 3
    assert redacted.count("Overføring av festerett") == 2
    assert "Nordmann" not in redacted and "kari.nordmann" not in redacted


def test_one_word_no_one_bears_in_a_persons_record_is_still_replaced(surrogates: Redactor) -> None:
    redacted = _redacted(
        surrogates, {"klients": {"uzvards": "Ozoliņš", "epasts": "janis.o@example.lv"}},
        "Labdien, te Ozoliņš.", "Paldies, Ozoliņš kungs.",
    )  # fmt: skip
    assert "Ozoliņš" not in redacted


def test_words_no_one_bears_beside_a_given_name_are_still_a_name(surrogates: Redactor) -> None:
    redacted = _redacted(surrogates, {"ansvarlig": "Kari Ozoliņš"}, "Hvem har saken?", "Kari Ozoliņš har den.")
    assert "Ozoliņš" not in redacted


def test_a_toll_free_line_and_a_mailbox_no_one_reads_stay_and_a_personal_phone_goes(surrogates: Redactor) -> None:
    redacted = _redacted(
        surrogates, {"customer": {"phone": "(989) 555-0171"}},
        "Please call me back on (989) 555-0171, the letter came from noreply@brookvalehomes.example.org",
        "I'll ask a supervisor to call you at (989) 555-0171. Our care line is 1-800-555-0199 and the permit "
        "office is on 1-877-555-0143.",
    )  # fmt: skip
    assert "1-800-555-0199" in redacted and "1-877-555-0143" in redacted
    assert "noreply@brookvalehomes.example.org" in redacted
    assert "555-0171" not in redacted


def test_an_address_in_words_no_one_bears_is_still_replaced(surrogates: Redactor) -> None:
    redacted = _redacted(
        surrogates, {"ipasnieks": {"vards_uzvards": "Raimonds Ozoliņš", "epasts": "r.ozolins@example.net",
                                   "adrese": "Lielā iela 12, Sigulda, LV-2150"}},
        "Labdien, zāles pļāvējs atkal nestrādā.", "Paldies! Kurjers brauks uz Lielā iela 12, Sigulda, LV-2150.",
    )  # fmt: skip
    assert "Lielā iela 12, Sigulda, LV-2150" not in redacted


def test_a_town_in_an_address_in_a_list_under_a_persons_record_is_still_replaced(surrogates: Redactor) -> None:
    redacted = _redacted(
        surrogates, {"data": {"nimi": "Reijo Väisänen", "email": "reiska.vaisanen@example.net",
                              "osoitteet": [{"tyyppi": "toimitus", "katu": "Myllyojantie 212", "kunta": "Tupos"}]}},
        "Hei, pelletit pitäisi tulla huomenna.", "Hei Reijo! Toimitus Myllyojantie 212, Tupos.",
    )  # fmt: skip
    assert "Tupos" not in redacted


def test_a_town_beside_a_street_and_its_door_is_still_replaced(surrogates: Redactor) -> None:
    redacted = _redacted(
        surrogates, {"toimitus": {"katu": "Myllyojantie 212", "kunta": "Tupos", "tila": "Matkalla"}},
        "Hei, pelletit pitäisi tulla huomenna.", "Toimitus on matkalla Tupos.",
    )  # fmt: skip
    assert "Tupos" not in redacted


def test_names_no_list_holds_in_title_case_are_still_replaced(surrogates: Redactor) -> None:
    redacted = _redacted(
        surrogates, {"event": {"celebrants": "Bisola & Kunle", "date": "2026-12-19"}},
        "Please I paid for aso-ebi for Bisola and Kunle's wedding since October", "Bisola & Kunle, noted.",
    )  # fmt: skip
    assert "Bisola" not in redacted and "Kunle" not in redacted
