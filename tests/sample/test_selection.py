"""The sampler: window edges, near-duplicates, quotas, worst first, determinism, the ledger's skip."""

from __future__ import annotations

import random
from datetime import timedelta

from miner.model import Evidence, Feedback, Session, Signal
from miner.sample import SampleConfig
from miner.sample.selection import Sampler, score_session, trajectory
from miner.signals import detect
from tests.factory import START, session, tool, turn
from tests.sample.helpers import select


def bad(session_id: str, first: str, *more, started_at=START) -> Session:
    """A session whose detectors find signals (built from real turns, then detected)."""
    return detect(session(first, *more, session_id=session_id, started_at=started_at))


def failing(session_id: str, request: str, tool_name: str = "lookup_order", **fields) -> Session:
    return bad(session_id, turn(request, tool(tool_name, status="error")), **fields)


def ids(selection) -> list[str]:
    return [candidate.session.session_id for candidate in selection.selected]


def test_window_includes_since_and_excludes_until() -> None:
    since, until = START, START + timedelta(days=7)
    sessions = [
        failing("before", "where is order 1", started_at=since - timedelta(microseconds=1)),
        failing("at-since", "cancel my plan", started_at=since),
        failing("last", "update my address", started_at=until - timedelta(microseconds=1)),
        failing("at-until", "change my flight", started_at=until),
    ]
    selection = select(sessions, SampleConfig(), since=since, until=until)
    assert sorted(ids(selection)) == ["at-since", "last"]
    assert selection.read == 4 and selection.outside_window == 2


def test_good_sessions_are_read_but_not_bad() -> None:
    selection = select([session("thanks, all good", session_id="fine"), failing("b", "where is order 1")],
                       SampleConfig())
    assert selection.read == 2 and selection.bad == 1 and ids(selection) == ["b"]


def test_near_duplicates_collapse_to_the_worst_and_are_counted() -> None:
    sessions = [
        failing("a", "where is my order 1001?"),
        failing("b", "Where is my order 2002"),
        bad("c", turn("where is my order 3003", tool("lookup_order", status="error")), "this is useless"),
        failing("d", "please reset my password"),           # different request
        failing("e", "where is my order 4004", "track_parcel"),  # different trajectory
    ]
    selection = select(sessions, SampleConfig())
    assert selection.outcomes["duplicate"] == 1  # c also complains: another kind, not a duplicate of a/b
    representative = next(c for c in selection.selected if c.duplicates)
    assert {representative.session.session_id, *representative.duplicates} == {"a", "b"}
    assert sorted(ids(selection)) == sorted([representative.session.session_id, "c", "d", "e"])


def test_the_worst_of_a_group_is_its_representative() -> None:
    once = failing("once", "where is my order 1")
    twice = bad("twice", turn("where is my order 2", tool("lookup_order", status="error"),
                              tool("lookup_order", status="error")))
    assert trajectory(once) == trajectory(twice)
    selection = select([once, twice], SampleConfig())
    assert ids(selection) == ["twice"] and selection.selected[0].duplicates == ["once"]


def test_worst_first_by_documented_score() -> None:
    thumbs = session("hi", session_id="thumbs", feedback=[Feedback(label="thumbs_down")])
    complaint = session("this is ridiculous", session_id="complaint")
    both = session(turn("refund please", tool("escalate")), "this is useless", session_id="both")
    scored = [detect(item) for item in (complaint, thumbs, both)]
    weights = SampleConfig().weights
    assert [score_session(item, weights)[0] for item in scored] == [2.0, 3.0, 5.0]
    assert ids(select(scored, SampleConfig())) == ["both", "thumbs", "complaint"]
    assert score_session(scored[2], weights)[1] == "escalation"


def test_per_kind_quota_and_limit() -> None:
    # Errors failing twice score 3, complaints 2: the errors come first and fill their quota.
    errors = [bad(f"err-{n}", turn(f"request {word}", tool("t", status="error"), tool("u", status="error")))
              for n, word in enumerate(["alpha", "bravo", "charlie", "delta", "echo"])]
    complaints = [bad(f"cmp-{n}", f"{word}: this app is useless") for n, word in enumerate(["kilo", "lima", "mike"])]
    selection = select(errors + complaints, SampleConfig(per_kind=2, limit=3))
    kinds = [candidate.primary for candidate in selection.selected]
    assert kinds == ["error", "error", "complaint"]
    assert selection.outcomes["over_quota"] == 3 and selection.outcomes["over_limit"] == 2
    assert selection.bad == 8 == sum(selection.outcomes.values())


