"""The named bot levels people choose (issue 46): beginner, easy, medium, hard, expert. Each is
a documented bot and budget; the service seats them, plays them and names them."""

from __future__ import annotations

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from clients.bots import make_bot
from clients.bots.greedy import GreedyBot
from clients.bots.levels import NAMED_LEVELS, level_choices, split_level
from clients.bots.search import SearchBot
from engines.registry import get_game
from tests.seating.support import (
    BOT,
    create,
    join,
    my_turn_or_over,
    play_first_legal,
    wait_for,
)
from tests.service.harness import Client, expect_error
from tests.service.test_play import all_events


def test_each_named_level_is_a_documented_bot_and_budget() -> None:
    assert list(NAMED_LEVELS) == ["beginner", "easy", "medium", "hard", "expert"]
    assert level_choices()[:5] == list(NAMED_LEVELS)
    game = get_game("carcassonne")
    beginner, easy, medium = (make_bot(name, game) for name in ("beginner", "easy", "medium"))
    # one ply each, looking at 2 random legal actions, 4, then all of them
    samples = [bot.sample if isinstance(bot, GreedyBot) else -1 for bot in (beginner, easy, medium)]
    assert samples == [2, 4, None]
    budgets: list[tuple[int, int, int]] = []
    for name in ("hard", "expert"):
        bot = make_bot(name, game, seconds=5.0, iterations=1)  # a level keeps its own budget
        assert isinstance(bot, SearchBot) and bot.seconds is None and bot.iterations is not None
        budgets.append((bot.iterations, bot.width, bot.turns))
    # hard: the one-ply choice on expected final scores (no simulation, so its width and turns
    # are the game's own and unused); expert: 160 simulations over 6 candidates two rounds deep
    assert budgets[0][0] == 0 and budgets[1] == (160, 6, 2)
    assert split_level("hard") == ("hard", 0)
    assert split_level("hard:2") is None and split_level("genius") is None


def test_listgames_offers_the_named_levels_for_the_bot_options(target: str) -> None:
    games = Client(target).ListGames(pb.ListGamesRequest()).games
    for game in games:
        options = {option.name: option for option in game.options}
        for name in ("leave_bot", "timeout_bot"):
            assert list(options[name].choices)[:5] == list(NAMED_LEVELS)


@pytest.mark.parametrize("level", ["beginner", "hard"])
def test_a_named_level_takes_a_seat_and_plays(target: str, level: str) -> None:
    created = create(target, "carcassonne", 2, {1: (level, 0)}, auto_start=True)
    name = created.table.name
    person = join(target, created, 0)
    seats = person.GetTable(pb.GetTableRequest(name=name)).table.seats
    assert seats[1].player == BOT and seats[1].bot == pb.BotSpec(kind=level, level=0)
    for _ in range(4):  # two of the person's turns (tile, follower): the bot plays between
        wait_for(lambda: my_turn_or_over(person, name, 0))
        play_first_legal(person, name)
    events = all_events(person, name)
    assert any(e.HasField("action_applied") and e.action_applied.seat == 1 for e in events)


def test_addbot_refuses_an_unknown_level(target: str) -> None:
    created = create(target, "carcassonne", 2, {})
    host = Client(target)
    host.token = created.host_credential
    request = pb.AddBotRequest(table=created.table.name, seat=1, bot=pb.BotSpec(kind="genius"))
    expect_error(
        lambda: host.AddBot(request), grpc.StatusCode.INVALID_ARGUMENT, "INVALID_BOT_LEVEL"
    )
