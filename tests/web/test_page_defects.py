"""The defects issue 43 found on the pages of both games, each with the check that would have
caught it, in real Chromium (phone 390 × 844 with touch, and desktop; fa, ja, en):

- no catalog error (Fluent's, or a missing message) in the console of any page of either game:
  a running table, the final table and the replay (the general catch: Burgundy's "Take workers"
  once showed "{$workers}", its action having no workers);
- Burgundy's "Take workers" in words, with its die and no Fluent placeholder;
- the replay names bots in the reader's language, and its controls draw their symbols (⏮ ⏭
  were empty boxes without an emoji font);
- the English Burgundy final note names no option by its raw id (tiebreak_empty_spaces);
- a table whose other seats are all bots starts without "Start", shows no invite link, no QR
  code and no loopback warning;
- the Persian final page: the commitment's hex digits are code, left to right and isolated,
  beside a Persian label;
- knowledge tile 6 in the table's edition (the page once gave Fluent's numeric selector a
  string, so 2011 tables read the 2019 text), with "still one purchase per turn".

Screenshots go to test-artifacts/web/defects-*.png."""

from __future__ import annotations

import os
import random
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from tests.web.browser import Player, burgundy_move, shot, stored
from tests.web.conftest import WebServer, serve_web
from tests.web.languages import context
from tests.web.test_i18n_sweep import create, link
from tests.web.web_build import load_build

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"


def catalog_errors(page: Page) -> list[str]:
    """Every catalog error the page reports from now on (i18n.js writes each to the console as
    "catalog ...": a Fluent error while formatting, an unknown message id)."""
    found: list[str] = []

    def listen(message: object) -> None:
        text = str(getattr(message, "text", ""))
        if getattr(message, "type", "") == "error" and text.startswith("catalog"):
            found.append(text)

    page.on("console", listen)
    return found


def message(lang: str, file: str, id_: str) -> str:
    """A message's plain text as the catalog writes it (no placeables)."""
    text = (WEB / "locales" / lang / file).read_text(encoding="utf-8")
    match = re.search(rf"^{re.escape(id_)} = (.*)$", text, flags=re.M)
    assert match, (lang, id_)
    return match[1]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebServer]:
    tmp: Path = tmp_path_factory.mktemp("web-defects")
    with serve_web(tmp, MEEPLE_EXTRA_GAMES="") as server:
        yield server


@pytest.fixture(scope="module")
def finished(site: WebServer) -> dict[str, str]:
    """A table of each game that bots play to the end meanwhile; their spectator links."""
    links = {}
    for game in ("carcassonne", "burgundy"):
        created, _ = create(site, game, 2, {0: "random", 1: "greedy"}, start=True)
        links[game] = link(site, created, "spectate")
    return links


def device(browser: Browser, lang: str, on_phone: bool) -> BrowserContext:
    locale = {"fa": "fa-IR", "ja": "ja-JP", "en": "en-US"}[lang]
    return context(browser, locale, on_phone=on_phone)


def press(page: Page, selector: str) -> None:
    if page.evaluate("navigator.maxTouchPoints > 0"):
        page.tap(selector)
    else:
        page.click(selector)


def lobby_table(page: Page, base: str, game: str, bot: str, auto_start: bool) -> str:
    """The host makes a 2-seat table against a bot in the lobby; returns its id."""
    page.goto(base + "/")
    page.select_option("#game", f"games/{game}")
    page.select_option("#seats", "2")
    page.select_option("#seat-1", bot)
    if auto_start:
        page.check("#auto-start")
    page.fill("#name", "Ada")
    page.click("#create")
    page.wait_for_url(re.compile(r"/t/[a-z0-9]+$"))
    return page.url.rsplit("/", 1)[1]


#: the fitting cells a tap reaches now: the map's camera frames some of them, not all
IN_VIEW = """
() => [...document.querySelectorAll(".cell.fit")].map((cell, i) => {
  const r = cell.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit === cell ? i : -1;
}).filter((i) => i >= 0)
"""


