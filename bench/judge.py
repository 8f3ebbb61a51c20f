"""What the optional judge of the signals costs, and the most it can change, in one run.

No real model is reachable from the machine the figures are measured on, so the accuracy of a model as judge is
not measured here. What is measured, on each labelled tuning set (`bench/data/signals_tuning*.json`, labels under
the guide) sampled as one weekly run (`miner sample`'s selection at the default quotas and weights, near-duplicates
folded, real redaction): the complaint and request-for-a-person drafts without the judge, and with a scripted judge
on a fake OpenAI-compatible server on 127.0.0.1 that answers from the labels (the ceiling: a judge that is never
wrong); the calls that took, the calls a rerun makes (answered from the cache), and the time the judge adds.

    python bench/judge.py              # every tuning set, and the outside messages of ChatterBot's corpus
    python bench/judge.py --sets 3 11  # some of the tuning sets, by number
    python bench/judge.py --no-outside # without the outside messages (they need: pip install -e '.[bench]')

The outside messages are those `bench/outside_phrases.py` tunes on (bench/data/outside_tuning_chatterbot.json:
human-written lines of ChatterBot's English corpus, each played as the second turn of a two-turn session), where
the detectors flag far more that is no complaint than on the conversation sets; they are read as one week.

The oracle knows a request's conversation by its redacted user turns, recorded when the judge's redaction
produces them (the server never sees a raw value). A complaint draft is right when its conversation holds a
complaint turn, a request-for-a-person draft when it holds a request for a person (as `bench/signals.py` counts).

Goals: every run calls at most `max_calls` times; a rerun makes no call (after a run the cap stopped: at most
`max_calls`, for the sessions left unjudged); no draft the ceiling judge keeps is wrong when it judged every one.
Exit 1 when one is missed.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from miner.config import MinerConfig  # noqa: E402
from miner.model import Session  # noqa: E402
from miner.sample.judging import CandidateJudge  # noqa: E402
from miner.sample.redacting import RedactingNormaliser  # noqa: E402
from miner.sample.selection import Sampler, Selection  # noqa: E402
from miner.signals import detect  # noqa: E402
from miner.signals.judge import SignalJudge, SignalJudgeConfig  # noqa: E402
from miner.signals.labelled import LabelledConversation, LabelledTurn, load  # noqa: E402
from tests.conformance.fake_openai import FakeOpenAI, Script, Step  # noqa: E402

DATA = ROOT / "bench" / "data"
LABEL_OF = {"complaint": "complaint", "escalation": "escalation_request"}


def _set_number(path: Path) -> int:
    tail = path.stem.removeprefix("signals_tuning").strip("_")
    return int(tail) if tail else 1


TUNING_SETS = tuple(sorted(DATA.glob("signals_tuning*.json"), key=_set_number))


class Oracle(Script):
    """A judge that answers from the labels of the conversation whose redacted user turns it is shown."""

    def __init__(self) -> None:
        super().__init__({})
        self.truth: dict[tuple[str, ...], set[str]] = {}

    def answer(self, messages: list[dict[str, Any]]) -> Step:
        text = str(messages[-1]["content"])
        asked, conversation = text.split("\n\nConversation:\n", 1)
        kinds = [line[2:].split(":")[0] for line in asked.splitlines() if line.startswith("- ")]
        users = tuple(line.removeprefix("User: ") for line in conversation.splitlines() if line.startswith("User: "))
        labels = self.truth.get(users, set())
        return {"text": json.dumps({"verdicts": [{"kind": kind, "holds": LABEL_OF.get(kind, kind) in labels}
                                                 for kind in kinds]})}


class Quiet:
    def show(self, text: str) -> None:
        pass

    def clear(self) -> None:
        pass


def weekly_run(conversations: list[LabelledConversation], config: MinerConfig, normaliser: RedactingNormaliser,
               judge: CandidateJudge | None) -> Selection:
    sampler = Sampler(config.sample)
    for item in conversations:
        sampler.add(detect(item.session, config))
    if judge is None:
        return sampler.finish(normaliser)
    asker = judge
    return sampler.finish(normaliser, lambda candidate: asker(candidate, candidate.session))


def drafts(selection: Selection, truth: dict[str, set[str]]) -> Counter[str]:
    """Per primary kind judged by labels: drafts, and drafts that are right."""
    found: Counter[str] = Counter()
    for candidate in selection.selected:
        if candidate.primary in LABEL_OF:
            found[f"{candidate.primary} drafts"] += 1
            found[f"{candidate.primary} right"] += LABEL_OF[candidate.primary] in truth[candidate.session.session_id]
    return found


def outside_conversations() -> list[LabelledConversation]:
    """The ChatterBot tuning messages as two-turn sessions, labelled on their second turn."""
    sys.path.append(str(ROOT / "bench"))
    from outside_phrases import labelled, two_turn

    conversations = []
    for number, (text, labels) in enumerate(labelled(DATA / "outside_tuning_chatterbot.json")):
        session = two_turn(text, number)
        conversations.append(LabelledConversation(session, (
            LabelledTurn(session.session_id, 0, session.turns[0].user_text or "", frozenset(), False, None),
            LabelledTurn(session.session_id, 1, text, labels, False, None))))
    return conversations


def measure(name: str, conversations: list[LabelledConversation], config: MinerConfig, server: FakeOpenAI,
            oracle: Oracle, cache_root: Path, max_calls: int) -> tuple[Counter[str], bool]:
    truth = {item.session.session_id: {label for turn in item.turns for label in turn.labels}
             for item in conversations}
    plain = RedactingNormaliser(config, Quiet())
    try:
        started = time.perf_counter()
        without = drafts(weekly_run(conversations, config, plain, None), truth)
        plain_seconds = time.perf_counter() - started
    finally:
        plain.close()
    normaliser = RedactingNormaliser(config, Quiet())  # its own: the judged run pays for its own redaction
    try:

        def redact_and_remember(session: Session) -> Session:
            redacted = normaliser.for_judge(session)
            users = tuple(turn.user_text for turn in redacted.turns if turn.user_text)
            oracle.truth[users] = truth[session.session_id]
            return redacted

        judge_config = SignalJudgeConfig(enabled=True, base_url=server.base_url, model="oracle-2026-12-04",
                                         max_calls=max_calls, cache=".miner/judge-cache.json")
        figures = []
        for _ in range(2):  # the run, then the rerun over the same week
            judge = SignalJudge(judge_config, config.judge, cache_root)
            started = time.perf_counter()
            judged = drafts(weekly_run(conversations, config, normaliser,
                                       CandidateJudge(judge, redact_and_remember)), truth)
            seconds = time.perf_counter() - started
            judge.save()
            figures.append((judge.figures, judged, seconds))
    finally:
        normaliser.close()
    (first, judged, seconds), (again, _, _) = figures
    result = Counter({**{f"without {key}": value for key, value in without.items()},
                      **{f"judged {key}": value for key, value in judged.items()},
                      "calls": first.calls, "rerun calls": again.calls, "rerun from cache": again.from_cache,
                      "over cap": first.not_judged_over_cap, "rejected": first.rejected, "confirmed": first.confirmed})
    wrong_kept = not first.not_judged_over_cap and any(judged[f"{kind} right"] < judged[f"{kind} drafts"]
                                                       for kind in LABEL_OF)
    # A capped run leaves sessions unjudged: its rerun judges them (within the cap), the rest from the cache.
    rerun_goal = max_calls if first.not_judged_over_cap else 0
    met = first.calls <= max_calls and again.calls <= rerun_goal and not wrong_kept
    print(f"{name}: {len(conversations)} conversations; complaint drafts right "
          f"{without['complaint right']}/{without['complaint drafts']} without the judge, "
          f"{judged['complaint right']}/{judged['complaint drafts']} with the ceiling judge; request for a person "
          f"{without['escalation right']}/{without['escalation drafts']} -> "
          f"{judged['escalation right']}/{judged['escalation drafts']}; calls {first.calls} (goal <= {max_calls}; "
          f"{first.confirmed} signals confirmed, {first.rejected} rejected, {first.not_judged_over_cap} sessions "
          f"over the cap), rerun calls {again.calls} (goal <= {rerun_goal}; {again.from_cache} from the cache); "
          f"time {plain_seconds:.1f} s without, {seconds:.1f} s with (redaction for the judge included): "
          f"{'ok' if met else 'GOAL MISSED'}")
    return result, met


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", type=int, nargs="*", help="Tuning set numbers (default: every one).")
    parser.add_argument("--no-outside", action="store_true", help="Leave out the outside messages.")
    parser.add_argument("--max-calls", type=int, default=SignalJudgeConfig().max_calls,
                        help="The judge's cap per run (default: the configuration's default).")
    args = parser.parse_args()
    paths = [path for path in TUNING_SETS if not args.sets or _set_number(path) in args.sets]
    weeks = [(path.name, load(path, "guide")[1]) for path in paths]
    if not args.no_outside:
        weeks.append(("outside_tuning_chatterbot.json (two-turn sessions)", outside_conversations()))
    config = MinerConfig()
    oracle = Oracle()
    total: Counter[str] = Counter()
    ok = True
    with FakeOpenAI(oracle) as server, tempfile.TemporaryDirectory() as folder:
        for number, (name, conversations) in enumerate(weeks):
            figures, met = measure(name, conversations, config, server, oracle, Path(folder) / str(number),
                                   args.max_calls)
            total.update(figures)
            ok &= met
    print(f"\nall {len(weeks)} sets, one weekly run each: complaint drafts right {total['without complaint right']}/"
          f"{total['without complaint drafts']} without the judge, {total['judged complaint right']}/"
          f"{total['judged complaint drafts']} with the ceiling judge; request for a person "
          f"{total['without escalation right']}/{total['without escalation drafts']} -> "
          f"{total['judged escalation right']}/{total['judged escalation drafts']}; {total['calls']} calls "
          f"({total['calls'] / max(1, len(weeks)):.1f} a run, cap {args.max_calls}), {total['over cap']} sessions "
          f"over the cap; rerun: {total['rerun calls']} calls, {total['rerun from cache']} from the cache: "
          f"{'ok' if ok else 'GOAL MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
