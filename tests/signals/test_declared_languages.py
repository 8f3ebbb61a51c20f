"""A language declared in `[tool.miner.signals.languages]` is read by the same rules as the built-in tables: the agent's
apologies (a later message it opens its answer with one to is a complaint), its hand-offs (escalation evidence, and
the message it answers so a request for a person), the words of asking for a person, the user's complaint phrases.
Checked on real conversations of the tuning sets in languages no built-in table holds, with and without the
declaration, and on phrases as users type them (no spaces between words, no marks on letters)."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from pydantic import ValidationError

from miner.cli import main
from miner.config import MinerConfig
from miner.model import Session, Turn
from miner.signals import build_detectors, detect
from miner.signals import labelled as conversations
from miner.signals.config import SignalsConfig
from miner.signals.declared import apologies_regex
from miner.signals.languages import COMPLAINT, ESCALATION, languages_read, unread_cues
from miner.signals.learned import session_english
from miner.signals.text import phrase_pattern

DATA = Path(__file__).resolve().parents[2] / "bench" / "data"


def _conversation(identifier: str) -> conversations.LabelledConversation:
    return next(conversation for conversation in conversations.load(DATA / "signals_tuning_19.json", "guide")[1]
                if conversation.session.session_id == identifier)


def _found(identifier: str, languages: dict[str, Any], **tables: Any) -> dict[str, set[int]]:
    config = MinerConfig.model_validate({"signals": {"languages": languages, **tables}})
    return conversations.flagged_turns(detect(_conversation(identifier).session, config).signals)


def _labelled(identifier: str, kind: str) -> set[int]:
    return {turn.index for turn in _conversation(identifier).turns if kind in turn.labels}


BENGALI = {"bengali": {"agent_apologies": ["দুঃখিত"]}}
SWAHILI = {"swahili": {"request_words": {"wish": ["nataka"], "contact": ["kuongea"], "person": ["mtu"]}}}
SERBIAN = {"serbian": {"agent_handoffs": ["javiće vam se", "povezujem vas sa"]}}
SERBIAN_WITH_WORDS = {"serbian": {**SERBIAN["serbian"], "request_words": {"person": ["nekim"]}}}
CANTONESE = {"cantonese": {"complaint_phrases": ["衰過"]}}


def test_a_later_message_the_agent_apologises_to_in_a_declared_language_is_a_complaint() -> None:
    # "I already sent the report last week. This is the third time I say it." "দুঃখিত, ..." (sorry, ...)
    assert _labelled("india-treatment-001", "complaint") >= {1}
    assert 1 not in _found("india-treatment-001", {})["complaint"]
    assert _found("india-treatment-001", BENGALI)["complaint"] == {1}


def _request_evidence(identifier: str, languages: dict[str, Any]) -> list[str]:
    config = MinerConfig.model_validate({"signals": {"languages": languages}})
    return [evidence.detail for signal in detect(_conversation(identifier).session, config).signals
            for evidence in signal.evidence if evidence.detail.startswith("user asks")]


def test_declared_request_words_find_a_request_for_a_person() -> None:
    # "Nataka kuongea na mtu wenu wa huduma kwa wateja, sio hii robot": undeclared, only the robot set aside after
    # the request reads it (tests/signals/test_machine_refused.py); declared, its words do
    assert _labelled("chama-app-002", "escalation_request") == {2}
    assert _request_evidence("chama-app-002", {}) == ['user asks for a person (not the machine): "sio hii robot"']
    assert _found("chama-app-002", SWAHILI)["escalation_request"] == {2}
    assert _request_evidence("chama-app-002", SWAHILI) == ['user asks for a person: "Nataka … kuongea … mtu"']


def test_the_agent_handing_off_in_a_declared_language_answers_a_request_for_a_person() -> None:
    # "... mogu li onda da porazgovaram sa nekim od majstora?" "Prosledio sam upit šefu radionice, javiće vam se ..."
    # Undeclared, only the number the user gave, said back, reads it (tests/signals/test_number_called.py); declared,
    # the agent's hand-off does, beside a request word of the language in the user's message ("nekim", someone).
    assert _labelled("autogas-workshop-003", "escalation_request") == {2}
    assert _request_evidence("autogas-workshop-003", {}) == [
        'user asks for a person (the agent has the number given called): "…"']
    assert _found("autogas-workshop-003", SERBIAN_WITH_WORDS)["escalation_request"] == {2}
    assert _request_evidence("autogas-workshop-003", SERBIAN_WITH_WORDS) == [
        'user asks for a person (the agent hands them off): "javiće vam se"']
    # The hand-off alone, no request word declared to corroborate it, is escalation evidence but no request.
    assert _request_evidence("autogas-workshop-003", SERBIAN) == [
        'user asks for a person (the agent has the number given called): "…"']


def test_saying_yes_to_a_person_offered_is_no_request_even_when_the_agent_hands_off() -> None:
    # "moze, hvala" to the agent's offer, answered "Povezujem vas sa kolegom": the agent's hand-off, no request.
    session = _conversation("autogas-workshop-005").session
    signals = detect(session, MinerConfig.model_validate({"signals": {"languages": SERBIAN}})).signals
    details = [evidence.detail for signal in signals for evidence in signal.evidence]
    assert details == ['agent hands off: "Povezujem vas sa"']
    assert not conversations.flagged_turns(signals)["escalation_request"]


def test_declared_complaint_phrases_are_found_in_a_script_without_spaces() -> None:
    # "洗完仲衰過未洗" (worse after the cleaning than before), in a run of characters with no word boundary
    assert _labelled("sneaker-care-001", "complaint") == {1}
    # (without the agent's answer owning the user's displeasure, "明白你嘅不滿", which finds it too)
    unconceded = {"complaint": {"weights": {"agent_concedes": 0}}}
    assert not _found("sneaker-care-001", {}, **unconceded)["complaint"]
    assert _found("sneaker-care-001", CANTONESE, **unconceded)["complaint"] == {1}
    for calm in ("sneaker-care-004", "sneaker-care-005"):
        assert not _labelled(calm, "complaint")
        assert not _found(calm, CANTONESE)["complaint"]


def _declaration(language: str) -> dict[str, Any]:
    return {language: json.loads((DATA / "declared_languages" / f"{language}.json").read_text(encoding="utf-8"))}


def _set_found(name: str, identifier: str, languages: dict[str, Any]) -> tuple[set[int], set[int]]:
    """The turns labelled a complaint, and those found, of one conversation of a tuning set with the declarations."""
    conversation = next(item for item in conversations.load(DATA / name, "guide")[1]
                        if item.session.session_id == identifier)
    config = MinerConfig.model_validate({"signals": {"languages": languages}})
    found = conversations.flagged_turns(detect(conversation.session, config).signals)["complaint"]
    return {turn.index for turn in conversation.turns if "complaint" in turn.labels}, found


@pytest.mark.parametrize("identifier", ["kaqchikel-vet-035", "kaqchikel-carpentry-033"])
def test_a_declared_phrase_in_a_message_closing_on_a_question_is_what_the_user_asks(identifier: str) -> None:
    # Kaqchikel: "Matyöx. Xa jun ri': man k'o ta nupwäq wakami, xtintoj pa sábado. ¿La ütz?" (thanks; only one thing:
    # I have no money now, I will pay on Saturday. Is that all right?): "nupwäq" (my money) is declared.
    labelled, found = _set_found("signals_tuning_31.json", identifier, _declaration("kaqchikel"))
    assert not labelled and not found


def test_a_declared_phrase_in_a_sentence_that_asks_is_what_the_sentence_asks() -> None:
    # Dagbani: "... N ni tooi nya nira shɛli loan committee ni ka o booni ma biɛɣu asiba? N bɔrila ni n yɛli ni
    # ninsala ..." (can I find someone of the loan committee to call me tomorrow morning? I want to talk to a person):
    # "biɛɣu" (tomorrow) is declared; its sentence asks, the message goes on after it.
    labelled, found = _set_found("signals_tuning_36.json", "dagbani-shea-coop-momo-005", _declaration("dagbani"))
    assert not labelled and not found


def test_a_declared_phrase_in_a_message_that_tells_is_still_read() -> None:
    # Shona: "Zvakanaka. Ndaneta henyu" (fine. I am tired of you), declared "ndaneta".
    labelled, found = _set_found("signals_tuning_22.json", "grocery-hampers-002", _declaration("shona"))
    assert 2 in labelled and 2 in found


@pytest.mark.parametrize(("phrase", "text"), [
    ("真係好差", "你哋真係好差勁"),  # Cantonese, within a run of characters
    ("ខ្ញុំមិនពេញចិត្ត", "អូ ខ្ញុំ\u200bមិន\u200bពេញចិត្ត\u200bទេ"),  # Khmer, its words marked by zero-width spaces
    ("ខ្ញុំ\u200bមិន\u200bពេញចិត្ត", "ខ្ញុំមិនពេញចិត្តទេ"),  # ... or not
    ("serviço péssimo", "SERVICO PESSIMO!!"),  # case and marks left off as users type
    ("žao mi je", "Zao mi je"),
    ("đubre", "ovo je djubre"),
    ("tena?", "tena？"),  # either question mark
    ("don't", "I don’t"),
    ("izvinjav* se", "Izvinjavamo se zbog kašnjenja"),  # a trailing * takes any ending
    ("খারাপ*", "খুবই খারাপভাবে"),  # ... vowel signs too
    ("f***", "f*** off"),  # a * after no letter is as written
])
def test_a_phrase_is_found_as_users_type_it(phrase: str, text: str) -> None:
    assert phrase_pattern(phrase).search(text)


@pytest.mark.parametrize(("phrase", "text"), [
    ("bad", "badly"),  # a word of a spaced script is whole
    ("péssimo", "péssimos"),
    ("pole", "napolean"),
    ("真係好差", "真係好正"),
    ("izvinjav*", "izvini"),
    ("izvinjav* se", "izvinjavamo, se"),  # the ending stops at a word's end
    ("f***", "fuck off"),
])
def test_a_phrase_is_not_found_in_other_words(phrase: str, text: str) -> None:
    assert not phrase_pattern(phrase).search(text)


def test_a_declared_language_is_handed_to_the_detectors_and_survives_a_round_trip() -> None:
    config = SignalsConfig.model_validate({"languages": {**BENGALI, **SERBIAN}})
    again = SignalsConfig.model_validate_json(config.model_dump_json())
    for signals in (config, again):
        assert signals.complaint.declared("agent_apologies") == ["দুঃখিত"]
        assert signals.escalation.declared("agent_handoffs") == ["javiće vam se", "povezujem vas sa"]
    assert not SignalsConfig().complaint.declared("agent_apologies")


def test_a_declared_language_has_only_the_known_keys() -> None:
    with pytest.raises(ValidationError, match="agent_apology"):
        SignalsConfig.model_validate({"languages": {"bengali": {"agent_apology": ["দুঃখিত"]}}})


def test_a_declared_language_is_no_longer_said_to_have_no_cues() -> None:
    bengali = ["আমার অর্ডার এখনও আসেনি, দয়া করে দেখুন"]
    assert unread_cues(bengali, languages_read(SignalsConfig())) == ("Bengali script", (COMPLAINT, ESCALATION))
    # The agent's apologies are read for complaints; request words for requests for a person.
    assert unread_cues(bengali, languages_read(SignalsConfig.model_validate({"languages": BENGALI}))) == (
        "Bengali script", (ESCALATION,))
    both = {"bengali": {"agent_apologies": ["দুঃখিত"], "request_words": {"person": ["মানুষ"]}}}
    assert unread_cues(bengali, languages_read(SignalsConfig.model_validate({"languages": both}))) is None


# "please wait" declared as a hand-off, as the declarations' writer did in most languages, with the language's wish and
# person words.
SWAHILI_WAIT = {"swahili": {"agent_handoffs": ["tafadhali subiri"],
                            "request_words": {"wish": ["tafadhali"], "contact": ["kuongea"], "person": ["mtu"]}}}
URDU_WAIT = {"urdu": {"agent_handoffs": ["براہ کرم انتظار کریں"],
                      "request_words": {"wish": ["براہ کرم"], "contact": ["بات"], "person": ["نمائندے"]}}}


def _details(identifier: str, languages: dict[str, Any]) -> list[str]:
    signals = detect(_conversation(identifier).session,
                     MinerConfig.model_validate({"signals": {"languages": languages}})).signals
    return [evidence.detail for signal in signals for evidence in signal.evidence]


def test_a_declared_wait_alone_is_no_hand_off() -> None:
    # "... bado inaonyesha sijalipa" "Malipo ya M-Pesa yanaweza kuchukua hadi saa 24 ... Tafadhali subiri kidogo."
    assert not _labelled("chama-app-001", "escalation_request")
    assert not _found("chama-app-001", SWAHILI_WAIT)["escalation_request"]
    assert not any("hands" in detail for detail in _details("chama-app-001", SWAHILI_WAIT))
    # Read so because "tafadhali" is a wish word of the language: without it the wait reads as a hand-off (one the
    # user's words, no request word of the language, do not make a request: tests/signals/test_handoff_corroborated.py).
    without_wish = {"swahili": {**SWAHILI_WAIT["swahili"], "request_words": {"person": ["mtu"]}}}
    assert 'agent hands off: "Tafadhali subiri"' in _details("chama-app-001", without_wish)


def test_a_declared_wait_while_the_agent_puts_the_user_through_to_someone_is_a_hand_off() -> None:
    # "کسی بندے سے بات کروائیں ..." "میں آپ کو ہمارے بلنگ ڈیپارٹمنٹ کے نمائندے سے ملا رہا ہوں، براہ کرم انتظار کریں۔"
    assert _labelled("doodh-delivery-002", "escalation_request") == {2}
    assert _found("doodh-delivery-002", URDU_WAIT)["escalation_request"] == {2}
    # The person the answer names is what makes it one: with no person words the wait is never a hand-off.
    no_person = {"urdu": {**URDU_WAIT["urdu"], "request_words": {"wish": ["براہ کرم"]}}}
    assert not _found("doodh-delivery-002", no_person)["escalation_request"]


def test_doctor_names_each_declared_hand_off_that_is_a_wait(tmp_path: Path) -> None:
    config = tmp_path / "miner.toml"
    config.write_text('[tool.miner.signals.languages.swahili]\nagent_handoffs = ["tafadhali subiri", '
                      '"atakupigia simu"]\nrequest_words = {wish = ["tafadhali"], person = ["mtu"]}\n'
                      '[tool.miner.signals.languages.serbian]\nagent_handoffs = ["molim sačekajte"]\n'
                      'request_words = {wish = ["molim"]}\n', encoding="utf-8")
    fixture = Path(__file__).resolve().parents[1] / "conformance" / "fixtures" / "langfuse"
    result = CliRunner().invoke(main, ["doctor", "--config", str(config), "--source", str(fixture)],
                                catch_exceptions=False)
    notes = [line for line in result.stderr.splitlines() if "agent_handoffs" in line]
    assert notes == [
        'miner: [tool.miner.signals.languages.swahili] agent_handoffs: "tafadhali subiri" holds a wish word of '
        "request_words.wish, so it asks the user (a wait or an offer): read as a hand-off only where the agent's "
        "message also names a person (request_words.person)",
        'miner: [tool.miner.signals.languages.serbian] agent_handoffs: "molim sačekajte" holds a wish word of '
        "request_words.wish, so it asks the user (a wait or an offer): never read as a hand-off (no "
        "request_words.person to put the user through to)",
    ]


def test_doctor_names_a_language_declaring_hand_offs_without_request_words(tmp_path: Path) -> None:
    config = tmp_path / "miner.toml"
    config.write_text('[tool.miner.signals.languages.sakha]\nagent_handoffs = ["эһиэхэ эрийиэ"]\n'
                      '[tool.miner.signals.languages.serbian]\nagent_handoffs = ["javiće vam se"]\n'
                      'request_words = {person = ["nekim"]}\n', encoding="utf-8")
    fixture = Path(__file__).resolve().parents[1] / "conformance" / "fixtures" / "langfuse"
    result = CliRunner().invoke(main, ["doctor", "--config", str(config), "--source", str(fixture)],
                                catch_exceptions=False)
    notes = [line for line in result.stderr.splitlines() if "agent_handoffs" in line]
    assert notes == [
        "miner: [tool.miner.signals.languages.sakha] agent_handoffs: declared without request_words, so a hand-off is "
        "escalation evidence only, never the user asking for a person (it counts beside a request word of the "
        "language in the user's message)",
    ]


def test_an_answer_opening_with_a_declared_apology_is_read_in_that_language() -> None:
    # "Ne treba mi servis nego ATEST za registraciju, to sam i napisao. ...", answered "Izvinite na zabuni. ...": the
    # agent's own apology says the exchange is in Serbian. Its "to" and "i" are English words, most of its words not.
    session = _conversation("autogas-workshop-001").session
    assert not session_english(session.turns)[1]
    assert _labelled("autogas-workshop-001", "complaint") == {1}
    # "ATEST", written small before, is a word written again in capitals too: that rule set aside here.
    without_capitals = {"complaint": {"weights": {"repeated_in_capitals": 0}}}
    assert not _found("autogas-workshop-001", {}, **without_capitals)["complaint"]
    assert _found("autogas-workshop-001", {"serbian": {"agent_apologies": ["izvinite"]}},
                  **without_capitals)["complaint"] == {1}
    assert _found("autogas-workshop-001", {})["complaint"] == {1}


def test_a_declared_hand_off_is_found_with_its_words_in_another_order() -> None:
    # "Lahko prosim kdo iz pisarne pokliče ...?" "Seveda. Jutri dopoldne vas bo na 041 555 017 poklicala sodelavka iz
    # pisarne.": "sodelavka vas bo poklicala" declared, its words in another order with the number between them.
    # "kdo" (someone), a request word of the language, is the user's words the hand-off needs beside it.
    slovenian = {"slovenian": {"agent_handoffs": ["sodelavka vas bo poklicala"], "request_words": {"person": ["kdo"]}}}
    assert _labelled("soca-rafting-001", "escalation_request") == {3}
    assert 3 in _found("soca-rafting-001", slovenian)["escalation_request"]
    assert _request_evidence("soca-rafting-001", slovenian) == [
        'user asks for a person (the agent hands them off): "sodelavka vas bo poklicala"']
    # Every word is needed: one the sentence does not hold finds no hand-off (only the number said back reads it).
    elsewhere = {"slovenian": {"agent_handoffs": ["sodelavka vas bo poklicala danes"],
                               "request_words": {"person": ["kdo"]}}}
    assert _request_evidence("soca-rafting-001", elsewhere) == [
        'user asks for a person (the agent has the number given called): "…"']


def _in_set(number: int, identifier: str) -> conversations.LabelledConversation:
    return next(conversation for conversation in conversations.load(DATA / f"signals_tuning_{number}.json", "guide")[1]
                if conversation.session.session_id == identifier)


def _flagged_in(number: int, identifier: str, signals: dict[str, Any]) -> dict[str, set[int]]:
    config = MinerConfig.model_validate({"signals": signals})
    return conversations.flagged_turns(detect(_in_set(number, identifier).session, config).signals)


AFRIKAANS = {"afrikaans": {"request_words": {"wish": ["ek wil"], "contact": ["bel", "skakel"],
                                             "person": ["iemand"]}}}


def test_a_request_in_half_the_agent_answers_by_arranging_contact_asks_for_a_person() -> None:
    # "Is daar iemand by julle met wie ek dit oor die foon kan uitsort?" (someone, asked: no contact word declared)
    # "Natuurlik! ... Los jou naam en nommer, dan skakel hulle jou." (then they call you): no hand-off declared.
    assert {turn.index for turn in _in_set(20, "biltong-online-shop-003").turns
            if "escalation_request" in turn.labels} == {1}
    assert _flagged_in(20, "biltong-online-shop-003", {"languages": AFRIKAANS})["escalation_request"] == {1}
    # Without "skakel" among the language's words, the number given nearly alone after "Los jou naam en nommer" (an
    # answer asking for it in words of its own) reads it as well, declared or not (`number_said_back.number_taken`).
    no_call = {"afrikaans": {"request_words": {**AFRIKAANS["afrikaans"]["request_words"], "contact": ["bel"]}}}
    assert _flagged_in(20, "biltong-online-shop-003", {"languages": no_call})["escalation_request"] == {1}


def test_a_number_to_dial_in_the_answer_arranges_no_contact() -> None:
    # "... کس نمبر پر کرتے ہیں؟ ابھی کوئی مسئلہ نہیں ہے، بس نمبر محفوظ کرنا چاہتا ہوں" (which number? no problem now, I
    # only want to save it) "... ہماری ہیلپ لائن 0800-55501 پر رابطہ کر سکتے ہیں": the user given a number, no request.
    urdu = {"urdu": {"request_words": {"wish": ["چاہتا ہوں"], "contact": ["رابطہ"], "person": ["کوئی"]}}}
    assert not _labelled("doodh-delivery-005", "escalation_request")
    assert not _found("doodh-delivery-005", urdu)["escalation_request"]


def test_a_question_holding_a_wish_word_alone_is_no_request_in_half() -> None:
    # "ວັນເສົາຕອນເຊົ້າໄດ້ບໍ່? ..." (Saturday morning, can it be?) "... ຊ່າງ ... ຈະໂທຫາກ່ອນໄປ." (the technician will call
    # first): "ໄດ້ບໍ່" is the wish the question mark says again, one of the three kinds, not two.
    lao = {"lao": {"request_words": {"wish": ["ໄດ້ບໍ່"], "contact": ["ໂທຫາ"], "person": ["ພະນັກງານ"]}}}
    assert not _flagged_in(21, "wooden-furniture-workshop-004", {"languages": lao})["escalation_request"]


def test_a_message_after_the_agent_repeated_an_earlier_answer_is_a_complaint_in_any_language() -> None:
    # Azerbaijani, which no table holds: the agent answers "Layihəniz hazırda dizaynerimiz tərəfindən hazırlanır. ..."
    # twice, and the user writes "yenə eyni cavab. ok, başa düşdüm" (the same answer again).
    assert {turn.index for turn in _in_set(20, "interior-design-studio-001").turns
            if "complaint" in turn.labels} >= {2}
    assert 2 in _flagged_in(20, "interior-design-studio-001", {})["complaint"]
    # (the answer repeated whole holds its sentences repeated: `sentence_repeated` reads it too)
    off = {"complaint": {"weights": {"answer_repeated": 0, "sentence_repeated": 0}}}
    assert 2 not in _flagged_in(20, "interior-design-studio-001", off)["complaint"]


def test_a_message_after_the_agent_repeated_an_earlier_answer_is_a_complaint_in_english_unless_it_asks_for_a_person(
) -> None:
    # "The cabin baggage allowance is one bag up to 8 kg and 55x40x23 cm." twice, then "thanks, I'll have it tattooed
    # on my arm since you love repeating it".
    assert 2 in {turn.index for turn in _in_set(3, "travel-004").turns if "complaint" in turn.labels}
    assert 2 in _flagged_in(3, "travel-004", {})["complaint"]
    off = {"complaint": {"weights": {"answer_repeated": 0}}}
    assert 2 not in _flagged_in(3, "travel-004", off)["complaint"]
    # "Please re-authorise your HMRC connection." twice, then "Deadline is tonight. I need a human support agent right
    # now, please.": the request for a person, read by no loop (its other cues are another matter).
    conversation = _in_set(2, "acct-003")
    assert not any("complaint" in turn.labels for turn in conversation.turns)
    signals = detect(conversation.session, MinerConfig()).signals
    assert 2 in conversations.flagged_turns(signals)["escalation_request"]
    details = [evidence.detail for signal in signals if signal.kind == "complaint" for evidence in signal.evidence]
    assert details and not any("answer repeated" in detail for detail in details)


def test_the_user_s_own_act_of_contact_answered_is_a_request_only_beside_a_person() -> None:
    # "कुनै मान्छेलाई फोन गर्न लगाउनुस्, ..." (have someone phone me) "... उहाँहरूले छिट्टै फोन गर्नुहुनेछ।" (they will
    # phone soon): "फोन" on both sides, a person asked for.
    nepali = {"nepali": {"request_words": {"contact": ["फोन*"], "person": ["मान्छे*"]}}}
    assert 2 in _flagged_in(21, "dashain-goats-002", {"languages": nepali})["escalation_request"]
    # "ໂອນມັດຈຳຜ່ານ BCEL One ໄດ້ບໍ່?" (can I transfer the deposit?) "... ຫຼັງໂອນແລ້ວ." (after transferring): the same
    # act answered, no person.
    lao = {"lao": {"request_words": {"wish": ["ໄດ້ບໍ່"], "contact": ["ໂອນ"], "person": ["ພະນັກງານ"]}}}
    assert not _flagged_in(21, "wooden-furniture-workshop-001", {"languages": lao})["escalation_request"]


def test_a_word_written_again_in_capitals_is_a_complaint_in_any_language() -> None:
    # Wolof, which no table holds: "fey naa 15 000 ci Wave démb ..." (I paid 15,000 by Wave yesterday), answered with
    # how to pay, then "Fey naa ko BA PARÉ, DÉMB." (I paid it already, yesterday).
    assert 1 in {turn.index for turn in _in_set(22, "bazin-dyeing-sn-002").turns if "complaint" in turn.labels}
    assert 1 in _flagged_in(22, "bazin-dyeing-sn-002", {})["complaint"]
    off = {"complaint": {"weights": {"repeated_in_capitals": 0}}}
    assert 1 not in _flagged_in(22, "bazin-dyeing-sn-002", off)["complaint"]


def _shouted_session(answer: str) -> Session:
    # Swahili words but no table's: "I ordered it for Thursday" answered, then "THURSDAY. Yes".
    started = datetime(2026, 11, 20, 8, 0, tzinfo=UTC)
    turns = [Turn(index=0, user_text="Niliagiza mzigo uletwe siku ya Alhamisi asubuhi", final_response=answer,
                  started_at=started),
             Turn(index=1, user_text="ALHAMISI. Ndiyo", final_response="Sawa.",
                  started_at=started + timedelta(minutes=1))]
    return Session(session_id="shouted", app_name="shop", started_at=started, ended_at=started + timedelta(minutes=2),
                   turns=turns)


def test_a_word_in_capitals_the_agent_said_too_is_no_complaint() -> None:
    config = MinerConfig()
    passed_over = detect(_shouted_session("Mzigo wako utaletwa Ijumaa."), config)
    assert 1 in conversations.flagged_turns(passed_over.signals)["complaint"]
    taken_up = detect(_shouted_session("Ndiyo, mzigo wako utaletwa Alhamisi."), config)
    assert 1 not in conversations.flagged_turns(taken_up.signals)["complaint"]


def test_a_word_written_again_in_capitals_in_english_needs_another_cue_and_no_thanks() -> None:
    # "... standing order 15 trays Monday and Thursday ..." answered "... add 5 trays to Friday's delivery?", then
    # "THURSDAY. 5 extra trays on THURSDAY. 20 total": the word again, and stress.
    assert 2 in _flagged_in(22, "layer-eggs-sb-002", {})["complaint"]
    off = {"complaint": {"weights": {"repeated_in_capitals": 0}}}
    assert 2 not in _flagged_in(22, "layer-eggs-sb-002", off)["complaint"]
    # "THANK YOU!!" after the user's own "thank you": joy.
    conversation = _in_set(5, "meal-013")
    assert not any("complaint" in turn.labels for turn in conversation.turns)
    assert not _flagged_in(5, "meal-013", {})["complaint"]


def test_a_word_of_the_agent_s_asked_back_as_the_opening_question_is_a_complaint_in_any_language() -> None:
    # Uzbek, which no table holds: "... shuttle avtobus har soatda qatnaydi." (a shuttle bus runs every hour), then
    # "Qanaqa shuttle? Hech qanaqa avtobus yo'q bu yerda." (what shuttle? there is no bus here).
    assert 1 in {turn.index for turn in _in_set(21, "umrah-tours-002").turns if "complaint" in turn.labels}
    assert 1 in _flagged_in(21, "umrah-tours-002", {})["complaint"]
    off = {"complaint": {"weights": {"asked_back": 0}}}
    assert 1 not in _flagged_in(21, "umrah-tours-002", off)["complaint"]


def _asked_back_session(first: str, answer: str, second: str) -> Session:
    started = datetime(2026, 11, 20, 8, 0, tzinfo=UTC)
    return Session(session_id="asked-back", app_name="shop", started_at=started,
                   ended_at=started + timedelta(minutes=2), turns=[
        Turn(index=0, user_text=first, final_response=answer, started_at=started),
        Turn(index=1, user_text=second, final_response="Sawa.", started_at=started + timedelta(minutes=1))])


@pytest.mark.parametrize(("first", "answer", "second"), [
    # Swahili words but no table's. The user's own word asked back is the user's subject, not the agent's.
    ("Mzigo wa godoro haujafika", "Mzigo umesafirishwa kwa basi la Dodoma.", "Godoro gani? Nimeagiza mawili"),
    # The agent asked: its word asked back answers it.
    ("Nimeagiza godoro", "Unataka rangi gani, bluu au kijivu?", "Bluu? Ndiyo, tafadhali"),
    # A pleased mark beside it.
    ("Nimeagiza godoro", "Samahani kwa kuchelewa kujibu.", "Kuchelewa? Mmejibu haraka 😄 asante sana"),
    # A question of three words: the user's next question ("En die vet?").
    ("Nimeagiza godoro", "Godoro litafika kesho kwa basi.", "Na basi gani? Nataka kujua"),
])
def test_no_word_asked_back(first: str, answer: str, second: str) -> None:
    found = conversations.flagged_turns(detect(_asked_back_session(first, answer, second), MinerConfig()).signals)
    assert 1 not in found["complaint"]


def test_a_word_asked_back_alone_in_a_constructed_conversation_is_a_complaint() -> None:
    session = _asked_back_session("Nimeagiza godoro", "Godoro litafika kwa basi kesho.", "Basi? Nimesubiri wiki mbili")
    assert 1 in conversations.flagged_turns(detect(session, MinerConfig()).signals)["complaint"]


def test_an_apology_after_a_first_sentence_that_tells_what_the_agent_found_answers_a_new_question() -> None:
    # Turkmen: "Ugratdym. Bir zat: ... ýöne SMS tassyklama gelmedi." (I sent it; one thing: no SMS came) answered
    # "Barladym: ... töleg kabul edildi. SMS ulgamynda näsazlyk bolupdyr, bagyşlaň." (I checked: the payment was
    # received. The SMS system had a fault, sorry): no complaint.
    turkmen = {"turkmen": {"agent_apologies": ["bagyşlaň"]}}
    assert not any(turn.labels for turn in _in_set(22, "wedding-cars-tm-004").turns)
    assert not _flagged_in(22, "wedding-cars-tm-004", {"languages": turkmen})["complaint"]
    # Shona: "Tanzwisisa. Tine urombo nekunetseka uku." (understood. we are sorry for the trouble): the apology
    # after a first sentence of one word is read.
    shona = {"shona": {"agent_apologies": ["tine urombo"]}}
    assert 3 in {turn.index for turn in _in_set(22, "grocery-hampers-004").turns if "complaint" in turn.labels}
    assert 3 in _flagged_in(22, "grocery-hampers-004", {"languages": shona})["complaint"]
    without = {"languages": shona, "complaint": {"weights": {"apologised_to": 0}}}
    assert 3 not in _flagged_in(22, "grocery-hampers-004", without)["complaint"]


WELSH = {"welsh": {"request_words": {"wish": ["plis", "hoffwn"], "contact": ["ffoni*", "trosglwyddo*"],
                                     "person": ["rhywun", "staff"]},
                   "agent_handoffs": ["rwy'n eich trosglwyddo"]}}


def test_a_short_yes_in_a_declared_language_to_an_offer_made_in_other_words_is_no_request() -> None:
    # "Os hoffech chi, galla i eich rhoi chi drwodd i'r adran warant ..." (if you like, I can put you through: an offer
    # in words no table holds) "Ia plis, mi fysa hynny'n haws" (yes please, that would be easier) "Grêt, rwy'n eich
    # trosglwyddo chi rŵan." (I'm transferring you now): the agent's hand-off, not the user's request.
    found = _flagged_in(23, "wales-livestock-trailers-005", {"languages": WELSH})
    assert not found["escalation_request"]
    assert not _labelled_in(23, "wales-livestock-trailers-005", "escalation_request")


@pytest.mark.parametrize(("message", "assent"), [
    ("Ia plis, mi fysa hynny'n haws", True),  # yes please, that would be easier
    ("plis", True),
    ("Hoffwn i siarad efo rhywun plis", False),  # a person named: I'd like to talk to someone please
    ("Ia plis, ffoniwch fi", False),  # the telephone: yes please, phone me
    ("Hoffwn i gael gair, plis?", False),  # a question asks
    ("Ia plis, mi fysa hynny'n haws, diolch yn fawr iawn i chi", False),  # longer than a yes
    ("Ia plis, 07700 900 123, ar ôl 5pm", True),  # a yes with a number and a time: their words uncounted
    ("Ia plis, ffoniwch fi ar 07700 900 123", False),  # the number beside a word of contact asks for the call
    ("Ia plis, mae'r sioe wythnos wedyn a dw i adre ar ôl 5pm", False),  # longer than a yes without its number
])
def test_a_declared_assent(message: str, assent: bool) -> None:
    escalation = next(detector for detector in build_detectors(SignalsConfig.model_validate({"languages": WELSH}))
                      if detector.name == "escalation")
    assert escalation._declared_assent(message) is assent


def _labelled_in(number: int, identifier: str, kind: str) -> set[int]:
    return {turn.index for turn in _in_set(number, identifier).turns if kind in turn.labels}


CHICHEWA = {"chichewa": {"request_words": {"wish": ["ndikufuna", "chonde"], "contact": ["kulankhula*", "foni"],
                                           "person": ["munthu*"]}}}


def test_a_person_asked_for_by_name_in_a_declared_language_is_a_request() -> None:
    # "Ndiyimbireni foni. Ndikufuna kulankhula ndi a Chikondi a ku sales, osati inu" (call me. I want to talk to
    # Chikondi in sales, not you): a person named where the language's person word would stand.
    # Undeclared, only the agent's closing question for the number reads it ("Nambala yanu ndi iti?",
    # tests/signals/test_number_asked.py); declared, the user's own words do.
    assert _labelled_in(23, "malawi-peanut-butter-002", "escalation_request") == {3}
    assert _details_in(23, "malawi-peanut-butter-002", {}) == [
        'user asks for a person (the agent asks the number to call): "Nambala yanu ndi iti?"']
    assert _details_in(23, "malawi-peanut-butter-002", {"languages": CHICHEWA}) == [
        'user asks for a person (by name): "Ndikufuna … kulankhula … Chikondi"']


def _details_in(number: int, identifier: str, signals: dict[str, Any]) -> list[str]:
    """The escalation evidence of the conversation's labelled request turn."""
    asked = _labelled_in(number, identifier, "escalation_request")
    config = MinerConfig.model_validate({"signals": signals})
    return [evidence.detail for signal in detect(_in_set(number, identifier).session, config).signals
            if signal.kind == "escalation" for evidence in signal.evidence if evidence.turn in asked]


