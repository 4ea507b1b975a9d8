"""The terminal seat completes a game against a bot, driven by scripted input."""

from __future__ import annotations

import itertools
import random
import threading

from meeple.v1 import game_service_pb2 as pb

from clients.api import Client, TableSession
from clients.bots import make_bot
from clients.headless import decider
from clients.join import play_seat


def bot_seat(session: TableSession, errors: list[BaseException]) -> None:
    try:
        bot = make_bot("greedy", session.game, seed=5)
        session.play(decider(bot, session, random.Random(5)), include_view=True)
    except BaseException as error:
        errors.append(error)


def test_terminal_seat_plays_a_whole_game(target: str) -> None:
    with Client(target) as client:
        created = client.create_table("carcassonne", 2, auto_start=True)
        person = client.join(created.invite_link, "Ada", seat=0)
        bot = client.join(created.invite_link, "Bot", seat=1)
        errors: list[BaseException] = []
        worker = threading.Thread(target=bot_seat, args=(bot, errors), daemon=True)
        worker.start()
        # an undo with nothing to take back, a tile, its undo (at the follower decision), then
        # two bad answers before each choice
        answers = itertools.chain(["u", "1", "u", "1"], itertools.cycle(["", "oops", "1"]))
        prompts: list[str] = []
        output: list[str] = []

        def read(prompt: str) -> str:
            prompts.append(prompt)
            return next(answers)

        code = play_seat(person, read, output.append)
        worker.join(timeout=30)
        assert not errors
        assert code == 0
        table = client.get_table(created.name, created.host_credential)
        assert table.state == pb.Table.STATE_FINISHED
        text = "\n".join(output)
        assert "tile to place" in text and "your decision (place tile)" in text
        assert "  r0  " in text and "#######" in text  # the tile drawn in its rotations
        assert "  1. tile at" in text and "no follower" in text
        assert "seat 1: " in text  # the other seat's moves were followed live
        assert "the game is over" in text and "<- you" in text
        assert "type a number from 1 to" in text
        assert "not taken back: UNDO_NOT_ALLOWED" in text
        assert "taken back" in output and "seat 0 takes back: tile at" in text
        assert len(prompts) >= 3 * 60
