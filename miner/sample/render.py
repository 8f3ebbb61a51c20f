"""The weekly job's output: the picks with their evidence and the summary as text, the same as JSON, and the
next step. What it is given is already redacted and named by salted hashes (`miner.sample.weekly.Week`)."""

from __future__ import annotations

from typing import Any, TextIO

from miner.config import MinerConfig
from miner.drafting.writer import WriteResult
from miner.sample.selection import Candidate
from miner.sample.week import SHOWN_HASH_LENGTH
from miner.sample.weekly import Week
from miner.scripts import names_unread_line
from miner.terminal import printable
from miner.wording import counted

EVIDENCE_SHOWN = 3


def week_json(week: Week) -> dict[str, Any]:
    return {
        "dry_run": week.dry_run,
        "selected": [_candidate_json(rank, candidate, week.results[rank - 1] if week.results else None)
                     for rank, candidate in enumerate(week.shown.selected, start=1)],
        "summary": week.counts,
    }


def _candidate_json(rank: int, candidate: Candidate, result: WriteResult | None) -> dict[str, Any]:
    return {
        "rank": rank,
        "eval_id": result.eval_id if result else None,
        "written": [str(path) for path in result.written] if result else [],
        "kept": [str(path) for path in result.kept] if result else [],
        "session_hash": candidate.session.session_id,
        "started_at": candidate.session.started_at.isoformat(),
        "score": candidate.score,
        "primary_kind": candidate.primary,
        "kinds": list(candidate.kinds),
        "duplicates": len(candidate.duplicates),
        "duplicate_hashes": candidate.duplicates,
        "signals": [signal.model_dump(mode="json") for signal in candidate.session.signals],
    }


def _where(turn: int | None, tool: str | None) -> str:
    parts = [f"turn {turn + 1}" if turn is not None else "session"]
    if tool:
        parts.append(f"tool {tool}")
    return ", ".join(parts)


def render_text(week: Week, out: TextIO) -> None:
    counts, results = week.counts, week.results
    if not week.shown.selected and counts["skipped_as_already_mined"]:
        print(f"No new bad sessions to draft in this window: {counted(counts['skipped_as_already_mined'], 'session')} "
              "already mined by an earlier run, drafted or folded into a draft as a near-duplicate. To see them: "
              "`miner sessions` over the same window lists every session with its signals and HASH (the end of "
              "its draft's eval id); `miner review` and the suite hold their drafts.", file=out)
    elif not week.shown.selected:
        print("No bad sessions to draft in this window.", file=out)
    for rank, candidate in enumerate(week.shown.selected, start=1):
        session = candidate.session
        started = session.started_at.strftime("%Y-%m-%d %H:%M %Z").strip()
        folded = f"  (+{len(candidate.duplicates)} near-duplicates)" if candidate.duplicates else ""
        print(f"{rank:>3}. session {session.session_id[:SHOWN_HASH_LENGTH]}  started {started}  "
              f"score {candidate.score:g}{folded}", file=out)
        if results:
            result = results[rank - 1]
            state = "drafted" if result.written else "kept (files exist)"
            print(f"       {'draft':<12} {result.eval_id}: {state}", file=out)
        for signal in session.signals:
            for index, evidence in enumerate(signal.evidence[:EVIDENCE_SHOWN]):
                label = signal.kind if index == 0 else ""
                where = _where(evidence.turn, evidence.tool)
                print(f"       {label:<12} {printable(where)}: {printable(evidence.detail)}", file=out)
            hidden = len(signal.evidence) - EVIDENCE_SHOWN
            if hidden > 0:
                print(f"       {'':<12} ... and {hidden} more", file=out)
    by_kind = ", ".join(f"{kind} {count}" for kind, count in counts["bad_by_kind"].items())
    outside = f" ({counts['outside_window']} outside the window)" if counts["outside_window"] else ""
    print(
        f"\nsessions read: {counts['sessions_read']}{outside}; bad: {counts['bad']} ({by_kind}); "
        f"collapsed as duplicates: {counts['collapsed_as_duplicates']}; "
        f"skipped as already mined: {counts['skipped_as_already_mined']}; "
        f"left by quota: {counts['left_by_quota']}; left by limit: {counts['left_by_limit']}; "
        f"selected: {counts['selected']}",
        file=out,
    )
    if "judge" in counts:
        print(judge_line(counts["judge"], counts["rejected_by_judge"]), file=out)
    if counts.get("unread_languages", {}).get("sessions"):
        print(unread_languages_line(counts["unread_languages"]), file=out)
    if counts.get("names_unread", {}).get("sessions"):
        print(names_unread_line(counts["names_unread"], "picked"), file=out)
    if counts.get("turns_without_user_text"):
        print(f"turns whose user message is not in the trace: {counts['turns_without_user_text']} (their drafts "
              "say so, marked REVIEW:)", file=out)
    if counts["drafted"] or counts["kept"]:
        print(f"drafted: {counts['drafted']}; kept (already on disk, not overwritten): {counts['kept']}; "
              f"values redacted: {sum(counts['redacted'].values())}", file=out)
    if counts.get("warnings"):
        print(f"{counts['warnings']} warnings about the input (shown above)", file=out)
    if "feedback" in counts:
        fb = counts["feedback"]
        print(
            f"feedback file {fb['file']}: {fb['rows']} rows, {fb['bad_rows']} skipped as bad, ratings for "
            f"{fb['sessions_matched']} sessions read, {fb['sessions_not_read']} sessions not read "
            f"(outside the window or unknown), {fb['given_before_window']} given before the window",
            file=out,
        )


