"""CarcassonneGame: the engine contract for the Carcassonne base game (2–6 players)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from google.protobuf.message import Message
from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne import codec, determinize, heuristics, text
from engines.carcassonne import rl_encoding as rl
from engines.carcassonne.actions import CarcassonneAction
from engines.carcassonne.describe import describe_event
from engines.carcassonne.state import CarcassonneState
from engines.contract import Game, GameState, OptionSpec, Playthrough

CarcassonneStateBase = GameState[CarcassonneAction, pb.Event, pb.View, pb.State]

if TYPE_CHECKING:
    from rich.text import Text

START_SEAT = OptionSpec(
    name="start_seat",
    description=(
        "the seat that takes the first turn; the rulebook lets the youngest player choose "
        "(must be below the player count)"
    ),
    choices=("0", "1", "2", "3", "4", "5"),
    default="0",
    seat_index=True,
)
UNPLACEABLE_TILE = OptionSpec(
    name="unplaceable_tile",
    description=(
        "a drawn tile that fits nowhere: 'discard' removes it from the game (default; official "
        "rules); 'return_to_bag' puts it back into the pile for later (the rulebook's bag "
        "variant) unless no tile left could be placed. Either way the same player draws again"
    ),
    choices=("discard", "return_to_bag"),
    default="discard",
)


class CarcassonneGame(Game[CarcassonneAction, pb.Event, pb.View, pb.State]):
    """Carcassonne, base game: 72 tiles, 7 followers per player, 3rd-edition farmers."""

    name = "carcassonne"
    title = "Carcassonne"
    min_players = 2
    max_players = 6
    options = (START_SEAT, UNPLACEABLE_TILE)

    action_type = pb.Action
    event_type = pb.Event
    view_type = pb.View
    state_type = pb.State

    search = heuristics.SEARCH
    conformance_features = ("carcassonne_unplaceable_discard",)
    playthroughs = (Playthrough(players=2, seed=1), Playthrough(players=4, seed=2))

    def action_reveals(
        self, state: CarcassonneStateBase, seat: int, action: CarcassonneAction
    ) -> bool:
        """Carcassonne hides only the draw order, which chance reveals; an action shows
        nobody anything (engines/undo.py)."""
        return False

    def new_game(
        self, num_players: int, options: Mapping[str, str] | None = None
    ) -> CarcassonneState:
        resolved = self.resolve_options(num_players, options or {})  # start_seat < players
        return_to_bag = resolved["unplaceable_tile"] == "return_to_bag"
        return CarcassonneState.new(num_players, int(resolved["start_seat"]), return_to_bag)

    def state_from_proto(self, message: pb.State) -> CarcassonneState:
        return codec.state_from_proto(message)

    def action_to_proto(self, action: CarcassonneAction) -> pb.Action:
        return codec.action_to_proto(action)

    def action_from_proto(self, message: Message) -> CarcassonneAction:
        return codec.action_from_proto(message)

    def describe_action(self, action: CarcassonneAction) -> str:
        return str(action)

    def rl_encoding(self, num_players: int, options: Mapping[str, str]) -> rl.CarcassonneEncoding:
        self.resolve_options(num_players, options)
        return rl.CarcassonneEncoding(num_players)

    def describe_event(self, event: pb.Event) -> str:
        return describe_event(event)

    def describe_view(self, view: pb.View) -> str:
        return text.describe_view(view)

    def render_view(self, view: pb.View, title: str, *, coordinates: bool = False) -> str:
        from engines.carcassonne import render

        return render.render(view, title or render.TITLE, coordinates=coordinates)

    def rules_documents(self) -> dict[str, str]:
        from engines.carcassonne import catalogue

        return catalogue.documents()

    def projected_scores(self, state: CarcassonneStateBase) -> list[float]:
        assert isinstance(state, CarcassonneState)
        return heuristics.projected_scores(state)

    def expected_scores(self, state: CarcassonneStateBase) -> list[float]:
        assert isinstance(state, CarcassonneState)
        return heuristics.expected_scores(state)

    def state_from_view(self, view: pb.View, rng: random.Random) -> CarcassonneState:
        # nothing is sampled: the view holds the pile's composition, and draws are chance
        return self.state_from_proto(determinize.state_message(view))

    def terminal_view(self, view: pb.View, legal: Sequence[Message] = ()) -> Text:
        """The terminal seat's screen (``meeple join``): the map as small tiles with
        coordinates, the scores and the tile to place in every offered rotation."""
        from engines.carcassonne.terminal import describe

        return describe(view, [action for action in legal if isinstance(action, pb.Action)])
