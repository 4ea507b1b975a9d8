"""A table's chat (issue 43), kept beside the table and deleted with its row: the messages
(``chat_messages``: one row per message, numbered 1, 2, 3, ... per table) and the seats the
host muted (``chat_mutes``). Never part of the table's log, version or record.

:class:`ChatStorage` is the behaviour both stores share, over two primitives each store
provides: :meth:`~ChatStorage._chat_rows` runs one statement of
:class:`service.store.chat_sql.ChatStatements` (by its name) on its connection, and
:meth:`~ChatStorage._chat_sent` sends the wake-up other replicas need.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class ChatRow:
    """One message: ``text``, or ``reaction`` (a ChatMessage.Reaction number; 0 for text)."""

    table_id: str
    sequence: int
    seat: int
    text: str
    reaction: int
    #: the client's request id ("" when none): a retry of the same seat finds this row
    request_id: str
    create_time: float


class ChatConflict(Exception):
    """Two writers took the same sequence number or request id at once (try again)."""


def chat_row(row: Sequence[Any]) -> ChatRow:
    return ChatRow(
        table_id=str(row[0]),
        sequence=int(row[1]),
        seat=int(row[2]),
        text=str(row[3]),
        reaction=int(row[4]),
        request_id=str(row[5]),
        create_time=float(row[6]),
    )


#: attempts of an insert that raced another writer of the same table
ATTEMPTS = 32


class ChatStorage(ABC):
    """The chat's behaviour in a store (a mixin of :class:`service.store.base.Store`)."""

    @abstractmethod
    async def _chat_rows(
        self, statement: str, parameters: tuple[Any, ...], write: bool = False
    ) -> list[Sequence[Any]]:
        """Run the statement named ``statement`` of the store's
        :class:`~service.store.chat_sql.ChatStatements` and return its rows; a unique
        constraint broken raises :class:`ChatConflict`."""

    async def _chat_sent(self, table_id: str) -> None:
        """After a message is stored: wake the watchers of other processes (if any)."""
        return None

    async def add_chat(self, row: ChatRow, keep: int) -> tuple[ChatRow, bool] | None:
        """Store ``row`` as the table's next message (its ``sequence`` is ignored) unless the
        table keeps ``keep`` messages already (None). A row with the request id of an earlier
        one of the same seat is not stored: that one is returned, with False."""
        for _ in range(ATTEMPTS):
            if row.request_id:
                found = await self._chat_rows(
                    "by_request", (row.table_id, row.seat, row.request_id)
                )
                if found:
                    return chat_row(found[0]), False
            parameters = (
                row.table_id,
                row.seat,
                row.text,
                row.reaction,
                row.request_id,
                row.create_time,
                row.table_id,
                keep,
            )
            try:
                added = await self._chat_rows("insert", parameters, write=True)
            except ChatConflict:
                continue
            if not added:
                return None
            await self._chat_sent(row.table_id)
            return chat_row(added[0]), True
        raise ChatConflict(row.table_id)

    async def find_chat(self, table_id: str, seat: int, request_id: str) -> ChatRow | None:
        """The seat's message sent with ``request_id``, if any."""
        rows = await self._chat_rows("by_request", (table_id, seat, request_id))
        return chat_row(rows[0]) if rows else None

    async def list_chat(self, table_id: str, after: int, limit: int) -> list[ChatRow]:
        """The table's messages after sequence ``after``, oldest first, at most ``limit``."""
        rows = await self._chat_rows("after", (table_id, after, limit))
        return [chat_row(row) for row in rows]

    async def last_chat(self, table_id: str) -> int:
        """The table's last message sequence (0 before the first)."""
        rows = await self._chat_rows("last", (table_id,))
        return int(rows[0][0]) if rows else 0

    async def chat_mutes(self, table_id: str) -> list[int]:
        """The seats whose chat the host muted, in order."""
        rows = await self._chat_rows("mutes", (table_id,))
        return [int(row[0]) for row in rows]

    async def set_chat_mute(self, table_id: str, seat: int, muted: bool) -> None:
        await self._chat_rows("mute" if muted else "unmute", (table_id, seat), write=True)
