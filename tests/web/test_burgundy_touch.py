"""A person plays a complete 2-player game of The Castles of Burgundy on a 390 x 844 touch phone
against the service's random bot, by taps on dice, tiles, spaces and goods only (no list of
text choices): at every decision the action bar and the person's own estate are on the screen
together, and the highlighted targets too, each a thumb's size (44 x 44 px): the estate's
spaces, a depot's tiles and goods, the stored tiles, the goods, the dice and the bar's words.
Taps per decision are written to test-artifacts/web/burgundy-taps.json (median and longest in
the README)."""

from __future__ import annotations

import json
import random
import statistics
import time

from playwright.sync_api import Browser, Page

from tests.web.browser import ARTIFACTS, Player, burgundy_move, desktop, phone, shot
from tests.web.conftest import WebServer
from tests.web.thumb import THUMB

VIEWPORT = {"width": 390, "height": 844}


def create_against_bot(
    page: Page, base: str, bot: str = "random", start_seat: str | None = None
) -> None:
    page.goto(base + "/")
    page.select_option("#game", "games/burgundy")
    page.select_option("#seats", "2")
    if start_seat is not None:
        # the rule options sit in a folded box: choose without unfolding it
        page.select_option("#option-start_seat", start_seat, force=True)
    page.select_option("#seat-1", bot)
    page.check("#auto-start")
    page.fill("#name", "Ada")
    page.click("#create")
    page.wait_for_selector("#game")


def boxes(page: Page) -> dict[str, object]:
    """The element boxes of the decision's controls and the own estate, in the viewport."""
    script = """() => {
      const box = (el) => { const r = el.getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width,
                height: r.height, what: el.dataset.key || el.id || ""}; };
      const bar = document.getElementById("choices");
      return {
        bar: bar ? box(bar) : null,
        estate: box(document.querySelector("#my-estate svg.estate")),
        offers: [...document.querySelectorAll("#game .offer")].map(box),
        ops: [...document.querySelectorAll("#choices button")].map(box),
      };
    }"""
    result: dict[str, object] = page.evaluate(script)
    return result


def inside(box: dict[str, float]) -> bool:
    return (
        box["top"] >= -0.5
        and box["left"] >= -0.5
        and box["bottom"] <= VIEWPORT["height"] + 0.5
        and box["right"] <= VIEWPORT["width"] + 0.5
    )


def check_on_screen(page: Page) -> None:
    got = boxes(page)
    bar, estate = got["bar"], got["estate"]
    assert isinstance(bar, dict) and isinstance(estate, dict), got
    assert inside(bar), ("the action bar is off screen", bar)
    assert inside(estate), ("the own estate is off screen", estate)
    assert estate["bottom"] <= bar["top"] + 0.5, ("the bar covers the estate", estate, bar)
    for box in [*got["offers"], *got["ops"]]:  # type: ignore[misc]
        assert inside(box), ("a highlighted target is off screen", box)
        assert min(box["width"], box["height"]) >= THUMB - 0.5, ("not a thumb's size", box)
    for box in got["offers"]:  # type: ignore[attr-defined]
        # the estate's spaces are in its box, which is in view above the bar (checked above)
        if str(box["what"]).startswith("cell:"):
            assert estate["top"] - 0.5 <= box["top"] and box["bottom"] <= estate["bottom"] + 0.5
            assert estate["left"] - 0.5 <= box["left"] and box["right"] <= estate["right"] + 0.5


def offered(page: Page, selector: str) -> int:
    return page.locator(selector).count()


def opponent_dice_waiting(page: Page, me: int, bot: int) -> bool | None:
    """Whether the bot's dice show as not yet played while its turn is still to come this round
    (None when the bot has played already or no dice are rolled)."""
    order = [
        int(s)
        for s in page.eval_on_selector_all(
            "#status-line .order [data-seat]", "ds => ds.map(d => d.dataset.seat)"
        )
    ]
    if not order or order.index(bot) < order.index(me):
        return None
    dice = page.eval_on_selector_all(
        f".player-card[data-seat='{bot}'] .dice .die", "ds => ds.map(d => d.className)"
    )
    if not dice:
        return None
    return all("waiting" in c and "used" not in c for c in dice)


