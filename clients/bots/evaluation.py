"""How bots value a position: per-seat projected and expected scores, and margins.

Each game provides two estimates as hooks on its :class:`~engines.contract.Game` (both default
to ``state.scores()``); here both give the final scores once the game is over:

* ``projected_scores``: the scores if the game ended now (unfinished business counted as the
  final scoring would count it). The greedy bot maximises this: the best *immediate* result.
* ``expected_scores``: an estimate of the *final* scores (what unfinished business is likely to
  become, what resources will be worth). The search bot values positions with this.
"""

from __future__ import annotations

from clients.bots.base import AnyGame, AnyState


def projected_scores(game: AnyGame, state: AnyState) -> list[float]:
    """Each seat's score if the game ended now, per the game's projection."""
    if state.is_terminal():
        return [float(s) for s in state.scores()]
    return game.projected_scores(state)


def expected_scores(game: AnyGame, state: AnyState) -> list[float]:
    """Each seat's estimated final score (the game's estimate; its projection by default)."""
    if state.is_terminal():
        return [float(s) for s in state.scores()]
    return game.expected_scores(state)


def margins(scores: list[float]) -> list[float]:
    """Each seat's lead over the best other seat (negative when behind)."""
    out = []
    for seat, score in enumerate(scores):
        best_other = max((s for i, s in enumerate(scores) if i != seat), default=0.0)
        out.append(score - best_other)
    return out
