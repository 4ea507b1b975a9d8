"""Differential test: random games checked step by step against a flood-fill model of the map
(tests/carcassonne/oracle.py) that shares nothing with the engine but the tile data."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.actions import PASS, CarcassonneAction, PlaceFollower
from engines.carcassonne.state import CarcassonneState
from engines.chance import SeededChance
from engines.contract import settle

from .helpers import GAME
from .oracle import KIND, Feature, OracleMap, segments

FollowerKey = tuple[int, int, int, int, int]


def _key(f: pb.Follower) -> FollowerKey:
    return (f.seat, f.x, f.y, f.kind, f.location)


def expected_spots(message: pb.State, seat: int) -> list[CarcassonneAction]:
    """Free follower spots of the tile just placed, by the oracle, in canonical order."""
    omap = OracleMap((t.tile, t.x, t.y, t.rotation) for t in message.tiles)
    occupied = {
        omap.feature(omap.node_at(f.x, f.y, f.kind, f.location)).nodes for f in message.followers
    }
    last = message.tiles[-1]
    seen = set()
    spots: list[CarcassonneAction] = []
    ordered = sorted(enumerate(segments(last.tile, last.rotation)), key=lambda p: p[1].locations)
    for i, seg in ordered:
        nodes = omap.feature((last.x, last.y, i)).nodes
        if nodes in seen:
            continue
        seen.add(nodes)
        if nodes not in occupied:
            spots.append(PlaceFollower(seg.kind, seg.locations[0]))
    on_map = sum(1 for f in message.followers if f.seat == seat)
    return [*(spots if on_map < 7 else []), PASS]


def check_scoring(
    omap: OracleMap,
    scored: pb.FeatureScored,
    followers: list[pb.Follower],
    n: int,
) -> Feature:
    feature = omap.feature(omap.node_at(scored.x, scored.y, scored.kind, scored.location))
    final = scored.phase == pb.SCORING_PHASE_FINAL
    assert feature.kind == scored.kind and feature.complete == scored.complete
    on_it = [
        f
        for f in followers
        if omap.feature(omap.node_at(f.x, f.y, f.kind, f.location)).nodes == feature.nodes
    ]
    assert sorted(map(_key, scored.followers_returned)) == sorted(map(_key, on_it))
    if scored.kind == KIND["field"]:
        assert final
        assert scored.cities == omap.completed_cities_of_field(min(feature.nodes))
        value = 3 * scored.cities
    else:
        assert (scored.tiles, scored.pennants) == (feature.tiles, feature.pennants)
        if scored.kind == KIND["city"]:
            value = (1 if final else 2) * (feature.tiles + feature.pennants)
        elif scored.kind == KIND["monastery"]:
            value = feature.tiles if final else 9
        else:
            value = feature.tiles
    counts = Counter(f.seat for f in on_it)
    best = max(counts.values(), default=0)
    expected = [value if best and counts[s] == best else 0 for s in range(n)]
    assert list(scored.points) == expected
    return feature


def play_against_oracle(seed: int, n: int) -> None:
    chance = SeededChance(seed)
    rng = random.Random(seed)
    state = GAME.new_game(n)
    assert isinstance(state, CarcassonneState)
    settle(state, chance)
    while not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        before = state.to_proto()
        legal = state.legal_actions()
        if state.pending_decision() == "PLACE_FOLLOWER":
            assert legal == expected_spots(before, seat)
        action = legal[rng.randrange(len(legal))]
        events = list(state.apply_action(seat, action))
        events += settle(state, chance).events  # type: ignore[arg-type]
        after = state.to_proto()
        omap = OracleMap((t.tile, t.x, t.y, t.rotation) for t in after.tiles)
        followers = list(before.followers)
        followers += [e.follower_placed.follower for e in events if e.HasField("follower_placed")]
        turn_scored = []
        for event in events:
            if event.HasField("feature_scored"):
                scored = event.feature_scored
                feature = check_scoring(omap, scored, followers, n)
                if scored.phase == pb.SCORING_PHASE_TURN:
                    turn_scored.append(feature.nodes)
        if isinstance(action, PlaceFollower) or action == PASS:
            last = before.tiles[-1]
            completed = set()
            for i, seg in enumerate(segments(last.tile, last.rotation)):
                feature = omap.feature((last.x, last.y, i))
                if seg.kind in (KIND["road"], KIND["city"]) and feature.complete:
                    completed.add(feature.nodes)
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    square = omap.tiles.get((last.x + dx, last.y + dy))
                    for i, seg in enumerate(square or []):
                        if seg.kind == KIND["monastery"]:
                            monastery = omap.feature((last.x + dx, last.y + dy, i))
                            if monastery.complete:
                                completed.add(monastery.nodes)
            assert sorted(map(sorted, turn_scored)) == sorted(map(sorted, completed))
    final = state.to_proto()
    assert not final.followers
    assert any(e.HasField("game_over") for e in events)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), n=st.integers(2, 6))
def test_engine_agrees_with_a_flood_fill_model(seed: int, n: int) -> None:
    play_against_oracle(seed, n)
