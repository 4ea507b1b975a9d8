"""A table's chat on both stores (issue 43): messages numbered 1, 2, 3, ... per table, a retry
by request id finds its message, the per-table bound, the host's mutes, and every row of the
chat deleted with the table's row (the SQLite triggers, PostgreSQL's ON DELETE CASCADE)."""

from __future__ import annotations

import asyncio

from service.store.base import Store, TableStatus
from service.store.chat import ChatRow
from service.store.postgres import PostgresStore
from service.store.sqlite import SQLiteStore
from tests.store.conftest import StoreFactory
from tests.store.test_contract import run, table


def said(table_id: str, seat: int, text: str = "", reaction: int = 0, rid: str = "") -> ChatRow:
    return ChatRow(table_id, 0, seat, text, reaction, rid, 100.0 + seat)


async def delete_table_row(store: Store, table_id: str) -> None:
    """What an operator's DELETE of a table's row does (the service never deletes one)."""
    if isinstance(store, SQLiteStore):
        store.db.execute("DELETE FROM tables WHERE table_id = ?", (table_id,))
        return
    assert isinstance(store, PostgresStore)
    async with store._pool.connection() as connection:
        await connection.execute(b"DELETE FROM meeple_tables WHERE table_id = %s", (table_id,))


def test_messages_are_numbered_kept_bounded_and_found_by_request_id(
    make_store: StoreFactory,
) -> None:
    async def body(store: Store) -> None:
        for name in ("t1", "t2"):
            await store.create_table(table(name, status=TableStatus.ACTIVE))
        first = await store.add_chat(said("t1", 0, "سلام\nhi", rid="r1"), keep=3)
        assert first == (ChatRow("t1", 1, 0, "سلام\nhi", 0, "r1", 100.0), True)
        second = await store.add_chat(said("t1", 1, reaction=3), keep=3)
        assert second is not None and second[0].sequence == 2 and second[1]
        # another table counts from 1 again
        other = await store.add_chat(said("t2", 0, "other"), keep=3)
        assert other is not None and other[0].sequence == 1
        # the same seat's request id finds the first message and stores nothing
        again = await store.add_chat(said("t1", 0, "something else", rid="r1"), keep=3)
        assert again == (first[0], False)
        assert await store.find_chat("t1", 0, "r1") == first[0]
        assert await store.find_chat("t1", 1, "r1") is None  # another seat's ids are its own
        third = await store.add_chat(said("t1", 1, "three", rid="r1"), keep=3)
        assert third is not None and third[0].sequence == 3
        assert await store.add_chat(said("t1", 0, "four"), keep=3) is None  # kept 3 already
        listed = await store.list_chat("t1", 0, 10)
        assert [(r.sequence, r.seat, r.text, r.reaction) for r in listed] == [
            (1, 0, "سلام\nhi", 0),
            (2, 1, "", 3),
            (3, 1, "three", 0),
        ]
        assert [r.sequence for r in await store.list_chat("t1", 1, 1)] == [2]
        assert await store.last_chat("t1") == 3 and await store.last_chat("t9") == 0

    run(make_store, body)


def test_concurrent_messages_get_distinct_sequences(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        await store.create_table(table("t1", status=TableStatus.ACTIVE))
        added = await asyncio.gather(
            *(store.add_chat(said("t1", n % 2, f"m{n}"), keep=100) for n in range(12))
        )
        sequences = sorted(a[0].sequence for a in added if a is not None)
        assert sequences == list(range(1, 13))

    run(make_store, body)


def test_mutes_and_every_chat_row_go_with_the_table(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        for name in ("gone", "kept"):
            await store.create_table(table(name, status=TableStatus.ACTIVE))
            await store.add_chat(said(name, 0, "hello"), keep=10)
            await store.set_chat_mute(name, 1, True)
            await store.set_chat_mute(name, 1, True)  # again: nothing more
            await store.set_chat_mute(name, 0, True)
            await store.set_chat_mute(name, 0, False)
        assert await store.chat_mutes("gone") == [1]
        await delete_table_row(store, "gone")
        assert await store.list_chat("gone", 0, 10) == []
        assert await store.chat_mutes("gone") == []
        assert len(await store.list_chat("kept", 0, 10)) == 1
        assert await store.chat_mutes("kept") == [1]

    run(make_store, body)
