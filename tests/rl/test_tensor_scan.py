"""Two states with equal tensors must have equal futures (issue 46).

A scan of random games: every decision state reached (and every state two decisions of the
same seat away, in both orders, where transpositions happen) is keyed by the player and the
observation tensor; two states with the same key but different histories are played on with
the same actions and chance outcomes, and must agree on every player's tensor, the legal
actions, the chance outcomes, the scores and the returns. The information-state tensor is
perfect recall (the history is one of its parts), so it cannot collide at all.

Carcassonne's chance is steered to tiles G and H (which used to share planes) and its random
player passes half of its follower steps, so that the same positions come up by different
roads; before issue 46 this scan failed at once (tile G on its side looked like H; followers
on different features looked alike, too). ``test_tile_planes`` checks every tile.
"""

from __future__ import annotations

import hashlib
import random

import pyspiel
import pytest

import clients.rl.openspiel  # noqa: F401  (registers the games)
from clients.rl.openspiel import MeepleState, Observer
from engines.registry import get_game

Key = tuple[int, bytes]


def _digest(observer: Observer, state: MeepleState, player: int) -> bytes:
    observer.set_from(state, player)
    return hashlib.blake2b(observer.tensor.tobytes(), digest_size=16).digest()


def _chance(state: MeepleState, rng: random.Random, steer: frozenset[str]) -> int:
    outcomes = state.chance_outcomes()
    names = state.get_game().encoding.chance_outcomes
    steered = [o for o, _ in outcomes if names[o][1] in steer]
    if steered:
        return rng.choice(steered)
    ids, weights = zip(*outcomes, strict=True)
    return int(rng.choices(ids, weights)[0])


class Scan:
    def __init__(self, game: str, steer: frozenset[str]) -> None:
        self.game = pyspiel.load_game(f"python_meeple_{game}", {"players": 2})
        self.observer: Observer = self.game.make_py_observer()
        self.steer = steer
        self.seen: dict[Key, MeepleState] = {}
        self.pairs: list[tuple[MeepleState, MeepleState]] = []

    def record(self, state: MeepleState) -> None:
        player = state.current_player()
        key = (player, _digest(self.observer, state, player))
        other = self.seen.setdefault(key, state)
        if other is not state and other.history() != state.history():
            self.pairs.append((other, state))

    def game_from(self, seed: int, steps: int) -> None:
        rng = random.Random(seed)
        state = self.game.new_initial_state()
        for _ in range(steps):
            if state.is_terminal():
                return
            if state.is_chance_node():
                state.apply_action(_chance(state, rng, self.steer))
                continue
            self.record(state.clone())
            self.transpositions(state, rng)
            legal = state.legal_actions()
            # the highest id is Carcassonne's "no follower": pass half the time
            state.apply_action(legal[-1] if rng.random() < 0.5 else rng.choice(legal))

    def transpositions(self, state: MeepleState, rng: random.Random) -> None:
        player = state.current_player()
        for first in rng.sample(state.legal_actions(), min(3, len(state.legal_actions()))):
            child = state.clone()
            child.apply_action(first)
            if child.current_player() != player:
                continue
            for second in rng.sample(child.legal_actions(), min(3, len(child.legal_actions()))):
                grandchild = child.clone()
                grandchild.apply_action(second)
                if grandchild.current_player() >= 0:
                    self.record(grandchild)

    def difference(self, a: MeepleState, b: MeepleState, seed: int, steps: int) -> str | None:
        """How the futures of ``a`` and ``b`` differ along one random continuation."""
        rng = random.Random(seed)
        a, b = a.clone(), b.clone()
        for _ in range(steps):
            if a.current_player() != b.current_player():
                return "the player to move"
            if a.is_terminal():
                return None if a.returns() == b.returns() else "the returns"
            if a.position.state.scores() != b.position.state.scores():
                return f"the scores {a.position.state.scores()} v {b.position.state.scores()}"
            if a.is_chance_node():
                if a.chance_outcomes() != b.chance_outcomes():
                    return "the chance outcomes"
                step = _chance(a, rng, self.steer)
            else:
                if a.legal_actions() != b.legal_actions():
                    return "the legal actions"
                for player in range(self.game.num_players()):
                    if _digest(self.observer, a, player) != _digest(self.observer, b, player):
                        return f"player {player}'s tensor"
                step = rng.choice(a.legal_actions())
            a.apply_action(step)
            b.apply_action(step)
        return None


@pytest.mark.parametrize(
    ("game", "games", "steps", "steer", "least_pairs"),
    [
        ("carcassonne", 300, 11, frozenset("GH"), 5),
        ("burgundy", 8, 200, frozenset(), 20),
    ],
)
def test_equal_observation_tensors_have_equal_futures(
    game: str, games: int, steps: int, steer: frozenset[str], least_pairs: int
) -> None:
    scan = Scan(game, steer)
    for seed in range(games):
        scan.game_from(seed, steps)
    # the scan does meet positions reached by different histories (else it proves nothing)
    assert len(scan.pairs) >= least_pairs
    for a, b in scan.pairs[:12]:
        for seed in range(2):
            difference = scan.difference(a, b, seed, steps=40)
            assert difference is None, (
                f"{a.history()} and {b.history()} share an observation tensor but differ in "
                f"{difference}"
            )


@pytest.mark.parametrize("game", ["carcassonne", "burgundy"])
def test_information_state_tensors_are_perfect_recall(game: str) -> None:
    """Two histories reaching the same position still have different information-state
    tensors; the tensor's parts are the observation, the player and the history."""
    scan = Scan(game, frozenset("GH"))
    for seed in range(150 if game == "carcassonne" else 4):
        scan.game_from(seed, 11 if game == "carcassonne" else 150)
    assert scan.pairs
    observer = scan.game.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))
    size = scan.game.encoding.observation_size
    for a, b in scan.pairs:
        player = a.current_player()
        observer.set_from(a, player)
        tensor_a = observer.tensor.copy()
        observer.set_from(b, player)
        assert (tensor_a[:size] == observer.tensor[:size]).all()
        assert (tensor_a != observer.tensor).any()
        assert observer.dict["player"][player] == 1.0
        assert int((observer.dict["history"] != 0).sum()) == len(b.history())
    encoding = scan.game.encoding
    assert scan.game.information_state_tensor_shape() == [
        size + get_game(game).max_players + encoding.max_game_length
    ]
