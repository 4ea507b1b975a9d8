"""A small game with hidden hands, for testing the service's hidden-information handling and
restarts independently of the real engines (served with ``--extra-games``).

"Secret cards": a deck of cards 1..6, two of each, drawn lazily (chance kind "card"). Each seat
starts with two hidden cards. On its turn a seat plays one card from its hand and scores it
(double if it is higher than the previous card played), then draws a replacement while the deck
lasts. The game ends when every hand is empty. A seat sees its own hand; the others see only
how many cards each hand holds (and every card played so far). Draw events are withheld from
everyone but the drawer. Bots rebuild a state from a seat's view by dealing the unseen cards at
random (:meth:`SecretGame.state_from_view`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Self

from google.protobuf import json_format
from google.protobuf.message import Message
from google.protobuf.struct_pb2 import Struct

from engines.chance import ChanceRequest
from engines.contract import Game, GameState, OptionSpec, Outcome, Playthrough
from engines.errors import IllegalAction, InvalidState, MalformedAction

VALUES = range(1, 7)
HAND = 2


def _struct(data: Mapping[str, Any]) -> Struct:
    message = Struct()
    message.update(dict(data))
    return message


class SecretState(GameState[int, Struct, Struct, Struct]):
    def __init__(self, players: int, bonus: bool = True) -> None:
        self.players = players
        self.bonus = bonus
        self.deck = {v: 2 for v in VALUES}
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.points = [0] * players
        self.seat = 0
        self.last = 0
        self.dealing = True
        self.played: list[int] = []

    @property
    def num_players(self) -> int:
        return self.players

    def _drawer(self) -> int | None:
        if not any(self.deck.values()):
            return None
        if self.dealing:
            for seat in range(self.players):
                if len(self.hands[seat]) < HAND:
                    return seat
            return None
        if len(self.hands[self.seat]) < HAND:
            return self.seat
        return None

    def chance_request(self) -> ChanceRequest | None:
        if self._drawer() is None:
            return None
        values = tuple(v for v in VALUES if self.deck[v])
        return ChanceRequest("card", tuple(map(str, values)), tuple(self.deck[v] for v in values))

    def apply_chance(self, value: str) -> list[Struct]:
        seat = self._drawer()
        assert seat is not None
        card = int(value)
        self.deck[card] -= 1
        self.hands[seat].append(card)
        if self.dealing:
            self.dealing = not all(len(h) >= HAND for h in self.hands)
        else:
            self._advance()  # the replacement is drawn: the next seat plays
        return [_struct({"kind": "drew", "seat": seat, "card": card})]

    def current_seat(self) -> int | None:
        if self.chance_request() is not None or self.is_terminal():
            return None
        return self.seat

    def pending_decision(self) -> str:
        return "PLAY_CARD" if self.current_seat() is not None else ""

    def legal_actions(self) -> list[int]:
        if self.current_seat() is None:
            return []
        return sorted(set(self.hands[self.seat]))

    def apply_action(self, seat: int, action: int) -> list[Struct]:
        if self.is_terminal():
            raise IllegalAction("GAME_OVER", "the game is over")
        if seat != self.seat:
            raise IllegalAction("NOT_YOUR_TURN", "another seat is to play", {"seat": str(seat)})
        if action not in self.hands[seat]:
            raise IllegalAction("CARD_NOT_IN_HAND", "that card is not in your hand")
        gained = action * 2 if self.bonus and action > self.last else action
        self.hands[seat].remove(action)
        self.points[seat] += gained
        self.last = action
        self.played.append(action)
        events = [_struct({"kind": "played", "seat": seat, "card": action, "points": gained})]
        if not any(self.deck.values()):
            self._advance()  # nothing to draw: the next seat plays
        return events

    def _advance(self) -> None:
        for step in range(1, self.players + 1):
            candidate = (self.seat + step) % self.players
            if self.hands[candidate]:
                self.seat = candidate
                return

    def is_terminal(self) -> bool:
        return not self.dealing and not any(self.hands) and not any(self.deck.values())

    def scores(self) -> list[int]:
        return list(self.points)

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        ranks = tuple(1 + sum(o > s for o in self.points) for s in self.points)
        return Outcome(tuple(self.points), ranks)

    def view(self, seat: int | None) -> Struct:
        return _struct(
            {
                "points": list(self.points),
                "hand_sizes": [len(h) for h in self.hands],
                "hand": sorted(self.hands[seat]) if seat is not None else [],
                "deck_size": sum(self.deck.values()),
                "last": self.last,
                "seat": self.seat,
                "played": list(self.played),
                "players": self.players,
                "bonus": self.bonus,
                "dealing": self.dealing,
            }
        )

    def to_proto(self) -> Struct:
        return _struct(
            {
                "players": self.players,
                "bonus": self.bonus,
                "deck": [self.deck[v] for v in VALUES],
                "hands": [list(h) for h in self.hands],
                "points": list(self.points),
                "seat": self.seat,
                "last": self.last,
                "dealing": self.dealing,
                "played": list(self.played),
            }
        )

    def clone(self) -> Self:
        other = type(self)(self.players, self.bonus)
        other.deck = dict(self.deck)
        other.hands = [list(h) for h in self.hands]
        other.points = list(self.points)
        other.seat, other.last, other.dealing = self.seat, self.last, self.dealing
        other.played = list(self.played)
        return other


class SecretGame(Game[int, Struct, Struct, Struct]):
    name = "secret"
    title = "Secret cards"
    min_players = 2
    max_players = 4
    options = (OptionSpec("bonus", "double a card higher than the last one", ("on", "off"), "on"),)
    playthroughs = (Playthrough(players=2, seed=1), Playthrough(players=3, seed=2))
    action_type = Struct
    event_type = Struct
    view_type = Struct
    state_type = Struct

    def action_reveals(
        self, state: GameState[int, Struct, Struct, Struct], seat: int, action: int
    ) -> bool:
        """Playing a card shows everyone a card that was hidden in a hand (engines/undo.py)."""
        return True

    def new_game(self, num_players: int, options: Mapping[str, str] | None = None) -> SecretState:
        resolved = self.resolve_options(num_players, options or {})
        return SecretState(num_players, resolved["bonus"] == "on")

    def state_from_proto(self, message: Struct) -> SecretState:
        try:
            data: dict[str, Any] = json_format.MessageToDict(message)
            players = int(data["players"])
            state = SecretState(players, bool(data["bonus"]))
            state.deck = {v: int(n) for v, n in zip(VALUES, data["deck"], strict=True)}
            state.hands = [[int(c) for c in hand] for hand in data["hands"]]
            state.points = [int(p) for p in data["points"]]
            state.seat = int(data["seat"])
            state.last = int(data["last"])
            state.dealing = bool(data["dealing"])
            state.played = [int(c) for c in data.get("played", [])]
        except (KeyError, ValueError, TypeError) as error:
            raise InvalidState("INVALID_STATE", f"not a secret-cards state: {error}") from error
        if len(state.hands) != players or not 2 <= players <= 4:
            raise InvalidState("INVALID_STATE", "inconsistent player count")
        return state

    def action_to_proto(self, action: int) -> Struct:
        return _struct({"card": action})

    def action_from_proto(self, message: Message) -> int:
        if not isinstance(message, Struct) or "card" not in message.fields:
            raise MalformedAction("MISSING_CARD", "an action names a card")
        card = message.fields["card"]
        if card.WhichOneof("kind") != "number_value":  # unset, or not a number
            raise MalformedAction("INVALID_CARD", "cards are 1..6")
        value = card.number_value
        if not value.is_integer() or int(value) not in VALUES:  # NaN and infinities too
            raise MalformedAction("INVALID_CARD", "cards are 1..6")
        return int(value)

    def event_for_viewer(self, event: Struct, seat: int | None) -> Struct | None:
        data: dict[str, Any] = json_format.MessageToDict(event)
        if data["kind"] == "drew" and seat != int(data["seat"]):
            return _struct({"kind": "drew", "seat": data["seat"]})
        return event

    def rules_documents(self) -> dict[str, str]:
        """The game's rules digest, which its generated fixtures cite."""
        return {
            "secret.md": (
                "# Secret cards\n\n"
                '## <a id="complete-game"></a>A complete game\n\n'
                "A deck of cards 1..6, two of each. Each seat holds two hidden cards; on its "
                "turn it plays one and scores it (double when higher than the card before), "
                "then draws while the deck lasts. The game ends when every hand is empty; the "
                "most points wins.\n"
            )
        }

    def describe_view(self, view: Struct) -> str:
        data: dict[str, Any] = json_format.MessageToDict(view)
        hand = " ".join(str(int(c)) for c in data.get("hand", [])) or "-"
        points = ", ".join(f"seat {s}: {int(p)}" for s, p in enumerate(data["points"]))
        return f"your hand: {hand}; last card {int(data['last'])}; {points}"

    def state_from_view(self, view: Struct, rng: random.Random) -> SecretState:
        """Deal the cards this seat cannot see (every card not in its hand nor played) into the
        other hands and the deck, to the sizes the view shows."""
        data: dict[str, Any] = json_format.MessageToDict(view)
        seat = int(data["seat"])
        state = SecretState(int(data["players"]), bool(data["bonus"]))
        state.points = [int(p) for p in data["points"]]
        state.seat, state.last = seat, int(data["last"])
        state.dealing = bool(data["dealing"])
        state.played = [int(c) for c in data.get("played", [])]
        unseen = [v for v in VALUES for _ in range(2)]
        for card in [*map(int, data.get("hand", [])), *state.played]:
            unseen.remove(card)
        rng.shuffle(unseen)
        for other, size in enumerate(int(n) for n in data["hand_sizes"]):
            if other == seat:
                state.hands[other] = sorted(int(c) for c in data.get("hand", []))
            else:
                state.hands[other] = [unseen.pop() for _ in range(size)]
        state.deck = {v: unseen.count(v) for v in VALUES}
        return state
