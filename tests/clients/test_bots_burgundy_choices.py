"""The Burgundy bots with the choices of issue 17: a Warehouse sale that may be declined,
and whole games from a drawn start player."""

from __future__ import annotations

import pytest

from clients.bots import make_bot
from engines.burgundy.actions import DeclineEffect, PlaceTile, SellGoods
from engines.burgundy.state import BurgundyState
from engines.chance import SeededChance
from engines.contract import act, start
from engines.registry import get_game
from tests.burgundy.helpers import kind, position, seat_now, store


@pytest.mark.parametrize("bot", ["greedy", "search"])
def test_bots_sell_at_a_warehouse_rather_than_decline(bot: str) -> None:
    state = position(dice=(3, 4))
    seat = seat_now(state)
    store(state, seat, "warehouse")
    state.players[seat].goods = [0, 3, 0, 0, 0, 0, 0]
    state.apply_action(seat, PlaceTile(3, 0, kind("warehouse"), 12))
    assert DeclineEffect() in state.legal_actions()
    chooser = make_bot(bot, get_game("burgundy"), 1, iterations=4)
    assert chooser.choose(state, seat) == SellGoods(0, 0, 1)  # 6 points and a silverling


@pytest.mark.parametrize("seed", [3, 4])
def test_greedy_bots_play_whole_games_from_a_drawn_start(seed: int) -> None:
    game = get_game("burgundy")
    chance = SeededChance(seed)
    state, first = start(game, 3, chance, None)
    assert first.outcomes[0].kind == "start_seat"
    assert isinstance(state, BurgundyState)
    bots = [make_bot("greedy", game, seed * 10 + i) for i in range(3)]
    while not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        action = bots[seat].choose(state, seat)
        assert action in state.legal_actions()
        act(state, seat, action, chance)
    assert state.outcome() is not None
