"""Complaints and requests for a person in languages no table holds, measured on the languages the tables do hold.

Every conversation of the tuning sets whose user writes mostly not in English is run twice through the real
detectors: as shipped, and "as unseen", with every table of words in languages besides English emptied (the
frames and words of `other_languages.py`, the request words of `request_words.py` but English's, the apologies of
other languages in the agent's reaction): what a conversation in a language no table holds meets. The rules that read
no language's words (the agent's English hand-off, a number written back with disbelief, the agent's words quoted
back, what the general path reads: docs/signals.md) still run. Per session, precision and recall of complaints and of
requests for a person, pooled over the languages and per language (named by the set's domain when it names one, else
by the script of the user's letters; "Latin script" for the rest).

    python bench/unseen_languages.py              # pooled and per language
    python bench/unseen_languages.py --show 20    # and the conversations missed or falsely flagged, as unseen

The tables are emptied in this process only (module attributes the detectors read when they are built); the
figure is a floor for a language the tables hold in part (a neighbour's table, Spanish for Galician, would help it).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from miner.model import Session  # noqa: E402
from miner.scripts import script_of  # noqa: E402
from miner.signals import build_detectors  # noqa: E402
from miner.signals import complaint as complaint_module  # noqa: E402
from miner.signals import escalation as escalation_module  # noqa: E402
from miner.signals import request_words as request_words_module  # noqa: E402
from miner.signals.base import Detector  # noqa: E402
from miner.signals.config import SignalsConfig  # noqa: E402
from miner.signals.english import AGENT_REACTION  # noqa: E402
from miner.signals.labelled import KINDS, LabelledConversation, flagged_turns, load  # noqa: E402
from miner.signals.learned import session_english  # noqa: E402
from miner.signals.text import Matcher  # noqa: E402

sys.path.append(str(ROOT / "bench"))
from train_signals import LABELLING, TUNING_SETS  # noqa: E402

NEVER = r"(?!x)x"
ENGLISH_APOLOGY = r"\b(?:sorry|apologi[sz]e\w*|apologies)\b"
ENGLISH_NO = r"(?<![\w'’])(?:no|not|nope|never|nothing|nobody|still)(?![\w'’])"
# AGENT_REACTION's apologies of the five other languages, the part after its English words.
_REACTION_OTHER_LANGUAGES = re.compile(r"lo\\s\+\(\?:siento.*?scus\\w\+")
# The tenth tuning set's name is the held-out sets' pattern of names, which are read by nobody while being written.
SETS_LEFT_OUT = {"signals_tuning_10.json"}
_LANGUAGE_IN_DOMAIN = re.compile(r"\(([^()]*)\)\s*$")
# Names in a domain's brackets that are countries of English, not languages.
_NOT_LANGUAGES = {"US", "UK", "India", "Australia", "Ireland", "Kenya", "South Africa", "Canada", "English"}


def empty_other_language_tables() -> None:
    """Empty, in this process, every table of words in a language besides English that the detectors read."""
    english_reaction = _REACTION_OTHER_LANGUAGES.sub(NEVER, AGENT_REACTION)
    if english_reaction == AGENT_REACTION:
        raise SystemExit("AGENT_REACTION no longer ends with the apologies of other languages: update this bench")
    complaint_module.OTHER_LANGUAGE_COMPLAINTS = (NEVER,)
    complaint_module.AGENT_CONCESSIONS = ()
    complaint_module.PERSON_REQUESTS = (NEVER,)
    complaint_module._COUNTED_TIMES = Matcher.build(regexes=(NEVER,))
    complaint_module._NEGATION = re.compile(ENGLISH_NO, re.IGNORECASE)
    complaint_module._APOLOGY = re.compile(ENGLISH_APOLOGY, re.IGNORECASE)
    complaint_module._REACTION = re.compile(english_reaction, re.IGNORECASE)
    escalation_module.PERSON_REQUESTS = (NEVER,)
    escalation_module._AGENT_APOLOGY = re.compile(ENGLISH_APOLOGY, re.IGNORECASE)
    escalation_module._OTHER_NATURE_QUESTIONS = re.compile(NEVER)
    request_words_module.REQUEST_WORDS = {"english": request_words_module.REQUEST_WORDS["english"]}


def language_of(conversation: LabelledConversation) -> str | None:
    """The conversation's language when most of its user messages are not English, else None."""
    session = conversation.session
    english = session_english(session.turns)
    if not english or sum(english.values()) * 2 >= len(english):
        return None
    named = _LANGUAGE_IN_DOMAIN.search(session.app_name or "")
    if named:
        language = named.group(1).split(",")[-1].strip()
        if language not in _NOT_LANGUAGES:
            return language
    scripts = Counter(script for turn in session.turns for character in turn.user_text or ""
                      if (script := script_of(character)) is not None)
    return scripts.most_common(1)[0][0] if scripts else "Latin script"


