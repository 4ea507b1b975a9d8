"""Driving the web table in Debian's Chromium with Playwright: launching, the players' clicks
(only what the page offers), and recording every GameService response a page receives."""

from __future__ import annotations

import base64
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser, BrowserContext, Page, Playwright
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.web.thumb import reach_cells, targets

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
DESKTOP = {"width": 1280, "height": 900}
#: the pages' people ask for reduced motion (the setting phones offer): a highlight's pulse is
#: frames Chromium draws for nothing a test reads, and screenshots hold still. The touch-target
#: test opens its pages without it, and finds no animation that never ends.
STILL = "reduce"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2, "reduced_motion": STILL}  # fmt: skip
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "web"

#: tees every GameService response body (unary and streamed) into window.__recorded
RECORDER = """
(() => {
  const original = window.fetch;
  window.__recorded = [];
  const b64 = (bytes) => {
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(text);
  };
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === "string" ? input : input.url;
    if (!url.includes("/meeple.v1.GameService/") || !response.body) return response;
    const [mine, theirs] = response.body.tee();
    const entry = { url, status: response.status, chunks: [] };
    window.__recorded.push(entry);
    (async () => {
      const reader = mine.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        entry.chunks.push(b64(value));
      }
    })();
    return new Response(theirs, { status: response.status, statusText: response.statusText,
      headers: response.headers });
  };
})();
"""


def launch(playwright: Playwright) -> Browser:
    if not CHROMIUM.exists():
        raise RuntimeError("the browser tests need Debian's Chromium: apt-get install -y chromium")
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)


def desktop(browser: Browser) -> BrowserContext:
    return browser.new_context(viewport=DESKTOP, reduced_motion=STILL)  # type: ignore[arg-type]


def phone(browser: Browser) -> BrowserContext:
    return browser.new_context(**PHONE)  # type: ignore[arg-type]


ENDLESS = """() => document.getAnimations()
  .filter((a) => a.effect && a.effect.getComputedTiming().iterations === Infinity)
  .map((a) => `${a.animationName || a.id}: ${a.effect.target ? a.effect.target.className : ""}`)"""


def endless_animations(page: Page) -> list[str]:
    """The page's animations that never end: a page waiting for a decision should come to rest
    (each frame of an endless one is drawn again, for as long as the page is open, on a phone's
    battery)."""
    return list(page.evaluate(ENDLESS))


def shot(page: Page, name: str, full_page: bool = True) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


def no_horizontal_scroll(page: Page) -> bool:
    return bool(
        page.evaluate(
            "document.documentElement.scrollWidth <= document.documentElement.clientWidth"
        )
    )


@dataclass
class Player:
    page: Page
    errors: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))

    def attr(self, name: str) -> str:
        return str(self.page.get_attribute("#app", f"data-{name}") or "")

    @property
    def version(self) -> str:
        return self.attr("version")

    @property
    def my_turn(self) -> bool:
        return self.attr("mine") == "true"

    @property
    def finished(self) -> bool:
        return self.attr("state") == str(pb.Table.STATE_FINISHED)

    def wait_past(self, version: str, timeout: float = 15.0) -> None:
        """Until the page shows another version than ``version``; on a timeout, the failure
        says what the page showed (its message line, whose turn, the page's errors)."""
        try:
            self.page.wait_for_function(
                "v => document.getElementById('app').dataset.version !== v", arg=version,
                timeout=timeout * 1000)  # fmt: skip
        except PlaywrightTimeoutError:
            message = self.page.locator("#message")
            said = message.first.inner_text() if message.count() else ""
            raise AssertionError(
                f"the page stayed at version {version} for {timeout} s: message {said!r},"
                f" mine={self.my_turn}, state={self.attr('state')}, errors={self.errors}"
            ) from None


