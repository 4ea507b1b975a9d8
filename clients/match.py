"""``meeple match``: many bot matches through the service, with a progress bar and a summary.

    meeple match --target HOST:PORT --game GAME --players 4 \\
        --bots search,greedy,random,random --matches 200 --parallel 8 --seed 1 --out results.json

Without ``--target`` an embedded server runs on a temporary SQLite file. Matches run in
``--parallel`` worker processes, each a plain API client; bots rotate seats match by match.
"""

from __future__ import annotations

import argparse
import csv
import json
import multiprocessing
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from clients import command_args
from clients.api import Client
from clients.bots import bot_names
from clients.command_args import float_above, int_at_least
from clients.command_errors import UsageError
from clients.headless import MatchResult, MatchSpec, play_match, seating, summarise

FORMATS = ("json", "csv")
GAME_ARGUMENT = "game"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--target", help="HOST:PORT of a server; default: an embedded one")
    parser.add_argument("--game", required=True, help=f"the game: {command_args.game_names_text()}")
    parser.add_argument("--players", type=int, default=2, help="seats per table")
    parser.add_argument(
        "--bots",
        default="random",
        help=f"comma-separated bot per seat ({', '.join(bot_names())}); one name fills all seats",
    )
    parser.add_argument("--matches", type=int_at_least(1), default=10, help="matches to play")
    parser.add_argument("--parallel", type=int_at_least(1), default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first match")
    parser.add_argument("--out", type=Path, help="write results to FILE (.json or .csv)")
    parser.add_argument("--format", choices=FORMATS, help="the --out format (default: its suffix)")
    parser.add_argument(
        "--search-seconds", type=float_above(0), default=1.0, help="search bot: time per move"
    )
    parser.add_argument(
        "--search-iterations",
        type=int_at_least(1),
        help="search bot: iterations per move (overrides time)",
    )
    command_args.add_option_flag(parser)


def parse_bots(text: str, players: int) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise UsageError(
            f"--bots names {len(names)} bots for {players} players",
            "give one bot per seat, or one name for every seat",
        )
    for name in names:
        if name not in bot_names():
            raise UsageError(f"no bot {name!r}", f"choose among {', '.join(bot_names())}")
    return names


def output_format(args: argparse.Namespace) -> str | None:
    """The --out format, checked before any match is played."""
    if args.out is None:
        if args.format:
            raise UsageError("--format needs --out FILE", "add --out results.json")
        return None
    fmt: str = args.format or args.out.suffix.lstrip(".").lower()
    if fmt not in FORMATS:
        raise UsageError(
            f"--out {args.out}: no output format {fmt or '(no suffix)'!r}",
            "name the file .json or .csv, or add --format json|csv",
        )
    command_args.writable_file(args.out, "--out")
    return fmt


def check_server(target: str, game: str, players: int, options: dict[str, str]) -> None:
    """The server answers, hosts the game and accepts the options (its ListGames)."""
    with Client(target) as client:
        listed = {g.name.removeprefix("games/"): g for g in client.list_games()}
    found = listed.get(game)
    if found is None:
        raise UsageError(
            f"the server at {target} hosts no game {game!r}",
            f"it hosts {', '.join(listed) or 'none'}",
        )
    command_args.check_listed(found, players, options, "match --game")


def run(args: argparse.Namespace) -> int:
    game = command_args.game(args.game, "match")
    options = command_args.option_pairs(args.option)
    command_args.check_table(game, args.players, options, "match --game")
    bots = parse_bots(args.bots, args.players)
    fmt = output_format(args)
    specs = [
        MatchSpec(
            index=index,
            game=game.name,
            seats=seating(bots, index),
            seed=args.seed * 100_003 + index,
            options=options,
            search_seconds=None if args.search_iterations else args.search_seconds,
            search_iterations=args.search_iterations,
        )
        for index in range(args.matches)
    ]
    console = Console(stderr=True)
    with ExitStack() as stack:
        target = args.target
        if not target:
            from clients.embedded import embedded_server

            console.print("starting an embedded server on a temporary SQLite file")
            target = stack.enter_context(embedded_server())
        check_server(target, game.name, args.players, options)
        began = time.perf_counter()
        results = run_matches(target, specs, args.parallel, console)
        wall = time.perf_counter() - began
    report = build_report(args, bots, target if args.target else "embedded", results, wall)
    print_summary(console, report)
    if args.out and fmt:
        write_report(args.out, fmt, report)
        console.print(f"wrote {args.out}")
    return 0


def run_matches(
    target: str, specs: Sequence[MatchSpec], parallel: int, console: Console
) -> list[MatchResult]:
    results: list[MatchResult] = []
    progress = Progress(
        TextColumn("[bold]matches"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
    )
    context = multiprocessing.get_context("spawn")
    with progress, ProcessPoolExecutor(max_workers=parallel, mp_context=context) as pool:
        task = progress.add_task("matches", total=len(specs))
        futures: list[Future[MatchResult]] = [
            pool.submit(play_match, target, spec) for spec in specs
        ]
        for future in as_completed(futures):
            results.append(future.result())
            progress.advance(task)
    return sorted(results, key=lambda r: r.index)


def build_report(
    args: argparse.Namespace,
    bots: list[str],
    target: str,
    results: list[MatchResult],
    wall: float,
) -> dict[str, Any]:
    decisions = [r.decisions for r in results]
    return {
        "game": args.game,
        "players": args.players,
        "bots": bots,
        "matches": len(results),
        "parallel": args.parallel,
        "seed": args.seed,
        "target": target,
        "wall_seconds": round(wall, 3),
        "mean_game_length": statistics.fmean(decisions) if decisions else 0.0,
        "actions_per_second": (sum(decisions) / wall) if wall > 0 else 0.0,
        "summary": [
            {
                "bot": s.bot,
                "seat_games": s.seat_games,
                "wins": s.wins,
                "win_rate": s.win_rate,
                "mean_score": s.mean_score,
                "score_stdev": s.score_stdev,
            }
            for s in summarise(bots, results)
        ],
        "results": [r.as_dict() for r in results],
    }


def print_summary(console: Console, report: dict[str, Any]) -> None:
    table = Table(
        title=f"{report['game']}, {report['players']} players, {report['matches']} matches"
    )
    for column in ("bot", "seat-games", "win rate", "mean score", "score sd"):
        table.add_column(column, justify="left" if column == "bot" else "right")
    for row in report["summary"]:
        table.add_row(
            row["bot"],
            str(row["seat_games"]),
            f"{row['win_rate']:.1%}",
            f"{row['mean_score']:.1f}",
            f"{row['score_stdev']:.1f}",
        )
    console.print(table)
    console.print(
        f"mean game length {report['mean_game_length']:.1f} actions, "
        f"{report['actions_per_second']:.1f} actions/s over {report['wall_seconds']:.1f} s"
    )


def write_report(path: Path, fmt: str, report: dict[str, Any]) -> None:
    if fmt == "csv":
        with path.open("w", newline="") as handle:
            writer = csv.writer(handle)
            players = report["players"]
            writer.writerow(
                ["match", "table", "decisions", "seconds"]
                + [f"bot_{s}" for s in range(players)]
                + [f"score_{s}" for s in range(players)]
                + [f"rank_{s}" for s in range(players)]
            )
            for r in report["results"]:
                writer.writerow(
                    [r["index"], r["table"], r["decisions"], round(r["seconds"], 3)]
                    + r["seats"]
                    + r["scores"]
                    + r["ranks"]
                )
        return
    path.write_text(json.dumps(report, indent=2))
