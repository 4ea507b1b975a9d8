"""Undo: which of its own actions a seat may take back, and a game replayed through undos.

The policy is Board Game Arena's, the common one online. A seat may take back its own most
recent actions, one at a time, back to the start of its current run of decisions, and never
past:

* a chance outcome: an action after which chance was drawn (a tile, dice, goods or depots) is
  final, and so is everything before it;
* information revealed to anyone: an action for which :meth:`Game.action_reveals` is true (the
  default for a game that does not say), and the action that ends the game (it reveals the
  seed);
* another seat's action, even one that seat took back since;
* anything else recorded at the table: a bot's move (bots never undo, and nobody undoes theirs),
  a timeout, a seat taken, left, freed or reclaimed.

Whether an action may be taken back is derived from what is recorded anyway (the seat, the
chance outcomes realised, the action and the position before it), so a service needs no
game-specific code: it replays its history through a :class:`Timeline` and asks it.

An undone action drew no chance, so an undo never moves the chance source: the draws after it
are the ones the seed gives next, as if the action had never been made, and a verifier replays
every draw with the undo in the history.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engines.chance import ChanceSource
from engines.contract import Game, GameState, Step, act


class Refusal(StrEnum):
    """Why an undo is not allowed (the ``why`` of the service's UNDO_NOT_ALLOWED)."""

    #: no action has been made yet
    NOTHING = "NOTHING"
    #: the last action in effect is another seat's, or another seat acted since
    OTHER_SEAT = "OTHER_SEAT"
    #: chance was drawn after the last action (or the game ended with it)
    CHANCE = "CHANCE"
    #: the last action revealed information to someone
    REVEALED = "REVEALED"
    #: the last action was a bot's
    BOT = "BOT"
    #: something other than an action happened at the table since (a timeout, a seat change)
    TABLE_CHANGE = "TABLE_CHANGE"


class UndoNotAllowed(Exception):
    """:meth:`Timeline.undo` refused (see :class:`Refusal`)."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(f"undo not allowed: {refusal.value}")
        self.refusal = refusal


@dataclass(frozen=True, slots=True)
class _Frame:
    """An action an undo may still reach: its key, seat and the position before it."""

    key: Hashable
    seat: int
    before: GameState[Any, Any, Any, Any]


@dataclass(frozen=True, slots=True)
class _Stop:
    """Why undo stops below the frames: the seat whose action (or None) and the reason."""

    seat: int | None
    refusal: Refusal


class Timeline:
    """A game played (or replayed) through actions, undos and other table changes.

    It keeps the positions before the actions of the trailing run that an undo may still reach
    (one seat's actions that drew nothing and revealed nothing), and why undo stops below them.
    Keys name the actions (a service uses the table version that recorded each).
    """

    def __init__(self, game: Game[Any, Any, Any, Any], state: GameState[Any, Any, Any, Any]):
        self.game = game
        self.state = state
        self._frames: list[_Frame] = []
        self._stop = _Stop(None, Refusal.NOTHING)

    def act(
        self,
        key: Hashable,
        seat: int,
        action: Any,
        chance: ChanceSource,
        *,
        by_bot: bool = False,
        events: bool = True,
    ) -> Step:
        """Apply ``action`` of ``seat`` and settle the chance it leads to (as
        :func:`engines.contract.act`); a rejected action changes nothing."""
        before = self.state.clone()
        revealed = not by_bot and self.game.action_reveals(before, seat, action)
        step = act(self.state, seat, action, chance, events=events)
        if by_bot:
            self._final(_Stop(seat, Refusal.BOT))
        elif step.outcomes or self.state.is_terminal():
            self._final(_Stop(seat, Refusal.CHANCE))
        elif revealed:
            self._final(_Stop(seat, Refusal.REVEALED))
        else:
            if self._frames and self._frames[-1].seat != seat:
                self._final(_Stop(self._frames[-1].seat, Refusal.OTHER_SEAT))
            self._frames.append(_Frame(key, seat, before))
        return step

    def table_change(self) -> None:
        """Something other than an action was recorded at the table: undo stops here."""
        self._final(_Stop(None, Refusal.TABLE_CHANGE))

    def _final(self, stop: _Stop) -> None:
        self._frames.clear()
        self._stop = stop

    def refusal(self, seat: int) -> Refusal | None:
        """Why ``seat`` may not take back the last action in effect, or None when it may."""
        if self._frames:
            return None if self._frames[-1].seat == seat else Refusal.OTHER_SEAT
        stop = self._stop
        if stop.refusal in (Refusal.NOTHING, Refusal.TABLE_CHANGE):
            return stop.refusal
        if stop.seat != seat:
            return Refusal.OTHER_SEAT
        return stop.refusal

    def may_undo(self, seat: int) -> bool:
        return self.refusal(seat) is None

    def depth(self, seat: int) -> int:
        """How many actions ``seat`` may take back now, one after the other (0 for none):
        the length of its run above the undo floor."""
        if not self._frames or self._frames[-1].seat != seat:
            return 0
        return len(self._frames)

    def last_key(self) -> Hashable | None:
        """The key of the action an undo would take back now, if any."""
        return self._frames[-1].key if self._frames else None

    def undo(self, seat: int) -> Hashable:
        """Take back ``seat``'s last action: the position becomes the one before it. Returns
        the action's key; raises :class:`UndoNotAllowed` and changes nothing if refused."""
        refusal = self.refusal(seat)
        if refusal is not None:
            raise UndoNotAllowed(refusal)
        frame = self._frames.pop()
        self.state = frame.before
        return frame.key
