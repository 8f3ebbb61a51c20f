"""Identifiers end to end: held-out conversations played as real OpenTelemetry traces, mined by `miner sample`,
and every file the miner wrote searched for the personal values planted in them.

    python bench/identifiers.py                        # bench/data/identifiers_heldout_32.json, held out
    python bench/identifiers.py --data bench/data/identifiers_heldout_31.json   # the thirty-first set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_29.json   # the twenty-ninth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_28.json   # the twenty-eighth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_23.json   # the twenty-third set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_22.json   # the twenty-second set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_16.json   # the sixteenth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_15.json   # the fifteenth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_14.json   # the fourteenth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_13.json   # the thirteenth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_12.json   # the twelfth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_11.json   # the eleventh set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_10.json   # the tenth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_9.json    # the ninth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_8.json    # the eighth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_7.json    # the seventh set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_6.json    # the sixth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_5.json    # the fifth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_4.json    # the fourth set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_3.json    # the third set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout_2.json    # the second set, tuned on
    python bench/identifiers.py --data bench/data/identifiers_heldout.json      # the first set, tuned on
    python bench/identifiers.py --data FILE --keep-dir /tmp/identifiers-run

Each data file holds multi-turn support conversations, with tool calls (arguments, nested results, errors), ids
repeated in free text and hand-off summaries; each lists the personal values planted in it and the values that
are not personal and must stay. All were written from a brief by writers who never saw the code.
bench/data/identifiers_heldout.json and bench/data/identifiers_heldout_2.json to bench/data/identifiers_heldout_31.json
(eight to twelve domains each, three or four of the third's to the thirty-first's not in English) were each measured
once, then their failures were read and the rules changed for them: they are tuning sets now, and their figures are no
held-out figures. bench/data/identifiers_heldout_32.json, the default, is
copied in only after the rules are frozen, and measured once: its figures are held-out figures, and no rule is
changed for it. Until it is there, the bench says so and measures nothing.

Each conversation becomes one session of GenAI-convention spans written through the OpenTelemetry SDK (an
`invoke_agent` span per turn, `chat` spans with the messages, `execute_tool` spans with arguments and results, an
exception event on a failed call) and exported as OTLP/JSON lines; a conversation its writer marked with a
thumbs-down gets it in a ratings file beside the traces (`--feedback ratings.csv`), as a product exports its ratings.
`miner sample` runs on them as a user runs it, in a fresh project directory. Then:

- leaks: each planted personal value searched (case-insensitively, as a whole token of any script, raw and
  JSON-escaped: "11" is no token of "11:15" or "2026-11-23") in every file the run wrote (drafts, sidecars,
  fixtures, the ledger and anything else under the project, their names) and in its stdout and stderr (goal 0),
  but for a case spec's redaction counts (`"PERSON": 11`, the miner's own numbers, no text of the conversation).
  What is shown of one session (its case's files, its lines in `miner sample`'s output, a group's example from it in
  the week's record) counts only for the conversation it came from (its eval id, its heading and the example's
  session end with or are its own session's salted hash): a value found in a case drafted from
  another conversation is not counted, being a surrogate that happens to equal it (a common given name) or that
  conversation's own text, never copied from this one; the run names how many such values there were;
- values kept: each value to keep found in the files drafted from its conversation (goal >= 0.98);
- fixture consistency: in each drafted case, every planted value that was an exact field of the tool calls is
  replaced by one and the same value in every argument and result of the fixtures, and that value stands in the
  eval set's texts wherever the original stood in the conversation's texts (goal: every case consistent).
"""

from __future__ import annotations

import argparse
import hashlib
import hmac
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.trace import Status, StatusCode

sys.path[:0] = [str(Path(__file__).resolve().parents[1])]

from miner.demo.exporter import OtlpJsonLinesSpanExporter  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "identifiers_heldout_32.json"
GOAL_LEAKS, GOAL_KEPT = 0, 0.98
START = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
MODEL = "gemini-2.5-flash"


