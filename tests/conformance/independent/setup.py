"""New games and loaded positions (the State message in proto3 JSON)."""

from __future__ import annotations

from typing import Any

from tests.conformance.independent.game import (
    CANONICAL,
    FOLLOWERS,
    KINDS,
    LETTERS,
    LOCATIONS,
    TILES,
    TURNED,
    Game,
    Rejected,
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


STEPS = ("STEP_DRAW_TILE", "STEP_PLACE_TILE", "STEP_PLACE_FOLLOWER", "STEP_GAME_OVER")


def _check(condition: bool) -> None:
    if not condition:
        raise invalid("INVALID_STATE")


def load(state: dict[str, Any], players: int) -> Game:
    """A Game from a State in proto3 JSON; INVALID_STATE when it is not a position the rules
    can reach (conformance/rules/carcassonne.md#loaded-positions)."""
    count = int(state.get("numPlayers", players))
    _check(2 <= count <= 6 and count == players)
    options = dict(state.get("options", {}))
    try:
        new_game(count, options)  # only the two table options, with their values
    except Rejected:
        raise invalid("INVALID_STATE") from None
    game = Game(
        count,
        int(options.get("start_seat", "0")),
        options.get("unplaceable_tile") == "return_to_bag",
    )
    game.scores = [int(s) for s in state.get("scores", [0] * count)]
    _check(len(game.scores) == count and min(game.scores) >= 0)
    pile = [(str(c.get("tile", "")), int(c.get("count", 0))) for c in state.get("pile", [])]
    letters = [t for t, _ in pile]
    _check(all(t in TILES and n >= 1 for t, n in pile) and len(set(letters)) == len(letters))
    game.pile = {t: 0 for t in LETTERS} | dict(pile)
    game.discarded = [str(t) for t in state.get("discarded", [])]
    game.seat = int(state.get("currentSeat", 0))
    game.step = str(state.get("step", "STEP_UNSPECIFIED"))
    game.drawn = str(state.get("drawnTile", ""))
    _check(game.step in STEPS and 0 <= game.seat < count)
    _check(all(t in TILES for t in game.discarded) and game.drawn in ("", *TILES))
    _check(bool(game.drawn) == (game.step == "STEP_PLACE_TILE"))
    board: dict[tuple[int, int], Tile] = {}
    for n, t in enumerate(state.get("tiles", [])):
        letter, x, y, r = (
            str(t.get("tile", "")),
            int(t.get("x", 0)),
            int(t.get("y", 0)),
            int(t.get("rotation", 0)),
        )
        _check(letter in TILES and 0 <= r <= 3 and all(-511 <= c <= 511 for c in (x, y)))
        tile = TURNED[(letter, r)]
        if n and game.fits(board, tile, x, y):
            raise invalid("INVALID_STATE")
        _check((x, y) not in board)
        board[(x, y)] = tile
        game.tiles.append((letter, x, y, CANONICAL[letter][r]))
    _check(bool(game.tiles))
    # for each letter, map + discarded + drawn + pile add up to its count in the 72
    for letter in LETTERS:
        used = sum(t[0] == letter for t in game.tiles) + game.discarded.count(letter)
        used += (game.drawn == letter) + game.pile[letter]
        _check(used == TILES[letter].count)
    # the follower step follows the placement of a tile besides the start tile
    _check(game.step != "STEP_PLACE_FOLLOWER" or len(game.tiles) > 1)
    for f in state.get("followers", []):
        follower: dict[str, Any] = {
            "seat": int(f.get("seat", 0)),
            "x": int(f.get("x", 0)),
            "y": int(f.get("y", 0)),
            "kind": KINDS.get(str(f.get("kind", ""))),
            "location": str(f.get("location", "")).removeprefix("LOCATION_"),
        }
        # a follower stands on a segment of a placed tile, within -511..511 (the digest)
        _check(all(-511 <= follower[k] <= 511 for k in ("x", "y")))
        _check((follower["x"], follower["y"]) in board and 0 <= follower["seat"] < count)
        _check(follower["kind"] is not None and follower["location"] in LOCATIONS)
        game.segment_of(board, follower)
        game.followers.append(follower)
    _check(all(sum(f["seat"] == s for f in game.followers) <= FOLLOWERS for s in range(count)))
    _completed_features_are_empty(game, board)
    if game.step == "STEP_GAME_OVER":
        # the end: an empty pile, no follower on the map; ranks those of the scores
        _check(sum(game.pile.values()) == 0 and not game.followers)
        game.ranks = [1 + sum(o > s for o in game.scores) for s in game.scores]
    return game


def _completed_features_are_empty(game: Game, board: dict[tuple[int, int], Tile]) -> None:
    """No follower on a completed road, city or monastery, except on one the tile just placed
    completed, in the follower step before its scoring."""
    _, lx, ly, _ = game.tiles[-1]
    for f in game.followers:
        if f["kind"] == "field":
            continue
        part = game.feature(board, f["x"], f["y"], game.segment_of(board, f))
        if not game.complete(board, part):
            continue
        if game.step != "STEP_PLACE_FOLLOWER":
            raise invalid("INVALID_STATE")
        if f["kind"] == "monastery":
            just = abs(f["x"] - lx) <= 1 and abs(f["y"] - ly) <= 1
        else:
            just = any((cx, cy) == (lx, ly) for cx, cy, _ in part)
        _check(just)
