"""VADER's sentence score as a complaint cue, measured on the tuning sets; an experiment, not used by the detectors.

    python bench/sentence_sentiment.py            # every table below (a few minutes)
    python bench/sentence_sentiment.py --show 10  # and the false complaint conversations each cue adds

VADER (`vadersentiment` 3.3.2, MIT; its lexicon ships in the wheel and nothing is downloaded) gives a sentence a
compound score from -1 to 1, with its own handling of negation, "but", degree words and capitals. The detectors read
VADER's words only where they judge the agent or the service (docs/signals.md, **The lexicon**). Here the score of a
whole user message (English, quotations left out, no politeness) is tried as a cue of its own, played through the
real `detect()` (`ComplaintDetector.cues` wrapped for the run), in three ways:

- `strong`: the score at or below the cut, in a sentence that names the agent or the service (the detector's own
  target rule), weighs 1: a complaint by itself;
- `weak`: the same, weighing 0.5: a complaint beside another cue;
- `corroborated`: the score at or below the cut, aimed or not, weighs 1 and counts as a judgement aimed at nobody
  does, only when the conversation corroborates it (the agent's apology or concession, the same asked again,
  another complaint turn).

1. Per multi-turn tuning set (`bench/data/signals_tuning*.json`, the guide's labels), complaint precision and recall
   per session, and the hard-negative turns (calm problem reports and the like) flagged as complaints.
2. The ceiling: the conversations today's detectors miss that hold a user message at or below each cut, beside the
   conversations with no complaint and no flag that hold one (those aimed at the agent or the service apart).
3. The outside tuning sources of `bench/outside_phrases.py` (ChatterBot, Chit Chat), two-turn sessions.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.append(str(ROOT / "bench"))

from outside_phrases import TUNING_SETS, labelled, two_turn  # noqa: E402
from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer  # noqa: E402

from miner.config import MinerConfig  # noqa: E402
from miner.signals import complaint, detect  # noqa: E402
from miner.signals.labelled import LabelledConversation, flagged_turns, load  # noqa: E402
from miner.signals.learned import reads_as_english  # noqa: E402
from miner.signals.text import MESSAGE_CHARS_READ, with_apostrophes, without_quotations  # noqa: E402

DATA = ROOT / "bench" / "data"
# (name, way, cut): the cues measured, beside the detectors as shipped (way None).
CUES = (("as shipped", None, 0.0), ("strong <= -0.5", "strong", -0.5), ("strong <= -0.7", "strong", -0.7),
        ("weak <= -0.5", "weak", -0.5), ("corroborated <= -0.5", "corroborated", -0.5))
CEILING_CUTS = (-0.3, -0.5, -0.6, -0.7, -0.8)
ANALYSER = SentimentIntensityAnalyzer()


def compound(text: str) -> float:
    return float(ANALYSER.polarity_scores(text)["compound"])


def below(cut: float) -> Callable[[str], bool]:
    return lambda part: compound(part) <= cut


def read_text(text: str) -> str:
    """The message as the detector reads it: apostrophes made plain, quotations of others left out."""
    return without_quotations(with_apostrophes(text[:MESSAGE_CHARS_READ].replace("’", "'")))


@contextmanager
def sentence_cue(way: str | None, cut: float) -> Iterator[None]:
    """The complaint detector with the sentence-score cue added to each message's cues, for the block's length."""
    shipped = complaint.ComplaintDetector.cues
    if way is None:
        yield
        return

    def cues(self: complaint.ComplaintDetector, text: str, *args: object, **kwargs: object) -> list[complaint.Cue]:
        found = shipped(self, text, *args, **kwargs)  # type: ignore[arg-type]
        read = read_text(text)
        if not read or not reads_as_english(read) or complaint._POLITE.search(read):
            return found
        score = compound(read)
        if score > cut:
            return found
        aimed = complaint._aimed(read, below(cut))
        if way == "corroborated":
            return [*found, complaint.Cue("negative_judgement", f"{score:.2f}", 1.0, aimed=False)]
        if not aimed:
            return found
        return [*found, complaint.Cue("negative_judgement", f"{score:.2f}", 1.0 if way == "strong" else 0.5)]

    complaint.ComplaintDetector.cues = cues  # type: ignore[method-assign]
    try:
        yield
    finally:
        complaint.ComplaintDetector.cues = shipped  # type: ignore[method-assign]


def tuning_sets() -> list[tuple[str, list[LabelledConversation]]]:
    paths = sorted(DATA.glob("signals_tuning*.json"), key=lambda path: (len(path.name), path.name))
    return [(path.name, load(path, "guide")[1]) for path in paths]


def ratio(part: int, whole: int) -> float:
    return part / whole if whole else 1.0


def multi_turn(sets: list[tuple[str, list[LabelledConversation]]], config: MinerConfig,
               show: int) -> dict[str, dict[str, set[int]]]:
    """Part 1; returns, per set and conversation, the complaint turns the shipped detectors flag."""
    shipped: dict[str, dict[str, set[int]]] = {}
    for name, way, cut in CUES:
        print(f"\n{name}: per set, complaint sessions (true, found, false), precision / recall")
        total: Counter[str] = Counter()
        hard: Counter[str] = Counter()
        with sentence_cue(way, cut):
            for set_name, conversations in sets:
                counts: Counter[str] = Counter()
                false: list[str] = []
                for conversation in conversations:
                    found = flagged_turns(detect(conversation.session, config).signals)["complaint"]
                    if way is None:
                        shipped.setdefault(set_name, {})[conversation.session.session_id] = found
                    truth = any("complaint" in turn.labels for turn in conversation.turns)
                    counts["true"] += truth
                    counts["found"] += bool(found)
                    counts["tp"] += truth and bool(found)
                    for turn in conversation.turns:
                        hard["turns"] += turn.hard_negative
                        hard["flagged"] += turn.hard_negative and turn.index in found and "complaint" not in turn.labels
                    if found and not truth and not shipped[set_name][conversation.session.session_id]:
                        false.append(" | ".join(turn.user[:90] for turn in conversation.turns if turn.index in found))
                total.update(counts)
                print(f"  {set_name:<24} {counts['true']:>4} {counts['found']:>4} {counts['found'] - counts['tp']:>3}"
                      f"  {ratio(counts['tp'], counts['found']):.3f} / {ratio(counts['tp'], counts['true']):.3f}")
                if way is not None:
                    for line in false[:show]:
                        print(f"      false: {line!r}")
        print(f"  {'all':<24} {total['true']:>4} {total['found']:>4} {total['found'] - total['tp']:>3}"
              f"  {ratio(total['tp'], total['found']):.4f} / {ratio(total['tp'], total['true']):.4f};"
              f" hard-negative turns flagged as complaints: {hard['flagged']} of {hard['turns']}")
    return shipped


def ceiling(sets: list[tuple[str, list[LabelledConversation]]], shipped: dict[str, dict[str, set[int]]]) -> None:
    """Part 2."""
    print("\nceiling: conversations holding a user message (English) at or below the cut")
    print(f"  {'cut':>5}  {'missed complaints':>18} {'of them aimed':>14}  {'clean others':>13} {'of them aimed':>14}")
    rows = []
    for set_name, conversations in sets:
        for conversation in conversations:
            truth = any("complaint" in turn.labels for turn in conversation.turns)
            flagged = bool(shipped[set_name][conversation.session.session_id])
            if flagged:
                continue
            texts = [read_text(turn.user) for turn in conversation.turns if turn.user and reads_as_english(turn.user)]
            rows.append((truth, [(compound(text), text) for text in texts if text]))
    missed = sum(truth for truth, _ in rows)
    for cut in CEILING_CUTS:
        reached: Counter[bool] = Counter()
        aimed: Counter[bool] = Counter()
        for truth, scored in rows:
            low = [text for score, text in scored if score <= cut]
            reached[truth] += bool(low)
            aimed[truth] += any(complaint._aimed(text, below(cut)) for text in low)
        print(f"  {cut:>5}  {reached[True]:>10} of {missed:<5} {aimed[True]:>14}  {reached[False]:>6} of "
              f"{len(rows) - missed:<4} {aimed[False]:>14}")


def outside(config: MinerConfig) -> None:
    """Part 3."""
    print("\noutside tuning sources, two-turn sessions: complaint (true, found, false), precision / recall")
    for source_path, source in TUNING_SETS:
        messages = list(labelled(source_path))
        for name, way, cut in CUES:
            counts: Counter[str] = Counter()
            with sentence_cue(way, cut):
                for number, (text, labels) in enumerate(messages):
                    found = bool(flagged_turns(detect(two_turn(text, number), config).signals)["complaint"])
                    truth = "complaint" in labels
                    counts["true"] += truth
                    counts["found"] += found
                    counts["tp"] += truth and found
            print(f"  {source[:32]:<32} {name:<22} {counts['true']:>4} {counts['found']:>4} "
                  f"{counts['found'] - counts['tp']:>3}  {ratio(counts['tp'], counts['found']):.3f} / "
                  f"{ratio(counts['tp'], counts['true']):.3f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--show", type=int, default=0, help="How many false complaints a cue adds to list, per set.")
    args = parser.parse_args()
    config = MinerConfig()
    sets = tuning_sets()
    shipped = multi_turn(sets, config, args.show)
    ceiling(sets, shipped)
    outside(config)
    return 0


if __name__ == "__main__":
    sys.exit(main())