def _ns(moment: datetime) -> int:
    return int(moment.timestamp() * 1e9)


def _text(role: str, content: str) -> dict[str, Any]:
    return {"role": role, "parts": [{"type": "text", "content": content}]}


class Player:
    """Plays a conversation as an instrumented agent would emit it (the GenAI semantic conventions)."""

    def __init__(self, directory: Path) -> None:
        self.provider = TracerProvider(resource=Resource.create({"service.name": "support-agent"}))
        self.provider.add_span_processor(SimpleSpanProcessor(OtlpJsonLinesSpanExporter(directory)))
        self.tracer = self.provider.get_tracer("bench.identifiers")

    def play(self, conversation: dict[str, Any], start: datetime) -> None:
        clock = start
        history = [_text("system", "You are a helpful support agent.")]
        agent = conversation["domain"].replace(" ", "_") + "_agent"
        for index, turn in enumerate(conversation["turns"]):
            clock += timedelta(seconds=20)
            history.append(_text("user", turn["user"]))
            root = self.tracer.start_span(f"invoke_agent {agent}", start_time=_ns(clock), attributes={
                "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": agent,
                "gen_ai.conversation.id": f"conv-{conversation['id']}",
            })  # fmt: skip
            context = trace.set_span_in_context(root)
            for step, call in enumerate(turn.get("tool_calls", [])):
                call_id = f"call_{index}_{step}"
                request = {"role": "assistant", "parts": [{"type": "tool_call", "id": call_id, "name": call["name"],
                                                           "arguments": call["arguments"]}]}  # fmt: skip
                clock = self._chat(context, history, request, clock)
                history.append(request)
                clock = self._tool(context, call, call_id, clock)
                response = {"error": call["error"]} if call.get("error") else call.get("result")
                history.append({"role": "tool", "parts": [{"type": "tool_call_response", "id": call_id,
                                                           "response": response}]})  # fmt: skip
            answer = {**_text("assistant", turn["agent"]), "finish_reason": "stop"}
            clock = self._chat(context, history, answer, clock)
            history.append(answer)
            root.end(end_time=_ns(clock))

    def _chat(self, context: Any, history: list[dict[str, Any]], output: dict[str, Any], clock: datetime) -> datetime:
        end = clock + timedelta(milliseconds=900)
        span = self.tracer.start_span(f"chat {MODEL}", context=context, start_time=_ns(clock), attributes={
            "gen_ai.operation.name": "chat", "gen_ai.request.model": MODEL,
            "gen_ai.input.messages": json.dumps(history), "gen_ai.output.messages": json.dumps([output]),
        })  # fmt: skip
        span.end(end_time=_ns(end))
        return end

    def _tool(self, context: Any, call: dict[str, Any], call_id: str, clock: datetime) -> datetime:
        end = clock + timedelta(milliseconds=300)
        span = self.tracer.start_span(f"execute_tool {call['name']}", context=context, start_time=_ns(clock),
                                      attributes={
            "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": call["name"],
            "gen_ai.tool.call.id": call_id, "gen_ai.tool.type": "function",
            "gen_ai.tool.call.arguments": json.dumps(call["arguments"]),
        })  # fmt: skip
        if call.get("error"):
            error = str(call["error"])
            error_type = error.split(":", 1)[0].strip()[:60] or "ToolError"
            span.set_attribute("error.type", error_type)
            span.add_event("exception", timestamp=_ns(end),
                           attributes={"exception.type": error_type, "exception.message": error})  # fmt: skip
            span.set_status(Status(StatusCode.ERROR, error))
        else:
            span.set_attribute("gen_ai.tool.call.result", json.dumps(call.get("result")))
        span.end(end_time=_ns(end))
        return end

    def close(self) -> None:
        self.provider.force_flush()
        self.provider.shutdown()


