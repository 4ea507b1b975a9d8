"""One round trip per move: SubmitAction and WatchTable carry the deciding seat's legal actions
on request (``include_decision``), only to that seat, exactly as ListLegalActions would list
them, so that a player never needs ListLegalActions after a move."""

from __future__ import annotations

import random
import time

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from tests.service.harness import Client, Seated, expect_error, new_request_id, open_table
from tests.service.test_watch import Watcher


def listed(player: Client, name: str) -> pb.ListLegalActionsResponse:
    response: pb.ListLegalActionsResponse = player.ListLegalActions(
        pb.ListLegalActionsRequest(table=name)
    )
    return response


def act(
    player: Client, name: str, decision: pb.Decision, rng: random.Random
) -> pb.SubmitActionResponse:
    """A random one of the decision's actions, asking for the next decision."""
    response: pb.SubmitActionResponse = player.SubmitAction(
        pb.SubmitActionRequest(
            table=name,
            action=rng.choice(decision.legal_actions),
            expected_version=decision.version,
            request_id=new_request_id(),
            include_decision=True,
        )
    )
    return response


def assert_same(decision: pb.Decision, legal: pb.ListLegalActionsResponse) -> None:
    assert decision.version == legal.version
    assert decision.seat == legal.seat == legal.current_seat
    assert decision.pending_decision == legal.pending_decision
    assert list(decision.legal_actions) == list(legal.actions)
    assert decision.legal_actions


def first_decision(table: Seated) -> tuple[int, pb.Decision]:
    view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    seat = view.current_seat
    legal = listed(table.players[seat], table.name)
    return seat, pb.Decision(
        version=legal.version,
        seat=seat,
        pending_decision=legal.pending_decision,
        legal_actions=legal.actions,
    )


@pytest.mark.parametrize("game", ["carcassonne", "burgundy", "secret"])
def test_submit_response_carries_the_callers_next_decision(target: str, game: str) -> None:
    table = open_table(target, game, 2)
    rng = random.Random(7)
    seat, decision = first_decision(table)
    carried = 0
    for _ in range(40):
        player = table.players[seat]
        response = act(player, table.name, decision, rng)
        legal = listed(player, table.name)
        if response.HasField("decision"):
            # the caller decides again: exactly what ListLegalActions lists now
            assert_same(response.decision, legal)
            assert response.view.current_seat == seat
            decision = response.decision
            carried += 1
            continue
        # unset only when the caller has nothing to decide
        assert not legal.actions
        if response.view.state != pb.Table.STATE_ACTIVE:
            break
        seat, decision = first_decision(table)
    if game != "secret":
        assert carried, "both games have turns of several decisions by one seat"


def test_without_the_flag_no_decision_is_sent(target: str) -> None:
    table = open_table(target, "carcassonne", 2)
    seat, decision = first_decision(table)
    response = table.players[seat].SubmitAction(
        pb.SubmitActionRequest(
            table=table.name, action=decision.legal_actions[0], request_id=new_request_id()
        )
    )
    assert response.view.current_seat == seat  # a tile placed: the same seat decides on
    assert not response.HasField("decision")


def test_a_retry_gets_the_first_response_with_its_decision(target: str) -> None:
    table = open_table(target, "carcassonne", 2)
    seat, decision = first_decision(table)
    request = pb.SubmitActionRequest(
        table=table.name,
        action=decision.legal_actions[0],
        expected_version=decision.version,
        request_id=new_request_id(),
        include_decision=True,
    )
    first = table.players[seat].SubmitAction(request)
    again = table.players[seat].SubmitAction(request)
    assert first.HasField("decision")
    assert again == first


