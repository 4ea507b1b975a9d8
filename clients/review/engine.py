"""The review of a game's decisions by the search bot, as lichess reviews a game of chess.

For one decision (a position, the seat to move, the action it took):

1. The seat's information only: the position is rebuilt from the seat's View (the game's
   ``state_from_view`` hook, the hidden parts sampled), as the bot sees a position; the review
   never uses what the seat could not know.
2. Candidates: the search bot's (every legal action valued one ply deep on expected final
   scores, the game's ``search.width`` best), and the action taken.
3. Every candidate is simulated in the same ``rounds`` determinizations (common random
   numbers: the same sampled draws, dice and goods for each), exactly as the search bot's
   simulations run (the candidate, the rest of the turn, a round of the other seats' turns,
   valued by expected final scores). A candidate's value is the mean of its simulations: the
   seat's **expected final margin** over the best other seat after that move.
4. The best candidate is the better move; the **loss** is its value minus the value of the
   move made (0 when the move made was the best). Chance is averaged over, so the loss says
   what was expected, never what the draws then gave.
5. The loss gets a mark at the game's thresholds (``Game.search.review_marks``: inaccuracy,
   mistake, blunder; docs/review.md).

Everything is seeded: a review is a pure function of the decisions, the seed and the budget.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from clients.bots.base import AnyGame, AnyState
from clients.bots.evaluation import expected_scores
from clients.bots.greedy import GreedyBot
from clients.bots.search import SearchBot

#: simulations of each candidate per decision, by default
DEFAULT_ROUNDS = 12
MARKS = ("inaccuracy", "mistake", "blunder")


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision to review: the position before it (any copy), who decided and what."""

    #: the record's step of the action (1 = the first event after the setup)
    step: int
    #: the table version the action made
    version: int
    seat: int
    state: AnyState
    action: Hashable


@dataclass(frozen=True, slots=True)
class Entry:
    """The review of one decision."""

    step: int
    version: int
    seat: int
    played: Hashable
    #: the expected final margin of the move made
    played_value: float
    #: the better move the search found (the move made when it was the best)
    best: Hashable
    best_value: float
    #: best_value - played_value, never negative
    loss: float
    #: "inaccuracy", "mistake", "blunder" or "" (none)
    mark: str
    #: legal actions at the decision
    choices: int
    #: simulations run for this decision
    simulations: int


@dataclass(frozen=True, slots=True)
class Advice:
    """A hint: the search bot's candidate moves for a seat, best first (the first is what it
    would play), each with its expected final margin."""

    version: int
    seat: int
    moves: tuple[Hashable, ...]
    #: the expected final margin of each move (0 for a forced move, which is not searched)
    values: tuple[float, ...]
    #: legal actions at the decision
    choices: int
    #: simulations run
    simulations: int


@dataclass(frozen=True, slots=True)
class SeatSummary:
    seat: int
    decisions: int
    #: mean loss per decision, in points of expected final margin
    average_loss: float
    #: the share of decisions (percent) with no mark
    accuracy: float
    inaccuracies: int
    mistakes: int
    blunders: int


def mark_of(loss: float, thresholds: Sequence[float]) -> str:
    """The mark of a loss: the highest threshold it reaches (inaccuracy, mistake, blunder)."""
    found = ""
    for name, threshold in zip(MARKS, thresholds, strict=True):
        if loss >= threshold:
            found = name
    return found


