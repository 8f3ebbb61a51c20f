"""Training the learned scorer of the complaint and escalation-request detectors (miner/signals/learned.py) on
labelled conversations (miner/signals/labelled.py): one logistic regression per kind over the very features the
detectors read, full-batch Adam with an L2 penalty, deterministic (the same turns give the same weights, byte for
byte). `python bench/train_signals.py` chooses the penalty, cuts and floors and writes the weights file.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from typing import Any

import numpy as np

from miner.signals.labelled import LabelledConversation
from miner.signals.learned import KINDS, text_features, turn_contexts, unscaled_features

MIN_TURNS = 2  # a feature seen in fewer training turns is dropped
STEPS, LEARNING_RATE = 300, 0.5
DECIMALS = 4


def examples(conversations: list[LabelledConversation]) -> list[tuple[list[str], list[str], dict[str, int]]]:
    """(text features, context features, labels) per user turn, read exactly as the detectors read them."""
    found = []
    for conversation in conversations:
        contexts = turn_contexts(conversation.session.turns)
        for turn in conversation.turns:
            if turn.index in contexts and turn.user:
                labels = {kind: int(kind in turn.labels) for kind in KINDS}
                found.append((text_features(turn.user), unscaled_features(turn.user, contexts[turn.index]), labels))
    return found


def train(rows: list[tuple[list[str], list[str], dict[str, int]]], penalty: float,
          about: str) -> dict[str, Any]:
    """A weights document: logistic regression per kind, text features scaled by 1/sqrt(their number)."""
    counts = Counter(feature for text, context, _ in rows for feature in set(text + context))
    vocabulary = sorted(feature for feature, count in counts.items() if count >= MIN_TURNS)
    column = {feature: number for number, feature in enumerate(vocabulary)}
    row_ids, col_ids, values = [], [], []
    for number, (text, context, _) in enumerate(rows):
        scale = 1.0 / math.sqrt(len(text))
        for feature in text:
            if feature in column:
                row_ids.append(number)
                col_ids.append(column[feature])
                values.append(scale)
        for feature in context:
            if feature in column:
                row_ids.append(number)
                col_ids.append(column[feature])
                values.append(1.0)
    rows_at, cols_at, vals = np.array(row_ids), np.array(col_ids), np.array(values)
    document: dict[str, Any] = {"about": about, "cuts": {}, "floors": {}, "bias": {}, "weights": {}}
    for kind in KINDS:
        truth = np.array([labels[kind] for _, _, labels in rows], dtype=float)

        def scores(weights: np.ndarray) -> np.ndarray:
            return np.bincount(rows_at, weights=vals * weights[cols_at], minlength=len(rows))

        def gradient(error: np.ndarray) -> np.ndarray:
            return np.bincount(cols_at, weights=vals * error[rows_at], minlength=len(vocabulary))

        weights, bias = fit_logistic(scores, gradient, len(vocabulary), truth, penalty * 1e-3, LEARNING_RATE * 0.1)
        rounded = np.round(weights, DECIMALS)
        document["bias"][kind] = round(float(bias), DECIMALS)
        document["weights"][kind] = {vocabulary[index]: float(rounded[index]) for index in np.flatnonzero(rounded)}
        document["cuts"][kind], document["floors"][kind] = 0.5, 0.0
    return document


def fit_logistic(scores: Callable[[np.ndarray], np.ndarray], gradient: Callable[[np.ndarray], np.ndarray],
                 size: int, truth: np.ndarray, penalty: float, rate: float,
                 steps: int = STEPS) -> tuple[np.ndarray, float]:
    """Logistic regression with balanced classes (the rare kind weighs as much as the rest) and an L2 `penalty`,
    by full-batch Adam for a fixed number of steps: deterministic. `scores(weights)` is each example's linear
    score, `gradient(error)` the weights' share of the loss's gradient for the examples' errors."""
    positives = max(truth.sum(), 1.0)
    sample = np.where(truth == 1, len(truth) / (2 * positives), len(truth) / (2 * max(len(truth) - positives, 1)))
    weights, bias = np.zeros(size), 0.0
    moment, second, bias_moment, bias_second = np.zeros_like(weights), np.zeros_like(weights), 0.0, 0.0
    for step in range(1, steps + 1):
        error = (1 / (1 + np.exp(-np.clip(bias + scores(weights), -30, 30))) - truth) * sample / len(truth)
        weights_gradient = gradient(error) + penalty * weights
        bias_gradient = error.sum()
        moment = 0.9 * moment + 0.1 * weights_gradient
        second = 0.999 * second + 0.001 * weights_gradient**2
        bias_moment = 0.9 * bias_moment + 0.1 * bias_gradient
        bias_second = 0.999 * bias_second + 0.001 * bias_gradient**2
        correction = math.sqrt(1 - 0.999**step) / (1 - 0.9**step)
        weights -= rate * correction * moment / (np.sqrt(second) + 1e-8)
        bias -= rate * correction * bias_moment / (math.sqrt(bias_second) + 1e-8)
    return weights, bias
