"""Invite and spectator links.

The service hands out ``meeple://tables/{table}?invite={token}`` (and ``?spectate=`` for
spectators). Platforms rewrite the ``meeple://`` prefix into their own base URL, e.g.
``https://play.example.com/tables/{table}?invite=...``; both forms parse the same, and so does
the web table's page ``https://games.example.org/t/{table}?invite=...`` (``--public-url``).
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit


@dataclass(frozen=True, slots=True)
class Link:
    #: the table's resource name, "tables/{id}"
    table: str
    invite_token: str = ""
    spectator_token: str = ""
    #: "host:port" when the link is an http(s) URL of a platform, else ""
    authority: str = ""


def parse_link(link: str) -> Link:
    """Parse an invite or spectator link; raises ValueError when it names no table."""
    parts = urlsplit(link.strip())
    if parts.scheme == "meeple":
        path = f"{parts.netloc}{parts.path}"
        authority = ""
    elif parts.scheme in ("http", "https"):
        path = parts.path
        authority = parts.netloc
    else:
        raise ValueError(f"not a meeple link: {link!r}")
    segments = [s for s in path.split("/") if s]
    if len(segments) < 2 or segments[-2] not in ("tables", "t") or not segments[-1]:
        raise ValueError(f"the link names no table: {link!r}")
    query = parse_qs(parts.query)
    return Link(
        table=f"tables/{segments[-1]}",
        invite_token=query.get("invite", [""])[0],
        spectator_token=query.get("spectate", [""])[0],
        authority=authority,
    )
