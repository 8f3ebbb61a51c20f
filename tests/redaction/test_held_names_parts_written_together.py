"""A held name's parts written together in a script without capitals: each has too few sounds to be read alone."""

from __future__ import annotations

from miner.model import ToolCall
from redaction.rules.names_in_another_script import names_in_another_script
from tests.redaction.conftest import redacted_session


def test_a_held_names_parts_written_together_in_another_script_are_the_name(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="escalate_case", args={"booking_id": "HC-MNG-240812-0093"},
                      result={"case_id": "CMP-MLR-0815", "assigned": {"name": "Deepa Shenoy", "role": "Manager"}})]
    agent = "ಕಂಪ್ಲೇಂಟ್ ದಾಖಲ್ ಮಲ್ತೆ. ಮ್ಯಾನೇಜರ್ ದೀಪಾ ಶೆಣೈ 30 ನಿಮಿಷೊಡು ಫೋನ್ ಮಲ್ಪುವೆರ್."
    turn = redacted_session(redactor, "ಸರಿ", calls, agent=agent).turns[0]
    assert "ದೀಪಾ" not in turn.final_response and "ಶೆಣೈ" not in turn.final_response
    assert "ನಿಮಿಷೊಡು ಫೋನ್ ಮಲ್ಪುವೆರ್" in turn.final_response


def test_a_part_of_few_sounds_beside_no_other_part_stays() -> None:
    texts = ["ಮ್ಯಾನೇಜರ್ ದೀಪಾ ಬತ್ತೆರ್", "გიო მოვა"]
    assert list(names_in_another_script(texts, ["Deepa Shenoy", "Gio Beridze"])) == []
