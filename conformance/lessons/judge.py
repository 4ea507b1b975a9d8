"""A lesson played through its game's engine: the start position, and for each step the moves
that reach its goal.

The engine judges every move: a refused one keeps the engine's reason; an allowed one is
applied to a copy of the position (with the goal's ``then`` after it), and its events and the
learner's view are matched against the goal as a fixture's expectation is
(``conformance/runner/matching.py``). A step's right moves are every legal move that reaches
the goal, so a lesson never calls a move wrong that does what the task asks. The next step
starts from the position the step's ``show`` move leads to; a step before the last must not
reach a chance outcome (the lesson's table draws nothing while the learner learns).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from google.protobuf import json_format
from google.protobuf.message import Message

from conformance.lessons import Lesson, Step
from conformance.runner.matching import subsequence_diff, subset_diff
from engines.chance import ChanceOutcome, ScriptedChance
from engines.contract import Game, GameState, act, settle
from engines.errors import ActionRejected

AnyGame = Game[Any, Any, Any, Any]
AnyState = GameState[Any, Any, Any, Any]


class LessonBroken(ValueError):
    """A lesson the engine cannot play as written (a bad position, a refused act, a show move
    that is not right, a step with no right move)."""


def to_json(message: Message) -> dict[str, Any]:
    """A message in proto3 JSON with its default values, as fixtures compare them."""
    return json_format.MessageToDict(message, always_print_fields_with_no_presence=True)


def parse_action(game: AnyGame, document: Mapping[str, Any]) -> Any:
    """The engine's action for an Action in proto3 JSON."""
    message = json_format.ParseDict(dict(document), game.action_type())
    return game.action_from_proto(message)


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the engine made of one move: refused (``reason``), or allowed and reaching the
    goal or not (``misses`` lists the differences)."""

    reason: str = ""
    misses: tuple[str, ...] = ()

    @property
    def right(self) -> bool:
        return not self.reason and not self.misses


def start_state(game: AnyGame, lesson: Lesson) -> AnyState:
    """The position the lesson's table starts from, settled at the learner's decision."""
    start = lesson.start
    try:
        options = game.resolve_options(start.players, start.options)
        if start.position is None:
            state = game.new_game(start.players, options)
        else:
            message = json_format.ParseDict(dict(start.position), game.state_type())
            state = game.state_from_proto(message)
        chance = ScriptedChance.from_outcomes([ChanceOutcome(k, v) for k, v in start.chance])
        settle(state, chance)
        for seat, document in start.acts:
            act(state, seat, parse_action(game, document), chance)
    except (ActionRejected, json_format.ParseError, ValueError) as error:
        raise LessonBroken(f"{lesson.id}: the start: {error}") from error
    if state.current_seat() is None:
        raise LessonBroken(f"{lesson.id}: nobody is to decide at the start")
    if any(chance.remaining().values()):
        raise LessonBroken(f"{lesson.id}: chance outcomes left over: {chance.remaining()}")
    return state


def judge(game: AnyGame, state: AnyState, step: Step, action: Any) -> Verdict:
    """The engine's verdict on ``action`` by the seat to move at ``state`` (not changed)."""
    seat = state.current_seat()
    if seat is None:
        return Verdict(reason="NOT_YOUR_TURN")
    trial = state.clone()
    try:
        events = list(trial.apply_action(seat, action))
    except ActionRejected as rejection:
        return Verdict(reason=rejection.reason)
    if step.then is not None:
        if trial.current_seat() != seat:
            return Verdict(misses=("the move ended the learner's decisions before `then`",))
        try:
            events += trial.apply_action(seat, parse_action(game, step.then))
        except ActionRejected as rejection:
            return Verdict(misses=(f"`then` is refused after it: {rejection.reason}",))
    return Verdict(misses=tuple(goal_misses(step.goal, events, trial.view(seat))))


def goal_misses(goal: Mapping[str, Any], events: Sequence[Message], view: Message) -> list[str]:
    """How a move's events and the learner's view after it differ from a step's goal."""
    misses: list[str] = []
    if "events" in goal:
        actual = [to_json(e) for e in events]
        expected = goal["events"]
        if isinstance(expected, list):
            misses += subsequence_diff(expected, actual, "$.events")
        else:
            misses += subset_diff(expected, actual, "$.events")
    if "view" in goal:
        misses += subset_diff(goal["view"], to_json(view), "$.view")
    return misses


@dataclass(frozen=True, slots=True)
class PlayedStep:
    """A step at its position: the seat to move, every legal move that reaches the goal (in the
    engine's order) and the move "show me" plays."""

    step: Step
    state: AnyState
    seat: int
    right: tuple[Any, ...]
    show: Any


@dataclass(frozen=True, slots=True)
class PlayedLesson:
    """A lesson through its engine: the start and each step at its own position."""

    lesson: Lesson
    start: AnyState
    steps: tuple[PlayedStep, ...]


def play(game: AnyGame, lesson: Lesson) -> PlayedLesson:
    """Play ``lesson``'s steps from its start by their ``show`` moves, judging each step's
    legal moves on the way."""
    start = start_state(game, lesson)
    state = start.clone()
    played: list[PlayedStep] = []
    for index, step in enumerate(lesson.steps):
        where = f"{lesson.id} step {index + 1}"
        seat = state.current_seat()
        if seat is None:
            raise LessonBroken(f"{where}: nobody is to decide")
        right = tuple(a for a in state.legal_actions() if judge(game, state, step, a).right)
        if not right:
            raise LessonBroken(f"{where}: no legal move reaches the goal")
        show = parse_action(game, step.show)
        verdict = judge(game, state, step, show)
        if not verdict.right:
            raise LessonBroken(f"{where}: the show move is not right: {verdict}")
        played.append(PlayedStep(step, state.clone(), seat, right, show))
        state.apply_action(seat, show)
        if index + 1 < len(lesson.steps) and state.current_seat() != seat:
            raise LessonBroken(f"{where}: the next step is not the learner's decision")
    return PlayedLesson(lesson, start, tuple(played))
