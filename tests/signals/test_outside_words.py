"""What people type outside the register of the tuning sets: insults and swearing aimed at the agent, telling it
off, contractions without their apostrophe, questions about what the agent is, someone else's opinion reported,
shouting on its own; and the conversation deciding a turn the learned model alone would flag."""

from __future__ import annotations

import pytest

from miner.model import Session
from miner.signals import detect
from miner.signals.config import SignalsConfig
from miner.signals.escalation import USER_REQUEST
from miner.signals.text import with_apostrophes
from tests.signals.test_cues import RULES_ONLY, conversation

OPENING = ("Hi, I need help with my account.", "Sure, what can I do for you?")
NEUTRAL = "Let me check that for you."


def second_turn(message: str, reply: str = NEUTRAL) -> Session:
    return conversation(OPENING, (message, reply))


def kinds(session: Session, config: SignalsConfig | None = None) -> set[str]:
    found = set()
    for signal in detect(session, config).signals:
        if signal.kind == "complaint":
            found.add("complaint")
        elif signal.kind == "escalation" and any(item.detail.startswith(USER_REQUEST) for item in signal.evidence):
            found.add("request")
    return found


@pytest.mark.parametrize(("message", "family"), [
    ("you fucking idiot", "insult"),
    ("you're a complete moron", "insult"),
    ("fuck you", "insult"),
    ("this bot is shit", "lexicon"),
    ("the fucking app crashed", "insult"),
    ("shut up", "insult"),
    ("stfu and give me my refund", "insult"),
    ("you are wrong", "correction"),
    ("you were completely wrong about the fee", "correction"),
    ("you're a broken record", "repetition"),
    ("you cant help me", "negative stance"),
    ("stop lying to me", "negative stance"),
    ("you should be ashamed", "negative stance"),
    ("you are never nice", "lexicon"),
    ("you're being so insecure", "lexicon"),
    ("you make me so angry", "frustration"),
    ("you don't take this seriously", "negative stance"),
])
def test_insults_and_judgements_aimed_at_the_agent_are_complaints_by_the_rules_alone(message: str,
                                                                                     family: str) -> None:
    found = [signal for signal in detect(second_turn(message), RULES_ONLY).signals if signal.kind == "complaint"]
    assert found and found[0].evidence[0].turn == 1 and found[0].evidence[0].detail.startswith(family)


@pytest.mark.parametrize("message", [
    "are you a bot?", "are you human?", "are you real?", "Are you a real person?", "is this automated?",
    "am I talking to a bot or a human?", "what are you?",
])
def test_a_question_about_what_the_agent_is_is_neither_a_complaint_nor_a_request(message: str) -> None:
    assert kinds(second_turn(message)) == set()


@pytest.mark.parametrize("message", [
    "talk to me", "can you talk to me about the fees",
    "Great, thank you. Sorry, I know that was a lot of back and forth.",
    "stupid question but where do I find my statement?",
    "this damn form finally went through, thanks",
    "my wife says your app is a scam but I actually like it",
    "WHAT IS THE INTEREST RATE ON THE SAVER ACCOUNT",
    "can you write a callback in JavaScript?",
    "sorry if this is a dumb question, is there a fee?",
])
def test_pleasantries_talk_about_talking_and_other_peoples_opinions_are_not_flagged(message: str) -> None:
    assert kinds(second_turn(message)) == set()


@pytest.mark.parametrize("message", [
    "quick one, are you a real person or an AI?", "Are you an actual human? Your replies are very fast lol",
    "hi, is there a real person reading this?", "Is this an AI or a person? I'd like to know before I type my card",
    "is this a real person or a bot? just curious", "ok so r u a bot",
])
def test_a_question_about_what_the_agent_is_counts_for_nothing_wherever_it_stands(message: str) -> None:
    assert kinds(second_turn(message)) == set()


def test_the_rest_of_a_message_beside_a_question_about_the_agent_is_still_read() -> None:
    assert kinds(second_turn("Are you a bot? You are useless."), RULES_ONLY) == {"complaint"}
    assert kinds(second_turn("is this a bot? put me through to a human please"), RULES_ONLY) == {"request"}


@pytest.mark.parametrize("message", [
    "that sucks", "it was awful", "ugh my last train is at 10:50. not your fault, just the worst",
    "my landlord is supposed to fix it but he's useless", "I hate this cold snap, the heating is broken",
    "the car park at my GP is a rip off", "my neighbour is a nightmare, anyway do you deliver?",
    "I'm just useless with these automated phone menus", "I'm worried I'll be rubbish at it, is it a group?",
    "It dies at 40% now, it's driving me mad", "ah what a shame. no worries, thanks anyway",
])
def test_negativity_aimed_at_nobody_or_someone_else_is_no_complaint_alone(message: str) -> None:
    assert kinds(second_turn(message), RULES_ONLY) == set()


