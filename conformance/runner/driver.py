"""What the runner needs from an implementation under test, independent of transport.

:class:`conformance.runner.grpc_driver.GrpcDriver` implements it over the public GameService
API (the only driver ``meeple-conformance run`` uses).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

#: a viewer: a seat number, or None for a spectator
Viewer = int | None


class StepFailed(Exception):
    """A service step did not meet its expectation."""

    def __init__(self, what: str, diff: list[str] | None = None) -> None:
        super().__init__(what)
        self.what = what
        self.diff = diff or []


class RpcFailure(Exception):
    """A call the implementation rejected: gRPC status code name and ErrorInfo reason."""

    def __init__(
        self, code: str, reason: str, message: str = "", metadata: dict[str, str] | None = None
    ) -> None:
        super().__init__(f"{code} {reason}: {message}")
        self.code = code
        self.reason = reason
        self.message = message
        #: the ErrorInfo's metadata
        self.metadata = metadata or {}


@dataclass(slots=True)
class Observation:
    """What one viewer sees now, in proto3 JSON (defaults included)."""

    view: dict[str, Any]
    version: int
    current_seat: int | None
    pending_decision: str
    finished: bool
    scores: list[int]
    #: the whole response, for ``forbidden`` checks
    raw: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Submitted:
    """The result of an accepted action."""

    version: int
    events: list[dict[str, Any]]
    raw: dict[str, Any] = field(default_factory=dict)


class Table(Protocol):
    """One table created for one fixture."""

    def observe(self, viewer: Viewer) -> Observation: ...

    def legal_actions(self, seat: int) -> list[dict[str, Any]]: ...

    def validate(self, seat: int, action: dict[str, Any]) -> None: ...

    def submit(self, seat: int, action: dict[str, Any]) -> Submitted: ...

    def responses(self, viewer: Viewer) -> list[dict[str, Any]]:
        """Every response this viewer received so far (for ``forbidden``)."""
        ...

    def close(self) -> None: ...


class SeatTable(Table, Protocol):
    """A table of an implementation with feature ``turn_timers``: the service's clock and
    seats."""

    def advance_clock(self, seconds: float) -> None:
        """AdvanceClock with the admin token (fires what falls due before answering)."""
        ...

    def leave(self, seat: int) -> None:
        """LeaveTable with the seat's credential."""
        ...

    def reclaim(self, seat: int) -> None:
        """ReclaimSeat with the seat's credential."""
        ...

    def table_events(self, after_version: int) -> list[dict[str, Any]]:
        """The spectator's TableEvents after ``after_version`` (ListEvents), as JSON."""
        ...

    def undo(self, seat: int, request_id: str) -> int:
        """UndoAction with the seat's credential and ``request_id`` (feature ``undo``);
        returns the version the response names."""
        ...

    def table(self) -> dict[str, Any]:
        """GetTable as the spectator: the Table as JSON."""
        ...

    def turn_deadline(self) -> bool:
        """Whether the spectator's view shows a running turn deadline."""
        ...


class Driver(Protocol):
    """Creates tables in conformance mode."""

    def create_table(
        self,
        game: str,
        players: int,
        options: dict[str, str],
        chance: list[dict[str, str]],
        position: dict[str, Any] | None,
    ) -> Table:
        """A started table with every seat joined; raises :class:`RpcFailure` if refused."""
        ...

    def canonical_action(self, game: str, action: dict[str, Any]) -> str:
        """The action's canonical form (for set comparison of legal actions)."""
        ...
