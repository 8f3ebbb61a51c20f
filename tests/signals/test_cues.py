"""Complaints and requests for a person in the user's own words: every cue family fires in a realistic
conversation, with its evidence, and the hard negatives (polite words, problem reports, mild words, thanks,
other languages) do not."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

import pytest

from miner.model import Session, Signal
from miner.signals import detect
from miner.signals.complaint import ComplaintConfig, ComplaintDetector
from miner.signals.config import SignalsConfig
from miner.signals.english import COMPLAINT_FAMILIES, ESCALATION_FAMILIES
from miner.signals.escalation import USER_REQUEST
from miner.signals.text import required_substrings
from tests import factory

START = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
OPENING = ("Hi, my direct debit to the gym went out twice this month.",
           "I can see two payments of £39.99. Have you cancelled the second mandate?")


conversation = partial(factory.conversation, app_name="bank_assistant", started_at=START)


def after_opening(message: str, reply: str = "I understand. Let me look at that.") -> Session:
    return conversation(OPENING, (message, reply))


# The rule cues alone (the learned model off): the tests of the rules' own weights and families use it.
RULES_ONLY = SignalsConfig.model_validate({"complaint": {"weights": {"learned": 0}}, "escalation": {"learned": False}})


def signal(session: Session, kind: str, config: SignalsConfig | None = None) -> Signal | None:
    found = [item for item in detect(session, config).signals if item.kind == kind]
    return found[0] if found else None


COMPLAINTS = [
    ("correction", "No, I said the gym, not the energy company."),
    ("correction", "That's not what I asked, I want the second payment back"),
    ("correction", "you've put the wrong account on it"),
    ("repetition", "I already told you I cancelled it in March"),
    ("repetition", "This is the third time I'm explaining this"),
    ("repetition", "you keep sending me the same link"),
    ("clarification", "what does 'pending reversal' even mean"),
    ("clarification", "that doesn't answer my question at all"),
    ("negative stance", "this bot is useless"),
    ("negative stance", "are you even reading what I write?"),
    ("negative stance", "you clearly have no idea how direct debits work"),
    ("sarcasm", "wow, super helpful to hear the same sentence again"),
    ("sarcasm", "great, thanks for nothing"),
    ("sarcasm", "$129 just to show up. wow. love that for me"),
    ("frustration", "I'm so fed up with this bank"),
    ("frustration", "I'm losing my patience here"),
    ("frustration", "The concrete you poured on Monday is cracking all over already. Who's paying for this?"),
    ("frustration", "this is taking forever and i'm starving, the food will be cold anyway"),
    ("disengagement", "forget it, I'll go to the branch"),
    ("disengagement", "I'm taking my money elsewhere"),
    ("lexicon", "your service is dreadful"),
]


@pytest.mark.parametrize(("family", "message"), COMPLAINTS)
def test_each_complaint_family_fires_with_turn_family_and_words(family: str, message: str) -> None:
    found = signal(after_opening(message), "complaint")
    assert found is not None, message
    assert [evidence.turn for evidence in found.evidence] == [1]
    assert family in found.evidence[0].detail


def test_the_lexicon_finds_words_no_family_lists_and_can_be_turned_off() -> None:
    assert not any(re.search(pattern, "dreadful", re.IGNORECASE)
                   for _, _, patterns in COMPLAINT_FAMILIES.values() for pattern in patterns)
    off = SignalsConfig.model_validate({"complaint": {"sentiment_lexicon": False, "weights": {"learned": 0}}})
    assert signal(after_opening("your service is dreadful"), "complaint", off) is None


def test_shouting_and_stressed_words() -> None:
    shouted = signal(after_opening("WHY IS THE MONEY STILL NOT BACK"), "complaint")
    assert shouted is not None and "shouting" in shouted.evidence[0].detail
    # One stressed word is a weak cue: with a contradiction it is a correction the user had to make.
    stressed = signal(after_opening("I cancelled it in JANUARY. I have the confirmation email."), "complaint")
    assert stressed is not None and "stress" in stressed.evidence[0].detail
    assert signal(after_opening("I cancelled it in JANUARY"), "complaint", RULES_ONLY) is None


def test_weak_cues_need_each_other_and_politeness_cancels_them() -> None:
    assert signal(after_opening("it's been 3 days"), "complaint", RULES_ONLY) is None
    assert signal(after_opening("I know, I read the FAQ. it's been more than 10 business days."), "complaint")
    assert signal(after_opening("Thank you!!! that's sorted then"), "complaint") is None


def test_asking_for_a_person_adds_to_frustration_not_to_a_problem_report() -> None:
    frustrated = after_opening("I don't want the bot. A human. Now.")
    assert signal(frustrated, "complaint") is not None and signal(frustrated, "escalation") is not None
    report = after_opening("Please transfer me to an agent, this isn't working.")
    assert signal(report, "complaint") is None and signal(report, "escalation") is not None
    assert signal(report, "complaint", RULES_ONLY) is None
    plain = after_opening("I would like to speak to a person about my mortgage, please.")
    assert signal(plain, "complaint") is None and signal(plain, "escalation") is not None


@pytest.mark.parametrize("config", [None, RULES_ONLY])
def test_urgency_in_a_first_request_for_a_person_is_not_displeasure(config: SignalsConfig | None) -> None:
    urgent = conversation(("My car has been snatched at gunpoint 10 min ago. "
                           "Connect me to your control room NOW please",
                           "I have alerted our control room; an operator will call you within 2 minutes."))
    assert signal(urgent, "complaint", config) is None and signal(urgent, "escalation", config) is not None
    # After the agent answered, the same urgency with a request for a person is displeasure with it.
    insisting = conversation(("rep", "I can help with most things! What do you need?"),
                             ("representative. person. now.", "Connecting you to an adviser."))
    assert signal(insisting, "complaint", config) is not None


def test_the_models_verdict_counts_beside_a_request_for_a_person() -> None:
    # Under the labelling guide, asking for a person with displeasure at the agent is a complaint too.
    message = after_opening("ok this bot is cooked. get me someone real")
    complaint = signal(message, "complaint")
    assert complaint is not None and "learned" in complaint.evidence[0].detail
    assert signal(message, "escalation") is not None


def test_the_same_request_again_counts_and_a_third_time_is_a_complaint() -> None:
    twice = conversation(("I need a VAT receipt for order F-2290", "Here is your order history."),
                         ("I need a VAT receipt for order F-2290!!", "Here it is again."))
    found = signal(twice, "complaint")
    assert found is not None and "rephrase" in found.evidence[0].detail
    three = conversation(("cancel my hotel booking in Rome", "Which booking?"),
                         ("please cancel the Rome hotel booking", "Which one?"),
                         ("cancel hotel booking Rome now", "Which one?"))
    assert "same as turn 0, 1" in signal(three, "complaint").evidence[-1].detail
    different = conversation(("status of order 1001", "Shipped."), ("status of order 1002", "Shipped."),
                             ("status of order 1003", "Shipped."))
    assert signal(different, "complaint", RULES_ONLY) is None


@pytest.mark.parametrize(("message", "complaint"), [
    ("That's wrong, I ordered the A4 paper.", True),
    ("this is the wrong invoice, it's for March", True),
    # supposed, the user's own hedge
    ("in person please, for 2 people. sorry if this is the wrong place to book", False),
    ("Ana Kowalska, ana.k@example.com. sorry if this is the wrong place to ask", False),
])
def test_a_correction_supposed_under_if_is_a_hedge(message: str, complaint: bool) -> None:
    found = signal(after_opening(message), "complaint", RULES_ONLY)
    assert ((found is not None) and "correction" in found.evidence[-1].detail) is complaint, message


@pytest.mark.parametrize(("message", "complaint"), [
    ("I want to speak to someone about my claim. Not the bot.", True),
    ("I need to speak to a human being. Not a bot. Now please.", True),
    # "not bad" is praise
    ("That was it, it was off. Not bad for a bot 😄", False),
    ("thanks, not bad at all for a chatbot", False),
])
def test_a_person_wanted_not_a_bot_is_a_negative_stance_and_not_bad_for_one_is_praise(
        message: str, complaint: bool) -> None:
    found = signal(after_opening(message), "complaint", RULES_ONLY)
    assert ((found is not None) and "negative stance" in found.evidence[-1].detail) is complaint, message


@pytest.mark.parametrize(("first", "then"), [
    ("what's the wifi password for the guest network?", "and what's the wifi password for the staff network?"),
    ("what's the difference between the Pro and Business plans?",
     "and what's the difference between Business and Enterprise?"),
])
def test_a_parallel_question_going_on_to_the_next_item_is_no_repeat(first: str, then: str) -> None:
    # A word swapped and asked on with "and": the next item, not the same request again, which the same words
    # without the "and" read as.
    assert signal(conversation((first, "Here it is."), (then, "Here it is.")), "complaint") is None
    again = signal(conversation((first, "Here it is."), (then.removeprefix("and "), "Here it is.")), "complaint")
    assert again is not None and "rephrase" in again.evidence[-1].detail


def test_the_same_request_asked_a_third_time_is_a_complaint_in_any_script() -> None:
    asked = "Где мой заказ номер 5512? Посылка так и не пришла"
    three = conversation((asked, "Проверяю."), (asked.replace("Где", "где") + "!", "Одну минуту."),
                         ("где мой заказ номер 5512, посылка не пришла", "Проверяю."))
    found = signal(three, "complaint", RULES_ONLY)
    assert found is not None and "same as turn 0, 1" in found.evidence[-1].detail
    different = conversation(("Где мой заказ номер 5512?", "В пути."), ("Где мой заказ номер 5513?", "В пути."),
                             ("Где мой заказ номер 5514?", "В пути."))
    assert signal(different, "complaint", RULES_ONLY) is None


def test_the_threshold_and_the_weights_are_configurable() -> None:
    message = after_opening("this bot is useless")
    assert signal(message, "complaint", SignalsConfig.model_validate({"complaint": {"threshold": 3.5}})) is None
    quiet = SignalsConfig.model_validate({"complaint": {"weights": {"negative_stance": 0, "lexicon": 0,
                                                                    "learned": 0}}})
    assert signal(message, "complaint", quiet) is None
    with pytest.raises(ValueError, match="unknown cue families"):
        SignalsConfig.model_validate({"complaint": {"weights": {"anger": 1}}})


HARD_NEGATIVES = [
    "Sorry to bother you, quick question about the fee",
    "no worries, no problem at all",
    "Thanks a lot, that's perfect!",
    "my card arrived broken, can you send a new one?",
    "the app says error 403 when I log in",
    "my flight got cancelled, what are my options",
    "ugh I'm so annoyed at myself, I put my old address",
    "I hate rainy days, anyway can I move the delivery?",
    "traffic in this city is absolutely horrible",
    "sorry if this is a dumb question, but is there a fee?",
    "Sorry, I meant the savings account, not the current one",
    "What's the worst-case delay for a transfer?",
    "I'm not sure I understand the fees, could you explain again?",
    "I know, but could you make an exception this once?",
    "My manager asked me to send the invoice to her",
    "Can a person under 18 open an account?",
    "please call me Sam",
    "Is there a human-readable version of the statement?",
    "No need to talk to a human, you sorted it",
    "I'll talk to my wife and get back to you",
    "oh nice, didn't expect that. thanks!",
    "is the battery worth it if I'm out at work all day?",
    "I'm out of the office until Monday, can the engineer come Tuesday?",
    "my brother is taking forever to decide. can I hold the booking a day?",
    "THANK YOU omg you're a lifesaver",
]


# Hard negatives the learned model flags (known false flags, stated in docs/signals.md): strict, so a model that
# stops flagging one makes its test pass and this list must shrink.
LEARNED_FALSE_FLAGS = {
    "Can a person under 18 open an account?", "please call me Sam", "No need to talk to a human, you sorted it",
}


@pytest.mark.parametrize("message", [
    pytest.param(message, marks=pytest.mark.xfail(strict=True, reason="a known false flag of the learned model"))
    if message in LEARNED_FALSE_FLAGS else message for message in HARD_NEGATIVES])
def test_hard_negatives_are_not_flagged(message: str) -> None:
    assert detect(after_opening(message)).signals == [], message


@pytest.mark.parametrize("message", HARD_NEGATIVES)
def test_hard_negatives_are_not_flagged_by_the_rule_cues(message: str) -> None:
    assert detect(after_opening(message), RULES_ONLY).signals == [], message


NON_ENGLISH = [
    "Hola, ¿pueden enviar mi pedido a Portugal? Perfecto, muchas gracias",
    "Bonjour, est-ce que je peux payer en espèces à la livraison ?",
    "Hallo, gibt es den Kurs auch auf Deutsch? Die Anmeldung war nicht einfach.",
    "Olá, vocês têm opção de carro adaptado para cadeirante?",
    "注文した商品がまだ届いていません。確認してもらえますか？",
    "مرحبا، أريد تغيير عنوان التسليم من فضلك",
    "Dzień dobry, chciałbym zmienić termin dostawy. Dziękuję",
    # Words of people and calls in the languages of other_languages.py that ask for no one.
    "¿Una persona menor de edad puede abrir una cuenta?",
    "Mi asesor me dijo que el pago llega el lunes, gracias.",
    "Ça me rappelle la dernière fois, mais merci, c'est réglé.",
    "Meine Beraterin hat gesagt, dass alles in Ordnung ist. Danke!",
    "Mi chiamo Giulia e vorrei cambiare l'indirizzo di consegna.",
    "Hallo, ik wil graag mijn adres wijzigen. Is dat mogelijk voor vrijdag?",
    "Mijn adviseur zei dat het pakket maandag komt, bedankt.",
    "Is de winkel op zondag open? Dan kom ik het zelf ophalen.",
    "Hej, kan jag ändra leveransadressen? Tack!",
    "Merhaba, siparişimin kargo numarasını öğrenebilir miyim?",
    # A number of times, an ordinal, a person that ask for no one and judge nothing.
    "¿Puedo pagar en dos veces sin intereses?",
    "Riego las plantas dos veces por semana, ¿cuál me recomienda?",
    "Die Tabletten zweimal täglich, steht auf der Packung.",
    "2回目の予約をお願いします。来週の火曜日は空いていますか？",
    "先週スタッフの方と話しました。とても親切でした。",
    "Vorrei un appuntamento con il dermatologo per martedì.",
]


@pytest.mark.parametrize("message", NON_ENGLISH)
def test_text_in_other_languages_is_read_without_a_false_flag(message: str) -> None:
    assert detect(after_opening(message)).signals == []


def test_a_team_adds_its_own_words_in_its_language() -> None:
    config = SignalsConfig.model_validate({
        "complaint": {"phrases": ["no sirve para nada", "ya te lo dije"]},
        "escalation": {"phrases": ["hablar con una persona"]},
    })
    complaint = signal(after_opening("Ya te lo dije, no sirve para nada"), "complaint", config)
    assert complaint is not None and "phrases" in complaint.evidence[0].detail
    escalation = signal(after_opening("¿Puedo hablar con una persona, por favor?"), "escalation", config)
    assert escalation is not None and escalation.evidence[0].detail.startswith("user asks for a person")
    english_off = SignalsConfig.model_validate({"complaint": {"english_cues": False},
                                                "escalation": {"english_cues": False}})
    assert detect(after_opening("this bot is useless, get me a human"), english_off).signals == []


# The frames of the English cues in other languages: speaking with a person, being called back, being put through.
OTHER_LANGUAGE_REQUESTS = [
    "¿Me pasa con un agente, por favor? Llevo una hora con esto.",
    "Prefiero que alguien de ventas me llame esta tarde.",
    "Bonjour, je voudrais parler à un conseiller, s'il vous plaît.",
    "Est-ce qu'un vendeur peut me rappeler demain matin ?",
    "Können Sie mich bitte mit einem Mitarbeiter verbinden?",
    "Kann mich bitte jemand aus der Buchhaltung morgen anrufen?",
    "Preciso falar com um atendente humano.",
    "Queria que o gerente me ligasse amanhã, por favor.",
    "Posso parlare con un operatore?",
    "Vorrei che un tecnico mi richiamasse oggi.",
    "Kan ik met een medewerker spreken over mijn bestelling?",
    "Kunt u mij morgen terugbellen?",
    "Kan ik de manager even aan de telefoon krijgen?",
    "Chciałbym porozmawiać z konsultantem.",
    "Kan jag prata med en människa?",
    "Bir müşteri temsilcisiyle görüşmek istiyorum.",
    "¿Hay alguien en la tienda con quien pueda hablar de la garantía?",
    "Quisiera hablar con el encargado o con la farmacéutica.",
    "¿Me podría marcar alguien del taller esta tarde?",
    "C'è qualcuno in negozio con cui posso parlare della garanzia?",
    "Posso parlare con un dentista, per favore?",
    "Ich möchte mit dem Filialleiter sprechen.",
    "Prosiłbym o kontakt telefoniczny z doradcą.",
    "Vous pouvez me passer un conseiller ?",
    "Lütfen beni bir yetkiliye bağlayın.",
    "担当者の方と直接お話ししたいです。",
    "折り返しお電話をください。",
    "オペレーターに代わってもらえますか？",
    # A person asked for in a longer frame, by the word alone, or on the phone.
    "Quero falar com uma pessoa do clube, por favor.",
    "Mitarbeiter",
    "voglio un operatore",
    "Preferirei parlarne con un vostro consulente.",
    "Dann möchte ich das bitte mit jemandem aus dem Kundenservice telefonisch besprechen.",
    "Est-ce que quelqu'un de votre équipe commerciale pourrait me rappeler demain ?",
    "Ich brauch jetzt sofort jemanden aus dem Innendienst am Telefon.",
    "もう3日経ってるんだけど。電話で話せる人いないの？",
    "法人営業のご担当者様からご連絡をいただくことは可能でしょうか。",
]
# The frames of the English complaint cues in other languages: a bad judgement of the service, the same answer again,
# asking for the third time, nobody answering, having done it already, giving up.
OTHER_LANGUAGE_COMPLAINTS = [
    "Tres semanas esperando. Es inaceptable.",
    "Pésima atención, nadie me contesta desde el lunes.",
    "Vous ne lisez pas mes messages, c'est une blague.",
    "Toujours la même réponse, ce n'est pas sérieux.",
    "Das ist doch ein Witz, schon wieder falsch.",
    "Ich schreibe jetzt zum dritten Mal wegen der Rechnung.",
    "Péssimo serviço, é a terceira vez que pergunto.",
    "Sempre la stessa risposta, pessimo servizio.",
    "Belachelijk, niemand reageert op mijn mails.",
    "Dit is de vierde keer dat ik het vraag.",
    "Slechte service, laat maar.",
    "Ik had het adres al gewijzigd, terwijl ik het vorige maand al had doorgegeven.",
    "To jest skandal, nikt nie odpowiada.",
    "Det är oacceptabelt, ingen svarar.",
    "Rezalet, kimse cevap vermiyor.",
    # Counting the times, in words or digits, and Japanese without word boundaries.
    "Es la segunda vez que les escribo por lo mismo.",
    "Ich habe schon dreimal angerufen.",
    "Üçüncü kez soruyorum, paket nerede?",
    "Piszę w tej sprawie już trzeci raz.",
    "今週これで4回目の問い合わせです。",
    "何度言えばわかるんですか。",
    "注文してから二週間、返事がありません。最悪です。",
    # Frames English has too: frustration by its stem, "seriously?", nobody came, not what I asked for, done already.
    "Es muy frustrante, no funciona la aplicación.",
    "¿En serio? Otra vez el mismo error.",
    "Es ist Mittag und niemand ist gekommen.",
    "Não foi isso que eu pedi, pedi o azul.",
    "Das habe ich Ihnen gestern schon geschrieben.",
    "C'est du vol, 20 euros pour une enveloppe.",
    # Sent round in circles, told the same before, the order still missing, days gone, the same answer again.
    "Mi stai facendo girare in tondo.",
    "Franchement, je tourne en rond.",
    "Und genau das hat man mir letzte Woche auch schon geschrieben.",
    "Wo bleibt meine Lieferung?? Das Zeitfenster war 16-18 Uhr.",
    "もう3日経ってるんだけど。",
    "前回問い合わせた時も同じ回答でした。",
    "シミュレーションおかしくない？",
]


@pytest.mark.parametrize("message", OTHER_LANGUAGE_REQUESTS)
def test_a_request_for_a_person_in_another_language_is_found(message: str) -> None:
    found = signal(after_opening(message), "escalation")
    assert found is not None and found.evidence[0].detail.startswith("user asks for a person"), message
    off = SignalsConfig.model_validate({"escalation": {"other_languages": False}})
    assert signal(after_opening(message), "escalation", off) is None


@pytest.mark.parametrize("message", OTHER_LANGUAGE_COMPLAINTS)
def test_a_plain_complaint_in_another_language_is_found(message: str) -> None:
    found = signal(after_opening(message), "complaint")
    assert found is not None and "other languages" in found.evidence[0].detail, message
    off = SignalsConfig.model_validate({"complaint": {"other_languages": False}})
    assert signal(after_opening(message), "complaint", off) is None


ESCALATIONS = [
    ("asks for a person", "is there a human I can talk to?"),
    ("asks for a person", "let me talk to your supervisor"),
    ("asks for a person", "representative"),
    ("asks for a person", "I'd rather deal with a real person"),
    ("asks for a person", "Could I be transferred to your fraud department"),
    ("asks for a person", "can a human take over please"),
    ("asks to be called back", "can someone from your team call me?"),
    ("asks to be called back", "please have an engineer phone me tomorrow"),
    ("asks to be called back", "book a call please, thursday afternoon"),
    ("asks to be called back", "can someone from the shop just call me? I'll pay cash"),
    ("asks to be called back", "boarding in 10 min. have Marcus call me this afternoon"),
    ("asks to be called back", "yes and I PASSED IT. can a human please check the records"),
    ("asks for a phone call", "Could somebody telephone me please, I would find that much easier."),
    ("asks for a phone call", "Can someone from the box office confirm by phone that all 3 tickets are valid?"),
    ("asks for a phone call", "it'd be easier to go through it on the phone with one of your registry consultants"),
    ("asks for a phone call", "Then kindly have the Friends office telephone me before the good seats go."),
    ("asks to escalate", "please escalate my complaint"),
]


# Not reaching a person, or waiting to, is a complaint about the service; asking why one cannot is still a request.
@pytest.mark.parametrize(("message", "asks"), [
    ("Unbelievable that for 2 consecutive days I can't get through to a person.", False),
    ("This doesn't address my issue. I am on hold for 30 min to speak with an agent.", False),
    ("started trying to reach a real person over an hour ago still no luck", False),
    ("Reservation Line won't let me speak to a representative because they are too busy.", False),
    ("My flight has been cancelled and I can't speak to anyone.", False),
    ("still can't get a real person on the phone to book a flight", False),
    ("why can't I speak to a human?", True),
    ("I want to speak to a person", True),
])
def test_not_reaching_a_person_is_no_request_for_one(message: str, asks: bool) -> None:
    found = signal(after_opening(message, "I'm sorry about the wait."), "escalation")
    assert (found is not None) is asks, message


@pytest.mark.parametrize("message", [
    "Buonasera, mi scusi, ma lei è una persona vera? Sono un po' imbranato con queste cose",
    "¿Eres una persona real?",
    "Sind Sie ein echter Mensch?",
    "is this automated reply or actual person? just asking",
])
def test_asking_what_the_agent_is_in_any_language_is_no_request(message: str) -> None:
    assert signal(after_opening(message, "I'm a virtual assistant."), "escalation") is None


def test_asking_to_go_on_by_phone_is_no_cue_of_a_complaint() -> None:
    message = "Honestly it'd be easier to go through the whole thing on the phone with one of your consultants"
    assert signal(after_opening(message), "escalation") is not None
    assert signal(after_opening(message), "complaint") is None


@pytest.mark.parametrize(("family", "message"), ESCALATIONS)
def test_each_escalation_request_fires_with_its_family_and_words(family: str, message: str) -> None:
    found = signal(after_opening(message), "escalation")
    assert found is not None, message
    assert [(evidence.turn, evidence.detail.split(":")[0]) for evidence in found.evidence] == [(1, f"user {family}")]


def test_the_agent_handing_off_is_escalation_evidence() -> None:
    handed = after_opening("the second payment is still there",
                           reply="I'm transferring you to a member of our billing team now.")
    found = signal(handed, "escalation")
    assert found is not None and found.evidence[0].detail.startswith("agent hands off")
    assert signal(after_opening("ok", reply="Our team is available 9 to 5."), "escalation") is None
    off = SignalsConfig.model_validate({"escalation": {"agent_handoffs": False}})
    assert signal(handed, "escalation", off) is None


# A hand-off hands the user, the user's matter or the conversation to people; a service dispatched or a document,
# feedback or thanks passed on hands the user to no one.
@pytest.mark.parametrize(("reply", "hands_off"), [
    ("I've asked the branch manager to call you today.", True),
    ("I've escalated this to a billing supervisor.", True),
    ("I've passed your case to the customer relations manager.", True),
    ("I've requested a call-back from the branch manager within 48 hours.", True),
    ("I've booked a phone appointment with a pharmacy adviser.", True),
    ("Thanks for waiting, a team member will be with you shortly.", True),
    ("I've passed it to our privacy team, who will contact you.", True),
    ("Of course. I'm putting you through to the box office team now.", True),
    ("I can book a technician visit for Tuesday.", False),
    ("I've booked an engineer for tomorrow morning.", False),
    ("Booked! Our technician will call to arrange a time.", False),
    ("I have forwarded your M-Pesa code to our accounts team.", False),
    ("Thanks for the feedback; I've passed it on to the design team.", False),
    ("That's lovely to hear! I'll pass your thanks to the site manager.", False),
    ("I've booked 2 places for the in-person open evening.", False),
])
def test_a_hand_off_hands_the_user_to_people_not_a_service_or_a_document(reply: str, hands_off: bool) -> None:
    found = signal(after_opening("the second payment is still there", reply=reply), "escalation")
    assert (found is not None and found.evidence[0].detail.startswith("agent hands off")) is hands_off, reply


# Joy in capitals: intensity and surprise with nothing they are aimed at count as one cue, and a lone word before
# praise is an exclamation, not the statement sarcasm praises.
def test_joy_in_capitals_is_no_complaint() -> None:
    party = conversation(
        ("OMG the bride is going to DIE. just saw ye do a drag queen bingo brunch in Dublin!!! is that on Sundays??",
         "It is! Drag Queen Bingo Brunch runs Saturdays and Sundays from 12.30pm."),
        ("STOP. perfect. ok how much per head for 16 and can we add prosecco on arrival",
         "It's €59 per person, and prosecco on arrival is an extra €8 each."))
    assert signal(party, "complaint") is None
    for message in ("OMG this is the third time I've asked!!!", "so your error, and I lose two weeks. perfect.",
                    "24 hours. great."):
        assert signal(after_opening(message, "Let me check."), "complaint") is not None, message


def user_asks(session: Session) -> list[str]:
    found = signal(session, "escalation")
    return [item.detail for item in found.evidence if item.detail.startswith(USER_REQUEST)] if found else []


def test_a_request_in_a_language_no_table_holds_is_read_from_the_agent_handing_the_user_off() -> None:
    # Hungarian: no cue of the user's words is written in it, the agent's English answer hands the user to people.
    asked = ("Beszélhetnék valakivel az értékesítésről? Havonta tíz bálát vennék.",
             "Sure! I'll connect you to our sales team. Someone will reach you here during business hours.")
    assert user_asks(conversation(OPENING, asked)) == [
        'user asks for a person (the agent hands them off): "I\'ll connect you to our sales …"']
    # Not when the agent apologises (it hands off a complaint of its own accord), offers (a question), hands off a
    # document rather than the user, had offered a person before or was already handing the user off; not in English.
    # Asking what the agent is is no request, and an answer that offers a person is no hand-off.
    nature = ("Ön egy robot vagy egy ember?",
              "I'm a virtual assistant. I can connect you with a colleague if you like.")
    assert user_asks(conversation(OPENING, nature)) == []
    for answer in ("I apologise for the delay. I'll connect you to our sales team.",
                   "Would you like me to connect you to our sales team?",
                   "I have forwarded your payment code to our accounts team."):
        assert user_asks(conversation(OPENING, (asked[0], answer))) == []
    offered = ("Most nem tudom.", "I can't check that here. I can connect you with a colleague if you like.")
    assert user_asks(conversation(OPENING, offered, asked)) == []
    # A bare yes accepts an offer (perhaps made in words no table reads); after a hand-off the user asks no more.
    assert user_asks(conversation(OPENING, ("Igen, kérem.", "I'll connect you to our sales team now."), asked)) == []
    assert user_asks(conversation(OPENING, ("and the invoice for May?", asked[1]))) == []
    assert user_asks(conversation(OPENING, (asked[0], "Our sales team is available on weekdays."))) == []
    off = SignalsConfig.model_validate({"escalation": {"other_languages": False}})
    found = signal(conversation(OPENING, asked), "escalation", off)
    assert found is not None and not any(item.detail.startswith(USER_REQUEST) for item in found.evidence)


def test_evidence_is_short_and_masks_numbers_emails_and_names() -> None:
    details = [e.detail for e in signal(after_opening("No, I said order 99812 to alice@example.com, not the old one"),
                                        "complaint").evidence]
    assert details and all("99812" not in d and "alice" not in d for d in details)
    named = signal(after_opening("I said Jonathan Ray Smith, not John"), "complaint").evidence[0].detail
    assert "Jonathan" not in named and "Smith" not in named and "correction" in named


def test_the_agents_apologies_are_not_the_user_complaining() -> None:
    apologising = after_opening("what's my balance", reply="Sorry, this is useless, I failed. Ridiculous!!!")
    assert signal(apologising, "complaint") is None


def _corpus() -> list[str]:
    texts = [message for _, message in COMPLAINTS + ESCALATIONS] + HARD_NEGATIVES + NON_ENGLISH
    tuning = Path(__file__).resolve().parents[2] / "bench" / "data" / "signals_tuning.json"
    for item in json.loads(tuning.read_text(encoding="utf-8"))["conversations"]:
        texts += [turn["user"] for turn in item["turns"]]
    return texts


def test_a_pattern_is_only_skipped_on_texts_it_cannot_match() -> None:
    patterns = [pattern for _, _, group in COMPLAINT_FAMILIES.values() for pattern in group]
    patterns += [pattern for group in ESCALATION_FAMILIES.values() for pattern in group]
    texts = _corpus()
    skipped_matches = [
        (pattern, text) for pattern in patterns if (required := required_substrings(pattern))
        for text in texts
        if re.search(pattern, text, re.IGNORECASE) and not any(part in text.lower() for part in required)
    ]
    assert skipped_matches == []
    assert required_substrings(r"\bdon'?t\s+(?:bother|worry)") == frozenset({"bother", "worry"})
    assert required_substrings(r"\b(?:transfer|connect)\s+me\b") == frozenset({"transfer", "connect"})
    assert required_substrings(r"!{2,}") is None


def test_a_pasted_log_is_read_only_up_to_its_first_characters() -> None:
    from miner.signals.text import MESSAGE_CHARS_READ

    pasted = "ERROR, retry, timeout, " * (MESSAGE_CHARS_READ // 10)
    assert detect(after_opening(pasted + " this bot is useless")).signals == []
    assert signal(after_opening("this bot is useless. " + pasted), "complaint") is not None


def test_an_agent_handing_off_never_corroborates_a_complaint() -> None:
    # The learned model leans to a complaint here; the agent putting the user through answers the request for a
    # person, not displeasure, so the turn is an escalation only.
    session = after_opening("can you get me a real person to sort this, the event is in 8 days",
                            "I'll connect you to the events team right away.")
    assert signal(session, "complaint") is None
    assert signal(session, "escalation") is not None


@pytest.mark.parametrize("message", [
    "do you guys deliver to the islands?",
    "honestly no rush, you guys were really quick last time",
])
def test_you_guys_is_a_neutral_way_to_say_you(message: str) -> None:
    assert signal(after_opening(message, "Yes, we do."), "complaint", RULES_ONLY) is None


def test_you_people_sets_the_speaker_against_the_company_beside_another_cue() -> None:
    assert signal(after_opening("you people never answer the phone!!"), "complaint", RULES_ONLY) is not None
    # alone, an address
    assert signal(after_opening("Ok. Then the money, should I transfer the money to him or to you people?"),
                  "complaint", RULES_ONLY) is None


# A hedge ("not complaining") or a specification of the wanted thing by its state ("…, not unrolled") corrects nothing;
# a contrast with another thing the agent said still does.
@pytest.mark.parametrize(("message", "correction"), [
    ("just wondering, not complaining", False),
    ("out of interest, not criticising", False),
    ("a 10m length cut from the reel, not coiled", False),
    ("the bread sliced, not toasted", False),
    ("Tuesday, not Thursday", True),
    ("the Leeds branch, not Bergen", True),
])
def test_a_hedge_or_a_specification_is_not_a_correction(message: str, correction: bool) -> None:
    session = conversation(("Can I book a visit?", "Booked for Thursday at the Bergen branch."), (message, "Sure."))
    found = signal(session, "complaint", RULES_ONLY)
    assert ("correction" in found.evidence[0].detail if found else False) is correction, message


def test_a_contrast_with_what_the_agent_never_said_is_a_weak_cue() -> None:
    # The user specifying what they want ("A human-readable PDF, not the portal link."): alone, no complaint.
    assert signal(after_opening("Tuesday, not Thursday", "Sure."), "complaint", RULES_ONLY) is None


# A person asked for as a worker of the service (staff on site, someone to operate, deliver or install) is not a
# request to talk to someone; escalating a ticket is not either. Asking to talk to them still is.
@pytest.mark.parametrize(("message", "asks"), [
    ("do you provide staff to serve drinks at the wedding?", False),
    ("do you have someone at the york depot on sunday to help load the trailer?", False),
    ("we need someone to operate the cherry picker for two days", False),
    ("could you escalate the ticket about the broken lift", False),
    ("I'll need someone to pop in for the cats around 2am??", False),
    ("can you find someone to water the plants while we're away?", False),
    ("I want a person to actually review this, not an algorithm", True),
    ("I need someone to look into my bill", True),
    ("do you have someone I can talk to about the invoice?", True),
    ("can someone from the york depot call me about the trailer?", True),
    ("please escalate this to your manager", True),
    # asking whether to escalate it oneself, elsewhere, asks for advice
    ("My factor says I need to complain to the council. Do I need to escalate it wi them first?", False),
    ("should I escalate this with my bank or wait?", False),
    ("I need to escalate this to a manager", True),
])
def test_a_service_worker_or_a_ticket_is_not_a_request_for_a_person(message: str, asks: bool) -> None:
    found = signal(after_opening(message, "Let me check."), "escalation")
    assert (found is not None and found.evidence[0].detail.startswith("user asks")) is asks, message


@pytest.mark.parametrize("message", [
    "just curious is there a human reading these or is it all AI now",
    "out of curiosity, is there a real person typing this or a bot?",
    "Please is this a bot or a real person? I want to ask about makeup and gele for my mum's 60th birthday",
    "sorry, am I talking to a human?",
])
def test_asking_whether_a_person_reads_is_no_request(message: str) -> None:
    assert signal(after_opening(message, "I'm an automated assistant."), "escalation") is None


# Someone else's words, quoted or passed on, are theirs: neither a complaint nor a request of the user's.
@pytest.mark.parametrize("message", [
    "my dad always says 'that bank is a total joke' but I've never had a problem. can I open a savings account?",
    'a customer just sent me this: "your shop is the worst and you are all liars". should I reply?',
    "the landlord wrote: you people are useless and I want my deposit. what do I do?",
])
def test_a_complaint_in_someone_elses_words_is_not_the_users(message: str) -> None:
    assert signal(after_opening(message, "Sure."), "complaint", RULES_ONLY) is None, message


@pytest.mark.parametrize("message", [
    'got a text saying "your parcel is held, call 0800 555 0199 to speak with an agent" is this you?',
    'the committee chair keeps saying "escalate it to the manager" but what does that mean?',
])
def test_a_request_for_a_person_in_someone_elses_words_is_not_the_users(message: str) -> None:
    assert signal(after_opening(message, "Sure."), "escalation") is None, message


def test_the_users_own_words_around_a_quotation_are_still_read() -> None:
    found = signal(after_opening('you keep saying "we will look into it" and nothing happens. this is useless'),
                   "complaint", RULES_ONLY)
    assert found is not None
    assert signal(after_opening('it says "payment failed, try again later". put me through to a person'),
                  "escalation") is not None


# Displeasure at someone else or at circumstances (a husband, thieves, the police, the weather) is no complaint about
# the agent; aimed at the service's own people it is.
@pytest.mark.parametrize(("message", "complaint"), [
    ("burglars broke into the shed again and the police are useless. do you sell padlocks?", False),
    ("my son spilled juice on the laptop. honestly I could strangle him 😤 can it be repaired?", False),
    ("the weather is ridiculous today. can I come in on friday instead?", False),
    ("your driver was incredibly rude to my father. your staff are useless", True),
    ("right, cheers. so my brother was wrong again 😄 typical him", False),
    ("the engineer said he'd come at 9 and nobody came. you told me it was booked", True),
])
def test_displeasure_at_a_third_party_is_not_a_complaint(message: str, complaint: bool) -> None:
    found = signal(after_opening(message, "Oh no, sorry to hear that."), "complaint", RULES_ONLY)
    assert (found is not None) is complaint, message


def test_asking_whether_one_talks_to_a_bot_or_a_person_is_no_request() -> None:
    session = after_opening("wait am i talking to a bot or an actual person rn lol", "I'm a virtual assistant.")
    assert signal(session, "escalation") is None


# The question in any order of its parts: "now", the alternative and "I'm chatting with" before or after each other.
@pytest.mark.parametrize("message", [
    "Am I talking to a person now or is this automated? No offence either way",
    "98555 01234. Also is this a real person I'm chatting with or automated?",
    "am I now talking to a real person?",
])
def test_asking_what_the_agent_is_in_any_order_is_neither_a_complaint_nor_a_request(message: str) -> None:
    session = conversation(("I'd like a callback about the junior summer camp.",
                            "Of course. Could I take a phone number for the callback?"),
                           (message, "I'm the academy's virtual assistant. A coach will call you back."))
    found = signal(session, "escalation")
    assert found is not None and [item.turn for item in found.evidence if item.detail.startswith(USER_REQUEST)] == [0]
    assert signal(session, "complaint") is None, message


@pytest.mark.parametrize("message", [
    "am I talking to a bot or can I speak to someone?",
    "Is this a real person or a bot? I need to speak to someone about my bill",
])
def test_a_question_about_what_the_agent_is_beside_a_request_still_asks(message: str) -> None:
    assert user_asks(conversation(OPENING, (message, "Let me check."))), message


# A question about what the agent is, in any language: a machine named ("robot", "bot", "AI", "робот", "机器人")
# beside a human being, or in a few words, asking for nothing.
@pytest.mark.parametrize(("message", "reply", "asks"), [
    ("D'accord. Je parle à un robot ou à une vraie personne ? C'est juste pour savoir.",
     "Je suis un assistant virtuel.", False),
    ("¿Hablo con un bot o con una persona de verdad?", "Soy un asistente virtual.", False),
    ("Вы робот?", "Я виртуальный помощник.", False),
    ("你是机器人吗？", "我是智能助手。", False),
    ("Splendid. Am I corresponding with a person or with one of these computer programmes?", "I'm an AI assistant.",
     False),
    ("Puis-je parler à une vraie personne plutôt qu'à un robot ?", "Je vous mets en relation.", True),
    ("你是机器人吗？我要转人工", "好的，正在为您转接。", True),
])
def test_a_machine_named_in_a_question_is_no_request_in_any_language(message: str, reply: str, asks: bool) -> None:
    assert (signal(after_opening(message, reply), "escalation") is not None) is asks, message


# A later message no model here reads, telling something, that the agent answers with an apology in its first
# sentences: the production model read displeasure in it.
@pytest.mark.parametrize(("exchanges", "complaint"), [
    ((("아기가 아파서 입소를 못 할 것 같은데 환불 되나요", "환불 규정은 계약서 제7조를 참고해 주세요."),
      ("규정 말고요;; 아기가 아파서 못 가는 거라고요.",
       "불편을 드려 죄송합니다. 진단서를 준비해 주시면 검토하겠습니다.")), True),
    ((("調律はいくらですか", "アップライトは16,500円からです。"),
      ("いえ、湿度計は毎日見ていて、ずっと55％前後です。", "大変失礼いたしました。申し訳ございません。")), True),
    ((("Hola, ¿tienen talla 42?", "Sí, la tenemos en azul."),
      ("Pues el mes pasado me mandaron una 40 en vez de la 42.", "Lo siento mucho, eso no debió pasar.")), True),
    # a word or two, a question, an answer to the agent's question, an apology in passing
    ((("Hallo, mein Paket?", "Es ist unterwegs."), ("Danke.", "Entschuldigung für die Wartezeit.")), False),
    ((("Hallo, mein Paket?", "Es ist unterwegs."),
      ("Und kann ich noch Artikel hinzufügen?", "Entschuldigung für die Wartezeit: ja, bis 18 Uhr.")), False),
    ((("再調整をお願いできますか", "ご都合のよい時間帯はございますか？"),
      ("平日の18時以降なら出られます。よろしくお願いします。", "かしこまりました。申し訳ございません。")), False),
    ((("再調整をお願いできますか", "承知いたしました。"),
      ("平日の18時以降なら出られます。よろしくお願いします。",
       "かしこまりました。森本より平日18時以降にご連絡いたします。お手数をおかけして申し訳ございません。")), False),
    # in its first message, the service's fault
    ((("El paquete llegó roto, la caja estaba abierta.", "Lo siento mucho, le enviamos otro."),), False),
])
def test_a_later_message_the_agent_apologises_to_is_a_complaint_in_any_language(
        exchanges: tuple[tuple[str, str], ...], complaint: bool) -> None:
    found = signal(conversation(*exchanges), "complaint", RULES_ONLY)
    assert ((found is not None) and "apologised to" in found.evidence[-1].detail) is complaint, exchanges


# The agent opening its answer to a later English message with an apology: a weak cue, a complaint with another weak
# cue of the user's; not its sympathy, an apology said again, nor one for what it cannot do, and alone nothing.
@pytest.mark.parametrize(("exchanges", "complaint"), [
    ((("Do you clean carpets?", "£140 for three bedrooms and a hallway."),
      ("ok but I asked about stairs too in my first message", "Apologies, I missed that. Stairs are an extra £35.")),
     True),
    ((("Can you add a booth request?", "I've noted a booth request; it's subject to availability."),
      ("the booking email says 4 people at 7:15 AM", "Apologies! It's 7:15pm. I've resent the email.")), True),
    # the same words, the agent not apologising, or not opening with it
    ((("Do you clean carpets?", "£140 for three bedrooms and a hallway."),
      ("ok but I asked about stairs too in my first message", "Stairs are an extra £35, so £175 total.")), False),
    ((("Do you clean carpets?", "£140 for three bedrooms and a hallway."),
      ("ok but I asked about stairs too in my first message", "Stairs are an extra £35. Sorry about that.")), False),
    # an apology alone is a problem reported and put right
    ((("Can you send the details to Anna?", "Done, Anna will get an email with the details."),
      ("the email hasn't come through, she's checked spam", "Sorry! I've resent it now.")), False),
    # sympathy, an apology said again, an inability
    ((("Can you check the invoice?", "It shows two limousines."),
      ("ok but my husband just broke his ankle", "I'm so sorry to hear that. We can move the booking.")), False),
    ((("Can you check the invoice?", "It shows two limousines."),
      ("ok but it was a gift to ME", "I'm sorry, I'm not able to see account details of others.")), False),
])
def test_an_apology_opening_the_answer_to_a_later_message_is_a_weak_cue(
        exchanges: tuple[tuple[str, str], ...], complaint: bool) -> None:
    found = signal(conversation(*exchanges), "complaint", RULES_ONLY)
    assert ((found is not None) and "apology opens" in found.evidence[-1].detail) is complaint, exchanges


# Making a complaint as someone's wish under a condition, or asked how or where, and the procedure named, are
# complaints as a topic: a question about the procedure; a threat or a wish is the user's own.
@pytest.mark.parametrize(("message", "complaint"), [
    ("May I also ask what your procedure is should a customer wish to make a formal complaint?", False),
    ("If I ever needed to raise a complaint, who would I write to?", False),
    ("And for our policy folder, how would a resident or their family lodge a formal complaint with you if they ever "
     "needed to?", False),
    ("And if a family ever has a problem with you guys, what's your formal complaint / grievance process?", False),
    ("How do I file a formal complaint against them? Is it the regulator or some other body?", False),
    ("Our bank's due diligence form asks for your complaints-handling procedure. Do you have a document?", False),
    ("hi we'd like to make a complaint formally. who should I address it to?", True),
    ("Where do I send a complaint? This is a disgrace.", True),
    ("how do I make a complaint about your terrible service?", True),
    ("If this isn't sorted by Friday I will make a formal complaint.", True),
    ("I'd like to make a formal complaint about one of your staff.", True),
])
def test_making_a_complaint_under_a_condition_is_a_question_about_the_procedure(message: str, complaint: bool) -> None:
    assert (signal(after_opening(message, "Of course."), "complaint", RULES_ONLY) is not None) is complaint, message


# A modal after "so" and its subject names a purpose, not a wish for a person.
@pytest.mark.parametrize(("message", "asks"), [
    ("Nobody turned up and nobody rang. I cleared the store room last night so your engineer could get to the units "
     "and we opened late waiting for him. Can you find out what happened please?", False),
    ("ok so can someone call me back about it?", True),
])
def test_a_person_named_in_a_purpose_is_no_request(message: str, asks: bool) -> None:
    assert (signal(after_opening(message, "Let me check."), "escalation") is not None) is asks, message


# The user quoting the agent's previous answer back, in the quotation marks of any script, holds it to its words.
@pytest.mark.parametrize(("exchanges", "complaint"), [
    ((("Ihre Leute haben die Kartons mitgenommen.", "Es ist gut möglich, dass beides noch im Lager ist."),
      ("„Gut möglich“? Das sind die einzigen Fotos von meinem Vater.", "Ich lasse das sofort prüfen.")), True),
    ((("When will my refund arrive?", "Refunds are processed within 48 hours."),
      ('you said "within 48 hours" on Monday. it is Friday.', "Let me check.")), True),
    ((("予約を変更したいです", "確認します。少々お待ちください。"),
      ("「確認します」って昨日も言いましたよね", "確認いたします。")), True),
    # asking what the words mean, with an apology; a quotation of someone else; nothing to echo in a first message
    ((("What do I need for the renewal?", "Proof of your sponsor's financial means."),
      ("sorry, I don't understand, what is 'financial means'?", "It means bank statements or payslips.")), False),
    ((("Can I return it?", "Yes, within 30 days."),
      ('my friend said "they never refund anything" but ok, how do I start?', "From your account page.")), False),
])
def test_the_agents_words_quoted_back_are_a_complaint_in_any_language(
        exchanges: tuple[tuple[str, str], ...], complaint: bool) -> None:
    found = signal(conversation(*exchanges), "complaint", RULES_ONLY)
    assert ((found is not None) and "echo" in found.evidence[-1].detail) is complaint, exchanges


# The agent opening its answer with the user's joy read delight in the turn: capitals, "!!!", a count, frustration
# told as past and the model's verdict were joy; a judgement of the agent or the service still stands.
@pytest.mark.parametrize(("message", "reply", "complaint"), [
    ("ok so the sellers just agreed to fix EVERYTHING on our repair request!!! holy sh*t this is actually happening",
     "Congratulations!! That's great news.", False),
    ("OK THAT WORKED!! Thank you so much, I've been losing my mind over this since Sunday.",
     "Wonderful — congratulations on book 2!", False),
    ("just gave blood for the 50th time!!! 🎉🎉", "Congratulations! Thank you for donating.", False),
    ("I JUST OPENED MY PACKAGE AND OMG!!! The curls are popping, this is exactly what I wanted",
     "Aww we are so glad you love it! Thank you for choosing us!", False),
    ("The flight was magical but your booking system is a shambles, it lost my voucher twice.",
     "Congratulations on your first flight, and I'm sorry about the voucher.", True),
    ("I've been losing my mind over this since Sunday.", "I'm sorry, let me look at it.", True),
])
def test_a_turn_the_agent_answers_with_joy_is_no_complaint_unless_it_judges(message: str, reply: str,
                                                                            complaint: bool) -> None:
    assert (signal(after_opening(message, reply), "complaint") is not None) is complaint, message


# A first message that names someone outside the user's own people and nothing of the agent or the service is a story:
# its cues count only when the conversation corroborates them (the agent's sympathy does not); a later message, or one
# naming the service, counts.
@pytest.mark.parametrize(("exchanges", "complaint"), [
    ((("I ordered a print from a seller in Lisbon for my sister's wedding and it's STILL not here. Tracking says "
       "'in transit' for 6 days now. I'm losing my mind", "Oh no, sorry to hear that! Do you want rush framing?"),
      ("yes please, A2", "Done.")), False),
    ((("I ordered a print from your shop for my sister's wedding and it's STILL not here. I'm losing my mind",
       "Oh no, sorry to hear that!"),), True),
    # the user's own people are whom the user writes for
    ((("The bouquet I sent my wife arrived a day late. Honestly I am so frustrated about it",
       "Oh no, sorry to hear that!"),), True),
    ((("I need a frame for a print.", "Sure, which size?"),
      ("A2. The seller sent it 6 days ago and it's STILL not here. I'm losing my mind", "Oh no, sorry to hear that!")),
     True),
])
def test_a_first_message_naming_only_someone_else_is_a_story(exchanges: tuple[tuple[str, str], ...],
                                                             complaint: bool) -> None:
    assert (signal(conversation(*exchanges), "complaint", RULES_ONLY) is not None) is complaint, exchanges


# The agent's apology for what it cannot do is its own limit: it does not corroborate the learned model's verdict, as an
# apology for the service does.
@pytest.mark.parametrize(("answer", "complaint"), [
    ("Thank you for the address. I'm sorry, I don't have access to account manager assignments.", False),
    ("Thank you for the address. I'm sorry about that.", True),
])
def test_an_apology_for_what_the_agent_cannot_do_corroborates_nothing(answer: str, complaint: bool) -> None:
    opening = ("Need to change registered office address", "Sure! The fee is S$50 and we need the address.")
    asked = "new address is 10 Anson Road. who is my account manager ah? last time was Michelle"
    session = conversation(opening, (asked, answer))
    assert (signal(session, "complaint") is not None) is complaint, answer


# A comma before a clause with a subject or a question of its own ends the part a judgement is read in for its target.
@pytest.mark.parametrize(("message", "complaint"), [
    ("ahh you're a lifesaver, we're potty training and it's a disaster lol", False),
    ("oh and last year the heaters were rubbish because it was so windy lol, do you have ones with a guard", False),
    ("your service, honestly, is rubbish", True),
    ("you lot are hopeless, it's a disaster", True),
])
def test_a_judgement_is_aimed_by_its_own_clause(message: str, complaint: bool) -> None:
    assert (signal(after_opening(message, "Let me check."), "complaint", RULES_ONLY) is not None) is complaint, message


# A feeling the agent is said to have, or a question about its tastes or its life, is a remark on the agent as a being,
# not a judgement of how it serves.
@pytest.mark.parametrize(("message", "complaint"), [
    ("You are jealous", False),
    ("Now you're scaring me", False),
    ("why do you like longfellow", False),
    ("Why can't you eat food", False),
    ("you are useless", True),
    ("why can't you just answer the question", True),
])
def test_the_agent_as_a_being_is_not_judged(message: str, complaint: bool) -> None:
    assert (signal(after_opening(message, "Let me check."), "complaint", RULES_ONLY) is not None) is complaint, message


# Intensity in a message of delight is joy; beside irony, a negative word or a negation it still counts.
@pytest.mark.parametrize(("message", "complaint"), [
    ("BOOKING FOR SUNDAY THEN!!! wish me luck", False),
    ("the engineer was super helpful, ordering now!!", False),
    ("WE GOT THE KEYS TODAY!!! best day ever", False),
    ("AMAZING explanation!!! 👏", True),
    ("GREAT. JUST GREAT!!! the parcel is LOST again", True),
    ("NOT AMAZING AT ALL!!!", True),
])
def test_intensity_in_a_message_of_delight_is_joy(message: str, complaint: bool) -> None:
    found = signal(conversation(("Hi, I have a question.", "Sure, what is it?"), ("ok", "Great."),
                                (message, "Noted.")), "complaint", RULES_ONLY)
    assert (found is not None) is complaint, message


# Another provider told of in a story is someone else: a cue said of them counts only when the conversation
# corroborates it.
@pytest.mark.parametrize(("message", "complaint"), [
    ("Need a quote for an engineered hardwood install. The company we used for the lobby botched the underlay so the "
     "board wants it spec'd properly this time.", False),
    ("The last company that drilled for us left us with a dry borehole. What do you charge per metre?", False),
    ("How do I wash it? My last wig from another vendor turned to broom after two washes, I was so pissed", False),
    ("Your installer botched the underlay. Please get it right this time.", True),
])
def test_a_cue_said_of_another_provider_is_aimed_elsewhere(message: str, complaint: bool) -> None:
    found = signal(after_opening(message, "Thanks for the details. We'd need to measure on site."), "complaint",
                   RULES_ONLY)
    assert (found is not None) is complaint, message


def test_waiting_is_a_time_elapsed_not_a_state_over_a_time() -> None:
    detector = ComplaintDetector(ComplaintConfig())
    earlier = [(0, frozenset({"order"}))]
    for waited in ("it's been nearly three weeks", "its been 15 working days", "it's been sunny for ten days mate"):
        assert any(cue.family == "waiting" for cue in detector.cues(waited, earlier)), waited
    weather = "here it has been dreich and wet all week, hardly what the brochures promised"
    assert all(cue.family != "waiting" for cue in detector.cues(weather, earlier))


def test_a_number_of_times_is_a_complaint_unless_it_answers_the_agents_question() -> None:
    told = conversation(("Mi pedido no ha llegado.", "Lo reviso ahora mismo."),
                        ("J'ai appelé trois fois cette semaine.", "Je vérifie."))
    assert signal(told, "complaint") is not None
    answered = conversation(("El router no funciona.", "¿Lo ha reiniciado?"),
                            ("Sí, lo reinicié tres veces.", "Gracias."))
    assert signal(answered, "complaint") is None


def test_a_number_of_times_in_the_first_message_is_weak_and_counts_with_a_request_for_a_person() -> None:
    charged = ("Me cobraron el deducible dos veces. Copio lo que me llegó del banco:\n\n"
               "Bancolombia: Compraste $950.000,00 en TALLER AUTOCOLOR SAS el 12/03/2025 a las 10:41.")
    assert signal(conversation((charged, "El deducible lo define la aseguradora.")), "complaint") is None
    for message in ("Ich möchte bitte mit jemandem aus Ihrem Büro sprechen. Der Gärtner ist schon zweimal nicht "
                    "gekommen.", "hola, quiero hablar con una persona, me han cobrado dos veces"):
        assert signal(conversation((message, "Un momento.")), "complaint") is not None, message


# The learned model's request for a person counts only where the message names someone or reaching them outside the
# user's own people.
@pytest.mark.parametrize(("message", "asks"), [
    ("I'd like to dispute a charge from a hotel in Porto, they billed me twice", False),
    ("post please", False),
    ("had to get a lift from my manager lol. need a new battery for a 2015 fiesta", False),
    ("There was a human interest story about our street in the paper, can I buy a print of the photo?", False),
    ("I'd like to discuss it with the owner", True),
    ("Can I just book with an audiologist please?", True),
])
def test_the_models_request_for_a_person_names_someone(message: str, asks: bool) -> None:
    found = signal(after_opening(message, "Sure."), "escalation")
    assert (found is not None and found.evidence[0].detail.startswith("user asks")) is asks, message


# Thanks or praise with a rolled eye is sarcasm; "not getting anywhere" is going nowhere.
@pytest.mark.parametrize("message", [
    "super helpful, thank you 🙄",
    "great, good to know the parcel is lost 🙃",
    "I'm not getting anywhere with this chat",
])
def test_sarcasm_with_a_rolled_eye_and_not_getting_anywhere_are_complaints(message: str) -> None:
    assert signal(after_opening(message, "Sure."), "complaint", RULES_ONLY) is not None, message


def test_a_smile_with_thanks_is_no_sarcasm() -> None:
    assert signal(after_opening("great, thank you 🙂", "Sure."), "complaint", RULES_ONLY) is None


def test_a_quotation_does_not_make_a_message_in_another_language_english() -> None:
    # The quotation is read as "that": the message is still Japanese, and its frames are read.
    message = "今月これで4回目です。毎回「確認します」と言われるだけです。"
    assert signal(after_opening(message, "申し訳ございません。"), "complaint") is not None


@pytest.mark.parametrize(("message", "complaint"), [
    ("ok great, I'll bring the right cable this time. thanks!", False),
    ("please just get it right this time", True),
])
def test_this_time_is_a_complaint_when_the_agent_is_to_get_it_right(message: str, complaint: bool) -> None:
    assert (signal(after_opening(message, "Sure."), "complaint", RULES_ONLY) is not None) is complaint, message


@pytest.mark.parametrize(("message", "complaint"), [
    ("I'd like to make a formal complaint about the engineer who came on Tuesday", True),
    ("could someone call me back, it's about a complaint I raised in the shop", True),
    ("not a complaint, just a suggestion: could you open earlier on Saturdays?", False),
])
def test_making_a_complaint_is_one(message: str, complaint: bool) -> None:
    assert (signal(after_opening(message, "Sure."), "complaint", RULES_ONLY) is not None) is complaint, message


# A word with someone, being put in touch, someone asked to talk to the user, someone of a trade asked to speak or call.
@pytest.mark.parametrize("message", [
    "Could I have a quick word with whoever runs the Saturday class?",
    "Could I be put in touch with whoever handles trade accounts?",
    "could someone from the repairs team talk to me about it?",
    "I'd really like to speak to the pharmacist directly",
    "please have the surveyor phone me this afternoon",
    "is it possible someone calls me back tomorrow?",
])
def test_more_ways_of_asking_for_a_person(message: str) -> None:
    found = signal(after_opening(message, "Sure."), "escalation", RULES_ONLY)
    assert found is not None and found.evidence[0].detail.startswith("user asks"), message


@pytest.mark.parametrize("message", [
    "a word with you about the invoice: is VAT included?",
    "my daughter talked to the teacher about it and it's fine now",
])
def test_a_word_or_a_trade_named_without_asking_is_no_request(message: str) -> None:
    assert signal(after_opening(message, "Sure."), "escalation", RULES_ONLY) is None, message


@pytest.mark.parametrize(("message", "complaint"), [
    ("£15 to change a seat? Is this a joke?", True),
    ("a £30 fee for one day late, that's pretty harsh", True),
    ("is this a joke shop or a real one?", False),
])
def test_a_rhetorical_joke_and_a_charge_judged_harsh_are_complaints(message: str, complaint: bool) -> None:
    assert (signal(after_opening(message, "Sure."), "complaint", RULES_ONLY) is not None) is complaint, message


@pytest.mark.parametrize(("message", "reply"), [
    ("T45 is wheat flour. that is the opposite of gluten free.",
     "You're absolutely right, I'm sorry. The right product is our gluten-free blend."),
    ("Das hatten wir im Januar genau so. Und im Dezember. Jedes Mal mach ich ne Meldung und passiert ist nix.",
     "Ich verstehe Ihren Ärger, zumal es offenbar nicht das erste Mal ist."),
    ("Me he pedido la mañana libre en el trabajo para esto.",
     "Tienes toda la razón y lo siento. No se te cobrará el servicio de hoy."),
    ("on ouvre a midi, j'ai rien pour la mise en place.",
     "Vous avez raison, et je suis désolé : je vous offre les frais de livraison."),
    # the frustration named in any language, and the user granted right in more languages
    ("Identyczną odpowiedź dostałam w październiku. I w listopadzie.",
     "Rozumiem Pani frustrację. Widzę w systemie dwa wcześniejsze zgłoszenia w tej sprawie."),
    ("£20 to get back my own bag. you lot are having a laugh",
     "I know the fee is frustrating. It covers 30 days of storage."),
    ("Dit IS de eindfactuur. F-2025-00412.", "Excuses, u heeft gelijk. De aanbetaling is niet verwerkt."),
    ("Przelew wyszedł 10.11 o 9:14, to nie moja wina.", "Ma Pan rację – liczy się data obciążenia rachunku."),
    ("Faturayı iki kez gönderdim.", "Haklısınız, özür dileriz. Faturanız işleme alındı."),
    ("Saya sudah bilang alamatnya salah.", "Maaf, Anda benar. Alamatnya sudah kami perbaiki."),
    ("Tôi đã nói rồi mà.", "Bạn nói đúng, xin lỗi vì sự bất tiện."),
    ("我已经说过两次了。", "您说得对，非常抱歉。"),
    ("Το έχω πει ήδη δύο φορές.", "Καταλαβαίνω την απογοήτευσή σας."),
])
def test_the_agent_owning_the_users_displeasure_makes_the_turn_a_complaint(message: str, reply: str) -> None:
    found = signal(after_opening(message, reply), "complaint", RULES_ONLY)
    assert found is not None and found.evidence[0].turn == 1
    assert "agent concedes" in found.evidence[0].detail


# The user saying "no" in any language, answered with the agent's apology, in a message no model here reads.
@pytest.mark.parametrize(("message", "reply", "complaint"), [
    ("nie ma takiej zakładki w e-BOK. pisałem już wczoraj", "Przepraszam za niedogodności. Spróbuj ponownie.", True),
    ("20%?? no contrato que eu assinei não tem isso não.", "Peço desculpas pela confusão. Vou verificar.", True),
    ("Llevo 15 minutos esperando y nada.", "Disculpe la espera, ya lo reviso.", True),
    ("Paket belum sampai, sudah seminggu.", "Mohon maaf atas keterlambatannya.", True),
    ("Пакет так и не пришёл, ничего не работает.", "Приносим извинения, проверяем.", True),
    ("Het ligt er nog steeds, na tien dagen.", "Excuses. Ik heb een medewerker gevraagd u te bellen.", True),
    ("Yaptım, hâlâ aynı.", "Özür dileriz, kontrol ediyorum.", True),
    ("Danke. Und kann ich noch Artikel hinzufügen?", "Entschuldigung für die Wartezeit: ja, bis 18 Uhr.", False),
    # no negation, no apology, or an English message (the learned model reads those)
    ("El paquete llegó roto.", "Lo siento mucho, le enviamos otro.", False),
    ("No, gracias, eso es todo.", "Perfecto, que tenga un buen día.", False),
    # closing on "ok": the user takes up the answer (a word read as "no" elsewhere, "nem", Tok Pisin's name)
    ("Ah, dispela akaun em i nem blo brata blo mi. Ok mi wetim call.",
     "Understood. Bring a signed letter on Thursday. Sorry again for the delay.", False),
    ("the tab isn't there, I have looked everywhere", "Sorry about that, try logging out and in again.", False),
])
def test_the_user_saying_no_answered_with_an_apology_is_a_complaint_in_any_language(
        message: str, reply: str, complaint: bool) -> None:
    # (after a greeting in no language the model reads: a terse reply in an English conversation is read as English)
    found = signal(conversation(("Hola.", "Hola, ¿en qué puedo ayudar?"), (message, reply)), "complaint", RULES_ONLY)
    assert ((found is not None) and "disputed" in found.evidence[0].detail) is complaint, message


def test_the_user_saying_no_to_a_first_message_apology_is_the_service_fault() -> None:
    opening = ("El paquete no llegó.", "Lo siento mucho, lo reviso ahora.")
    assert signal(conversation(opening), "complaint", RULES_ONLY) is None


@pytest.mark.parametrize(("message", "reply"), [
    ("ok and the second one?", "I understand. Let me look at that."),
    ("It's the 14th, the Tuesday.", "You're right that the 14th is a Tuesday; I've booked it."),
    ("Sie haben Recht auf eine Erstattung, steht im Vertrag?", "Sie haben Recht auf eine Erstattung, ja."),
    ("Je comprends, merci.", "Je comprends, c'est noté."),
    ("En het bedrag van de aanbetaling?", "Het bedrag is gelijk aan 10% van de offerte."),
    ("Ile to kosztuje?", "Przepraszam za zwłokę: rata wynosi 1 842,70 PLN."),
    ("Alamat saya Jalan Mawar 5.", "Terima kasih, alamat Anda benar dan sudah tersimpan."),
])
def test_a_plain_acknowledgement_or_a_right_granted_is_no_concession(message: str, reply: str) -> None:
    assert signal(after_opening(message, reply), "complaint", RULES_ONLY) is None


def test_the_agent_owning_a_first_message_owns_the_service_fault_not_displeasure() -> None:
    opening = ("I was charged twice for the same booking.", "You're right, I'm sorry: the second charge is ours.")
    assert signal(conversation(opening), "complaint", RULES_ONLY) is None


def test_sentences_shouted_in_capitals_are_a_complaint_and_one_line_in_capitals_is_caps_lock() -> None:
    for message in ("I AM PREMIUM. IT CRASHES. THE APP. CRASHES.", "WE ARE LOCKED OUT AND NOBODY IS ANSWERING!"):
        shouted = signal(after_opening(message), "complaint", RULES_ONLY)
        assert shouted is not None and "shouting" in shouted.evidence[0].detail
    for line in ("WHAT IS THE INTEREST RATE ON THE SAVER ACCOUNT", "I NEED TO CHANGE THE ADDRESS ON MY ACCOUNT"):
        assert signal(after_opening(line), "complaint", RULES_ONLY) is None


PET_SITTING = ("hello, my sitter broke a lamp (she told me straight away, honestly she's lovely, not blaming her). "
               "does the Care Guarantee cover property damage?",
               "Hello! Yes, the Care Guarantee covers accidental property damage during a booking, up to $2,500. "
               "Please submit a claim with photos within 14 days.")
ASKS_FOR_A_CALL = ("Submitted. It's an antique, appraised at $1,800. Could someone from your claims team call me? I'd "
                   "like to walk them through the appraisal, it's a bit complicated.")


def test_a_call_arranged_after_a_request_for_a_person_answers_it_and_does_not_corroborate_a_complaint() -> None:
    arranged = ("Certainly. I've asked a claims specialist to call you about the appraisal. You can expect a call "
                "within 2 business days.")
    assert signal(conversation(PET_SITTING, (ASKS_FOR_A_CALL, arranged)), "complaint") is None
    # the same turn, answered with an apology, is corroborated
    reacted = signal(conversation(PET_SITTING, (ASKS_FOR_A_CALL, "I'm sorry, I understand.")), "complaint")
    assert reacted is not None and "agent reacts" in reacted.evidence[0].detail


def test_a_person_named_in_a_clause_that_wishes_nothing_is_no_request_whatever_the_answer() -> None:
    message = ("lol my brakes squeal so loud people look at me like im not even human. is that a pad thing or a rim "
               "thing?")
    for answer in ("Of course. What is the best number to reach you?", "I'll ask our bookings team to call you back."):
        assert user_asks(conversation((message, answer))) == [], answer


@pytest.mark.parametrize("message", [
    "Good day. I have a voucher for two persons. Can I book a third person additionally?",
])
def test_a_request_only_the_learned_model_reads_counts_when_the_agent_answers_about_people(message: str) -> None:
    def request(answer: str | None) -> bool:
        found = signal(conversation((message, answer)), "escalation")  # type: ignore[arg-type]
        return found is not None and found.evidence[0].detail.startswith("user asks for a person (learned)")

    assert not request("On rim brakes, squealing is usually down to pad toe-in. Yes, add one in the booking form.")
    assert request("Of course. What is the best number to reach you?")
    assert request("I'll ask our bookings team to call you back.")
    assert request(None)  # no answer (the session ended): the model's verdict stands


@pytest.mark.parametrize(("message", "complaint"), [
    ("Hello, I'm closing the café at the end of March, retiring after 31 years. What do I need to do?", False),
    ("OK, then can you get one of your people to phone me about the voucher rules?", False),
    ("that's it, I'm closing my account", True),
    ("what is wrong with you people", True),
])
def test_closing_ones_own_business_or_the_companys_people_named_is_no_giving_up_or_stance(message: str,
                                                                                      complaint: bool) -> None:
    assert (signal(after_opening(message, "Let me check."), "complaint", RULES_ONLY) is not None) is complaint


@pytest.mark.parametrize(("message", "complaint"), [
    ("Is woodworm treatment the same thing as dry rot treatment? The home report says historic insect activity", False),
    ("that's the same thing as you said before", True),
    ("you gave me the same answer as last time", True),
])
def test_the_same_thing_as_before_is_repetition_and_comparing_two_things_is_not(message: str,
                                                                                 complaint: bool) -> None:
    found = signal(after_opening(message, "Let me check."), "complaint", RULES_ONLY)
    assert (found is not None) is complaint, message


@pytest.mark.parametrize(("message", "complaint"), [
    ("Siku 7?? Hii ni msiba jamani, tulituma maombi wiki iliyopita", True),
    ("3 mois de préavis ?? La société sera radiée dans 15 jours.", True),
    ("Saa 24? Ni siku tano sasa. Mnasoma ujumbe kweli?", True),
    # a number the agent did not give, or no disbelief beside it
    ("Siku 9?? Hii ni msiba jamani, tulituma maombi wiki iliyopita", False),
    ("Sawa, siku 7 ni sawa. Asante sana kwa msaada", False),
])
def test_a_number_of_the_agents_written_back_with_disbelief_is_a_complaint_in_any_language(
        message: str, complaint: bool) -> None:
    session = conversation(("Habari, nataka kuongeza mwanachama mpya kwenye kikundi chetu cha chama.",
                            "Karibu! Ombi litachukua siku 7 za kazi, saa 24, au 3 mois de préavis pour la société."),
                           (message, "Naelewa. Nitaangalia ombi lako."))
    found = signal(session, "complaint", RULES_ONLY)
    assert (found is not None and "number exclaimed" in found.evidence[0].detail) is complaint, message
    # in the user's first message the number is the user's own
    assert signal(conversation((message, "Naelewa.")), "complaint", RULES_ONLY) is None


def test_a_number_the_user_gave_first_exclaimed_back_is_no_disbelief() -> None:
    # The user's own choice, taken up by the agent and confirmed with joy, is no figure held against the agent's.
    session = conversation(("Bonghjornu, vuleriamu affittà un sumere u 14 è u 15 di lugliu, per andà à u lavu",
                            "U 14 è u 15 di lugliu ci hè sempre un sumere liberu."),
                           ("Perfettu, metteteci per u 14 allora!! I zitelli sò FOLLI 😂", "Hè riservatu."))
    assert signal(session, "complaint", RULES_ONLY) is None


def test_a_number_asked_back_is_no_complaint_when_the_agent_asked_for_it() -> None:
    opening = ("Habari, nataka kuongeza mwanachama mpya kwenye kikundi chetu cha chama.",
               "Karibu! Ombi litachukua saa 24. Mnataka saa 24 au siku 3?")
    asked = conversation(opening, ("Saa 24? Ndiyo tafadhali, hiyo ni sawa kwetu", "Sawa, nimeweka."))
    assert signal(asked, "complaint", RULES_ONLY) is None
    told = conversation((opening[0], "Karibu! Ombi litachukua saa 24."),
                        ("Saa 24? Ni siku tano sasa tangu tulipoomba.", "Naelewa. Nitaangalia."))
    found = signal(told, "complaint", RULES_ONLY)
    assert found is not None and "number exclaimed" in found.evidence[0].detail
