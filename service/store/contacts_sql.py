"""The SQL of the seats' notification contacts and the server keys
(:mod:`service.store.contacts`), rendered for each dialect."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from service.store.contacts import PushEndpoint, SeatContacts
from service.store.sql import Dialect

COLUMNS = "table_id, seat, owner, email, language, muted, push, update_time"


class ContactStatements:
    """The statements of the contacts and server keys, rendered for one dialect."""

    def __init__(self, dialect: Dialect) -> None:
        p = dialect.placeholder
        contacts, keys = dialect.table("seat_contacts"), dialect.table("server_keys")
        self.select = f"SELECT {COLUMNS} FROM {contacts} WHERE table_id = {p} AND seat = {p}"
        self.select_table = f"SELECT {COLUMNS} FROM {contacts} WHERE table_id = {p} ORDER BY seat"
        self.upsert = (
            f"INSERT INTO {contacts} ({COLUMNS}) VALUES ({dialect.marks(8)})"
            " ON CONFLICT (table_id, seat) DO UPDATE SET owner = EXCLUDED.owner,"
            " email = EXCLUDED.email, language = EXCLUDED.language, muted = EXCLUDED.muted,"
            " push = EXCLUDED.push,"
            " update_time = EXCLUDED.update_time"
        )
        self.delete_seat = f"DELETE FROM {contacts} WHERE table_id = {p} AND seat = {p}"
        self.delete_table = f"DELETE FROM {contacts} WHERE table_id = {p}"
        self.insert_key = (
            f"INSERT INTO {keys} (name, value) VALUES ({dialect.marks(2)})"
            " ON CONFLICT (name) DO NOTHING"
        )
        self.select_key = f"SELECT value FROM {keys} WHERE name = {p}"


def contact_parameters(contacts: SeatContacts) -> tuple[Any, ...]:
    push = json.dumps(
        [[device.endpoint, device.p256dh, device.auth] for device in contacts.push],
        separators=(",", ":"),
    )
    return (
        contacts.table_id,
        contacts.seat,
        contacts.owner,
        contacts.email,
        contacts.language,
        bool(contacts.muted),
        push,
        contacts.update_time,
    )


def contact_record(row: Sequence[Any]) -> SeatContacts:
    devices = tuple(PushEndpoint(str(e), str(k), str(a)) for e, k, a in json.loads(row[6]))
    return SeatContacts(
        table_id=str(row[0]),
        seat=int(row[1]),
        owner=str(row[2]),
        email=str(row[3]),
        language=str(row[4]),
        muted=bool(row[5]),
        push=devices,
        update_time=float(row[7]),
    )