# Characters that join the letters or digits on either side into one token: "11" is no token of "11:15",
# "2026-11-23" or "ORD-11", "Ama" none of "Ama-Kofi"; a sentence's end ("Ama.") or a possessive ("Ama's") joins
# nothing.
JOINERS = "-./:,_"
# Letters that continue a number written against them ("A4471" is one token): those of the scripts with letter
# case (Latin, Greek, Cyrillic, Armenian). Scripts without case write numbers against their words, as Hebrew's
# prefixes ("ב4471", at 4471) or Chinese ("订单4471号"): there the number is a token of its own.
CASED_LETTERS = "A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u052f\u0531-\u0587"


def _token(value: str) -> re.Pattern[str]:
    """A planted value as a whole token of any script, raw or JSON-escaped, in any case: a letter or digit of any
    script continues a word ("Bec" is not found inside "Québec"), a joiner between two of them too, and a number
    is continued by digits and cased letters only."""
    joiner = "[" + re.escape(JOINERS) + "]"
    continues_start = rf"[\d{CASED_LETTERS}]" if value[:1].isdigit() else r"[^\W_]"
    continues_end = rf"[\d{CASED_LETTERS}]" if value[-1:].isdigit() else r"[^\W_]"
    start = rf"(?<!{continues_start})(?<![^\W_]{joiner})" if value[:1].isalnum() else ""
    end = rf"(?!{continues_end})(?!{joiner}[^\W_])" if value[-1:].isalnum() else ""
    forms = {re.escape(value), re.escape(json.dumps(value)[1:-1])}
    return re.compile(start + "(?:" + "|".join(forms) + ")" + end, re.IGNORECASE)


# A case's heading in `miner sample`'s output ("  3. session 1f2e3d4c  started ..."), and the indent of the
# evidence lines under it.
_CASE_HEADING = re.compile(r"^\s*\d+\. session ([0-9a-f]{8})\b")
_EVIDENCE_INDENT = " " * 7


# A case spec's redaction report: counts of values replaced, by type ("PERSON": 11), the miner's own numbers.
_REPORT_COUNTS = re.compile(r'("redaction":\s*\{)[^{}]*(\})')


def without_report_counts(spec: str) -> str:
    """A case spec's text without its redaction report's counts, which hold no text of the conversation: a planted
    value of digits (the last two of an account, "11") is no leak for equalling a count of names replaced."""
    return _REPORT_COUNTS.sub(r"\1\2", spec)


def _files(root: Path) -> list[Path]:
    return [path for path in sorted(root.rglob("*")) if path.is_file() and "traces" not in path.relative_to(root).parts]


def _leaves(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in _leaves(item)]
    if isinstance(value, list):
        return [leaf for item in value for leaf in _leaves(item)]
    return [value]


