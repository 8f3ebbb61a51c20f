"""The report on weeks written by the record's own model: trends against the weeks before, bad input named and
left out, and no weeks yet answered with how to make one."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from click.testing import CliRunner, Result

from miner.cli import main
from miner.formats.week import DayCount, FailureGroup, Funnel, WeekRecord, week_file_name

END = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)


def week(weeks_ago: int, groups: dict[tuple[str, str], int]) -> WeekRecord:
    end = END - timedelta(weeks=weeks_ago)
    bad = sum(groups.values())
    return WeekRecord(
        window_start=end - timedelta(days=7), window_end=end, recorded_at=end, dry_run=False,
        funnel=Funnel(read=100, outside_window=0, bad=bad, collapsed_as_duplicates=0, skipped_as_already_mined=0,
                      left_by_quota=0, left_by_limit=0, selected=bad, drafted=bad, kept=0),
        bad_by_kind={"error": bad},
        bad_by_day=[DayCount(day=end.date() - timedelta(days=1), kind="error", sessions=bad)] if bad else [],
        groups=[FailureGroup(kind=kind, label=label, sessions=count, example="where is <ORDER_ID_1>?",
                             drafts=[f"{kind}_{weeks_ago}"]) for (kind, label), count in groups.items()])


def write(folder: Path, record: WeekRecord) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / week_file_name(record.window_end)
    path.write_text(record.dump(), encoding="utf-8")
    return path


def report(root: Path, *args: str) -> Result:
    (root / "miner.toml").touch()
    return CliRunner().invoke(main, ["report", "--config", str(root / "miner.toml"), "--out", str(root / "report"),
                                     *args], catch_exceptions=False)


def test_a_group_this_week_is_held_against_the_mean_of_the_weeks_before(tmp_path: Path) -> None:
    weeks = tmp_path / ".miner" / "weeks"
    timeout, lookup = ("error", "lookup_order × TimeoutError"), ("error", "issue_refund × PaymentDeclined")
    write(weeks, week(2, {timeout: 1, lookup: 3}))
    write(weeks, week(1, {timeout: 3}))
    write(weeks, week(0, {timeout: 5}))
    result = report(tmp_path, "--format", "json")
    assert result.exit_code == 0, result.output
    groups = {group["label"]: group for group in json.loads(result.stdout)["groups"]}
    assert groups[timeout[1]]["weeks_before"] == [1, 3] and groups[timeout[1]]["mean_before"] == 2.0
    assert groups[timeout[1]]["change"] == 3.0 and groups[timeout[1]]["drafts"] == ["error_0"]
    gone = groups[lookup[1]]  # seen before, not this week: shown as gone, with nothing of this week's
    assert (gone["this_week"], gone["weeks_before"], gone["change"], gone["example"]) == (0, [3, 0], -1.5, None)


def test_weeks_shows_the_latest_n(tmp_path: Path) -> None:
    for weeks_ago in range(5):
        write(tmp_path / ".miner" / "weeks", week(weeks_ago, {("error", "x × TimeoutError"): weeks_ago + 1}))
    figures = json.loads(report(tmp_path, "--format", "json", "--weeks", "3").stdout)
    assert [item["window_end"][:10] for item in figures["weeks"]] == ["2026-11-16", "2026-11-23", "2026-11-30"]
    assert figures["groups"][0]["weeks_before"] == [3, 2]


def test_an_unreadable_week_is_named_in_one_line_and_left_out(tmp_path: Path) -> None:
    weeks = tmp_path / ".miner" / "weeks"
    write(weeks, week(0, {("error", "x × TimeoutError"): 2}))
    (weeks / "2026-11-23.json").write_text('{"format": 1, "window_end": ', encoding="utf-8")  # cut short
    (weeks / "2026-11-16.json").symlink_to(tmp_path / "gone.json")  # named, but missing
    result = report(tmp_path, "--format", "json")
    assert result.exit_code == 0
    warnings = [line for line in result.stderr.splitlines() if line.startswith("miner: warning:")]
    assert len(warnings) == 2
    assert any("2026-11-23.json: not a week record" in line and "left out" in line for line in warnings)
    assert any("2026-11-16.json: missing; left out" in line for line in warnings)
    figures = json.loads(result.stdout)
    assert [item["file"] for item in figures["weeks"]] == ["2026-11-30.json"] and len(figures["left_out"]) == 2
    page = (tmp_path / "report" / "index.html").read_text(encoding="utf-8")
    assert page.count('class="left-out"') == 2 and "2026-11-23.json: not a week record" in page


def test_no_weeks_yet_is_an_answer_and_a_page_that_says_how_to_make_one(tmp_path: Path) -> None:
    result = report(tmp_path)
    assert result.exit_code == 0
    assert "miner sample --since 7d --dry-run" in result.stdout
    assert result.stderr.splitlines()[-1].startswith("next: open ")
    page = (tmp_path / "report" / "index.html").read_text(encoding="utf-8")
    assert "no week recorded yet" in page and "miner sample --since 7d --dry-run" in page
    assert "<svg" not in page  # no empty charts


def test_a_week_of_no_bad_session_draws_empty_charts_without_failing(tmp_path: Path) -> None:
    write(tmp_path / ".miner" / "weeks", week(0, {}))
    result = report(tmp_path, "--format", "json")
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    assert figures["bad_by_day"] == [] and figures["groups"] == [] and figures["funnel"][1]["sessions"] == 0
    assert date.fromisoformat(figures["weeks"][0]["window_end"][:10]) == END.date()
