"""The seed evidence survives a change of seat (issue 34, finding 3): a seat's entropy is the one
it had when the game started, so after FreeSeat and a newcomer's JoinTable with new entropy the
revealed seed is still the one the draws followed, and `meeple verify` passes, with and without
a restart of the server (kill -9) between the change and the end."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb

from clients import verify
from service.security import new_token
from tests.seating.support import play_first_legal, view, wait_for
from tests.service.harness import Client, ServerProcess, new_request_id, open_table


def _verify(target: str, table: str, token: str) -> tuple[int, list[str]]:
    lines: list[str] = []
    args = argparse.Namespace(link=table, target=target, credential=token, saved=None)
    return verify.run(args, lines.append), lines


@pytest.mark.parametrize("restart", [False, True], ids=["same-server", "after-kill-9"])
def test_verify_passes_after_a_change_of_seat(tmp_path: Path, restart: bool) -> None:
    server = ServerProcess(
        tmp_path / "meeple.db", tmp_path / "server.log", MEEPLE_BOT_WORKERS="0"
    ).start()
    try:
        table = open_table(server.target, "carcassonne", 2, host_credential=new_token())
        name, (ann, bob) = table.name, table.players
        started = table.host.GetTable(pb.GetTableRequest(name=name)).table
        original = [seat.entropy for seat in started.seats]
        assert all(original)
        bob.LeaveTable(pb.LeaveTableRequest(table=name))
        freed = table.host.FreeSeat(
            pb.FreeSeatRequest(table=name, seat=1, request_id=new_request_id())
        )
        dan = Client(server.target)
        joined = dan.JoinTable(
            pb.JoinTableRequest(
                table=name,
                invite_token=freed.invite_token,
                display_name="dan",
                entropy=os.urandom(32),
                request_id=new_request_id(),
            )
        )
        dan.token = joined.seat_credential
        assert [seat.entropy for seat in joined.table.seats] == original
        host = table.host
        if restart:
            server.kill()
            server.start()
            host, ann, dan = (Client(server.target, c.token) for c in (host, ann, dan))
        wait_for(
            lambda: (
                dan.GetTable(pb.GetTableRequest(name=name)).table.seats[1].player
                == pb.Seat.PLAYER_HUMAN
            )
        )
        for _ in range(4):  # draws after the change, by both players
            current = view(ann, name).current_seat
            play_first_legal(ann if current == 0 else dan, name)
        host.AbandonTable(pb.AbandonTableRequest(table=name, request_id=new_request_id()))
        code, lines = _verify(server.target, name, table.created.spectator_token)
        assert code == 0, lines
        assert lines[-1].startswith("VERIFIED"), lines
    finally:
        if server.process is not None and server.process.poll() is None:
            server.terminate()
