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
    python bench/unseen_languages.py --declarations bench/data/declared_languages
    python bench/unseen_languages.py --declarations bench/data/declared_languages --languages swahili,cantonese

With `--declarations`, each language's file `FOLDER/<language>.json` (every file, or those `--languages` names; the
keys of `[tool.miner.signals.languages.<language>]`: agent_apologies, agent_handoffs, request_words, complaint_phrases)
is declared, all of them in one configuration as a team would, and the conversations of those languages (the language
named by the set's domain, matched by the file's name: "serbian" is "Serbian Latin") are scored as unseen without and
with the declarations; then every other conversation, to show what the declarations flag falsely elsewhere, and how
many of the declared languages' conversations `miner sample` counts as in a language with no cues, without and with.
`--data FILE` (repeatable) measures on other labelled sets of the same form instead of the tuning sets.

The tables are emptied in this process only (module attributes the detectors read when they are built); the
figure is a floor for a language the tables hold in part (a neighbour's table, Spanish for Galician, would help it).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
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
from miner.signals.declared import DeclaredLanguage  # noqa: E402
from miner.signals.english import AGENT_REACTION  # noqa: E402
from miner.signals.labelled import KINDS, LabelledConversation, flagged_turns, load  # noqa: E402
from miner.signals.languages import languages_read, unread_cues  # noqa: E402
from miner.signals.learned import session_english  # noqa: E402
from miner.signals.text import Matcher  # noqa: E402

sys.path.append(str(ROOT / "bench"))
from train_signals import LABELLING, TUNING_SETS  # noqa: E402

NEVER = r"(?!x)x"
ENGLISH_APOLOGY = r"\b(?:sorry|apologi[sz]e\w*|apologies)\b"
ENGLISH_NO = r"(?<![\w'’])(?:no|not|nope|never|nothing|nobody|still)(?![\w'’])"
# AGENT_REACTION's apologies of the five other languages, the part after its English words.
_REACTION_OTHER_LANGUAGES = re.compile(r"lo\\s\+\(\?:siento.*?scus\\w\+")
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


def flagged(detectors: tuple[Detector, ...], session: Session) -> dict[str, set[int]]:
    """Per kind, the turns the detectors flag."""
    return flagged_turns([signal for detector in detectors if (signal := detector.detect(session)) is not None])


def found(detectors: tuple[Detector, ...], session: Session) -> dict[str, bool]:
    return {kind: bool(turns) for kind, turns in flagged(detectors, session).items()}


def figures(counts: Counter) -> str:
    parts = []
    for kind in KINDS:
        tp, fp, fn = counts[f"{kind} tp"], counts[f"{kind} fp"], counts[f"{kind} fn"]
        precision = f"{tp / (tp + fp):.3f}" if tp + fp else "-"
        recall = f"{tp / (tp + fn):.3f}" if tp + fn else "-"
        parts.append(f"{kind} {tp + fn:>3} true, {tp:>3} found, {fp:>2} false: P {precision:>5} R {recall:>5}")
    return "; ".join(parts)


def declared_languages(folder: Path, names: list[str]) -> dict[str, DeclaredLanguage]:
    """The named languages' declarations, `folder/<name>.json` each; no other file of the folder is read."""
    return {name: DeclaredLanguage.model_validate(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))
            for name in names}


def declared_name(language: str, declared: dict[str, DeclaredLanguage]) -> str | None:
    """The declaration whose name the conversation's language begins with ("serbian" for "Serbian Latin")."""
    words = language.lower().split()
    for name in declared:
        named = name.lower().replace("_", " ").split()
        if words[:len(named)] == named:
            return name
    return None


def score(counts: Counter, truth: dict[str, bool], hit: dict[str, bool]) -> list[tuple[str, str]]:
    """Counts the outcome of each kind on one conversation; the kinds missed or falsely flagged, with "missed" or
    "false"."""
    wrong = []
    for kind in KINDS:
        if truth[kind] or hit[kind]:
            outcome = "tp" if truth[kind] and hit[kind] else "fp" if hit[kind] else "fn"
            counts[f"{kind} {outcome}"] += 1
            if outcome != "tp":
                wrong.append((kind, "missed" if outcome == "fn" else "false"))
    counts["conversations"] += 1
    return wrong


def not_in_english(paths: Iterable[Path]) -> Iterator[tuple[Path, LabelledConversation, str, dict[str, bool]]]:
    """Each conversation of the sets whose user writes mostly not in English: its set, its language and, per kind,
    whether it holds a turn labelled so."""
    for path in paths:
        if not path.is_file():
            continue
        for conversation in load(path, LABELLING)[1]:
            language = language_of(conversation)
            if language is not None:
                yield path, conversation, language, {
                    kind: any(kind in turn.labels for turn in conversation.turns) for kind in KINDS}