def consistency(
    conversation: dict[str, Any], fixture: dict[str, Any], evalset_text: str
) -> tuple[int, int, int, list[str]]:
    """(values checked, values consistent, values left as they were, the others described) for one case."""
    personal = {item["value"] for item in conversation["personal"]}
    calls: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for turn in conversation["turns"]:
        for call in turn.get("tool_calls", []):
            calls[call["name"]].append(call)
    replaced: dict[str, set[str]] = defaultdict(set)
    for name, originals in calls.items():
        for original, mined in zip(originals, fixture.get("tools", {}).get(name, []), strict=False):
            pairs = list(zip(_leaves(original["arguments"]), _leaves(mined.get("args")), strict=False))
            if original.get("result") is not None:
                pairs += zip(_leaves(original["result"]), _leaves(mined.get("response")), strict=False)
            for before, after in pairs:
                if isinstance(before, str | int) and str(before) in personal:
                    replaced[str(before)].add(str(after))
    texts = " ".join(turn["user"] + " " + turn["agent"] for turn in conversation["turns"])
    checked = consistent = 0
    problems = []
    for value, replacements in replaced.items():
        checked += 1
        only = next(iter(replacements)) if len(replacements) == 1 else None
        in_texts = _token(value).search(texts) is not None
        if only is not None and only != value and (not in_texts or only in evalset_text):
            consistent += 1
        else:
            missing = only is not None and only != value and in_texts
            problems.append(f"{value[:2]}… -> {sorted(replacements)}"
                            + (" (in the texts, its replacement not in the eval set's)" if missing else ""))
    unreplaced = sum(replacements == {value} for value, replacements in replaced.items())
    return checked, consistent, unreplaced, problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--keep-dir", type=Path, help="run in this directory and keep it (default: a temporary one)")
    parser.add_argument("--show", action="store_true", help="name each leak, each lost value and each inconsistency")
    args = parser.parse_args()
    if not args.data.is_file():
        print(f"{args.data}: no such file. The held-out set is copied in only after the rules are frozen; until then, "
              "measure a tuning set with --data bench/data/identifiers_heldout_31.json "
              "(or an earlier one, _30 down to _2, or the first).",
              file=sys.stderr)
        return 2
    data = json.loads(args.data.read_text(encoding="utf-8"))
    conversations = data["conversations"]
    print(f"{args.data.name}: {data.get('about', '')}")
    with tempfile.TemporaryDirectory() as temporary:
        project = args.keep_dir or Path(temporary)
        project.mkdir(parents=True, exist_ok=True)
        traces = project / "traces"
        player = Player(traces)
        for index, conversation in enumerate(conversations):
            player.play(conversation, START + timedelta(minutes=15 * index))
        player.close()
        # A thumbs-down lives outside the traces in most products: the user's rating, exported beside them.
        ratings = [(index, conversation) for index, conversation in enumerate(conversations)
                   if "thumbs_down" in conversation.get("bad", [])]
        (project / "ratings.csv").write_text("session_id,rating,time\n" + "".join(
            f"conv-{conversation['id']},thumbs_down,{(START + timedelta(minutes=15 * index + 10)).isoformat()}\n"
            for index, conversation in ratings), encoding="utf-8")  # fmt: skip
        tools = sorted({tool["name"] for item in conversations for tool in item["tools"]})
        read_only = sorted({tool["name"] for item in conversations for tool in item["tools"] if tool.get("read_only")})
        (project / "pyproject.toml").write_text(
            "[tool.miner]\nsources = [\"traces\"]\n"
            f"tools = {json.dumps(tools)}\nread_only_tools = {json.dumps(read_only)}\n", encoding="utf-8")
        command = [sys.executable, "-m", "miner", "sample", "--since", "2026-11-01", "--until", "2026-12-01",
                   "--limit", str(10 * len(conversations)), "--per-kind", str(10 * len(conversations)),
                   "--feedback", "ratings.csv"]
        run = subprocess.run(command, cwd=project, capture_output=True, text=True,
                             env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])})  # fmt: skip
        lines = run.stdout.strip().splitlines() or [""]
        summary = next((line for line in reversed(lines) if line.startswith("sessions read")), lines[-1])
        print(f"miner sample: exit {run.returncode}; {summary}")
        if run.returncode not in (0, 1):
            print(run.stderr[-3000:])
            return 2
        written = _files(project)
        bodies = {path: path.read_text(encoding="utf-8", errors="replace") for path in written}
        for path in written:
            if path.name.endswith(".spec.json"):
                bodies[path] = without_report_counts(bodies[path])
        by_hash = _by_hash(project, conversations)
        stdout, stdout_of_case = _stdout_by_case(run.stdout, by_hash)
        # What is shown of one session, named by its hash, belongs to its conversation, as its case's files do.
        of_case = {"stdout": stdout_of_case}
        for path in written:
            if path.parent == project / ".miner" / "weeks" and path.suffix == ".json":
                bodies[path], of_case[str(path.relative_to(project))] = _week_by_case(bodies[path], by_hash)
        outputs = {"stdout": stdout, "stderr": run.stderr,
                   "file names": "\n".join(str(path.relative_to(project)) for path in written)}  # fmt: skip
        drafted = _drafted(project, by_hash)
        drafted_from = {path: name for name, files in drafted.items() for path in files.values()}
        leaks: Counter[str] = Counter()
        planted: Counter[str] = Counter()
        leaked_where: list[str] = []
        elsewhere: list[str] = []
        for conversation in conversations:
            for item in conversation["personal"]:
                planted[item["type"]] += 1
                pattern = _token(item["value"])
                found = [path for path, body in bodies.items() if pattern.search(body)]
                # A case is drafted from one session, its own: a value in a case drafted from another conversation
                # was never shown to it, so it is no leak of this one. It is a surrogate that happens to equal the
                # value (a common given name), or the other conversation's own text, which its own planted values
                # account for. Files drafted from no one session (the week's record, the ledger) count for all.
                in_other_cases = [path for path in found
                                  if drafted_from.get(path, conversation["id"]) != conversation["id"]]
                where = [str(path.relative_to(project)) for path in found if path not in in_other_cases]
                where += [name for name, body in outputs.items() if pattern.search(body)]
                elsewhere_in = [str(path.relative_to(project)) for path in in_other_cases]
                for name, by_conversation in of_case.items():
                    for other, body in by_conversation.items():
                        if not pattern.search(body):
                            continue
                        if other == conversation["id"]:
                            where.append(f"{name}, its case")
                        else:
                            elsewhere_in.append(f"{name}, the case of {other}")
                if elsewhere_in:
                    elsewhere.append(f"{conversation['id']} {item['type']} {item['value']!r} in {elsewhere_in[:3]}")
                if where:
                    leaks[item["type"]] += 1
                    leaked_where.append(f"{conversation['id']} {item['type']} {item['value']!r} in {where[:3]}")
        kept = total_keep = 0
        lost: list[str] = []
        checked = consistent = unreplaced = 0
        problems: list[str] = []
        for conversation in conversations:
            files = drafted.get(conversation["id"])
            if not files:
                continue
            text = " ".join(file.read_text(encoding="utf-8") for file in files.values())
            for item in conversation["keep"]:
                total_keep += 1
                if _token(item["value"]).search(text) or item["value"] in text:
                    kept += 1
                else:
                    lost.append(f"{conversation['id']} {item['type']} {item['value']!r}")
            fixture = json.loads(files["fixtures"].read_text(encoding="utf-8")) if "fixtures" in files else {}
            evalset = files["evalset"].read_text(encoding="utf-8") if "evalset" in files else ""
            case_checked, case_consistent, case_unreplaced, case_problems = consistency(conversation, fixture, evalset)
            checked += case_checked
            consistent += case_consistent
            problems += [f"{conversation['id']} {problem}" for problem in case_problems]
            unreplaced += case_unreplaced
        print(f"conversations: {len(conversations)} in {len({item['domain'] for item in conversations})} domains; "
              f"drafted as cases: {len(drafted)}; files written: {len(written)}")  # fmt: skip
        marked = [conversation["id"] for conversation in conversations if conversation.get("bad")]
        print(f"marked by their writers as going wrong: {len(marked)} ({len(ratings)} with a thumbs-down, given as "
              f"ratings.csv), of them drafted: {sum(name in drafted for name in marked)}; drafted and not marked: "
              f"{sum(name not in marked for name in drafted)}")
        total = sum(planted.values())
        print(f"\npersonal values leaked into any file, file name, stdout or stderr: {sum(leaks.values())} of {total} "
              f"(goal {GOAL_LEAKS}{', MISSED' if sum(leaks.values()) > GOAL_LEAKS else ''})")  # fmt: skip
        print(f"  (not counted: {len(elsewhere)} planted values also stand in cases drafted from other conversations, "
              "as a surrogate or as their own text)")
        print(f"  {'type':<22}{'leaked':>8}{'planted':>9}")
        for kind in sorted(planted):
            print(f"  {kind:<22}{leaks[kind]:>8}{planted[kind]:>9}")
        share = kept / total_keep if total_keep else 0.0
        print(f"\nvalues to keep found in their case's files: {kept} of {total_keep} ({share:.3f}; "
              f"goal >= {GOAL_KEPT}{', MISSED' if share < GOAL_KEPT else ''})")  # fmt: skip
        print(f"fixture ids consistent (one replacement in every argument and result, present in the texts): "
              f"{consistent} of {checked} values in {len(drafted)} cases (goal: all"
              f"{', MISSED' if consistent < checked else ''}; of the others, left as they were: {unreplaced})")
        if args.show:
            for line in leaked_where:
                print(f"    LEAK {line}")
            for line in elsewhere:
                print(f"    elsewhere {line}")
            for line in lost:
                print(f"    lost {line}")
            for line in problems:
                print(f"    inconsistent {line}")
        missed = sum(leaks.values()) > GOAL_LEAKS or share < GOAL_KEPT or consistent < checked
        return 1 if missed else 0


