"""The parse says what a guessed name is (the modifier of a
thing's noun, one end of a route); a person found with a strong cue is replaced everywhere in the session."""

from __future__ import annotations

import pytest

from miner.model import Turn
from redaction import Engine, Redactor
from tests.redaction.conftest import found, make_session


def people(engine: Engine, text: str) -> set[str]:
    return {text[r.start : r.end] for r in engine.analyze_many([text])[0] if r.entity_type == "PERSON"}


@pytest.mark.parametrize(
    "text",
    [
        "The parking suspension for Castle Mall loading bay shows 'awaiting inspection'.",  # a venue's bay
        "Is it still the same price for the Forest Glade pitches?",  # a venue modifying what is sold there
        "Do you have Marley Eternit slates in stock?",  # a maker's range before the product
        "Can I change my Holyhead–Dublin sailing?",  # one end of a route
    ],
)
def test_a_guessed_name_the_parse_says_names_a_thing_is_none(engine: Engine, text: str) -> None:
    assert people(engine, text) == set()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The Kristian Herzog version recorded for us", "Kristian Herzog"),  # a given name and a surname
        ("Unlike the Mark Young novel, it is fine", "Mark Young"),  # a surname common as one
        ("Please call Renata Okafor about the fridge.", "Renata Okafor"),  # not a modifier
        ("You can tell he was a huge Nicklas Olsen fan.", "Nicklas Olsen"),  # a person's follower
        ("Unlike the Lasseter novel, it is fine", "Lasseter"),  # a person's work
        ("Zeliha Sultygov\n\nMental health assistant", "Zeliha Sultygov"),  # a line break ends the name
    ],
)
def test_a_person_the_parse_does_not_make_a_thing_is_still_found(engine: Engine, text: str, value: str) -> None:
    assert value in people(engine, text)


def user_texts_redacted(redactor: Redactor, user_texts: list[str]) -> list[str]:
    """The user's messages of one session, one per turn, as redaction leaves them."""
    session = make_session([Turn(index=index, user_text=text) for index, text in enumerate(user_texts)])
    return [turn.user_text or "" for turn in redactor.redact(session).session.turns]


def test_handles_made_of_a_name_the_session_holds_are_replaced_in_every_text(redactor: Redactor) -> None:
    texts = user_texts_redacted(redactor, [
        "Hi, I'm Valentina Restrepo, my e-mail is ramon.delacruz@example.org",
        "DM @vale.restrepo.ink please; the portal user is rdelacruz",
        "INFO bookings.create client=restrepo88 upi=delacruz.r@okhdfc artist=valentina",
    ])  # fmt: skip
    joined = " ".join(texts).casefold()
    for raw in ("restrepo", "delacruz", "valentina", "vale."):
        assert raw not in joined, texts
    assert texts[1].startswith("DM <USERNAME_")


def test_a_handle_needs_a_name_of_the_session_and_a_word_of_the_language_makes_none(redactor: Redactor) -> None:
    texts = user_texts_redacted(redactor, [
        "Grace Obi and Kenji Morimoto asked whether the grace period covers the marks",
        "INFO sync job=delacruz_weekly tags=grace_notes,markson ok",
        "pairing device Audeo-Morimoto-L90 failed",
    ])  # fmt: skip
    assert "grace period" in texts[0] and "marks" in texts[0]
    assert "USERNAME" not in texts[2] and "-L90" in texts[2]  # a hyphen joins a product's words: no handle
    assert "delacruz_weekly" in texts[1]  # no Delacruz in this session: a shape alone is nobody's
    assert "grace_notes,markson" in texts[1]


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        ("My PADI diver number is 1804A22917, thanks", "ID_NUMBER", "1804A22917"),
        ("Driver's CDL is D4481-2290-7731 (Texas)", "ID_NUMBER", "D4481-2290-7731"),
        ("Aadhaar linked, PAN ABCPI1234K", "ID_NUMBER", "ABCPI1234K"),
        ("Clubcard number 634004 0191 8827 5512 is linked", "ID_NUMBER", "634004 0191 8827 5512"),
        ("the one time code they texted me is 884 120 but the app says expired", "SECRET", "884 120"),
        ("DEBUG auth.otp sent code=884120 ttl=300s", "SECRET", "884120"),
    ],
)
def test_document_numbers_and_codes_by_their_shape_after_a_name_or_a_code_word(
    engine: Engine, text: str, entity: str, value: str
) -> None:
    assert (entity, value) in found(engine, text)


@pytest.mark.parametrize(
    "text",
    [
        "SKU 12345678 is out of stock",
        "the total is USD 1250000 for the fleet",
        "HTTP status code 5031 from the gateway",
        "use promo code 2026 at checkout",
        "the code expires at 14:30 on 2026-12-01",
    ],
)
def test_references_amounts_and_codes_of_things_keep_their_numbers(engine: Engine, text: str) -> None:
    assert {entity for entity, _ in found(engine, text)} <= {"ORDER_ID"}, found(engine, text)


def test_a_code_under_any_key_of_a_log_line_is_an_identifier_and_its_deadline_stays(engine: Engine) -> None:
    # A job is a repair or a visit done for one customer: its code is theirs.
    text = "INFO job.assign job=TR-118204 wo=WO-558120 deadline=2026-12-03T17:00Z"
    assert found(engine, text) == {("IDENTIFIER", "TR-118204"), ("IDENTIFIER", "WO-558120")}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tyrone Washington is added as driver on load L-9924010", "Tyrone Washington"),  # a place as surname
        ("This is Maria Clara dos Santos, order 40093455.", "Maria Clara dos Santos"),  # a particle between
        ("We can do 'Rosalind Achterberg' in script", "Rosalind Achterberg"),  # the model found the surname only
    ],
)
def test_a_name_runs_on_over_the_rest_of_it(engine: Engine, text: str, value: str) -> None:
    assert value in people(engine, text)


def test_a_name_stops_at_a_common_word_a_title_or_a_business_suffix(engine: Engine) -> None:
    assert people(engine, "Thanks Priya Okafor Tuesday works, Mark Young Ltd said") >= {"Priya Okafor"}
    assert not any(
        "Tuesday" in name or "Ltd" in name
        for name in people(engine, "Thanks Priya Okafor Tuesday works, Mark Young Ltd said")
    )
