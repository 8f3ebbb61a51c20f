"""A number the user wrote before, written again against the agent's numbers, in a message not read as English."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

from miner.model import Session, Signal
from miner.signals import detect
from tests import factory

START = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)
# Khmer: I paid with ABA but the app took the money 2 times ($3.75 x2); the agent answers how to pay.
CHARGED_TWICE = ("បង ខ្ញុំបង់តាម ABA តែ app កាត់លុយ 2 ដង ($3.75 x2) order #LC58213",
                 "សួស្តីបង! បងអាចបង់ប្រាក់តាម ABA Pay, KHQR ឬកាតឥណទាន។")
# The agent: the money comes back within 7-14 working days.
REFUND_DAYS = "សូមអភ័យទោស! ប្រាក់នឹងត្រូវបង្វិលសងវិញដោយស្វ័យប្រវត្តិក្នុងរយៈពេល 7-14 ថ្ងៃធ្វើការ។"


conversation = partial(factory.conversation, app_name="cafe_app", started_at=START)


def complaint(session: Session) -> Signal | None:
    return next((item for item in detect(session).signals if item.kind == "complaint"), None)


def test_a_number_of_the_users_written_again_against_the_agents_is_a_complaint() -> None:
    # 14 days for $3.75? very good 🙂
    found = complaint(conversation(CHARGED_TWICE, ("ខ្ញុំយល់ហើយ", REFUND_DAYS),
                                   ("14 ថ្ងៃ សម្រាប់ $3.75 ហ្ន៎ ល្អមែនទែន 🙂", "ខ្ញុំយល់ពីអារម្មណ៍របស់បង។")))
    assert found is not None
    assert [(item.turn, item.detail) for item in found.evidence] == [(2, 'number held "3.75"')]


def test_a_number_held_in_any_scripts_digits() -> None:
    # Nepali: the goat ordered at २८ kg weighed २१; the agent answers that every goat is weighed at ५ am.
    found = complaint(conversation(
        ("नमस्ते, हिजो २८ केजीको खसी अर्डर गरेको थिएँ, आज आयो। अर्डर नं KG-7731", "नमस्ते! धन्यवाद।"),
        ("तर तौलेर हेर्दा २१ केजी मात्र छ", "हाम्रा सबै खसी बिहान ५ बजे तौलिन्छन्।"),
        ("घरको तराजुमा पनि, पसलको तराजुमा पनि २१ नै", "कृपया फोटो पठाउनुहोस्।")))
    assert found is not None and any('number held "२१"' in item.detail for item in found.evidence)


def test_a_number_asked_about_again_is_no_complaint() -> None:
    # Somali: how much will 40 packages be? after an answer giving 100g, not 40.
    session = conversation(
        ("Salaan. Aroos ayaan leenahay bisha dambe, waxaan rabaa 40 dabqaad oo yaryar. Ma sameysaan?",
         "Salaan! Haa, waxaan sameynaa xirmooyin hadiyad ah: dabqaad yar, 100g uunsi iyo kaar."),
        ("Immisa ayay noqonaysaa 40 xirmo?", "Xirmo kasta waa $12, 40 xirmo = $480."))
    assert complaint(session) is None


def test_a_number_given_again_after_the_agent_asked_or_gave_none_is_no_complaint() -> None:
    asked = conversation(CHARGED_TWICE, ("ខ្ញុំយល់ហើយ", "តើបងបង់ប៉ុន្មាន? 7 ឬ 14?"),
                         ("$3.75 ពីរដង", "អរគុណ។"))
    assert complaint(asked) is None
    no_number = conversation(CHARGED_TWICE, ("ខ្ញុំយល់ហើយ", "សូមរង់ចាំបន្តិច។"),
                             ("$3.75 ពីរដង", "អរគុណ។"))
    assert complaint(no_number) is None


def test_a_number_held_in_english_is_left_to_the_english_cues() -> None:
    session = conversation(
        ("I want 8 skeins of the blue, same dye lot please", "We have 12 skeins of lot 4417 in stock."),
        ("same dye lot, perfect, add 8 to basket", "Done!"))
    assert complaint(session) is None


def test_a_number_the_agent_offered_before_taken_up_is_no_complaint() -> None:
    # Spanish: the cleaning was today at 9; the agent offers Thursday at 9:00; the user takes it after a refund.
    session = conversation(
        ("Buenas, la limpieza era hoy a las 9 y son las 11 y aquí no ha venido nadie.",
         "Puedo ofrecerte una nueva hora hoy a las 16:00 o el jueves a las 9:00."),
        ("Me he pedido la mañana libre en el trabajo para esto.",
         "No se te cobrará el servicio de hoy y te he aplicado un 20 % de descuento en el próximo."),
        ("Vale, el jueves a las 9 entonces.", "Reservado: jueves a las 9:00."))
    found = complaint(session)
    assert found is None or all(item.turn != 2 for item in found.evidence)


def test_a_number_before_a_new_question_of_its_own_is_no_complaint() -> None:
    # Sesotho: my boss wants me in Durban on the 20th, application LS-58213, is it ready? The agent: 5 to 7 days. Then:
    # fine, it should come before the 20th. Can I link my application to my new phone number? I changed SIM.
    session = conversation(
        ("Mookameli oa ka o batla hore ke ee Durban ka la 20. Nomoro ea kopo ke LS-58213. E se e lokile?",
         "Kopo LS-58213: e ntse e hatisoa. E tla fihla ka mor'a matsatsi a 5 ho isa ho a 7."),
        ("Ho lokile, e tla fihla pele ho la 20. Na nka hokahanya kopo ea ka le nomoro e ncha ea mohala? "
         "Ke fetotse SIM", "E. Ke kopa nomoro e ncha."))
    assert complaint(session) is None
    # The same number held in a statement the message ends on is held.
    first = (session.turns[0].user_text or "", session.turns[0].final_response or "")
    held = conversation(first, ("Ke hloka pasepoto pele ho la 20. Ke se ke boletse la 20.", "E."))
    assert complaint(held) is not None


def test_a_number_the_agent_reads_back_with_the_user_s_word_is_no_complaint() -> None:
    # Lombard: I need 30 sacks of maize seed / a sack is 178 euros, payment at 90 days for members / fine, keep 30
    # sacks for me, payment at 90 days, in the farm's name; the agent reads the order back.
    session = conversation(
        ("Ciau, gh'avii anmò la semenza del mais classe 600? Me ne serviss 30 sacch, per i camp giò in la Bassa",
         "Ciau! Sì, la gh'emm anmò. El sacch de 50.000 semm l'è a 178 euro."),
        ("Eh, tütt cress. Minga colpa vostra, se sa",
         "Te capissi. Per i soci gh'è el pagament a 90 dì sü la semenza."),
        ("Va ben, tegnìmen de part 30 sacch, pagament a 90 dì. L'è a nom de l'azienda agricola Cascina Boschetta",
         "Fatt: 30 sacch de mais classe 600 a nom de l'azienda agricola Cascina Boschetta, pagament a 90 dì."))
    assert complaint(session) is None
    # A reply giving the number with another word does not take the user's words up: the number is held.
    held = conversation(*[(turn.user_text or "", turn.final_response or "") for turn in session.turns[:2]],
                        ("Va ben, ma mi hoo dii 30 sacch, minga 20.", "El magazzin el gh'ha 30 quintai."))
    found = complaint(held)
    assert found is not None and any('number held "30"' in item.detail for item in found.evidence)
