"""The week's record every `miner sample` run keeps: what it counts, how it groups failures, that a rerun replaces."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

from miner.formats.week import WeekRecord
from tests.report.conftest import Project


def records(root: Path) -> list[WeekRecord]:
    paths = sorted((root / ".miner" / "weeks").glob("*.json"))
    return [WeekRecord.model_validate_json(path.read_text(encoding="utf-8")) for path in paths]


def test_each_sample_run_keeps_its_week_named_after_the_day_its_window_ends(project: Project) -> None:
    names = sorted(path.name for path in (project.root / ".miner" / "weeks").iterdir())
    kept = records(project.root)
    assert names == [f"{record.window_end.date().isoformat()}.json" for record in kept]
    assert [record.dry_run for record in kept] == [True, False]  # a dry run keeps its week too


def test_the_funnel_is_what_sample_printed(project: Project) -> None:
    for record, printed in zip(records(project.root), project.sample_json, strict=True):
        summary = printed["summary"]
        assert isinstance(summary, dict)
        funnel = record.funnel
        assert (funnel.read, funnel.bad, funnel.collapsed_as_duplicates, funnel.skipped_as_already_mined,
                funnel.left_by_quota, funnel.selected, funnel.drafted) == (
            summary["sessions_read"], summary["bad"], summary["collapsed_as_duplicates"],
            summary["skipped_as_already_mined"], summary["left_by_quota"], summary["selected"], summary["drafted"])
        assert record.bad_by_kind == summary["bad_by_kind"]


def test_bad_sessions_per_day_add_up_to_each_kind(project: Project) -> None:
    for record in records(project.root):
        per_kind: Counter[str] = Counter()
        for row in record.bad_by_day:
            per_kind[row.kind] += row.sessions
            assert record.window_start is not None and record.window_start.date() <= row.day
            assert row.day <= record.window_end.date()
        assert {kind: per_kind[kind] for kind in record.bad_by_kind} == record.bad_by_kind


def test_failure_groups_name_the_tool_and_error_type_and_why_a_session_escalated(project: Project) -> None:
    groups = {(group.kind, group.label) for record in records(project.root) for group in record.groups}
    errors = {label for kind, label in groups if kind == "error"}
    # The demo's tools fail with an exception type before the message ("OrderServiceUnavailable: ...").
    assert errors and all(" × " in label for label in errors)
    tools = {label.split(" × ")[0] for label in errors}
    assert tools <= {"lookup_order", "track_shipment", "issue_refund", "update_address", "escalate", "(agent)"}
    assert all(label.split(" × ")[1] not in ("failed", "") for label in errors)
    reasons = {label for kind, label in groups if kind == "escalation"}
    assert {"hand-off tool", "user asked"} <= reasons
    families = {label for kind, label in groups if kind == "complaint"}
    assert families and not families & {"", "learned"}  # shown in words
    assert {label for kind, label in groups if kind == "thumbs_down"} <= {"rated down (trace)",
                                                                          "rated down (feedback.csv)"}


def test_a_group_names_the_drafts_made_from_it_and_shows_a_redacted_example(project: Project) -> None:
    drafted = project.sample_json[1]["selected"]
    assert isinstance(drafted, list)
    eval_ids = {item["eval_id"] for item in drafted}
    latest = records(project.root)[-1]
    named = {eval_id for group in latest.groups for eval_id in group.drafts}
    assert named == eval_ids
    for group in latest.groups:
        if group.drafts:  # its example is one of the drafted sessions, as redacted for the draft
            assert group.example and group.example_session and len(group.example_session) == 8
            assert any(item["session_hash"].startswith(group.example_session) for item in drafted)


def test_a_rerun_of_the_same_window_replaces_its_week(project: Project, tmp_path: Path) -> None:
    copy = tmp_path / "team"
    shutil.copytree(project.root, copy, ignore=shutil.ignore_patterns("report", "runs", "build"))
    shutil.rmtree(copy / ".miner" / "weeks")
    again = Project(copy, copy / "pyproject.toml", [])
    until = (records(project.root)[-1].window_end.date()).isoformat()
    for limit in ("1", "3"):
        result = again.miner("sample", "--since", "14d", "--until", until, "--dry-run", "--limit", limit)
        assert result.exit_code == 0, result.output
    kept = records(copy)
    assert [path.name for path in (copy / ".miner" / "weeks").iterdir()] == [f"{until}.json"]
    assert kept[0].funnel.selected == 3  # the second run's


def test_a_run_that_drafts_nothing_keeps_the_week_of_the_run_that_drafted(project: Project, tmp_path: Path) -> None:
    copy = tmp_path / "team"
    shutil.copytree(project.root, copy, ignore=shutil.ignore_patterns("report", "runs", "build"))
    drafted = records(copy)[-1]
    assert not drafted.dry_run and drafted.funnel.drafted > 0
    again = Project(copy, copy / "pyproject.toml", [])
    for extra in (["--dry-run"], []):  # the real run's window again: a look, then a rerun finding every session mined
        result = again.miner("sample", "--since", "4d", *extra)
        assert result.exit_code == 0, result.output
    assert records(copy)[-1] == drafted


def test_examples_show_placeholders_where_the_drafts_have_surrogates(project: Project) -> None:
    """On a page read by people who never see the traces, a made-up name could not be told from a leaked one."""
    import re

    placeholder = re.compile(r"<[A-Z_]+_\d+>")
    drafts = [path.read_text(encoding="utf-8") for path in (project.root / "drafts").glob("*.evalset.json")]
    assert drafts and not any(placeholder.search(text) for text in drafts)  # the default: surrogates
    examples = [group.example for group in records(project.root)[-1].groups if group.drafts and group.example]
    assert examples and any(placeholder.search(example) for example in examples)
