"""The decisions of a game record to review: every action a person took that stands (an action
later taken back is not reviewed), with the position before it. A record of bots alone has
no person's decision; then every seat's decisions are reviewed."""

from __future__ import annotations

from typing import Any

from clients.api.common import game_for, unpack
from clients.api.fairness import Evidence
from clients.record import frames
from clients.review.engine import Decision, Entry, Reviewer, SeatSummary, summarize
from engines.contract import Game


def decisions_of(
    evidence: Evidence, game: Game[Any, Any, Any, Any] | None = None
) -> list[Decision]:
    engine = game or game_for(evidence.table.game)
    persons: list[Decision] = []
    everyone: list[Decision] = []
    before = None
    for frame in frames(evidence, engine):
        event = frame.event
        kind = None if event is None else event.WhichOneof("kind")
        if event is not None and kind == "action_applied" and before is not None:
            applied = event.action_applied
            action = engine.action_from_proto(unpack(applied.action, engine.action_type))
            decision = Decision(frame.step, event.version, applied.seat, before, action)
            everyone.append(decision)
            if not applied.by_bot:
                persons.append(decision)
        elif event is not None and kind == "action_undone":
            seat = event.action_undone.seat
            for chosen in (persons, everyone):
                for index in range(len(chosen) - 1, -1, -1):
                    if chosen[index].seat == seat:
                        del chosen[index]
                        break
        before = frame.state.clone()
    return persons or everyone


def review_record(
    evidence: Evidence, seed: int = 0, rounds: int | None = None
) -> tuple[list[Entry], list[SeatSummary]]:
    """The review of a record: its entries and each seat's summary."""
    game = game_for(evidence.table.game)
    reviewer = Reviewer(game, seed) if rounds is None else Reviewer(game, seed, rounds)
    entries = reviewer.review_all(decisions_of(evidence, game))
    return entries, summarize(entries, len(evidence.table.seats))
