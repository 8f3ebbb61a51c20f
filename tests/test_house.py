"""The repository as a newcomer meets it: it speaks of the product only, its tests are named by what they protect,
the commands its README and documentation show exist as written, and no bench replaces a shipped file unasked."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import click
import pytest

from miner.cli import main
from miner.config import MinerConfig
from tests.conftest import ROOT

# Words of how the miner was made, not of what it does: numbered work rounds and work sessions, the people who
# made it, its deadlines, its issue tracker and its commits. A user's "session" of an agent is the product's own
# word, so only "session" followed by a small number (a work session) counts; "engineer" is a role a redacted
# key may name, so only the makers' phrases count.
HISTORY = re.compile(
    r"\bround [0-9]+\b|\brounds [0-9]+ (?:and|to) [0-9]+\b|\bsession [0-9]{1,2}\b(?![-/:.][0-9])"
    r"|\bsessions [0-9]{1,2} (?:and|to) [0-9]{1,2}\b|\bother engineers\b|\bthe engineers\b"
    r"|\bthe lead(?:'s)?\b(?![ -](?:time|pipe|paint))"
    r"|\bthe deadline\b|\bbefore the deadline\b|\bissue #?[0-9]+\b|\bissue-[0-9]+\b|\bitem [0-9]+ of\b"
    r"|\bcommit [0-9a-f]{7,40}\b|\bmain at [0-9a-f]{7,40}\b|\(`[0-9a-f]{7}`\)|\bmain before\b",
    re.IGNORECASE,
)
# How a data set was made, in the makers' words: where it lay on their machine, who ran it, on which branch.
MAKERS = re.compile(r"/work/|/tmp/|\bhelper\b|\bbranch [a-z]|\bgit mv\b|\bsha256\b", re.IGNORECASE)
# Data written by others (labelled sets, fixtures real libraries wrote, third-party eval sets with their
# provenance): what they say is theirs.
NOT_OURS = ("bench/data/", "tests/conformance/fixtures/", "tests/conformance/heldout/", "tests/data/")
TEXT = {".py", ".md", ".toml", ".yaml", ".yml", ".txt", ".sh", ".cfg", ".ini", ""}


def repository_files() -> list[Path]:
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-co", "--exclude-standard"], capture_output=True,
                            text=True, check=False)
    if listed.returncode == 0:
        names = listed.stdout.splitlines()
    else:  # an export without git: every file but the environment's
        names = [str(path.relative_to(ROOT)) for path in ROOT.rglob("*")
                 if path.is_file() and not {".venv", ".git", "site"} & set(path.relative_to(ROOT).parts)]
    return [ROOT / name for name in names
            if not name.startswith(NOT_OURS) and Path(name).suffix in TEXT and (ROOT / name).is_file()]


def test_the_history_pattern_finds_the_makers_words_and_not_the_products() -> None:
    for made in ("Round 4 of the work", "measured in session 9", "the lead's test", "before the deadline",
                 "Item 1 of issue 14", "main at 5e1f00d", "other engineers' benchmarks", "frozen at commit b0a7d1e"):
        assert HISTORY.search(made), made
    for product in ("session 281f9a28", "a user session", "the session's turns", "--rounds 3",
                    "engineer=\"Piotr\"", "the lead time", "deadline=2026-12-03", "issue_refund",
                    "miner demo --sessions 60", "each round's ratio"):
        assert not HISTORY.search(product), product


def test_the_repository_speaks_of_the_product_only() -> None:
    found = []
    for path in repository_files():
        if path == Path(__file__):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if HISTORY.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:100]}")
    assert not found, "\n".join(found)


HEXADECIMAL_WORD = re.compile(r"\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}\b")


def commits_named(words: set[str]) -> set[str]:
    """The words that name a commit of this repository, in full or abbreviated."""
    ordered = sorted(words)
    checked = subprocess.run(["git", "-C", str(ROOT), "cat-file", "--batch-check"],
                             input="".join(f"{word}^{{commit}}\n" for word in ordered), capture_output=True,
                             text=True, check=False)
    if checked.returncode != 0:
        pytest.skip("no git history to name commits of")
    answers = checked.stdout.splitlines()
    return {word for word, answer in zip(ordered, answers, strict=True) if answer.split()[1:2] == ["commit"]}


def test_the_commit_pattern_finds_this_repositorys_commits() -> None:
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True,
                          check=False).stdout.strip()
    if not head:
        pytest.skip("no git history to name commits of")
    # An abbreviation of digits alone is a number to the pattern: name the commit from its first letter on.
    short = next(head[:length] for length in range(7, 41) if not head[:length].isdigit())
    longer = head[:len(short) + 2]
    said = f"before (the tree at `{short}`) and after, `--baseline {longer}`, session 281f9a28"
    assert commits_named(set(HEXADECIMAL_WORD.findall(said))) == {short, longer}


def test_no_text_names_a_commit() -> None:
    """A commit's name tells a reader nothing of the product; the code before a rule is said in words."""
    places: dict[str, list[str]] = {}
    for path in repository_files():
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            for word in HEXADECIMAL_WORD.findall(line):
                places.setdefault(word, []).append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:100]}")
    named = commits_named(set(places))
    assert not named, "\n".join(place for word in sorted(named) for place in places[word])


