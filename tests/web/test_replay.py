"""The replay in the browser (web/src/replay.js, web/src/record.js), in Debian's Chromium:

* a finished Carcassonne game (with undos), opened by its spectator on a desktop: stepped to
  the start, a middle, the step after an undo and the end, by the slider, the step buttons, a
  line of the log and playing at 4x; at each step the scores, the tiles and followers on the
  map and the log's length are those of GetView at that version over gRPC (and ListEvents);
* a running game opened by a seat from its table page on a phone, in Persian: the replay stops
  at now, each step is the seat's own view at that version (GetView with the seat's credential
  over gRPC), the page right to left and no wider than the screen; played at 2x;
* a record file (``meeple export``'s game.json) opened on /replay: its middle step is GetView
  at that version; a file that is not JSON, a record that does not play back and a file over
  the size limit each get one sentence, and the page stays as it was.
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc
import pytest
from meeple.burgundy.v1 import burgundy_pb2
from meeple.carcassonne.v1 import carcassonne_pb2 as carc
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from clients.api.fairness import Evidence
from clients.record import to_json
from engines.registry import get_game
from tests.clients.test_record import _random_record
from tests.service.harness import Client, Seated, new_request_id, open_table, play_turn
from tests.service.test_play import all_events
from tests.service.test_replay_record import request_of
from tests.web.browser import (
    RECORDER,
    Player,
    desktop,
    no_horizontal_scroll,
    phone,
    recorded_messages,
    shot,
)
from tests.web.conftest import WebServer


@dataclass
class Finished:
    table: Seated
    table_id: str
    events: list[pb.TableEvent]


def play_with_undos(table: Seated, seed: int) -> None:
    """Random legal moves to the end, with an undo tried every 11th move: the legal actions
    come with each reply (include_decision) where the same seat decides again, so a move costs
    one or two calls."""
    rng = random.Random(seed)
    seat = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view.current_seat
    decision: pb.Decision | None = None
    count = 0
    while True:
        player = table.players[seat]
        if decision is None:
            legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
            actions, version = list(legal.actions), legal.version
        else:
            actions, version = list(decision.legal_actions), decision.version
        request = pb.SubmitActionRequest(
            table=table.name,
            action=rng.choice(actions),
            expected_version=version,
            request_id=new_request_id(),
            include_decision=True,
        )
        reply = player.SubmitAction(request)
        count += 1
        if reply.view.state != pb.Table.STATE_ACTIVE:
            return
        decision = reply.decision if reply.HasField("decision") else None
        view = reply.view
        if count % 11 == 0:
            undo = pb.UndoActionRequest(
                table=table.name, request_id=new_request_id(), include_decision=True
            )
            with contextlib.suppress(grpc.RpcError):  # the policy refused: play on
                undone = player.UndoAction(undo)
                decision = undone.decision if undone.HasField("decision") else None
                view = undone.view
        seat = view.current_seat


@pytest.fixture(scope="module")
def finished(web: WebServer) -> Iterator[Finished]:
    """A finished 2-seat Carcassonne game with undos, played over gRPC."""
    table = open_table(web.target, "carcassonne", 2)
    play_with_undos(table, 4)
    events = all_events(table.spectator, table.name)
    assert any(e.HasField("action_undone") for e in events)
    yield Finished(table, table.name.split("/")[1], events)
    table.close()


def keep(page: Page, base: str, table_id: str, saved: dict[str, Any], language: str = "") -> None:
    """What the page would have kept on this device for the table (and the reader's language)."""
    page.goto(base + "/replay")
    page.evaluate(
        """([id, saved, language]) => {
          localStorage.setItem('meeple.tables.v1', JSON.stringify({ [id]: saved }));
          if (language) localStorage.setItem('meeple.language', language);
        }""",
        [table_id, saved, language],
    )


def drawn(page: Page, version: int) -> None:
    page.wait_for_selector(f"#app[data-replay-drawn='{version}']", timeout=15_000)


def slide(page: Page, step: int) -> None:
    page.eval_on_selector(
        "#replay-slider",
        "(el, step) => { el.value = String(step); el.dispatchEvent(new Event('input')); }",
        step,
    )


def shown(page: Page) -> dict[str, Any]:
    """What the page shows: scores by seat, tiles and followers on the map, versions in the
    log, the step."""
    return dict(
        page.evaluate(
            """() => ({
          scores: [...document.querySelectorAll('#game .scoreboard [data-seat]')]
            .map(li => [+li.dataset.seat, +li.dataset.score]),
          tiles: document.querySelectorAll('#map g.tile').length,
          followers: document.querySelectorAll('#map .follower').length,
          logVersions: [...new Set([...document.querySelectorAll('#log li')]
            .map(li => +li.dataset.version))],
          step: +document.getElementById('app').dataset.replayStep,
        })"""
        )
    )


def check_step(
    page: Page, client: Client, table: str, events: list[pb.TableEvent], version: int
) -> pb.TableView:
    """The page at ``version`` shows what GetView at that version (over gRPC) says."""
    drawn(page, version)
    view: pb.TableView = client.GetView(pb.GetViewRequest(table=table, version=version)).view
    game = carc.View()
    assert view.game_view.Unpack(game)
    seen = shown(page)
    assert seen["scores"] == [[s, game.seats[s].score] for s in range(len(game.seats))]
    assert seen["tiles"] == len(game.tiles)
    if view.state == pb.Table.STATE_ACTIVE:  # the final board also shows the returned followers
        assert seen["followers"] == len(game.followers)
    assert sorted(seen["logVersions"]) == [e.version for e in events if e.version <= version]
    return view


def test_a_finished_game_replayed_step_by_step_on_a_desktop(
    web: WebServer, browser: Browser, finished: Finished
) -> None:
    player = Player(desktop(browser).new_page())
    page = player.page
    token = finished.table.created.spectator_token
    keep(page, web.base, finished.table_id, {"spectate": token})
    page.goto(f"{web.base}/t/{finished.table_id}/replay")
    events = finished.events
    start = next(i for i, e in enumerate(events) if e.HasField("table_started"))
    steps = events[start:]
    spectator = Client(web.target, token)
    try:
        # it opens at the end: the final scores, the board, the whole log
        last = check_step(page, spectator, finished.table.name, events, steps[-1].version)
        assert last.state == pb.Table.STATE_FINISHED
        page.wait_for_selector("#final")
        position = page.inner_text("#replay-position").replace("\u2068", "").replace("\u2069", "")
        assert position == f"Step {len(steps) - 1} of {len(steps) - 1}"
        # the start, by the button
        page.click("#replay-first")
        check_step(page, spectator, finished.table.name, events, steps[0].version)
        assert shown(page)["tiles"] == 1
        # the middle, by the slider, and one step on and back by the buttons
        middle = len(steps) // 2
        slide(page, middle)
        check_step(page, spectator, finished.table.name, events, steps[middle].version)
        shot(page, "replay-desktop-middle")
        page.click("#replay-forward")
        check_step(page, spectator, finished.table.name, events, steps[middle + 1].version)
        page.click("#replay-back")
        check_step(page, spectator, finished.table.name, events, steps[middle].version)
        # the step after an undo: the position before the action taken back
        undo = next(i for i, e in enumerate(steps) if e.HasField("action_undone"))
        slide(page, undo)
        check_step(page, spectator, finished.table.name, events, steps[undo].version)
        assert "took back a move" in page.inner_text("#log")
        # a line of the log jumps to its step
        page.click(f"#log .log-step[data-step='{undo - 1}']")
        check_step(page, spectator, finished.table.name, events, steps[undo - 1].version)
        # play at 4x: the steps go by by themselves, and pause stops them
        page.select_option("#replay-speed", "4")
        page.click("#replay-play")
        page.wait_for_function(
            f"() => +document.getElementById('app').dataset.replayStep >= {undo + 2}"
        )
        page.click("#replay-play")
        assert page.get_attribute("#app", "data-replay-playing") == "false"
        stopped = shown(page)["step"]
        page.wait_for_timeout(600)
        assert shown(page)["step"] == stopped
        check_step(page, spectator, finished.table.name, events, steps[stopped].version)
    finally:
        spectator.close()
    shot(page, "replay-desktop")
    assert not player.errors, player.errors
    page.context.close()


def test_a_running_game_replayed_by_a_seat_on_a_phone_in_persian(
    web: WebServer, browser: Browser
) -> None:
    table = open_table(web.target, "carcassonne", 2)
    rng = random.Random(8)
    for _ in range(9):
        assert play_turn(table, rng) is not None
    table_id = table.name.split("/")[1]
    seat = table.players[0]
    context = phone(browser)
    context.add_init_script(RECORDER)
    player = Player(context.new_page())
    page = player.page
    keep(page, web.base, table_id, {"seat": 0, "credential": seat.token}, language="fa")
    # from the table page, one tap
    page.goto(f"{web.base}/t/{table_id}")
    page.wait_for_selector("#replay-link")
    page.tap("#replay-link")
    events = all_events(seat, table.name)
    start = next(i for i, e in enumerate(events) if e.HasField("table_started"))
    steps = events[start:]
    try:
        view = check_step(page, seat, table.name, events, steps[-1].version)
        assert view.viewer_seat == 0 and view.state == pb.Table.STATE_ACTIVE
        assert page.get_attribute("html", "dir") == "rtl"
        assert "بازپخش" in page.inner_text("header")
        page.wait_for_selector("#replay-note")
        # the game goes on meanwhile: the replay stays at the moment it was opened
        assert play_turn(table, rng) is not None
        page.tap("#replay-back")
        check_step(page, seat, table.name, events, steps[-2].version)
        page.tap("#replay-forward")
        page.tap("#replay-forward")
        check_step(page, seat, table.name, events, steps[-1].version)
        assert page.get_attribute("#replay-slider", "max") == str(len(steps) - 1)
        # play at 2x from the start
        page.tap("#replay-first")
        check_step(page, seat, table.name, events, steps[0].version)
        page.select_option("#replay-speed", "2")
        page.tap("#replay-play")
        page.wait_for_function("() => +document.getElementById('app').dataset.replayStep >= 2")
        page.tap("#replay-play")
        check_step(page, seat, table.name, events, steps[shown(page)["step"]].version)
        # every view the page was given is the seat's own, of a version up to the opening
        views = [m.view for _, m in recorded_messages(page) if isinstance(m, pb.GetViewResponse)]
        assert len(views) >= 4
        assert all(v.viewer_seat == 0 for v in views)
        assert all(v.version <= steps[-1].version for v in views)
        assert no_horizontal_scroll(page)
        controls = page.locator("#replay-controls").bounding_box()
        assert controls is not None and controls["width"] <= 390
        for button in ("#replay-back", "#replay-forward", "#replay-play"):
            box = page.locator(button).bounding_box()
            assert box is not None and box["height"] >= 44 and box["width"] >= 44
    finally:
        table.close()
    shot(page, "replay-phone-fa", full_page=False)
    assert not player.errors, player.errors
    page.context.close()


def test_a_record_file_opened_on_the_web_table(
    web: WebServer, browser: Browser, finished: Finished, tmp_path: Path
) -> None:
    table = finished.table
    info = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
    document = to_json(Evidence(info, finished.events))
    record = tmp_path / "game.json"
    record.write_text(json.dumps(document), encoding="utf-8")
    player = Player(desktop(browser).new_page())
    page = player.page
    page.goto(web.base + "/")
    page.click("#open-record")
    page.wait_for_selector("#record-file")
    page.wait_for_selector("#record-file")

    def refused(payload: bytes, words: str) -> None:
        page.set_input_files(
            "#record-file", {"name": "game.json", "mimeType": "application/json", "buffer": payload}
        )
        try:  # the server replays a record as bot work, in a worker process that may be cold
            page.wait_for_function(
                "w => document.getElementById('record-message').textContent"
                ".replace(/[\\u2068\\u2069]/g, '').includes(w)",
                arg=words,
                timeout=30_000,
            )
        except PlaywrightTimeoutError:
            raise AssertionError(page.inner_text("#record-message")) from None
        assert page.locator("#replay-stage").count() == 0  # nothing else changed

    refused(b"{ not json", "not a readable JSON file")
    refused(json.dumps({"format": "something"}).encode(), "not a meeple game record")
    refused(b"null", "not a meeple game record")
    tampered = json.loads(json.dumps(document))
    first = next(e for e in tampered["events"] if "actionApplied" in e)
    first["actionApplied"]["seat"] = 1 - first["actionApplied"].get("seat", 0)
    refused(json.dumps(tampered).encode(), f"version {first['version']} cannot be replayed")
    refused(b" " * (4 * 1024 * 1024 + 1), "too large")
    shot(page, "replay-record-refused")
    # the real record
    page.set_input_files("#record-file", str(record))
    events = finished.events
    start = next(i for i, e in enumerate(events) if e.HasField("table_started"))
    steps = events[start:]
    drawn(page, steps[-1].version)
    page.wait_for_selector("#final")
    middle = len(steps) // 2
    slide(page, middle)
    check_step(page, table.spectator, table.name, events, steps[middle].version)
    shot(page, "replay-record-middle")
    # a Burgundy record (played by the engine alone): the same page draws it, the scores at its
    # middle are those of ReplayRecord's view over gRPC
    evidence, _ = _random_record(get_game("burgundy"), 2, 6)
    burgundy = to_json(evidence)
    page.goto(web.base + "/replay")
    page.set_input_files(
        "#record-file",
        {"name": "b.json", "mimeType": "application/json", "buffer": json.dumps(burgundy).encode()},
    )
    views = table.spectator.ReplayRecord(request_of(burgundy)).views
    drawn(page, views[-1].version)
    slide(page, len(views) // 2)
    middle_view = views[len(views) // 2]
    drawn(page, middle_view.version)
    game = burgundy_pb2.View()
    assert middle_view.game_view.Unpack(game)
    scores = page.eval_on_selector_all(
        "#game .player-card[data-seat]", "cs => cs.map(c => [+c.dataset.seat, +c.dataset.score])"
    )
    assert sorted(scores) == sorted([p.seat, p.score] for p in game.players)
    shot(page, "replay-record-burgundy")
    assert not player.errors, player.errors
    page.context.close()
