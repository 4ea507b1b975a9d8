"""Properties of random seeded Carcassonne games for 2–6 players (hypothesis): the game's own
invariants, and arbitrary placements anywhere near the map rejected exactly as validated. The
contract every game keeps (round trips, replays, clones, views) is checked by
tests/engines/test_contract.py."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.actions import PASS, CarcassonneAction, PlaceFollower, PlaceTile
from engines.carcassonne.geometry import LOCATIONS_OF_KIND
from engines.carcassonne.state import CarcassonneState
from engines.chance import SeededChance
from engines.contract import settle
from engines.errors import ActionRejected
from engines.playout import random_playout

from .helpers import GAME

seeds = st.integers(min_value=0, max_value=2**32 - 1)
players = st.integers(min_value=2, max_value=6)


def random_action(rng: random.Random, state: CarcassonneState) -> CarcassonneAction:
    """An arbitrary action, usually illegal: anywhere near the map, any spot, any step."""
    roll = rng.random()
    if roll < 0.5:
        return PlaceTile(rng.randint(-12, 12), rng.randint(-12, 12), rng.randint(0, 3))
    if roll < 0.9:
        kind = rng.choice(sorted(LOCATIONS_OF_KIND))
        return PlaceFollower(kind, rng.choice(sorted(LOCATIONS_OF_KIND[kind])))
    return PASS


def followers_conserved(state: CarcassonneState) -> bool:
    view = state.view(None)
    on_map = [0] * state.num_players
    for f in view.followers:
        on_map[f.seat] += 1
    return all(s.followers_in_supply + on_map[s.seat] == 7 for s in view.seats)


def play_checked(seed: int, n: int, *, illegal_tries: int) -> None:
    chance = SeededChance(seed)
    rng = random.Random(seed)
    state = GAME.new_game(n)
    assert isinstance(state, CarcassonneState)
    events: list[pb.Event] = list(settle(state, chance).events)  # type: ignore[arg-type]
    last_scores = state.scores()
    while not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        legal = state.legal_actions()
        before = state.to_proto()
        for _ in range(illegal_tries):
            action = random_action(rng, state)
            wrong_seat = rng.random() < 0.1
            actor = (seat + 1) % n if wrong_seat else seat
            if action in legal and not wrong_seat:
                continue
            try:
                state.validate_action(actor, action)
                verdict = ""
            except ActionRejected as rejected:
                verdict = rejected.reason
            trial = state.clone()
            try:
                trial.apply_action(actor, action)
            except ActionRejected as rejected:
                assert rejected.reason == verdict  # validate_action says exactly the same
                assert trial.to_proto() == before
                continue
            assert verdict == ""
            # accepted although not listed: only an alias of a listed action (an equivalent
            # rotation, or another location of the same feature) may be, with the same result
            assert not wrong_seat
            results = []
            for alias in legal:
                other = state.clone()
                other.apply_action(seat, alias)
                results.append(other.to_proto())
            assert trial.to_proto() in results
        assert state.to_proto() == before
        action = legal[rng.randrange(len(legal))]
        events += state.apply_action(seat, action)
        events += settle(state, chance).events  # type: ignore[arg-type]
        scores = state.scores()
        assert all(a >= b for a, b in zip(scores, last_scores, strict=True))
        last_scores = scores
        assert followers_conserved(state)
    final = state.to_proto()
    assert len(final.tiles) + len(final.discarded) == 72
    assert not final.pile and not final.followers
    points = [0] * n
    for event in events:
        if event.WhichOneof("event") == "feature_scored":
            for s, p in enumerate(event.feature_scored.points):
                points[s] += p
    assert points == state.scores()
    outcome = state.outcome()
    assert outcome is not None and list(outcome.scores) == points
    assert events[-1].WhichOneof("event") == "game_over"


@settings(max_examples=60, deadline=None)
@given(seed=seeds, n=players)
def test_random_games_keep_the_invariants(seed: int, n: int) -> None:
    play_checked(seed, n, illegal_tries=0)


@settings(max_examples=15, deadline=None)
@given(seed=seeds, n=players)
def test_random_illegal_actions_never_change_the_state(seed: int, n: int) -> None:
    play_checked(seed, n, illegal_tries=4)


@settings(max_examples=10, deadline=None)
@given(seed=seeds, n=players)
def test_every_event_is_described_unless_the_action_line_says_it(seed: int, n: int) -> None:
    # exact round trips and replays of every game are tests/engines/test_contract.py's
    for event in random_playout(GAME, n, seed).events:
        assert isinstance(event, pb.Event)
        silent = event.WhichOneof("event") in ("follower_placed", "follower_skipped")
        assert bool(GAME.describe_event(event)) != silent  # the action line says those


@settings(max_examples=10, deadline=None)
@given(seed=seeds, n=players)
def test_return_to_bag_games_also_end_with_every_tile_used(seed: int, n: int) -> None:
    playout = random_playout(GAME, n, seed, {"unplaceable_tile": "return_to_bag"})
    final = playout.state.to_proto()
    assert len(final.tiles) + len(final.discarded) == 72 and not final.pile


@settings(max_examples=10, deadline=None)
@given(seed=seeds, n=players)
def test_a_scored_feature_names_its_followers_owners_even_for_nothing(seed: int, n: int) -> None:
    for event in random_playout(GAME, n, seed).events:
        assert isinstance(event, pb.Event)
        if event.WhichOneof("event") != "feature_scored":
            continue
        scored = event.feature_scored
        text = GAME.describe_event(event)
        owners = {f.seat for f in scored.followers_returned}
        paid = {seat for seat, points in enumerate(scored.points) if points}
        for seat in owners - paid:
            assert f"seat {seat} +0" in text, text
        assert ("nobody scores" in text) == (not owners and not paid), text
