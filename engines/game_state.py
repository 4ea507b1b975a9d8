"""One position of one game and how it advances (:func:`act`, :func:`settle`): the state half
of the contract (:mod:`engines.contract`, which re-exports it).

It is a module of its own so that the engines' state classes, which derive from
:class:`GameState`, can be compiled with mypyc (``python -m engines.build_compiled``): a compiled
class's base must be compiled too, while :class:`engines.contract.Game` and the rest of the
contract stay interpreted. Interpreted subclasses (test doubles, an uncompiled engine) remain
allowed (``allow_interpreted_subclasses``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Final, Generic, Self, TypeVar

from google.protobuf.message import Message
from mypy_extensions import mypyc_attr

from engines.chance import ChanceOutcome, ChanceRequest, ChanceSource, SeededChance
from engines.records import reduce_fields

ActionT = TypeVar("ActionT", bound=Hashable)
EventT = TypeVar("EventT", bound=Message)
ViewT = TypeVar("ViewT", bound=Message)
StateMsgT = TypeVar("StateMsgT", bound=Message)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game."""

    scores: tuple[int, ...]
    #: rank per seat, 1 = winner; tied seats share a rank.
    ranks: tuple[int, ...]

    def __reduce__(self) -> tuple[type[Any], tuple[Any, ...]]:
        return reduce_fields(self)  # pickles alike compiled (engines/records.py)


@mypyc_attr(allow_interpreted_subclasses=True)
class GameState(ABC, Generic[ActionT, EventT, ViewT, StateMsgT]):
    """One position of one game. Mutable; :meth:`clone` gives an independent copy."""

    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def chance_request(self) -> ChanceRequest | None:
        """The pending chance node, or None when no chance outcome is needed now."""

    @abstractmethod
    def apply_chance(self, value: str) -> list[EventT]:
        """Resolve the pending chance node with ``value`` (one of its outcomes)."""

    @abstractmethod
    def current_seat(self) -> int | None:
        """The seat (0-based) whose decision is pending; None while chance is pending or when
        the game is over."""

    @abstractmethod
    def pending_decision(self) -> str:
        """A short UPPER_SNAKE label of the pending decision (e.g. PLACE_TILE); "" if none."""

    @abstractmethod
    def legal_actions(self) -> list[ActionT]:
        """Every legal action of the current seat, exactly once each, in canonical order."""

    @abstractmethod
    def apply_action(self, seat: int, action: ActionT) -> list[EventT]:
        """Apply ``action`` for ``seat`` and return its events. Raises
        :class:`engines.errors.ActionRejected` and leaves the state unchanged if rejected."""

    def apply_chance_without_events(self, value: str) -> None:
        """:meth:`apply_chance` for a caller that does not want the events (bots, playouts).
        The default builds them and drops them; an engine may override this with a path that
        builds none. The state must end up exactly as :meth:`apply_chance` leaves it."""
        self.apply_chance(value)

    def apply_action_without_events(self, seat: int, action: ActionT) -> None:
        """:meth:`apply_action` for a caller that does not want the events (bots, playouts):
        the same checks, rejections and resulting state, without building the events. The
        default builds them and drops them; an engine may override this with a cheaper path."""
        self.apply_action(seat, action)

    def validate_action(self, seat: int, action: ActionT) -> None:
        """Raise exactly what :meth:`apply_action` would raise; never mutate. Engines may
        override this with a cheaper check."""
        self.clone().apply_action(seat, action)

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[int]:
        """Current score per seat (final scores once terminal)."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """Scores and ranks once the game is over, else None."""

    @abstractmethod
    def view(self, seat: int | None) -> ViewT:
        """What ``seat`` (or a spectator, for None) may see. Never the draw order or another
        seat's hidden information."""

    def view_wire(self, seat: int | None) -> bytes:
        """:meth:`view` serialized: what the service sends. An engine may build these bytes
        without building the message first (the service's hot path); they must parse as the
        same message."""
        return self.view(seat).SerializeToString()

    @abstractmethod
    def to_proto(self) -> StateMsgT:
        """The full state, exact enough that ``game.state_from_proto`` restores it."""

    @abstractmethod
    def clone(self) -> Self: ...


class Step:
    """Everything one settled step produced: its events and the chance outcomes realised.

    A plain class rather than a dataclass: every action builds one, and a dataclass's
    ``__init__`` stays interpreted when mypyc compiles the class (this one compiles)."""

    __slots__ = ("events", "outcomes")

    def __init__(
        self, events: list[Message] | None = None, outcomes: list[ChanceOutcome] | None = None
    ) -> None:
        self.events: list[Message] = [] if events is None else events
        self.outcomes: list[ChanceOutcome] = [] if outcomes is None else outcomes

    def __repr__(self) -> str:
        return f"Step(events={self.events!r}, outcomes={self.outcomes!r})"


#: realised outcomes by (kind, value): immutable, so every game shares one object per pair
_OUTCOMES: Final[dict[tuple[str, str], ChanceOutcome]] = {}


def settle(
    state: GameState[ActionT, EventT, ViewT, StateMsgT],
    chance: ChanceSource,
    step: Step | None = None,
    *,
    events: bool = True,
) -> Step:
    """Resolve chance nodes until a seat must decide or the game is over; the outcomes and
    events are added to ``step`` (a new one by default), which is returned. With
    ``events=False`` no event is built (``step.events`` stays as it was): for callers that do
    not read them, such as bots and random playouts."""
    if step is None:
        step = Step()
    outcomes = step.outcomes
    built = step.events if events else None
    # compiled, a SeededChance (the engines' own source) is called natively, any other source
    # by name; the same method either way
    seeded = chance if isinstance(chance, SeededChance) else None
    while (request := state.chance_request()) is not None:
        value = seeded.choose(request) if seeded is not None else chance.choose(request)
        key = (request.kind, value)
        outcome = _OUTCOMES.get(key)
        if outcome is None:
            if len(_OUTCOMES) >= 1 << 16:
                _OUTCOMES.clear()
            outcome = _OUTCOMES[key] = ChanceOutcome(request.kind, value)
        outcomes.append(outcome)
        if built is None:
            state.apply_chance_without_events(value)
        else:
            built.extend(state.apply_chance(value))
    return step


def act(
    state: GameState[ActionT, EventT, ViewT, StateMsgT],
    seat: int,
    action: ActionT,
    chance: ChanceSource,
    *,
    events: bool = True,
) -> Step:
    """Apply one action, then settle the chance it leads to. With ``events=False`` no event is
    built and the step's events are empty (see :func:`settle`).

    The action itself is atomic (rejected actions change nothing). Settling can fail only with a
    scripted source that runs out; callers that need all-or-nothing semantics across both apply
    this to a clone and keep the clone on success (the service does).
    """
    if not events:
        state.apply_action_without_events(seat, action)
        return settle(state, chance, Step([], []), events=False)
    return settle(state, chance, Step(events=list(state.apply_action(seat, action))))