def _by_hash(project: Path, conversations: list[dict[str, Any]]) -> dict[str, str]:
    """Each conversation by the first 8 characters of its session's salted hash (the ledger's salt, HMAC-SHA256 of
    the session id, the conversation id played): the end of its case's eval id, and the hash `miner sample` shows."""
    salt = bytes.fromhex((project / ".miner" / "ledger.jsonl.salt").read_text(encoding="ascii").strip())
    return {hmac.new(salt, f"conv-{item['id']}".encode(), hashlib.sha256).hexdigest()[:8]: item["id"]
            for item in conversations}


def _stdout_by_case(stdout: str, by_hash: dict[str, str]) -> tuple[str, dict[str, str]]:
    """`miner sample`'s output outside any case, and each case's lines (its heading, the evidence under it) by the
    conversation it was drafted from."""
    rest: list[str] = []
    cases: dict[str, list[str]] = defaultdict(list)
    current = None
    for line in stdout.splitlines():
        heading = _CASE_HEADING.match(line)
        if heading is not None:
            current = by_hash.get(heading[1])
        elif not line.startswith(_EVIDENCE_INDENT):
            current = None
        (cases[current] if current is not None else rest).append(line)
    return "\n".join(rest), {conversation: "\n".join(lines) for conversation, lines in cases.items()}