@pytest.mark.parametrize("message", [
    "you are useless", "this app is rubbish", "worst service ever", "this is ridiculous", "I hate this.",
    "what a scam your fees are",
])
def test_negativity_aimed_at_the_agent_the_service_or_the_exchange_is_a_complaint(message: str) -> None:
    assert kinds(second_turn(message), RULES_ONLY) == {"complaint"}


def test_negativity_aimed_at_nobody_counts_when_the_conversation_corroborates_it() -> None:
    assert kinds(second_turn("that's ridiculous", "Okay."), RULES_ONLY) == set()
    assert kinds(second_turn("that's ridiculous", "I'm sorry for the inconvenience."), RULES_ONLY) == {"complaint"}
    corroborated = conversation(OPENING, ("that's ridiculous", "Okay."), ("I already told you the date", "Okay."))
    assert kinds(corroborated, RULES_ONLY) == {"complaint"}


def test_sympathy_with_the_users_trouble_does_not_make_their_negativity_a_complaint() -> None:
    trouble = "I hate this cold snap, our heating is broken. is it safe to use the fire?"
    assert kinds(second_turn(trouble, "Oh no, sorry to hear that! Yes, if the chimney was swept."), RULES_ONLY) \
        == set()
    weak_elsewhere = conversation(OPENING, (trouble, "Sorry to hear that."), ("sending the photo now.", "Thanks."))
    assert kinds(weak_elsewhere, RULES_ONLY) == set()


def test_saying_yes_to_a_person_the_agent_offered_is_no_request_of_the_users_own() -> None:
    offer = "I can put you in touch with our technical team if you like."
    assert kinds(conversation(("the app keeps logging me out", offer), ("yes please put me in touch", "Done."))) \
        == set()
    asked = conversation(("the app keeps logging me out", offer),
                         ("yes. and have a real person call me today, I want to know why", "Done."))
    assert kinds(asked, RULES_ONLY) == {"request"}
    assert kinds(conversation(("the app keeps logging me out", "Try updating it."),
                              ("put me in touch with a person", "Done.")), RULES_ONLY) == {"request"}


def test_an_email_address_names_no_person_and_taking_back_a_request_is_no_giving_up() -> None:
    assert kinds(second_turn("yes pls send it to manager@example.org"), RULES_ONLY) == set()
    assert kinds(second_turn("hmm, pricey. actually never mind the suit, i'll get gloves"), RULES_ONLY) == set()
    assert kinds(second_turn("this is useless. never mind, I'll go elsewhere"), RULES_ONLY) == {"complaint"}


@pytest.mark.parametrize("message", [
    "haha sorry for wasting your time", "thanks, no worries, not urgent", "sweet, not bad turnaround",
    "connect me to your billing people", "done. stupid wiper had it coming tbh",
    "they keep putting their rubbish in our bin", "She'll be checking in, not me",
])
def test_the_users_own_hedges_apologies_and_departments_are_no_complaint(message: str) -> None:
    assert "complaint" not in kinds(second_turn(message), RULES_ONLY)


def test_a_request_for_a_person_still_counts_beside_a_question_about_the_agent() -> None:
    assert kinds(second_turn("are you a bot? I want to speak to a human")) >= {"request"}
    assert kinds(second_turn("is there a real person I can talk to?")) >= {"request"}


def test_shouting_needs_a_second_cue() -> None:
    assert kinds(second_turn("WHERE IS MY REFUND??"), RULES_ONLY) == {"complaint"}  # shouting, and "??"
    assert kinds(second_turn("WHAT TIME DO YOU OPEN ON SATURDAY"), RULES_ONLY) == set()


def test_swearing_not_aimed_at_the_agent_is_a_weak_cue() -> None:
    assert kinds(second_turn("I'm so fucking tired today, sorry"), RULES_ONLY) == set()
    found = [signal for signal in detect(second_turn("my card got fucking declined again??"), RULES_ONLY).signals
             if signal.kind == "complaint"]
    assert found and "profanity" in found[0].evidence[0].detail


@pytest.mark.parametrize("message", [
    "Been a shitty week honestly, and now the solar pump has stopped. Can you send a technician?",
    "ugh shit morning. laptop died, lost everything I had open",
])
def test_swearing_at_a_time_of_ones_life_is_at_circumstances(message: str) -> None:
    assert kinds(second_turn(message), RULES_ONLY) == set()


def test_a_duration_sworn_at_is_still_swearing() -> None:
    found = [signal for signal in detect(second_turn("I waited a fucking week for this??"), RULES_ONLY).signals
             if signal.kind == "complaint"]
    assert found and "profanity" in found[0].evidence[0].detail