@pytest.mark.parametrize(("message", "named"), [
    ("Ndikufuna kulankhula ndi a Chikondi a ku sales, osati inu", "Ndikufuna … kulankhula … Chikondi"),
    ("Chonde, ndikufuna kulankhula ndi Élodie", "Chonde … kulankhula … Élodie"),  # the name's marks kept
    ("Ndikufuna telefoni ya Mphatso", "Ndikufuna … telefoni … Mphatso"),  # the telephone is contact in any language
    ("ndikufuna kulankhula ndi munthu", None),  # a person word: the request rule's
    ("Ndikufuna kulankhula", None),  # nobody named
    ("Ndikufuna SMS ya order", None),  # no act of contact, and capitals are no name
    ("Chikondi, ndikufuna kulankhula", None),  # the clause's first word is anybody's
    ("Kulankhula ndi Chikondi?", None),  # a question with no wish word
])
def test_a_person_named(message: str, named: str | None) -> None:
    escalation = next(detector for detector in build_detectors(SignalsConfig.model_validate({"languages": CHICHEWA}))
                      if detector.name == "escalation")
    assert escalation._person_named(message) == named


def test_a_latin_name_in_a_script_without_capitals_is_no_person() -> None:
    # Lao: "ໂອນມັດຈຳຜ່ານ BCEL One ໄດ້ບໍ່?" (can I transfer the deposit through BCEL One?): the wish and the transfer are
    # Lao words, "One" a word of a bank's name.
    lao = {"lao": {"request_words": {"wish": ["ໄດ້ບໍ່"], "contact": ["ໂອນ"], "person": ["ພະນັກງານ"]}}}
    escalation = next(detector for detector in build_detectors(SignalsConfig.model_validate({"languages": lao}))
                      if detector.name == "escalation")
    assert escalation._person_named("ໂອນມັດຈຳຜ່ານ BCEL One ໄດ້ບໍ່?") is None