def goto(page: Page, url: str) -> None:
    """``page.goto``, again after ``ERR_NETWORK_CHANGED``: Chromium aborts a navigation when the
    host's network interfaces change, which other tests' containers do (a bridge or a veth
    comes or goes); that is this machine, not the page."""
    for attempt in range(3):
        try:
            page.goto(url)
            return
        except PlaywrightError as error:
            if "ERR_NETWORK_CHANGED" not in str(error) or attempt == 2:
                raise


def create_table(
    page: Page, base: str, game: str, seats: int, name: str, options: dict[str, str] | None = None
) -> str:
    """Lobby -> a private table, the host seated; returns the invite link the page shows."""
    goto(page, base + "/")
    page.select_option("#game", f"games/{game}")
    page.select_option("#seats", str(seats))
    for option, value in (options or {}).items():
        page.select_option(f"#option-{option}", value)
    page.fill("#name", name)
    page.click("#create")
    page.wait_for_selector("#invite-link")
    return page.input_value("#invite-link")


def join(page: Page, invite: str, name: str) -> None:
    goto(page, invite)
    page.fill("#name", name)
    page.click("#take-seat")
    page.wait_for_selector("#app[data-version]")


def fit_cells_in_view(page: Page) -> list[str]:
    """The cells where the tile fits as it is turned now that are wholly in view (thumb's
    ``targets``: inside the map's box, above a bar fixed at the screen's bottom, clear of the
    zoom buttons), in the page's order."""
    fit = set(page.eval_on_selector_all(".cell.fit", "els => els.map((el) => el.dataset.cell)"))
    return [c["key"] for c in targets(page)["cells"] if c["in_view"] and c["key"] in fit]


def carcassonne_move(player: Player, rng: random.Random) -> None:
    page = player.page
    if page.locator("#place").count():
        # a cell the camera shows: the map frames the cells where the tile fits, but one may lie
        # outside its box (behind the bar or off the map), where a click lands on something else
        shown = fit_cells_in_view(page)
        if not shown:
            reach_cells(page)
            shown = fit_cells_in_view(page)
        if shown:
            page.locator(f'.cell.fit[data-cell="{rng.choice(shown)}"]').click()
        else:  # only cells fitting in another rotation are in view: choose one off screen
            cells = page.locator(".cell.fit")
            cells.nth(rng.randrange(cells.count())).dispatch_event("click")
        page.click("#place")
    else:
        choices = page.locator(".follower-choice")
        if choices.count() and rng.random() < 0.6:
            choices.nth(rng.randrange(choices.count())).click()
        else:
            page.click("#pass")


def burgundy_move(player: Player, rng: random.Random, prefer: str = "") -> int:
    """One Burgundy decision by taps only: a highlighted die, tile, space or goods (or one of the
    bar's few word choices: take workers, buy, end the turn...) until the action bar offers
    Confirm, then Confirm (sometimes a further highlighted choice first, e.g. a second depot
    for a ship). ``prefer`` "takeTile" taps a depot tile first when one is offered, two times
    in three. Returns the taps."""
    page = player.page
    touch = bool(page.evaluate("navigator.maxTouchPoints > 0"))

    def press(locator: Any) -> None:
        if touch:
            locator.tap()
        else:
            locator.click()

    taps = 0
    if prefer == "takeTile" and rng.random() < 2 / 3:
        tiles = page.locator("#main-board .dslot.offer")
        if tiles.count():
            press(tiles.nth(rng.randrange(tiles.count())))
            taps += 1
    version = player.version
    for _ in range(12):
        # sent: the bar says so until the reply's version is drawn (then the version differs)
        if page.locator("#choices[data-sending]").count() or player.version != version:
            return taps
        confirm = page.locator("#confirm")
        offers = page.locator("#game .offer")
        ops = page.locator("#choices button.op")
        if confirm.count() and (not offers.count() or rng.random() < 0.75):
            press(confirm)
            return taps + 1
        if offers.count() and (not ops.count() or rng.random() < 0.85):
            press(offers.nth(rng.randrange(offers.count())))
        elif ops.count():
            press(ops.nth(rng.randrange(ops.count())))
        else:
            raise AssertionError("the page offers nothing to tap: " + page.inner_text("#choices"))
        taps += 1
    raise AssertionError("no action after 12 taps: " + page.inner_text("#choices"))


