"""Check a finished table's draws against the seed it committed to (``meeple verify``).

:func:`fetch_evidence` reads what any reader of the table may read once the game is over: the
Table (its Fairness: commitment, revealed server secret and seed; every seat's entropy) and the
whole history with its realised chance outcomes. :func:`verify_evidence` then needs nothing from
the server:

1. the commitment equals SHA-256 of the revealed secret (engines.seeding);
2. every seat's entropy in the table equals the one its join revealed, and the revealed seed is
   the derivation of the secret and those contributions;
3. the game is replayed from its setup with its engine (found through the registry), every
   chance node drawn with ``SeededChance(seed, n)`` (conformance/chance.md) and compared with
   the n-th recorded outcome; the recorded actions must be legal and the final result equal.
   An undo (ActionUndone) restores the position before the action it takes back, which drew
   nothing: the seed's counter stays where it was.

The first difference is named in the :class:`Verdict`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from meeple.v1 import chance_pb2
from meeple.v1 import game_service_pb2 as pb

from clients.api.common import game_for, unpack
from clients.api.sync import TableSession
from engines.chance import SeededChance
from engines.contract import Game, GameState
from engines.errors import ActionRejected
from engines.seeding import commitment, derive_seed, seed_number

OVER = (pb.Table.STATE_FINISHED, pb.Table.STATE_ABANDONED)


class Result(StrEnum):
    VERIFIED = "VERIFIED"
    #: a check failed: the draws are not what the committed seed gives
    FAILED = "FAILED"
    #: nothing to check (yet): the game is not over, or the table has no commitment
    UNVERIFIABLE = "UNVERIFIABLE"


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the verifier reads from the server: the table and its whole history."""

    table: pb.Table
    events: list[pb.TableEvent]


@dataclass(frozen=True, slots=True)
class Mismatch:
    """The first chance outcome whose record differs from what the seed gives."""

    #: n: the outcome's position among all the game's outcomes (0-based), SeededChance's counter
    index: int
    #: the table version whose event records it
    version: int
    kind: str
    #: what the seed gives
    expected: str
    #: what the history records ("" when it records none)
    recorded: str

    def describe(self) -> str:
        recorded = f"records {self.recorded!r}" if self.recorded else "records no outcome"
        return (
            f"chance outcome #{self.index} ({self.kind}, table version {self.version}): "
            f"the seed gives {self.expected!r}, the history {recorded}"
        )


@dataclass(frozen=True, slots=True)
class Verdict:
    result: Result
    #: machine-readable: VERIFIED, NOT_OVER, NO_COMMITMENT, COMMITMENT_MISMATCH,
    #: CONTRIBUTION_MISMATCH, SEED_MISMATCH, OUTCOME_MISMATCH, EXTRA_OUTCOME, REPLAY_FAILED,
    #: RESULT_MISMATCH
    reason: str
    message: str
    #: chance outcomes found equal before the verdict
    outcomes_checked: int = 0
    mismatch: Mismatch | None = None

    @property
    def ok(self) -> bool:
        return self.result == Result.VERIFIED


def fetch_evidence(session: TableSession) -> Evidence:
    """The table and its whole history, as ``session``'s credential may read them."""
    return Evidence(session.table_info(), list(session.events(page_size=1000)))


def verify_table(session: TableSession) -> Verdict:
    """Fetch a table's evidence and verify it (see the module comment)."""
    return verify_evidence(fetch_evidence(session))


def contributions(events: Sequence[pb.TableEvent], seats: int) -> list[bytes]:
    """Every seat's entropy as the history revealed it: its last join before the start (a seat
    given up before the start contributes nothing unless taken again)."""
    found = [b""] * seats
    for event in events:
        kind = event.WhichOneof("kind")
        if kind == "table_started":
            break
        if kind == "seat_joined" and 0 <= event.seat_joined.seat < seats:
            found[event.seat_joined.seat] = event.seat_joined.entropy
        elif kind == "seat_left" and 0 <= event.seat_left.seat < seats:
            found[event.seat_left.seat] = b""
    return found


def _failed(reason: str, message: str, checked: int = 0) -> Verdict:
    return Verdict(Result.FAILED, reason, message, checked)


def verify_evidence(evidence: Evidence, game: Game[Any, Any, Any, Any] | None = None) -> Verdict:
    """Verify ``evidence``; needs no server and no secret beyond what the table revealed. The
    game's engine comes from the registry unless ``game`` is given (a game served as an extra)."""
    table = evidence.table
    if table.state not in OVER:
        return Verdict(
            Result.UNVERIFIABLE, "NOT_OVER", "the game is not over: its seed is revealed at the end"
        )
    if not table.HasField("fairness") or not table.fairness.commitment:
        return Verdict(
            Result.UNVERIFIABLE,
            "NO_COMMITMENT",
            "the table published no seed commitment (a conformance table plays scripted chance)",
        )
    fair = table.fairness
    if commitment(table.name, fair.server_secret) != fair.commitment:
        return _failed(
            "COMMITMENT_MISMATCH",
            "the revealed server secret does not match the commitment published at creation",
        )
    events = sorted(evidence.events, key=lambda e: e.version)
    joined = contributions(events, len(table.seats))
    for seat, entropy in zip(table.seats, joined, strict=True):
        if seat.entropy != entropy:
            return _failed(
                "CONTRIBUTION_MISMATCH",
                f"seat {seat.index}'s entropy in the table differs from the one its join revealed",
            )
    if derive_seed(fair.server_secret, joined) != fair.seed:
        return _failed(
            "SEED_MISMATCH",
            "the revealed seed is not derived from the secret and the seats' entropy",
        )
    engine = game or game_for(table.game)
    return _replay(engine, table, events, SeededChance(seed_number(fair.seed)))


