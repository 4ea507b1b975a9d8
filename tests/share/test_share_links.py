"""``meeple serve --share`` with the loopback stand-in for ``cloudflared``: the address it
announces is on every web link (invites, spectator links, e-mail notifications), for the first
table and later ones; the table is served through it (page and Connect calls, with the tunnel's
Host); a tunnel killed is started again, its new address replaces the old one everywhere (the
old host name is refused), and stopping the server stops the tunnel."""

from __future__ import annotations

import http.client
import json
import os
import signal
import time
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from meeple.v1 import game_service_pb2 as pb

from service import logs
from tests.notify.loopback import smtp_port, start_smtp, wait_for
from tests.service.harness import Seated, ServerThread, hosted_test_games, open_table
from tests.share.conftest import (
    Standin,
    alive,
    insecure_tls,
    make_standin,
    shared_server_settings,
    wait_gone,
)

SENDER = "games@example.org"


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    tmp: Path = tmp_path_factory.mktemp("shared")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    standin = make_standin(tmp)
    controller, mailbox = start_smtp()
    settings = shared_server_settings(
        tmp,
        standin,
        smtp_url=f"smtp://127.0.0.1:{smtp_port(controller)}",
        smtp_sender=SENDER,
        outbox_poll=0.1,
    )
    server = ServerThread(settings, hosted_test_games()).start()
    try:
        yield {"server": server, "standin": standin, "mailbox": mailbox}
    finally:
        server.stop()
        controller.stop()


def current(server: ServerThread) -> str:
    assert server.running is not None
    return server.running.core.public.url


def wait_address(server: ServerThread, standin: Standin, count: int) -> dict[str, Any]:
    """The ``count``-th tunnel, once the server took its address."""
    tunnel = standin.wait_tunnels(count)[count - 1]
    assert wait_for(lambda: current(server) == tunnel["url"], timeout=20), current(server)
    return tunnel


def address_json(server: ServerThread) -> dict[str, Any]:
    assert server.running is not None
    url = f"http://127.0.0.1:{server.running.web_port}/address.json"
    with urllib.request.urlopen(url, timeout=10) as answer:
        assert answer.headers["cache-control"] == "no-store"
        found: dict[str, Any] = json.loads(answer.read())
        return found


def through_tunnel(
    tunnel: dict[str, Any], method: str, path: str, body: bytes = b"", host: str = "",
    source: str = "127.0.0.1", headers: dict[str, str] | None = None,
) -> tuple[int, bytes]:  # fmt: skip
    """One HTTPS request to the stand-in's port, as a browser that resolved the tunnel's name
    would send it (from the loopback address ``source``)."""
    connection = http.client.HTTPSConnection(
        "127.0.0.1", tunnel["port"], timeout=15, context=insecure_tls(),
        source_address=(source, 0),
    )  # fmt: skip
    try:
        sent = {"Host": host or tunnel["url"].removeprefix("https://"), **(headers or {})}
        connection.request(method, path, body=body or None, headers=sent)
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


def pass_turn_to(table: Seated, seat: int) -> None:
    """Play first legal actions until another seat's move gives the turn to ``seat``."""
    for _ in range(20):
        mover = table.host.GetView(pb.GetViewRequest(table=table.name)).view.current_seat
        player = table.players[mover]
        legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
        player.SubmitAction(
            pb.SubmitActionRequest(
                table=table.name, action=legal.actions[0], request_id=str(uuid.uuid4())
            )
        )
        now = table.host.GetView(pb.GetViewRequest(table=table.name)).view.current_seat
        if mover != seat and now == seat:
            return
    raise AssertionError(f"the turn never passed to seat {seat}")


def test_every_link_uses_the_announced_address(shared: dict[str, Any]) -> None:
    server: ServerThread = shared["server"]
    tunnel = wait_address(server, shared["standin"], 1)
    url = tunnel["url"]
    assert url.startswith("https://") and url.endswith(".trycloudflare.com")
    # the tunnel reaches the web port, and nothing else
    assert tunnel["origin"] == f"http://127.0.0.1:{server.running.web_port}"  # type: ignore[union-attr]
    assert address_json(server) == {"url": url, "via": "share", "previous": []}

    for _ in range(2):  # the first table and a later one
        table = open_table(server.target, "secret", 2, start=False)
        table_id = table.name.split("/")[1]
        created = table.created
        assert created.invite_url == f"{url}/t/{table_id}?invite={created.invite_token}"
        assert created.spectator_url == f"{url}/t/{table_id}?spectate={created.spectator_token}"
        table.close()

    # a notification's link: the seat to act is e-mailed a link on the tunnel's address
    table = open_table(server.target, "secret", 2)
    try:
        address = f"seat1-{uuid.uuid4().hex[:8]}@example.org"
        table.players[1].UpdateNotificationSettings(
            pb.UpdateNotificationSettingsRequest(
                table=table.name, settings=pb.NotificationSettings(email=address)
            )
        )
        pass_turn_to(table, 1)
        mailbox = shared["mailbox"]
        assert wait_for(lambda: len(mailbox.to(address)) >= 1)
        assert f"{url}/t/{table.name.split('/')[1]}" in mailbox.to(address)[0].get_content()
    finally:
        table.close()


def test_the_table_is_served_through_the_tunnel(shared: dict[str, Any]) -> None:
    server: ServerThread = shared["server"]
    tunnel = wait_address(server, shared["standin"], 1)
    status, page = through_tunnel(tunnel, "GET", "/")
    assert status == 200 and b"<!doctype html>" in page.lower()
    status, games = through_tunnel(
        tunnel, "POST", "/meeple.v1.GameService/ListGames", b"{}",
        headers={"Content-Type": "application/json"},
    )  # fmt: skip
    assert status == 200 and b"carcassonne" in games
    # any other host name is refused (DNS rebinding), through the tunnel as anywhere
    status, _ = through_tunnel(tunnel, "GET", "/", host="attacker.example")
    assert status == 421


def test_a_killed_tunnel_is_started_again_with_a_new_address(shared: dict[str, Any]) -> None:
    server: ServerThread = shared["server"]
    standin: Standin = shared["standin"]
    count = max(1, len(standin.tunnels()))  # the first may not have started yet
    first = wait_address(server, standin, count)
    os.kill(first["pid"], signal.SIGKILL)
    second = wait_address(server, standin, count + 1)
    assert second["url"] != first["url"] and alive(second["pid"])
    assert address_json(server) == {
        "url": second["url"], "via": "share", "previous": [first["url"]],
    }  # fmt: skip
    table = open_table(server.target, "secret", 2, start=False)
    assert table.created.invite_url.startswith(second["url"] + "/t/")
    table.close()
    # a request still naming the old address is refused: its links no longer work
    status, _ = through_tunnel(second, "GET", "/", host=first["url"].removeprefix("https://"))
    assert status == 421


def test_stopping_the_server_stops_the_tunnel(tmp_path: Path, standin: Standin) -> None:
    server = ServerThread(shared_server_settings(tmp_path, standin), hosted_test_games()).start()
    try:
        tunnel = wait_address(server, standin, 1)
    finally:
        server.stop()
    assert wait_gone(tunnel["pid"])
    time.sleep(1.5)  # longer than the first restart's delay: nothing was started again
    assert len(standin.tunnels()) == 1