def carcassonne_in_view(player: Player, rng: random.Random) -> None:
    """One Carcassonne decision by taps on what is in view: a fitting cell and Place, then a
    follower spot or pass."""
    page = player.page
    if page.locator("#place").count():
        page.evaluate("document.querySelector('.cell.fit').closest('svg').scrollIntoView()")
        reachable = page.evaluate(IN_VIEW)
        assert reachable, "no fitting cell in view"
        press(page, f".cell.fit >> nth={rng.choice(reachable)}")
        press(page, "#place")
    elif page.locator(".follower-choice").count() and rng.random() < 0.6:
        press(
            page,
            f".follower-choice >> nth={rng.randrange(page.locator('.follower-choice').count())}",
        )
    else:
        press(page, "#pass")


CASES = [("fa", True), ("ja", True), ("en", False), ("fa", False), ("ja", False), ("en", True)]


def case_id(case: tuple[str, bool]) -> str:
    return f"{case[0]}-{'phone' if case[1] else 'desktop'}"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_a_table_against_bots_starts_at_once_without_invites(
    site: WebServer, browser: Browser, case: tuple[str, bool]
) -> None:
    """Every other seat a bot's, auto-start not ticked: the table starts as the host sits down
    (no "Start" to press); no invite link, QR code or loopback warning (the server is on
    127.0.0.1, where that warning would show); the spectator link stays, folded."""
    lang, on_phone = case
    ctx = device(browser, lang, on_phone)
    host = Player(ctx.new_page())
    errors = catalog_errors(host.page)
    lobby_table(host.page, site.base, "burgundy", "greedy", auto_start=False)
    host.page.wait_for_selector("#app[data-version] #game", timeout=30_000)
    shot(host.page, f"defects-bots-only-{case_id(case)}")
    for absent in ("#start", "#invite-link", "#invite-qr", "#loopback-warning", "#waiting"):
        assert host.page.locator(absent).count() == 0, absent
    assert host.page.locator("#links #spectator-link").count() == 1
    assert host.page.get_attribute("#links", "open") is None
    assert not errors and not host.errors, errors + host.errors
    ctx.close()


def test_a_table_with_a_person_to_invite_still_shows_the_invite(
    site: WebServer, browser: Browser
) -> None:
    """The other side: a free seat for a friend keeps the invite, the warning and "Start"."""
    ctx = device(browser, "en", on_phone=False)
    host = Player(ctx.new_page())
    lobby_table(host.page, site.base, "burgundy", "", auto_start=False)
    host.page.wait_for_selector("#waiting")
    for present in ("#invite-link", "#loopback-warning", "#start[disabled]"):
        assert host.page.locator(present).count() == 1, present
    ctx.close()


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_take_workers_in_words_and_no_catalog_error_while_playing(
    site: WebServer, browser: Browser, case: tuple[str, bool]
) -> None:
    """Burgundy against a bot: a die, then "Take workers": the bar names the action with its
    die and holds no Fluent placeholder; then a few turns of Burgundy and of Carcassonne by taps,
    and no catalog error in the console all along."""
    lang, on_phone = case
    ctx = device(browser, lang, on_phone)
    host = Player(ctx.new_page())
    errors = catalog_errors(host.page)
    lobby_table(host.page, site.base, "burgundy", "greedy", auto_start=True)
    page = host.page
    rng = random.Random(43)
    for _ in range(12):  # a turn whose two dice differ: taking workers then needs a die
        # her turn (its decision may be one without a die, a building's effect: then she moves)
        page.wait_for_selector("#app[data-mine='true'] #choices", timeout=60_000)
        dice = page.eval_on_selector_all(
            "#choices button.die.offer", "bs => bs.map(b => b.dataset.die)"
        )
        if len(set(dice)) == 2:
            break
        before = host.version
        burgundy_move(host, rng)
        host.wait_past(before)
    else:
        raise AssertionError("no turn with two different dice")
    press(page, "#choices button.op[data-key='op:workers']")
    press(page, f"#choices button.die.offer[data-die='{dice[0]}']")
    page.wait_for_selector("#confirm")
    said = page.inner_text("#bar-hint")
    shot(page, f"defects-take-workers-{case_id(case)}", full_page=False)
    assert message(lang, "burgundy.ftl", "burgundy-op-workers") in said, said
    digits = {"fa": "۰۱۲۳۴۵۶۷۸۹", "ja": "0123456789", "en": "0123456789"}[lang]
    assert digits[int(dice[0])] in said, (dice, said)
    assert "{" not in said and "$" not in said and "workers}" not in said, said
    assert not errors, errors
    before = host.version
    press(page, "#confirm")
    host.wait_past(before)
    rng = random.Random(43)
    for _ in range(6):
        page.wait_for_selector("#app[data-mine='true'], #final", timeout=30_000)
        if page.locator("#final").count():
            break
        before = host.version
        burgundy_move(host, rng)
        host.wait_past(before)
    lobby_table(page, site.base, "carcassonne", "greedy", auto_start=True)
    for _ in range(4):
        page.wait_for_selector("#app[data-mine='true']", timeout=30_000)
        before = host.version
        carcassonne_in_view(host, rng)
        host.wait_past(before)
    shot(page, f"defects-carcassonne-{case_id(case)}")
    assert not errors and not host.errors, errors + host.errors
    ctx.close()


