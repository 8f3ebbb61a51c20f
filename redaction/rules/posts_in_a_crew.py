"""A key inside an object holding a crew or a staff names a post, and its value the person who fills it:
`"crew": {"driver": "S. Khumalo", "hostess": "Precious", "mate": "Baba"}`, `"staff": {"makeup": "...",
"photographer": "..."}`.

A booking, a trip or an event lists the people who work it under the group they form, each under the post they fill:
the post is any word (a hostess, a mate, a make-up artist, a conductor), and no list of roles holds them all, so a
given name under a post no list knows stayed. The object's key says it: a `crew` or a `staff` is people. Each string
under it is read as a value under a role's key is (redaction/recognizers/keys.py `role_entity`): a name is a person,
a handle a login, an id an account; a value with a digit under a post is the crew's vehicle or bay
(`"crew": {"truck": "HW-TRK-04"}`), a word of the language is a state or a shift (`"status": "Assigned"`), and a
key naming a thing or a state (`size`, `status`, `notes`) is no post: those stay.
"""

from __future__ import annotations

# The last word of an object's key that names the people working something.
CREW_WORDS = frozenset({"crew", "staff"})


def a_post_in_a_crew(container_words: list[str] | tuple[str, ...]) -> bool:
    """Whether the object holding a key is a crew or a staff (`booking.crew`, `staff`): the key names a post."""
    return bool(container_words) and container_words[-1] in CREW_WORDS


# (the key of the object holding a value, whether its keys are posts)
EXAMPLES: tuple[tuple[str, bool], ...] = (
    ("crew", True),
    ("booking_crew", True),
    ("staff", True),
    ("crew_size", False),  # a count of the crew
    ("vehicle", False),
    ("staffing", False),
)
