"""axe-core (the npm package, from web/node_modules, injected by the test) finds no serious or
critical violation on the lobby, the invite page and a position of each game, on a phone and a
desktop."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests.web.browser import DESKTOP, PHONE, create_table
from tests.web.conftest import WebServer

AXE = Path(__file__).resolve().parents[2] / "web" / "node_modules" / "axe-core" / "axe.min.js"
RUN = """async () => { const r = await axe.run(document, { resultTypes: ["violations"] });
  return r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 3).map(n => n.target.join(" ")) })); }"""


def serious(page: Page) -> list[dict[str, Any]]:
    page.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = page.evaluate(RUN)
    return [v for v in found if v["impact"] in ("serious", "critical")]


def start_against_bot(page: Page, base: str, game: str) -> None:
    page.goto(base + "/")
    page.select_option("#game", f"games/{game}")
    page.select_option("#seat-1", "random")
    page.check("#auto-start")
    page.fill("#name", "Ada")
    page.click("#create")
    page.wait_for_selector("#game")
    page.wait_for_selector("#app[data-mine='true']")


@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_no_serious_accessibility_violation(web: WebServer, browser: Browser, device: str) -> None:
    if not AXE.exists():
        pytest.fail("axe-core is missing: run (cd web && npm ci)")
    # the page's CSP (script-src 'self') would refuse the injected axe script
    options: dict[str, Any] = dict(PHONE) if device == "phone" else {"viewport": DESKTOP}
    context = browser.new_context(bypass_csp=True, **options)
    page = context.new_page()
    found: dict[str, list[dict[str, Any]]] = {}
    page.goto(web.base + "/")
    page.wait_for_selector("#lobby")
    found["lobby"] = serious(page)
    invite = create_table(page, web.base, "carcassonne", 2, "Ada")
    found["waiting"] = serious(page)
    guest_context = browser.new_context(bypass_csp=True, **options)  # another person's device
    guest = guest_context.new_page()
    guest.goto(invite)
    guest.wait_for_selector("#join")
    found["invite"] = serious(guest)
    guest_context.close()
    for game in ("carcassonne", "burgundy"):
        start_against_bot(page, web.base, game)
        found[game] = serious(page)
    context.close()
    assert not any(found.values()), {k: v for k, v in found.items() if v}