def with_declarations(args: argparse.Namespace) -> int:
    """The declared languages' conversations as unseen, without and with their declarations; every other
    conversation, as unseen and as shipped, without and with them."""
    names = ([name.strip() for name in args.languages.split(",")] if args.languages
             else sorted(path.stem for path in args.declarations.glob("*.json")))
    declared = declared_languages(args.declarations, names)
    plain, declaring = SignalsConfig(), SignalsConfig(languages=declared)
    runs = {"shipped": build_detectors(plain), "shipped, declared": build_detectors(declaring)}
    read = {"without": languages_read(plain), "with": languages_read(declaring)}
    empty_other_language_tables()
    runs |= {"unseen": build_detectors(plain), "unseen, declared": build_detectors(declaring)}
    per_language: dict[str, dict[str, Counter]] = {}
    elsewhere = {name: Counter() for name in runs}
    unread = Counter()
    mistakes: list[str] = []
    for path, conversation, language, truth in not_in_english(args.data or TUNING_SETS):
        name = declared_name(language, declared)
        for run, detectors in runs.items():
            turns = flagged(detectors, conversation.session)
            hit = {kind: bool(turns[kind]) for kind in KINDS}
            if name is None:
                score(elsewhere[run], truth, hit)
                continue
            wrong = score(per_language.setdefault(name, {}).setdefault(run, Counter()), truth, hit)
            for kind, mistake in wrong if run == "unseen, declared" else ():
                # the first turn labelled so, missed; or the first turn flagged so, false
                shown_turn = next(turn.user for turn in conversation.turns
                                  if (kind in turn.labels if mistake == "missed" else turn.index in turns[kind]))
                mistakes.append(f"  {mistake} {kind} ({path.name} {conversation.session.session_id}, {name}): "
                                f"{shown_turn[:100]!r}")
        if name is not None:
            texts = [turn.user for turn in conversation.turns if turn.user]
            for when, tables in read.items():
                unread[when] += unread_cues(texts, tables) is not None

    pooled = {run: sum((counts[run] for counts in per_language.values()), Counter()) for run in runs}
    print(f"declared languages: {', '.join(declared)} ({pooled['unseen']['conversations']} conversations, "
          f"per session)")
    for run in ("unseen", "unseen, declared", "shipped", "shipped, declared"):
        print(f"  pooled, {run + ':':<19} {figures(pooled[run])}")
    print(f"  said to be in a language with no cues (miner sample): {unread['without']} without the declarations, "
          f"{unread['with']} with")
    print("per language, as unseen without / with its declaration:")
    for name, counts in per_language.items():
        print(f"  {name:<21} {counts['unseen']['conversations']:>2}  without: {figures(counts['unseen'])}")
        print(f"  {'':<21} {'':>2}  with:    {figures(counts['unseen, declared'])}")
    print(f"every other conversation mostly not in English ({elsewhere['unseen']['conversations']}), without / with "
          "the declarations:")
    for run in runs:
        print(f"  {run + ':':<19} {figures(elsewhere[run])}")
    for line in sorted(mistakes)[:args.show]:
        print(line)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--show", type=int, default=0, help="How many mistakes, as unseen, to list.")
    parser.add_argument("--data", type=Path, action="append",
                        help="With --declarations: a labelled set to measure on instead of the tuning sets "
                             "(repeatable).")
    parser.add_argument("--declarations", type=Path, help="A folder of declared languages, <language>.json each.")
    parser.add_argument("--languages", default="",
                        help="With --declarations: the languages to declare, by file name, comma-separated (by "
                             "default every file of the folder).")
    args = parser.parse_args()
    if args.declarations is not None:
        return with_declarations(args)
    config = SignalsConfig()
    shipped = build_detectors(config)
    empty_other_language_tables()
    unseen = build_detectors(config)

    per_language: dict[str, dict[str, Counter]] = {}
    mistakes: list[str] = []
    for path, conversation, language, truth in not_in_english(TUNING_SETS):
        counts = per_language.setdefault(language, {"shipped": Counter(), "unseen": Counter()})
        for name, detectors in (("shipped", shipped), ("unseen", unseen)):
            wrong = score(counts[name], truth, found(detectors, conversation.session))
            for kind, mistake in wrong if name == "unseen" else ():
                first = next((turn.user for turn in conversation.turns if kind in turn.labels),
                             conversation.turns[-1].user)
                mistakes.append(f"  {mistake} {kind} ({path.name} {conversation.session.session_id}, {language}): "
                                f"{first[:100]!r}")

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
