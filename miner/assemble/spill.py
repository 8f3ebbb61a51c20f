"""Facts on disk between the passes of assembly: msgpack frames in shard files, read back exactly as written.

A shard file is a sequence of frames, each a 4-byte length and a msgpack document. Facts keep their lazy
message lists lazy: such a list travels as the names of its two functions and its raw value, and is rebuilt
with the same functions on the other side; one whose functions have no importable name (a closure) is read
in full first. Pydantic models inside facts (errors, feedback) travel as their fields.
"""

from __future__ import annotations

import importlib
import struct
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import msgspec
from pydantic import BaseModel

from miner.mappers.facts import LazyMessages, Message, SpanFacts

_LENGTH = struct.Struct("<I")
BUFFERED_ITEMS = 2000


class Spilled(msgspec.Struct, array_like=True, gc=False):
    """One fact as the reading side spills it: what the trace pass groups by, and the fact itself still encoded
    (the trace pass never decodes it)."""

    route: str
    trace_id: str
    span_id: str
    session_id: str | None
    start_ns: int
    body: msgspec.Raw


class TraceGroup(msgspec.Struct, array_like=True, gc=False):
    """The facts of one trace, still encoded, as the trace pass hands them to the session pass."""

    session_key: str
    trace: str
    facts: list[msgspec.Raw]


_NAMES: dict[Callable[..., Any], str | None] = {}
_FUNCTIONS: dict[str, Callable[..., Any]] = {}


def _name_of(function: Callable[..., Any]) -> str | None:
    """`module:qualname` when that names this very function, else None."""
    if function not in _NAMES:
        module, qualname = getattr(function, "__module__", None), getattr(function, "__qualname__", "")
        found: Any = None
        if module and "<" not in qualname:
            found = importlib.import_module(module)
            for part in qualname.split("."):
                found = getattr(found, part, None)
        _NAMES[function] = f"{module}:{qualname}" if found is function else None
    return _NAMES[function]


def _function(name: str) -> Callable[..., Any]:
    if name not in _FUNCTIONS:
        module, qualname = name.split(":")
        found: Any = importlib.import_module(module)
        for part in qualname.split("."):
            found = getattr(found, part)
        _FUNCTIONS[name] = found
    return _FUNCTIONS[name]


def _encode(value: Any) -> Any:
    if isinstance(value, LazyMessages):
        state = value.state()
        if state is not None:
            raw, items, convert = state
            names = _name_of(items), _name_of(convert)
            if names[0] is not None and names[1] is not None:
                return ("lazy", names[0], names[1], raw, value.damage)
        return ("messages", value.get(), value.damage)
    if isinstance(value, BaseModel):
        return value.model_dump()
    raise NotImplementedError(f"cannot spill a {type(value).__name__}")


def _decode(kind: type, value: Any) -> Any:
    if kind is LazyMessages:
        if value[0] == "lazy":
            lazy = LazyMessages(value[3], _function(value[1]), _function(value[2]))
        else:
            lazy = LazyMessages.of(msgspec.convert(value[1], list[Message]))
        lazy.damage = value[-1]
        return lazy
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        return kind.model_validate(value)
    raise NotImplementedError(f"cannot read back a {kind}")


ENCODER = msgspec.msgpack.Encoder(enc_hook=_encode)
FACT = msgspec.msgpack.Decoder(SpanFacts, dec_hook=_decode)
SPILLED = msgspec.msgpack.Decoder(list[Spilled])
GROUPS = msgspec.msgpack.Decoder(list[TraceGroup])


def shard_of(key: str, shards: int) -> int:
    """The shard a trace or session key goes to: the same in every process and every run."""
    return zlib.crc32(key.encode()) % shards if shards > 1 else 0


class ShardWriter:
    """Items into one file per shard (`folder/<shard>/<name>`). At most `buffered` items wait in memory, across
    all shards: memory stays bounded whatever the number of shards. Items may be `msgspec.Raw` (encoded once)."""

    def __init__(self, folder: Path, name: str, shards: int, buffered: int = BUFFERED_ITEMS) -> None:
        self.paths = [folder / f"{shard:05d}" / name for shard in range(shards)]
        self.buffers: list[list[Any]] = [[] for _ in range(shards)]
        self.written = [0] * shards
        self.buffered = buffered
        self._waiting = 0

    def add(self, shard: int, item: Any) -> None:
        self.buffers[shard].append(item)
        self._waiting += 1
        if self._waiting >= self.buffered:
            self.flush()

    def flush(self) -> None:
        for shard, buffer in enumerate(self.buffers):
            if not buffer:
                continue
            frame = ENCODER.encode(buffer)
            path = self.paths[shard]
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("ab") as handle:
                handle.write(_LENGTH.pack(len(frame)))
                handle.write(frame)
            self.written[shard] += len(frame) + _LENGTH.size
            self.buffers[shard] = []
        self._waiting = 0

    def close(self) -> list[int]:
        """Flush everything; the bytes written to each shard."""
        self.flush()
        return self.written


def frames(path: Path) -> Iterator[bytes]:
    """The frames of one shard file, in the order they were written."""
    with path.open("rb") as handle:
        data = handle.read()
    position = 0
    while position < len(data):
        (length,) = _LENGTH.unpack_from(data, position)
        position += _LENGTH.size
        yield data[position:position + length]
        position += length
