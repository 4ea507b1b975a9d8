"""The Carcassonne position and its turn: draws, tile and follower actions, legality.

The map and its features are :mod:`engines.carcassonne.features`; scoring is
:mod:`engines.carcassonne.scoring`; the State and View messages are built by
:mod:`engines.carcassonne.encode` (a mixin) and read back by :mod:`engines.carcassonne.codec`,
which imports this module (never the other way round).
"""

from __future__ import annotations

from itertools import compress
from typing import Final, Self

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne import events as ev
from engines.carcassonne.actions import PASS, CarcassonneAction, Pass, PlaceFollower, PlaceTile
from engines.carcassonne.encode import Encoding
from engines.carcassonne.features import Placements, bisect_left
from engines.carcassonne.geometry import (
    KIND_NAMES,
    LOCATION_NAMES,
    LOCATIONS_OF_KIND,
    MAX_COORD,
    STRIDE,
)
from engines.carcassonne.steps import (
    DECISIONS,
    DRAW_TILE,
    GAME_OVER,
    PLACE_FOLLOWER_STEP,
    PLACE_TILE_STEP,
)
from engines.carcassonne.tiles import (
    FIT,
    FIT_MASKS,
    FITTING_CODES,
    FOLLOWERS_PER_PLAYER,
    LETTER_INDEX,
    LETTERS,
    START_INDEX,
    TILE_TYPES,
    Variant,
    initial_pile,
)
from engines.chance import ChanceRequest
from engines.contract import Outcome
from engines.errors import IllegalAction, MalformedAction

TILE_CHANCE: Final = "tile"

_FOLLOWER_ACTIONS: Final = {
    (kind, loc): PlaceFollower(kind, loc)
    for kind, locations in LOCATIONS_OF_KIND.items()
    for loc in locations
}
# The PlaceFollower of each segment of each variant, by letter index and rotation.
_SPOT_ACTIONS: Final = tuple(
    tuple(
        tuple(_FOLLOWER_ACTIONS[(seg.kind, seg.location)] for seg in variant.segments)
        for variant in tile_type.variants
    )
    for tile_type in TILE_TYPES
)


