"""ReplayRecord (service/records.py): a game record played back by the server, statelessly, for
the web table's replay of a record file; and the past views the replay of a table reads.

* a finished Carcassonne game with undos, exported as a record (JSON, read back the way the page
  reads it, game_events left out): the view after every step is the spectator's GetView at that
  version, with no credential;
* random records of both games (undos included): every view is the one the record's own
  playback (clients/record.py) gives, the last one with the recorded outcome;
* bad records are refused with their reason and metadata: unknown game, too many events, events
  out of order, no start, an action that does not replay, an undo the policy forbids, a wrong
  outcome, bad options, a request over the size limit;
* GetView at past versions of a running game with hidden hands (what the web table's replay
  reads): each reader's past view is what it was shown then.
"""

from __future__ import annotations

import json
from typing import Any

import grpc
import pytest
from google.protobuf import struct_pb2
from google.rpc import error_details_pb2
from meeple.v1 import game_service_pb2 as pb

from clients.record import frames, from_json, to_json
from engines.registry import get_game
from service.records import MAX_EVENTS
from tests.clients.test_record import _finished_with_undos, _random_record
from tests.service.harness import Client, error_info, expect_error, open_table
from tests.service.test_play import all_events


def request_of(document: dict[str, Any]) -> pb.ReplayRecordRequest:
    """What the web page sends for a record file: its table and events, without game events."""
    evidence = from_json(json.loads(json.dumps(document)))
    request = pb.ReplayRecordRequest(table=evidence.table)
    for event in evidence.events:
        copy = request.events.add()
        copy.CopyFrom(event)
        kind = copy.WhichOneof("kind")
        message = getattr(copy, kind or "")
        if "game_events" in message.DESCRIPTOR.fields_by_name:
            del message.game_events[:]
    return request


def test_each_step_of_an_exported_game_is_the_tables_view_at_that_version(target: str) -> None:
    table = _finished_with_undos(target)
    info = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
    events = all_events(table.spectator, table.name)
    document = to_json(from_json(to_json(_evidence(info, events))))
    anyone = Client(target)
    try:
        views = anyone.ReplayRecord(request_of(document)).views
    finally:
        anyone.close()
    started = next(e.version for e in events if e.HasField("table_started"))
    assert [v.version for v in views] == [e.version for e in events if e.version >= started]
    assert any(e.HasField("action_undone") for e in events)
    for view in views:
        then = table.spectator.GetView(pb.GetViewRequest(table=table.name, version=view.version))
        assert view.game_view == then.view.game_view, view.version
        assert (view.state, view.current_seat, view.pending_decision) == (
            then.view.state,
            then.view.current_seat,
            then.view.pending_decision,
        )
        assert not view.HasField("viewer_seat")
    assert views[-1].state == pb.Table.STATE_FINISHED
    assert list(views[-1].outcome.scores) == list(info.outcome.scores)
    assert list(views[-1].outcome.ranks) == list(info.outcome.ranks)
    table.close()


def _evidence(info: pb.Table, events: list[pb.TableEvent]) -> Any:
    from clients.api.fairness import Evidence

    return Evidence(info, events)


@pytest.mark.parametrize(("name", "players", "seed"), [("carcassonne", 3, 5), ("burgundy", 2, 6)])
def test_random_records_of_both_games_play_back_as_the_record_does(
    target: str, name: str, players: int, seed: int
) -> None:
    game = get_game(name)
    evidence, scores = _random_record(game, players, seed)
    assert any(e.HasField("action_undone") for e in evidence.events)
    anyone = Client(target)
    try:
        views = anyone.ReplayRecord(request_of(to_json(evidence))).views
    finally:
        anyone.close()
    expected = [frame.state.view_wire(None) for frame in frames(evidence, game)]
    assert [v.game_view.value for v in views] == expected
    assert list(views[-1].outcome.scores) == scores


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    evidence, _ = _random_record(get_game("carcassonne"), 2, 11)
    return to_json(evidence)


def _refused(
    target: str, request: pb.ReplayRecordRequest
) -> tuple[grpc.StatusCode, str, dict[str, str]]:
    anyone = Client(target)
    try:
        anyone.ReplayRecord(request)
    except grpc.RpcError as error:
        code, reason, details = error_info(error)
        info = error_details_pb2.ErrorInfo()
        next(d for d in details if d.Is(info.DESCRIPTOR)).Unpack(info)
        return code, reason, dict(info.metadata)
    finally:
        anyone.close()
    raise AssertionError("the record was accepted")