# What goes unfound in a language a detector holds no words of, by the detector: mostly, since the cues that hang on no
# language's words (a role's English loanword asked for, the agent's English hand-off or apology) still read a few.
_UNFOUND = {"complaint": "complaints", "escalation": "requests for a person"}


def unread_languages_line(figures: dict[str, Any]) -> str:
    """The sessions whose user wrote in a language the complaint or escalation detector holds no words of, once: how
    many, the languages guessed with what goes unfound in each, and what to do. Names only, never their words."""
    languages = ", ".join(
        f"{language} {count}: {' and '.join(_UNFOUND[name] for name in figures['no_cues_in'][language])} mostly not "
        "found"
        for language, count in figures["languages"].items())
    return (f"user text in languages the detectors hold no words of: {counted(figures['sessions'], 'session')} "
            f"({languages}); declare each language in [tool.miner.signals.languages.<name>]: agent_apologies (how "
            "your agent apologises in it), agent_handoffs (how it hands the user to people, never an offer), "
            "request_words (the words of wishing, of contact, your agent's \"will call you\" among them, and of a "
            "person), complaint_phrases (your users' complaints): docs/signals.md, \"Declaring a language\"; the "
            "optional judge reviews only what the detectors flag, so it cannot find them")


def judge_line(figures: dict[str, Any], rejected_sessions: int) -> str:
    """What the judge did, in one line: its calls against the cap, and every session that kept the detectors'
    verdict because it gave none."""
    line = (f"judge {figures['model']}: {counted(figures['calls'], 'call')} (at most {figures['max_calls']}), "
            f"{figures['from_cache']} from its cache; signals confirmed {figures['confirmed']}, rejected "
            f"{figures['rejected']}; sessions dropped as not bad: {rejected_sessions}")
    if figures["not_judged_over_cap"]:
        line += (f"; {counted(figures['not_judged_over_cap'], 'session')} not judged, over the cap (they keep the "
                 "detectors' verdict; raise max_calls or rerun: verdicts given are cached)")
    if figures["not_judged_endpoint_failed"]:
        line += (f"; {counted(figures['not_judged_endpoint_failed'], 'session')} not judged, the judge gave no "
                 f"verdict ({figures['failure']}"
                 + (", and after 3 failures in a row was not asked again" if figures["gave_up"] else "")
                 + "): they keep the detectors' verdict")
    if figures["cache_note"]:
        line += f"; {figures['cache_note']}"
    return line


def next_step(week: Week, config: MinerConfig, drafts_waiting: bool = False) -> str:
    if not week.counts["selected"] and drafts_waiting:
        return (f"next: nothing new to draft; `miner review` lists the drafts in {config.drafts}/ still marked "
                "for review")
    if not week.counts["selected"]:
        return "next: nothing to review from this window; run again next week"
    if week.dry_run:
        return "next: run it without --dry-run to draft them"
    return (f"next: `miner review` lists the open REVIEW: markers; edit them in {config.drafts}/, then "
            f"`miner validate {config.drafts}/` and `miner promote EVAL_ID`")
