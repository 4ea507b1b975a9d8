"""/learn in real Chromium (issue 44): a newcomer on a 390 x 844 touch phone, in Persian and in
Japanese, finds both courses and completes the first three lessons of each game by taps on the
real board (a wrong move first where a lesson has one to make: judged, explained, nothing sent),
with the rulebook's sentence beside the board; the progress stays on the device; axe-core finds
no serious or critical violation on the courses and a lesson, on a phone and a desktop. Taps per
lesson step are written to test-artifacts/web/learn-taps-<language>.json (one file per test, so
that tests in parallel processes never write the same one)."""

from __future__ import annotations

import json
import statistics
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser, Page

from tests.service.harness import Client
from tests.web.browser import ARTIFACTS, DESKTOP, PHONE, no_horizontal_scroll, shot
from tests.web.conftest import WebServer
from tests.web.languages import LOCALES, context

AXE = Path(__file__).resolve().parents[2] / "web" / "node_modules" / "axe-core" / "axe.min.js"
RUN = """async () => { const r = await axe.run(document, { resultTypes: ["violations"] });
  return r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 3).map(n => n.target.join(" ")) })); }"""
#: one lesson step by taps: the selectors tapped, in order
Taps = list[str]


def tap_all(page: Page, selectors: Taps) -> int:
    for selector in selectors:
        page.locator(selector).first.tap()
    return len(selectors)


def step_reached(page: Page, step: int, complete: bool = False) -> None:
    page.wait_for_function(
        "([s, c]) => { const a = document.getElementById('app').dataset;"
        " return a.step === String(s) && a.complete === String(c); }",
        arg=[step, complete],
        timeout=15_000,
    )


def lesson_texts(web: WebServer, language: str) -> dict[str, pb.Lesson]:
    response = Client(web.target).ListLessons(pb.ListLessonsRequest(language=language))
    return {lesson.name: lesson for lesson in response.lessons}


def play_lesson(
    page: Page,
    web: WebServer,
    lesson: str,
    steps: list[Taps],
    language: str,
    wrong: Taps | None = None,
    judged: Callable[[Page], None] | None = None,
) -> list[int]:
    """Open a lesson from the course, make the wrong move (if any), then each step's taps; the
    taps of each step."""
    page.goto(f"{web.base}/learn")
    page.locator(f'.lesson-item[data-lesson="lessons/{lesson}"] a').tap()
    page.wait_for_selector("#task")
    assert page.get_attribute("html", "lang") == language
    taps: list[int] = []
    if wrong is not None:
        before = page.get_attribute("#app", "data-version")
        tap_all(page, wrong)
        page.wait_for_selector("#verdict.wrong")
        # judged and explained before anything was sent: the table did not move
        assert page.get_attribute("#app", "data-version") == before
        assert page.get_attribute("#app", "data-step") == "0"
        if judged is not None:
            judged(page)
        shot(page, f"learn-{lesson}-wrong-{language}-phone", full_page=False)
    for index, selectors in enumerate(steps):
        count = tap_all(page, selectors)
        last = index == len(steps) - 1
        step_reached(page, index + 1, complete=last)
        taps.append(count)
        assert page.locator("#verdict.right").count() == 1
    assert page.locator("#complete").is_visible()
    assert page.locator("#move-lines li").count() >= 1, "what the last move did, in words"
    shot(page, f"learn-{lesson}-done-{language}-phone")
    return taps


CARCASSONNE: list[tuple[str, list[Taps], Taps | None]] = [
    ("carcassonne-draw-and-place", [[".cell.fit", "#place"]], None),
    (
        "carcassonne-edges-match",
        [['.cell.fit[data-cell="1,0"]', "#place"]],
        ['.cell.fit:not([data-cell="1,0"])', "#place"],
    ),
    (
        "carcassonne-thief-on-road",
        [['.cell.fit[data-cell="1,0"]', "#place"], ['.follower-choice[data-spot="road-E"]']],
        None,
    ),
]
BURGUNDY: list[tuple[str, list[Taps], Taps | None]] = [
    (
        "burgundy-first-turn",
        [
            ['#choices .die[data-die="2"]', '#choices .op[data-key="op:workers"]'],
            ['#choices .die[data-die="5"]', '#main-board .dslot[data-depot="5"]', "#confirm"],
        ],
        ['#choices .die[data-die="5"]', '#choices .op[data-key="op:workers"]'],
    ),
    (
        "burgundy-workers",
        [['#choices .die[data-die="2"]', '#main-board .dslot[data-depot="6"]', "#confirm"]],
        None,
    ),
    (
        "burgundy-sell-goods",
        [['#choices .die[data-die="4"]', '#my-estate .held-goods[data-goods="4"]', "#confirm"]],
        None,
    ),
]


