"""Leaving and coming back: LeaveTable during a game hands the seat to a bot (on_leave=bot, the
default), the player reclaims it with the seat credential, the host replaces an absent player
with a bot for good or frees the seat for a new person through a fresh invite, and the host can
still end the game."""

from __future__ import annotations

import grpc
from meeple.v1 import game_service_pb2 as pb

from service.seating.control import end_turns, return_to_person
from service.security import new_token
from tests.seating.support import BOT, play_first_legal, view, wait_for
from tests.service.harness import Client, expect_error, new_request_id, open_table
from tests.service.test_play import all_events

HUMAN = pb.Seat.PLAYER_HUMAN


def table_of(client: Client, name: str) -> pb.Table:
    table: pb.Table = client.GetTable(pb.GetTableRequest(name=name)).table
    return table


def test_leaving_hands_the_seat_to_a_bot_and_reclaiming_takes_it_back(target: str) -> None:
    table = open_table(target, "carcassonne", 2, options={"leave_bot": "random"})
    name, (ann, bob) = table.name, table.players
    assert view(ann, name).current_seat == 0
    left = bob.LeaveTable(pb.LeaveTableRequest(table=name, request_id=new_request_id())).table
    assert left.state == pb.Table.STATE_ACTIVE  # the game goes on
    seat = left.seats[1]
    assert (seat.state, seat.player, seat.absent) == (pb.Seat.STATE_LEFT, BOT, True)
    assert seat.bot == pb.BotSpec(kind="random")
    assert all_events(ann, name)[-1].seat_left.bot.kind == "random"
    # the absent player still reads the table, but cannot act for the bot
    version = view(bob, name).version
    legal = ann.ListLegalActions(pb.ListLegalActionsRequest(table=name))
    expect_error(
        lambda: bob.SubmitAction(pb.SubmitActionRequest(table=name, action=legal.actions[0])),
        grpc.StatusCode.FAILED_PRECONDITION,
        "SEAT_PLAYED_BY_BOT",
    )
    assert view(bob, name).version == version
    # ann plays her turn; the bot plays bob's by itself
    while view(ann, name).current_seat == 0:
        play_first_legal(ann, name)
    wait_for(lambda: view(ann, name).current_seat == 0)
    bot_moves = [
        e
        for e in all_events(ann, name)
        if e.action_applied.seat == 1 and e.HasField("action_applied")
    ]
    assert bot_moves
    # bob comes back on ann's turn: the seat is his again at once
    back = bob.ReclaimSeat(pb.ReclaimSeatRequest(table=name, request_id=new_request_id())).table
    assert (back.seats[1].player, back.seats[1].absent) == (HUMAN, False)
    assert back.seats[1].state == pb.Seat.STATE_TAKEN
    reclaimed = all_events(ann, name)[-1]
    assert reclaimed.seat_reclaimed == pb.SeatReclaimed(seat=1, after_turn=False)
    expect_error(
        lambda: bob.ReclaimSeat(pb.ReclaimSeatRequest(table=name)),
        grpc.StatusCode.FAILED_PRECONDITION,
        "SEAT_NOT_ABSENT",
    )
    while view(ann, name).current_seat == 0:
        play_first_legal(ann, name)
    before = view(ann, name).version
    play_first_legal(bob, name)  # bob plays his own turn again
    assert view(bob, name).version == before + 1


def test_a_reclaim_during_the_bots_turn_waits_for_the_turn_to_end() -> None:
    table = pb.Table(seats=[pb.Seat(index=0), pb.Seat(index=1)])
    for seat in table.seats:
        seat.player = BOT
        seat.absent = True
    return_to_person(table.seats[1], 1, current=1)  # seat 1 is in the middle of its turn
    assert (table.seats[1].player, table.seats[1].reclaiming) == (BOT, True)
    end_turns(table, current=1)  # the bot decides again for seat 1: still its turn
    assert table.seats[1].player == BOT
    end_turns(table, current=0)  # another seat must decide: the turn is over
    assert (table.seats[1].player, table.seats[1].reclaiming) == (HUMAN, False)
    return_to_person(table.seats[0], 0, current=1)  # not seat 0's turn: at once
    assert table.seats[0].player == HUMAN and not table.seats[0].absent


