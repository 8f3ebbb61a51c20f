"""A request for a person read from a call arranged to the number the user gave, in any language: the agent's answer
says back the phone number the user wrote with words of their own ("Kan iemand van het bestuur me even bellen om de
plek te bespreken? 06-48213907" "... Iemand belt je deze week op 06-48213907."): the messages and answers that must
and must not be read so, and real conversations of the tuning sets."""

from __future__ import annotations

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.number_called import asks_for_a_number, number_called
from tests import factory
from tests.factory import labelled_request_found, unlabelled_requests_flagged

CALLED = {
    # Dutch: can someone of the board call me to discuss the plot?
    ("Oké. Kan iemand van het bestuur me even bellen om de plek te bespreken? 06-48213907",
     "Prima, ik heb het doorgezet naar het bestuur. Iemand belt je deze week op 06-48213907."): "06-48213907",
    # Galician: I want to speak with the manager, not a machine. Call me on ..., in the afternoon
    ("Abre o que queiras pero eu quero falar co encargado ou coa dona da casa, non cunha máquina. Chamádeme ao 655 "
     "512 908, pola tarde",
     "De acordo. Abrín a reclamación e trasladei a súa petición á responsable de reservas, que a chamará esta tarde ao "
     "655 512 908. Sentimos de novo as molestias."): "655 512 908",
    # Urdu: give me the number of someone in sales, or have them call me
    ("ٹھیک ہے۔ آپ کے سیلز والے کسی صاحب کا نمبر دے دیں یا وہ خود مجھے کال کر لیں، ریٹ پر تھوڑی بات کرنی ہے۔ "
     "0321 5550143",
     "جی ضرور، ہمارے کارپوریٹ سیلز کے نمائندے آج شام 5 بجے سے پہلے آپ کو 0321 5550143 پر کال کریں گے۔"): "0321 5550143",
    # Tzotzil: I want to speak with a person of the co-operative, the one in charge of shipping; my number ...; the
    # answer's second sentence runs on over a semicolon before a lower-case word, and the hours to call in follow the
    # number said back ("+1 407 298 6614 (9–11 am")
    ("Pero mu jk'an chkalbot ep velta. Ta jk'an chik'opoj xchi'uk jun krixchano ta cooperativa, li encargada ta "
     "envíos. Ak'bo jnumero: +1 407 298 6614.",
     "Lek, la jchapan li direccione ta Estafeta. Xchi'uk la jtak' ava'yej ta encargada ta envíos, Rosa Hernández Díaz; "
     "ta xak'bot llamada ok'ob ta +1 407 298 6614 (9–11 am, ora Chiapas). Reporte: ENV-4471."): "+1 407 298 6614",
}
NOT_CALLED = (
    # the number opening the answer's sentence: looked up, not called (Luri: my building manager says the outage
    # texts do not come to us, why? my number ...; the number ... is linked to no bill yet)
    ("مدیر ساختمونمو گت پیامک خاموشی سی ایما نمیاد. سی چه؟ شماره مو ۰۹۱۶۳۲۱۴۵۷۸",
     "شماره ۰۹۱۶۳۲۱۴۵۷۸ هنی به هیچ شناسه قبضی وصل نیه. سی گرفتن پیامک، د اپلیکیشن شناسه قبض خوتو اضافه کنید."),
    # the number alone, or with thanks: the answer to the agent's question for it
    ("75 512 089. Ke emetse", "Ke a leboga. Mongwe wa badiri o tla go leletsa mo go 75 512 089."),
    ("Go siame, 72 555 904. Ke a leboga rra", "Ke a leboga. Ngaka e tla go leletsa mo go 72 555 904 ka Labobedi."),
    # a time given beside the number: the answer to the agent's question for when (Tongan: after 6 pm NZ time, thanks)
    ("+64 21 447 9082, hili e 6 efiafi taimi NZ. Malo aupito",
     "Mālō! ʻE telefoni atu ʻa ʻAna ki he +64 21 447 9082 ʻapongipongi hili ʻa e 6 efiafi taimi NZ."),
    # a day given in another sentence: a visit booked, the visitor to call before coming (Lithuanian: Thursday the
    # 22nd suits. Could you just call before coming, number ...)
    ("Ketvirtadienis 22 d. tinka. Tik gal galit paskambinti prieš atvažiuojant, numeris 8 655 50123.",
     "Rezervuota: 2027-04-22, 09:00–12:00, atvyks matininkas, prieš atvykdamas paskambins numeriu 8 655 50123."),
    # an answer that asks on: the agent carrying on a call it offered (Swedish: yes please, it would be kind if she
    # rang; Karin will ring you next week, is there a time of day that suits you?)
    ("Ja tack, det vore snällt om hon ringde. Jag är inte så van vid det här med datorn. Mitt nummer är 070-174 05 91.",
     "Det ordnar jag! Karin ringer dig på 070-174 05 91 någon gång nästa vecka. Finns det en tid på dagen som passar "
     "dig särskilt bra?"),
    # a code glued to letters: a contract's number looked up
    ("Könnten Sie bitte mal konkret in meinen Vertrag schauen, statt Textbausteine zu schicken? Vertragsnr. DR-7730418",
     "Entschuldigung, da haben Sie recht. Bei Ihrem Vertrag DR-7730418 war die Erstellung des Angebots hängen "
     "geblieben."),
    # the number further on in the answer: a detail of a booking (Twi)
    ("Aane. Din no ne Kwabena Asamoah, 024 555 7781. Se ebeye yie a ma room baako nye ground floor, me maame ntumi "
     "mforo staircase",
     "Yoo, medaase. Me book rooms 3 ama Kwabena Asamoah, 14th kɔsi 16th. Wobɛtumi atua deposit GHS 450 wɔ MoMo so. "
     "Yɛde details no bɛsoma 024 555 7781."),
)


