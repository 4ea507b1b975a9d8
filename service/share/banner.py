"""The address a Cloudflare quick tunnel announces on its standard error.

``cloudflared tunnel --url http://127.0.0.1:PORT`` logs (zerolog's console format) a
disclaimer naming Cloudflare's terms and documentation pages, then, once the quick-tunnel
service has answered, a box::

    2026-12-06T20:15:02Z INF +--------------------------------------------------------------+
    2026-12-06T20:15:02Z INF |  Your quick Tunnel has been created! Visit it at (it may ... |
    2026-12-06T20:15:02Z INF |  https://word-word-word-word.trycloudflare.com               |
    2026-12-06T20:15:02Z INF +--------------------------------------------------------------+

The address is the first https URL after the box's heading (never one of the disclaimer's
links), or, should the heading's words change, any https address under ``trycloudflare.com``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

HEADING = "Your quick Tunnel has been created"
#: an https origin: scheme, host and optional port, nothing after it
ORIGIN = re.compile(r"https://[A-Za-z0-9.-]+(?::\d{1,5})?(?=[\s|/]|$)")
QUICK = re.compile(r"https://[a-z0-9-]+\.trycloudflare\.com(?=[\s|/]|$)")
#: lines of the program's output kept to explain a failure
KEPT = 12


@dataclass(slots=True)
class BannerReader:
    """Reads the program's standard error line by line; :meth:`feed` returns the announced
    address once, when its line arrives."""

    after_heading: bool = False
    #: the last lines, for a one-line account of a failure
    tail: list[str] = field(default_factory=list)

    def feed(self, line: str) -> str | None:
        line = line.rstrip()
        self.tail = [*self.tail[-(KEPT - 1) :], line]
        if HEADING in line:
            self.after_heading = True
            return None
        if self.after_heading:
            found = ORIGIN.search(line)
            if found:
                self.after_heading = False
                return found.group(0).lower()
            return None
        quick = QUICK.search(line)
        return quick.group(0) if quick else None

    def failure(self) -> str:
        """The program's last error line (zerolog ``ERR``/``FTL``), else its last line."""
        for line in reversed(self.tail):
            if " ERR " in line or " FTL " in line or line.startswith(("ERR", "FTL")):
                return line.strip()
        return self.tail[-1].strip() if self.tail else ""
