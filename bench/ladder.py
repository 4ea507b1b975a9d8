"""The rating ladder of the named bot levels (issue 46): round-robin matches, rated with
OpenSkill (the maintained Weng-Lin Bayesian rating library, Plackett-Luce model).

    nice -n 5 python -m bench.ladder --game carcassonne --games 4 --parallel 2
    python -m bench.ladder --levels beginner easy medium --games 2 --json
    python -m bench.ladder --adjacent --games 10     # only neighbouring levels, more games each
    python -m bench.ladder --adjacent --from-log run1.err run2.err   # rate games already played

Every pair of levels plays ``--games`` 2-player games in-process (seats alternate; game ``i`` of
a pair is a pure function of the seed and ``i``, so a level's play does not depend on the
machine's speed). The games are then rated in a fixed order, each a two-team match with the
final ranks (a tie shares the rank). A level's rating is OpenSkill's mu, with a 95% interval
mu +- 1.96 sigma; ``ordinal`` is mu - 3 sigma. The ladder lists the levels by mu and says
whether it follows the named order, then each level against the one below it, head to head:
the stronger one's wins, mean margin and the exact (Clopper-Pearson) 95% interval of its win
rate, and each level's mean process CPU time per decision (what a level costs a table). Budget
CPU: the games with ``expert`` cost most (about 1 s of one core per decision,
docs/clients.md), so ``--adjacent`` spends the budget on the pairs the order rests on.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import sys
import time
from collections.abc import Hashable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from openskill.models import PlackettLuce

from bench.intervals import clopper_pearson
from clients.bots import make_bot
from clients.bots.arena import play
from clients.bots.base import AnyState, Bot
from clients.bots.levels import NAMED_LEVELS
from engines.registry import get_game


@dataclass(frozen=True, slots=True)
class Game:
    """One finished game of the round robin: the level in each seat and the final ranks."""

    seats: tuple[str, str]
    ranks: tuple[int, int]
    scores: tuple[int, int]
    #: each seat's process CPU seconds choosing and its decisions (not part of the result: a
    #: game is a pure function of its seed, its CPU time is not)
    cpu: tuple[float, float] = field(default=(0.0, 0.0), compare=False)
    decisions: tuple[int, int] = field(default=(0, 0), compare=False)


class Timed(Bot):
    """A bot that adds up the process CPU time its decisions take."""

    def __init__(self, bot: Bot) -> None:
        super().__init__(bot.game)
        self.bot, self.name = bot, bot.name
        self.cpu, self.decisions = 0.0, 0

    def choose(self, state: AnyState, seat: int) -> Hashable:
        began = time.process_time()
        action = self.bot.choose(state, seat)
        self.cpu += time.process_time() - began
        self.decisions += 1
        return action


def play_one(game_name: str, a: str, b: str, index: int, seed: int) -> Game:
    """Game ``index`` of the pair (a, b): ``a`` sits in seat 0 in even games."""
    game = get_game(game_name)
    seats = (a, b) if index % 2 == 0 else (b, a)
    bots = [
        Timed(make_bot(level, game, seed * 1009 + index * 2 + s)) for s, level in enumerate(seats)
    ]
    result = play(game, bots, seed * 7919 + index)
    return Game(
        seats,
        (int(result.outcome.ranks[0]), int(result.outcome.ranks[1])),
        (int(result.outcome.scores[0]), int(result.outcome.scores[1])),
        (bots[0].cpu, bots[1].cpu),
        (bots[0].decisions, bots[1].decisions),
    )


def round_robin(
    game: str,
    levels: Sequence[str],
    games: int,
    seed: int,
    parallel: int,
    adjacent: bool = False,
) -> list[Game]:
    """Every pair of ``levels`` plays ``games`` games (``adjacent``: only each level and the
    next, the pairs the order rests on, so the budget goes to them)."""
    pairs = itertools.pairwise(levels) if adjacent else itertools.combinations(levels, 2)
    jobs = [(game, a, b, index, seed) for a, b in pairs for index in range(games)]
    if parallel > 1:
        with ProcessPoolExecutor(parallel) as pool:
            played = pool.map(play_one, *zip(*jobs, strict=True))
            return [report(game) for game in played]
    return [report(play_one(*job)) for job in jobs]


def report(game: Game) -> Game:
    """A finished game on stderr as it comes (a long run that is stopped still says what it
    played)."""
    print(
        f"# {game.seats[0]} v {game.seats[1]}: ranks {game.ranks}, scores {game.scores}",
        file=sys.stderr,
        flush=True,
    )
    return game


#: a game as :func:`report` writes it
_REPORTED = re.compile(r"^# (\S+) v (\S+): ranks \((\d+), (\d+)\), scores \((-?\d+), (-?\d+)\)$")


def games_from_log(text: str) -> list[Game]:
    """The games an earlier run reported on stderr (:func:`report`), in order: a stopped run's
    games can still be rated (``--from-log``; no CPU times, which the lines do not hold)."""
    played: list[Game] = []
    for line in text.splitlines():
        found = _REPORTED.match(line.strip())
        if found is not None:
            a, b, rank_a, rank_b, score_a, score_b = found.groups()
            played.append(Game((a, b), (int(rank_a), int(rank_b)), (int(score_a), int(score_b))))
    return played


def ratings(levels: Sequence[str], played: Sequence[Game]) -> list[dict[str, object]]:
    """Each level's OpenSkill rating after every game, best first."""
    model = PlackettLuce()
    rating = {level: model.rating(name=level) for level in levels}
    wins = dict.fromkeys(levels, 0.0)
    count = dict.fromkeys(levels, 0)
    cpu = dict.fromkeys(levels, 0.0)
    decisions = dict.fromkeys(levels, 0)
    for game in played:
        a, b = game.seats
        [[ra], [rb]] = model.rate([[rating[a]], [rating[b]]], ranks=list(game.ranks))
        rating[a], rating[b] = ra, rb
        for seat, level in enumerate(game.seats):
            count[level] += 1
            cpu[level] += game.cpu[seat]
            decisions[level] += game.decisions[seat]
            rank, other = game.ranks[seat], game.ranks[1 - seat]
            wins[level] += 1.0 if rank < other else 0.5 if rank == other else 0.0
    table = [
        {
            "level": level,
            "mu": round(rating[level].mu, 2),
            "low": round(rating[level].mu - 1.96 * rating[level].sigma, 2),
            "high": round(rating[level].mu + 1.96 * rating[level].sigma, 2),
            "ordinal": round(rating[level].ordinal(), 2),
            "games": count[level],
            "win_rate": round(wins[level] / count[level], 3) if count[level] else None,
            # three significant digits, not places: a beginner's decision takes microseconds
            "cpu_per_decision": (
                float(f"{cpu[level] / decisions[level]:.3g}") if decisions[level] else None
            ),
        }
        for level in levels
    ]
    return sorted(table, key=lambda row: -float(row["mu"]))  # type: ignore[arg-type]


