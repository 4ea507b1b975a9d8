"""The SQL of a table's chat (:mod:`service.store.chat`), rendered for each dialect."""

from __future__ import annotations

from service.store.sql import Dialect

COLUMNS = "table_id, sequence, seat, text, reaction, request_id, create_time"


class ChatStatements:
    """The chat's statements, rendered for one dialect."""

    def __init__(self, dialect: Dialect) -> None:
        p = dialect.placeholder
        chat, mutes = dialect.table("chat_messages"), dialect.table("chat_mutes")
        #: one statement: the next sequence, unless the table keeps ``p`` messages already
        self.insert = (
            f"INSERT INTO {chat} ({COLUMNS})"
            f" SELECT CAST({p} AS TEXT), coalesce(max(sequence), 0) + 1, CAST({p} AS INTEGER),"
            f" CAST({p} AS TEXT), CAST({p} AS INTEGER), CAST({p} AS TEXT),"
            f" CAST({p} AS DOUBLE PRECISION)"
            f" FROM {chat} WHERE table_id = {p} HAVING count(*) < {p}"
            f" RETURNING {COLUMNS}"
        )
        self.by_request = (
            f"SELECT {COLUMNS} FROM {chat} WHERE table_id = {p} AND seat = {p} AND request_id = {p}"
        )
        self.after = (
            f"SELECT {COLUMNS} FROM {chat} WHERE table_id = {p} AND sequence > {p}"
            f" ORDER BY sequence LIMIT {p}"
        )
        self.last = f"SELECT coalesce(max(sequence), 0) FROM {chat} WHERE table_id = {p}"
        self.mutes = f"SELECT seat FROM {mutes} WHERE table_id = {p} ORDER BY seat"
        self.mute = (
            f"INSERT INTO {mutes} (table_id, seat) VALUES ({dialect.marks(2)})"
            " ON CONFLICT (table_id, seat) DO NOTHING"
        )
        self.unmute = f"DELETE FROM {mutes} WHERE table_id = {p} AND seat = {p}"

    def named(self, name: str) -> str:
        """The statement called ``name`` (:meth:`service.store.chat.ChatStorage._chat_rows`)."""
        statement = getattr(self, name)
        assert isinstance(statement, str), name
        return statement
