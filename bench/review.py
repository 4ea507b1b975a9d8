"""What a game review costs, and how far a deeper review agrees with it (issue 46).

    python -m bench.review                          # both games, 2 players, 12 rounds
    python -m bench.review --game carcassonne --rounds 12 --deeper 10 --seed 3

A seeded game between a ``beginner`` and an ``easy`` bot is recorded in-process, then every
decision of both seats is reviewed (as ``meeple review`` does), timed in process CPU time.
Then each flagged decision (a mark) is reviewed again with ``--deeper`` times the rounds and
another seed: *agreement* is the share of flagged decisions the deeper review flags too (any
mark), *same mark* the share it gives the same mark. Prints one JSON line per game.
"""

from __future__ import annotations

import argparse
import json
import time

from clients.bots import make_bot
from clients.review.engine import Reviewer
from clients.review.record import decisions_of
from clients.review.selfplay import play_record
from engines.registry import get_game


def measure(name: str, rounds: int, deeper: int, seed: int) -> dict[str, object]:
    game = get_game(name)
    bots = [make_bot("beginner", game, seed), make_bot("easy", game, seed + 1)]
    record = play_record(game, [b.choose for b in bots], seed=seed)
    decisions = decisions_of(record, game)
    began = time.process_time()
    entries = Reviewer(game, seed, rounds).review_all(decisions)
    cpu = time.process_time() - began
    flagged = [e for e in entries if e.mark]
    by_version = {d.version: d for d in decisions}
    deep = Reviewer(game, seed + 1, rounds * deeper)
    began = time.process_time()
    again = [deep.review(by_version[e.version]) for e in flagged]
    deep_cpu = time.process_time() - began
    agree = sum(1 for a in again if a is not None and a.mark)
    same = sum(1 for e, a in zip(flagged, again, strict=True) if a is not None and a.mark == e.mark)
    return {
        "game": name,
        "rounds": rounds,
        "decisions": len(entries),
        "simulations": sum(e.simulations for e in entries),
        "cpu_seconds": round(cpu, 1),
        "flagged": len(flagged),
        "deeper_rounds": rounds * deeper,
        "agreement": round(agree / len(flagged), 3) if flagged else None,
        "same_mark": round(same / len(flagged), 3) if flagged else None,
        "deeper_cpu_seconds": round(deep_cpu, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=["carcassonne", "burgundy"], action="append")
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--deeper", type=int, default=10)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    for name in args.game or ["carcassonne", "burgundy"]:
        print(json.dumps(measure(name, args.rounds, args.deeper, args.seed)), flush=True)


if __name__ == "__main__":
    main()