class CarcassonneState(Encoding):
    """One Carcassonne position. Create with :meth:`new`; see the module docstring."""

    __slots__ = (
        "_board",
        "_cities",
        "_cloisters",
        "_discarded",
        "_drawn",
        "_meeple",
        "_n",
        "_occupants",
        "_open",
        "_open_codes",
        "_open_placements",
        "_open_squares",
        "_parent",
        "_pennants",
        "_pile",
        "_pile_total",
        "_quiet",
        "_ranks",
        "_request",
        "_return_to_bag",
        "_scores",
        "_seat",
        "_start_seat",
        "_step",
        "_supply",
        "_t_base",
        "_t_pos",
        "_t_variant",
        "_tiles",
        "_view_tiles",
    )

    def __init__(
        self, num_players: int | None = None, start_seat: int = 0, return_to_bag: bool = False
    ) -> None:
        if num_players is None:
            # an empty shell, for clone() and for copy and pickle (a class compiled by mypyc
            # has no object.__new__, and its __new__ runs __init__ with no arguments)
            return
        self._n = num_players
        self._start_seat = start_seat
        self._return_to_bag = return_to_bag
        # the map
        self._board: dict[int, int] = {}  # packed square -> tile number
        # the open squares next to the map, ascending, with their constraint codes and actions
        self._open_squares: list[int] = []
        self._open_codes: list[int] = []
        self._open_placements: list[Placements] = []
        self._t_variant: list[Variant] = []
        self._t_pos: list[int] = []
        self._t_base: list[int] = []  # first feature node of each tile
        # features: one node per segment of every placed tile
        self._parent: list[int] = []
        self._open: list[int] = []
        self._tiles: list[int] = []  # bit t: tile t (FeatureMap)
        self._pennants: list[int] = []
        self._occupants: list[tuple[int, ...]] = []  # nodes holding a follower (at roots)
        self._cities: list[tuple[int, ...]] = []  # fields: bordered city nodes (at roots)
        self._cloisters: tuple[int, ...] = ()
        # followers and players
        self._meeple: dict[int, int] = {}  # node -> seat of the follower on it
        self._supply = [FOLLOWERS_PER_PLAYER] * num_players
        self._scores = [0] * num_players
        # the pile and the turn
        self._pile = initial_pile()
        self._pile_total = sum(self._pile)
        self._discarded: list[int] = []
        self._seat = start_seat
        self._step = DRAW_TILE
        self._drawn = -1
        self._ranks: tuple[int, ...] = ()
        self._request: ChanceRequest | None = None  # memo of the draw's request
        # memo of the View's tiles in wire form, for the first tiles placed (which never
        # change): (how many tiles, their bytes); immutable, so clones share it
        self._view_tiles: tuple[int, bytes] = (0, b"")
        # True while applying without events (see apply_action_without_events)
        self._quiet = False

    @classmethod
    def new(cls, num_players: int, start_seat: int = 0, return_to_bag: bool = False) -> Self:
        state = cls(num_players, start_seat, return_to_bag)
        state._place(TILE_TYPES[START_INDEX].variants[0], 0)
        return state

    # ------------------------------------------------------------------ contract: basics

    @property
    def num_players(self) -> int:
        return self._n

    def current_seat(self) -> int | None:
        return self._seat if self._step in DECISIONS else None

    def pending_decision(self) -> str:
        return DECISIONS.get(self._step, "")

    def is_terminal(self) -> bool:
        return self._step == GAME_OVER

    def scores(self) -> list[int]:
        return list(self._scores)

    def outcome(self) -> Outcome | None:
        if self._step != GAME_OVER:
            return None
        return Outcome(tuple(self._scores), self._ranks)

    def clone(self) -> Self:
        other = type(self)()
        other._n = self._n
        other._start_seat = self._start_seat
        other._return_to_bag = self._return_to_bag
        other._board = dict(self._board)
        other._open_squares = list(self._open_squares)
        other._open_codes = list(self._open_codes)
        other._open_placements = list(self._open_placements)
        other._t_variant = list(self._t_variant)
        other._t_pos = list(self._t_pos)
        other._t_base = list(self._t_base)
        other._parent = list(self._parent)
        other._open = list(self._open)
        other._tiles = list(self._tiles)
        other._pennants = list(self._pennants)
        other._occupants = list(self._occupants)
        other._cities = list(self._cities)
        other._cloisters = self._cloisters
        other._meeple = dict(self._meeple)
        other._supply = list(self._supply)
        other._scores = list(self._scores)
        other._pile = list(self._pile)
        other._pile_total = self._pile_total
        other._discarded = list(self._discarded)
        other._seat = self._seat
        other._step = self._step
        other._drawn = self._drawn
        other._ranks = self._ranks
        other._request = self._request
        other._view_tiles = self._view_tiles
        other._quiet = False
        return other

    # ------------------------------------------------------------------ chance

    def chance_request(self) -> ChanceRequest | None:
        if self._step != DRAW_TILE:
            return None
        if self._request is None:
            pile = self._pile
            if all(pile):
                self._request = ChanceRequest(TILE_CHANCE, LETTERS, tuple(pile))
            else:
                self._request = ChanceRequest(
                    TILE_CHANCE, tuple(compress(LETTERS, pile)), tuple(filter(None, pile))
                )
        return self._request

    def _placeable(self, letter: int) -> bool:
        return not FITTING_CODES[letter].isdisjoint(self._open_codes)

    def apply_chance(self, value: str) -> list[pb.Event]:
        if self._step != DRAW_TILE:
            raise IllegalAction("NO_CHANCE_PENDING", "no tile is being drawn now")
        letter = LETTER_INDEX.get(value, -1)
        if letter < 0 or self._pile[letter] == 0:
            raise IllegalAction(
                "IMPOSSIBLE_OUTCOME", f"no tile {value!r} is left in the pile", {"tile": value}
            )
        self._pile[letter] -= 1
        self._pile_total -= 1
        before = self._request
        if before is not None and self._pile_total:
            self._request = _after_draw(before, self._pile, letter)
        else:
            self._request = None
        seat = self._seat
        quiet = self._quiet
        events = [] if quiet else [ev.tile_drawn(seat, value, self._pile_total)]
        if self._placeable(letter):
            self._drawn = letter
            self._step = PLACE_TILE_STEP
            return events
        if self._return_to_bag and any(
            self._placeable(i) for i, count in enumerate(self._pile) if count
        ):
            self._pile[letter] += 1
            self._pile_total += 1
            self._request = before
            if not quiet:
                events.append(ev.tile_returned(seat, value))
            return events
        self._discarded.append(letter)
        if not quiet:
            events.append(ev.tile_discarded(seat, value))
        if self._pile_total == 0:
            events.extend(self._final_scoring())
        return events

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[CarcassonneAction]:
        step = self._step
        if step == PLACE_TILE_STEP:
            fit = FIT_MASKS[self._drawn]
            out: list[CarcassonneAction] = []
            # (zip without strict=, which mypyc compiles into a plain loop: the lists are
            # parallel by construction)
            for actions, code in zip(self._open_placements, self._open_codes):  # noqa: B905
                mask = fit[code]
                if mask:
                    out += actions[mask]
            return out
        if step == PLACE_FOLLOWER_STEP:
            if not self._supply[self._seat]:
                return [PASS]
            variant = self._t_variant[-1]
            base = self._t_base[-1]
            parent = self._parent
            occupants = self._occupants
            seen: list[int] = []
            spots: list[CarcassonneAction] = []
            node = base  # the segment's feature node (enumerate with a start is not compiled)
            for action in _SPOT_ACTIONS[variant.index][variant.rotation]:
                root = node
                node += 1
                while parent[root] != root:
                    root = parent[root]
                if root in seen:
                    continue
                seen.append(root)
                if not occupants[root]:
                    spots.append(action)
            spots.append(PASS)
            return spots
        return []

    # ------------------------------------------------------------------ actions

    def apply_action(self, seat: int, action: CarcassonneAction) -> list[pb.Event]:
        # (_check_turn raises exactly when the step or the seat differs)
        if isinstance(action, PlaceTile):
            _check_place_tile(action)
            if self._step != PLACE_TILE_STEP or seat != self._seat:
                self._check_turn(seat, PLACE_TILE_STEP)
            return self._place_tile(seat, action)
        if isinstance(action, PlaceFollower):
            _check_place_follower(action)
            if self._step != PLACE_FOLLOWER_STEP or seat != self._seat:
                self._check_turn(seat, PLACE_FOLLOWER_STEP)
            return self._place_follower(seat, action)
        if isinstance(action, Pass):
            if self._step != PLACE_FOLLOWER_STEP or seat != self._seat:
                self._check_turn(seat, PLACE_FOLLOWER_STEP)
            events = [] if self._quiet else [ev.follower_skipped(seat)]
            events += self._end_turn()
            return events
        raise MalformedAction("ACTION_MISSING", f"not a Carcassonne action: {action!r}")

    def apply_chance_without_events(self, value: str) -> None:
        self._quiet = True
        try:
            self.apply_chance(value)
        finally:
            self._quiet = False

    def apply_action_without_events(self, seat: int, action: CarcassonneAction) -> None:
        self._quiet = True
        try:
            self.apply_action(seat, action)
        finally:
            self._quiet = False

    def validate_action(self, seat: int, action: CarcassonneAction) -> None:
        """Raise what :meth:`apply_action` would raise, without changing anything."""
        if isinstance(action, PlaceTile):
            _check_place_tile(action)
            self._check_turn(seat, PLACE_TILE_STEP)
            self._placement(action)
        elif isinstance(action, PlaceFollower):
            _check_place_follower(action)
            self._check_turn(seat, PLACE_FOLLOWER_STEP)
            self._follower_segment(action)
        elif isinstance(action, Pass):
            self._check_turn(seat, PLACE_FOLLOWER_STEP)
        else:
            raise MalformedAction("ACTION_MISSING", f"not a Carcassonne action: {action!r}")

    def _check_turn(self, seat: int, step: int) -> None:
        if self._step == GAME_OVER:
            raise IllegalAction("GAME_OVER", "the game is over")
        if self._step == DRAW_TILE:
            raise IllegalAction("WRONG_STEP", "a tile is being drawn; no action is possible now")
        if seat != self._seat:
            raise IllegalAction(
                "NOT_YOUR_TURN", f"it is seat {self._seat}'s turn", {"seat": str(self._seat)}
            )
        if step != self._step:
            raise IllegalAction(
                "WRONG_STEP",
                f"the current step is {DECISIONS[self._step]}",
                {"step": DECISIONS[self._step]},
            )

    def _placement(self, action: PlaceTile) -> tuple[Variant, int]:
        """The variant ``action`` puts down, and where its square is among the open squares."""
        pos = action.x * STRIDE + action.y
        squares = self._open_squares
        at = bisect_left(squares, pos)
        if at == len(squares) or squares[at] != pos:  # a square that holds a tile, too
            if pos in self._board:
                raise IllegalAction("POSITION_OCCUPIED", f"({action.x},{action.y}) holds a tile")
            raise IllegalAction(
                "NOT_ADJACENT", f"({action.x},{action.y}) shares no edge with the map"
            )
        tile_type = TILE_TYPES[self._drawn]
        rotation = tile_type.canonical_rotation[action.rotation]
        if rotation not in FIT[self._drawn][self._open_codes[at]]:
            raise IllegalAction(
                "TILE_DOES_NOT_FIT",
                f"tile {tile_type.letter} in rotation {action.rotation} does not match its "
                f"neighbours at ({action.x},{action.y})",
            )
        return tile_type.variants[rotation], at

    def _place_tile(self, seat: int, action: PlaceTile) -> list[pb.Event]:
        variant, at = self._placement(action)
        pos = action.x * STRIDE + action.y
        self._place(variant, pos, at)
        self._drawn = -1
        self._step = PLACE_FOLLOWER_STEP
        if self._quiet:
            return []
        return [ev.tile_placed(seat, variant.letter, pos, variant.rotation)]

    def _follower_segment(self, action: PlaceFollower) -> int:
        """The canonical segment index of the placed tile that ``action`` names."""
        if not self._supply[self._seat]:
            raise IllegalAction("NO_FOLLOWER_LEFT", "no follower is left in your supply")
        tile = len(self._t_pos) - 1
        variant = self._t_variant[tile]
        seg = variant.spots.get((action.kind, action.location))
        if seg is None:
            raise IllegalAction(
                "NO_SUCH_FEATURE",
                f"the placed tile {variant.letter} has no {KIND_NAMES[action.kind]} at "
                f"{LOCATION_NAMES[action.location]}",
            )
        base = self._t_base[tile]
        root = self._find(base + seg)
        if self._occupants[root]:
            raise IllegalAction("FEATURE_OCCUPIED", "that feature already holds a follower")
        for i in range(len(variant.segments)):
            if self._find(base + i) == root:
                return i
        raise AssertionError("unreachable: the segment itself has this root")

    def _place_follower(self, seat: int, action: PlaceFollower) -> list[pb.Event]:
        seg_index = self._follower_segment(action)
        tile = len(self._t_pos) - 1
        node = self._t_base[tile] + seg_index
        root = self._find(node)
        self._meeple[node] = seat
        self._occupants[root] = (*self._occupants[root], node)
        self._supply[seat] -= 1
        seg = self._t_variant[tile].segments[seg_index]
        if self._quiet:
            events = []
        else:
            events = [ev.follower_placed(seat, self._t_pos[tile], seg.kind, seg.location)]
        events += self._end_turn()
        return events


