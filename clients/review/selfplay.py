"""A game played in-process and written as the service records it (a game record's
:class:`~clients.api.fairness.Evidence`), for reviews of seeded games in tests and benchmarks.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from google.protobuf import any_pb2
from google.protobuf.message import Message
from meeple.v1 import chance_pb2
from meeple.v1 import game_service_pb2 as pb

from clients.api.fairness import Evidence
from clients.bots.base import AnyGame, AnyState
from engines.chance import ChanceSource, SeededChance
from engines.contract import Step, act, settle

#: chooses the action of ``seat`` in a state (a bot's ``choose``, or a script)
Chooser = Callable[[AnyState, int], Hashable]


def _pack(message: Message) -> any_pb2.Any:
    packed = any_pb2.Any()
    packed.Pack(message)
    return packed


def _outcomes(step: Step) -> list[chance_pb2.ChanceOutcome]:
    return [chance_pb2.ChanceOutcome(kind=o.kind, value=o.value) for o in step.outcomes]


def play_record(
    game: AnyGame,
    choosers: Sequence[Chooser],
    seed: int,
    options: dict[str, str] | None = None,
    *,
    chance: ChanceSource | None = None,
    bots: Sequence[bool] = (),
    max_decisions: int | None = None,
) -> Evidence:
    """A game where ``choosers[seat]`` decides for each seat, recorded as the service records
    it; ``bots[seat]`` marks a seat's actions as a bot's. It stops at the end, or after
    ``max_decisions``."""
    players = len(choosers)
    source: Any = chance or SeededChance(seed)
    state = game.new_game(players, options or {})
    setup = settle(state, source)
    table = pb.Table(name="tables/selfplay", game=f"games/{game.name}", options=options or {})
    for index in range(players):
        table.seats.add(index=index)
    events = [
        pb.TableEvent(
            version=players + 1,
            table_started=pb.TableStarted(game_events=[_pack(e) for e in setup.events]),
            chance_outcomes=_outcomes(setup),
        )
    ]
    decisions = 0
    while not state.is_terminal() and (max_decisions is None or decisions < max_decisions):
        seat = state.current_seat()
        assert seat is not None
        action = choosers[seat](state.clone(), seat)
        step = act(state, seat, action, source)
        version = events[-1].version + 1
        events.append(
            pb.TableEvent(
                version=version,
                action_applied=pb.ActionApplied(
                    seat=seat,
                    action=_pack(game.action_to_proto(action)),
                    game_events=[_pack(e) for e in step.events],
                    by_bot=seat < len(bots) and bots[seat],
                ),
                chance_outcomes=_outcomes(step),
            )
        )
        decisions += 1
    if state.is_terminal():
        table.state = pb.Table.STATE_FINISHED
        table.outcome.scores.extend(state.scores())
    else:
        table.state = pb.Table.STATE_ACTIVE
    return Evidence(table, events)
