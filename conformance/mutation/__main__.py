"""``python -m conformance.mutation``: mutants generated over every engine module, each served by
the real service in a process forked for it and killed (or not) by the hand-written fixtures of
its game (a benchmark: run it with ``nice``).

    python -m conformance.mutation --all [--jobs J]        the benchmark: the seeded selection
    python -m conformance.mutation --ci                    the fixed CI sample (ci-sample.json)
    python -m conformance.mutation [--game G] [--sample N] [--seed S] [--shard I/N]
        [--results FILE] [--mutant ID ...] [--run PATTERN ...] [--list] [--summary] [--counts]

``--all`` runs the pinned selection (``selection.json``: 170 mutants of each game and of the
shared modules, drawn by seed 45 and kept across edits; ``--pin`` drops the ids an edit removed
and draws their replacements); ``--sample N`` and ``--seed S`` draw a fresh sample instead
(``--sample 0``: every mutant generated). Every finished
mutant is appended to the results file at once, and a run started again with the same file
skips those already there (resumable); ``--shard 2/4`` runs every fourth mutant starting with
the second. ``--summary`` prints the kill rate per game from the results file, leaving out the
triaged equivalent mutants (equivalent.json); ``--counts`` how many mutants were generated.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from conformance.mutation.mutants import (
    BENCHMARK_SAMPLE,
    BENCHMARK_SEED,
    SELECTION,
    Mutant,
    all_mutants,
    benchmark_selection,
    described,
    generated_counts,
    repin,
    sample,
)
from conformance.mutation.results import (
    BENCHMARK_RESULTS,
    CI_SAMPLE,
    append_result,
    drop_survivors,
    equivalents,
    keep_selection,
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
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--all", action="store_true", help="the benchmark's whole selection")
    what.add_argument("--ci", action="store_true", help="the fixed CI sample (ci-sample.json)")
    what.add_argument("--mutant", action="append", default=[], help="only this mutant id")
    parser.add_argument("--game", action="append", default=[], help="only this game (or shared)")
    parser.add_argument(
        "--sample", type=int, help=f"a fresh sample of N per game (0: all; {BENCHMARK_SAMPLE})"
    )
    parser.add_argument("--seed", type=int, help=f"a fresh sample's seed ({BENCHMARK_SEED})")
    parser.add_argument("--shard", type=_shard, default=(1, 1), help="I/N: this shard of N")
    parser.add_argument("--jobs", type=int, default=1, help="mutants served at once")
    parser.add_argument("--results", type=Path, default=BENCHMARK_RESULTS, help="JSON lines file")
    parser.add_argument(
        "--run", action="append", default=[], help="only fixtures matching this glob"
    )
    parser.add_argument("--budget", type=float, default=120.0, help="seconds per mutant")
    parser.add_argument(
        "--rerun-survivors",
        action="store_true",
        help="run the survivors in the results file again (after adding fixtures)",
    )
    parser.add_argument("--list", action="store_true", help="list the chosen mutants and stop")
    parser.add_argument("--summary", action="store_true", help="sum up the results file")
    parser.add_argument("--counts", action="store_true", help="mutants generated per game")
    parser.add_argument(
        "--pin",
        action="store_true",
        help="rewrite selection.json: drop the ids no longer generated, draw replacements",
    )
    return parser


def ci_sample() -> list[str]:
    """The fixed mutant ids CI runs (each must be killed)."""
    ids: list[str] = json.loads(CI_SAMPLE.read_text(encoding="utf-8"))["mutants"]
    return ids


def chosen(args: argparse.Namespace) -> list[Mutant]:
    mutants = all_mutants(args.game or None)
    wanted = ci_sample() if args.ci else args.mutant
    if wanted:
        by_id = {m.id: m for m in mutants}
        unknown = [i for i in wanted if i not in by_id]
        if unknown:
            raise SystemExit(f"error: no mutant {unknown[0]} (see --list --sample 0)")
        return [by_id[i] for i in wanted]
    if args.sample is None and args.seed is None:  # the benchmark: the pinned selection
        picked = benchmark_selection(mutants)
    else:
        size = BENCHMARK_SAMPLE if args.sample is None else args.sample
        picked = sample(mutants, size, BENCHMARK_SEED if args.seed is None else args.seed)
    index, count = args.shard
    return picked[index - 1 :: count]


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.summary:
        return _summary(args.results)
    if args.pin:
        gone, drawn = repin()
        print(f"{SELECTION.name}: {len(gone)} ids no longer generated dropped, {len(drawn)} drawn")
        for mutant_id in drawn:
            print(f"  drawn {mutant_id} (run it: --mutant ID)")
        return 0
    if args.counts:
        for game, count in sorted(generated_counts().items()):
            print(f"{game}: {count} mutants generated")
        return 0
    if not (args.all or args.ci or args.mutant or args.list or args.game):
        raise SystemExit("error: say which mutants: --all, --ci, --game G or --mutant ID")
    mutants = chosen(args)
    if args.list:
        for mutant in map(described, mutants):
            print(f"{mutant.id}\t{mutant.original}  ->  {mutant.mutated}")
        return 0
    from conformance.mutation.pool import run_pool

    if args.all and not _baseline_passes(mutants, args):
        return 1
    games = {m.game for m in mutants}
    if args.all:  # the file holds this selection only (other games' records stay)
        keep_selection(args.results, mutants)
    chosen_ids = {m.id for m in mutants}
    done = {k: r for k, r in read_results(args.results).items() if k in chosen_ids}
    if args.rerun_survivors:
        done = {k: r for k, r in done.items() if r["status"] != "survived"}
        drop_survivors(args.results, games)
    todo = [m for m in mutants if m.id not in done]
    print(f"{len(mutants)} mutants, {len(mutants) - len(todo)} already in {args.results}",
          flush=True)  # fmt: skip
    killers = Counter(r["killer"] for r in done.values() if r["killer"])
    for number, (mutant, outcome) in enumerate(
        run_pool(todo, args.run or None, args.budget, args.jobs, killers), 1
    ):
        append_result(args.results, mutant, outcome)
        detail = outcome.killer or outcome.why
        print(f"[{number}/{len(todo)}] {outcome.status:9} {mutant.id} ({outcome.seconds:.1f}s) "
              f"{detail}", flush=True)  # fmt: skip
    return _summary(args.results)


def _baseline_passes(mutants: list[Mutant], args: argparse.Namespace) -> bool:
    """The harness must pass every fixture with the engines as written."""
    from conformance.mutation.pool import baseline

    for game in sorted({m.game for m in mutants}):
        outcome = baseline(game, args.run or None, args.budget * 4)
        print(
            f"baseline {game}: {outcome.status} ({outcome.fixtures_run} fixtures, "
            f"{outcome.seconds:.1f}s) {outcome.killer} {outcome.why}",
            flush=True,
        )
        if outcome.status != "survived":
            print("error: the engines as written fail a fixture: fix that first")
            return False
    return True


def _summary(path: Path) -> int:
    results = read_results(path)
    if not results:
        raise SystemExit(f"error: no results in {path} (run some first: --all, or --mutant ID)")
    equivalent = equivalents()
    for score in scores(results, equivalent):
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
