"""A second labelled set for the signal detectors: other agents, other tools, other phrasing than the demo.

Two agents (a travel desk and an IT helpdesk), sessions assembled from labelled building blocks: each bad
kind has several ways to show up, and every session also gets "tricky negatives" that look like a signal
and are not (polite apologies, a business status `cancelled`, an agent named `flight_search_agent`, a user
who mentions an error they had before). Labels come from construction, never from the detectors.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from miner.model import ErrorRecord, Feedback, Session, SignalKind, ToolCall, Turn

Block = Callable[[random.Random], dict]

START = datetime(2026, 11, 20, 8, 0, tzinfo=UTC)


def _turn(text: str | None, *calls: ToolCall, **fields) -> dict:
    return {"user_text": text, "tool_calls": list(calls), **fields}


def _ok(name: str, result: object = None, **args) -> ToolCall:
    return ToolCall(name=name, args=args, result=result if result is not None else {"status": "ok"})


# Neutral openings, one per agent -------------------------------------------------------------------------

TRAVEL_OPENINGS: list[Block] = [
    lambda r: _turn(f"Find me a flight from Lisbon to Oslo on the {r.randint(2, 28)}th",
                    _ok("search_flights", {"flights": [{"id": "TP123", "price": 210}]}, origin="LIS")),
    lambda r: _turn("Can you show my itinerary for next week?",
                    _ok("get_itinerary", {"segments": 2, "status": "confirmed"})),
    lambda r: _turn("I'd like a hotel near the Brandenburg Gate for two nights",
                    _ok("search_hotels", {"hotels": ["Adlon"], "status": "ok"})),
    lambda r: _turn(f"What's the baggage allowance on booking BK{r.randint(1000, 9999)}?",
                    _ok("get_booking", {"bags": 1})),
]
IT_OPENINGS: list[Block] = [
    lambda r: _turn("My laptop won't connect to the office wifi",
                    _ok("run_diagnostics", {"checks": 12, "failed": 0})),
    lambda r: _turn(f"What's the status of ticket INC{r.randint(10000, 99999)}?",
                    _ok("check_ticket", {"state": "in progress"})),
    lambda r: _turn("Please install Slack on my machine", _ok("install_package", {"installed": True})),
    lambda r: _turn("How do I set up the VPN on my phone?", _ok("search_kb", {"articles": 3})),
]

# Bad blocks, by kind ------------------------------------------------------------------------------------

ERROR_BLOCKS: list[Block] = [
    lambda r: _turn("Book the 9am one", ToolCall(name="book_flight", status="error",
                                                 error="PaymentDeclined: card refused")),
    lambda r: _turn("Reset my password please",
                    _ok("reset_password", {"error": {"code": 503, "message": "directory unavailable"}})),
    lambda r: _turn("Open an incident for the printer",
                    _ok("open_incident", {"status": "FAILURE", "id": None})),
    lambda r: _turn("And the return flight?", errors=[ErrorRecord(
        type="google.api_core.exceptions.ResourceExhausted", span_name="generate_content gemini-2.5")]),
    lambda r: _turn("Change the seat to an aisle",
                    errors=[ErrorRecord(span_name="execute_tool change_seat")]),
    lambda r: _turn("Show me the seat map", _ok("get_seat_map", "Error: seat map service timed out")),
    lambda r: _turn("Reimage the laptop", ToolCall(name="reimage_device", status="error", error="Timeout")),
]
ESCALATION_BLOCKS: list[Block] = [
    lambda r: _turn("I need a refund for a cancelled trip", _ok("handoff_to_specialist", {"queued": True})),
    lambda r: _turn("Nothing works, my account is locked", _ok("connect_live_agent", {"wait_minutes": 4})),
    lambda r: _turn("The server room is flooding", _ok("escalate_ticket", {"priority": "P1"})),
    lambda r: _turn("I'd like compensation for the delay", transfers=["human_travel_desk"]),
    lambda r: _turn("Refund the whole trip",
                    _ok("transfer_to_agent", agent_name="Human_Support_Queue")),
    lambda r: _turn("Put me through to an actual person"),
    lambda r: _turn("I'd like to speak to a representative, please."),
    lambda r: _turn("Can I get a human on this?"),
    lambda r: _turn("Is a real agent available right now?"),
    lambda r: _turn("I want a manager."),
    lambda r: _turn("Could somebody from your support staff call me back?"),
]
COMPLAINT_BLOCKS: list[Block] = [
    lambda r: _turn("Ugh, this is hopeless."),
    lambda r: _turn("You booked the wrong flight!"),
    lambda r: _turn("That's not the date I asked for"),
    lambda r: _turn("Are you even reading what I write?"),
    lambda r: _turn("I've explained this three times now"),
    lambda r: _turn("Honestly this is a joke"),
    lambda r: _turn("This assistant is driving me crazy"),
    lambda r: _turn("Nope, wrong again."),
    lambda r: _turn("STOP SENDING ME THE SAME ARTICLE"),
    lambda r: _turn("You completely misunderstood me"),
    lambda r: _turn("This doesn't answer my question at all"),
    lambda r: _turn("I'm getting really annoyed now"),
    lambda r: _turn("Why is this so hard?"),
]
# The same request again and again: a list of turns, not one.
REPHRASINGS: list[list[str]] = [
    ["I need to reset my VPN password", "reset the VPN password for me", "VPN password reset, please"],
    ["Cancel my Oslo hotel booking", "please cancel the hotel booking in Oslo",
     "cancel Oslo hotel booking now"],
]
THUMBS_DOWN_BLOCKS: list[Block] = [
    lambda r: _turn("ok", feedback=[Feedback(name="user_rating", label="thumbs_down", score=0)]),
    lambda r: _turn("ok", feedback=[Feedback(name="user_feedback", label="👎", source="trace")]),
    lambda r: _turn("fine", feedback=[Feedback(name="gen_ai.evaluation.result", score=-1)]),
    lambda r: _turn("fine", feedback=[Feedback(name="stars", score=2)]),
    lambda r: _turn("bye", feedback=[Feedback(name="csat", score=0.2)]),
    lambda r: {"session_feedback": Feedback(name="feedback_file", label="thumbs_down",
                                            source="export.jsonl:3")},
    lambda r: _turn("alright",
                    feedback=[Feedback(name="user_feedback", label="Negative", explanation="meh")]),
]

# Tricky negatives: look like a signal, are not one ------------------------------------------------------

TRICKY: list[Block] = [
    lambda r: _turn("Sorry, I meant Oslo, not Bergen", _ok("search_flights", {"flights": []})),
    lambda r: _turn("Thanks a lot, that's perfect!"),
    lambda r: _turn("sorry sorry, typo: the 14th"),
    lambda r: _turn("No worries, take your time"),
    lambda r: _turn("I got an error when logging in yesterday, but it works now"),
    lambda r: _turn("What's the worst-case delay for this connection?"),
    lambda r: _turn("I'll talk to my manager about the budget first"),
    lambda r: _turn("Our human resources portal link, please"),
    lambda r: _turn("The person on the booking is my wife"),
    lambda r: _turn("No need to speak to anyone, you sorted it"),
    lambda r: _turn("Cancel it", _ok("cancel_booking", {"status": "cancelled", "refund": 120})),
    lambda r: _turn("List my tickets", _ok("list_tickets", {"errors": [], "tickets": ["INC1"]})),
    lambda r: _turn("Check my laptop", _ok("run_diagnostics", {"message": "No errors were found"})),
    lambda r: _turn("any stats?", _ok("get_stats", {"error_rate": 0.01})),
    lambda r: _turn("Find flights", _ok("transfer_to_agent", agent_name="flight_search_agent"),
                    transfers=["flight_search_agent"]),
    lambda r: _turn("What's the escalation policy?", _ok("escalation_policy_lookup", {"steps": 3})),
    lambda r: _turn("Is ID ABC-1234 on flight LH404 via FRA?"),
    lambda r: _turn("great", feedback=[Feedback(name="user_rating", label="thumbs_up", score=1)]),
    lambda r: _turn("cool", feedback=[Feedback(name="stars", score=5)]),
    lambda r: _turn("nice", feedback=[Feedback(name="relevance", score=0.92, label="correct")]),
    lambda r: _turn("ok", feedback=[Feedback(name="user_feedback", score=0, label="neutral")]),
    lambda r: _turn("I was worried it would not work, but it does. Thank you!"),
    lambda r: _turn("Please don't transfer me, I'm fine here"),
    lambda r: _turn("The flight before was a nightmare with another airline, this one looks good"),
]

BLOCKS: dict[SignalKind, list[Block]] = {
    "error": ERROR_BLOCKS, "escalation": ESCALATION_BLOCKS, "complaint": COMPLAINT_BLOCKS,
    "thumbs_down": THUMBS_DOWN_BLOCKS,
}


def _assemble(session_id: str, started_at: datetime, specs: list[dict]) -> Session:
    turns, session_feedback = [], []
    for spec in specs:
        if "session_feedback" in spec:
            session_feedback.append(spec["session_feedback"])
            continue
        turns.append(Turn(index=len(turns), final_response="Here you go.", **spec))
    return Session(session_id=session_id, started_at=started_at, ended_at=started_at + timedelta(minutes=9),
                   turns=turns, feedback=session_feedback, app_name="second_set")


def labelled_sessions(count: int = 300, seed: int = 11) -> list[tuple[Session, set[SignalKind]]]:
    """`count` sessions with their true signal kinds; about half are good."""
    rng = random.Random(seed)
    result = []
    for number in range(count):
        openings = TRAVEL_OPENINGS if number % 2 else IT_OPENINGS
        specs = [rng.choice(openings)(rng)]
        labels: set[SignalKind] = set()
        if rng.random() < 0.55:
            labels = set(rng.sample(sorted(BLOCKS), k=rng.choice([1, 1, 1, 2])))
        for kind in sorted(labels):
            if kind == "complaint" and rng.random() < 0.2:
                specs += [_turn(text) for text in rng.choice(REPHRASINGS)]
            else:
                specs.append(rng.choice(BLOCKS[kind])(rng))
        specs += [rng.choice(TRICKY)(rng) for _ in range(rng.choice([0, 1, 2]))]
        tail = specs[1:]
        rng.shuffle(tail)
        started = START + timedelta(minutes=37 * number)
        result.append((_assemble(f"second-{number:04}", started, [specs[0], *tail]), labels))
    return result


# Held-out list 1: written after the detectors were tuned on the set above; the lexicon was then widened by
# category (not by copying these lines). List 2 below was written after that and has never been tuned on.
# Each is one session of two turns (a neutral opening, then the message).
HELD_OUT: list[tuple[str, set[SignalKind]]] = [
    ("Are you a bot? I need someone real", {"escalation"}),
    ("Let me talk to customer service please", {"escalation"}),
    ("can you escalate my case to a supervisor", {"escalation"}),
    ("I demand to speak with someone in charge", {"escalation"}),
    ("Connect me with a human being", {"escalation"}),
    ("operator", {"escalation"}),
    ("This is the third time I'm asking the same thing", {"complaint"}),
    ("You're not helping at all", {"complaint"}),
    ("That answer is completely wrong", {"complaint"}),
    ("I said Tuesday, not Thursday!", {"complaint"}),
    ("Terrible service, honestly", {"complaint"}),
    ("Useless bot", {"complaint"}),
    ("this makes zero sense", {"complaint"}),
    ("omg just do what I asked", {"complaint"}),
    ("I'm so fed up with this app", {"complaint"}),
    ("You keep ignoring what I say", {"complaint"}),
    ("Forget it, I'll do it myself", {"complaint"}),
    ("Thanks, sorry for the confusion!", set()),
    ("sorry, one more question about the fare", set()),
    ("Perfect, thank you!", set()),
    ("Can a person travel with a dog in the cabin?", set()),
    ("Who is the human contact on my ticket?", set()),
    ("What happens if my flight is wrong on the app?", set()),
    ("How many times can I change the date for free?", set()),
    ("The last agent was great, thanks", set()),
    ("Is customer service open on Sundays?", set()),
    ("I need to speak at a conference in Rome, find me flights", set()),
    ("No, I don't need a hotel", set()),
    ("Not what I expected, in a good way!", set()),
    ("My manager asked me to book this trip", set()),
]


HELD_OUT_2: list[tuple[str, set[SignalKind]]] = [
    ("Hello?? Is anybody there who isn't a machine?", {"escalation"}),
    ("I'd rather deal with a real human", {"escalation"}),
    ("Get me your supervisor right now", {"escalation"}),
    ("Please have an engineer phone me", {"escalation"}),
    ("Can I open a case with your support team instead", {"escalation"}),
    ("agent please", {"escalation"}),
    ("You clearly have no idea what you're doing", {"complaint"}),
    ("Wow. That did nothing.", {"complaint"}),
    ("Stop asking me for my booking number, I gave it already", {"complaint"}),
    ("nope. still the wrong hotel", {"complaint"}),
    ("This is getting ridiculous", {"complaint"}),
    ("That's the opposite of what I wanted", {"complaint"}),
    ("I'm losing my patience", {"complaint"}),
    ("Why do you keep saying that?", {"complaint"}),
    ("You didn't even try", {"complaint"}),
    ("worst assistant I have ever used", {"complaint"}),
    ("Sorry, can you repeat the price?", set()),
    ("thank you, that's really helpful", set()),
    ("Is there a human-readable version of the invoice?", set()),
    ("My agent number is 4411, can you check my commission?", set()),
    ("What's the wrong-way fee if I return the car elsewhere?", set()),
    ("I'd like to talk about upgrading my seat", set()),
    ("The representative at the airport was lovely", set()),
    ("Can you call the hotel and ask about late check-in?", set()),
    ("Please escalate the heating in room 301? just kidding, what's the wifi password", set()),
    ("I keep forgetting my password, can you reset it?", set()),
    ("That was quick, wow!", set()),
    ("No rush, whenever you can", set()),
    ("Is it too late to cancel without a fee?", set()),
    ("My son is annoyingly excited about the trip, any kids' menu on board?", set()),
]


def held_out_sessions(items: list[tuple[str, set[SignalKind]]] = HELD_OUT
                      ) -> list[tuple[Session, set[SignalKind]]]:
    result = []
    for number, (text, labels) in enumerate(items):
        opening = TRAVEL_OPENINGS[number % len(TRAVEL_OPENINGS)](random.Random(number))
        started = START + timedelta(hours=number)
        result.append((_assemble(f"held-{number:03}", started, [opening, _turn(text)]), labels))
    return result
