"""What the sync and asyncio clients share: credentials, payload packing, retry policy."""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from google.protobuf.any_pb2 import Any as AnyMessage
from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb

from engines import registry
from engines.contract import Game

#: codes a call is retried on, with the same request_id (so the service applies it once)
RETRYABLE = ("UNAVAILABLE",)


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """Exponential backoff for UNAVAILABLE: ``attempts`` calls at most, the first pause
    ``initial`` seconds, multiplied by ``multiplier`` up to ``maximum``."""

    attempts: int = 5
    initial: float = 0.1
    multiplier: float = 2.0
    maximum: float = 2.0

    def pauses(self) -> list[float]:
        out, pause = [], self.initial
        for _ in range(self.attempts - 1):
            out.append(min(pause, self.maximum))
            pause *= self.multiplier
        return out


def bearer(credential: str | None) -> Sequence[tuple[str, str]]:
    """gRPC metadata carrying a credential (none without one)."""
    return () if not credential else (("authorization", f"Bearer {credential}"),)


def new_request_id() -> str:
    return str(uuid.uuid4())


def new_credential() -> str:
    """A credential this client proposes for a seat or a table (256 random bits). The server
    stores only its hash; a retry that carries it again gets the same seat or table back, and
    nobody who merely replays the request_id can. It never starts with ``-``, which a command
    line (``--credential TOKEN``) would read as an option."""
    while True:
        token = secrets.token_urlsafe(32)
        if not token.startswith("-"):
            return token


def game_key(resource: str) -> str:
    """ "games/carcassonne" -> "carcassonne" (a bare key passes through)."""
    return resource.removeprefix("games/")


def game_for(resource: str) -> Game[Any, Any, Any, Any]:
    """The registered engine of a game resource name, for its message types."""
    return registry.get_game(game_key(resource))


def pack(message: Message) -> AnyMessage:
    packed = AnyMessage()
    packed.Pack(message)
    return packed


def unpack(packed: AnyMessage, message_type: type[Message]) -> Message:
    """Unpack an Any into a fresh ``message_type``; ValueError when the type differs."""
    message = message_type()
    if not packed.Unpack(message):
        raise ValueError(f"expected {message_type.DESCRIPTOR.full_name}, got {packed.type_url}")
    return message


def unpack_view(game: Game[Any, Any, Any, Any], view: pb.TableView) -> Message | None:
    """The game's View message inside a TableView (None before the game starts)."""
    if not view.HasField("game_view"):
        return None
    return unpack(view.game_view, game.view_type)


def unpack_events(game: Game[Any, Any, Any, Any], event: pb.TableEvent) -> list[Message]:
    """The game's Event messages inside a TableEvent (setup or action events)."""
    kind = event.WhichOneof("kind")
    if kind == "table_started":
        packed = list(event.table_started.game_events)
    elif kind == "action_applied":
        packed = list(event.action_applied.game_events)
    else:
        packed = []
    return [unpack(item, game.event_type) for item in packed]


def unpack_actions(
    game: Game[Any, Any, Any, Any], response: pb.ListLegalActionsResponse
) -> list[Message]:
    return [unpack(item, game.action_type) for item in response.actions]


def table_id(name: str) -> str:
    """Accept "tables/{id}" or a bare id; return the resource name."""
    return name if name.startswith("tables/") else f"tables/{name}"
