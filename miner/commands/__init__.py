"""One module per command. Each exposes `run(...) -> int`, the exit code; the CLI only parses options."""