def _after_draw(request: ChanceRequest, pile: list[int], letter: int) -> ChanceRequest:
    """The tile request once one tile of ``letter`` has left ``pile`` (already counted there):
    the request before the draw with one less of it, the same as building it from the pile,
    for less."""
    # the letter's place among the outcomes: the letters before it still in the pile (the
    # outcomes are the pile's letters with tiles left, in order)
    i = 0
    for j in range(letter):
        if pile[j]:
            i += 1
    weights = list(request.weights)
    left = pile[letter]
    if left:
        weights[i] = left
        return ChanceRequest(TILE_CHANCE, request.outcomes, tuple(weights))
    outcomes = list(request.outcomes)
    outcomes.pop(i)
    weights.pop(i)
    return ChanceRequest(TILE_CHANCE, tuple(outcomes), tuple(weights))


def _check_place_tile(action: PlaceTile) -> None:
    if type(action.rotation) is not int or not 0 <= action.rotation <= 3:
        raise MalformedAction("INVALID_ROTATION", f"rotation must be 0..3, not {action.rotation!r}")
    if (
        type(action.x) is not int
        or type(action.y) is not int
        or not -MAX_COORD <= action.x <= MAX_COORD
        or not -MAX_COORD <= action.y <= MAX_COORD
    ):
        raise MalformedAction(
            "INVALID_COORDINATE", f"x and y must be within -{MAX_COORD}..{MAX_COORD}"
        )


def _check_place_follower(action: PlaceFollower) -> None:
    locations = LOCATIONS_OF_KIND.get(action.kind)
    if locations is None:
        raise MalformedAction("INVALID_FEATURE_KIND", f"unknown feature kind {action.kind!r}")
    if action.location not in locations:
        raise MalformedAction(
            "INVALID_LOCATION", f"location {action.location!r} is not one of a {action.kind}"
        )
