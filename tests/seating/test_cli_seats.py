"""``meeple create``, ``meeple bot`` and the clock in ``meeple join``, against a real server."""

from __future__ import annotations

import re
import threading

import pytest
from meeple.v1 import game_service_pb2 as pb

from clients.api import Client as ApiClient
from clients.cli import main
from clients.join import play_seat
from tests.seating.support import BOT
from tests.service.harness import Client

LINK = re.compile(r"^invite link:\s+(meeple://\S+)$", re.M)


def create(target: str, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    """The exit code and stdout (or, when it failed, stderr) of ``meeple create``."""
    code = main(["create", *args, "--target", target])
    captured = capsys.readouterr()
    return code, captured.out if code == 0 else captured.err


def test_create_prints_table_links_and_host_credential(
    target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = create(
        target,
        capsys,
        "burgundy",
        "--players",
        "3",
        "--bot",
        "1=search:2",
        "--bot",
        "2=greedy",
        "--option",
        "turn_timer=per_turn",
        "--option",
        "edition=2011",
        "--public",
    )
    assert code == 0, out
    table_name = re.search(r"^table:\s+(tables/\S+)", out, re.M)
    spectate = re.search(r"^spectator link:\s+(meeple://\S+spectate=\S+)$", out, re.M)
    host = re.search(r"^host credential:\s+(\S+)$", out, re.M)
    assert table_name and spectate and host and LINK.search(out)
    table = Client(target, host.group(1)).GetTable(pb.GetTableRequest(name=table_name.group(1)))
    seats = table.table.seats
    assert [s.player for s in seats[1:]] == [BOT, BOT]
    assert seats[1].bot == pb.BotSpec(kind="search", level=2) and seats[2].bot.kind == "greedy"
    assert table.table.visibility == pb.TABLE_VISIBILITY_PUBLIC
    assert table.table.service_options["turn_timer"] == "per_turn"
    assert table.table.options["edition"] == "2011"


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--bot", "1=search:9"], 2),
        (["--bot", "one=greedy"], 2),
        (["--option", "turn_timer"], 2),
        (["--option", "turn_timer=sometimes"], 2),  # checked against ListGames first
        (["--option", "nonsense=1"], 2),
    ],
)
def test_create_refuses_bad_input_in_one_line(
    target: str, capsys: pytest.CaptureFixture[str], args: list[str], expected: int
) -> None:
    code, out = create(target, capsys, "carcassonne", "--players", "2", *args)
    assert code == expected
    assert len(out.strip().splitlines()) == 1 and "Traceback" not in out
    assert out.startswith("meeple create: error: ") and "(hint: " in out


def test_an_outside_bot_plays_a_service_bot_to_the_end(
    target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = create(target, capsys, "carcassonne", "--players", "2", "--bot", "1=greedy")
    assert code == 0
    link = LINK.search(out)
    assert link is not None
    assert main(["bot", link.group(1), "--level", "random", "--target", target]) == 0
    out = capsys.readouterr().out
    assert "random bot at tables/" in out and "STATE_FINISHED" in out


def test_bot_refuses_a_bad_level(target: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bot", "meeple://tables/abc?invite=x", "--level", "genius"]) == 2
    assert capsys.readouterr().err == (
        "meeple bot: error: --level 'genius' names no bot (hint: choose one of beginner, easy, "
        "medium, hard, expert, random, greedy, search:1, search:2, search:3, search:4)\n"
    )


def test_join_shows_the_clock(target: str) -> None:
    with ApiClient(target) as client:
        created = client.create_table(
            "carcassonne",
            2,
            options={"turn_timer": "per_turn", "turn_seconds": "90"},
            bot_seats={1: ("greedy", 0)},
        )
        session = client.join(created.invite_link, "ann", seat=0)
        lines: list[str] = []

        def read(prompt: str) -> str:
            raise EOFError  # the person walks away at the first prompt

        done = threading.Event()

        def seat() -> None:
            try:
                play_seat(session, read, lines.append)
            except EOFError:
                done.set()

        worker = threading.Thread(target=seat)
        worker.start()
        worker.join(60)
        assert done.is_set()
    clock = [line for line in lines if line.startswith("clock: you must move within")]
    assert clock and 85 <= int(clock[0].split()[-2]) <= 90, lines


def test_a_person_in_the_terminal_seat_plays_burgundy_to_the_end_against_two_search_bots(
    target: str,
) -> None:
    with ApiClient(target) as client:
        created = client.create_table("burgundy", 3, bot_seats={1: ("search", 1), 2: ("search", 1)})
        session = client.join(created.invite_link, "ann", seat=0)
        lines: list[str] = []
        code = play_seat(session, lambda prompt: "1", lines.append)
        table = session.table_info()
    assert code == 0 and table.state == pb.Table.STATE_FINISHED
    assert any(line.startswith("the game is over") or "game is over" in line for line in lines)
    assert sum(line.startswith("seat 1:") for line in lines) > 10  # the bots' moves, in words
    assert [s.player for s in table.seats] == [pb.Seat.PLAYER_HUMAN, BOT, BOT]
