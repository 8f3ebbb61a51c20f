"""A yes to what the agent offered in a question, in the offer's own verb, in any language: the user takes up the
offer, no request of their own ("Si quiere, la señora Yajaira la puede llamar ... ¿Le parece?" "Aa, anasü, que me
llame. 300 712 4490."); asked again after a request of the user's own, the request stands."""

from __future__ import annotations

import doctest

from miner.signals import escalation
from tests import factory

OFFER = ("Aa. Mojusü tü carretera de Manaure después de la lluvia, puro barro 😩",
         "Sí, con juyá la vía se pone difícil. Si quiere, la señora Yajaira de despacho la puede llamar para cuadrar "
         "la entrega en Maicao. ¿Le parece?")
YES = ("Aa, anasü, que me llame. 300 712 4490. Taya María Jusayú.", "Anayaawatsü María. Yajaira la llama hoy.")


def test_the_offer_s_examples() -> None:
    failures, tried = doctest.testmod(escalation, extraglobs={}, verbose=False, optionflags=doctest.ELLIPSIS,
                                      report=True, raise_on_error=False, name="escalation", exclude_empty=True)
    assert tried and not failures


def test_a_yes_to_a_call_offered_is_no_request() -> None:
    session = factory.conversation(("Jamaya pia 😊 ¿Pia wayuu o alijuna?", "Jamaya, soy el asistente."), OFFER, YES)
    assert factory.request_turns(session) == []


def test_the_same_words_after_no_offer_are_a_request() -> None:
    plain = (OFFER[0], "Sí, con juyá la vía se pone difícil. Despacho reprograma sin costo.")
    session = factory.conversation(("Jamaya pia 😊 ¿Pia wayuu o alijuna?", "Jamaya, soy el asistente."), plain, YES)
    assert factory.request_turns(session) == [2]


def test_a_real_one_after_the_agent_told_it_is_a_machine_is_a_person() -> None:
    session = factory.conversation(
        ("hi is this a real person", "Hi! I'm the virtual assistant for Island Power & Water billing."),
        ("ok then get me a real one please, its about my late mother account", "I'll connect you with a colleague."))
    assert factory.request_turns(session) == [1]


def test_the_role_the_user_holds_is_no_person_asked_for() -> None:
    session = factory.conversation(
        ("Do the ferries run on Sundays in winter?", "Yes, every 30 minutes."),
        ("Great. I'm the assistant manager at a hotel and guests ask us this every day, so I want to print the "
         "timetable for reception. Is there a PDF?", "Yes: the PDF is on our website."))
    assert factory.request_turns(session) == []
