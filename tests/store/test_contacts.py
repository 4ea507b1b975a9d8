"""The seats' notification contacts and the server keys, on both stores: a row per seat, read
back as written, an empty row deleted, a table's rows deleted together, and a server key that
the first writer decides."""

from __future__ import annotations

from service.store.base import Store, TableStatus
from service.store.contacts import PushEndpoint, SeatContacts
from tests.store.conftest import StoreFactory
from tests.store.test_contract import run, table


def test_contacts_round_trip_and_are_deleted_with_the_table(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        await store.create_table(table("t1", status=TableStatus.ACTIVE))
        ana = SeatContacts(
            "t1",
            0,
            owner="hash-a",
            email="ana@example.org",
            language="fa",
            push=(PushEndpoint("https://push.example.org/1", "key", "auth"),),
            update_time=12.5,
        )
        bo = SeatContacts("t1", 1, owner="hash-b", muted=True)
        await store.put_contacts(ana)
        await store.put_contacts(bo)
        assert await store.get_contacts("t1", 0) == ana
        assert await store.table_contacts("t1") == [ana, bo]
        await store.put_contacts(SeatContacts("t1", 1, owner="hash-b"))  # empty: deleted
        assert await store.get_contacts("t1", 1) is None
        await store.delete_contacts("t1")
        assert await store.table_contacts("t1") == []
        assert await store.get_contacts("t1", 0) is None

    run(make_store, body)


def test_a_server_key_is_the_first_writers(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        assert await store.server_key("vapid", "first") == "first"
        assert await store.server_key("vapid", "second") == "first"

    run(make_store, body)
