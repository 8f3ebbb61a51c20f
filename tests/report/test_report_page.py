"""The page in a real browser (Debian's Chromium, headless): every chart drawn, every figure the JSON's, nothing
fetched. A screenshot is kept for people to look at."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from miner.report.page import Format, shown
from tests.report.conftest import Project

CHARTS = {"bad-by-day", "funnel", "bad-by-week", "groups", "coverage", "pass-rates"}
SCREENSHOT = Path(__file__).resolve().parents[2] / "bench" / "out" / "report-page.png"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars"]


def chromium() -> str:
    found = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed: .ci/run installs Debian's package before the tests")
        pytest.skip("chromium is not installed (apt-get install chromium); CI installs it and runs this test")
    return found


def browse(page: Path, profile: Path, *flags: str) -> str:
    done = subprocess.run([chromium(), *CHROMIUM_FLAGS, f"--user-data-dir={profile}", *flags, page.as_uri()],
                          capture_output=True, text=True, timeout=120, check=True)
    return done.stdout


class Figures(HTMLParser):
    """The DOM as the browser left it: each data-figure's text, each chart's elements."""

    def __init__(self) -> None:
        super().__init__()
        self.figures: dict[str, tuple[Format, str]] = {}
        self.charts: dict[str, list[str]] = {}
        self._open: list[tuple[str, str | None, Format | None]] = []
        self._chart: str | None = None
        self._depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "figure" and (attributes.get("id") or "").startswith("chart-"):
            self._chart = (attributes["id"] or "").removeprefix("chart-")
            self.charts[self._chart] = []
        elif self._chart is not None:
            self.charts[self._chart].append(tag)
        path = attributes.get("data-figure")
        self._open.append((tag, path, attributes.get("data-format")))  # type: ignore[arg-type]
        if path is not None:
            self.figures[path] = (attributes["data-format"], "")  # type: ignore[index]

    def handle_endtag(self, tag: str) -> None:
        if tag == "figure":
            self._chart = None
        while self._open:
            opened, _, _ = self._open.pop()
            if opened == tag:
                break

    def handle_data(self, data: str) -> None:
        for _, path, how in self._open:
            if path is not None and how is not None:
                self.figures[path] = (how, self.figures[path][1] + data)


def at(document: Any, path: str) -> Any:
    for part in path.split("/"):
        document = document[int(part)] if isinstance(document, list) else document[part]
    return document


@pytest.fixture(scope="module")
def browsed(project: Project, tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], Figures, str]:
    result = project.report("--format", "json")
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    page = project.root / "report" / "index.html"
    profile = tmp_path_factory.mktemp("chromium")
    parsed = Figures()
    parsed.feed(browse(page, profile, "--dump-dom"))
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    browse(page, profile, "--window-size=1200,4200", f"--screenshot={SCREENSHOT}")
    print(f"screenshot of the report: {SCREENSHOT}")
    return figures, parsed, page.read_text(encoding="utf-8")


def test_every_chart_is_drawn(browsed: tuple[dict[str, Any], Figures, str]) -> None:
    _, parsed, _ = browsed
    assert set(parsed.charts) == CHARTS
    for name, elements in parsed.charts.items():
        assert elements[0] == "svg" and elements.count("path") + elements.count("use") >= 4, name


def test_every_figure_on_the_page_is_the_json_figure(browsed: tuple[dict[str, Any], Figures, str]) -> None:
    figures, parsed, _ = browsed
    assert len(parsed.figures) > 50
    different = {path: (text, shown(at(figures, path), how)) for path, (how, text) in parsed.figures.items()
                 if text.strip() != shown(at(figures, path), how)}
    assert different == {}


def test_the_page_shows_each_week_group_case_and_tag(browsed: tuple[dict[str, Any], Figures, str]) -> None:
    figures, parsed, _ = browsed
    expected = {f"weeks/{n}/bad" for n in range(len(figures["weeks"]))}
    expected |= {f"groups/{n}/this_week" for n in range(len(figures["groups"]))}
    expected |= {f"funnel/{n}/sessions" for n in range(len(figures["funnel"]))}
    expected |= {f"score/cases/{n}/distance" for n in range(len(figures["score"]["cases"]))}
    expected |= {f"score/tags/{n}/pass_rate" for n in range(len(figures["score"]["tags"]))}
    assert len(figures["weeks"]) == 2 and len(figures["score"]["cases"]) == 4
    assert expected <= set(parsed.figures)


def test_the_regression_shows_as_distance_from_the_baseline(browsed: tuple[dict[str, Any], Figures, str]) -> None:
    figures, parsed, _ = browsed
    cases = {case["eval_id"]: (n, case) for n, case in enumerate(figures["score"]["cases"])}
    number, broken = cases["refund_not_owned"]
    assert (broken["pass_rate"], broken["baseline_pass_rate"], broken["distance"]) == (0.0, 1.0, -1.0)
    assert parsed.figures[f"score/cases/{number}/distance"][1] == "-100 pt"
    number, kept = cases["where_is_my_order"]
    assert kept["distance"] == 0.0 and kept["pass_rate"] == 1.0


def test_the_coverage_heatmap_marks_each_empty_cell_as_the_next_case(
        browsed: tuple[dict[str, Any], Figures, str]) -> None:
    figures, _, page = browsed
    coverage = figures["coverage"]
    assert coverage["empty_cells"] and coverage["tools"] == ["escalate", "issue_refund", "lookup_order",
                                                             "track_shipment", "update_address"]
    chart = page[page.index('id="chart-coverage"'):page.index("</figure>", page.index('id="chart-coverage"'))]
    assert chart.count(">next<") == len(coverage["empty_cells"])


def test_the_page_fetches_nothing(browsed: tuple[dict[str, Any], Figures, str]) -> None:
    _, _, page = browsed
    assert "<script" not in page and "@import" not in page
    assert re.findall(r"""(?:src|href)\s*=\s*["'](?!#|data:)""", page) == []
    assert re.findall(r"url\((?!#)", page) == []


def test_the_screenshot_is_kept(browsed: tuple[dict[str, Any], Figures, str]) -> None:
    assert SCREENSHOT.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and SCREENSHOT.stat().st_size > 20_000
