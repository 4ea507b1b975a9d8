"""Helpers of the seat tests: tables with bots, waiting for the service's own moves, and the
offline recomputation of every bot move from the stored history."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from meeple.v1 import game_service_pb2 as pb

from engines.chance import ScriptedChance
from engines.contract import Game, act, settle
from service.model import TableMeta, decode_outcomes
from service.seating.decide import bot_seed, decide_with
from service.seating.levels import make_level
from service.store.base import Store
from tests.service.harness import Client, new_request_id

BOT = pb.Seat.PLAYER_BOT


def wait_for(check: Callable[[], Any], timeout: float = 60.0) -> Any:
    """Poll ``check`` until it returns something truthy (the service's bots act on their own,
    so tests wait for an observable state, never for a fixed time)."""
    deadline = time.monotonic() + timeout
    while True:
        found = check()
        if found:
            return found
        if time.monotonic() > deadline:
            raise AssertionError("the service never got there")
        time.sleep(0.02)


def create(
    target: str,
    game: str,
    seats: int,
    bots: dict[int, tuple[str, int]],
    options: dict[str, str] | None = None,
    auto_start: bool = False,
) -> pb.CreateTableResponse:
    request = pb.CreateTableRequest(
        game=f"games/{game}",
        seat_count=seats,
        options=options or {},
        auto_start=auto_start,
        request_id=new_request_id(),
    )
    for seat, (kind, level) in bots.items():
        request.bot_seats[seat].CopyFrom(pb.BotSpec(kind=kind, level=level))
    response: pb.CreateTableResponse = Client(target).CreateTable(request)
    return response


def join(target: str, created: pb.CreateTableResponse, seat: int, name: str = "ann") -> Client:
    player = Client(target)
    joined = player.JoinTable(
        pb.JoinTableRequest(
            table=created.table.name,
            invite_token=created.invite_token,
            display_name=name,
            seat=seat,
            request_id=new_request_id(),
        )
    )
    player.token = joined.seat_credential
    return player


def view(client: Client, table: str) -> pb.TableView:
    result: pb.TableView = client.GetView(pb.GetViewRequest(table=table)).view
    return result


def my_turn_or_over(client: Client, table: str, seat: int) -> pb.TableView | None:
    current = view(client, table)
    if current.state != pb.Table.STATE_ACTIVE or current.current_seat == seat:
        return current
    return None


def play_first_legal(client: Client, table: str) -> pb.SubmitActionResponse:
    legal = client.ListLegalActions(pb.ListLegalActionsRequest(table=table))
    response: pb.SubmitActionResponse = client.SubmitAction(
        pb.SubmitActionRequest(
            table=table,
            action=legal.actions[0],
            expected_version=legal.version,
            request_id=new_request_id(),
        )
    )
    return response


async def recompute_bot_moves(store: Store, game: Game[Any, Any, Any, Any], table_id: str) -> int:
    """Replay a table's stored history and check that every bot move is the one the bot makes
    again from the same seed and position; returns how many bot moves were checked."""
    record = await store.get_table(table_id)
    assert record is not None
    meta = TableMeta.decode(record.metadata)
    entries = await store.read_entries(table_id, 0)
    state = game.new_game(len(meta.table.seats), dict(meta.table.options))
    checked = 0
    for entry in entries:
        event = pb.TableEvent()
        event.ParseFromString(entry.payload)
        chance = ScriptedChance.from_outcomes(decode_outcomes(entry.chance))
        if entry.kind == "start":
            settle(state, chance)
            continue
        if entry.kind != "action":
            continue
        applied = event.action_applied
        seat = meta.table.seats[applied.seat]
        if seat.player == BOT and not entry.request_id:  # the service's move, not a person's
            level = make_level(seat.bot.kind, seat.bot.level)
            assert level is not None
            again = decide_with(
                game,
                state.to_proto().SerializeToString(),
                applied.seat,
                level.kind,
                level.iterations,
                bot_seed(record.secret, entry.version - 1, applied.seat),
            )
            recorded = game.action_type()
            applied.action.Unpack(recorded)
            assert again == recorded.SerializeToString(deterministic=True), entry.version
            checked += 1
        message = game.action_type()
        applied.action.Unpack(message)
        act(state, applied.seat, game.action_from_proto(message), chance)
    return checked