def test_the_host_replaces_an_absent_player_or_frees_the_seat(target: str) -> None:
    table = open_table(target, "carcassonne", 3, host_credential=new_token())
    name, (ann, bob, cat) = table.name, table.players
    host = table.host
    expect_error(  # present players are not replaced
        lambda: host.AddBot(pb.AddBotRequest(table=name, seat=1, bot=pb.BotSpec(kind="greedy"))),
        grpc.StatusCode.FAILED_PRECONDITION,
        "SEAT_NOT_ABSENT",
    )
    expect_error(
        lambda: host.FreeSeat(pb.FreeSeatRequest(table=name, seat=1)),
        grpc.StatusCode.FAILED_PRECONDITION,
        "SEAT_NOT_ABSENT",
    )
    cat.LeaveTable(pb.LeaveTableRequest(table=name))
    replaced = host.AddBot(
        pb.AddBotRequest(table=name, seat=2, bot=pb.BotSpec(kind="search", level=1))
    )
    seat = replaced.table.seats[2]
    assert (seat.player, seat.absent, seat.bot.kind) == (BOT, False, "search")
    assert all_events(ann, name)[-1].bot_seated.replaced_player
    expect_error(  # cat's credential is gone for good
        lambda: cat.GetView(pb.GetViewRequest(table=name)),
        grpc.StatusCode.NOT_FOUND,  # a private table: like an unknown one
        "TABLE_NOT_FOUND",
    )
    bob.LeaveTable(pb.LeaveTableRequest(table=name))
    free = pb.FreeSeatRequest(table=name, seat=1, request_id=new_request_id())
    first = host.FreeSeat(free)
    freed = host.FreeSeat(free)  # a retry: the same change, a fresh invite replacing the first
    assert freed.table == first.table and freed.invite_token != first.invite_token
    assert freed.table.seats[1].state == pb.Seat.STATE_EMPTY and freed.invite_token
    expect_error(  # a private table answers a revoked invite like an unknown table
        lambda: Client(target).JoinTable(
            pb.JoinTableRequest(table=name, invite_token=first.invite_token, display_name="eve")
        ),
        grpc.StatusCode.NOT_FOUND,
        "TABLE_NOT_FOUND",
    )
    assert freed.table.seats[1].player == BOT  # the bot keeps the seat warm
    # a CreateTable retry answers the first response again: its invite is the original one,
    # revoked by FreeSeat, and stays revoked (the retry mints and restores nothing)
    assert table.request is not None
    retried = Client(target).CreateTable(table.request)
    assert retried.invite_token == table.created.invite_token
    assert retried.host_credential == table.created.host_credential
    for invite in (table.created.invite_token, retried.invite_token):
        expect_error(  # the old invite stopped working
            lambda: Client(target).JoinTable(
                pb.JoinTableRequest(table=name, invite_token=invite, display_name="eve")  # noqa: B023
            ),
            grpc.StatusCode.NOT_FOUND,
            "TABLE_NOT_FOUND",
        )
    dan = Client(target)
    joined = dan.JoinTable(
        pb.JoinTableRequest(table=name, invite_token=freed.invite_token, display_name="dan")
    )
    dan.token = joined.seat_credential
    assert joined.seat == 1 and joined.table.seats[1].display_name == "dan"
    wait_for(lambda: table_of(dan, name).seats[1].player == HUMAN)
    expect_error(
        lambda: bob.GetView(pb.GetViewRequest(table=name)),
        grpc.StatusCode.NOT_FOUND,  # a private table: like an unknown one
        "TABLE_NOT_FOUND",
    )
    # the host can still end the game for everyone
    expect_error(
        lambda: ann.AbandonTable(pb.AbandonTableRequest(table=name)),
        grpc.StatusCode.PERMISSION_DENIED,
        "HOST_CREDENTIAL_REQUIRED",
    )
    legal = ann.ListLegalActions(pb.ListLegalActionsRequest(table=name))
    ended = host.AbandonTable(pb.AbandonTableRequest(table=name)).table
    assert ended.state == pb.Table.STATE_ABANDONED
    last = all_events(ann, name)[-1]
    assert last.HasField("table_abandoned") and last.fairness.server_secret  # seed revealed
    if legal.actions:
        expect_error(
            lambda: ann.SubmitAction(pb.SubmitActionRequest(table=name, action=legal.actions[0])),
            grpc.StatusCode.FAILED_PRECONDITION,
            "TABLE_NOT_ACTIVE",
        )
    assert not ann.ListLegalActions(pb.ListLegalActionsRequest(table=name)).actions