@pytest.mark.parametrize("game", ["carcassonne", "burgundy"])
@pytest.mark.parametrize("case", [("fa", True), ("ja", False), ("en", True)], ids=case_id)
def test_the_final_table_and_its_replay(
    site: WebServer,
    browser: Browser,
    finished: dict[str, str],
    game: str,
    case: tuple[str, bool],
) -> None:
    """The final table of bots and its replay: no catalog error; the bots named in the reader's
    language in the replay too; the replay's controls drawn (an SVG symbol each, no character a
    font may lack), each at least 44 × 44 px; Burgundy's final note names no option's raw id."""
    lang, on_phone = case
    ctx = device(browser, lang, on_phone)
    watcher = Player(ctx.new_page())
    errors = catalog_errors(watcher.page)
    page = watcher.page
    page.goto(finished[game])
    page.wait_for_selector("#final", timeout=180_000)
    final = page.inner_text("#app")
    greedy = message(lang, "common.ftl", "bot-name-greedy")
    assert greedy in final, final[:400]
    if game == "burgundy":
        note = page.inner_text("#final")
        assert not re.search(r"[a-z]+_[a-z_]+", note), note
        for said in (
            message(lang, "options.ftl", "option-burgundy-tiebreak-empty-spaces"),
            message(lang, "options.ftl", "option-burgundy-tiebreak-turn-order"),
            message(lang, "burgundy.ftl", "burgundy-order-behind"),  # the table's default
        ):
            assert said in note, (said, note)
    table_id = page.url.split("?")[0].rsplit("/", 1)[1]
    assert stored(page, table_id).get("spectate")
    page.goto(f"{page.url.split('?')[0]}/replay")
    page.wait_for_selector("#replay-controls")
    page.wait_for_selector("#final", timeout=30_000)
    shot(page, f"defects-replay-{game}-{case_id(case)}")
    replay = page.inner_text("#app")
    assert greedy in replay, replay[:400]
    assert "greedy" not in replay.lower() or lang == "en", replay[:400]
    controls = page.eval_on_selector_all(
        "#replay-controls button.replay-button",
        """bs => bs.map(b => {
          const r = b.getBoundingClientRect();
          const path = b.querySelector("svg path");
          const drawn = path ? path.getBoundingClientRect() : null;
          return [b.id, b.textContent.trim(), r.width, r.height,
                  drawn ? drawn.width * drawn.height : 0];
        })""",
    )
    assert len(controls) == 5, controls
    for button, text, width, height, area in controls:
        assert text == "", (button, text)  # a symbol as text needs a font that has it
        assert area > 40, (button, area)  # the symbol is drawn, at least about 7 × 7 px
        assert width >= 44 and height >= 44, (button, width, height)
    press(page, "#replay-play")
    page.wait_for_selector("#app[data-replay-playing='true']")
    assert page.locator("#replay-play svg path").count() == 1
    press(page, "#replay-play")
    assert not errors and not watcher.errors, errors + watcher.errors
    ctx.close()


