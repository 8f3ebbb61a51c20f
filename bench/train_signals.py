"""Train the learned scorer of the complaint and escalation-request detectors.

    python bench/train_signals.py --output my_weights.json   # cross-validate, then write the model there
    python bench/train_signals.py --data a.json --data b.json --data my_turns.json   # other labelled files
    python bench/train_signals.py --check               # cross-validate only, write nothing
    python bench/train_signals.py --setting complaint=0.65,0.2 --setting escalation_request=0.65,0.1 \
        --output my_weights.json                        # no sweep
    python bench/train_signals.py --overwrite-shipped   # replace the shipped miner/signals/learned_weights.json

Without --output or --overwrite-shipped nothing is written: the shipped model changes only when asked.

The labelled files are those of `miner/signals/labelled.py` ({"about", "conversations": [{"id", "domain",
"turns": [{"user", "agent", "labels"}]}]}); by default every tuning set under `bench/data/`
(`signals_tuning*.json`, never the held-out set). One logistic regression per kind (numpy, full-batch
Adam, L2) over the features of `miner/signals/learned.py`. Its cut (the probability from which a turn is of a
kind), its floor (below which it overrules the rule cues) and the strength of the L2 penalty are chosen by
leave-one-set-out cross-validation (or given with --setting): each file (another writer, other domains) is scored by a
model trained on the others, through the real detectors (rule cues + the model). With three files or more it also
prints the nested figure, the honest proxy of a held-out set: each file scored by a model whose cut and floor were
chosen without it. Training is deterministic: the same files write the same weights file, byte for byte.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from miner.signals.complaint import ComplaintDetector  # noqa: E402
from miner.signals.config import SignalsConfig  # noqa: E402
from miner.signals.escalation import EscalationDetector  # noqa: E402
from miner.signals.labelled import LABELLINGS, LabelledConversation, flagged_turns, load  # noqa: E402
from miner.signals.learned import KINDS, WEIGHTS_FILE, LearnedModel  # noqa: E402
from miner.signals.training import examples, train  # noqa: E402

DATA = ROOT / "bench" / "data"


def _set_number(path: Path) -> int:
    """signals_tuning.json is set 1, signals_tuning_N.json set N."""
    return int(path.stem.rpartition("_")[2]) if path.stem != "signals_tuning" else 1


# Every tuning set under bench/data (never the held-out set), in the order of their numbers.
TUNING_SETS = tuple(sorted(DATA.glob("signals_tuning*.json"), key=_set_number))
OUTPUT = ROOT / "miner" / "signals" / WEIGHTS_FILE
# The labels trained on (miner/signals/labelled.py): the writers' own, or those given under the labelling guide.
LABELLING = "guide"
# L2 penalty per training turn, times 1e-3 (0.01 and 0.03 were tried: no better on either kind).
PENALTIES = (0.1,)
CUTS = tuple(round(0.05 * step, 2) for step in range(6, 19))  # 0.3 .. 0.9
FLOORS = (0.0, 0.02, 0.05, 0.1, 0.2)  # below it the model overrules the rule cues
F1_TOLERANCE = 0.01  # settings this close to the best F1 count as equal; the most precise of them is chosen


def detectors(model: LearnedModel) -> tuple[ComplaintDetector, EscalationDetector]:
    """The real detectors with `model`; they read its cuts and floors at each message, so a sweep changes them
    in place (building the detectors' matchers costs more than scoring a set)."""
    config = SignalsConfig()
    return ComplaintDetector(config.complaint, model), EscalationDetector(config.escalation, model)


def score(conversations: list[LabelledConversation], model: LearnedModel,
          built: tuple[ComplaintDetector, EscalationDetector] | None = None) -> dict[str, Counter]:
    """tp/fp/fn per kind of the real detectors (rule cues + `model`, or `built` around it) on labelled
    conversations."""
    counts = {kind: Counter() for kind in KINDS}
    for conversation in conversations:
        signals = [signal for detector in (built or detectors(model))
                   if (signal := detector.detect(conversation.session)) is not None]
        found = flagged_turns(signals)
        for turn in conversation.turns:
            for kind in KINDS:
                truth, hit = kind in turn.labels, turn.index in found[kind]
                if truth or hit:
                    counts[kind]["tp" if truth and hit else "fp" if hit else "fn"] += 1
    return counts


def figures(counts: Counter) -> tuple[float, float]:
    precision = counts["tp"] / max(counts["tp"] + counts["fp"], 1)
    recall = counts["tp"] / max(counts["tp"] + counts["fn"], 1)
    return precision, recall


Setting = tuple[float, float]  # (cut, floor)
SETTINGS: tuple[Setting, ...] = tuple((cut, floor) for cut in CUTS for floor in FLOORS if floor < cut)
Sweep = dict[str, dict[Setting, Counter]]  # per kind, per setting: tp/fp/fn


def f1(counts: Counter) -> float:
    precision, recall = figures(counts)
    return 2 * precision * recall / max(precision + recall, 1e-9)


def choose(by_setting: dict, settings: tuple, floors: tuple[float, ...] = (0.9,)) -> tuple[float, float]:
    """The setting with the best recall at the highest precision of `floors` reached, else the most precise of
    those within F1_TOLERANCE of the best F1 (ties: the higher setting). Precision first: a flood of false
    complaints hides the real ones, and F1 is flat over a wide range of cuts."""
    for least in floors:
        precise = [setting for setting in settings if figures(by_setting[setting])[0] >= least]
        if precise:
            return max(precise, key=lambda setting: (figures(by_setting[setting])[1], setting))
    best = max(f1(by_setting[setting]) for setting in settings)
    near = [setting for setting in settings if f1(by_setting[setting]) >= best - F1_TOLERANCE]
    return max(near, key=lambda setting: (figures(by_setting[setting])[0], setting))


def sweep(training: list[LabelledConversation], held: list[LabelledConversation], penalty: float) -> Sweep:
    """tp/fp/fn per kind and (cut, floor) of the detectors on `held`, with a model trained on `training`."""
    model = LearnedModel(train(examples(training), penalty, "fold"))
    built = detectors(model)
    found: Sweep = {kind: {} for kind in KINDS}
    for cut, floor in SETTINGS:
        model.cuts, model.floors = dict.fromkeys(KINDS, cut), dict.fromkeys(KINDS, floor)
        counts = score(held, model, built)
        for kind in KINDS:
            found[kind][cut, floor] = counts[kind]
    return found


def pooled(sweeps: list[Sweep]) -> Sweep:
    total: Sweep = {kind: {setting: Counter() for setting in SETTINGS} for kind in KINDS}
    for one in sweeps:
        for kind in KINDS:
            for setting, counts in one[kind].items():
                total[kind][setting].update(counts)
    return total


def chosen_settings(by_kind: Sweep) -> dict[str, Setting]:
    return {kind: choose(by_kind[kind], SETTINGS) for kind in KINDS}


def leave_one_set_out(sets: dict[str, list[LabelledConversation]], penalty: float) -> Sweep:
    """Each set scored by a model trained on the other sets, per (cut, floor), pooled: how the model does on a
    writer and domains it never saw, the figure that chooses the shipped cut and floor."""
    return pooled([sweep([item for other, items in sets.items() if other != name for item in items], held, penalty)
                   for name, held in sets.items()])


def nested_leave_one_set_out(sets: dict[str, list[LabelledConversation]], penalty: float,
                             truth: dict[str, list[LabelledConversation]] | None = None,
                             ) -> dict[str, tuple[dict[str, Setting], dict[str, Counter]]]:
    """The honest proxy of a held-out set: for each set, a model trained on the other sets, its cut and floor
    chosen by leave-one-set-out among those others alone (the left-out set chooses nothing), then scored on
    it, against its labels in `truth` (default: `sets`; the same conversations, labelled under the guide).
    Per left-out set: (the settings chosen, tp/fp/fn per kind)."""
    result = {}
    for name, held in (truth or sets).items():
        others = {other: items for other, items in sets.items() if other != name}
        settings = chosen_settings(leave_one_set_out(others, penalty))
        model = LearnedModel(train(examples([item for items in others.values() for item in items]), penalty, "fold"))
        model.cuts = {kind: settings[kind][0] for kind in KINDS}
        model.floors = {kind: settings[kind][1] for kind in KINDS}
        result[name] = (settings, score(held, model))
    return result


def left_out_at_shipped(sets: dict[str, list[LabelledConversation]], penalty: float, shipped: LearnedModel,
                        ) -> dict[str, tuple[dict[str, Setting], dict[str, Counter]]]:
    """Each set scored by a model trained on the other sets at the shipped cut and floor (chosen with every set,
    so a little kinder than the nested figure, and one model per set instead of one per pair of sets)."""
    settings = {kind: (shipped.cuts[kind], shipped.floors[kind]) for kind in KINDS}
    return {name: (settings, score(held, fold_model(sets, name, penalty, shipped))) for name, held in sets.items()}


def fold_model(sets: dict[str, list[LabelledConversation]], left_out: str, penalty: float, shipped: LearnedModel,
               ) -> LearnedModel:
    """A model trained on every set but `left_out`, at the shipped cut and floor."""
    model = LearnedModel(train(examples([item for other, items in sets.items() if other != left_out
                                         for item in items]), penalty, "fold"))
    model.cuts, model.floors = dict(shipped.cuts), dict(shipped.floors)
    return model


def print_nested(result: dict[str, tuple[dict[str, Setting], dict[str, Counter]]]) -> dict[str, Counter]:
    """Prints the nested leave-one-set-out figures per left-out set and pooled; returns the pooled counts."""
    total = {kind: Counter() for kind in KINDS}
    for name, (settings, counts) in result.items():
        print(f"  left out {name}: " + ", ".join(
            "{} precision {:.3f} recall {:.3f} (cut {:.2f} floor {:.2f})".format(
                kind, *figures(counts[kind]), *settings[kind]) for kind in KINDS))
        for kind in KINDS:
            total[kind].update(counts[kind])
    print("  pooled: " + ", ".join("{} precision {:.3f} recall {:.3f}".format(kind, *figures(total[kind]))
                                   for kind in KINDS))
    return total


def load_sets(paths: list[Path], labelling: str = LABELLING) -> dict[str, list[LabelledConversation]]:
    return {path.name: load(path, labelling)[1] for path in paths}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, action="append",
                        help="Labelled conversation files (repeatable; at least two: each is left out in turn).")
    parser.add_argument("--output", type=Path, help="Where the weights file is written (default: nothing is "
                        "written; the figures are printed).")
    parser.add_argument("--overwrite-shipped", action="store_true",
                        help=f"Write the shipped {OUTPUT.relative_to(ROOT)} (what the miner reads).")
    parser.add_argument("--penalty", type=float, action="append", help="L2 penalties to try (default: "
                        + ", ".join(map(str, PENALTIES)) + ").")
    parser.add_argument("--table", action="store_true", help="Print precision/recall of every (cut, floor).")
    parser.add_argument("--check", action="store_true", help="Cross-validate only; write nothing.")
    parser.add_argument("--no-nested", action="store_true", help="Skip the nested leave-one-set-out (faster).")
    parser.add_argument("--labelling", choices=LABELLINGS, default=LABELLING,
                        help="The labels trained on and cross-validated with: each writer's own, or those given "
                        "under the labelling guide (sets 1 and 2 relabelled); the nested figure is always scored "
                        f"against the guide's (default: {LABELLING}).")
    parser.add_argument("--setting", action="append", default=[], metavar="KIND=CUT,FLOOR",
                        help="Write the model at this cut and floor for the kind, without cross-validating (given for "
                        "both kinds; e.g. complaint=0.65,0.2).")
    args = parser.parse_args()
    if args.overwrite_shipped:
        if args.output is not None and args.output.resolve() != OUTPUT:
            print("--overwrite-shipped writes the shipped weights file: give it or --output, not both", file=sys.stderr)
            return 2
        args.output = OUTPUT
    elif args.output is not None and args.output.resolve() == OUTPUT:
        print(f"{OUTPUT.relative_to(ROOT)} is the shipped model: add --overwrite-shipped to replace it",
              file=sys.stderr)
        return 2
    fixed = {kind: tuple(float(value) for value in setting.split(",")) for kind, _, setting in
             (item.partition("=") for item in args.setting)}
    if fixed and sorted(fixed) != sorted(KINDS):
        print(f"--setting is given for each of {', '.join(KINDS)} or not at all", file=sys.stderr)
        return 2
    paths = args.data or [path for path in TUNING_SETS if path.is_file()]
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        print(f"no such labelled file: {', '.join(missing)}", file=sys.stderr)
        return 2
    sets = load_sets(paths, args.labelling)
    if len(sets) < 2:
        print("at least two labelled files are needed (each is left out in turn)", file=sys.stderr)
        return 2
    conversations = [item for items in sets.values() for item in items]
    domains = sorted({item.session.app_name or "" for item in conversations})
    turns = sum(len(item.turns) for item in conversations)
    print(f"{turns} turns in {len(conversations)} conversations, {len(domains)} domains, from {', '.join(sets)}")
    if fixed:
        penalty = (args.penalty or PENALTIES)[0]
        best = {kind: ((), penalty, (fixed[kind][0], fixed[kind][1])) for kind in KINDS}
        if args.output is None:
            print("nothing written: --output PATH writes the model there (--overwrite-shipped replaces the shipped "
                  "one)", file=sys.stderr)
            return 2
        return write(args.output, conversations, sets, turns, domains, penalty, best, args.labelling)
    no_model = LearnedModel({"about": "", "cuts": dict.fromkeys(KINDS, 2.0), "bias": dict.fromkeys(KINDS, -30.0),
                             "weights": {kind: {} for kind in KINDS}})
    rule_cues = detectors(no_model)
    for name, items in sets.items():
        print(f"rule cues alone on {name}: " + ", ".join(
            f"{kind} precision {figures(counts)[0]:.3f} recall {figures(counts)[1]:.3f}"
            for kind, counts in score(items, no_model, rule_cues).items()))
    best: dict[str, tuple[tuple[float, ...], float, Setting]] = {}
    for penalty in args.penalty or PENALTIES:
        by_kind = leave_one_set_out(sets, penalty)
        if args.table:
            for setting in SETTINGS:
                print(f"    cut {setting[0]:.2f} floor {setting[1]:.2f}: " + ", ".join(
                    "{} {:.3f}/{:.3f}".format(kind, *figures(by_kind[kind][setting])) for kind in KINDS))
        for kind, setting in chosen_settings(by_kind).items():
            counts = by_kind[kind][setting]
            precision, recall = figures(counts)
            print(f"  leave-one-set-out, penalty {penalty}: {kind} cut {setting[0]:.2f} floor {setting[1]:.2f} "
                  f"precision {precision:.3f} recall {recall:.3f} (pooled over the left-out sets, chosen on them)")
            key = (float(precision >= 0.9), recall if precision >= 0.9 else f1(counts))
            if kind not in best or key > best[kind][0]:
                best[kind] = (key, penalty, setting)
    for kind, (_, penalty, (cut, floor)) in best.items():
        print(f"chosen for {kind}: penalty {penalty}, cut {cut:.2f}, floor {floor:.2f}")
    # One penalty for both kinds (they share the file's features): the one chosen for complaints.
    penalty = best["complaint"][1]
    if len(sets) >= 3 and not args.no_nested:
        print(f"nested leave-one-set-out, penalty {penalty}, trained on the {args.labelling} labels (cut and floor "
              f"chosen without the left-out set), scored against the guide's labels:")
        print_nested(nested_leave_one_set_out(sets, penalty, load_sets(paths, "guide")))
    if args.check or args.output is None:
        if args.output is None and not args.check:
            print("nothing written: --output PATH writes the model there (--overwrite-shipped replaces the shipped "
                  "one)")
        return 0
    return write(args.output, conversations, sets, turns, domains, penalty, best, args.labelling)


