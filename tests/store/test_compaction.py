"""The store contract's compaction (issue 11, item 8), on every backend: the commit that ends a
game drops older snapshots and the idempotency records of older action entries, in the same
transaction, and keeps everything else."""

from __future__ import annotations

from service.store.base import (
    Commit,
    Compaction,
    IdempotencyRecord,
    NewEntry,
    Snapshot,
    Store,
    TableStatus,
)
from tests.store.conftest import StoreFactory
from tests.store.test_contract import run, table


def request(version: int) -> IdempotencyRecord:
    return IdempotencyRecord("t1", f"r{version}", f"f{version}", b"response", version)


def test_compaction_drops_old_snapshots_and_action_retries(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        await store.create_table(table("t1"))
        kinds = ["join", "join", "start"] + ["action"] * 7  # versions 1..10
        for version, kind in enumerate(kinds, start=1):
            await store.commit(
                Commit(
                    "t1",
                    version - 1,
                    [NewEntry(kind, 0, b"e")],
                    idempotency=request(version),
                    snapshot=Snapshot("t1", version, b"s") if version % 3 == 0 else None,
                )
            )
        await store.commit(
            Commit(
                "t1",
                10,
                [NewEntry("action", 0, b"last")],
                status=TableStatus.FINISHED,
                idempotency=request(11),
                snapshot=Snapshot("t1", 11, b"final"),
                compaction=Compaction(snapshots_below=11, retries_below=9),
            )
        )
        kept = {v for v in range(1, 12) if await store.get_idempotency("t1", f"r{v}")}
        # joins and the start stay; actions below version 9 go; 9, 10 and 11 stay
        assert kept == {1, 2, 3, 9, 10, 11}
        assert await store.latest_snapshot("t1", at_most=10) is None
        final = await store.latest_snapshot("t1")
        assert final is not None and (final.version, final.state) == (11, b"final")
        assert len(await store.read_entries("t1", 0)) == 11  # the log is never compacted

    run(make_store, body)
