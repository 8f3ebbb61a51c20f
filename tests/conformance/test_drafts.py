"""Drafts from what the real libraries wrote: `miner sample` on every committed fixture, every session rated down
(a feedback file) so that each is drafted, the drafts loaded with google-adk's own models.

No draft has an empty user message where the user wrote one: where the trace holds content, each turn's user
message is the user's own words (identifiers aside: redaction replaces them); where it does not, the turn is a
REVIEW: marker, named in the draft's description and counted in the run's summary. A session folded into
another's draft as its near-duplicate has no draft of its own."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from google.adk.evaluation.eval_set import EvalSet as AdkEvalSet

from miner.cli import main
from miner.drafting.case import NO_USER_TEXT
from miner.formats.spec import REVIEW_PREFIX, CaseSpec
from miner.sample.ledger import Ledger
from tests.conformance.scoring import HELDOUT, awaiting_marked, fixtures, played

# Order ids: redaction replaces them with fixture ids (ORD-FX0001), the rest of the user's words stay.
ORDER_ID = re.compile(r"\bORD-[A-Z0-9-]+")
UNSAID = re.compile(r"user's message of turns? ([0-9, ]+) (?:is|are) not in the trace")
COUNTED = re.compile(r"turns whose user message is not in the trace: (\d+)")


def _words(text: str) -> str:
    return ORDER_ID.sub("ORD-#", text)


def _sample(fixture: Path, repo: Path, session_ids: list[str]) -> str:
    """`miner sample` in `repo` over the fixture's traces (and logs), every session rated down."""
    files = ", ".join(f'"{path}"' for path in sorted(fixture.glob("*.jsonl.gz")))
    (repo / "miner.toml").write_text(f"sources = [{files}]\n", encoding="utf-8")
    (repo / "ratings.csv").write_text("session_id,rating,time\n" + "".join(
        f"{session_id},thumbs_down,2030-01-01T00:00:00Z\n" for session_id in session_ids), encoding="utf-8")
    cwd = Path.cwd()
    os.chdir(repo)
    try:
        result = CliRunner().invoke(main, ["sample", "--since", "2000-01-01", "--feedback", "ratings.csv"])
    finally:
        os.chdir(cwd)
    assert result.exit_code == 0, result.output
    return result.output


# The held-out producer conversations are written like real users' (postcodes, names), which redaction rightly
# changes in a draft, and hold 30 sessions each: they are measured by bench/producers_heldout.py instead.
@pytest.mark.parametrize("fixture", awaiting_marked([fixture for fixture in fixtures() + fixtures(HELDOUT)
                                                     if played(fixture) != "heldout"]),
                         ids=lambda path: f"{path.parent.name}/{path.name}")
def test_each_turn_of_each_draft_carries_the_users_words_or_says_they_are_not_in_the_trace(
        fixture: Path, tmp_path: Path) -> None:
    labels = json.loads((fixture / "labels.json").read_text(encoding="utf-8"))
    sessions = labels["sessions"]
    output = _sample(fixture, tmp_path, [session["session_id"] for session in sessions])
    drafts = {}
    for path in (tmp_path / "drafts").glob("*.spec.json"):
        spec = CaseSpec.model_validate_json(path.read_text(encoding="utf-8"))
        assert spec.provenance is not None
        drafts[spec.provenance.session_hash] = spec.eval_id
    ledger = Ledger(tmp_path / ".miner" / "ledger.jsonl")
    folded_into = {entry.session_hash: entry.case for entry in ledger.entries}
    unsaid_turns = checked = 0
    for session in sessions:
        session_hash = ledger.session_hash(session["session_id"])
        eval_id = drafts.get(session_hash)
        if eval_id is None:
            # A near-duplicate of a drafted session is not drafted again: the ledger records it with that draft.
            assert folded_into.get(session_hash) in drafts.values(), f"{session['session_id']} was not drafted"
            continue
        checked += 1
        evalset = AdkEvalSet.model_validate_json((tmp_path / "drafts" / f"{eval_id}.evalset.json").read_text())
        [case] = evalset.eval_cases
        said = [invocation.user_content.parts[0].text or "" for invocation in case.conversation]
        assert len(said) == len(session["turns"]), eval_id
        named = UNSAID.search(evalset.description or "")
        named_turns = {int(number) for number in named.group(1).split(",")} if named else set()
        for number, (text, turn) in enumerate(zip(said, session["turns"], strict=True), start=1):
            if session["content_captured"]:
                assert _words(text) == _words(turn["user_text"]), f"{eval_id} turn {number}: {text!r}"
                assert number not in named_turns
            else:
                assert text == f"{REVIEW_PREFIX} {NO_USER_TEXT}", f"{eval_id} turn {number}: {text!r}"
                assert number in named_turns, evalset.description
                unsaid_turns += 1
    assert checked >= 2
    counted = COUNTED.search(output)
    assert (int(counted.group(1)) if counted else 0) == unsaid_turns, output
