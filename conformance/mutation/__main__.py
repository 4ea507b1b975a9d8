"""``python -m conformance.mutation``: mutate the engines, serve each mutant with ``meeple
serve`` and kill it with the game's conformance fixtures (a benchmark: run it with ``nice``).

    python -m conformance.mutation [--game G] [--sample N] [--seed S] [--shard I/N]
        [--results FILE] [--mutant ID ...] [--run PATTERN ...] [--list] [--summary]

Mutants are drawn as a fixed random sample per game (``--sample 0``: all of them); ``--shard
2/4`` runs every fourth of them starting with the second, so four machines (or processes) share
a run; every finished mutant is appended to the results file at once, and a run started again
with the same file skips those already there (resumable). ``--summary`` prints the kill rate per
game from the results file and the documented equivalent mutants (equivalent.json).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from conformance.mutation.mutants import Mutant, all_mutants, described, sample
from conformance.mutation.results import (
    BENCHMARK_RESULTS,
    append_result,
    drop_survivors,
    equivalents,
    read_results,
    scores,
)


def _shard(text: str) -> tuple[int, int]:
    try:
        index, count = (int(part) for part in text.split("/"))
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"--shard wants I/N, got {text!r}") from error
    if not 1 <= index <= count:
        raise argparse.ArgumentTypeError(f"--shard {text}: I must be 1..N")
    return index, count


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m conformance.mutation",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--game", action="append", default=[], help="only this game")
    parser.add_argument("--sample", type=int, default=60, help="mutants per game (0: all)")
    parser.add_argument("--seed", type=int, default=33, help="the sample's seed")
    parser.add_argument("--shard", type=_shard, default=(1, 1), help="I/N: this shard of N")
    parser.add_argument("--results", type=Path, default=BENCHMARK_RESULTS, help="JSON lines file")
    parser.add_argument("--mutant", action="append", default=[], help="only this mutant id")
    parser.add_argument(
        "--run", action="append", default=[], help="only fixtures matching this glob"
    )
    parser.add_argument("--budget", type=float, default=600.0, help="seconds per mutant")
    parser.add_argument(
        "--rerun-survivors",
        action="store_true",
        help="run the survivors in the results file again (after adding fixtures)",
    )
    parser.add_argument("--list", action="store_true", help="list the chosen mutants and stop")
    parser.add_argument("--summary", action="store_true", help="sum up the results file")
    return parser


def chosen(args: argparse.Namespace) -> list[Mutant]:
    mutants = all_mutants(args.game or None)
    if args.mutant:
        by_id = {m.id: m for m in mutants}
        unknown = [i for i in args.mutant if i not in by_id]
        if unknown:
            raise SystemExit(f"error: no mutant {unknown[0]} (see --list --sample 0)")
        return [described(by_id[i]) for i in args.mutant]
    picked = sorted(sample(mutants, args.sample, args.seed), key=lambda m: m.id)
    index, count = args.shard
    return [described(m) for m in picked[index - 1 :: count]]


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.summary:
        return _summary(args.results)
    mutants = chosen(args)
    if args.list:
        for mutant in mutants:
            print(f"{mutant.id}\t{mutant.original}  ->  {mutant.mutated}")
        return 0
    from conformance.mutation.killing import kill

    done = read_results(args.results)
    if args.rerun_survivors:
        done = {k: r for k, r in done.items() if r["status"] != "survived"}
        drop_survivors(args.results)
    todo = [m for m in mutants if m.id not in done]
    print(f"{len(mutants)} mutants, {len(mutants) - len(todo)} already in {args.results}",
          flush=True)  # fmt: skip
    for number, mutant in enumerate(todo, 1):
        outcome = kill(mutant, args.run or None, args.budget)
        append_result(args.results, mutant, outcome)
        detail = outcome.killer or outcome.why or outcome.golden_killer
        print(f"[{number}/{len(todo)}] {outcome.status:9} {mutant.id} ({outcome.seconds:.0f}s) "
              f"{detail}", flush=True)  # fmt: skip
    return _summary(args.results)


def _summary(path: Path) -> int:
    equivalent = equivalents()
    for score in scores(read_results(path), equivalent):
        print(
            f"{score.game}: {score.killed}/{score.scored} non-equivalent mutants killed "
            f"({score.percent:.1f}%); {score.run} run, {score.stillborn} stillborn, "
            f"{score.equivalent} equivalent, {len(score.survivors)} survivors"
        )
        for record in score.survivors:
            print(f"  survived {record['id']}: {record['original']}  ->  {record['mutated']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