def found(detectors: tuple[Detector, ...], session: Session) -> dict[str, bool]:
    signals = [signal for detector in detectors if (signal := detector.detect(session)) is not None]
    return {kind: bool(turns) for kind, turns in flagged_turns(signals).items()}


def figures(counts: Counter) -> str:
    parts = []
    for kind in KINDS:
        tp, fp, fn = counts[f"{kind} tp"], counts[f"{kind} fp"], counts[f"{kind} fn"]
        precision = f"{tp / (tp + fp):.3f}" if tp + fp else "-"
        recall = f"{tp / (tp + fn):.3f}" if tp + fn else "-"
        parts.append(f"{kind} {tp + fn:>3} true, {tp:>3} found, {fp:>2} false: P {precision:>5} R {recall:>5}")
    return "; ".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--show", type=int, default=0, help="How many mistakes, as unseen, to list.")
    args = parser.parse_args()
    config = SignalsConfig()
    shipped = build_detectors(config)
    empty_other_language_tables()
    unseen = build_detectors(config)

    per_language: dict[str, dict[str, Counter]] = {}
    mistakes: list[str] = []
    for path in TUNING_SETS:
        if not path.is_file() or path.name in SETS_LEFT_OUT:
            continue
        for conversation in load(path, LABELLING)[1]:
            language = language_of(conversation)
            if language is None:
                continue
            truth = {kind: any(kind in turn.labels for turn in conversation.turns) for kind in KINDS}
            counts = per_language.setdefault(language, {"shipped": Counter(), "unseen": Counter()})
            for name, detectors in (("shipped", shipped), ("unseen", unseen)):
                hit = found(detectors, conversation.session)
                for kind in KINDS:
                    if truth[kind] or hit[kind]:
                        outcome = "tp" if truth[kind] and hit[kind] else "fp" if hit[kind] else "fn"
                        counts[name][f"{kind} {outcome}"] += 1
                        if name == "unseen" and outcome != "tp":
                            first = next((turn.user for turn in conversation.turns if kind in turn.labels),
                                         conversation.turns[-1].user)
                            mistakes.append(f"  {'missed' if outcome == 'fn' else 'false'} {kind} ({path.name} "
                                            f"{conversation.session.session_id}, {language}): {first[:100]!r}")
                counts[name]["conversations"] += 1

    pooled = {name: sum((counts[name] for counts in per_language.values()), Counter())
              for name in ("shipped", "unseen")}
    print(f"conversations mostly not in English, over the tuning sets: {pooled['unseen']['conversations']} in "
          f"{len(per_language)} languages (per session)")
    print(f"  pooled, as shipped:  {figures(pooled['shipped'])}")
    print(f"  pooled, as unseen:   {figures(pooled['unseen'])}")
    print("per language, as unseen:")
    for language, counts in sorted(per_language.items(), key=lambda item: -item[1]["unseen"]["conversations"]):
        print(f"  {language:<24} {counts['unseen']['conversations']:>3}  {figures(counts['unseen'])}")
    for line in sorted(mistakes)[:args.show]:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