def write(output: Path, conversations: list[LabelledConversation], sets: dict[str, list[LabelledConversation]],
          turns: int, domains: list[str], penalty: float, best: dict[str, tuple[tuple[float, ...], float, Setting]],
          labelling: str) -> int:
    """Trains on every conversation and writes the weights file at the chosen cut and floor per kind."""
    about = (f"Logistic regression per kind over miner/signals/learned.py's features, trained by "
             f"bench/train_signals.py on {', '.join(sets)} ({turns} turns, {len(domains)} domains, the "
             f"{labelling} labels); penalty, cuts and floors chosen by leave-one-set-out cross-validation.")
    document = train(examples(conversations), penalty, about)
    document["cuts"] = {kind: best[kind][2][0] for kind in KINDS}
    document["floors"] = {kind: best[kind][2][1] for kind in KINDS}
    text = json.dumps(document, sort_keys=True, ensure_ascii=False, separators=(",", ":")) + "\n"
    temporary = output.with_suffix(".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(output)
    print(f"wrote {output.relative_to(ROOT) if output.is_relative_to(ROOT) else output} "
          f"({len(text) // 1024} KiB, " + ", ".join(
              f"{len(document['weights'][kind])} {kind} weights" for kind in KINDS) + ")")
    return 0


if __name__ == "__main__":
    sys.exit(main())
