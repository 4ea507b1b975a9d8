"""The web table's address for people on other devices: where every web link points.

It is fixed by ``--public-url``, found once by ``--lan`` (this machine's network address), or
announced by the tunnel of ``--share`` and replaced when the tunnel restarts (a quick tunnel's
address is new each time). Every web link the service makes (invites, spectator links,
notifications) reads it when it is made; the host's page asks for it (``GET /address.json``) and
shows when an address it handed out has been replaced.
"""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Callable
from urllib.parse import urlsplit

#: how the address was chosen
VIA_PUBLIC_URL = "public-url"
VIA_SHARE = "share"
VIA_LAN = "lan"
#: replaced addresses remembered (for the page's "old links no longer work")
REMEMBERED = 16

Listener = Callable[["PublicAddress"], None]


class PublicAddress:
    """The current public base URL of the web table ("" while there is none), the ones it
    replaced, and who wants to hear of a change."""

    def __init__(self, url: str = "", via: str = "") -> None:
        self.url = url.rstrip("/")
        self.via = via if url else ""
        #: addresses this server handed out before and serves no more, oldest first
        self.previous: deque[str] = deque(maxlen=REMEMBERED)
        #: the number of changes so far (0: as started)
        self.generation = 0
        self.changed_at = time.time()
        self._listeners: list[Listener] = []

    @property
    def host(self) -> str:
        """The address's host name, lower case ("" while there is none)."""
        return (urlsplit(self.url).hostname or "").lower() if self.url else ""

    def set(self, url: str, via: str) -> bool:
        """Make ``url`` the address; False (and nothing told) when it already is."""
        url = url.rstrip("/")
        if url == self.url:
            return False
        if self.url:
            self.previous.append(self.url)
        if url in self.previous:
            self.previous.remove(url)
        self.url, self.via = url, via
        self.generation += 1
        self.changed_at = time.time()
        for listener in list(self._listeners):
            listener(self)
        return True

    def listen(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def to_json(self) -> bytes:
        """What the page reads: the address, how it was chosen, and the ones it replaced."""
        return json.dumps(
            {"url": self.url, "via": self.via, "previous": list(self.previous)}
        ).encode()