def _replay(
    game: Game[Any, Any, Any, Any],
    table: pb.Table,
    events: Sequence[pb.TableEvent],
    chance: SeededChance,
) -> Verdict:
    """Replay the table's history from the seed: every chance outcome the game needs must be
    the one the table recorded, and the game must end with the table's scores."""
    replay = _Replay(game, table, chance)
    try:
        for event in events:
            replay.event(event)
        replay.check_result()
    except _Refuted as refuted:
        return refuted.verdict
    return Verdict(
        Result.VERIFIED,
        "VERIFIED",
        f"all {replay.checked} chance outcomes equal what the committed seed gives",
        replay.checked,
    )


class _Refuted(Exception):
    """The history does not replay: the verdict that says where."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.message)
        self.verdict = verdict


class _Replay:
    """The game replayed event by event, with the seed's chance."""

    def __init__(self, game: Game[Any, Any, Any, Any], table: pb.Table, chance: SeededChance):
        self.game = game
        self.table = table
        self.chance = chance
        self.state: GameState[Any, Any, Any, Any] | None = None
        #: chance outcomes checked so far
        self.checked = 0
        #: the positions before the actions an undo may still take back (they drew nothing)
        self.undoable: list[tuple[int, GameState[Any, Any, Any, Any]]] = []

    def fail(self, reason: str, message: str) -> _Refuted:
        return _Refuted(_failed(reason, message, self.checked))

    def event(self, event: pb.TableEvent) -> None:
        """Apply the event's change, then draw the chance it recorded."""
        try:
            before = self.apply(event)
        except (ActionRejected, ValueError) as error:
            raise self.fail(
                "REPLAY_FAILED", f"table version {event.version} does not replay: {error}"
            ) from None
        recorded = list(event.chance_outcomes)
        used = self.draw(event.version, recorded)
        if before is not None and self.state is not None:
            if used or self.state.is_terminal():
                self.undoable.clear()
            else:
                self.undoable.append((event.version, before))
        if used < len(recorded):
            raise self.fail(
                "EXTRA_OUTCOME",
                f"table version {event.version} records {len(recorded) - used} chance "
                "outcome(s) the game never needed",
            )

    def apply(self, event: pb.TableEvent) -> GameState[Any, Any, Any, Any] | None:
        """The start, an action or an undo; the position before an action (else None)."""
        kind = event.WhichOneof("kind")
        if kind == "table_started":
            self.state = self.game.new_game(len(self.table.seats), dict(self.table.options))
        elif kind == "action_applied":
            if self.state is None:
                raise _Refuted(
                    _failed("REPLAY_FAILED", f"version {event.version}: before the start")
                )
            applied = event.action_applied
            action = self.game.action_from_proto(unpack(applied.action, self.game.action_type))
            before = self.state.clone()
            self.state.apply_action(applied.seat, action)
            return before
        elif kind == "action_undone":
            # an undone action drew nothing: the position before it, the seed's counter where
            # it was
            undone = event.action_undone.undone_version
            if not self.undoable or self.undoable[-1][0] != undone:
                raise self.fail(
                    "REPLAY_FAILED",
                    f"table version {event.version} takes back version {undone}, which "
                    "cannot be taken back",
                )
            self.state = self.undoable.pop()[1]
        return None

    def draw(self, version: int, recorded: list[chance_pb2.ChanceOutcome]) -> int:
        """Settle the chance the position asks for, each outcome the seed's and the one the
        table recorded; how many recorded outcomes were used."""
        used = 0
        while self.state is not None and (request := self.state.chance_request()) is not None:
            expected = self.chance.choose(request)
            record = recorded[used] if used < len(recorded) else None
            if record is None or record.kind != request.kind or record.value != expected:
                shown = "" if record is None else f"{record.kind}:{record.value}"
                if record is not None and record.kind == request.kind:
                    shown = record.value
                miss = Mismatch(self.checked, version, request.kind, expected, shown)
                raise _Refuted(
                    Verdict(Result.FAILED, "OUTCOME_MISMATCH", miss.describe(), self.checked, miss)
                )
            self.state.apply_chance(expected)
            used += 1
            self.checked += 1
        return used

    def check_result(self) -> None:
        """A finished table's replay ends with its scores."""
        if self.table.state != pb.Table.STATE_FINISHED:
            return
        result = None if self.state is None else self.state.outcome()
        if result is None or list(result.scores) != list(self.table.outcome.scores):
            raise self.fail(
                "RESULT_MISMATCH", "the replayed game does not end with the table's scores"
            )