def test_what_the_data_sets_say_of_themselves_speaks_of_the_data_only() -> None:
    """Their texts are the writers'; their `about` and `provenance` are ours, and the benches print them."""
    found = []
    for path in sorted((ROOT / "bench" / "data").glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        for key in ("about", "provenance"):
            said = json.dumps(document.get(key, "")) if isinstance(document, dict) else ""
            if HISTORY.search(said) or MAKERS.search(said):
                found.append(f"{path.relative_to(ROOT)} {key}: {said[:100]}")
    assert not found, "\n".join(found)


def test_tests_are_named_by_the_behaviour_they_protect() -> None:
    numbered = re.compile(r"(?:round|issue|item|session)_?[0-9]+(?:_|$)")
    named = []
    for path in (ROOT / "tests").rglob("test_*.py"):
        if numbered.search(path.stem):
            named.append(str(path.relative_to(ROOT)))
        for name in re.findall(r"^\s*def (test_\w+)", path.read_text(encoding="utf-8"), flags=re.M):
            if numbered.search(name.removeprefix("test_")):
                named.append(f"{path.relative_to(ROOT)}::{name}")
    assert not named, named


def shell_blocks(text: str) -> list[str]:
    """The fenced blocks of a Markdown text marked sh, bash or shell, or not marked."""
    blocks, language, lines = [], None, []
    for line in text.splitlines():
        if line.startswith("```"):
            if language is None:
                language, lines = line[3:].strip(), []
            else:
                if language in ("", "sh", "bash", "shell"):
                    blocks.append("\n".join(lines))
                language = None
        elif language is not None:
            lines.append(line)
    return blocks


def documented_commands() -> list[tuple[str, list[str]]]:
    """Every `miner ...` command line in the README's and the documentation's shell blocks: (page, argv)."""
    commands = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for block in shell_blocks(page.read_text(encoding="utf-8")):
            for line in block.replace("\\\n", " ").splitlines():
                for part in re.split(r"&&|\|\||;|\|", line.split("  #")[0].split(" # ")[0]):
                    words = part.strip().split()
                    if not words or not words[0].endswith("miner") or words[0].startswith(("python", "#")):
                        continue
                    try:
                        argv = shlex.split(" ".join(words[1:]))
                    except ValueError:
                        argv = words[1:]
                    commands.append((page.name, argv))
    return commands


def test_the_documentation_shows_commands() -> None:
    pages = {page for page, _ in documented_commands()}
    assert {"README.md", "getting-started.md", "setup.md", "review.md", "score.md"} <= pages


@pytest.mark.parametrize(("page", "argv"), documented_commands(), ids=lambda value: str(value)[:60])
def test_every_documented_command_and_option_exists(page: str, argv: list[str]) -> None:
    """The command named, its subcommand and every `--option` it is given are what `miner` accepts."""
    command: click.Command = main
    words = list(argv)
    while isinstance(command, click.Group) and words and not words[0].startswith("-"):
        name = words.pop(0)
        assert name in command.commands, f"{page}: miner has no command {name!r} ({' '.join(argv)})"
        command = command.commands[name]
    known = {option for param in command.params for option in (*param.opts, *param.secondary_opts)}
    known |= {"--help", "-h"}
    for word in words:
        option = word.split("=", 1)[0]
        if option.startswith("--"):
            assert option in known, f"{page}: `miner {' '.join(argv)}`: {option} is no option of {command.name}"


def test_the_readme_configuration_holds_only_known_keys() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```toml\n(.*?)```", readme, flags=re.S)
    assert blocks
    for block in blocks:
        MinerConfig.model_validate(tomllib.loads(block)["tool"]["miner"])


def test_the_readme_links_only_to_files_that_exist() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    targets = [target.split("#")[0] for target in re.findall(r"\]\(([^)]+)\)", readme)
               if not target.startswith(("http://", "https://", "#"))]
    assert targets
    missing = [target for target in targets if not (ROOT / target).exists()]
    assert not missing, missing


def test_the_readme_stays_short() -> None:
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 250


def test_training_never_replaces_the_shipped_model_unless_asked(tmp_path: Path) -> None:
    shipped = ROOT / "miner" / "signals" / "learned_weights.json"
    before = shipped.read_bytes()
    run = subprocess.run([sys.executable, str(ROOT / "bench" / "train_signals.py"), "--output", str(shipped)],
                         capture_output=True, text=True, cwd=tmp_path, check=False)
    assert run.returncode == 2
    assert "--overwrite-shipped" in run.stderr
    assert shipped.read_bytes() == before