@pytest.mark.parametrize("language", ["fa", "ja"])
def test_a_newcomer_completes_three_lessons_of_each_game_on_a_phone(
    web: WebServer, browser: Browser, language: str
) -> None:
    ctx = context(browser, LOCALES[language], on_phone=True)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    texts = lesson_texts(web, language)
    page.goto(f"{web.base}/learn")
    page.wait_for_selector(".course")
    assert page.locator(".course").count() == 2
    for game in ("carcassonne", "burgundy"):
        items = page.locator(f'.course[data-game="games/{game}"] .lesson-item')
        assert items.count() >= 12
    assert no_horizontal_scroll(page)
    shot(page, f"learn-course-{language}-phone", full_page=False)

    def miss_explained(lesson: str) -> Callable[[Page], None]:
        def check(page: Page) -> None:
            # the lesson's own words, in the reader's language
            text = page.inner_text("#verdict")
            assert text.strip(), "a wrong move is explained"
            assert texts[f"lessons/{lesson}"].title in page.inner_text("#lesson-title")

        return check

    taps: dict[str, list[int]] = {}
    for lessons in (CARCASSONNE, BURGUNDY):
        for lesson, steps, wrong in lessons:
            judged = miss_explained(lesson)
            taps[lesson] = play_lesson(page, web, lesson, steps, language, wrong, judged)
            rule = texts[f"lessons/{lesson}"].rule
            # the rulebook's sentence beside the board, in the reader's language
            assert page.inner_text("#rule blockquote").strip() == rule.text
            assert rule.term in page.inner_text("#rule blockquote")
    page.goto(f"{web.base}/learn")
    page.wait_for_selector(".course")
    done = page.locator(".lesson-item.done")
    assert done.count() == 6, "the progress is kept on this device"
    shot(page, f"learn-course-progress-{language}-phone", full_page=False)
    assert errors == []
    ctx.close()
    summary_path = ARTIFACTS / f"learn-taps-{language}.json"
    per_step = [n for counts in taps.values() for n in counts]
    summary = {"lessons": taps, "steps": len(per_step), "median": statistics.median(per_step),
               "longest": max(per_step)}  # fmt: skip
    summary_path.write_text(json.dumps(summary, indent=1))


def test_a_lesson_on_a_desktop_shows_the_rule_beside_the_board(
    web: WebServer, browser: Browser
) -> None:
    ctx = browser.new_context(viewport=DESKTOP)  # type: ignore[arg-type]
    page = ctx.new_page()
    page.goto(f"{web.base}/learn/burgundy-animals")
    page.wait_for_selector("#task")
    panel = page.locator(".lesson-panel").bounding_box()
    board = page.locator(".lesson-board").bounding_box()
    assert panel and board and panel["x"] + panel["width"] <= board["x"] + 1, "side by side"
    # "show me" plays the step's move; the lesson says what it did
    page.click("#show-me")
    step_reached(page, 1)
    assert page.locator("#verdict.right").count() == 1
    assert "7" in page.inner_text("#verdict")
    shot(page, "learn-burgundy-animals-en-desktop", full_page=False)
    page.click("#show-me")
    step_reached(page, 2, complete=True)
    assert page.locator("#next-lesson").count() == 1
    # the lesson's table is left once it is done: nobody plays on there
    assert page.locator("#complete").is_visible()
    ctx.close()


def serious(page: Page) -> list[dict[str, Any]]:
    page.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = page.evaluate(RUN)
    return [v for v in found if v["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_no_serious_accessibility_violation_on_learn(
    web: WebServer, browser: Browser, device: str
) -> None:
    if not AXE.exists():
        pytest.fail("axe-core is missing: run (cd web && npm ci)")
    options: dict[str, Any] = dict(PHONE) if device == "phone" else {"viewport": DESKTOP}
    ctx = browser.new_context(bypass_csp=True, locale="fa-IR", **options)
    page = ctx.new_page()
    found: dict[str, list[dict[str, Any]]] = {}
    page.goto(f"{web.base}/learn")
    page.wait_for_selector(".course")
    found["course"] = serious(page)
    for lesson in ("carcassonne-thief-on-road", "burgundy-ship"):
        page.goto(f"{web.base}/learn/{lesson}")
        page.wait_for_selector("#task")
        found[lesson] = serious(page)
        page.click("#show-me")
        step_reached(page, 1)
        found[f"{lesson}-after"] = serious(page)
    ctx.close()
    assert {k: v for k, v in found.items() if v} == {}
