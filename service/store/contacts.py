"""The seats' notification contacts (issue 30), kept apart from the game.

One row per seat that left anything: its e-mail address, the language of its messages, whether
it muted the table, and its devices' Web Push subscriptions (a JSON array, at most a handful).
The rows are personal data: they never enter the table's metadata, its log, its views or its
exports, only the seat's own credential reads them (GetNotificationSettings), and they are
deleted when the table ends (and with the table's row). The ``server_keys`` rows hold the
server's own generated keys (the VAPID key pair), created once and read ever after.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class PushEndpoint:
    """One device's Web Push subscription."""

    endpoint: str
    #: the device's P-256 public key and auth secret, URL-safe base64 as the browser gives them
    p256dh: str
    auth: str


@dataclass(frozen=True, slots=True)
class SeatContacts:
    """One seat's notification settings."""

    table_id: str
    seat: int
    #: the hash of the seat credential that wrote the row: the contacts are that person's, and
    #: are ignored once the seat has another credential (FreeSeat, a new person)
    owner: str = ""
    email: str = ""
    #: "en", "fa", "ja", or "" for the server's default language
    language: str = ""
    muted: bool = False
    push: tuple[PushEndpoint, ...] = field(default_factory=tuple)
    update_time: float = 0.0

    @property
    def empty(self) -> bool:
        return not (self.email or self.language or self.muted or self.push)
