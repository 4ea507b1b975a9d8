"""A finished game keeps what it needs and no more (issue 11, item 8): its log, its final
snapshot and the retry records of its last actions. A late retry of the final action still gets
its original response; a retry of an older action is refused and changes nothing. An abandoned
table is compacted the same way."""

from __future__ import annotations

import random
import sqlite3

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from service.rpc_input import RETRIES_KEPT_AFTER_END
from tests.service.conftest import game_ids
from tests.service.harness import (
    Client,
    ServerThread,
    error_info,
    hosted_test_games,
    new_request_id,
    open_table,
)

GAMES = hosted_test_games()


def play_recorded(
    table_name: str, spectator: Client, players: list[Client], seed: int, limit: int = 0
) -> list[tuple[Client, pb.SubmitActionRequest, pb.SubmitActionResponse]]:
    """Random legal actions to the end of the game, or ``limit`` of them."""
    rng = random.Random(seed)
    played: list[tuple[Client, pb.SubmitActionRequest, pb.SubmitActionResponse]] = []
    while not limit or len(played) < limit:
        view = spectator.GetView(pb.GetViewRequest(table=table_name)).view
        if view.state != pb.Table.STATE_ACTIVE:
            return played
        player = players[view.current_seat]
        legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table_name))
        request = pb.SubmitActionRequest(
            table=table_name,
            action=legal.actions[rng.randrange(len(legal.actions))],
            expected_version=legal.version,
            request_id=new_request_id(),
        )
        played.append((player, request, player.SubmitAction(request)))
    return played


@pytest.mark.parametrize("game_id", [g for g in game_ids() if g != "secret"])
def test_finished_game_keeps_its_final_snapshot_and_last_retries(
    server: ServerThread, game_id: str
) -> None:
    table = open_table(server.target, game_id, 2)
    played = play_recorded(table.name, table.spectator, table.players, seed=7)
    table_id = table.name.removeprefix("tables/")
    final_version = played[-1][2].version
    assert len(played) > RETRIES_KEPT_AFTER_END + 64  # long enough to have had snapshots

    snapshots, retries = stored_rows(server.settings.database, table_id)
    assert snapshots == [final_version]
    assert retries == list(range(final_version - RETRIES_KEPT_AFTER_END + 1, final_version + 1))

    # the last action's retry: its original response
    player, request, response = played[-1]
    assert player.SubmitAction(request) == response
    # an old action's retry: refused with a reason, nothing changes
    player, request, _ = played[0]
    with pytest.raises(grpc.RpcError) as caught:
        player.SubmitAction(request)
    code, reason, _ = error_info(caught.value)
    assert code in (grpc.StatusCode.ABORTED, grpc.StatusCode.FAILED_PRECONDITION), reason
    view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    assert view.version == final_version
    # the finished table still loads from its one snapshot (a fresh cache)
    server.call(_forget(server, table_id))
    assert table.spectator.GetView(pb.GetViewRequest(table=table.name)).view == view
    table.close()


async def _forget(server: ServerThread, table_id: str) -> None:
    assert server.running is not None
    server.running.core.live.forget(table_id)


def stored_rows(database: str, table_id: str) -> tuple[list[int], list[int]]:
    """The table's snapshot versions and the versions of its action retry records."""
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        snapshots = db.execute(
            "SELECT version FROM snapshots WHERE table_id = ? ORDER BY version", (table_id,)
        ).fetchall()
        retries = db.execute(
            "SELECT i.version FROM idempotency i JOIN entries e "
            "ON e.table_id = i.scope AND e.version = i.version "
            "WHERE i.scope = ? AND e.kind = 'action' ORDER BY i.version",
            (table_id,),
        ).fetchall()
    return [v for (v,) in snapshots], [v for (v,) in retries]


@pytest.mark.parametrize("game_id", [g for g in game_ids() if g != "secret"])
def test_abandoned_table_keeps_one_snapshot_and_its_last_retries(
    server: ServerThread, game_id: str
) -> None:
    table = open_table(server.target, game_id, 2)
    played = play_recorded(table.name, table.spectator, table.players, seed=7, limit=90)
    table_id = table.name.removeprefix("tables/")
    snapshots, retries = stored_rows(server.settings.database, table_id)
    assert len(snapshots) >= 2 and len(retries) == len(played)  # nothing compacted yet

    abandoned = table.host.AbandonTable(pb.AbandonTableRequest(table=table.name)).table
    assert abandoned.state == pb.Table.STATE_ABANDONED
    version = played[-1][2].version + 1
    snapshots, retries = stored_rows(server.settings.database, table_id)
    assert snapshots == [version]
    assert retries == [r.version for _, _, r in played[-RETRIES_KEPT_AFTER_END:]]

    # the abandoned table still loads from its one snapshot, in the game's last position
    view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    assert view.version == version and view.state == pb.Table.STATE_ABANDONED
    server.call(_forget(server, table_id))
    after = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    assert after == view
    # a retry of an old action is refused and changes nothing
    player, request, _ = played[0]
    with pytest.raises(grpc.RpcError):
        player.SubmitAction(request)
    assert table.spectator.GetView(pb.GetViewRequest(table=table.name)).view == after
    table.close()
