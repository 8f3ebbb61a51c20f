"""File formats: one pydantic model per file the miner reads or writes, the single source of truth for
reading, writing and JSON Schema. Loading lives apart from the models."""