def play_to_end(
    players: list[Player],
    move: Any,
    seed: int,
    limit: int = 3000,
    between: Any = None,
    stop_after: int | None = None,
) -> int:
    """Both seats click what their pages offer until the game is over (or, with
    ``stop_after``, until they made that many moves); returns the moves."""
    rng = random.Random(seed)
    moves = 0
    deadline = time.monotonic() + 900
    while not all(p.finished for p in players) and moves != stop_after:
        assert moves < limit and time.monotonic() < deadline, "the game did not end"
        actor = next((p for p in players if p.my_turn), None)
        if actor is None:
            players[0].page.wait_for_timeout(15)
            continue
        before = actor.version
        move(actor, rng)
        actor.wait_past(before)
        moves += 1
        if between is not None:
            between(moves)
    for p in players:
        assert not p.errors, p.errors
    return moves


def recorded_messages(page: Page) -> list[tuple[str, Message]]:
    """Every GameService response the page received, decoded (stream messages one by one)."""
    out: list[tuple[str, Message]] = []
    # every method's response type, from the service's own descriptor (the page may call any)
    methods = pb.DESCRIPTOR.services_by_name["GameService"].methods_by_name
    responses: dict[str, type[Message]] = {
        name: getattr(pb, method.output_type.name) for name, method in methods.items()
    }
    for entry in page.evaluate("window.__recorded"):
        method = entry["url"].rsplit("/", 1)[1]
        body = b"".join(base64.b64decode(c) for c in entry["chunks"])
        if entry["status"] != 200:
            continue
        kind = responses[method]
        if method != "WatchTable":
            out.append((method, kind.FromString(body)))
            continue
        while len(body) >= 5:
            flags, size = body[0], int.from_bytes(body[1:5], "big")
            payload, body = body[5 : 5 + size], body[5 + size :]
            if not flags & 0x02:  # 0x02 = end of stream (JSON trailer)
                out.append((method, kind.FromString(payload)))
    return out


def stored(page: Page, table_id: str) -> dict[str, Any]:
    """What the page keeps on the device for a table (credentials, seat)."""
    data: dict[str, Any] = page.evaluate(
        "id => JSON.parse(localStorage.getItem('meeple.tables.v1') || '{}')[id] || {}", table_id
    )
    return data


def spectator_saw(
    messages: list[tuple[str, Message]],
    view_type: type[Message],
    is_spectators: Callable[[Any], bool],
    secrets: list[str],
) -> int:
    """Asserts the spectator's responses hold no seat's view, no chance outcome and no secret;
    returns how many game views it received."""
    from google.protobuf.unknown_fields import UnknownFieldSet

    assert any(method == "WatchTable" for method, _ in messages)
    seen = 0
    for _, message in messages:
        views = []
        if isinstance(message, pb.GetViewResponse):
            views = [message.view]
        elif isinstance(message, pb.WatchTableResponse) and message.HasField("snapshot"):
            views = [message.snapshot]
        for table_view in views:
            assert not table_view.HasField("viewer_seat")
            if table_view.HasField("game_view"):
                game_view = view_type()
                assert table_view.game_view.Unpack(game_view)
                assert len(UnknownFieldSet(game_view)) == 0
                assert is_spectators(game_view)
                seen += 1
        events: list[pb.TableEvent] = []
        if isinstance(message, pb.ListEventsResponse):
            events = list(message.events)
        elif isinstance(message, pb.WatchTableResponse) and message.HasField("event"):
            events = [message.event]
        # chance outcomes become public with the seed, on the event that ended the game
        assert all(not e.chance_outcomes or e.HasField("fairness") for e in events)
        raw = message.SerializeToString()
        assert not any(secret.encode() in raw for secret in secrets)
    return seen


