"""New games and loaded positions (the State message in proto3 JSON)."""

from __future__ import annotations

from typing import Any

from tests.conformance.independent.game import (
    CANONICAL,
    KINDS,
    LETTERS,
    TILES,
    TURNED,
    Game,
    invalid,
)
from tests.conformance.independent.tiles import Tile


def new_game(players: int, options: dict[str, str]) -> Game:
    for name, value in options.items():
        if name not in ("start_seat", "unplaceable_tile"):
            raise invalid("UNKNOWN_OPTION")
        good = (
            [str(s) for s in range(players)]
            if name == "start_seat"
            else ["discard", "return_to_bag"]
        )
        if value not in good:
            raise invalid("INVALID_OPTION_VALUE")
    start = int(options.get("start_seat", "0"))
    game = Game(players, start, options.get("unplaceable_tile") == "return_to_bag")
    game.tiles = [("D", 0, 0, 0)]
    game.scores = [0] * players
    game.pile = {t: TILES[t].count - (t == "D") for t in LETTERS}
    game.seat = start
    return game


def load(state: dict[str, Any], players: int) -> Game:
    """A Game from a State in proto3 JSON; INVALID_STATE when it is not a position of the game."""
    options = state.get("options", {})
    game = Game(
        int(state.get("numPlayers", players)),
        int(options.get("start_seat", "0")),
        options.get("unplaceable_tile") == "return_to_bag",
    )
    game.scores = [int(s) for s in state.get("scores", [0] * players)]
    game.pile = {t: 0 for t in LETTERS} | {
        c["tile"]: int(c["count"]) for c in state.get("pile", [])
    }
    game.discarded = list(state.get("discarded", []))
    game.seat = int(state.get("currentSeat", 0))
    game.step = state.get("step", "STEP_DRAW_TILE")
    game.drawn = state.get("drawnTile", "")
    board: dict[tuple[int, int], Tile] = {}
    for n, t in enumerate(state.get("tiles", [])):
        letter, x, y, r = (
            t["tile"],
            int(t.get("x", 0)),
            int(t.get("y", 0)),
            int(t.get("rotation", 0)),
        )
        tile = TURNED[(letter, r % 4)]
        if n and game.fits(board, tile, x, y):
            raise invalid("INVALID_STATE")
        board[(x, y)] = tile
        game.tiles.append((letter, x, y, CANONICAL[letter][r % 4]))
    for f in state.get("followers", []):
        follower = {
            "seat": int(f.get("seat", 0)),
            "x": int(f.get("x", 0)),
            "y": int(f.get("y", 0)),
            "kind": KINDS[f["kind"]],
            "location": f["location"].removeprefix("LOCATION_"),
        }
        # a follower stands on a segment of a placed tile, within -511..511 (the digest)
        if not all(-511 <= follower[k] <= 511 for k in ("x", "y")):
            raise invalid("INVALID_STATE")
        if (follower["x"], follower["y"]) not in board:
            raise invalid("INVALID_STATE")
        game.segment_of(board, follower)
        game.followers.append(follower)
    if game.players != players or len(game.scores) != players or not game.tiles:
        raise invalid("INVALID_STATE")
    return game