def test_bad_records_are_refused_with_their_reason(target: str, record: dict[str, Any]) -> None:
    good = request_of(record)
    invalid = grpc.StatusCode.INVALID_ARGUMENT

    unknown = pb.ReplayRecordRequest()
    unknown.CopyFrom(good)
    unknown.table.game = "games/chess"
    assert _refused(target, unknown)[:2] == (grpc.StatusCode.NOT_FOUND, "GAME_NOT_FOUND")
    unnamed = pb.ReplayRecordRequest(events=good.events)
    assert _refused(target, unnamed)[:2] == (invalid, "MISSING_FIELD")

    too_many = pb.ReplayRecordRequest(table=good.table)
    for version in range(1, MAX_EVENTS + 2):
        too_many.events.add(version=version, seat_left=pb.SeatLeft(seat=0))
    assert _refused(target, too_many)[:2] == (invalid, "INVALID_FIELD")

    shuffled = pb.ReplayRecordRequest(table=good.table, events=list(reversed(good.events)))
    assert _refused(target, shuffled)[:2] == (invalid, "INVALID_FIELD")

    started = next(i for i, e in enumerate(good.events) if e.HasField("table_started"))
    lobby = pb.ReplayRecordRequest(table=good.table, events=good.events[:started])
    assert _refused(target, lobby) == (invalid, "RECORD_NOT_REPLAYABLE", {"why": "NOT_STARTED"})

    # an action moved to another seat: not that seat's turn
    broken = pb.ReplayRecordRequest()
    broken.CopyFrom(good)
    first = next(e for e in broken.events if e.HasField("action_applied"))
    first.action_applied.seat = 1 - first.action_applied.seat
    code, reason, metadata = _refused(target, broken)
    assert (code, reason, metadata) == (
        invalid,
        "RECORD_NOT_REPLAYABLE",
        {"why": "EVENT", "version": str(first.version)},
    )

    # an undo right after the setup: nothing to take back
    undo = pb.ReplayRecordRequest(table=good.table, events=good.events[: started + 1])
    after = good.events[started].version + 1
    undo.events.add(version=after, action_undone=pb.ActionUndone(seat=0, undone_version=after - 1))
    assert _refused(target, undo)[2] == {"why": "EVENT", "version": str(after)}

    wrong = pb.ReplayRecordRequest()
    wrong.CopyFrom(good)
    wrong.table.outcome.scores[0] += 1
    assert _refused(target, wrong) == (invalid, "RECORD_NOT_REPLAYABLE", {"why": "OUTCOME"})

    options = pb.ReplayRecordRequest()
    options.CopyFrom(good)
    options.table.options["no_such_option"] = "x"
    assert _refused(target, options)[2]["why"] == "OPTIONS"

    huge = pb.ReplayRecordRequest()
    huge.CopyFrom(good)
    huge.table.display_name = "x" * 70_000
    expect_error(
        lambda: Client(target).ReplayRecord(huge),
        grpc.StatusCode.RESOURCE_EXHAUSTED,
        "MESSAGE_TOO_LARGE",
    )


def view_struct(view: pb.TableView) -> struct_pb2.Struct:
    """The game view of this test's game, unpacked."""
    unpacked = struct_pb2.Struct()
    assert view.game_view.Unpack(unpacked)
    return unpacked


def test_a_running_games_past_views_are_what_each_reader_saw_then(target: str) -> None:
    """The web table's replay of a running game reads GetView at each version with the reader's
    credential: at a game with hidden hands, a seat's past view is exactly what that seat was
    shown at that version (never another seat's hand), and the spectator's the spectator's."""
    # dealt 1, 2 to seat 0 and 5, 6 to seat 1, so the hands differ (random deals may not)
    cards = ("1", "2", "5", "6", "3", "4", "3", "4", "1")
    table = open_table(target, "secret", 2, admin=True, script=[("card", c) for c in cards])
    readers = [*table.players, table.spectator]
    seen: dict[int, list[pb.TableView]] = {}
    for _ in range(5):
        views = [r.GetView(pb.GetViewRequest(table=table.name)).view for r in readers]
        seen[views[0].version] = views
        seat = views[0].current_seat
        legal = table.players[seat].ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
        table.players[seat].SubmitAction(
            pb.SubmitActionRequest(table=table.name, action=legal.actions[0])
        )
    assert table.spectator.GetView(pb.GetViewRequest(table=table.name)).view.state == (
        pb.Table.STATE_ACTIVE
    )
    for version, then in seen.items():
        for reader, shown in zip(readers, then, strict=True):
            past = reader.GetView(pb.GetViewRequest(table=table.name, version=version)).view
            # compared as Structs: a map's serialized order may differ between two builds
            assert view_struct(past) == view_struct(shown), version
            assert past.game_view.type_url == shown.game_view.type_url
            assert past.HasField("viewer_seat") == shown.HasField("viewer_seat")
            assert past.viewer_seat == shown.viewer_seat
    # the hands differ between the seats' views: the test would see a leak
    first = next(iter(seen.values()))
    assert view_struct(first[0]) != view_struct(first[1]) != view_struct(first[2])
    table.close()