def final_rows(page: Page) -> list[tuple[int, int, int]]:
    """(seat, score, rank) of every row of the final scores the page shows."""
    rows = page.eval_on_selector_all(
        ".final-score", "rs => rs.map(r => [+r.dataset.seat, +r.dataset.score, +r.dataset.rank])"
    )
    return [(int(a), int(b), int(c)) for a, b, c in rows]


def breakdown_rows(page: Page) -> list[list[int]]:
    """Each final-score row's numbers after the player: the total, then the breakdown."""
    script = "rs => rs.map(r => [...r.children].slice(2).map(td => +td.textContent))"
    return [[int(v) for v in row] for row in page.eval_on_selector_all(".final-score", script)]


@dataclass
class SeatedTable:
    """A started 2-seat table: the host (desktop) and a friend (phone) seated through the lobby
    and the invite link, and a spectator (recording its responses) from the spectator link."""

    host: Player
    friend: Player
    watcher: Player
    table_id: str
    invite: str
    #: every credential and the invite token, which the spectator must never receive
    secrets: list[str]


def start_two_seat_table(base: str, browser: Browser, game: str) -> SeatedTable:
    host = Player(desktop(browser).new_page())
    invite = create_table(host.page, base, game, 2, "Ada")
    table_id = host.page.url.rsplit("/", 1)[1]
    assert f"/t/{table_id}?invite=" in invite
    spectate = host.page.input_value("#spectator-link")
    friend = Player(phone(browser).new_page())
    join(friend.page, invite, "Grace")
    assert "invite=" not in friend.page.url  # the token left the address bar
    host.page.wait_for_selector("#start:not([disabled])")
    host.page.click("#start")
    for p in (host, friend):
        p.page.wait_for_selector("#game")
    watch_ctx = phone(browser)
    watch_ctx.add_init_script(RECORDER)
    watcher = Player(watch_ctx.new_page())
    watcher.page.goto(spectate)
    watcher.page.wait_for_selector("#game")
    assert "spectate=" not in watcher.page.url
    secrets = [str(stored(host.page, table_id)[k]) for k in ("host", "invite", "credential")]
    secrets.append(str(stored(friend.page, table_id)["credential"]))
    return SeatedTable(host, friend, watcher, table_id, invite, secrets)


def check_final_screen(table: SeatedTable, target: str, game: str) -> list[list[int]]:
    """Screenshots of the end; the page's scores and ranks equal GetView's over gRPC. Returns
    each row's total and breakdown."""
    from tests.service.harness import Client

    for p, name in ((table.host, "final-desktop"), (table.friend, "final-phone")):
        p.page.wait_for_selector("#final")
        shot(p.page, f"{game}-{name}")
    client = Client(target, str(stored(table.host.page, table.table_id)["host"]))
    try:
        view = client.GetView(pb.GetViewRequest(table=f"tables/{table.table_id}")).view
    finally:
        client.close()
    assert view.state == pb.Table.STATE_FINISHED
    assert sorted(final_rows(table.host.page)) == [
        (s, view.outcome.scores[s], view.outcome.ranks[s]) for s in range(2)
    ]
    winner = table.host.page.inner_text("#winner")
    assert "wins" in winner or "Shared victory" in winner
    # the page checks the revealed secret against the commitment it showed from the start
    table.host.page.wait_for_selector("#fairness-check[data-verified='true']")
    assert table.host.page.inner_text("#commitment") == view_commitment(target, table)
    return breakdown_rows(table.host.page)


def view_commitment(target: str, table: SeatedTable) -> str:
    from tests.service.harness import Client

    client = Client(target, str(stored(table.host.page, table.table_id)["host"]))
    try:
        got = client.GetTable(pb.GetTableRequest(name=f"tables/{table.table_id}")).table
    finally:
        client.close()
    return str(got.fairness.commitment.hex())
