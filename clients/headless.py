"""Headless matches through the public API: each bot holds its own seat credential and plays
with the same calls as any client, one round trip per move (:meth:`TableSession.play`: its
decisions come in the replies to its moves and on its own WatchTable stream, never from a
ListLegalActions call)."""

from __future__ import annotations

import random
import statistics
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from meeple.v1 import game_service_pb2 as pb

from clients.api import Client, LegalActions, TableSession
from clients.api.common import unpack_view
from clients.bots import make_bot
from clients.bots.base import Bot
from clients.bots.determinize import state_from_view
from engines import registry


@dataclass(frozen=True, slots=True)
class MatchSpec:
    index: int
    game: str
    #: bot name per seat (already rotated for this match)
    seats: tuple[str, ...]
    seed: int
    options: Mapping[str, str] = field(default_factory=dict)
    search_seconds: float | None = 1.0
    search_iterations: int | None = None


@dataclass(frozen=True, slots=True)
class MatchResult:
    index: int
    table: str
    seats: list[str]
    scores: list[int]
    ranks: list[int]
    decisions: int
    seconds: float

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def seating(bots: Sequence[str], index: int) -> tuple[str, ...]:
    """Bots rotate one seat per match, so every bot sits in every seat equally often."""
    shift = index % len(bots)
    return tuple(bots[shift:]) + tuple(bots[:shift])


def decider(bot: Bot, session: TableSession, rng: random.Random) -> Callable[[LegalActions], Any]:
    """The bot's decisions, as the game's Action messages, from what its seat may see: the
    legal actions, and the seat's view for bots that decide from a state."""
    game = session.game

    def decide(turn: LegalActions) -> Any:
        if not turn.actions:
            raise RuntimeError("asked to decide without a legal action")
        if not bot.needs_state:
            return bot.choose_among(turn.actions)
        view = unpack_view(game, turn.view) if turn.view is not None else session.game_view()
        assert view is not None and session.seat is not None
        state = state_from_view(game, view, rng)
        return game.action_to_proto(bot.choose(state, session.seat))

    return decide


def play_match(target: str, spec: MatchSpec) -> MatchResult:
    """Create a table, seat one bot per seat, play it to the end through ``target``."""
    game = registry.get_game(spec.game)
    began = time.perf_counter()
    with Client(target) as client:
        created = client.create_table(
            spec.game,
            len(spec.seats),
            options=spec.options,
            auto_start=True,
            display_name=f"match {spec.index}",
        )
        sessions = [
            client.join(created.invite_link, f"{name}-{seat}", seat=seat)
            for seat, name in enumerate(spec.seats)
        ]
        bots = [
            make_bot(
                name,
                game,
                seed=spec.seed * 1_000 + seat,
                seconds=spec.search_seconds,
                iterations=spec.search_iterations,
            )
            for seat, name in enumerate(spec.seats)
        ]
        # every seat plays on its own thread, as separate players would
        moves = [0] * len(sessions)
        failures: list[BaseException] = []

        def play_seat(seat: int) -> None:
            session, bot = sessions[seat], bots[seat]
            rng = random.Random(spec.seed * 7 + seat)
            try:
                moves[seat] = session.play(decider(bot, session, rng), include_view=bot.needs_state)
            except BaseException as error:  # surfaced below
                failures.append(error)

        threads = [threading.Thread(target=play_seat, args=(s,)) for s in range(len(sessions))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        if failures:
            raise failures[0]
        decisions = sum(moves)
        view = sessions[0].view()
        if view.state != pb.Table.STATE_FINISHED:
            raise RuntimeError(f"match {spec.index} ended in state {view.state}")
        return MatchResult(
            index=spec.index,
            table=created.name,
            seats=list(spec.seats),
            scores=list(view.outcome.scores),
            ranks=list(view.outcome.ranks),
            decisions=decisions,
            seconds=time.perf_counter() - began,
        )


@dataclass(frozen=True, slots=True)
class BotSummary:
    bot: str
    seat_games: int
    wins: float
    win_rate: float
    mean_score: float
    score_stdev: float


def summarise(bots: Sequence[str], results: Sequence[MatchResult]) -> list[BotSummary]:
    """Per distinct bot name: win rate per seat-game (shared wins split), score mean and
    spread."""
    out = []
    for name in dict.fromkeys(bots):
        scores: list[int] = []
        wins = 0.0
        for result in results:
            winners = [s for s, rank in enumerate(result.ranks) if rank == 1]
            for seat, bot in enumerate(result.seats):
                if bot != name:
                    continue
                scores.append(result.scores[seat])
                if seat in winners:
                    wins += 1.0 / len(winners)
        games = len(scores)
        out.append(
            BotSummary(
                bot=name,
                seat_games=games,
                wins=wins,
                win_rate=wins / games if games else 0.0,
                mean_score=statistics.fmean(scores) if scores else 0.0,
                score_stdev=statistics.pstdev(scores) if len(scores) > 1 else 0.0,
            )
        )
    return out