def test_options_override_the_configuration() -> None:
    requests = ["reset password", "close account", "change address", "book flight", "cancel order", "card"]
    sessions = [failing(f"s{n}", request) for n, request in enumerate(requests)]
    assert len(select(sessions, SampleConfig(), per_kind=4).selected) == 4
    assert len(select(sessions, SampleConfig(), limit=1).selected) == 1


def test_same_seed_same_selection_in_any_input_order_and_seed_changes_ties() -> None:
    fruit = ["apple", "pear", "plum", "fig", "kiwi", "lime", "lemon", "date", "grape", "melon"]
    sessions = [failing(f"s{n:02}", f"{word}") for n, word in enumerate(fruit)]
    reference = ids(select(sessions, SampleConfig(per_kind=3)))
    assert len(reference) == 3
    for attempt in range(5):
        shuffled = sessions[:]
        random.Random(attempt).shuffle(shuffled)
        assert ids(select(shuffled, SampleConfig(per_kind=3))) == reference
    others = {tuple(ids(select(sessions, SampleConfig(per_kind=3), seed=seed))) for seed in range(1, 6)}
    assert len(others | {tuple(reference)}) > 1


def test_already_mined_sessions_and_their_duplicates_are_skipped() -> None:
    sessions = [failing("old", "where is my order 1"), failing("new-twin", "where is my order 2"),
                failing("fresh", "close my account")]
    selection = select(sessions, SampleConfig(), already_mined={"old"})
    assert ids(selection) == ["fresh"]
    assert selection.outcomes["already_mined"] == 1 and selection.outcomes["duplicate"] == 1


def test_bad_by_kind_counts_each_kind_once_per_session() -> None:
    built = bad("x", "this is useless", "still not working", turn("hm", tool("escalate")))
    sampler = Sampler(SampleConfig())
    sampler.add(built)
    sampler.add(built)  # delivered twice: counted once
    result = sampler.finish()
    assert dict(result.bad_by_kind) == {"escalation": 1, "complaint": 1}
    assert result.read == 2 and result.bad == 1


def test_signals_set_by_hand_are_scored_by_severity() -> None:
    strong = Signal(kind="error", detector="error", severity=3.0, evidence=[Evidence(detail="x")])
    built = session("x", signals=[strong])
    assert score_session(built, SampleConfig().weights) == (6.0, "error")


def test_redacted_placeholders_and_fixture_ids_compare_equal_but_another_complaint_does_not() -> None:
    shouting = "WHY IS THIS SO HARD? I ALREADY GAVE YOU THE ORDER NUMBER!"
    sessions = [
        bad("priya", turn("Hi, I'm <PERSON_1>. Where is my order ORD-FX0001?", tool("lookup_order")), shouting),
        bad("john", turn("Hi, I'm <PERSON_2>. Where is my order ORD-FX0007?", tool("lookup_order")), shouting),
        bad("ana", turn("Hi, I'm <PERSON_1>. Where is my order ORD-FX0002?", tool("lookup_order")),
            "This is useless, you keep giving me the same answer."),
    ]
    selection = select(sessions, SampleConfig())
    assert len(selection.selected) == 2 and selection.outcomes["duplicate"] == 1
    assert sorted(len(candidate.duplicates) for candidate in selection.selected) == [0, 1]


def test_near_duplicates_are_judged_on_the_normalised_copies() -> None:
    """The sampler compares what `normalise` returns (in `miner sample`: the redacted sessions)."""
    sessions = [failing("priya", "Hi, I'm Priya Okafor, where is my parcel?"),
                failing("john", "Hi, I'm John Smith, where is my parcel?")]
    assert len(select(sessions, SampleConfig(duplicate_similarity=0.9)).selected) == 2
    names = {"Priya Okafor": "<PERSON_1>", "John Smith": "<PERSON_1>"}

    def redact(batch: list[Session]) -> list[Session]:
        copies = []
        for item in batch:
            text = item.turns[0].user_text or ""
            for name, placeholder in names.items():
                text = text.replace(name, placeholder)
            copies.append(item.model_copy(update={"turns": [item.turns[0].model_copy(update={"user_text": text})]}))
        return copies

    sampler = Sampler(SampleConfig(duplicate_similarity=0.9))
    for item in sessions:
        sampler.add(item)
    selection = sampler.finish(redact)
    assert len(selection.selected) == 1 and len(selection.selected[0].duplicates) == 1
