"""Property tests over random seeded games for 2, 3 and 4 players."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy.actions import (
    BurgundyAction,
    BuyTile,
    DeclineEffect,
    EndTurn,
    PlaceTile,
    SellGoods,
    ShipGoods,
    TakeTile,
    TakeWorkers,
)
from engines.chance import SeededChance
from engines.contract import act
from engines.errors import ActionRejected
from tests.burgundy.helpers import started


def _random_action(rng: random.Random) -> BurgundyAction:
    die = rng.randrange(0, 7)
    workers = rng.randrange(0, 4)
    k = rng.randrange(C.NUM_KINDS)
    choice = rng.randrange(8)
    if choice == 0:
        return TakeTile(die, workers, rng.randrange(1, 7), k, rng.choice([-1, k]))
    if choice == 1:
        return PlaceTile(die, workers, k, rng.randrange(1, 38))
    if choice == 2:
        return SellGoods(die, workers, rng.randrange(1, 7))
    if choice == 3:
        return TakeWorkers(die)
    if choice == 4:
        return BuyTile(rng.randrange(0, 7), k, rng.randrange(2), rng.choice([-1, k]))
    if choice == 5:
        return ShipGoods(rng.randrange(1, 7), rng.randrange(0, 7), rng.randrange(128) & ~1)
    return EndTurn() if choice == 6 else DeclineEffect()


@settings(max_examples=40, deadline=None)
@given(
    n=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 10**6),
    edition=st.sampled_from(["2019", "2011"]),
)
def test_random_games_keep_every_invariant(n: int, seed: int, edition: str) -> None:
    state = started(n, seed, edition=edition)
    chance = SeededChance(seed + 1)
    rng = random.Random(seed)
    rounds = 1  # the first round started during settling
    scored = [0] * n
    last_scores = state.scores()
    illegal_checks = 0
    while not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        legal = state.legal_actions()
        assert legal, state.pending_decision()
        assert len(set(legal)) == len(legal)  # duplicate-free
        # a random action that is not legal is rejected and changes nothing
        if rng.random() < 0.3:
            bad = _random_action(rng)
            if bad not in legal:
                before = state.to_proto()
                try:
                    state.apply_action(seat, bad)
                except ActionRejected:
                    pass
                else:
                    raise AssertionError(f"illegal {bad} was accepted")
                assert state.to_proto() == before
                illegal_checks += 1
            other = (seat + 1) % n
            before = state.to_proto()
            try:
                state.apply_action(other, legal[0])
            except ActionRejected as rejected:
                assert rejected.reason == "NOT_YOUR_TURN"
            else:
                raise AssertionError("a seat out of turn was accepted")
            assert state.to_proto() == before
        step = act(state, seat, legal[rng.randrange(len(legal))], chance)
        for event in step.events:
            assert isinstance(event, pb.Event)
            which = event.WhichOneof("event")
            if which == "points_scored":
                scored[event.points_scored.seat] += event.points_scored.points
            elif which == "round_started":
                rounds += 1
        scores = state.scores()
        assert all(a >= b for a, b in zip(scores, last_scores, strict=True))
        last_scores = scores
        assert state.tile_count() == C.TOTAL_TILES == 164
        assert state.goods_count() == C.TOTAL_GOODS == 42
    assert rounds == 25
    assert state.scores() == scored
    assert all(sum(p.by_cause) == p.score for p in state.players)
    outcome = state.outcome()
    assert outcome is not None and sorted(outcome.ranks) == list(range(1, n + 1))
    assert illegal_checks > 0


def test_views_hide_the_supply_and_the_unrevealed_goods() -> None:
    state = started(2, 3)
    view = state.view(0)
    spectator = state.view(None)
    assert view.players == spectator.players
    text = str(view)
    assert "unrevealed" not in text and "normal_supply {" not in text
    assert view.normal_supply_count == sum(state.normal_supply)
    full = state.to_proto()
    assert list(full.unrevealed_goods) == state.unrevealed[1:]
