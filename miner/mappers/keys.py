"""The attribute keys a mapper reads, declared once (`Mapper.keys`) and merged over the registry
(`miner.mappers.read_keys`): what the ClickHouse push-down searches and keeps in its projection.

A leaf module (it imports nothing of the miner): the ClickHouse queries read the declarations, and the mappers
import the receivers' records, which import those queries.
"""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True)
class ReadKeys:
    """What a convention reads, by purpose. Order matters where a key is looked up first-found-wins (`session`)."""

    # Span attributes naming the conversation, in the order they are looked up.
    session: tuple[str, ...] = ()
    # A span attribute holding a JSON object, and the keys of that object naming the conversation.
    session_in_json: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # Attributes holding what the user said and what the agent answered (kept by the user-words projection).
    user_words: tuple[str, ...] = ()
    # Key prefixes of flattened message lists holding the same.
    user_words_prefixes: tuple[str, ...] = ()
    # Span events holding the same.
    user_words_events: tuple[str, ...] = ()
    # What places a span: its role, its agent, its turn, its user.
    structure: tuple[str, ...] = ()
    tool_name: tuple[str, ...] = ()
    agent_name: tuple[str, ...] = ()
    # Where a tool's result is: a tool span's output, and the messages fed back to a model, which hold the results
    # of the calls it asked for (searched for error markers, as the error detector reads every result it is given).
    tool_result: tuple[str, ...] = ()
    # Key prefixes of flattened message lists, and span events, holding the same.
    tool_result_prefixes: tuple[str, ...] = ()
    tool_result_events: tuple[str, ...] = ()
    # Prefixes of attributes that carry feedback, and the span event that does.
    feedback_prefixes: tuple[str, ...] = ()
    feedback_events: tuple[str, ...] = ()
    # Log records: the attributes naming the conversation, the events read.
    log_session: tuple[str, ...] = ()
    log_events: tuple[str, ...] = ()

    def merged(self, other: ReadKeys) -> ReadKeys:
        """Both declarations, this one's keys first, each key once."""
        return ReadKeys(**{item.name: tuple(dict.fromkeys((*getattr(self, item.name), *getattr(other, item.name))))
                           for item in fields(self)})

    def reads_content_from(self, key: str) -> bool:
        """Whether messages or tool results are read from this attribute key (named, or under a prefix named)."""
        return key in self.user_words or key in self.tool_result or key.startswith(
            (*self.user_words_prefixes, *self.tool_result_prefixes))

    def all_keys(self) -> tuple[str, ...]:
        """Every plain attribute key declared (not prefixes, events or JSON paths)."""
        return tuple(dict.fromkeys((*self.session, *(key for key, _ in self.session_in_json), *self.user_words,
                                    *self.structure, *self.tool_name, *self.agent_name, *self.tool_result)))