def head_to_head(levels: Sequence[str], played: Sequence[Game]) -> list[dict[str, object]]:
    """Each adjacent pair of ``levels`` (named order) head to head: the stronger one's wins (a
    tie counts half), the games, its mean score margin and the exact (Clopper-Pearson) 95%
    interval of its win rate."""
    rows: list[dict[str, object]] = []
    for weaker, stronger in itertools.pairwise(levels):
        wins, margin, games = 0.0, 0, 0
        for game in played:
            if set(game.seats) != {weaker, stronger}:
                continue
            seat = game.seats.index(stronger)
            rank, other = game.ranks[seat], game.ranks[1 - seat]
            wins += 1.0 if rank < other else 0.5 if rank == other else 0.0
            margin += game.scores[seat] - game.scores[1 - seat]
            games += 1
        low, high = clopper_pearson(wins, games)
        rows.append(
            {
                "stronger": stronger,
                "weaker": weaker,
                "wins": wins,
                "games": games,
                "margin": round(margin / games, 1) if games else None,
                "low": round(low, 3),
                "high": round(high, 3),
            }
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=["carcassonne", "burgundy"], default="carcassonne")
    parser.add_argument("--levels", nargs="+", default=list(NAMED_LEVELS))
    parser.add_argument("--games", type=int, default=4, help="games per pair of levels")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--parallel", type=int, default=1)
    parser.add_argument(
        "--adjacent",
        action="store_true",
        help="only neighbouring levels play each other (the named order's pairs)",
    )
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--from-log",
        nargs="+",
        type=Path,
        metavar="LOG",
        help="rate the games earlier runs wrote on stderr, in order, instead of playing",
    )
    args = parser.parse_args()
    began, cpu = time.perf_counter(), time.process_time()
    if args.from_log:
        logged = [g for log in args.from_log for g in games_from_log(log.read_text("utf-8"))]
        played = [game for game in logged if set(game.seats) <= set(args.levels)]
    else:
        played = round_robin(
            args.game, args.levels, args.games, args.seed, args.parallel, args.adjacent
        )
    table = ratings(args.levels, played)
    strongest_first = [level for level in reversed(NAMED_LEVELS) if level in args.levels]
    ordered = [row["level"] for row in table] == strongest_first
    named = [level for level in NAMED_LEVELS if level in args.levels]
    pairs = head_to_head(named, played)
    if args.json:
        print(
            json.dumps(
                {"game": args.game, "games": len(played), "ladder": table, "head_to_head": pairs}
            )
        )
        return
    print(f"{args.game}: {len(played)} games, {time.perf_counter() - began:.0f} s wall")
    print("| level | rating (mu) | 95% interval | win rate | games | CPU s per decision |")
    print("|---|---|---|---|---|---|")
    for row in table:
        print(
            f"| {row['level']} | {row['mu']} | {row['low']}–{row['high']} | "
            f"{row['win_rate']} | {row['games']} | {row['cpu_per_decision']} |"
        )
    print("| adjacent levels | stronger's wins | mean margin | 95% interval (exact) |")
    print("|---|---|---|---|")
    for pair in pairs:
        print(
            f"| {pair['stronger']} v {pair['weaker']} | {pair['wins']:g} of {pair['games']} | "
            f"{pair['margin']} | {pair['low']:.0%}–{pair['high']:.0%} |"
        )
    print(f"in the named order: {ordered}; parent CPU {time.process_time() - cpu:.0f} s")


if __name__ == "__main__":
    main()
