"""Environment steps per second for training, per game (2 players unless ``--players``).

    python -m bench.rl_steps                        # both games
    python -m bench.rl_steps --game burgundy --seconds 10 --seed 1

Uniformly random legal play, seeded, until ``--seconds`` of CPU time have passed (whole games):

* ``openspiel``: ``state.legal_actions()`` or ``chance_outcomes()``, then ``apply_action``, per
  step (decisions and chance outcomes both count), no observation;
* ``openspiel+obs``: the same, plus the mover's observation at each decision, as a NumPy array
  through ``open_spiel.python.observation.make_observation`` (``state.observation_tensor()``
  copies the vector into a Python list: much slower for Carcassonne's 77k floats);
* ``pettingzoo``: the AEC loop (``last()``: the mover's observation and action mask, then
  ``step``; chance is resolved inside ``step``), decisions only.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import pyspiel
from open_spiel.python.observation import make_observation

import clients.rl.openspiel  # noqa: F401  (registers the games)
from clients.rl.openspiel import short_name
from clients.rl.pettingzoo import env

GAMES = ("carcassonne", "burgundy")


def openspiel_steps(game_name: str, players: int, seconds: float, seed: int, obs: bool) -> float:
    game = pyspiel.load_game(short_name(game_name), {"players": players})
    rng = np.random.default_rng(seed)
    observation = make_observation(game) if obs else None
    steps = 0
    began = time.process_time()
    while time.process_time() - began < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(int(rng.choice(outcomes, p=probabilities)))
            else:
                if observation is not None:
                    observation.set_from(state, state.current_player())
                state.apply_action(int(rng.choice(state.legal_actions())))
            steps += 1
    return steps / (time.process_time() - began)


def pettingzoo_steps(game_name: str, players: int, seconds: float, seed: int) -> float:
    environment = env(game_name, players=players)
    rng = np.random.default_rng(seed)
    steps = 0
    began = time.process_time()
    game = 0
    while time.process_time() - began < seconds:
        environment.reset(seed=seed + game)
        game += 1
        for _ in environment.agent_iter():
            observation, _, terminated, truncated, _ = environment.last()
            if terminated or truncated:
                environment.step(None)
                continue
            environment.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
            steps += 1
    return steps / (time.process_time() - began)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=GAMES, action="append")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print("| game | openspiel steps/s | openspiel+obs steps/s | pettingzoo steps/s |")
    print("|---|---|---|---|")
    for game in args.game or GAMES:
        plain = openspiel_steps(game, args.players, args.seconds, args.seed, obs=False)
        observed = openspiel_steps(game, args.players, args.seconds, args.seed, obs=True)
        aec = pettingzoo_steps(game, args.players, args.seconds, args.seed)
        print(f"| {game} | {plain:,.0f} | {observed:,.0f} | {aec:,.0f} |", flush=True)


if __name__ == "__main__":
    main()
