"""Drafts: ADK eval sets marked for review, their sidecar specs, and the tool fixtures they need."""
