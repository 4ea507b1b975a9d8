"""What a chat message may be: plain text of at most :data:`MAX_CODE_POINTS` code points (not
only white space; no control character but the line feed; no invisible bidi or formatting
character but the zero-width joiner and non-joiner that Persian and emoji need), or one quick
reaction of the fixed set. The words are never logged, and never repeated in an error."""

from __future__ import annotations

import unicodedata

from meeple.v1 import game_service_pb2 as pb

from service import errors
from service.rpc_input import ALLOWED_FORMAT, DISALLOWED_CATEGORIES

#: the longest message, in Unicode code points
MAX_CODE_POINTS = 500
#: the messages a table keeps (then TOO_MANY_MESSAGES): disk is bounded per table
KEEP = 1000
#: each seat's bucket: this many messages at once, then one per RATE_SECONDS
BURST = 5
RATE_SECONDS = 3.0
#: the quick reactions (ChatMessage.Reaction numbers other than UNSPECIFIED)
REACTIONS = frozenset(
    value.number
    for value in pb.ChatMessage.Reaction.DESCRIPTOR.values
    if value.number != pb.ChatMessage.REACTION_UNSPECIFIED
)


def check_message(text: str, reaction: int) -> tuple[str, int]:
    """The message to store, (text, 0) or ("", reaction); errors name the field, never the
    words."""
    if text and reaction:
        raise errors.invalid(
            "INVALID_FIELD", "a message is text or a reaction, not both", field="reaction"
        )
    if reaction:
        if reaction not in REACTIONS:
            raise errors.invalid("INVALID_FIELD", "no such reaction", field="reaction")
        return "", reaction
    for char in text:
        if char == "\n":
            continue
        kind = DISALLOWED_CATEGORIES.get(unicodedata.category(char))
        if kind is not None and char not in ALLOWED_FORMAT:
            point = f"U+{ord(char):04X}"
            raise errors.invalid(
                "DISALLOWED_CHARACTER",
                f"text must not contain {point}, {kind}",
                field="text",
                character=point,
            )
    words = unicodedata.normalize("NFC", text).strip()
    if not words:
        raise errors.invalid("MISSING_FIELD", "text or a reaction is required", field="text")
    if len(words) > MAX_CODE_POINTS:
        raise errors.invalid(
            "INVALID_FIELD",
            f"text takes at most {MAX_CODE_POINTS} characters",
            field="text",
            limit=str(MAX_CODE_POINTS),
        )
    return words, 0
