"""Building Carcassonne positions for tests: by loading a State proto, or by playing actions
with a scripted tile order."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.actions import PASS, CarcassonneAction, PlaceFollower, PlaceTile
from engines.carcassonne.game import CarcassonneGame
from engines.carcassonne.state import CarcassonneState
from engines.chance import ScriptedChance
from engines.contract import settle

GAME = CarcassonneGame()
DATA = json.loads(
    (Path(__file__).resolve().parents[2] / "engines/carcassonne/data/tiles.json").read_text()
)
COUNTS = {t["letter"]: t["count"] for t in DATA["tiles"]}

ROAD, CITY, MONASTERY, FIELD = (
    int(pb.FEATURE_KIND_ROAD),
    int(pb.FEATURE_KIND_CITY),
    int(pb.FEATURE_KIND_MONASTERY),
    int(pb.FEATURE_KIND_FIELD),
)
LOC = {name: int(pb.Location.Value(f"LOCATION_{name}")) for name in
       ("N", "E", "S", "W", "NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR", "CENTER")}  # fmt: skip

START = ("D", 0, 0, 0)


def follower(kind: int, loc: str) -> PlaceFollower:
    return PlaceFollower(kind, LOC[loc])


def position(
    tiles: Sequence[tuple[str, int, int, int]],
    followers: Iterable[tuple[int, int, int, int, str]] = (),
    *,
    players: int = 2,
    pile: dict[str, int] | None = None,
    scores: Sequence[int] | None = None,
    seat: int = 0,
    step: int = pb.STEP_DRAW_TILE,
    drawn: str = "",
    options: dict[str, str] | None = None,
) -> CarcassonneState:
    """Load a position. ``tiles`` lists (letter, x, y, rotation) after the start tile;
    ``followers`` (seat, x, y, kind, location name). ``pile`` gives the tiles left to draw
    (default: all the others); tiles neither placed, drawn nor in the pile count as discarded."""
    placed = [START, *tiles]
    used = Counter(t[0] for t in placed)
    if drawn:
        used[drawn] += 1
    left = {k: COUNTS[k] - used[k] for k in COUNTS}
    if pile is None:
        pile = {k: v for k, v in left.items() if v}
    discarded = [k for k in COUNTS for _ in range(left[k] - pile.get(k, 0))]
    message = pb.State(
        num_players=players,
        options=options or {"start_seat": "0", "unplaceable_tile": "discard"},
        tiles=[pb.PlacedTile(tile=t, x=x, y=y, rotation=r) for t, x, y, r in placed],
        followers=[
            pb.Follower(seat=s, x=x, y=y, kind=k, location=LOC[loc])  # type: ignore[arg-type]
            for s, x, y, k, loc in followers
        ],
        scores=scores or [0] * players,
        pile=[pb.TileCount(tile=k, count=v) for k, v in sorted(pile.items()) if v],
        discarded=discarded,
        current_seat=seat,
        step=step,  # type: ignore[arg-type]
        drawn_tile=drawn,
    )
    state = GAME.state_from_proto(message)
    assert isinstance(state, CarcassonneState)
    return state


def draw(state: CarcassonneState, *letters: str) -> list[pb.Event]:
    """Resolve pending draws with the given letters."""
    return settle(state, ScriptedChance({"tile": letters})).events  # type: ignore[return-value]


def turn(
    state: CarcassonneState,
    tile: tuple[int, int, int],
    spot: CarcassonneAction = PASS,
    next_tiles: Sequence[str] = (),
) -> list[pb.Event]:
    """Play a whole turn for the current seat: place the drawn tile, then ``spot``; then draw
    ``next_tiles`` (if any) for the next seat."""
    seat = state.current_seat()
    assert seat is not None
    events = state.apply_action(seat, PlaceTile(*tile))
    events += state.apply_action(seat, spot)
    if next_tiles:
        events += draw(state, *next_tiles)
    return events


def scored(events: Iterable[pb.Event]) -> list[pb.FeatureScored]:
    return [e.feature_scored for e in events if e.WhichOneof("event") == "feature_scored"]


def kinds(events: Iterable[pb.Event]) -> list[str]:
    return [str(e.WhichOneof("event")) for e in events]
