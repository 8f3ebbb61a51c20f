"""How many of a week's drafts are distinct cases: near-duplicates judged on raw sessions vs redacted ones.

    python bench/duplicates.py                       # the demo (generated here) and the second labelled set
    python bench/duplicates.py --traces demo-traces  # your demo traces instead

For each set, the sampler runs twice with the default quotas: judging near-duplicates on the raw sessions (the
names and ids in them make every greeting differ) and on the redacted sessions (what `miner sample` does).
A draft is a distinct case when no other draft of the run has the same signal kinds, the same tool trajectory
and exactly the same user turns once redacted and normalised (placeholders read as their type, words holding
digits dropped): what a reviewer would write once. Printed: drafts, distinct cases, and their ratio.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from miner.commands.common import Progress
from miner.config import MinerConfig
from miner.model import Session
from miner.sample import Sampler
from miner.sample.redacting import RedactingNormaliser
from miner.sample.selection import user_requests
from miner.signals import detect


def distinct_cases(drafted: list[Session], redacted: Callable[[list[Session]], list[Session]]) -> int:
    signatures = set()
    for raw, copy in zip(drafted, redacted(drafted), strict=True):
        kinds = tuple(sorted({signal.kind for signal in raw.signals}))
        calls = tuple(call.name + ("!" if call.status == "error" else "") for turn in raw.turns
                      for call in turn.tool_calls)
        signatures.add((kinds, calls, user_requests(copy)))
    return len(signatures)


def report(name: str, sessions: list[Session], config: MinerConfig) -> None:
    detected = [detect(session, config) for session in sessions]
    normaliser = RedactingNormaliser(config, Progress("bench"))
    try:
        print(f"\n{name}: {len(sessions)} sessions, {sum(bool(s.signals) for s in detected)} bad")
        print(f"  {'near-duplicates judged on':<28} {'drafts':>6} {'distinct':>8} {'distinct/drafts':>16}")
        for label, normalise in (("raw sessions", None), ("redacted sessions (miner)", normaliser)):
            sampler = Sampler(config.sample)
            for session in detected:
                sampler.add(session)
            drafted = [candidate.session for candidate in sampler.finish(normalise).selected]
            distinct = distinct_cases(drafted, normaliser)
            print(f"  {label:<28} {len(drafted):>6} {distinct:>8} {distinct / max(len(drafted), 1):>16.2f}")
    finally:
        normaliser.close()


def demo_sessions(folder: Path | None, config: MinerConfig) -> list[Session]:
    from miner.commands.demo import run as write_demo
    from miner.diagnostics import Diagnostics
    from miner.ingest import read_sessions
    from miner.signals.feedback_file import read_feedback

    with tempfile.TemporaryDirectory() as scratch:
        if folder is None:
            folder = Path(scratch) / "demo-traces"
            write_demo(folder, 120, 7)
        diagnostics = Diagnostics()
        feedback = read_feedback(folder / "feedback.csv", config.signals.thumbs_down, diagnostics)
        return [feedback.attach(session)
                for session in read_sessions([str(folder / "spans")], config, diagnostics, None, None)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--traces", type=Path, help="A demo folder (spans/, feedback.csv); default: a new demo.")
    args = parser.parse_args()
    config = MinerConfig()
    report("demo (miner demo, 120 sessions, seed 7)", demo_sessions(args.traces, config), config)
    from labelled_sessions import labelled_sessions

    labelled = [session for session, _truth in labelled_sessions(300, 11)]
    report("second labelled set (travel desk + IT helpdesk, 300 sessions)", labelled, config)
    return 0


if __name__ == "__main__":
    sys.exit(main())
