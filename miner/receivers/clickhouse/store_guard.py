"""A local store (chdb) that lost data says so, and is left as it was.

When a part of a table cannot be read (a file of it missing or damaged), the engine sets the part aside as it
opens the store (renamed into the table's `detached/` as `broken-on-start_<part>`) and answers from the rest:
a partial week that looks whole, and a change to the user's store. The parts set aside by this open are put
back where they were, and the read stops with one line naming them.
"""

from __future__ import annotations

from pathlib import Path

from miner.errors import SourceError

# What the engine prefixes to the name of a part it sets aside as it opens a store.
_SET_ASIDE = ("broken-on-start_",)


def set_aside(store: Path) -> set[Path]:
    """The parts of every table of `store` lying in a `detached/` folder under a name the engine gives on open."""
    return {path for path in store.glob("store/*/*/detached/*") if path.name.startswith(_SET_ASIDE)}


def put_back(store: Path, before: set[Path]) -> None:
    """Undo what opening `store` set aside (compared with `before`), and say which parts could not be read."""
    new = sorted(set_aside(store) - before)
    if not new:
        return
    for part in new:
        original = part.parent.parent / part.name.split("_", 1)[1]
        if not original.exists():
            part.rename(original)
    names = ", ".join(part.name.split("_", 1)[1] for part in new[:5]) + (" ..." if len(new) > 5 else "")
    raise SourceError(f"{store}: {len(new)} part(s) of the store cannot be read ({names}: a file missing or "
                      "damaged); their rows would be left out of the week. Restore the store from a backup, or "
                      "move those parts out of the table's folder to read the rest")
