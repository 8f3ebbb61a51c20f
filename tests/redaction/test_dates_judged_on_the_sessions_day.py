"""A date is old enough to be someone's date of birth by the day of the session that holds it, never by the day the
tool runs: the same session is redacted alike in any year, under a key, in a person's record and in a message."""

from __future__ import annotations

from datetime import UTC, datetime

from miner.model import Turn
from redaction import Engine, Redactor
from redaction.walk import session_day
from tests.redaction.conftest import found, make_session


def _state_on(surrogates: Redactor, day: datetime, state: dict[str, object]) -> dict[str, object]:
    session = make_session([]).model_copy(update={"state": state, "started_at": day, "ended_at": day})
    return surrogates.redact(session).session.state


def test_the_day_of_a_session_is_the_day_it_began() -> None:
    day = datetime(2003, 5, 17, 23, 30, tzinfo=UTC)
    dumped = make_session([]).model_copy(update={"started_at": day, "ended_at": day}).model_dump(mode="json")
    assert session_day(dumped).isoformat() == "2003-05-17"


def test_a_date_under_a_key_is_a_birth_date_only_decades_before_the_session(surrogates: Redactor) -> None:
    state = {"ugyfel": {"szuletesi_datum": "1995.06.02"}}
    in_2001 = _state_on(surrogates, datetime(2001, 3, 1, tzinfo=UTC), state)
    in_2026 = _state_on(surrogates, datetime(2026, 12, 5, tzinfo=UTC), state)
    assert in_2001 == state  # six years before a session of 2001: a date the case checks
    assert in_2026["ugyfel"]["szuletesi_datum"] != "1995.06.02"  # type: ignore[index]


def test_a_date_in_a_persons_record_is_a_birth_date_only_years_before_the_session(surrogates: Redactor) -> None:
    state = {"ime": "Lena", "email": "lena.k@example.org", "datum": "2015-06-21"}
    in_2016 = _state_on(surrogates, datetime(2016, 1, 10, tzinfo=UTC), state)
    in_2026 = _state_on(surrogates, datetime(2026, 12, 5, tzinfo=UTC), state)
    assert in_2016["datum"] == "2015-06-21"  # the year before the session: a visit
    assert in_2026["datum"] != "2015-06-21"


def test_a_date_with_its_months_name_in_a_message_is_old_by_the_sessions_year(engine: Engine) -> None:
    text = "14 march 2005, I think"
    with engine.judging_in(2026):
        assert ("DATE_OF_BIRTH", "14 march 2005") in found(engine, text)
    with engine.judging_in(2010):
        assert not any(entity == "DATE_OF_BIRTH" for entity, _ in found(engine, text))


def test_a_message_is_redacted_by_the_year_of_its_own_session(surrogates: Redactor) -> None:
    said = "14 march 2005, I think"
    sessions = [make_session([Turn(index=0, user_text=said)], session_id=f"s-{year}").model_copy(
        update={"started_at": datetime(year, 6, 1, tzinfo=UTC), "ended_at": datetime(year, 6, 1, tzinfo=UTC)})
        for year in (2010, 2026)]
    in_2010, in_2026 = surrogates.redact_many(sessions)
    assert in_2010.session.turns[0].user_text == said
    assert "14 march 2005" not in (in_2026.session.turns[0].user_text or "")
