"""The parts of --share and --lan on their own: the address read from cloudflared's real banner
(and never one of its disclaimer's links), which program runs, a tunnel that keeps failing
restarted with growing delays and each failure told in words, and --lan's address."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb

from service.settings import Settings
from service.share import program
from service.share.address import PublicAddress
from service.share.banner import BannerReader
from service.share.greeting import Greeter
from service.share.lan import lan_address
from service.share.program import ProgramMissing, find_program
from service.share.tunnel import QuickTunnel, TunnelEvent
from tests.service.harness import Client, ServerThread, base_settings, hosted_test_games
from tests.share.conftest import Standin, make_standin

#: cloudflared 2025.x's lines before its quick tunnel is reachable (timestamps shortened)
REAL_BANNER = """\
2026-12-06T20:15:01Z INF Thank you for trying Cloudflare Tunnel. Doing so, without a Cloudflare account, is a quick way to experiment and try it out. However, be aware that these account-less Tunnels have no uptime guarantee, are subject to the Cloudflare Online Services Terms of Use (https://www.cloudflare.com/website-terms/), and Cloudflare reserves the right to investigate your use of Tunnels for violations of such terms. If you intend to use Tunnels in production you should use a pre-created named tunnel by following: https://developers.cloudflare.com/cloudflare-one/connections/connect-apps
2026-12-06T20:15:01Z INF Requesting new quick Tunnel on trycloudflare.com...
2026-12-06T20:15:03Z INF +--------------------------------------------------------------------------------------------+
2026-12-06T20:15:03Z INF |  Your quick Tunnel has been created! Visit it at (it may take some time to be reachable):  |
2026-12-06T20:15:03Z INF |  https://seasonal-dollars-moon-prefix.trycloudflare.com                                    |
2026-12-06T20:15:03Z INF +--------------------------------------------------------------------------------------------+
2026-12-06T20:15:03Z INF Version 2025.11.1 (Checksum 4e1b...)
2026-12-06T20:15:03Z INF Starting metrics server on 127.0.0.1:20241/metrics
2026-12-06T20:15:04Z INF Registered tunnel connection connIndex=0 connection=0f1c event=0 ip=198.41.192.7 location=lax01 protocol=quic
"""  # noqa: E501


def test_the_address_is_the_box_s_not_a_disclaimer_link() -> None:
    reader = BannerReader()
    found = [url for line in REAL_BANNER.splitlines() if (url := reader.feed(line))]
    assert found == ["https://seasonal-dollars-moon-prefix.trycloudflare.com"]


def test_a_quick_address_without_the_heading_is_still_found() -> None:
    reader = BannerReader()
    assert reader.feed("INF |  https://a-b-c-d.trycloudflare.com  |") == (
        "https://a-b-c-d.trycloudflare.com"
    )
    assert reader.feed("INF see https://www.cloudflare.com/website-terms/") is None


def test_a_failure_is_told_by_its_error_line() -> None:
    reader = BannerReader()
    for line in [
        "2026-12-06T20:15:01Z INF Requesting new quick Tunnel on trycloudflare.com...",
        "2026-12-06T20:15:02Z ERR Error unmarshaling QuickTunnel response: error code: 1015",
        "2026-12-06T20:15:02Z INF shutting down",
    ]:
        assert reader.feed(line) is None
    assert reader.failure().endswith(
        "ERR Error unmarshaling QuickTunnel response: error code: 1015"
    )


def test_the_program_is_a_path_a_name_on_path_or_the_packaged_copy(tmp_path: Path) -> None:
    tool = tmp_path / "tunnel-tool"
    tool.write_text("#!/bin/sh\n")
    tool.chmod(0o755)
    assert find_program(str(tool)) == str(tool)
    with pytest.raises(ProgramMissing, match="no such executable"):
        find_program(str(tmp_path / "missing"))
    assert find_program("cloudflared", which=lambda name: f"/usr/bin/{name}") == (
        "/usr/bin/cloudflared"
    )
    with pytest.raises(ProgramMissing, match="not found on PATH"):
        find_program("other-tunnel", which=lambda _name: None)
    # cloudflared on no PATH: the package's copy (fetched by pycloudflared when it has none;
    # not here: nothing in the tests reaches the internet)
    assert find_program("cloudflared", which=lambda _: None, packaged=lambda: "/pkg/cf") == (
        "/pkg/cf"
    )


def test_without_pycloudflared_the_hint_says_how_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "pycloudflared.util", None)  # import fails
    with pytest.raises(ProgramMissing, match="brew install cloudflared"):
        program.packaged_cloudflared()


def test_the_launcher_runs_the_program_in_its_own_session(tmp_path: Path) -> None:
    probe = subprocess.run(
        program.launch_command(
            sys.executable, ["-c", "import os; print(os.getsid(0) == os.getpid())"]
        ),
        capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert probe.stdout.strip() == "True"
    # a launcher whose server already ended never starts the program
    orphan = subprocess.run(
        program.launch_command(sys.executable, ["-c", "print('ran')"], server_pid=1),
        capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert orphan.returncode == 0 and orphan.stdout == ""


def test_a_failing_tunnel_is_restarted_later_and_later(tmp_path: Path) -> None:
    failing: Standin = make_standin(tmp_path, MEEPLE_STANDIN_FAIL="1")
    said: list[str] = []
    greeter = Greeter(Settings(share=True), write=said.append, qr=False)
    events: list[TunnelEvent] = []

    def tell(event: TunnelEvent) -> None:
        events.append(event)
        greeter.tunnel(event)

    async def run() -> None:
        tunnel = QuickTunnel(str(failing.program), 9, PublicAddress(), tell)
        tunnel.start()
        greeter.serving(50051, 8080, tunnel.address)
        deadline = asyncio.get_running_loop().time() + 20
        while len(events) < 2 and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.05)
        await tunnel.stop()

    asyncio.run(asyncio.wait_for(run(), 30))
    assert [event.kind for event in events[:2]] == ["ended", "ended"]
    assert "failed to unmarshal quick Tunnel" in events[0].detail
    assert events[1].restarts == 1
    text = "".join(said)
    assert "The tunnel ended (" in text and "starting it again" in text
    assert "Friends anywhere can now open" not in text


def test_a_missing_program_is_told_and_the_table_still_works() -> None:
    said: list[str] = []
    greeter = Greeter(Settings(share=True), write=said.append, qr=False)

    async def run() -> None:
        tunnel = QuickTunnel("no-such-tunnel-program", 9, PublicAddress(), greeter.tunnel)
        tunnel.start()
        await asyncio.sleep(0)  # an early event waits for the first lines
        greeter.serving(50051, 8080, tunnel.address)
        assert tunnel._task is not None
        await asyncio.wait_for(tunnel._task, 10)
        await tunnel.stop()

    asyncio.run(run())
    text = "".join(said)
    assert "No public address: --share-program no-such-tunnel-program: not found on PATH" in text
    assert text.index("meeple is serving.") < text.index("No public address")


def listening(port: int) -> set[str]:
    """The addresses a TCP port listens on (/proc/net/tcp and tcp6; IPv4-mapped as IPv4)."""
    found = set()
    for table in ("tcp", "tcp6"):
        for line in Path(f"/proc/net/{table}").read_text().splitlines()[1:]:
            local, state = line.split()[1], line.split()[3]
            host, _, hex_port = local.partition(":")
            if state != "0A" or int(hex_port, 16) != port:
                continue
            raw = b"".join(bytes.fromhex(host[i : i + 8])[::-1] for i in range(0, len(host), 8))
            address = ipaddress.ip_address(raw)
            mapped = getattr(address, "ipv4_mapped", None)
            found.add(str(mapped or address))
    return found


def test_lan_hands_out_invites_on_this_machine_s_network_address(tmp_path: Path) -> None:
    address = lan_address()
    assert address is not None, "this machine has no non-loopback IPv4 address"
    assert not address.startswith("127.")
    with socket.socket() as probe:  # it is this machine's: a socket binds to it
        probe.bind((address, 0))
    server = ServerThread(
        base_settings(tmp_path, lan=True, web_port=-1, bot_workers=0), hosted_test_games()
    ).start()
    try:
        assert server.running is not None
        web_port = server.running.web_port
        client = Client(server.target)
        created = client.CreateTable(pb.CreateTableRequest(game="games/secret", seat_count=2))
        client.close()
        table_id = created.table.name.split("/")[1]
        assert created.invite_url == (
            f"http://{address}:{web_port}/t/{table_id}?invite={created.invite_token}"
        )
        # the web table listens on every interface; gRPC stays on --host (loopback): read
        # from the kernel's table of listening sockets (nothing is sent to the address)
        assert listening(web_port) == {"0.0.0.0"}
        assert listening(server.port) == {"127.0.0.1"}
    finally:
        server.stop()
