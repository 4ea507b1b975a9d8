"""UndoAction over real gRPC: a seat takes back its own last action (Carcassonne's tile before
its follower decision), the undo is an event everyone reads, retries answer as the first time,
and the policy's refusals (after a draw, after another seat acted, a table with undo off, a
reader that is no seat) change nothing. A second server on the same database, which had the
game cached from before the undo, serves the position after it; a finished game with undos in
its history verifies against its seed, and GetView reads any past version."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from google.rpc import error_details_pb2
from meeple.v1 import game_service_pb2 as pb

from clients.api.fairness import Evidence, verify_evidence
from service.settings import Settings
from tests.service.harness import (
    Client,
    Seated,
    ServerThread,
    base_settings,
    error_info,
    expect_error,
    hosted_test_games,
    new_request_id,
    open_table,
    play_turn,
)
from tests.service.test_play import all_events


def _why(call: object) -> str:
    try:
        call()  # type: ignore[operator]
    except grpc.RpcError as error:
        code, reason, details = error_info(error)
        assert (code, reason) == (grpc.StatusCode.FAILED_PRECONDITION, "UNDO_NOT_ALLOWED")
        for detail in details:
            if detail.Is(error_details_pb2.ErrorInfo.DESCRIPTOR):
                info = error_details_pb2.ErrorInfo()
                detail.Unpack(info)
                return str(info.metadata["why"])
    raise AssertionError("the undo was allowed")


def _view(table: Seated, seat: int) -> pb.TableView:
    view: pb.TableView = table.players[seat].GetView(pb.GetViewRequest(table=table.name)).view
    return view


def _legal(table: Seated, seat: int) -> pb.ListLegalActionsResponse:
    response: pb.ListLegalActionsResponse = table.players[seat].ListLegalActions(
        pb.ListLegalActionsRequest(table=table.name)
    )
    return response


def _submit(table: Seated, seat: int, index: int = 0) -> pb.SubmitActionResponse:
    legal = _legal(table, seat)
    # the index-th legal action, counted round (a tile may fit in one place only)
    action = legal.actions[index % len(legal.actions)]
    response: pb.SubmitActionResponse = table.players[seat].SubmitAction(
        pb.SubmitActionRequest(table=table.name, action=action, request_id=new_request_id())
    )
    return response


def _undo(
    table: Seated, seat: int, request_id: str = "", **fields: object
) -> pb.UndoActionResponse:
    response: pb.UndoActionResponse = table.players[seat].UndoAction(
        pb.UndoActionRequest(table=table.name, request_id=request_id, **fields)  # type: ignore[arg-type]
    )
    return response


def _same_position(a: pb.TableView, b: pb.TableView) -> None:
    assert a.game_view == b.game_view
    assert (a.current_seat, a.pending_decision) == (b.current_seat, b.pending_decision)


@pytest.fixture
def table(target: str) -> Iterator[Seated]:
    seated = open_table(target, "carcassonne", 2)
    yield seated
    seated.close()


def test_a_misplaced_tile_is_taken_back(table: Seated) -> None:
    seat = _view(table, 0).current_seat
    before, legal_before = _view(table, seat), _legal(table, seat)
    placed = _submit(table, seat, len(legal_before.actions) - 1)
    assert placed.view.pending_decision != before.pending_decision
    request_id = new_request_id()
    undone = _undo(table, seat, request_id, include_decision=True)
    assert undone.version == placed.version + 1
    _same_position(undone.view, before)
    assert list(undone.decision.legal_actions) == list(legal_before.actions)
    assert list(_legal(table, seat).actions) == list(legal_before.actions)
    event = undone.event.action_undone
    assert (event.seat, event.undone_version) == (seat, placed.version)
    assert event.action == legal_before.actions[-1]
    # everyone reads the undo in the history
    seen = [e for e in all_events(table.spectator, table.name) if e.HasField("action_undone")]
    assert [e.version for e in seen] == [undone.version]
    # a retry answers as the first time and takes nothing else back
    again = _undo(table, seat, request_id, include_decision=True)
    assert again == undone
    assert _view(table, seat).version == undone.version
    # a request id of this undo is no key for anything else
    expect_error(
        lambda: _undo(table, seat, request_id, expected_version=undone.version),
        grpc.StatusCode.INVALID_ARGUMENT,
        "REQUEST_ID_REUSED",
    )


def test_refusals_change_nothing(table: Seated) -> None:
    seat = _view(table, 0).current_seat
    other = 1 - seat
    assert _why(lambda: _undo(table, seat)) == "NOTHING"
    _submit(table, seat)  # the tile
    assert _why(lambda: _undo(table, other)) == "OTHER_SEAT"
    _submit(table, seat)  # the follower decision; the next tile is drawn
    version = _view(table, seat).version
    assert _why(lambda: _undo(table, seat)) == "CHANCE"
    _submit(table, other)  # the other seat's tile
    assert _why(lambda: _undo(table, seat)) == "OTHER_SEAT"
    assert _view(table, seat).version == version + 1
    expect_error(
        lambda: table.spectator.UndoAction(pb.UndoActionRequest(table=table.name)),
        grpc.StatusCode.PERMISSION_DENIED,
        "SEAT_CREDENTIAL_REQUIRED",
    )
    expect_error(
        lambda: _undo(table, other, expected_version=version),
        grpc.StatusCode.ABORTED,
        "VERSION_MISMATCH",
    )
    assert _undo(table, other).version == version + 2


def test_a_table_with_undo_off_refuses(target: str) -> None:
    table = open_table(target, "carcassonne", 2, options={"undo": "off"})
    seat = _view(table, 0).current_seat
    _submit(table, seat)
    assert _why(lambda: _undo(table, seat)) == "OFF"
    table.close()


def test_undo_before_the_start_is_refused(target: str) -> None:
    table = open_table(target, "carcassonne", 2, start=False)
    expect_error(lambda: _undo(table, 0), grpc.StatusCode.FAILED_PRECONDITION, "TABLE_NOT_ACTIVE")
    table.close()


def test_burgundy_undo_over_grpc(target: str) -> None:
    table = open_table(target, "burgundy", 2)
    rng = random.Random(2)
    undos = 0
    while undos < 3:
        view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
        seat = view.current_seat
        before = _view(table, seat)
        legal = _legal(table, seat)
        response = _submit(table, seat, rng.randrange(len(legal.actions)))
        try:
            undone = _undo(table, seat)
        except grpc.RpcError as error:
            assert error_info(error)[1] == "UNDO_NOT_ALLOWED"
            continue
        undos += 1
        _same_position(undone.view, before)
        assert undone.version == response.version + 1
        assert list(_legal(table, seat).actions) == list(legal.actions)
        _submit(table, seat, rng.randrange(len(legal.actions)))
    table.close()


def test_another_server_replays_the_undo_and_the_game_verifies(tmp_path: Path) -> None:
    undo_across_servers(base_settings(tmp_path), base_settings(tmp_path))


def undo_across_servers(one: Settings, other: Settings) -> None:
    """Two servers on one database: the second has the game cached from before an undo made
    through the first, serves the position after it, and the game, played on with undos,
    verifies and reads back at past versions."""
    first = ServerThread(one, hosted_test_games()).start()
    second = ServerThread(other, hosted_test_games()).start()
    try:
        table = open_table(first.target, "carcassonne", 2)
        seat = _view(table, 0).current_seat
        twin = Client(second.target, table.players[seat].token)
        before = twin.GetView(pb.GetViewRequest(table=table.name)).view
        _submit(table, seat, 1)
        assert twin.GetView(pb.GetViewRequest(table=table.name)).view.version == before.version + 1
        undone = _undo(table, seat)
        # the second server had the game after the tile: it catches up through the undo
        seen = twin.GetView(pb.GetViewRequest(table=table.name)).view
        assert seen.version == undone.version
        _same_position(seen, before)
        watched = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
        # play on through the second server, with undos now and then, to the end
        rng = random.Random(7)
        rebound = Seated(
            table.name,
            table.host,
            [Client(second.target, p.token) for p in table.players],
            Client(second.target, table.spectator.token),
            table.created,
        )
        count = 0
        while (response := play_turn(rebound, rng)) is not None:
            count += 1
            if count % 3 == 0 and response.view.state == pb.Table.STATE_ACTIVE:
                acted = response.event.action_applied.seat
                try:
                    _undo(table if count % 2 else rebound, acted)
                except grpc.RpcError as error:
                    assert error_info(error)[1] == "UNDO_NOT_ALLOWED"
        events = all_events(table.spectator, table.name)
        undone_events = [e for e in events if e.HasField("action_undone")]
        assert len(undone_events) > 1
        info = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
        verdict = verify_evidence(Evidence(info, events))
        assert verdict.ok, verdict.message
        # a past view of the finished game equals the view that was current then
        middle = table.spectator.GetView(
            pb.GetViewRequest(table=table.name, version=seen.version)
        ).view
        assert (middle.version, middle.state) == (seen.version, pb.Table.STATE_ACTIVE)
        _same_position(middle, watched)
        mine = twin.GetView(pb.GetViewRequest(table=table.name, version=seen.version)).view
        _same_position(mine, seen)
        final = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
        replayed_final = table.spectator.GetView(
            pb.GetViewRequest(table=table.name, version=final.version)
        ).view
        assert replayed_final.game_view == final.game_view
        assert replayed_final.outcome == final.outcome
        table.close()
    finally:
        second.stop()
        first.stop()


def test_past_views_of_a_running_game(table: Seated) -> None:
    seat = _view(table, 0).current_seat
    start = _view(table, seat)
    _submit(table, seat)
    _submit(table, seat)
    now = _view(table, seat).version
    past = table.players[seat].GetView(pb.GetViewRequest(table=table.name, version=start.version))
    # the seat's own view as it was shown then
    assert past.view.game_view == start.game_view
    assert (past.view.version, past.view.viewer_seat) == (start.version, seat)
    assert past.view.state == pb.Table.STATE_ACTIVE
    for version, reason in ((now + 1, "VERSION_AHEAD"), (-1, "NEGATIVE_VERSION")):
        expect_error(
            lambda v=version: table.spectator.GetView(
                pb.GetViewRequest(table=table.name, version=v)
            ),
            grpc.StatusCode.INVALID_ARGUMENT,
            reason,
        )
    expect_error(
        lambda: table.spectator.GetView(pb.GetViewRequest(table=table.name, version=1)),
        grpc.StatusCode.FAILED_PRECONDITION,
        "TABLE_NOT_ACTIVE",
    )


def test_the_turn_clock_keeps_running_through_an_undo(target: str) -> None:
    table = open_table(target, "carcassonne", 2, options={"turn_timer": "per_turn"})
    seat = _view(table, 0).current_seat
    deadline = _view(table, seat).turn_deadline
    assert deadline.seconds > 0
    _submit(table, seat)
    undone = _undo(table, seat)
    assert undone.view.turn_deadline == deadline
    table.close()


def test_a_turn_taken_back_keeps_its_deadline(target: str) -> None:
    """A Burgundy action that passed the turn to another seat (no draw between) is taken back:
    the turn comes back with the deadline that ran before it, not a fresh one."""
    table = open_table(target, "burgundy", 2, options={"turn_timer": "per_turn"})
    rng = random.Random(5)
    for _ in range(400):
        view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
        assert view.state == pb.Table.STATE_ACTIVE
        seat = view.current_seat
        legal = _legal(table, seat)
        response = _submit(table, seat, rng.randrange(len(legal.actions)))
        if response.view.current_seat == seat or not response.view.HasField("current_seat"):
            continue
        try:
            undone = _undo(table, seat)
        except grpc.RpcError as error:
            assert error_info(error)[1] == "UNDO_NOT_ALLOWED"
            continue
        assert undone.view.current_seat == seat
        assert undone.view.turn_deadline == view.turn_deadline
        break
    else:
        raise AssertionError("no turn passed without a draw")
    table.close()