def test_seriously_stressing_praise_is_no_frustration() -> None:
    praise = "got it, relisted both. appreciate the help, seriously, that was easier than I thought"
    assert kinds(second_turn(praise), RULES_ONLY) == set()
    for message in ("seriously? the same form again", "Seriously, why does the form reset every time"):
        assert kinds(second_turn(message), RULES_ONLY) == {"complaint"}, message


def test_the_agents_reaction_corroborates_what_the_learned_model_alone_finds() -> None:
    message = "Oh of course, a different cable. Because I never thought of that."
    assert kinds(second_turn(message, "Okay.")) == set()
    assert kinds(second_turn(message, "I'm sorry, I understand this is frustrating.")) == {"complaint"}
    assert kinds(second_turn(message, "I've asked a colleague to call you this afternoon.")) == {"complaint"}


@pytest.mark.parametrize(("typed", "read"), [
    ("you cant help me", "you can't help me"), ("I dont know", "I don't know"), ("youre wrong", "you're wrong"),
    ("Im done", "I'm done"), ("thats wrong", "that's wrong"), ("we were there", "we were there"),
    ("I won the prize", "I won the prize"),
])
def test_contractions_typed_without_apostrophes_read_as_written_with_them(typed: str, read: str) -> None:
    assert with_apostrophes(typed) == read


# Negativity not aimed at the listener, as people chat: what only might be, "you" meaning anyone, a sentence begun
# without its stop, "go away" described rather than told. The same words aimed at the agent still count.
@pytest.mark.parametrize(("message", "complaint"), [
    ("it would be frustrating not having access to our bank accounts", False),
    ("I would have been so mad if they didnt include her", False),
    ("this is so frustrating", True),
    ("that cycle works fine if you are alone", False),
    ("the battles are cool when you are fighting with different styles", False),
    ("you are hopeless", True),
    ("It was awful What is your favorite food?", False),
    ("Aww that sucks Man you are having a rough time", False),
    ("your app is awful", True),
    ("the plan was to make half the population of the universe go away", False),
    ("just go away", True),
])
def test_negativity_aimed_at_nobody_as_people_chat_is_no_complaint(message: str, complaint: bool) -> None:
    assert ("complaint" in kinds(second_turn(message), RULES_ONLY)) is complaint, message


@pytest.mark.parametrize("message", ["you are mean", "you're so pretentious", "you are corrupt", "you're being silly",
                                     "honestly you are really sloppy"])
def test_an_adjective_textblobs_lexicon_rates_negative_describing_the_agent_judges_it(message: str) -> None:
    found = [signal for signal in detect(second_turn(message), RULES_ONLY).signals if signal.kind == "complaint"]
    assert found and "lexicon \"you" in found[0].evidence[0].detail


@pytest.mark.parametrize("message", ["you are artificial, right?", "the weather is mean today",
                                     "my boss is so pretentious", "you are not mean at all",
                                     "if you are sloppy with the forms they send them back"])
def test_such_an_adjective_about_what_the_agent_is_or_about_someone_else_judges_nothing(message: str) -> None:
    assert "complaint" not in kinds(second_turn(message), RULES_ONLY)


def test_the_judging_adjectives_are_read_from_the_package_and_leave_the_neutral_ones() -> None:
    from miner.signals.sentiment import judging_adjectives

    words = judging_adjectives()
    assert {"mean", "corrupt", "pretentious", "silly"} <= words
    assert not {"slow", "usual", "small", "helpful", "kind"} & words


@pytest.mark.parametrize("message", [
    "Woo!  A real person. I'm curious, actually. How long do you usually have to wait?",
    "A real person! Haha, I'm also a girl, so, you know.",
    "Yeah.  It makes it a lot easier and fun when you can actually talk to people",
    "It's so much nicer whenever you get to speak to a human",
])
def test_a_person_greeted_with_cheer_or_named_only_under_a_condition_is_no_request(message: str) -> None:
    assert "request" not in kinds(second_turn(message), RULES_ONLY)


@pytest.mark.parametrize("message", [
    "a real person!", "A real person please. This is useless lol", "human pls",
    "If you can, put me through to a manager", "I'd like to talk to someone when the office opens",
    "it would be easier if I could just talk to a person",
])
def test_a_short_demand_or_a_wish_outside_its_condition_still_asks_for_a_person(message: str) -> None:
    assert "request" in kinds(second_turn(message), RULES_ONLY)


def test_a_polite_if_you_could_still_asks_for_a_person() -> None:
    assert "request" in kinds(second_turn("I'd appreciate it if you could put me through to someone"), RULES_ONLY)
