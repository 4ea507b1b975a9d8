"""What ``meeple serve`` tells a person, in plain words on standard output, before its JSON log
(which goes to standard error, for machines): where to open the table, how friends get in, the
ports it chose, and later what the tunnel of ``--share`` announces. With ``--share`` and
``--lan`` the friends' address is also drawn as a QR code (:mod:`clients.qr`), which a phone's
camera opens.

Invite links carry a token and are never printed here (standard output may end up in a log
file): the host's page shows each table's invite and its QR code, and ``meeple create --qr``
prints one in the terminal of whoever asked for it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from clients.qr import qr_text
from service.settings import Settings
from service.share.address import PublicAddress
from service.share.tunnel import TunnelEvent

Write = Callable[[str], None]


def stdout_write(text: str) -> None:
    try:
        sys.stdout.write(text)
    except UnicodeEncodeError:  # a terminal that cannot show the QR code's blocks
        sys.stdout.write(text.encode("ascii", "replace").decode("ascii"))
    sys.stdout.flush()


def grpc_words(host: str, wanted: int, chosen: int) -> str:
    """Where gRPC listens; the port it chose when --port was 0."""
    where = f"  gRPC for programs and bots: {host}:{chosen}"
    return f"{where} (a free port: --port 0 asked for one)." if wanted == 0 else f"{where}."


class Greeter:
    """Prints the lines; tunnel events that come before :meth:`serving` wait for it."""

    def __init__(self, settings: Settings, write: Write = stdout_write, qr: bool = True) -> None:
        self.settings = settings
        self.write = write
        self.qr = qr
        self._ready = False
        self._early: list[TunnelEvent] = []

    def say(self, *lines: str) -> None:
        self.write("".join(f"{line}\n" for line in lines))

    def serving(self, grpc_port: int, web_port: int, address: PublicAddress) -> None:
        """The first lines, once both ports listen."""
        settings = self.settings
        scheme = "https" if settings.tls else "http"
        lines = ["", "meeple is serving."]
        if web_port:
            local = f"{scheme}://127.0.0.1:{web_port}"
            lines.append(f"  Open the table in your browser: {local}")
        else:
            lines.append("  The web table is off (--web-port 0): gRPC clients only.")
        lines.append(grpc_words(settings.host, settings.port, grpc_port))
        if web_port:
            lines.extend(self._friends(address))
        lines.append("  Below: the server's log, one JSON object per line, for machines.")
        lines.append("")
        self.say(*lines)
        if web_port and address.url and address.via == "lan" and self.qr:
            self.write(qr_text(address.url))
            self.say("  Scan it with a phone on the same network to open the table there.", "")
        self._ready = True
        for event in self._early:
            self.tunnel(event)
        self._early.clear()

    def _friends(self, address: PublicAddress) -> list[str]:
        settings = self.settings
        if settings.share:
            return [
                "  Friends anywhere: asking Cloudflare for a public https address (a quick",
                "  tunnel, no account needed); it shows here in a few seconds, and every",
                "  invite the page hands out uses it.",
            ]
        if settings.lan and address.url:
            return [
                f"  Friends on the same Wi-Fi: {address.url} (every invite uses it).",
            ]
        if settings.lan:
            return [
                "  --lan found no network address on this machine: friends cannot reach it.",
                "  Connect to a network, or try meeple serve --share.",
            ]
        if address.url:
            return [f"  Friends: invites use {address.url}."]
        return [
            "  Friends on other devices cannot open that address. To let them in:",
            "    meeple serve --lan     friends on the same Wi-Fi",
            "    meeple serve --share   friends anywhere (a free Cloudflare tunnel, no account)",
        ]

    def tunnel(self, event: TunnelEvent) -> None:
        """A tunnel event of ``--share``, in words (and the new address as a QR code)."""
        if not self._ready:
            self._early.append(event)
            return
        if event.kind == "address":
            first = event.restarts == 0
            lines = [
                f"Friends anywhere can now open: {event.url}",
                "  (it may take a few seconds to answer; invites from the page use it)"
                if first
                else "  The tunnel restarted with this new address: links sent before no "
                "longer work. Send the new invite from the table's page.",
            ]
            self.say("", *lines)
            if self.qr:
                self.write(qr_text(event.url))
                self.say("  Scan it with a phone to open the table there.", "")
        elif event.kind == "ended":
            why = f" ({event.detail})" if event.detail else ""
            self.say(f"The tunnel ended{why}; starting it again. The table still works here.")
        elif event.kind == "missing":
            self.say(
                f"No public address: {event.detail}.",
                "  The table still works on this computer (and with --lan on your network).",
            )