def _week_by_case(record: str, by_hash: dict[str, str]) -> tuple[str, dict[str, str]]:
    """A week's record without the examples of known sessions, and those examples by the conversation each was
    taken from (its group's `example_session`)."""
    week = json.loads(record)
    examples: dict[str, list[str]] = defaultdict(list)
    for group in week.get("groups", []):
        conversation = by_hash.get(str(group.get("example_session")))
        if conversation is not None and group.get("example"):
            examples[conversation].append(json.dumps(group["example"], ensure_ascii=False))
            group["example"] = ""
    return (json.dumps(week, ensure_ascii=False, indent=1),
            {conversation: "\n".join(texts) for conversation, texts in examples.items()})


def _drafted(project: Path, by_hash: dict[str, str]) -> dict[str, dict[str, Path]]:
    """The files drafted from each conversation: an eval id ends with its session's hash (`_by_hash`)."""
    found: dict[str, dict[str, Path]] = {}
    for path in sorted((project / "fixtures").glob("*.json")):
        eval_id = path.stem
        conversation = by_hash.get(eval_id.rsplit("_", 1)[-1])
        if conversation is not None:
            found[conversation] = {"fixtures": path, "evalset": project / "drafts" / f"{eval_id}.evalset.json",
                                   "spec": project / "drafts" / f"{eval_id}.spec.json"}  # fmt: skip
    return found


if __name__ == "__main__":
    sys.exit(main())
