"""GameService's behaviour, independent of gRPC plumbing: requests in, responses or
:class:`~service.errors.ServiceError` out.

The service knows no game's rules. It works through the engine contract only (``start`` /
``settle`` / ``act``, ``view``, ``legal_actions``, ``to_proto`` / ``state_from_proto``,
``action_to_proto`` / ``action_from_proto``, ``event_for_viewer``) and packs the game's messages
in ``google.protobuf.Any``.

Every output (views, events, history, errors, logs) is produced for one viewer: a seat, or a
spectator (``None``). Chance outcomes and the table's secret never appear in an output before
the game is over, except that the admin credential sees each entry's realised outcomes in
ListEvents; once it is over, the secret is revealed (:mod:`service.fairness`) and every reader
sees the outcomes.
"""

from __future__ import annotations

from service.history import HistoryMixin
from service.lessons.rpcs import LessonMixin
from service.notify.rpcs import NotifyMixin
from service.play import PlayMixin
from service.records import RecordMixin
from service.reviews.hints import HintMixin
from service.reviews.rpcs import ReviewMixin
from service.rpc_input import Caller, Principal, RequestLog
from service.seating.rpcs import SeatingMixin
from service.undo import UndoMixin

__all__ = ["Caller", "Principal", "RequestLog", "TableService"]


class TableService(
    LessonMixin,
    SeatingMixin,
    PlayMixin,
    UndoMixin,
    HistoryMixin,
    RecordMixin,
    NotifyMixin,
    ReviewMixin,
    HintMixin,
):
    """The behaviour behind every GameService RPC."""
