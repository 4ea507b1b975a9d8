"""Engine speed of this tree against another revision's, measured side by side.

    python -m bench.side_by_side --baseline REV                       # every game, 2 players
    python -m bench.side_by_side --baseline REV --game burgundy --players 2 4 --rounds 3

``--baseline`` (a git revision) is exported with ``git archive`` into a temporary directory.
Then, round by round, one process per tree plays the same seeded random games (every decision
enumerating all legal actions and every event built, as :func:`engines.playout.random_playout`
does by default, which both trees have), old then new, then new then old, so that a change of
the machine's load hits both alike. Each process warms up with ``--warmup`` blocks and times
``--blocks`` blocks of ``--games`` games by its own CPU time; its figure is the median block.
The result per game and player count is each tree's median over the rounds and their ratio.

This is how a refactor shows that it kept the engines' speed (issue 12: within 5%), and how a
speed-up shows its gain without trusting figures taken at different times.
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

from bench.trees import ROOT, TreeError, export
from engines import registry

#: what each process runs: only the registry and random_playout, which every revision has
PLAYER = """
import json, statistics, sys, time
from engines import registry
from engines.playout import random_playout
name, players, games, blocks, warmup, seed = sys.argv[1], *map(int, sys.argv[2:])
game = registry.get_game(name)
rates = []
for k in range(warmup + blocks):
    began = time.process_time()
    for i in range(games):
        random_playout(game, players, seed + k * games + i)
    if k >= warmup:
        rates.append(games / (time.process_time() - began))
print(json.dumps(statistics.median(rates)))
"""


def games_per_second(tree: Path, name: str, players: int, args: argparse.Namespace) -> float:
    environment = {**os.environ, "PYTHONPATH": f"{tree / 'proto'}{os.pathsep}{tree}"}
    figures = [players, args.games, args.blocks, args.warmup, args.seed]
    done = subprocess.run(
        [sys.executable, "-c", PLAYER, name, *map(str, figures)],
        cwd=tree,
        env=environment,
        check=True,
        capture_output=True,
        text=True,
    )
    return float(json.loads(done.stdout))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, help="the git revision to compare with")
    parser.add_argument(
        "--game", action="append", choices=registry.game_names(), help="default: every game"
    )
    parser.add_argument("--players", type=int, nargs="+", default=[2])
    parser.add_argument("--games", type=int, default=100, help="games per block")
    parser.add_argument("--blocks", type=int, default=3, help="timed blocks per process")
    parser.add_argument("--warmup", type=int, default=2, help="untimed blocks per process")
    parser.add_argument("--rounds", type=int, default=2, help="old-new pairs, order alternating")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="meeple-baseline-") as scratch:
        try:
            old = export(args.baseline, Path(scratch) / "baseline")
        except TreeError as error:
            print(f"bench.side_by_side: {error}", file=sys.stderr)
            return 2
        for name in args.game or registry.game_names():
            for players in args.players:
                rates: dict[str, list[float]] = {"old": [], "new": []}
                for round_number in range(args.rounds):
                    order = ("old", "new") if round_number % 2 == 0 else ("new", "old")
                    for which in order:
                        tree = old if which == "old" else ROOT
                        rates[which].append(games_per_second(tree, name, players, args))
                old_rate = statistics.median(rates["old"])
                new_rate = statistics.median(rates["new"])
                print(
                    json.dumps(
                        {
                            "game": name,
                            "players": players,
                            "baseline": args.baseline,
                            "old_games_per_s": [round(r, 1) for r in rates["old"]],
                            "new_games_per_s": [round(r, 1) for r in rates["new"]],
                            "new_over_old": round(new_rate / old_rate, 3),
                            "load": round(os.getloadavg()[0], 1),
                        }
                    ),
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