@pytest.mark.parametrize(("answer", "read"), [
    # Sesotho: "a passport takes 3 to 4 weeks": "isa" (up to), Fijian's short apology, inside a sentence
    ("Hajoale pasepoto e tloaelehileng e nka libeke tse 3 ho isa ho tse 4 ho tloha letsatsing la kopo.", False),
    # opening the answer, or a sentence of it, it is the agent's reaction
    ("Isa, au kerea veivosoti.", True),
    ("Vinaka. Isa, e se bera na nomu oda.", True),
    # a longer declared apology is read anywhere, as before
    ("Ngaka e tla tla ka Labobedi, re kopa tshwarelo.", True),
])
def test_a_short_declared_apology_is_read_where_it_opens_a_sentence(answer: str, read: bool) -> None:
    pattern = apologies_regex(["isa", "re kopa tshwarelo"])
    assert pattern is not None
    assert bool(re.search(pattern, answer, re.IGNORECASE)) is read


def test_a_short_declared_apology_inside_a_sentence_of_another_language_makes_no_complaint() -> None:
    # "Ke na le ID. E nka nako e kae pele e lokile?" (I have an ID. How long does it take?) answered "... e nka libeke
    # tse 3 ho isa ho tse 4 ...": with every declaration of bench/data/declared_languages, Fijian's "isa" among them.
    declared = {path.stem: json.loads(path.read_text(encoding="utf-8"))
                for path in sorted((DATA / "declared_languages").glob("*.json"))}
    assert not any("complaint" in turn.labels for turn in _in_set(24, "sesotho-passport-office-001").turns)
    assert not _flagged_in(24, "sesotho-passport-office-001", {"languages": declared})["complaint"]


