"""How many user messages of the tuning sets are read as English, per language the set's domain names.

Each conversation's language is the last item of its domain's brackets ("utility (Davao City, Philippines, English)");
conversations of English-speaking places ("US", "Ireland", "Jamaican English") count as English, those of sets naming
no language apart. Per group and per language: the user messages read as English in their conversation
(`session_english`, what the detectors read), and by their own words alone (`reads_as_english`).

    python bench/english_share.py            # per group, and every language besides English
    python bench/english_share.py --show 30  # and the messages of English conversations not read as English
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from miner.signals.labelled import load  # noqa: E402
from miner.signals.learned import reads_as_english, session_english  # noqa: E402

sys.path.append(str(ROOT / "bench"))
from train_signals import LABELLING, TUNING_SETS  # noqa: E402

_LANGUAGE_IN_DOMAIN = re.compile(r"\(([^()]*)\)\s*$")
_ENGLISH_PLACES = {"US", "UK", "India", "Australia", "Ireland", "Kenya", "South Africa", "Canada", "English"}


def language_of(domain: str) -> str | None:
    named = _LANGUAGE_IN_DOMAIN.search(domain)
    return named.group(1).split(",")[-1].strip() if named else None


def group_of(language: str | None) -> str:
    if language is None:
        return "no language named"
    return "English" if language in _ENGLISH_PLACES or "English" in language else "other languages"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--show", type=int, default=0, help="How many messages of English conversations not read "
                                                            "as English to list.")
    args = parser.parse_args()
    read: Counter[str] = Counter()
    own: Counter[str] = Counter()
    total: Counter[str] = Counter()
    missed: list[str] = []
    for path in TUNING_SETS:
        for conversation in load(path, LABELLING)[1]:
            session = conversation.session
            language = language_of(session.app_name or "")
            group = group_of(language)
            english = session_english(session.turns)
            for turn in session.turns:
                if not turn.user_text:
                    continue
                for key in {group, language or group}:
                    total[key] += 1
                    read[key] += english[turn.index]
                    own[key] += reads_as_english(turn.user_text)
                if group == "English" and not english[turn.index]:
                    missed.append(f"  {path.name} {language}: {turn.user_text[:120]!r}")
    for group in ("English", "other languages", "no language named"):
        print(f"{group:<18} {read[group]:>6,} of {total[group]:>6,} user messages read as English "
              f"({own[group]:,} by their own words)")
    print("per language besides English (read as English in the conversation, by their own words, of all):")
    groups = {"English", "other languages", "no language named"}
    languages = [key for key in total if group_of(key) == "other languages" and key not in groups]
    for language in sorted(languages, key=lambda key: (-read[key] / total[key], key)):
        print(f"  {language:<24} {read[language]:>3} {own[language]:>3} of {total[language]:>3}")
    for line in missed[:args.show]:
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
