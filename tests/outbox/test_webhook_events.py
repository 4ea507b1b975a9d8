"""Which committed events make a webhook, and for which seat: every rule of docs/webhooks.md's
"When" table, on events as the service commits them (a real SQLite store holds the log an undo
looks back into)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb

from service.outbox.channels import Change
from service.outbox.webhook import classify
from service.store.base import Commit, NewEntry, TableRecord, TableStatus
from service.store.sqlite import SQLiteStore
from tests.outbox.test_dispatcher import metadata

ACTIVE, FINISHED, ABANDONED = TableStatus.ACTIVE, TableStatus.FINISHED, TableStatus.ABANDONED


def applied(seat: int, current: int | None) -> pb.TableEvent:
    event = pb.TableEvent(action_applied=pb.ActionApplied(seat=seat))
    if current is not None:
        event.action_applied.current_seat = current
    return event


def change(
    event: pb.TableEvent, status: TableStatus = ACTIVE, store: SQLiteStore | None = None
) -> Change:
    async def before() -> bytes:
        return metadata("A", "B")

    return Change(
        table_id="t1",
        version=9,
        kind=event.WhichOneof("kind") or "",
        event=event,
        status=status,
        status_before=ACTIVE,
        time=0.0,
        _load_before=before,
        _metadata_after=None,
        store=store,
    )


@pytest.mark.parametrize(
    ("event", "status", "expected"),
    [
        (
            pb.TableEvent(table_started=pb.TableStarted(current_seat=1)),
            ACTIVE,
            ("table.started", 1),
        ),
        (applied(0, 1), ACTIVE, ("turn.passed", 1)),
        (applied(0, 0), ACTIVE, None),  # the same seat decides on: no webhook
        (applied(1, None), FINISHED, ("table.ended", None)),
        (pb.TableEvent(table_abandoned=pb.TableAbandoned()), ABANDONED, ("table.ended", None)),
        (
            pb.TableEvent(seat_left=pb.SeatLeft(seat=1, table_abandoned=True)),
            ABANDONED,
            ("table.ended", None),
        ),
        (
            pb.TableEvent(turn_timed_out=pb.TurnTimedOut(seat=0, policy="absent")),
            ACTIVE,
            ("seat.absent", 0),
        ),
        (pb.TableEvent(turn_timed_out=pb.TurnTimedOut(seat=0, policy="bot_turn")), ACTIVE, None),
        (
            pb.TableEvent(bot_seated=pb.BotSeated(seat=1, for_absent_player=True)),
            ACTIVE,
            ("seat.absent", 1),
        ),
        (pb.TableEvent(bot_seated=pb.BotSeated(seat=1)), ACTIVE, None),
        (
            pb.TableEvent(seat_left=pb.SeatLeft(seat=1, bot=pb.BotSpec(kind="greedy"))),
            ACTIVE,
            ("seat.absent", 1),
        ),
    ],
)
def test_events_and_their_seat(
    event: pb.TableEvent, status: TableStatus, expected: tuple[str, int | None] | None
) -> None:
    assert asyncio.run(classify(change(event, status))) == expected


def test_an_undo_passes_the_turn_only_when_the_action_it_takes_back_had(tmp_path: Path) -> None:
    async def main() -> list[tuple[str, int | None] | None]:
        store = SQLiteStore(tmp_path / "db")
        await store.open()
        await store.create_table(
            TableRecord("t1", "g", True, ACTIVE, 0, 1.0, 1.0, metadata("A", "B"), b"")
        )
        entries = [applied(0, 0), applied(0, 1)]  # versions 1 (same turn) and 2 (passes)
        await store.commit(
            Commit("t1", 0, [NewEntry("action", 0, e.SerializeToString()) for e in entries])
        )
        found = []
        for undone in (2, 1):
            event = pb.TableEvent(
                action_undone=pb.ActionUndone(seat=0, undone_version=undone, current_seat=0)
            )
            found.append(await classify(change(event, store=store)))
        await store.close()
        return found

    assert asyncio.run(main()) == [("turn.passed", 0), None]
