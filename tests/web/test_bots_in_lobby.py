"""One person plays against the service's bots, chosen in the lobby; the page gets its decisions
from the stream and the replies (one round trip per move): ListLegalActions only when the page
opens. A fixed sample of the person's first moves (whole games against a bot, to the final
table, are test_burgundy_touch.py's, test_carcassonne_phone.py's and test_i18n_pages.py's)."""

from __future__ import annotations

from playwright.sync_api import Browser, Request

from tests.web.browser import Player, burgundy_move, carcassonne_move, desktop, play_to_end
from tests.web.conftest import WebServer

#: the person's moves the sample plays: several of the bots' replies each way, in Burgundy past
#: the first round (each seat's two dice, then a new round)
MOVES = 16


def play_against_bots(web: WebServer, browser: Browser, game: str, bots: list[str]) -> Player:
    host = Player(desktop(browser).new_page())
    calls: list[str] = []

    def record(request: Request) -> None:
        calls.append(request.url.rsplit("/", 1)[-1])

    host.page.on("request", record)
    host.page.goto(web.base + "/")
    host.page.select_option("#game", f"games/{game}")
    host.page.select_option("#seats", str(len(bots) + 1))
    for seat, bot in enumerate(bots, start=1):
        host.page.select_option(f"#seat-{seat}", bot)
    host.page.check("#auto-start")
    host.page.fill("#name", "Ada")
    host.page.click("#create")
    host.page.wait_for_selector("#game")  # every other seat is a bot: the game starts at once
    move = carcassonne_move if game == "carcassonne" else burgundy_move
    moves = play_to_end([host], move, seed=5, stop_after=MOVES)
    assert moves == MOVES and not host.finished
    assert calls.count("SubmitAction") == moves
    assert calls.count("ListLegalActions") <= 1, calls.count("ListLegalActions")
    assert not host.errors, host.errors
    return host


def test_a_person_and_a_random_bot_play_carcassonne(web: WebServer, browser: Browser) -> None:
    host = play_against_bots(web, browser, "carcassonne", ["random"])
    host.page.context.close()


def test_a_person_and_a_greedy_bot_play_burgundy(web: WebServer, browser: Browser) -> None:
    host = play_against_bots(web, browser, "burgundy", ["greedy"])
    host.page.context.close()


def test_the_lobby_offers_the_named_levels_and_seats_say_them(
    web: WebServer, browser: Browser
) -> None:
    """The five named levels, weakest first, in the lobby; a seat shows its level's name."""
    host = Player(desktop(browser).new_page())
    host.page.goto(web.base + "/")
    host.page.select_option("#game", "games/carcassonne")
    host.page.select_option("#seats", "2")
    values = host.page.eval_on_selector_all("#seat-1 option", "els => els.map(e => e.value)")
    assert values[:6] == ["", "beginner", "easy", "medium", "hard", "expert"]
    host.page.select_option("#seat-1", "hard")
    host.page.check("#auto-start")
    host.page.fill("#name", "Ada")
    host.page.click("#create")
    host.page.wait_for_selector("#game")
    host.page.wait_for_selector("#seats li[data-seat='1'] .seat-name:has-text('Hard bot')")
    assert not host.errors, host.errors
    host.page.context.close()
