"""The Castles of Burgundy as a :class:`engines.contract.Game`."""

from __future__ import annotations

import random
from collections.abc import Mapping

from google.protobuf.message import Message
from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import codec, determinize, heuristics, text
from engines.burgundy import rl_encoding as rl
from engines.burgundy.actions import BurgundyAction
from engines.burgundy.describe import describe_action, describe_event, score_breakdown
from engines.burgundy.state import BurgundyState
from engines.contract import Game, GameState, OptionSpec, Playthrough
from engines.errors import InvalidState

#: the option whose default follows the edition, and that default per edition
PURCHASE_DURING_BONUS = "purchase_during_bonus_action"
EDITION_PURCHASE_DEFAULT = {"2019": "yes", "2011": "no"}

OPTIONS = (
    OptionSpec(
        name="edition",
        description=(
            "knowledge tile values: 2019 (Japanese rulebook: K6 may also pay 2 workers and buy "
            "from any depot, K15 2 VP per goods type sold, K26 3 VP per bonus tile) or 2011 "
            "(Persian rulebook: K6 buys from any depot for 2 silverlings, K15 3 VP, K26 2 VP); "
            "also the default of purchase_during_bonus_action"
        ),
        choices=("2019", "2011"),
        default="2019",
    ),
    OptionSpec(
        name="tiebreak_empty_spaces",
        description=(
            "first tie-break: the player with the fewest empty estate spaces wins (both "
            "rulebooks) or the most (Board Game Arena's reading of the German original)"
        ),
        choices=("fewest", "most"),
        default="fewest",
    ),
    OptionSpec(
        name="tiebreak_turn_order",
        description=(
            "second tie-break: the tied player further behind in turn order on the track wins "
            "(the Persian rulebook and every outside source) or the one ahead (the Japanese "
            "rulebook)"
        ),
        choices=("behind", "ahead"),
        default="behind",
    ),
    OptionSpec(
        name="start_seat",
        description=(
            "the start player: random (both rulebooks roll a die; drawn as the chance outcome "
            "'start_seat') or a seat number below the player count"
        ),
        choices=("random", "0", "1", "2", "3"),
        default="random",
        seat_index=True,
    ),
    OptionSpec(
        name="warehouse_sale",
        description=(
            "the Warehouse's sale: optional (the Persian rulebook: the player may sell; "
            "decline_effect forgoes it) or compulsory (a reading of the Japanese rulebook's "
            "plain 'sells')"
        ),
        choices=("optional", "compulsory"),
        default="optional",
    ),
    OptionSpec(
        name="k5_adjacency",
        description=(
            "knowledge tile 5's adjacent depots: ring (the six depots circle the black depot, "
            "so 6 and 1 are adjacent) or line (6 and 1 are not adjacent)"
        ),
        choices=("ring", "line"),
        default="ring",
    ),
    OptionSpec(
        name="purchase_during_bonus_action",
        description=(
            "whether the turn's purchase may be made while a castle's extra action or a City "
            "Hall's placement is pending (yes: Board Game Arena's reading; no: both rulebooks' "
            "'before, between or after the die actions'); default yes under edition 2019, no "
            "under 2011"
        ),
        choices=("yes", "no"),
        default="yes",
    ),
    OptionSpec(
        name="k6_mixed_payment",
        description=(
            "2019 knowledge tile 6: whether a purchase may also be paid with 1 silverling and "
            "1 worker (allowed by the physical game per some players, not by Board Game Arena)"
        ),
        choices=("no", "yes"),
        default="no",
    ),
)


BurgundyStateBase = GameState[BurgundyAction, pb.Event, pb.View, pb.State]


class BurgundyGame(Game[BurgundyAction, pb.Event, pb.View, pb.State]):
    """The Castles of Burgundy, 2019 base game, estate board #1, knowledge tiles 1-26."""

    name = "burgundy"
    title = "The Castles of Burgundy"
    min_players = 2
    max_players = 4
    options = OPTIONS
    action_type = pb.Action
    event_type = pb.Event
    view_type = pb.View
    state_type = pb.State

    search = heuristics.SEARCH
    conformance_features = (
        "burgundy_edition_2011",
        "burgundy_edition_2019",
        "burgundy_tiebreak_empty_spaces",
    )
    playthroughs = (
        Playthrough(players=2, seed=1),
        Playthrough(players=3, seed=2, options={"edition": "2011"}),
    )

    def action_reveals(self, state: BurgundyStateBase, seat: int, action: BurgundyAction) -> bool:
        """Burgundy hides only the supplies and unrevealed goods, which chance reveals; an action
        shows nobody anything (engines/undo.py)."""
        return False

    def new_game(self, num_players: int, options: Mapping[str, str] | None = None) -> BurgundyState:
        resolved = self.resolve_options(num_players, options or {})
        return BurgundyState(num_players, resolved)

    def resolve_options(self, num_players: int, options: Mapping[str, str]) -> dict[str, str]:
        """As every game's, with one default that follows another option: an unset
        ``purchase_during_bonus_action`` is ``no`` under ``edition=2011``."""
        resolved = super().resolve_options(num_players, options)
        if PURCHASE_DURING_BONUS not in options:
            resolved[PURCHASE_DURING_BONUS] = EDITION_PURCHASE_DEFAULT[resolved["edition"]]
        return resolved

    def state_from_proto(self, message: pb.State) -> BurgundyState:
        if not isinstance(message, pb.State):
            raise InvalidState("INVALID_STATE", "not a meeple.burgundy.v1.State")
        try:
            resolved = self.resolve_options(message.num_players, dict(message.options))
        except Exception as bad:
            raise InvalidState("INVALID_STATE", str(bad)) from bad
        return codec.state_from_proto(message, resolved)

    def action_to_proto(self, action: BurgundyAction) -> pb.Action:
        return codec.action_to_proto(action)

    def action_from_proto(self, message: Message) -> BurgundyAction:
        return codec.action_from_proto(message)

    def rl_encoding(self, num_players: int, options: Mapping[str, str]) -> rl.BurgundyEncoding:
        self.resolve_options(num_players, options)
        return rl.BurgundyEncoding(num_players)

    def describe_action(self, action: BurgundyAction) -> str:
        return describe_action(action)

    def describe_event(self, event: pb.Event) -> str:
        return describe_event(event)

    def final_breakdown(self, state: BurgundyStateBase) -> list[dict[str, int]]:
        """Per seat, points by cause (the demo prints it after the final scores)."""
        assert isinstance(state, BurgundyState)
        return score_breakdown(state)

    def describe_view(self, view: pb.View) -> str:
        return text.describe_view(view)

    def render_view(self, view: pb.View, title: str, *, coordinates: bool = False) -> str:
        from engines.burgundy import render

        return render.render(view, title or render.TITLE, coordinates=coordinates)

    def projected_scores(self, state: BurgundyStateBase) -> list[float]:
        assert isinstance(state, BurgundyState)
        return heuristics.projected_scores(state)

    def expected_scores(self, state: BurgundyStateBase) -> list[float]:
        assert isinstance(state, BurgundyState)
        return heuristics.expected_scores(state)

    def state_from_view(self, view: pb.View, rng: random.Random) -> BurgundyState:
        # the supplies' contents and the unrevealed goods are sampled
        return self.state_from_proto(determinize.state_message(view, rng))
