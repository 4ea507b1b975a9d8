"""Legal-action enumeration, this tree against another revision's, side by side (issue 47).

    python -m bench.legal_actions --baseline main                   # both games, 2 players
    python -m bench.legal_actions --baseline main --game burgundy --rounds 6 --pure
    python -m bench.legal_actions --baseline main --compiled        # both trees compiled

Each process plays the same seeded random 2-player games (``events=False``, the path of bots
and playouts) and times every ``legal_actions()`` call in its thread's CPU time
(``thread_time_ns`` around the call, less what a pair of readings costs; the rest of the game
is not timed, and other processes' load counts less than on a wall clock): one untimed block
to warm up, then ``--blocks`` blocks of ``--games`` games; its figure is the median block's
microseconds per call. Rounds run the baseline then this tree, then the other way round, so
that a change of the machine's load hits both alike; the result is each tree's median over the
rounds and their ratio. Each position is enumerated once, as in a game: memos only help where
games really repeat what they ask.

``--pure`` runs both trees' engines from their sources (``MEEPLE_ENGINES=pure``, and the
baseline is never compiled); ``--compiled`` compiles the exported baseline with its own
``python -m engines.build_compiled`` (minutes) and needs this tree's install to be compiled.
Without either, this tree runs as installed and the baseline pure.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.trees import ROOT, TreeError, export, short, this_tree
from engines import registry

#: what each process runs: only the registry and the contract, which every revision has
TIMER = """
import json, random, statistics, sys, time
from engines import registry
from engines.chance import SeededChance
from engines.contract import act, settle
name, players, games, blocks, seed = sys.argv[1], *map(int, sys.argv[2:])
game = registry.get_game(name)
clock = time.thread_time_ns
# what a pair of clock readings costs, taken off every call's figure
pairs = [-(clock() - clock()) for _ in range(20_000)]
overhead = statistics.median(pairs)
def block(first):
    spent = calls = 0
    for s in range(first, first + games):
        chance, chooser = SeededChance(s), random.Random(s ^ 0x5EED)
        state = game.new_game(players)
        settle(state, chance, events=False)
        while not state.is_terminal():
            began = clock()
            legal = state.legal_actions()
            spent += clock() - began
            calls += 1
            act(state, state.current_seat(), chooser.choice(legal), chance, events=False)
    return (spent / calls - overhead) / 1000
block(seed + 10_000_000)
figures = [block(seed + k * games) for k in range(blocks)]
from engines.compiled import compiled_modules
print(json.dumps({"us": statistics.median(figures), "compiled": len(compiled_modules())}))
"""


def per_call(tree: Path, name: str, args: argparse.Namespace, *, pure: bool) -> dict[str, float]:
    environment = {**os.environ, "PYTHONPATH": f"{tree}{os.pathsep}{tree / 'proto'}"}
    if pure:
        environment["MEEPLE_ENGINES"] = "pure"
    figures = [str(n) for n in (2, args.games, args.blocks, args.seed)]
    done = subprocess.run(  # from outside the trees: a tree in the cwd would shadow PYTHONPATH
        [sys.executable, "-c", TIMER, name, *figures],
        cwd="/",
        env=environment,
        check=True,
        capture_output=True,
        text=True,
    )
    figure: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figure


def compile_tree(tree: Path) -> None:
    environment = {**os.environ, "PYTHONPATH": f"{tree}{os.pathsep}{tree / 'proto'}"}
    subprocess.run(
        [sys.executable, "-m", "engines.build_compiled"],
        cwd=tree,
        env=environment,
        check=True,
        capture_output=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--baseline", required=True, help="the git revision to compare with")
    parser.add_argument(
        "--game", action="append", choices=registry.game_names(), help="default: every game"
    )
    parser.add_argument("--games", type=int, default=20, help="games per block")
    parser.add_argument("--blocks", type=int, default=3, help="timed blocks per process")
    parser.add_argument("--rounds", type=int, default=4, help="processes per tree, alternating")
    parser.add_argument("--seed", type=int, default=1)
    build = parser.add_mutually_exclusive_group()
    build.add_argument("--pure", action="store_true", help="both trees' engines pure")
    build.add_argument("--compiled", action="store_true", help="both trees compiled")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="meeple-baseline-") as scratch:
        try:
            old = export(args.baseline, Path(scratch) / "baseline")
            label = short(args.baseline)
        except TreeError as error:
            print(f"bench.legal_actions: {error}", file=sys.stderr)
            return 2
        if args.compiled:
            compile_tree(old)
        trees = (("baseline", old), ("this tree", ROOT))
        for name in args.game or registry.game_names():
            runs: dict[str, list[float]] = {"baseline": [], "this tree": []}
            compiled: dict[str, float] = {}
            for number in range(args.rounds):
                for who, tree in trees if number % 2 == 0 else trees[::-1]:
                    figure = per_call(tree, name, args, pure=args.pure)
                    runs[who].append(figure["us"])
                    compiled[who] = figure["compiled"]
                load = os.getloadavg()[0]
                print(
                    f"{name} round {number + 1}: load {load:.1f}, µs per call: "
                    + json.dumps({who: round(values[-1], 2) for who, values in runs.items()}),
                    flush=True,
                )
            before, after = (
                statistics.median(runs["baseline"]),
                statistics.median(runs["this tree"]),
            )
            print(
                f"{name}: legal_actions {before:.2f} µs ({label}, {compiled['baseline']:.0f} "
                f"compiled modules) -> {after:.2f} µs ({this_tree()}, {compiled['this tree']:.0f} "
                f"compiled modules): {before / after:.2f}x faster",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