class Reviewer:
    """Reviews decisions of one game with a fixed seed and budget."""

    def __init__(self, game: AnyGame, seed: int = 0, rounds: int = DEFAULT_ROUNDS) -> None:
        self.game = game
        self.seed = seed
        self.rounds = rounds
        self.thresholds = game.search.review_marks

    def _position(self, state: AnyState, seat: int, rng: random.Random) -> AnyState:
        """The position as ``seat`` knows it (the hidden parts sampled from its View)."""
        try:
            position: AnyState = self.game.state_from_view(state.view(seat), rng)
        except NotImplementedError:
            position = state.clone()
        return position

    def _values(
        self,
        position: AnyState,
        seat: int,
        legal: list[Hashable],
        also: Hashable | None,
        rng: random.Random,
    ) -> tuple[list[Hashable], list[float]]:
        """The search bot's candidates at ``position`` (and ``also``, when given and not among
        them), each with its mean expected final margin over the same ``rounds`` worlds."""
        game = self.game
        judge = GreedyBot(game, rng.getrandbits(63), evaluation=expected_scores)
        values = judge.values(position, seat, legal)
        order = sorted(range(len(legal)), key=lambda i: -values[i])[: game.search.width]
        candidates = [legal[i] for i in order]
        if also is not None and also not in candidates:
            candidates.append(also)
        search = SearchBot(game, rng.getrandbits(63), seconds=None, iterations=0)
        totals = [0.0] * len(candidates)
        for _ in range(self.rounds):
            world = rng.getrandbits(63)
            for index, candidate in enumerate(candidates):
                totals[index] += search.simulate(position, seat, candidate, world)
        return candidates, [total / self.rounds for total in totals]

    def review(self, decision: Decision) -> Entry | None:
        """The review of ``decision``; None for a forced move (one legal action)."""
        seat = decision.seat
        rng = random.Random(f"{self.seed}|{decision.version}|{seat}")
        position = self._position(decision.state, seat, rng)
        legal: list[Hashable] = position.legal_actions()
        if len(legal) < 2:
            return None
        played = decision.action
        if played not in legal:
            raise ValueError(f"step {decision.step}: {played} is not legal in the position")
        candidates, means = self._values(position, seat, legal, played, rng)
        best = max(range(len(candidates)), key=lambda i: (means[i], candidates[i] == played))
        played_value = means[candidates.index(played)]
        loss = max(0.0, means[best] - played_value)
        return Entry(
            step=decision.step,
            version=decision.version,
            seat=seat,
            played=played,
            played_value=played_value,
            best=candidates[best],
            best_value=means[best],
            loss=loss,
            mark=mark_of(loss, self.thresholds),
            choices=len(legal),
            simulations=self.rounds * len(candidates),
        )

    def advise(self, state: AnyState, seat: int, version: int) -> Advice:
        """A hint: what the search bot would play for ``seat`` at ``state`` (the table at
        ``version``), its candidates best first, each with its expected final margin. Only the
        seat's information is used; the same state, version and seed give the same advice."""
        rng = random.Random(f"{self.seed}|{version}|{seat}")
        position = self._position(state, seat, rng)
        legal: list[Hashable] = position.legal_actions()
        if len(legal) < 2:
            return Advice(version, seat, tuple(legal), (0.0,) * len(legal), len(legal), 0)
        candidates, means = self._values(position, seat, legal, None, rng)
        order = sorted(range(len(candidates)), key=lambda i: -means[i])
        return Advice(
            version,
            seat,
            tuple(candidates[i] for i in order),
            tuple(means[i] for i in order),
            len(legal),
            self.rounds * len(candidates),
        )

    def review_all(self, decisions: Sequence[Decision]) -> list[Entry]:
        return [entry for d in decisions if (entry := self.review(d)) is not None]


def summarize(entries: Sequence[Entry], seats: int) -> list[SeatSummary]:
    """Per seat: decisions reviewed, average loss, accuracy and the marks counted."""
    out = []
    for seat in range(seats):
        mine = [e for e in entries if e.seat == seat]
        marks = [e.mark for e in mine]
        out.append(
            SeatSummary(
                seat=seat,
                decisions=len(mine),
                average_loss=sum(e.loss for e in mine) / len(mine) if mine else 0.0,
                accuracy=100.0 * marks.count("") / len(mine) if mine else 100.0,
                inaccuracies=marks.count("inaccuracy"),
                mistakes=marks.count("mistake"),
                blunders=marks.count("blunder"),
            )
        )
    return out


def entry_json(game: AnyGame, entry: Entry) -> dict[str, Any]:
    """One entry as JSON (actions described in words and as the game's Action message)."""
    from google.protobuf import json_format

    return {
        "step": entry.step,
        "version": entry.version,
        "seat": entry.seat,
        "played": game.describe_action(entry.played),
        "played_action": json_format.MessageToDict(game.action_to_proto(entry.played)),
        "played_value": round(entry.played_value, 2),
        "best": game.describe_action(entry.best),
        "best_action": json_format.MessageToDict(game.action_to_proto(entry.best)),
        "best_value": round(entry.best_value, 2),
        "loss": round(entry.loss, 2),
        "mark": entry.mark,
        "choices": entry.choices,
        "simulations": entry.simulations,
    }