def test_a_person_plays_burgundy_by_touch_on_a_phone(web: WebServer, browser: Browser) -> None:
    me = Player(phone(browser).new_page())
    page = me.page
    # the person (seat 0, the host) starts: in the first round the bot's turn is still to come
    # at her decisions, so that its dice are seen waiting (not used) whatever the seed
    create_against_bot(page, web.base, start_seat="0")
    seat = int(page.get_attribute("#my-estate", "data-seat") or 0)
    bot = 1 - seat
    rng = random.Random(11)
    taps: list[int] = []
    waiting_checked = 0
    marked = 0
    highlighted: list[int] = []  # the decision whose first tap is photographed
    # decisions offering estate spaces, and a depot's goods (a ship's), seen on screen
    spaces = depot_goods = 0
    moving = 0  # animations seen at her decisions
    deadline = time.monotonic() + 240
    while not me.finished:
        assert time.monotonic() < deadline, "the game did not end"
        if not me.my_turn:
            page.wait_for_timeout(15)
            continue
        page.wait_for_selector("#choices:not([data-sending])")
        # she asked for reduced motion (tests/web/browser.py): the last move's tile does not
        # slide or fade in, and nothing pulses
        moving += page.evaluate("document.getAnimations().length")
        before = me.version
        try:
            check_on_screen(page)
        except AssertionError:
            shot(page, "burgundy-phone-off-screen")
            raise
        if offered(page, "#my-estate .cell.offer"):
            spaces += 1
            if spaces == 1:
                shot(page, "burgundy-phone-estate", full_page=False)
        if offered(page, "#main-board .dgoods.offer"):
            depot_goods += 1
            if depot_goods == 1:
                shot(page, "burgundy-phone-depot-goods", full_page=False)
        # no list of text choices: the decision is the bar's few words and the board's targets
        assert page.locator("#choices button").count() <= 8
        assert page.locator("#choices details, button.choice").count() == 0
        waiting = opponent_dice_waiting(page, seat, bot)
        if waiting is not None:
            assert waiting, "the other player's dice show as used before they have played"
            waiting_checked += 1
        if len(taps) >= 30 and not highlighted and page.locator("#game .offer").count():
            highlighted.append(len(taps))
            shot(page, "burgundy-phone-touch")
            chosen = page.locator("#game .offer").first
            chosen.tap()
            shot(page, "burgundy-phone-highlight")
            # what the person sees without scrolling (docs/web-table/burgundy-phone.png)
            page.screenshot(path=str(ARTIFACTS / "burgundy-phone-screen.png"))
            if page.locator("#back").count():
                page.locator("#back").tap()  # a visible way back, then decide afresh
        taps.append(burgundy_move(me, rng))
        me.wait_past(before)
        # the last move stays marked: the tile taken (in the storage) or placed (on its space)
        marked += page.locator("#my-estate .last-move").count() > 0
    assert not me.errors, me.errors
    assert len(taps) > 40
    assert moving == 0
    assert waiting_checked > 0
    assert spaces > 0, "no decision offered a space of the estate"
    print(f"decisions offering estate spaces: {spaces}, a depot's goods: {depot_goods}")
    assert highlighted, "no decision after the 30th offered a target to tap"
    assert marked > len(taps) / 4, (marked, len(taps))
    page.wait_for_selector("#final")
    shot(page, "burgundy-phone-final")
    # the log names the phases A..E in order (the event counts phases from 0)
    phases = page.eval_on_selector_all("#log li.phase", "ls => ls.map(l => l.textContent)")
    phases = [p.replace("\u2068", "").replace("\u2069", "") for p in phases]  # Fluent's isolation
    assert list(reversed(phases)) == [f"Phase {p} begins" for p in "ABCDE"], phases
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    summary = {
        "decisions": len(taps),
        "median": statistics.median(taps),
        "longest": max(taps),
        "taps": taps,
    }
    (ARTIFACTS / "burgundy-taps.json").write_text(json.dumps(summary))
    print(f"taps per decision: median {summary['median']}, longest {summary['longest']}")
    page.context.close()


def test_burgundy_on_a_desktop_uses_the_width(web: WebServer, browser: Browser) -> None:
    me = Player(desktop(browser).new_page())
    console: list[str] = []
    me.page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
    create_against_bot(me.page, web.base)
    me.page.wait_for_selector("#app[data-mine='true']")
    # the bot's first moves may re-render the table just then: wait until both parts are laid out
    me.page.wait_for_function(
        """() => ['#main-board', '#my-estate'].every(s => {
            const e = document.querySelector(s);
            return e && e.getBoundingClientRect().width > 0; })"""
    )
    board = me.page.locator("#main-board").bounding_box()
    estate = me.page.locator("#my-estate").bounding_box()
    assert board and estate
    assert estate["x"] > board["x"] + board["width"] - 1  # side by side
    me.page.locator("#main-board button.dslot").first.click()  # a depot space holding a tile
    me.page.wait_for_selector("#tile-info")
    assert ":" in me.page.inner_text("#tile-info")
    shot(me.page, "burgundy-desktop-touch")
    # every depot tile's effect formats (the catalog reports a missing message or variable)
    me.page.evaluate("""() => { for (const el of document.querySelectorAll('#main-board .dslot'))
        el.click(); }""")
    assert not [m for m in console if "catalog" in m], console
    me.page.context.close()
