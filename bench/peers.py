"""Engine speed against the peers' engines, side by side (issue 35): 33fred33's Carcassonne and
forry4's Castles of Burgundy port, on the path bots and playouts use (``events=False``).

    python -m bench.peers --game carcassonne --peer DIR [--compiled TREE] --rounds 6
    python -m bench.peers --game burgundy --peer DIR --compiled TREE --rounds 6 --seed 4001

The peers' code is not in this repository and never will be (33fred33's has no licence): get it
yourself and point ``--peer`` at the folder that holds the package, ``Carcassonne_Game/`` of
github.com/33fred33/CarcassonneAI (it imports cv2: ``pip install opencv-python-headless``), or
``castles_of_crimson/`` of github.com/forry4/WebProjects ``games/``. ``--peer-python`` runs the
peer in another interpreter (a venv with what it needs). ``--compiled`` is a tree of this
project with a mypyc build in place (``python -m engines.build_compiled``; since issue 47 the
install builds one, so ``--compiled .`` is this tree as installed); this tree runs pure
(``MEEPLE_ENGINES=pure``: its sources, whatever is built beside them; start from the
repository's root).

Each engine plays seeded, uniformly random 2-player games to the end in a process of its own:
one untimed warm-up, then ``--blocks`` blocks of games timed in process CPU time; rounds go
peer, pure, compiled (and compiled with every event built), the order reversed every other
round, so that a change of the machine's load hits all alike. A round's ratio is our median
block over the peer's; reported per engine: games per CPU second, min / median / max over all
blocks, and the ratios per round with their median. Each peer is driven the way it drives
itself: 33fred33's ``availableMoves`` and ``random.choice`` (the engine shuffles with the global
``random``) until ``isGameOver``; forry4's ``legal_moves`` for the player to act and
``apply_move``, with its ``_skip_undo`` flag set as its own AI search does. Compare games/s, not
decisions/s: a peer's decision is not ours (33fred33's move is a tile with its follower, ours is
two decisions; forry4's random games forfeit dice and place a third of the tiles ours do).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: what a worker process runs: one engine, warm-up then timed blocks; prints games/s per block
WORKER = r"""
import json, os, random, sys, time
kind, game, peer, games, blocks, seed = sys.argv[1:7]
games, blocks, seed = int(games), int(blocks), int(seed)
if kind in ("ours", "ours-events"):
    from engines import registry
    from engines.playout import random_playout
    rules, events = registry.get_game(game), kind == "ours-events"
    def play(s):
        assert random_playout(rules, 2, s, events=events).state.is_terminal()
elif game == "carcassonne":
    sys.path.insert(0, peer)
    from Carcassonne_Game.Carcassonne import CarcassonneState
    def play(s):
        random.seed(s)
        state = CarcassonneState(None, None)
        while not state.isGameOver:
            state.move(random.choice(state.availableMoves()).move)
        assert state.TotalTiles == 0 and not state.deck
else:
    sys.path.insert(0, peer)
    from castles_of_crimson import engine
    def play(s):
        chooser, state = random.Random(s ^ 0x5EED), engine.new_game(["p0", "p1"], seed=s)
        state["_skip_undo"] = True
        while not engine.is_over(state):
            who = state["pending_pid"] if state["pending_pid"] is not None else state["turn"]
            move = chooser.choice(engine.legal_moves(state, who))
            done, why = engine.apply_move(state, who, move)
            assert done, why
        assert state["phase"] == "over"
for i in range(max(2, games // 10)):
    play(10_000_000 + i)
rates = []
for k in range(blocks):
    began = time.process_time()
    for i in range(games):
        play(seed + k * games + i)
    rates.append(games / (time.process_time() - began))
print(json.dumps(rates))
"""

#: per game: the games per block of the peer and of ours (ours are 8-10x faster)
GAMES = {"carcassonne": (40, 400), "burgundy": (150, 300)}


def rates(
    kind: str, tree: Path, python: str, args: argparse.Namespace, *, pure: bool = False
) -> list[float]:
    """Games per CPU second of every timed block of one engine, in a process of its own
    (``pure``: its engines from their sources, whatever is built beside them)."""
    games = GAMES[args.game][0 if kind == "peer" else 1]
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    environment.pop("MEEPLE_ENGINES", None)
    if kind != "peer":
        environment["PYTHONPATH"] = f"{tree}{os.pathsep}{tree / 'proto'}"
    if pure:
        environment["MEEPLE_ENGINES"] = "pure"
    command = [python, "-c", WORKER, kind, args.game, str(args.peer), str(games)]
    command += [str(args.blocks), str(args.seed)]
    done = subprocess.run(  # from outside the trees: a tree in the cwd would shadow PYTHONPATH
        command, cwd="/", env=environment, check=True, capture_output=True, text=True
    )
    return [float(rate) for rate in json.loads(done.stdout.strip().splitlines()[-1])]


def spread(values: list[float]) -> str:
    return f"{min(values):,.1f} / {statistics.median(values):,.1f} / {max(values):,.1f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", choices=sorted(GAMES), required=True)
    parser.add_argument("--peer", type=Path, required=True, help="the folder holding its package")
    parser.add_argument("--peer-python", default=sys.executable)
    parser.add_argument("--compiled", type=Path, help="a tree of this project with a mypyc build")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--blocks", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    package = "Carcassonne_Game" if args.game == "carcassonne" else "castles_of_crimson"
    if not (args.peer / package).is_dir():
        print(
            f"bench.peers: no {package}/ in {args.peer} (hint: --peer is its parent)",
            file=sys.stderr,
        )
        return 2
    engines: list[tuple[str, str, Path, str]] = [
        ("peer", "peer", args.peer, args.peer_python),
        ("pure", "ours", ROOT, sys.executable),
    ]
    if args.compiled:
        engines.append(("compiled", "ours", args.compiled.resolve(), sys.executable))
        engines.append(("compiled, events", "ours-events", args.compiled.resolve(), sys.executable))
    blocks: dict[str, list[list[float]]] = {name: [] for name, *_ in engines}
    for number in range(args.rounds):
        order = engines if number % 2 == 0 else engines[::-1]
        for name, kind, tree, python in order:
            blocks[name].append(rates(kind, tree, python, args, pure=name == "pure"))
        load = os.getloadavg()[0]
        medians = {name: statistics.median(b[-1]) for name, b in blocks.items()}
        print(f"round {number + 1}: load {load:.1f}, games/s " + json.dumps(medians), flush=True)
    print(f"\n{args.game}, 2 players, {args.rounds} rounds x {args.blocks} blocks, CPU time")
    for name, rounds in blocks.items():
        print(f"  {name:<17} games/s {spread([rate for block in rounds for rate in block])}")
    for name, rounds in list(blocks.items())[1:]:
        ratios = [
            statistics.median(ours) / statistics.median(peer)
            for ours, peer in zip(rounds, blocks["peer"], strict=True)
        ]
        listed = " ".join(f"{ratio:.2f}" for ratio in ratios)
        print(f"  {name} / peer per round: {listed}; median {statistics.median(ratios):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
