"""`miner review`, `miner promote` and `miner coverage` on drafts and a suite on disk."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from click.testing import Result

from tests.validation.conftest import refund_case, refund_spec, write_draft, write_json

Miner = Callable[..., Result]


def test_review_counts_one_draft_and_one_marker_in_the_singular(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("marked", final="REVIEW: x"), refund_spec("marked"))
    one = miner("review")
    assert one.stdout.splitlines()[0] == "drafts/marked.evalset.json: marked: 1 open REVIEW marker"
    assert "miner: 1 draft: 1 still marked (1 marker), 0 reviewed" in one.stderr


def test_review_counts_the_drafts_it_cannot_read(project: Path, miner: Miner) -> None:
    drafts = project / "drafts"
    write_draft(drafts, refund_case("done"), refund_spec("done"))
    (drafts / "broken.evalset.json").write_text("{not json", encoding="utf-8")
    result = miner("review")
    assert result.exit_code == 1
    assert "miner: 2 drafts: 0 still marked (0 markers), 1 reviewed, 1 unreadable" in result.stderr
    assert "next: fix each unreadable draft" in result.stderr


def test_coverage_takes_the_suite_as_an_option_and_still_as_an_argument(project: Path, miner: Miner) -> None:
    write_draft(project / "elsewhere", refund_case("done"), refund_spec("done"))
    by_option = miner("coverage", "--suite", "elsewhere", "--format", "json")
    assert by_option.exit_code == 0 and "warning" not in by_option.stderr
    by_argument = miner("coverage", "elsewhere", "--format", "json")
    assert by_argument.exit_code == 0 and by_argument.stdout == by_option.stdout
    assert "now --suite elsewhere" in by_argument.stderr


def test_review_lists_open_markers(project: Path, miner: Miner) -> None:
    drafts = project / "drafts"
    write_draft(drafts, refund_case("marked", final="REVIEW: x"), refund_spec("marked", protects="REVIEW: y"))
    write_draft(drafts, refund_case("done"), refund_spec("done"))
    result = miner("review")
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "drafts/done.evalset.json: done: reviewed",
        "drafts/marked.evalset.json: marked: 2 open REVIEW markers",
        "    marked.evalset.json eval_cases[0].conversation[0].final_response.parts[0].text",
        "    marked.spec.json protects",
    ]
    assert "2 drafts: 1 still marked (2 markers), 1 reviewed" in result.stderr
    document = json.loads(miner("review", "drafts", "--format", "json").stdout)
    marked = next(draft for draft in document["drafts"] if draft["eval_id"] == "marked")
    assert marked["open_markers"] == [
        {"path": "drafts/marked.evalset.json",
         "json_path": "eval_cases[0].conversation[0].final_response.parts[0].text"},
        {"path": "drafts/marked.spec.json", "json_path": "protects"}]


def test_review_names_an_unreadable_draft_and_exits_1(project: Path, miner: Miner) -> None:
    drafts = project / "drafts"
    write_draft(drafts, refund_case("done"), refund_spec("done"))
    (drafts / "broken.evalset.json").write_text('{"eval_set_id": "broken", "eval_cases": [', encoding="utf-8")
    result = miner("review")
    assert result.exit_code == 1
    assert "drafts/done.evalset.json: done: reviewed" in result.stdout
    assert "broken.evalset.json" in result.stdout and "unreadable" in result.stdout
    as_json = miner("review", "--format", "json")
    assert as_json.exit_code == 1
    assert [problem["path"] for problem in json.loads(as_json.stdout)["unreadable"]] == ["drafts/broken.evalset.json"]


def test_promote_moves_case_sidecar_and_fixture_together(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("done"), refund_spec("done"))
    write_json(project / "fixtures" / "done.json", {"lookup_order": [{"args": {"order_id": "8812"}}]})
    result = miner("promote", "done")
    assert result.exit_code == 0, result.output
    suite = project / "evals"
    assert sorted(str(p.relative_to(suite)) for p in suite.rglob("*") if p.is_file()) == [
        "done.evalset.json", "done.spec.json", "fixtures/done.json"]
    assert not (project / "drafts" / "done.evalset.json").exists()
    assert not (project / "fixtures" / "done.json").exists()
    assert miner("validate", "evals").exit_code == 0
    assert "1 promoted, 0 refused" in result.stderr


def test_promote_refuses_marked_or_invalid_and_moves_the_rest(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("marked"), refund_spec("marked", tags=["REVIEW: class?"]))
    write_draft(project / "drafts", refund_case("lost_tool", tools=("refund_v1",)))
    write_draft(project / "drafts", refund_case("good"))
    result = miner("promote", "drafts/marked.evalset.json", "drafts/lost_tool.spec.json", "good")
    assert result.exit_code == 1
    assert "drafts/marked.spec.json: marked: tags[0]: still marked for review" in result.stdout
    assert "refused: drafts/marked.evalset.json" in result.stdout
    assert "refused: drafts/lost_tool.evalset.json" in result.stdout
    assert sorted(p.name for p in (project / "evals").iterdir()) == ["good.evalset.json"]
    assert (project / "drafts" / "marked.evalset.json").exists()
    assert (project / "drafts" / "lost_tool.evalset.json").exists()


def test_promote_never_overwrites_the_suite(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("again"), refund_spec("again"))
    existing = write_json(project / "evals" / "again.spec.json", {"edited": "by a reviewer"})
    result = miner("promote", "again")
    assert result.exit_code == 1
    assert "evals/again.spec.json is already in the suite; not overwritten" in result.stdout
    assert json.loads(existing.read_text()) == {"edited": "by a reviewer"}
    assert not (project / "evals" / "again.evalset.json").exists()
    assert (project / "drafts" / "again.evalset.json").exists()


def test_promote_refuses_an_eval_id_already_in_the_suite(project: Path, miner: Miner) -> None:
    write_draft(project / "evals", refund_case("twin"))
    (project / "evals" / "twin.evalset.json").rename(project / "evals" / "older.evalset.json")
    write_draft(project / "drafts", refund_case("twin"))
    result = miner("promote", "twin")
    assert result.exit_code == 1
    assert "duplicate eval id: also used in" in result.stdout
    assert "older.evalset.json" in result.stdout


def test_coverage_matrix_shows_empty_cells(project: Path, miner: Miner) -> None:
    suite = project / "evals"
    suite.mkdir()
    write_draft(suite, refund_case("authz_1"), refund_spec("authz_1"))
    write_draft(suite, refund_case("happy_1", tools=("lookup_order", "issue_refund")),
                refund_spec("happy_1", must_not_call=["escalate"], tags=["happy", "refund", "p1"]))
    write_draft(suite, refund_case("untagged"))
    result = miner("coverage", "--classes", "happy,authz,tool_failure")
    assert result.exit_code == 0, result.output
    assert [line.rstrip() for line in result.stdout.split("\n")[:5]] == [
        "class        happy authz tool_failure (untagged)",
        "tool",
        "escalate        !1    !1            .          .",
        "issue_refund     1    !1            .          .",
        "lookup_order     1     1            .          1",
    ]
    assert "3 cases; 5 of 12 cells empty" in result.stderr  # as shown: a !N cell is not empty
    document = json.loads(miner("coverage", "--format", "json").stdout)
    assert document["counts"]["lookup_order"] == {"authz": 1, "happy": 1, "(untagged)": 1}
    assert document["counts"]["escalate"] == {"authz": 0, "happy": 0, "(untagged)": 0}
    assert document["forbidden"]["escalate"] == {"authz": 1, "happy": 1, "(untagged)": 0}
    assert {"tool": "escalate", "class": "(untagged)"} in document["empty_cells"]
    assert {"tool": "escalate", "class": "authz"} not in document["empty_cells"]  # a case forbids it there


def test_coverage_rows_include_inventory_tools_without_cases(project: Path, miner: Miner) -> None:
    (project / "pyproject.toml").write_text(
        '[tool.miner]\ntools = ["lookup_order", "issue_refund", "escalate", "send_email"]\n')
    write_draft(project / "evals", refund_case("authz_1"), refund_spec("authz_1", must_not_call=[]))
    document = json.loads(miner("coverage", "--format", "json").stdout)
    assert document["tools"] == ["escalate", "issue_refund", "lookup_order", "send_email"]
    assert document["counts"]["send_email"] == {"authz": 0}
