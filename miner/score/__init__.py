"""Scoring: the agent's runs of the suite held to each case and its sidecar, per turn; pass rates and baselines."""
