"""Plain values the clients return: created tables, legal actions, kept credentials."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb


@dataclass(frozen=True, slots=True)
class CreatedTable:
    """CreateTable's answer: the table and the secrets that come with it (keep them)."""

    table: pb.Table
    host_credential: str
    invite_token: str
    invite_link: str
    spectator_token: str
    spectator_link: str
    #: the web table's invite and spectator pages, when the server has a public web address
    #: (--public-url, --lan, --share); empty otherwise
    invite_url: str = ""
    spectator_url: str = ""

    @property
    def name(self) -> str:
        return self.table.name

    @classmethod
    def from_proto(cls, response: pb.CreateTableResponse) -> CreatedTable:
        return cls(
            table=response.table,
            host_credential=response.host_credential,
            invite_token=response.invite_token,
            invite_link=response.invite_link,
            spectator_token=response.spectator_token,
            spectator_link=response.spectator_link,
            invite_url=response.invite_url,
            spectator_url=response.spectator_url,
        )


@dataclass(frozen=True, slots=True)
class LegalActions:
    """ListLegalActions, or a Decision carried by SubmitAction or WatchTable (one round trip
    per move), with the actions unpacked into the game's Action messages. ``view`` is the
    seat's view at ``version`` when the reply carried it."""

    version: int
    seat: int
    current_seat: int | None
    pending_decision: str
    actions: list[Message] = field(default_factory=list)
    view: pb.TableView | None = None

    @classmethod
    def from_decision(
        cls,
        action_type: type[Message],
        decision: pb.Decision,
        view: pb.TableView | None = None,
    ) -> LegalActions:
        actions = []
        for packed in decision.legal_actions:
            action = action_type()
            packed.Unpack(action)
            actions.append(action)
        return cls(
            version=decision.version,
            seat=decision.seat,
            current_seat=decision.seat,
            pending_decision=decision.pending_decision,
            actions=actions,
            view=view,
        )


@dataclass(frozen=True, slots=True)
class SavedSeat:
    """A kept credential: enough to come back to a table later. Contains a secret: store it
    like a password (:meth:`save` writes the file readable by its owner only)."""

    target: str
    table: str
    credential: str
    seat: int | None
    game: str = ""

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch(mode=0o600, exist_ok=True)
        path.write_text(json.dumps(asdict(self), indent=2))

    @classmethod
    def load(cls, path: Path) -> SavedSeat:
        data = json.loads(path.read_text())
        return cls(**data)


def is_over(message: pb.WatchTableResponse) -> bool:
    """Whether this watch message shows the game finished or abandoned."""
    kind = message.WhichOneof("kind")
    if kind == "snapshot":
        return message.snapshot.state in (pb.Table.STATE_FINISHED, pb.Table.STATE_ABANDONED)
    if kind == "event":
        change = message.event.WhichOneof("kind")
        if change == "action_applied":
            return message.event.action_applied.HasField("outcome") and bool(
                message.event.action_applied.outcome.ranks
            )
        if change == "seat_left":
            return message.event.seat_left.table_abandoned
    return False
