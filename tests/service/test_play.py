"""Complete games of every hosted game through the service, by seats on separate channels, with
a spectator; replay from the history; idempotent retries; concurrent submits."""

from __future__ import annotations

import random
from typing import Any

import grpc
import pytest
from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb

from engines.chance import ChanceOutcome
from engines.contract import Game, replay
from tests.service.conftest import game_ids
from tests.service.harness import (
    ADMIN,
    Client,
    expect_error,
    hosted_test_games,
    new_request_id,
    open_table,
    play_to_end,
)

GAMES = hosted_test_games()


def all_events(client: Client, name: str, page_size: int = 50) -> list[pb.TableEvent]:
    events: list[pb.TableEvent] = []
    token = ""
    while True:
        page = client.ListEvents(
            pb.ListEventsRequest(table=name, page_size=page_size, page_token=token)
        )
        events.extend(page.events)
        token = page.next_page_token
        if not token:
            return events


def unpack(game: Game[Any, Any, Any, Any], packed: Any, kind: str) -> Message:
    message: Message = getattr(game, kind)()
    assert packed.Unpack(message)
    return message


@pytest.mark.parametrize("game_id", game_ids())
def test_complete_game_through_the_service(target: str, game_id: str) -> None:
    game = GAMES[game_id]
    seats = game.min_players + (1 if game.max_players > game.min_players else 0)
    table = open_table(target, game_id, seats, admin=True)  # the admin reads its chance
    turns = play_to_end(table, seed=7)
    assert turns > 0
    final = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
    assert final.state == pb.Table.STATE_FINISHED
    assert len(final.outcome.scores) == seats and 1 in final.outcome.ranks

    # the history has one entry per version: joins, the start, then one per action
    events = all_events(table.spectator, table.name)
    assert [e.version for e in events] == list(range(1, final.version + 1))
    actions = [e.action_applied for e in events if e.HasField("action_applied")]
    assert len(actions) == turns
    assert actions[-1].outcome == final.outcome

    # deterministic replay: the admin history carries the realised chance outcomes, and once
    # the game is over (its seed revealed) every reader's history carries the same ones
    admin_events = all_events(Client(target, ADMIN), table.name, page_size=1000)
    assert [e.chance_outcomes for e in events] == [e.chance_outcomes for e in admin_events]
    assert any(e.chance_outcomes for e in events)
    outcomes = [ChanceOutcome(o.kind, o.value) for e in admin_events for o in e.chance_outcomes]
    moves = [
        (a.seat, game.action_from_proto(unpack(game, a.action, "action_type"))) for a in actions
    ]
    replayed = replay(game, seats, dict(final.options), outcomes, moves)
    result = replayed.outcome()
    assert result is not None
    assert list(final.outcome.scores) == list(result.scores)
    assert list(final.outcome.ranks) == list(result.ranks)

    # every viewer gets exactly the engine's view for it
    for seat, player in enumerate(table.players):
        view = player.GetView(pb.GetViewRequest(table=table.name)).view
        assert view.viewer_seat == seat and view.state == pb.Table.STATE_FINISHED
        assert unpack(game, view.game_view, "view_type") == replayed.view(seat)
    spectator_view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    assert not spectator_view.HasField("viewer_seat")
    assert unpack(game, spectator_view.game_view, "view_type") == replayed.view(None)
    assert spectator_view.outcome == final.outcome
    table.close()


def test_submit_response_carries_version_event_and_view(target: str) -> None:
    table = open_table(target, "secret", 2)
    before = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    player = table.players[before.current_seat]
    legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
    assert legal.seat == before.current_seat and legal.version == before.version
    other = table.players[1 - before.current_seat]
    idle = other.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
    assert list(idle.actions) == [] and idle.current_seat == before.current_seat
    response = player.SubmitAction(
        pb.SubmitActionRequest(table=table.name, action=legal.actions[0])
    )
    assert response.version == before.version + 1
    assert response.event.version == response.version
    assert response.event.action_applied.seat == before.current_seat
    assert response.view.version == response.version
    assert response.view.viewer_seat == before.current_seat
    assert response.etag == response.view.etag != before.etag


