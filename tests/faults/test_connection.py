"""A ClickHouse connection cut in the middle of an answer is one line and exit 2: a fault of the network, not a
bug, and no partial week is taken for a whole one."""

from __future__ import annotations

from pathlib import Path

from tests.clickhouse.conftest import stored
from tests.clickhouse.http_front import http_front
from tests.faults.conftest import run


def test_a_connection_cut_mid_answer_is_exit_2_in_one_line(project: Path, tmp_path: Path) -> None:
    stored(project / "demo-traces" / "spans", tmp_path / "store")
    with http_front(tmp_path / "store") as front:
        source = f"clickhouse://miner@127.0.0.1:{front.port}/otel"
        whole = run(["sessions", "--source", source, "--since", "30d", "--format", "json"], project)
        assert whole.returncode == 0, whole.stderr
        front.cut_after = 4_000
        ran = run(["sessions", "--source", source, "--since", "30d", "--format", "json"], project)
    assert ran.returncode == 2, ran.stderr
    assert ran.stdout == "" and ran.stderr.count("\n") == 1
    assert f"127.0.0.1:{front.port}" in ran.stderr and "connection was cut" in ran.stderr
