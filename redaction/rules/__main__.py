"""Print the precision rules as Markdown tables: `python -m redaction.rules` (docs/redaction.md holds its output)."""

from redaction.rules import markdown

print(markdown())
