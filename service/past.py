"""GetView at a past version (for replays): the caller's view as it was right after it.

Replays are built from views at versions. A reader of a finished (or abandoned) table may read
any version; a reader of a running table too, and what it gets is its own view (its seat's, or
a spectator's), which is what it was shown at that version: a seat's view never shows what the
seat could not see then. The game is replayed from the table's log (:mod:`service.timeline`).
"""

from __future__ import annotations

from typing import Any

from meeple.v1 import game_service_pb2 as pb

from engines.contract import Game, GameState
from service import errors
from service.model import (
    TABLE_STATUS_TO_PROTO,
    etag_of,
    outcome_message,
    table_name,
    type_url,
)
from service.rpc_input import Principal
from service.store.base import Store, TableRecord, TableStatus
from service.timeline import replay_table


async def past_view(
    store: Store,
    game: Game[Any, Any, Any, Any],
    record: TableRecord,
    principal: Principal,
    version: int,
) -> pb.TableView:
    """``principal``'s view of the table right after ``version``."""
    if version < 0:
        raise errors.invalid(
            "NEGATIVE_VERSION", "version must not be negative", field="version", value=str(version)
        )
    if version > record.version:
        raise errors.invalid(
            "VERSION_AHEAD",
            "version is beyond the table's version",
            field="version",
            version=str(record.version),
        )
    replayed = await replay_table(store, game, record, version)
    if replayed is None:
        raise errors.precondition(
            "TABLE_NOT_ACTIVE", "the game had not started at that version", version=str(version)
        )
    state = replayed.timeline.state
    status = TableStatus.FINISHED if state.is_terminal() else TableStatus.ACTIVE
    if version == record.version and record.status == TableStatus.ABANDONED:
        status = TableStatus.ABANDONED
    view = pb.TableView(
        table=table_name(record.table_id),
        version=version,
        etag=etag_of(record.table_id, version),
        state=TABLE_STATUS_TO_PROTO[status],  # type: ignore[arg-type]
    )
    write_position(view, game, state, principal.viewer, status)
    return view


def write_position(
    view: pb.TableView,
    game: Game[Any, Any, Any, Any],
    state: GameState[Any, Any, Any, Any],
    seat: int | None,
    status: TableStatus,
) -> None:
    """The game's part of a past ``view``: the viewer's seat, whose move it is and her decision
    while ``status`` is ACTIVE, the game's view as ``seat`` sees it (None: a spectator), and the
    outcome once there is one."""
    if seat is not None:
        view.viewer_seat = seat
    current = state.current_seat()
    if current is not None and status == TableStatus.ACTIVE:
        view.current_seat = current
        view.pending_decision = state.pending_decision()
    view.game_view.type_url = type_url(game.view_type)
    view.game_view.value = state.view_wire(seat)
    result = state.outcome()
    if result is not None:
        view.outcome.CopyFrom(outcome_message(result.scores, result.ranks))
