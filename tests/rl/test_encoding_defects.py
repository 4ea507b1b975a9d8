"""The defects a bot author found in the encodings and the OpenSpiel game (issue 46): tiles
that shared planes, followers whose feature was not encoded, a game that did not pickle."""

from __future__ import annotations

import pickle
from collections.abc import Hashable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import numpy as np
import pyspiel

import clients.rl.openspiel
from clients.rl.core import Position
from engines.carcassonne import rl_encoding as rl
from engines.carcassonne.actions import PASS, PlaceFollower, PlaceTile
from engines.carcassonne.geometry import CITY
from engines.carcassonne.tiles import TILE_TYPES, Variant


def _shape(variant: Variant) -> list[tuple[Any, ...]]:
    """A tile variant's features, independent of how its segments happen to be ordered."""
    sides = {i: s.sides for i, s in enumerate(variant.segments)}
    return sorted(
        (
            s.kind,
            tuple(sorted(s.sides)),
            tuple(sorted(s.halves)),
            s.pennant,
            tuple(sorted(sides[c] for c in s.cities)),
        )
        for s in variant.segments
    )


def test_tile_planes_tell_every_tile_and_rotation_apart() -> None:
    """Equal planes only for the same features (rotations of a symmetric tile); before issue
    46, G turned a quarter looked like H, and I like N."""
    variants = [(t.letter, r, v) for t in TILE_TYPES for r, v in enumerate(t.variants)]
    by_planes: dict[tuple[int, ...], list[tuple[str, int, Variant]]] = {}
    for letter, rotation, variant in variants:
        planes = tuple(sorted(rl._TILE_PLANES[variant.index][rotation]))
        by_planes.setdefault(planes, []).append((letter, rotation, variant))
    for same in by_planes.values():
        shapes = {tuple(_shape(v)) for _, _, v in same}
        assert len(shapes) == 1, [(letter, rotation) for letter, rotation, _ in same]
    g, h = TILE_TYPES[6], TILE_TYPES[7]
    assert (g.letter, h.letter) == ("G", "H")
    for r in range(4):
        assert set(rl._TILE_PLANES[g.index][(r + 1) % 4]) != set(rl._TILE_PLANES[h.index][r])


def _place(position: Position, letter: str, where: tuple[int, int], follower: Hashable) -> None:
    position.apply_chance_id(position.encoding.chance_id("tile", letter))
    tile = next(
        i for i, a in position.legal().items() if isinstance(a, PlaceTile) and (a.x, a.y) == where
    )
    position.apply_id(tile)
    position.apply_id(next(i for i, a in position.legal().items() if a == follower))


def _history(first: str, second: str) -> Position:
    """Seat 0 puts ``first`` north of the start tile, seat 1 ``second`` south of it, neither
    with a follower; then seat 0 closes the northern city with tile E and a knight in it."""
    position = Position.new("carcassonne", 2)
    _place(position, first, (0, -1), PASS)
    _place(position, second, (0, 1), PASS)
    return position


def test_g_and_h_histories_differ_in_both_tensors_and_in_their_futures() -> None:
    """The issue's example: G north and H south, or H north and G south. The maps had equal
    planes; closing the northern city then scored 6 (G joins it to the start tile's city) or 4
    (H's cap is a city of its own)."""
    with_g, with_h = _history("G", "H"), _history("H", "G")
    game = pyspiel.load_game("python_meeple_carcassonne", {"players": 2})
    observer = game.make_py_observer()
    tensors = []
    for position in (with_g, with_h):
        observer.set_from(clients.rl.openspiel.MeepleState(game, position), 0)
        tensors.append(observer.tensor.copy())
    assert (tensors[0] != tensors[1]).any()
    for position in (with_g, with_h):
        _place(position, "E", (0, -2), PlaceFollower(CITY, 3))
    assert with_g.state.scores() == [6, 0]
    assert with_h.state.scores() == [4, 0]


def test_follower_planes_say_which_feature_a_follower_stands_on() -> None:
    """A thief and a farmer on the same tile are different planes."""
    encodings = []
    for follower in ("road", "field"):
        position = Position.new("carcassonne", 2)
        position.apply_chance_id(position.encoding.chance_id("tile", "U"))
        placement = next(i for i, a in position.legal().items() if isinstance(a, PlaceTile))
        position.apply_id(placement)
        kind = 1 if follower == "road" else 4
        spot = next(
            i
            for i, a in position.legal().items()
            if isinstance(a, PlaceFollower) and a.kind == kind
        )
        position.apply_id(spot)
        encodings.append(np.array(position.encoding.observation(position.state, 0)))
    assert (encodings[0] != encodings[1]).any()


def _returns_of_a_game(game: pyspiel.Game, seed: int) -> list[float]:
    state = game.new_initial_state()
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return list(state.returns())


def test_games_and_states_pickle_and_go_to_process_pools() -> None:
    for name in ("python_meeple_carcassonne", "python_meeple_burgundy"):
        game = pyspiel.load_game(name, {"players": 3})
        again = pickle.loads(pickle.dumps(game))
        assert str(again) == str(game) and again.num_players() == 3
        state = game.new_initial_state()
        for _ in range(6):
            chance = state.is_chance_node()
            state.apply_action(
                state.chance_outcomes()[0][0] if chance else state.legal_actions()[0]
            )
        restored = pickle.loads(pickle.dumps(state))
        assert restored.history() == state.history()
        assert restored.information_state_tensor(0) == state.information_state_tensor(0)
    game = pyspiel.load_game("python_meeple_carcassonne", {"players": 2})
    with ProcessPoolExecutor(1) as pool:
        remote = pool.submit(_returns_of_a_game, game, 3).result()
    assert remote == _returns_of_a_game(game, 3)
