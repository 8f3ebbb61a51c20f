"""clickhouse:// sources: the URL, the password kept out of everything, bound parameters, the HTTP client."""

from __future__ import annotations

import base64
import os
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from pydantic import ValidationError

from miner.cli import main
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.ingest import IngestReport
from miner.receivers.clickhouse import Store, Window
from miner.receivers.clickhouse.settings import ClickHouseSettings
from miner.receivers.clickhouse.target import parse_target
from miner.sample.clickhouse import predicates_for
from tests.clickhouse.conftest import bad_ones, dumped, read_worth_a_look, stored
from tests.clickhouse.http_front import http_front

SECRET = "s3cr3t-Pw"


def test_the_url_names_user_host_port_and_database() -> None:
    target = parse_target("clickhouse://miner@ch.internal:8123/telemetry")
    assert (target.user, target.host, target.port, target.database) == ("miner", "ch.internal", 8123, "telemetry")
    assert str(parse_target("clickhouse://ch.internal")) == "clickhouse://default@ch.internal:8123/otel"
    assert parse_target("clickhouses://ch.cloud/otel").port == 8443
    assert parse_target("chdb:///var/lib/store/otel").store == "/var/lib/store"


@pytest.mark.parametrize("source", ["clickhouse://miner:" + SECRET + "@ch:8123/otel", "clickhouse://ch/otel;drop",
                                    "chdb:///only-a-folder", "ftp://ch/otel"])
def test_a_bad_url_is_one_line_without_the_password(source: str) -> None:
    with pytest.raises(SourceError) as error:
        parse_target(source)
    assert SECRET not in str(error.value)


def test_table_names_are_plain_identifiers() -> None:
    with pytest.raises(ValidationError):
        ClickHouseSettings(traces_table="otel_traces; DROP TABLE x")
    assert ClickHouseSettings(logs_table="").logs_table is None


@pytest.fixture(scope="module")
def demo_store(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    out = tmp_path_factory.mktemp("demo")
    result = CliRunner().invoke(main, ["demo", "--out", str(out / "traces"), "--sessions", "40", "--seed", "9"])
    assert result.exit_code == 0, result.output
    stored(out / "traces" / "spans", out / "store")
    return out / "traces" / "spans", out / "store"


def test_values_are_bound_never_pasted(demo_store: tuple[Path, Path]) -> None:
    _, store_dir = demo_store
    store = Store.open(f"chdb://{store_dir}/otel", MinerConfig().clickhouse)
    try:
        window = Window(0, 2**62)
        plain = store.candidates(window, predicates_for(MinerConfig().signals))
        hostile = predicates_for(MinerConfig().signals, rated_sessions=["x' OR 1=1 --", "a\\'); DROP TABLE t; --"])
        assert [item.key for item in store.candidates(window, hostile)] == [item.key for item in plain]
    finally:
        store.close()


def test_a_missing_table_says_which_setting_names_it(demo_store: tuple[Path, Path]) -> None:
    _, store_dir = demo_store
    with pytest.raises(SourceError, match="traces_table"):
        Store.open(f"chdb://{store_dir}/otel", ClickHouseSettings(traces_table="spans_of_another_exporter"))


def test_the_http_client_gives_the_same_sessions_and_keeps_the_password_out(
        demo_store: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    _, store_dir = demo_store
    monkeypatch.setenv("MINER_CLICKHOUSE_PASSWORD", SECRET)
    config = MinerConfig()
    over_chdb = dumped(bad_ones(list(read_worth_a_look([f"chdb://{store_dir}/otel"], config,
                                                       Diagnostics(stream=None)))))
    with http_front(store_dir) as front:
        source = f"clickhouse://miner@127.0.0.1:{front.port}/otel"
        over_http = dumped(bad_ones(list(read_worth_a_look([source], config, Diagnostics()))))
        # A server's batches are parts of their own, read by the workers in parallel.
        batched = MinerConfig(workers=2)
        batched.clickhouse.sessions_per_batch = 4
        report = IngestReport()
        in_parallel = dumped(bad_ones(list(read_worth_a_look([source], batched, Diagnostics(), report=report))))
        result = CliRunner().invoke(main, ["sessions", "--source", source, "--format", "json"])
    assert over_http == over_chdb == in_parallel and over_http
    assert report.workers == 2 and report.reads["full_spans"]["queries"] > 2
    assert result.exit_code == 0, result.output
    shown = result.output + result.stderr + capsys.readouterr().err
    assert SECRET not in shown and "40 sessions assembled" in result.stderr
    credentials = {request.headers.get("Authorization") for request in front.requests}
    assert credentials == {"Basic " + base64.b64encode(f"miner:{SECRET}".encode()).decode()}
    # The window and the traces travel as bound parameters: no id or time is ever part of the SQL text.
    fetches = [request for request in front.requests if "trace_ids" in request.parameters]
    traces = [trace.strip("\\' ") for request in fetches
              for trace in request.parameters["trace_ids"].strip("[]").split(",")]
    assert len(traces) > 10 and all(len(trace) == 32 for trace in traces)
    assert not any(trace in request.sql for request in front.requests for trace in traces)
    times = [request.parameters[name] for request in front.requests for name in ("until", "high")
             if name in request.parameters]
    assert times and not any(value in request.sql for request in front.requests for value in times)


def test_the_server_s_error_is_one_line_naming_the_server(demo_store: tuple[Path, Path]) -> None:
    _, store_dir = demo_store
    os.environ.pop("MINER_CLICKHOUSE_PASSWORD", None)
    with http_front(store_dir) as front:
        settings = ClickHouseSettings(traces_table="missing_table")
        with pytest.raises(SourceError) as error:
            Store.open(f"clickhouse://miner@127.0.0.1:{front.port}/otel", settings)
    assert "traces_table" in str(error.value) and "\n" not in str(error.value)


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])  # bound, never listening: a connection to it is refused


