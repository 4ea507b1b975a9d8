"""Nothing in the service assumes one process: two ``meeple serve`` processes share one SQLite
file, the seats of one table play through different processes, and conflicting submits sent to
both at once are decided by the database (exactly one wins)."""

from __future__ import annotations

import random
from pathlib import Path

import grpc
from meeple.v1 import game_service_pb2 as pb

from tests.service.harness import Client, ServerProcess, new_request_id, open_table
from tests.service.test_restart import rebind


def test_two_processes_share_one_database(tmp_path: Path) -> None:
    database = tmp_path / "shared.db"
    first = ServerProcess(database, tmp_path / "first.log").start()
    second = ServerProcess(database, tmp_path / "second.log").start()
    try:
        table = open_table(first.target, "carcassonne", 2)
        other = rebind(table, second.target)
        servers = [table, other]  # seat s plays through process s
        rng = random.Random(4)
        turns = 0
        while True:
            view = servers[turns % 2].spectator.GetView(pb.GetViewRequest(table=table.name)).view
            if view.state != pb.Table.STATE_ACTIVE:
                break
            seat = view.current_seat
            player = servers[seat].players[seat]
            legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
            assert legal.version == view.version  # each process sees the other's commits
            action = legal.actions[rng.randrange(len(legal.actions))]
            if turns % 10 == 0:
                # the same seat through both processes at once: the database picks one
                twin = servers[1 - seat].players[seat]
                calls = [
                    client.stub.SubmitAction.future(
                        pb.SubmitActionRequest(
                            table=table.name, action=action, request_id=new_request_id()
                        ),
                        metadata=client.metadata(),
                    )
                    for client in (player, twin)
                ]
                codes = []
                for call in calls:
                    try:
                        call.result()
                        codes.append(grpc.StatusCode.OK)
                    except grpc.RpcError as error:
                        codes.append(error.code())
                assert codes.count(grpc.StatusCode.OK) == 1, codes
                assert set(codes) - {grpc.StatusCode.OK} <= {
                    grpc.StatusCode.ABORTED,
                    grpc.StatusCode.FAILED_PRECONDITION,
                }
            elif turns % 10 == 5:
                # one request (one request_id) retried through the other process at once:
                # both get the same answer and the action applies once
                twin = servers[1 - seat].players[seat]
                request = pb.SubmitActionRequest(
                    table=table.name, action=action, request_id=new_request_id()
                )
                calls = [
                    client.stub.SubmitAction.future(request, metadata=client.metadata())
                    for client in (player, twin)
                ]
                answers = [call.result() for call in calls]
                assert answers[0] == answers[1]
            else:
                player.SubmitAction(pb.SubmitActionRequest(table=table.name, action=action))
            turns += 1
        finals = [s.spectator.GetTable(pb.GetTableRequest(name=table.name)).table for s in servers]
        assert finals[0] == finals[1] and finals[0].state == pb.Table.STATE_FINISHED
        events = Client(second.target, table.spectator.token).ListEvents(
            pb.ListEventsRequest(table=table.name, page_size=1000)
        )
        assert [e.version for e in events.events] == list(range(1, finals[0].version + 1))
        assert sum(e.HasField("action_applied") for e in events.events) == turns
    finally:
        first.terminate()
        second.terminate()


def test_memory_of_one_process_never_outlives_another_processs_change(tmp_path: Path) -> None:
    """The first process knows the table and its callers from memory (it served the last move);
    the second ends the game. The first must see it: no move applies, reads show the end."""
    database = tmp_path / "shared.db"
    first = ServerProcess(database, tmp_path / "first.log").start()
    second = ServerProcess(database, tmp_path / "second.log").start()
    try:
        table = open_table(first.target, "carcassonne", 2, options={"on_leave": "abandon"})
        other = rebind(table, second.target)
        seat = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view.current_seat
        player = table.players[seat]
        legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
        response = player.SubmitAction(
            pb.SubmitActionRequest(table=table.name, action=legal.actions[0], include_decision=True)
        )
        assert response.HasField("decision")  # the tile is placed; the same seat goes on
        other.players[1 - seat].LeaveTable(
            pb.LeaveTableRequest(table=table.name, request_id=new_request_id())
        )
        try:  # from the first process's memory: the table is still active there
            player.SubmitAction(
                pb.SubmitActionRequest(table=table.name, action=response.decision.legal_actions[0])
            )
            raise AssertionError("a move applied at an abandoned table")
        except grpc.RpcError as error:
            assert error.code() == grpc.StatusCode.FAILED_PRECONDITION
        view = player.GetView(pb.GetViewRequest(table=table.name)).view
        assert view.state == pb.Table.STATE_ABANDONED and view.version == response.version + 1
        final = other.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
        assert final.version == response.version + 1
    finally:
        first.terminate()
        second.terminate()