@pytest.mark.parametrize(("exchange", "number"), CALLED.items())
def test_the_number_an_answer_says_back(exchange: tuple[str, str], number: str) -> None:
    assert number_called(*exchange) == number


@pytest.mark.parametrize("exchange", NOT_CALLED)
def test_no_number_called(exchange: tuple[str, str]) -> None:
    assert number_called(*exchange) is None


def test_a_number_asked_for_by_its_loanword() -> None:
    assert asks_for_a_number("Necesitaremos tamén o número de contrato e unha foto da lectura actual do contador.")
    assert asks_for_a_number("Ke kopa nomoro ya gago.")
    assert not asks_for_a_number("Posso oferecer um novo horário ainda esta semana?")


@pytest.mark.parametrize(("name", "identifier", "starts"), [
    ("signals_tuning_14.json", "allotment-005", "Oké. Kan iemand van het bestuur"),  # Dutch
    ("signals_tuning_19.json", "soca-rafting-001", "Lahko prosim kdo iz pisarne"),  # Slovenian
    ("signals_tuning_26.json", "galician-rural-house-019", "Abre o que queiras"),  # Galician
    ("signals_tuning_36.json", "tzotzil-weaving-shop-004", "Paraje Yaltem"),  # Tzotzil
])
def test_real_requests_found_from_the_number_called(name: str, identifier: str, starts: str) -> None:
    assert labelled_request_found(name, identifier, starts)


@pytest.mark.parametrize(("name", "identifier"), [
    # Galician: the contract number the agent asked for, said back with the request it filed
    ("signals_tuning_26.json", "galician-water-010"),
    # Setswana: the number the agent asked for, for the vet's call it arranged unasked
    ("signals_tuning_26.json", "setswana-vet-013"),
    # Swedish: a call the agent offered, taken up
    ("signals_tuning_17.json", "dog-training-school-004"),
])
def test_no_request_read_from_a_number_asked_for_or_offered(name: str, identifier: str) -> None:
    assert not unlabelled_requests_flagged(name, identifier)


def test_the_number_is_never_shown_and_a_first_message_is_not_read() -> None:
    # Slovenian: could someone from the office call, so we agree on the IBAN and the sum?
    asked = ("Lahko prosim kdo iz pisarne pokliče, da se dogovorimo za IBAN in znesek? 041 555 017",
             "Seveda. Jutri dopoldne vas bo na 041 555 017 poklicala sodelavka iz pisarne.")
    # the first message: a number there is as often the matter's own (an order, a contract)
    first = detect(factory.conversation(asked), MinerConfig()).signals
    assert not conversations.flagged_turns(first)["escalation_request"]
    session = factory.conversation(
        ("Pozdravljeni, imate še prosta mesta za spust po Soči v soboto?",
         "Pozdravljeni! V soboto imamo še 6 prostih mest ob 10. uri, cena je 45 evrov na osebo."), asked)
    found = detect(session, MinerConfig()).signals
    assert conversations.flagged_turns(found)["escalation_request"] == {1}
    details = [evidence.detail for signal in found for evidence in signal.evidence if evidence.turn == 1]
    assert any("the agent has the number given called" in detail for detail in details)
    assert not any("555" in detail for detail in details)


@pytest.mark.parametrize(("message", "answer"), [
    # Acholi: can I get a counsellor to call me on my own phone? my number ...; yes, I can. I passed it to the
    # counsellor ... She will call you on ... (a first sentence of a word or three says yes)
    ("Tim ber, atwero nongo counsellor mo ma lwonga i cim kenna? Pe i ot yat. Namba na 0704 556 281, lwonga otyeno.",
     "Eyo, atwero. Aketo lok bot counsellor me Youth Corner. En bilwongi i 0704 556 281 i otyeno."),
    # Adyghe, the palochka written "1" ("Сыолъэ1у", please): a letter, not a digit beside the number
    ("Сыолъэ1у, контролерым е шъуиIофышIэхэм зыгорэм телефонкIэ къысфытеуи къысаIуатэ. 8 918 361-22-04.",
     "Хъущт, Нальбий. Заявкэ № ПЛ-55120 естыгъ. Контролерыр, Аслан Шхалаховыр, неущ 8 918 361-22-04-м къыпфытеощт."),
])
def test_an_answer_opening_on_a_yes_says_the_number_back_after_it(message: str, answer: str) -> None:
    assert number_called(message, answer)


def test_a_semicolon_before_a_capital_still_ends_the_sentence() -> None:
    # the number in the answer's third sentence, after a semicolon before a capital: a detail of something else
    message = ("Ta jk'an chik'opoj xchi'uk jun krixchano ta cooperativa, li encargada ta envíos. Ak'bo jnumero: 967 "
               "104 3387.")
    answer = ("Lek, la jchapan li direccione ta Estafeta. Xchi'uk la jtak' ava'yej ta encargada ta envíos; Rosa "
              "Hernández Díaz ta xak'bot llamada ok'ob ta 967 104 3387.")
    assert number_called(message, answer) is None
    assert number_called(message, answer.replace("; Rosa", "; ta Rosa")) == "967 104 3387"