def test_a_server_that_cannot_be_reached_is_one_short_line_saying_what_to_check(tmp_path: Path) -> None:
    """Run as the user runs it (not in-process): with no logging configured, clickhouse-connect's own warning
    would reach stderr through Python's last-resort handler."""
    port = _closed_port()
    ran = subprocess.run([sys.executable, "-m", "miner", "sessions", "--source",
                          f"clickhouse://miner@127.0.0.1:{port}/otel"], capture_output=True, text=True,
                         check=False, cwd=tmp_path, env={**os.environ, "MINER_CLICKHOUSE_PASSWORD": SECRET})
    assert ran.returncode == 2 and ran.stdout == ""
    (line,) = ran.stderr.splitlines()
    assert line.startswith(f"miner: error: clickhouse://miner@127.0.0.1:{port}: cannot reach the ClickHouse "
                           "server (connection refused); check the host and port"), line
    assert "$MINER_CLICKHOUSE_PASSWORD" in line and SECRET not in line
    assert "HTTPConnectionPool" not in line and "query_id" not in line and len(line) < 300


@pytest.mark.parametrize("store", ["nope/store", "empty-folder"])
def test_a_store_path_that_is_not_a_store_is_one_line_and_creates_nothing(tmp_path: Path, store: str) -> None:
    (tmp_path / "empty-folder").mkdir()
    before = sorted(tmp_path.rglob("*"))
    result = CliRunner().invoke(main, ["sessions", "--source", f"chdb://{tmp_path / store}/otel"])
    assert result.exit_code == 2
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"miner: error: chdb://{tmp_path / store}/otel: no ClickHouse store at {tmp_path / store}")
    assert "traces_table" not in line
    assert sorted(tmp_path.rglob("*")) == before


def test_a_run_on_a_local_store_leaves_no_lock_file_or_folder_behind(demo_store: tuple[Path, Path],
                                                                      tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    _, store_dir = demo_store
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setenv("TMPDIR", str(temporary))
    monkeypatch.setattr(tempfile, "tempdir", None)  # read TMPDIR afresh, in this process and the workers it forks
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["sample", "--since", "2000-01-01", "--dry-run",
                                       "--source", f"chdb://{store_dir}/otel"])
    assert result.exit_code == 0, result.stderr
    monkeypatch.setattr(tempfile, "tempdir", None)
    assert list(temporary.iterdir()) == []