@pytest.mark.parametrize("on_phone", [True, False], ids=["phone", "desktop"])
def test_the_persian_commitment_is_isolated_code_beside_a_persian_label(
    site: WebServer, browser: Browser, finished: dict[str, str], on_phone: bool
) -> None:
    ctx = device(browser, "fa", on_phone)
    page = Player(ctx.new_page()).page
    page.goto(finished["burgundy"])
    page.wait_for_selector("#fairness-check[data-verified='true']", timeout=180_000)
    page.evaluate("document.getElementById('commitment').scrollIntoView({ block: 'center' })")
    shot(page, f"defects-commitment-fa-{'phone' if on_phone else 'desktop'}", full_page=False)
    code = page.evaluate(
        """() => {
          const c = document.getElementById("commitment");
          const style = getComputedStyle(c);
          const box = c.closest(".card").getBoundingClientRect();
          const r = c.getBoundingClientRect();
          return { dir: style.direction, bidi: style.unicodeBidi, lang: c.lang,
                   translate: c.getAttribute("translate"), text: c.textContent,
                   label: c.parentElement.querySelector(".commitment-label")?.textContent || "",
                   inside: r.left >= box.left - 1 && r.right <= box.right + 1 };
        }"""
    )
    assert re.fullmatch(r"[0-9a-f]{64}", code["text"]), code
    assert code["dir"] == "ltr" and code["bidi"] == "isolate", code
    assert code["lang"] == "zxx" and code["translate"] == "no", code
    assert code["inside"], code
    label = code["label"]
    assert label and not re.search(r"[A-Za-z0-9]", label), label
    assert message("fa", "table.ftl", "table-fair-commitment-code") == label.strip()
    ctx.close()


BUNDLE = """
import { setLanguage } from "./i18n.js";
import { tileEffect } from "./games/burgundy/art.js";
window.__effect = (lang, label, options) => {
  setLanguage(lang);
  return tileEffect(label, options);
};
"""


@pytest.fixture(scope="module")
def effect_script(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The page's own tile texts (web/src/games/burgundy/art.js with the built catalog), bundled
    by the page's esbuild for a blank Chromium page. A fresh clone has no web/src/gen/ (the build's
    generated sources, never committed): the build's own step writes them first."""
    build = load_build()
    build.write_sources(build.GEN)
    entry = WEB / "src" / f".effect-test-{os.getpid()}.js"
    out = tmp_path_factory.mktemp("effect") / "effect.js"
    entry.write_text(BUNDLE)
    try:
        subprocess.run(
            [str(WEB / "node_modules" / ".bin" / "esbuild"), str(entry), "--bundle",
             "--format=iife", "--loader:.json=json", f"--outfile={out}"],
            check=True, capture_output=True, text=True,
        )  # fmt: skip
    finally:
        entry.unlink()
    return out.read_text()


#: the Persian rulebook's "still only one purchase per turn" (tile 6), the Japanese one's, ours
STILL_ONE = {"fa": "کماکان در هر نوبت فقط", "ja": "それでも追加購入は1手番1回まで",
             "en": "Still only one purchase per turn"}  # fmt: skip
WORKERS = {"fa": "کارگر", "ja": "労働者", "en": "worker"}


@pytest.mark.parametrize("lang", ["fa", "ja", "en"])
def test_knowledge_tile_6_follows_the_tables_edition(
    browser: Browser, effect_script: str, lang: str
) -> None:
    """The table option is a string ("2011"), as GetView gives it; the 2011 text pays with
    silverlings only, the 2019 one with workers too; both keep one purchase per turn."""
    ctx = device(browser, lang, on_phone=False)
    page = ctx.new_page()
    errors = catalog_errors(page)
    page.set_content("<!doctype html><html><body></body></html>")
    page.add_script_tag(content=effect_script)
    texts = {
        edition: str(page.evaluate("a => window.__effect(...a)", [lang, "knowledge_6",
                                                                  {"edition": edition}]))
        for edition in ("2011", "2019")
    }  # fmt: skip
    assert texts["2011"] != texts["2019"], texts
    assert WORKERS[lang] not in texts["2011"] and WORKERS[lang] in texts["2019"], texts
    for text in texts.values():
        assert STILL_ONE[lang] in text, text
    assert not errors, errors
    ctx.close()
