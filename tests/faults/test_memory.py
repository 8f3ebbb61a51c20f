"""Memory honours `memory_mb` on any input: a decompression bomb (one line of hundreds of megabytes in a small
.gz, or `{` and then nothing but spaces) is skipped with one line naming it, never held whole."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.faults.conftest import MINER

BOMB_MB = 120


def _peak_mb(arguments: list[str], cwd: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    """Run the miner from a fresh process that reports the largest resident memory of what it ran."""
    script = ("import resource, subprocess, sys, json; ran = subprocess.run(sys.argv[1:], capture_output=True, "
              "text=True); print(json.dumps([ran.returncode, ran.stdout, ran.stderr, "
              "resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024]))")
    answer = subprocess.run([sys.executable, "-c", script, MINER, *arguments], cwd=cwd, capture_output=True,
                            text=True, check=True, timeout=120)
    code, stdout, stderr, peak = json.loads(answer.stdout)
    return subprocess.CompletedProcess(arguments, code, stdout, stderr), peak


@pytest.mark.parametrize("shape", ["one line", "an open document of spaces"])
def test_a_decompression_bomb_is_skipped_within_the_budget(project: Path, shape: str) -> None:
    spans = project / "demo-traces" / "spans"
    with gzip.open(spans / "bomb.jsonl.gz", "wb", compresslevel=9) as bomb:
        bomb.write(b'{"resourceSpans": ["' if shape == "one line" else b"{\n")
        for _ in range(BOMB_MB):
            bomb.write((b"a" if shape == "one line" else b" ") * (1 << 20))
    assert (spans / "bomb.jsonl.gz").stat().st_size < 1 << 20
    (project / "miner.toml").write_text('sources = ["demo-traces/spans"]\nworkers = 1\nmemory_mb = 64\n')
    ran, peak = _peak_mb(["sessions", "--since", "30d", "--format", "json"], project)
    assert ran.returncode == 0, ran.stderr
    assert "bomb.jsonl.gz" in ran.stderr and "more than the memory budget allows" in ran.stderr
    assert len(json.loads(ran.stdout)) == 40
    assert peak < BOMB_MB, f"{peak:.0f} MB at the peak: the bomb was held whole"
    if shape == "one line":
        strict, _ = _peak_mb(["sessions", "--since", "30d", "--strict"], project)
        assert strict.returncode == 1
