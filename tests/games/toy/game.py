"""A tiny game on the engine contract, for testing game-agnostic bot mechanics fast.

"Cards": a deck of 1..5 (two of each) is drawn lazily, one card per turn. The seat to move
either TAKEs the card (scores it), STEALs (every other seat loses half the card, rounded down)
or PASSes. The game ends when the deck is empty; highest score wins.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Self

from google.protobuf import json_format
from google.protobuf.message import Message
from google.protobuf.struct_pb2 import Struct

from engines.chance import ChanceRequest
from engines.contract import Game, GameState, Outcome
from engines.errors import IllegalAction, InvalidState
from tests.games.toy.rl_encoding import ToyEncoding

ACTIONS = ("TAKE", "STEAL", "PASS")


class ToyState(GameState[str, Struct, Struct, Struct]):
    def __init__(self, players: int) -> None:
        self.players = players
        self.deck = {v: 2 for v in range(1, 6)}
        self.card = 0
        self.seat = 0
        self.points = [0] * players

    @property
    def num_players(self) -> int:
        return self.players

    def chance_request(self) -> ChanceRequest | None:
        if self.card or not any(self.deck.values()):
            return None
        values = tuple(v for v, n in self.deck.items() if n)
        return ChanceRequest(
            "card", tuple(str(v) for v in values), tuple(self.deck[v] for v in values)
        )

    def apply_chance(self, value: str) -> list[Struct]:
        self.card = int(value)
        self.deck[self.card] -= 1
        return []

    def current_seat(self) -> int | None:
        return self.seat if self.card else None

    def pending_decision(self) -> str:
        return "PLAY_CARD" if self.card else ""

    def legal_actions(self) -> list[str]:
        return list(ACTIONS) if self.card else []

    def apply_action(self, seat: int, action: str) -> list[Struct]:
        if seat != self.seat or not self.card or action not in ACTIONS:
            raise IllegalAction("NOT_LEGAL", "not legal")
        if action == "TAKE":
            self.points[seat] += self.card
        elif action == "STEAL":
            for other in range(self.players):
                if other != seat:
                    self.points[other] -= self.card // 2
        self.card = 0
        self.seat = (self.seat + 1) % self.players
        return []

    def is_terminal(self) -> bool:
        return not self.card and not any(self.deck.values())

    def scores(self) -> list[int]:
        return list(self.points)

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        ranks = tuple(1 + sum(o > s for o in self.points) for s in self.points)
        return Outcome(tuple(self.points), ranks)

    def view(self, seat: int | None) -> Struct:
        return self.to_proto()

    def to_proto(self) -> Struct:
        message = Struct()
        message.update(
            {
                "players": self.players,
                "points": list(self.points),
                "card": self.card,
                "seat": self.seat,
                "deck": [self.deck[v] for v in sorted(self.deck)],
            }
        )
        return message

    def clone(self) -> Self:
        other = type(self)(self.players)
        other.deck = dict(self.deck)
        other.card, other.seat, other.points = self.card, self.seat, list(self.points)
        return other


class ToyGame(Game[str, Struct, Struct, Struct]):
    name = "toy"
    title = "Toy cards"
    min_players = 2
    max_players = 4
    action_type = Struct
    event_type = Struct
    view_type = Struct
    state_type = Struct

    def action_reveals(
        self, state: GameState[str, Struct, Struct, Struct], seat: int, action: str
    ) -> bool:
        """every seat sees everything (engines/undo.py)."""
        return False

    def new_game(self, num_players: int, options: Mapping[str, str] | None = None) -> ToyState:
        self.resolve_options(num_players, options or {})
        return ToyState(num_players)

    def state_from_proto(self, message: Struct) -> ToyState:
        try:
            data: dict[str, Any] = json_format.MessageToDict(message)
            state = ToyState(int(data["players"]))
            state.points = [int(p) for p in data["points"]]
            state.card, state.seat = int(data["card"]), int(data["seat"])
            state.deck = {v: int(n) for v, n in zip(range(1, 6), data["deck"], strict=True)}
        except (KeyError, ValueError, TypeError) as error:
            raise InvalidState("INVALID_STATE", f"not a toy state: {error}") from error
        return state

    def state_from_view(self, view: Struct, rng: random.Random) -> ToyState:
        return self.state_from_proto(view)  # nothing is hidden

    def action_to_proto(self, action: str) -> Struct:
        message = Struct()
        message.update({"action": action})
        return message

    def action_from_proto(self, message: Message) -> str:
        assert isinstance(message, Struct)
        return str(message["action"])

    def rl_encoding(self, num_players: int, options: Mapping[str, str]) -> ToyEncoding:
        self.resolve_options(num_players, options)
        return ToyEncoding(num_players)
