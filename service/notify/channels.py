"""Who is told what: "your move" by e-mail and by Web Push, for one committed turn change.

A turn change (the outbox's notice that seat S is to act at table T since version V) reaches
seat S only: never the seat that moved (a move that keeps the turn at the same seat is no turn
change), never a muted table, never a bot's seat. Each channel keeps at most
``--notify-per-hour`` messages per seat (a sliding hour, per process; the rest are dropped and
counted), so a fast game cannot flood an inbox or a phone. The contacts are read at delivery
time, so a mute or a removed address counts from the moment it is saved.
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace

from meeple.v1 import game_service_pb2 as pb

from service.model import TableMeta
from service.notify.mail import SmtpServer, compose, send_mail
from service.notify.messages import chat_message, game_title, turn_message
from service.notify.push import EndpointGone, PushRefused, PushSender
from service.settings import Settings
from service.share.address import VIA_PUBLIC_URL, PublicAddress
from service.store.base import Store, TableStatus
from service.store.contacts import SeatContacts

log = logging.getLogger("meeple.notify")

HOUR = 3600.0
#: e-mails and pushes in flight at once (each channel's own slots at the outbox's dispatcher)
#: an away seat is told of new chat messages at most this often per hour (per process)
CHAT_WAKES_PER_HOUR = 4
EMAIL_CONCURRENCY = 4
PUSH_CONCURRENCY = 8


@dataclass(frozen=True, slots=True)
class TurnNotice:
    """Seat ``seat`` is to act at ``table_id`` since ``version`` (after ``mover``'s change, or
    None when no seat made it: the start, a deadline, a bot)."""

    table_id: str
    version: int
    seat: int
    mover: int | None = None


class SeatLimiter:
    """At most ``per_hour`` sends per (channel, table, seat) in any hour; bounded memory."""

    def __init__(
        self, per_hour: int, capacity: int = 65_536, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.per_hour = per_hour
        self.capacity = capacity
        self.clock = clock
        self._sent: OrderedDict[tuple[str, str, int], deque[float]] = OrderedDict()

    def allow(self, channel: str, table_id: str, seat: int) -> bool:
        key = (channel, table_id, seat)
        now = self.clock()
        times = self._sent.pop(key, None) or deque()
        while times and times[0] <= now - HOUR:
            times.popleft()
        allowed = len(times) < self.per_hour
        if allowed:
            times.append(now)
        self._sent[key] = times
        while len(self._sent) > self.capacity:
            self._sent.popitem(last=False)
        return allowed


class Notifications:
    """The e-mail and push channels of one server process."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        push: PushSender | None,
        public: PublicAddress | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        #: the web table's address as it is when a message is sent (--share may replace it)
        self.public = public or PublicAddress(settings.public_url, VIA_PUBLIC_URL)
        self.push = push
        self.smtp = SmtpServer.parse(settings.smtp_url) if settings.smtp_url else None
        self.limiter = SeatLimiter(settings.notify_per_hour)
        #: the e-mail channel's own threads (the SMTP client blocks): bounded, and no other
        #: work of the server waits for a slow mail server
        self.mail_threads = ThreadPoolExecutor(EMAIL_CONCURRENCY, thread_name_prefix="mail")
        #: messages dropped by the per-seat limit, by channel (for tests and metrics)
        self.dropped: dict[str, int] = {"email": 0, "push": 0}
        #: "someone wrote at your table" for away seats: a few an hour per seat at most
        self.chat_limiter = SeatLimiter(CHAT_WAKES_PER_HOUR)
        #: chat wake-ups sent, by medium (for tests and metrics)
        self.chat_sent: dict[str, int] = {"email": 0, "push": 0}

    def _link(self, table_id: str) -> str:
        """The seat's page: the device keeps the seat credential, the link never carries it."""
        base = self.public.url
        return f"{base}/t/{table_id}" if base else ""

    async def _addressee(
        self, channel: str, notice: TurnNotice, reachable: Callable[[SeatContacts], bool]
    ) -> tuple[SeatContacts, pb.Table] | None:
        """The seat to tell on ``channel`` and its table, or None: no recipient (see
        :meth:`_recipient`), no address of that channel, or over the seat's limit (counted)."""
        found = await self._recipient(notice)
        if found is None or not reachable(found[0]):
            return None
        if not self.limiter.allow(channel, notice.table_id, notice.seat):
            self.dropped[channel] += 1
            return None
        return found

    async def _recipient(self, notice: TurnNotice) -> tuple[SeatContacts, pb.Table] | None:
        if notice.mover is not None and notice.mover == notice.seat:
            return None  # one's own move is no news
        contacts = await self.store.get_contacts(notice.table_id, notice.seat)
        if contacts is None or contacts.muted:
            return None
        record = await self.store.get_table(notice.table_id)
        if record is None or record.status != TableStatus.ACTIVE:
            return None
        meta = TableMeta.decode(record.metadata)
        table = meta.table
        if notice.seat >= len(table.seats) or meta.seat_hashes.get(notice.seat) != contacts.owner:
            return None  # the seat has another person now: the contacts are not hers
        seat = table.seats[notice.seat]
        if seat.player != pb.Seat.PLAYER_HUMAN or seat.absent:
            return None
        return contacts, table

    def _words(self, contacts: SeatContacts, table: pb.Table, seat: int) -> tuple[str, str, str]:
        language = contacts.language or self.settings.default_language
        game = table.game.split("/", 1)[-1]
        title = game_title(language, game, game)
        message = turn_message(
            language, table.seats[seat].display_name, title, self._link(table.name.split("/")[-1])
        )
        return language, message.title, message.body

    async def email_turn(self, notice: TurnNotice) -> bool:
        """E-mail the seat to act; False when nothing was to be sent (no address, muted, own
        move, over the limit). Raises when the SMTP server cannot take it (retry later)."""
        if self.smtp is None:
            return False
        found = await self._addressee("email", notice, lambda contacts: bool(contacts.email))
        if found is None:
            return False
        contacts, table = found
        language, title, body = self._words(contacts, table, notice.seat)
        await send_mail(
            self.smtp,
            compose(self.settings.smtp_sender, contacts.email, title, body, language),
            self.mail_threads,
        )
        return True

    async def push_turn(self, notice: TurnNotice) -> bool:
        """Push to every device of the seat to act; False when nothing was to be sent. A device
        its push service says is gone is forgotten; raises when every device failed otherwise."""
        if self.push is None:
            return False
        found = await self._addressee("push", notice, lambda contacts: bool(contacts.push))
        if found is None:
            return False
        contacts, table = found
        language, title, body = self._words(contacts, table, notice.seat)
        payload = {
            "title": title,
            "body": body.split("\n\n", 1)[0],
            "url": f"/t/{notice.table_id}",
            "tag": f"meeple-{notice.table_id}",
            "lang": language,
        }
        gone: list[str] = []
        failures: list[Exception] = []
        for device in contacts.push:
            try:
                await self.push.send(device, payload)
            except EndpointGone:
                gone.append(device.endpoint)
            except (PushRefused, OSError, Exception) as error:
                log.warning("push to a device failed: %s", type(error).__name__)
                failures.append(error)
        if gone:
            kept = tuple(d for d in contacts.push if d.endpoint not in gone)
            await self.store.put_contacts(replace(contacts, push=kept))
        if failures and len(failures) + len(gone) == len(contacts.push) and not gone:
            raise failures[0]
        return True

    async def chat_wake(self, table_id: str, seat: int, sender: int) -> list[str]:
        """Tell ``seat``'s person, who is away, that ``sender`` wrote at the table: by e-mail
        and push as she set them up, never with the message's words, never when she muted the
        table, at most :data:`CHAT_WAKES_PER_HOUR` times an hour. Returns the media used."""
        notice = TurnNotice(table_id, 0, seat, mover=sender)
        found = await self._recipient(notice)
        if found is None or not self.chat_limiter.allow("chat", table_id, seat):
            return []
        contacts, table = found
        language = contacts.language or self.settings.default_language
        title = game_title(language, table.game.split("/", 1)[-1], table.game)
        words = chat_message(
            language, table.seats[sender].display_name, title, self._link(table_id)
        )
        used: list[str] = []
        if self.smtp is not None and contacts.email:
            await send_mail(
                self.smtp,
                compose(
                    self.settings.smtp_sender, contacts.email, words.title, words.body, language
                ),
                self.mail_threads,
            )
            used.append("email")
        if self.push is not None and contacts.push:
            payload = {
                "title": words.title,
                "body": words.body.split("\n\n", 1)[0],
                "url": f"/t/{table_id}",
                "tag": f"meeple-chat-{table_id}",
                "lang": language,
            }
            for device in contacts.push:
                try:
                    await self.push.send(device, payload)
                except Exception as error:  # a chat wake-up is best effort, never retried
                    log.warning("chat push to a device failed: %s", type(error).__name__)
            used.append("push")
        for medium in used:
            self.chat_sent[medium] += 1
        return used

    async def close(self) -> None:
        """Release the push connections and the mail threads (when the server stops)."""
        if self.push is not None:
            await self.push.close()
        self.mail_threads.shutdown(wait=False, cancel_futures=True)

    async def table_ended(self, table_id: str) -> None:
        """The table is over: its contacts are personal data it no longer needs."""
        await self.store.delete_contacts(table_id)