@pytest.mark.parametrize(("language", "identifier"), [
    # Kipsigis: "... Kiy ne ya missing mwaka huu 😔 ..." (a very bad thing this year, of a frost), "ya missing"
    # declared, answered "Pole sana kwa hasara hiyo 🙏" (so sorry for that loss), "pole sana" declared.
    ("kipsigis", "kipsigis-tea-milk-005"),
    # Tamang: "thujeche dherai 🙏 ... ghar basera dikka lagyo" (thank you; my loom stopped, I am bored at home).
    ("tamang", "tamang-carpet-coop-004"),
    # Fante: "... nam nnyi po mu koraa 😞 Nyame mboa hɛn." (no fish in the sea at all; God help us), answered
    # "Kafra, ber yi yɛ dzen ma apofofo nyinaa" (sorry, this time is hard for all fishermen), "kafra" declared.
    ("fante", "fante-canoe-fuel-005"),
])
def test_declared_words_beside_sadness_or_thanks_tell_a_hardship(language: str, identifier: str) -> None:
    labelled, found = _set_found("signals_tuning_37.json", identifier, _declaration(language))
    assert not labelled and not found


def test_a_declared_phrase_with_no_face_of_sadness_is_still_read() -> None:
    # Tuvaluan: "Ko te mea tena e se tonu! ..." (that is not right!), "se tonu" declared.
    labelled, found = _set_found("signals_tuning_37.json", "tuvaluan-power-ship-003", _declaration("tuvaluan"))
    assert 2 in labelled and 2 in found
