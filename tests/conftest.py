"""Shared test helpers. `ADK_EVALSETS` holds real eval sets copied from google/adk-python (Apache-2.0; see its
PROVENANCE.txt), kept in the repository so every clone runs the tests that read them."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ADK_EVALSETS = ROOT / "tests" / "data" / "adk-evalsets"