def test_validate_action_is_a_dry_run_with_submit_errors(target: str) -> None:
    table = open_table(target, "secret", 2)
    view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    mover = table.players[view.current_seat]
    waiting = table.players[1 - view.current_seat]
    legal = mover.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
    checked = mover.ValidateAction(
        pb.ValidateActionRequest(table=table.name, action=legal.actions[0])
    )
    assert checked.version == view.version
    assert (
        table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table.version == view.version
    )
    for call in ("ValidateAction", "SubmitAction"):
        request_type = getattr(pb, f"{call}Request")
        expect_error(
            lambda call=call, request_type=request_type: getattr(waiting, call)(
                request_type(table=table.name, action=legal.actions[0])
            ),
            grpc.StatusCode.FAILED_PRECONDITION,
            "NOT_YOUR_TURN",
        )
        expect_error(
            lambda call=call, request_type=request_type: getattr(mover, call)(
                request_type(table=table.name, action=legal.actions[0], expected_version=0)
            ),
            grpc.StatusCode.ABORTED,
            "VERSION_MISMATCH",
        )
    after = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    assert after == view


def test_a_retry_with_the_same_request_id_applies_nothing_twice(target: str) -> None:
    table = open_table(target, "secret", 2)
    view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    mover = table.players[view.current_seat]
    legal = mover.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
    request = pb.SubmitActionRequest(
        table=table.name, action=legal.actions[0], request_id=new_request_id()
    )
    first = mover.SubmitAction(request)
    again = mover.SubmitAction(request)
    assert again == first
    assert table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table.version == (
        first.version
    )
    assert len(all_events(table.spectator, table.name)) == first.version
    reused = pb.SubmitActionRequest()
    reused.CopyFrom(request)
    reused.expected_version = first.version
    expect_error(
        lambda: mover.SubmitAction(reused), grpc.StatusCode.INVALID_ARGUMENT, "REQUEST_ID_REUSED"
    )


@pytest.mark.parametrize("same_action", [True, False])
def test_two_submits_for_the_same_turn_exactly_one_wins(target: str, same_action: bool) -> None:
    rng = random.Random(3)
    for _ in range(5):
        table = open_table(target, "secret", 2)
        view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
        mover = table.players[view.current_seat]
        legal = mover.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
        first = legal.actions[0]
        second = first if same_action else legal.actions[rng.randrange(len(legal.actions))]
        # the same seat on two channels, both sent before either answers
        twin = Client(target, mover.token)
        calls = [
            client.stub.SubmitAction.future(
                pb.SubmitActionRequest(
                    table=table.name, action=action, request_id=new_request_id()
                ),
                metadata=client.metadata(),
            )
            for client, action in ((mover, first), (twin, second))
        ]
        outcomes = []
        for call in calls:
            try:
                call.result()
                outcomes.append(grpc.StatusCode.OK)
            except grpc.RpcError as error:
                outcomes.append(error.code())
        assert outcomes.count(grpc.StatusCode.OK) == 1, outcomes
        loser = next(code for code in outcomes if code != grpc.StatusCode.OK)
        assert loser in (grpc.StatusCode.ABORTED, grpc.StatusCode.FAILED_PRECONDITION)
        final = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
        assert final.version == view.version + 1
        twin.close()
        table.close()


def test_a_retry_racing_its_original_gets_the_same_answer(target: str) -> None:
    for _ in range(5):
        table = open_table(target, "secret", 2)
        view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
        mover = table.players[view.current_seat]
        legal = mover.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
        request = pb.SubmitActionRequest(
            table=table.name,
            action=legal.actions[0],
            expected_version=legal.version,
            request_id=new_request_id(),
        )
        twin = Client(target, mover.token)
        calls = [c.stub.SubmitAction.future(request, metadata=c.metadata()) for c in (mover, twin)]
        first, second = (call.result() for call in calls)
        assert first == second
        final = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
        assert final.version == legal.version + 1
        twin.close()
        table.close()
