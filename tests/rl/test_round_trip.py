"""Observations and legal-action masks against the engines' own legal actions, on random
positions of both games at every player count."""

from __future__ import annotations

import random

import numpy as np
import pytest

from clients.rl.core import Position
from clients.rl.spaces import observe
from engines.chance import SeededChance
from engines.contract import act
from tests.rl.positions import TABLES, random_positions


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_masks_and_ids_round_trip_through_the_engines_legal_actions(
    game: str, players: int
) -> None:
    for position in random_positions(game, players, seed=players, count=3):
        state = position.state
        seat = state.current_seat()
        assert seat is not None
        legal = state.legal_actions()
        ids = position.encoding.action_ids(state, legal)
        # one id per legal action, distinct, inside the fixed space
        assert len(set(ids)) == len(legal)
        assert all(0 <= i < position.encoding.num_distinct_actions for i in ids)
        # the mask is exactly those ids, and each id decodes to its engine action
        mask = observe(position, seat, to_move=True)["action_mask"]
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(ids)
        assert position.legal() == dict(zip(ids, legal, strict=True))
        # applying by id is applying the engine action
        rng = random.Random(seat)
        for action_id, action in rng.sample(list(zip(ids, legal, strict=True)), min(4, len(ids))):
            by_id = position.clone()
            by_id.apply_id(action_id)
            direct = state.clone()
            direct.apply_action(seat, action)
            assert by_id.state.to_proto() == direct.to_proto()
        # an id outside the mask is refused and changes nothing
        illegal = int(np.flatnonzero(mask == 0)[0])
        before = state.to_proto()
        with pytest.raises(ValueError, match="not legal"):
            position.apply_id(illegal)
        assert state.to_proto() == before


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_observations_depend_only_on_what_the_seat_sees(game: str, players: int) -> None:
    """A determinization rebuilt from the seat's View (the hidden rest sampled) gives the same
    observation and the same mask: the encoding leaks nothing hidden and loses nothing the
    legal actions depend on."""
    for position in random_positions(game, players, seed=10 + players, count=2):
        state = position.state
        seat = state.current_seat()
        assert seat is not None
        world = position.game.state_from_view(state.view(seat), random.Random(seat))
        rebuilt = Position(position.game, position.encoding, world)
        mine = observe(position, seat, to_move=True)
        theirs = observe(rebuilt, seat, to_move=True)
        assert np.array_equal(mine["observation"], theirs["observation"])
        assert np.array_equal(mine["action_mask"], theirs["action_mask"])
        # every seat's observation is a valid point of the space, and they differ by seat
        observations = [
            observe(position, s, to_move=s == seat)["observation"] for s in range(players)
        ]
        assert all(o.min() >= 0.0 and o.max() <= 100.0 for o in observations)
        assert not np.array_equal(observations[0], observations[1])


def test_observation_parts_are_documented_shapes() -> None:
    for game, players in (("carcassonne", 3), ("burgundy", 3)):
        encoding = Position.new(game, players).encoding
        assert encoding.observation_size == sum(
            int(np.prod(shape)) for _, shape in encoding.observation_parts
        )


def test_chance_ids_cover_every_request_of_a_game() -> None:
    for game in ("carcassonne", "burgundy"):
        position = Position.new(game, 2)
        chance = SeededChance(3)
        state = position.state
        rng = random.Random(3)
        while not state.is_terminal():
            request = state.chance_request()
            if request is not None:
                for value in request.outcomes:
                    kind, label = position.encoding.chance_outcomes[
                        position.encoding.chance_id(request.kind, value)
                    ]
                    assert (kind, label) == (request.kind, value)
                state.apply_chance(chance.choose(request))
                continue
            seat = state.current_seat()
            assert seat is not None
            act(state, seat, rng.choice(state.legal_actions()), chance, events=False)
