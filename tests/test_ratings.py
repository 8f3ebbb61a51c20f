"""Rating words and scales live in one place, and a user's words reach every reader of ratings."""

from __future__ import annotations

from pathlib import Path

from miner.diagnostics import Diagnostics
from miner.model import Feedback
from miner.ratings import label_score, label_verdict, scale_of, score_verdict
from miner.signals.feedback_file import read_feedback
from miner.signals.thumbs_down import ThumbsDownConfig, ThumbsDownDetector


def test_a_users_negative_labels_reach_the_ratings_file_and_the_detector(tmp_path: Path) -> None:
    ratings = tmp_path / "ratings.csv"
    ratings.write_text("session_id,rating\ns-1,Needs Work\n", encoding="utf-8")
    defaults = read_feedback(ratings, ThumbsDownConfig(), Diagnostics())
    assert defaults.bad_rows == 1
    config = ThumbsDownConfig(negative_labels=["needs work"])
    joined = read_feedback(ratings, config, Diagnostics())
    assert joined.bad_rows == 0 and [item.label for item in joined.by_session["s-1"]] == ["thumbs_down"]
    assert ThumbsDownDetector(config).is_negative(Feedback(name="survey", label="Needs-Work", source="trace"))


def test_words_and_scales() -> None:
    assert label_verdict("Thumbs-Down") == "thumbs_down" and label_verdict("meh") == "neutral"
    assert label_verdict("whatever") is None
    assert label_score("bad") == -1.0 and label_score("thumbs_up") == 1.0
    assert scale_of([1.0, 4.0]) == "five_star" and scale_of([0.0, 1.0]) == "binary" and scale_of([-1.0]) == "thumbs"
    assert score_verdict(2, "five_star") == "thumbs_down" and score_verdict(3, "five_star") == "neutral"
    assert score_verdict(0, "binary") == "thumbs_down" and score_verdict(2, "thumbs") is None