@pytest.mark.parametrize("decisions_only", [False, True])
def test_watch_decisions_play_a_whole_game_without_list_legal_actions(
    target: str, decisions_only: bool
) -> None:
    """Each seat follows its own stream; the decisions in the streams and in the responses
    are all a player needs, and each seat only ever sees its own. With decisions_only the
    streams carry nothing else but the end."""
    table = open_table(target, "carcassonne", 2)
    watchers = [
        Watcher(
            p, table.name, include_decision=True, include_view=True, decisions_only=decisions_only
        )
        for p in table.players
    ]
    spectator = Watcher(table.spectator, table.name)
    rng = random.Random(3)
    pending: dict[int, pb.Decision] = {}
    seen: list[list[pb.WatchTableResponse]] = [[], []]

    def decision_for(seat: int, version: int) -> pb.Decision:
        if seat in pending and pending[seat].version == version:
            return pending.pop(seat)
        while True:
            message = watchers[seat].next()
            seen[seat].append(message)
            if message.HasField("decision") and message.decision.version == version:
                if message.HasField("event"):
                    assert message.view.version == version
                    assert message.view.viewer_seat == seat
                return message.decision

    first = [w.next() for w in watchers]
    for seat, message in enumerate(first):
        seen[seat].append(message)
        if message.HasField("decision"):
            pending[seat] = message.decision
    view = first[0].snapshot
    actions = 0
    while view.state == pb.Table.STATE_ACTIVE:
        seat = view.current_seat
        decision = decision_for(seat, view.version)
        response = act(table.players[seat], table.name, decision, rng)
        actions += 1
        if response.HasField("decision"):
            pending[seat] = response.decision
        view = response.view
    assert view.state == pb.Table.STATE_FINISHED and actions > 50
    time.sleep(0.5)
    for seat in (0, 1):
        watchers[seat].cancel()
        seen[seat].extend(watchers[seat].drain())
        decided = [m for m in seen[seat] if m.HasField("decision")]
        assert decided and all(m.decision.seat == seat for m in decided)
        events = [m for m in seen[seat] if m.HasField("event")]
        assert [e.event.version for e in events] == sorted({e.event.version for e in events})
        if decisions_only:
            assert all(m.HasField("decision") for m in events[:-1])
            assert events[-1].event.action_applied.HasField("outcome")
        else:
            assert len(events) >= actions
    spectator.cancel()
    assert all(not m.HasField("decision") for m in spectator.drain())


def test_only_a_seat_may_ask_for_decisions(target: str) -> None:
    table = open_table(target, "carcassonne", 2, public=True)
    anonymous = Client(target)
    for client, code in (
        (table.spectator, grpc.StatusCode.PERMISSION_DENIED),
        (table.host, grpc.StatusCode.PERMISSION_DENIED),
        (anonymous, grpc.StatusCode.UNAUTHENTICATED),
    ):
        call = client.stub.WatchTable(
            pb.WatchTableRequest(table=table.name, include_decision=True),
            metadata=client.metadata(),
        )
        reason = expect_error(lambda call=call: next(iter(call)), code)
        assert reason in ("SEAT_CREDENTIAL_REQUIRED", "CREDENTIAL_MISSING")
    anonymous.close()


def test_the_snapshot_carries_the_decision_of_the_seat_to_act(target: str) -> None:
    table = open_table(target, "burgundy", 2)
    seat, decision = first_decision(table)
    own = Watcher(table.players[seat], table.name, include_decision=True)
    other = Watcher(table.players[1 - seat], table.name, include_decision=True)
    mine, theirs = own.next(), other.next()
    assert mine.snapshot.version == decision.version
    assert mine.decision == decision
    assert not theirs.HasField("decision")
    own.cancel()
    other.cancel()


def test_decision_options_need_include_decision(target: str) -> None:
    table = open_table(target, "carcassonne", 2)
    player = table.players[0]
    for request in (
        pb.WatchTableRequest(table=table.name, include_view=True),
        pb.WatchTableRequest(table=table.name, decisions_only=True),
    ):
        call = player.stub.WatchTable(request, metadata=player.metadata())
        expect_error(
            lambda call=call: next(iter(call)), grpc.StatusCode.INVALID_ARGUMENT, "INVALID_FIELD"
        )
