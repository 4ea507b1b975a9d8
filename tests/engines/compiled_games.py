"""Digests of seeded random games, printed as JSON: run once with the engines compiled and once
pure (``python -m engines.compiled pure tests/engines/compiled_games.py``), the two outputs
must be equal (tests/engines/test_compiled.py).

Per game, player count and seed, the digest covers every action taken (the game goes on from a
clone of the state every fifth action, and now and then from a pickled copy), every chance outcome,
every event (serialized), each seat's view after every action (as bytes), the final State
message and the outcome; the same game is played again with ``events=False`` (the path bots and
playouts use), which must take the same actions and reach the same final state. The last line
names the engine modules that ran compiled.
"""

from __future__ import annotations

import hashlib
import json
import pickle
import sys

from engines import registry
from engines.chance import SeededChance
from engines.compiled import compiled_modules
from engines.contract import act, settle
from engines.playout import random_playout

#: (game, players, seeds): both games, several player counts, a few games each
GAMES = (("carcassonne", 2, 3), ("carcassonne", 5, 2), ("burgundy", 2, 3), ("burgundy", 4, 2))


def digest(name: str, players: int, seed: int) -> dict[str, object]:
    game = registry.get_game(name)
    quiet = random_playout(game, players, seed, events=False)
    chance = SeededChance(seed)
    state = game.new_game(players)
    sha = hashlib.sha256()
    for event in settle(state, chance).events:
        sha.update(event.SerializeToString(deterministic=True))
    for number, (seat, action) in enumerate(quiet.actions):
        if number % 5 == 0:  # play on from a clone (the search bot's copies)
            state = state.clone()
        elif number % 17 == 1:  # or from a pickled copy (OpenSpiel's serialization)
            state = pickle.loads(pickle.dumps(state))
        assert action in state.legal_actions()
        step = act(state, seat, action, chance)
        sha.update(repr((seat, action)).encode())
        for event in step.events:
            sha.update(event.SerializeToString(deterministic=True))
        for drawn in step.outcomes:
            sha.update(f"{drawn.kind}={drawn.value}".encode())
        for viewer in (*range(players), None):
            sha.update(state.view_wire(viewer))
    final = state.to_proto().SerializeToString(deterministic=True)
    quiet_final = quiet.state.to_proto().SerializeToString(deterministic=True)
    outcome = state.outcome()
    assert outcome is not None
    return {
        "game": f"{name}/{players}p/seed{seed}",
        "play": sha.hexdigest(),
        "final": hashlib.sha256(final).hexdigest(),
        "same_without_events": final == quiet_final and quiet.outcome == outcome,
        "scores": list(outcome.scores),
        "ranks": list(outcome.ranks),
        "draws": chance.draws,
    }


def main() -> int:
    for name, players, seeds in GAMES:
        for seed in range(1, seeds + 1):
            print(json.dumps(digest(name, players, seed), sort_keys=True))
    print(json.dumps({"compiled": compiled_modules()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
