"""Labelled conversation files (bench/data/signals_*.json, or your own) as `Session`s, so that the real `detect()`
runs on them: what the signals bench measures and the learned scorer is trained on (miner/signals/training.py).

A file is {"about": ..., "conversations": [{"id", "domain", "turns": [{"user", "agent", "labels",
"hard_negative", "cue"}]}]}; `labels` is a subset of {complaint, escalation_request}. Each conversation
becomes one session, each of its turns one `Turn` (the user's words, the agent's answer), and each turn keeps
its labels, so precision and recall are counted per turn from the turns the evidence names.

Two labellings: "writer", the labels each set's writer gave (`labels`), and "guide", the labels given under the
written labelling guide. Tuning sets 3 and 4 (and the held-out sets) were labelled by their writers under that
guide, so both are their `labels`; sets 1 and 2 were written without it and relabelled, every turn, by labellers
who never saw the code: `signals_relabels_*.json` beside them ({"conversations": [{"source", "id", "turns":
[{"user", "agent", "labels"}]}]}), joined by source file and conversation id, their texts checked unchanged.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from miner.model import Session, Signal, Turn

KINDS = ("complaint", "escalation_request")
LABELLINGS = ("writer", "guide")
RELABELS = "signals_relabels_*.json"
START = datetime(2026, 11, 20, 8, 0, tzinfo=UTC)


@dataclass(frozen=True)
class LabelledTurn:
    conversation: str
    index: int
    user: str
    labels: frozenset[str]
    hard_negative: bool
    cue: str | None


@dataclass(frozen=True)
class LabelledConversation:
    session: Session
    turns: tuple[LabelledTurn, ...]


def relabels(path: Path) -> dict[str, list[dict]]:
    """The guide's relabels of the set in `path`, by conversation id, from the relabel files beside it."""
    found: dict[str, list[dict]] = {}
    for relabel_file in sorted(path.parent.glob(RELABELS)):
        for conversation in json.loads(relabel_file.read_text(encoding="utf-8"))["conversations"]:
            if conversation["source"] == path.name:
                found[str(conversation["id"])] = conversation["turns"]
    return found


def load(path: Path, labelling: str = "writer") -> tuple[str, list[LabelledConversation]]:
    """The file's `about` header and its conversations as sessions with per-turn labels of `labelling`."""
    if labelling not in LABELLINGS:
        raise ValueError(f"labelling is one of {', '.join(LABELLINGS)}, not {labelling!r}")
    document = json.loads(path.read_text(encoding="utf-8"))
    # A file with no relabels (a team's own turns) keeps its labels under either labelling.
    guide = (relabels(path) or None) if labelling == "guide" and "labels" not in document else None
    ids = {str(conversation.get("id")) for conversation in document["conversations"]}
    if guide is not None and set(guide) != ids:
        raise ValueError(f"{path}: written without the labelling guide and {len(set(guide) & ids)} of its "
                         f"{len(ids)} conversations relabelled under it ({RELABELS})")
    result = []
    for number, conversation in enumerate(document["conversations"]):
        name = str(conversation.get("id") or f"conversation-{number:04}")
        started = START + timedelta(hours=number)
        turns, labelled = [], []
        relabelled = guide[name] if guide is not None else None
        if relabelled is not None and [(item.get("user"), item.get("agent")) for item in relabelled] != [
                (item.get("user"), item.get("agent")) for item in conversation["turns"]]:
            raise ValueError(f"{path}: {name}: its relabelled turns are not its turns")
        for index, item in enumerate(conversation["turns"]):
            labels = (relabelled[index] if relabelled is not None else item).get("labels", [])
            turns.append(Turn(index=index, user_text=item.get("user"), final_response=item.get("agent"),
                              started_at=started + timedelta(minutes=index)))
            unknown = set(labels) - set(KINDS)
            if unknown:
                raise ValueError(f"{path}: {name} turn {index}: unknown labels {sorted(unknown)}")
            labelled.append(LabelledTurn(name, index, item.get("user") or "", frozenset(labels),
                                         bool(item.get("hard_negative")), item.get("cue")))
        session = Session(session_id=name, app_name=str(conversation.get("domain") or "conversations"),
                          started_at=started, ended_at=started + timedelta(minutes=len(turns)), turns=turns)
        result.append(LabelledConversation(session, tuple(labelled)))
    return str(document.get("about", "")), result


def flagged_turns(signals: list[Signal]) -> dict[str, set[int]]:
    """Per labelled kind, the turns the detectors' evidence names.

    complaint: every complaint evidence. escalation_request: only the user's own request for a person (the
    agent offering a hand-off, or a hand-off tool, is escalation evidence but not the user asking).
    """
    from miner.signals.escalation import USER_REQUEST

    found: dict[str, set[int]] = {kind: set() for kind in KINDS}
    for signal in signals:
        for evidence in signal.evidence:
            if evidence.turn is None:
                continue
            if signal.kind == "complaint":
                found["complaint"].add(evidence.turn)
            elif signal.kind == "escalation" and evidence.detail.startswith(USER_REQUEST):
                found["escalation_request"].add(evidence.turn)
    return found
