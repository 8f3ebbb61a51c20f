"""The instrumentation libraries a mapper reads, declared with it (`Mapper.producers`): the instrumentation scopes
each writes its spans under, and how to have message content in them. The registry ranks them, once for every
command (`miner.mappers`): which producer wrote a record (`wrote`), which are a session's or a kind of trace
group's (`claimed`, `principal`), and whose switch is told where content is missing (`to_tell`), by ingestion's note
(which `miner sample` and `miner score` show) and by `miner doctor` alike.

A leaf module (it imports nothing of the miner), as `keys` is.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Producer:
    """An instrumentation library, by the scopes it writes under, and how to have message content in its spans."""

    # The scopes claimed: each claims the scope of that name and every scope under it (`openlit` claims
    # `openlit.instrumentation.openai`). Empty: the mapper reads whatever wrote the records (the generic path, the
    # team's own declared keys), and `to_capture` is said of the records it read where no producer claims a scope.
    scopes: tuple[str, ...]
    # How to have message content in its spans: the switch, where it is set and its value, said to the user.
    to_capture: str
    # False: no setting of the library writes message text; `to_capture` says how to have it beside its spans.
    writes_content: bool = True

    def claim(self, scope: str) -> str | None:
        """The longest of its scopes that claims this one, if any."""
        claims = [claimed for claimed in self.scopes if scope == claimed or scope.startswith(f"{claimed}.")]
        return max(claims, key=len, default=None)
