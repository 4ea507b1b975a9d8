"""The engine contract: what every game offers the service, the CLI, bots and tests.

The split follows OpenSpiel:

* a :class:`Game` is static: name, player counts, table options, and factories for states;
* a :class:`GameState` is one position. It is either waiting for a chance outcome
  (:meth:`GameState.chance_request`), for one seat's decision (:meth:`GameState.current_seat`),
  or over (:meth:`GameState.is_terminal`);
* an observation is :meth:`GameState.view`, the protobuf View for one seat or a spectator,
  carrying only what that viewer may see.

Events, views and states are the game's own protobuf messages (``meeple.<game>.v1``). Actions
are the engine's own immutable, hashable values (fast to enumerate); :meth:`Game.action_to_proto`
and :meth:`Game.action_from_proto` convert them at the boundary.
Engines are pure: no I/O, no clocks, no global random generator. A game is deterministic given
its options, its chance outcomes and its actions.

Rejections raise :class:`engines.errors.ActionRejected` subclasses before anything changes.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic

from google.protobuf import text_format
from google.protobuf.message import Message

from engines.chance import ChanceOutcome, ChanceSource
from engines.errors import InvalidOptions
from engines.game_state import (
    ActionT,
    EventT,
    GameState,
    Outcome,
    StateMsgT,
    Step,
    ViewT,
    act,
    settle,
)

__all__ = ["GameState", "Outcome", "Step", "act", "settle"]

if TYPE_CHECKING:
    from rich.text import Text

    from engines.rl import RLEncoding


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One table option: a named choice with a documented default."""

    name: str
    description: str
    choices: tuple[str, ...]
    default: str
    #: a numeric value names a seat (0-based), so it must be below the table's player count
    #: (other choices, such as Burgundy's start_seat "random", are not seats)
    seat_index: bool = False


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How the search bot spends its budget on a game (tuned per game; docs/clients.md: bots)."""

    #: rounds of the other seats' turns a simulation looks ahead
    turns: int = 1
    #: candidates the search bot considers (its one-ply best)
    width: int = 4
    #: positions the one-ply policy values per decision in simulations
    policy_nodes: int = 200
    #: a game review's marks: the loss of expected final margin (points) from which a decision
    #: is an inaccuracy, a mistake, a blunder (docs/review.md)
    review_marks: tuple[float, float, float] = (2.0, 5.0, 10.0)


@dataclass(frozen=True, slots=True)
class Playthrough:
    """One seeded complete game recorded as a conformance golden
    (``conformance/generated/<game>/playthrough-<players>p-seed<seed>.json``)."""

    players: int
    seed: int
    options: Mapping[str, str] = field(default_factory=dict)


class Game(ABC, Generic[ActionT, EventT, ViewT, StateMsgT]):
    """Static description of a game and the factory of its states."""

    #: registry key, e.g. "carcassonne"
    name: str
    #: human title, e.g. "Carcassonne"
    title: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()

    #: the game's protobuf message classes, used by the service to pack and unpack Any
    action_type: type[Message]
    event_type: type[EventT]
    view_type: type[ViewT]
    state_type: type[StateMsgT]

    def resolve_options(self, num_players: int, options: Mapping[str, str]) -> dict[str, str]:
        """Validate the player count and options, each against the player count too (a table
        that passes can always start); return every option with defaults filled."""
        if not self.min_players <= num_players <= self.max_players:
            raise InvalidOptions(
                "UNSUPPORTED_PLAYER_COUNT",
                f"{self.title} takes {self.min_players} to {self.max_players} players, "
                f"not {num_players}",
                {"players": str(num_players)},
            )
        specs = {spec.name: spec for spec in self.options}
        for name, value in options.items():
            spec = specs.get(name)
            if spec is None:
                raise InvalidOptions(
                    "UNKNOWN_OPTION", f"{self.title} has no option {name!r}", {"option": name}
                )
            if value not in spec.choices:
                raise InvalidOptions(
                    "INVALID_OPTION_VALUE",
                    f"option {name!r} takes one of {', '.join(spec.choices)}, not {value!r}",
                    {"option": name, "value": value},
                )
        resolved = {spec.name: options.get(spec.name, spec.default) for spec in self.options}
        for spec in self.options:
            value = resolved[spec.name]
            if spec.seat_index and value.isdigit() and int(value) >= num_players:
                raise InvalidOptions(
                    "INVALID_OPTION_VALUE",
                    f"option {spec.name!r} names seat {resolved[spec.name]}, but a "
                    f"{num_players}-player table has seats 0 to {num_players - 1}",
                    {"option": spec.name, "value": resolved[spec.name]},
                )
        return resolved

    @abstractmethod
    def new_game(
        self, num_players: int, options: Mapping[str, str] | None = None
    ) -> GameState[ActionT, EventT, ViewT, StateMsgT]:
        """The state before the first chance outcome or decision. Validates like
        :meth:`resolve_options`."""

    @abstractmethod
    def state_from_proto(self, message: StateMsgT) -> GameState[ActionT, EventT, ViewT, StateMsgT]:
        """Restore a state from :meth:`GameState.to_proto` output, or load a position.
        Raises :class:`engines.errors.InvalidState` for an inconsistent position."""

    @abstractmethod
    def action_to_proto(self, action: ActionT) -> Message:
        """The game's protobuf Action for an engine action (canonical form)."""

    @abstractmethod
    def action_from_proto(self, message: Message) -> ActionT:
        """The engine action for a protobuf Action. Raises
        :class:`engines.errors.MalformedAction` when the message is malformed whatever the
        state (missing oneof, out-of-range enum, ...)."""

    def describe_action(self, action: ActionT) -> str:
        """A short human-readable description of an action (CLI, logs)."""
        return str(action).replace("\n", " ").strip()

    def describe_event(self, event: EventT) -> str:
        """A short human-readable description of an event (CLI)."""
        return str(event).replace("\n", " ").strip()

    def event_for_viewer(self, event: EventT, seat: int | None) -> EventT | None:
        """The event as ``seat`` (or a spectator, for None) may see it, or None to withhold it.
        The service sends every event through this. The default sends events unchanged, which
        is right when every event is public (events never carry the draw order)."""
        return event

    def action_reveals(
        self, state: GameState[ActionT, EventT, ViewT, StateMsgT], seat: int, action: ActionT
    ) -> bool:
        """Whether ``action`` of ``seat`` in ``state`` (the position before it) shows any
        viewer something its view did not show, apart from the chance outcomes it leads to
        (those always stop undo; see :mod:`engines.undo`). An undo may never take such an
        action back. The default, True, is the safe answer: a game that does not say offers
        no undo. A game whose hidden information comes only from chance returns False."""
        return True

    # -- hooks for the clients, bots and the conformance suite (all optional) --------------
    # Shared code reaches a game's text, pictures, heuristics and fixtures only through these.

    #: the search bot's budget split for this game
    search: SearchSettings = SearchSettings()
    #: game-specific conformance features this engine implements (conformance/SPEC.md); the
    #: fixture schema's feature enum and ``implementations/meeple.yaml`` are generated from them
    conformance_features: tuple[str, ...] = ()
    #: the seeded complete games recorded as goldens by ``meeple-conformance generate``
    playthroughs: tuple[Playthrough, ...] = ()

    def describe_view(self, view: ViewT) -> str:
        """A position as plain text for the terminal seat (``meeple join``). The default
        prints the View message field by field."""
        return text_format.MessageToString(view, as_one_line=False)

    def render_view(self, view: ViewT, title: str, *, coordinates: bool = False) -> str | None:
        """The SVG document of ``view`` (``meeple render``), or None when the game has no
        renderer. ``title`` may be empty (the game's own title is used); ``coordinates`` labels
        the places the game's actions name (``meeple render --coordinates``)."""
        return None

    def terminal_view(self, view: ViewT, legal: Sequence[Message] = ()) -> Text | None:
        """The terminal seat's screen (``meeple join``) as rich Text, given the seat's legal
        actions (protobuf Actions), or None to print :meth:`describe_view` instead."""
        return None

    def projected_scores(self, state: GameState[ActionT, EventT, ViewT, StateMsgT]) -> list[float]:
        """Each seat's score if the game ended now (the greedy bot maximises its margin). The
        default is the current score; bots use the final scores once the game is over."""
        return [float(score) for score in state.scores()]

    def expected_scores(self, state: GameState[ActionT, EventT, ViewT, StateMsgT]) -> list[float]:
        """An estimate of each seat's *final* score (the search bot's value). The default is
        :meth:`projected_scores`."""
        return self.projected_scores(state)

    def state_from_view(
        self, view: ViewT, rng: random.Random
    ) -> GameState[ActionT, EventT, ViewT, StateMsgT]:
        """A full state consistent with the View of the seat to move, sampling with ``rng``
        whatever the view hides (determinization, for bots that play through the API)."""
        raise NotImplementedError(f"{self.title} cannot rebuild a state from a seat's view")

    def rules_documents(self) -> dict[str, str]:
        """Documents for engine authors generated from the game's data (path under
        ``conformance/rules/`` -> text); ``python -m conformance.regenerate`` writes them."""
        return {}

    def rl_encoding(
        self, num_players: int, options: Mapping[str, str]
    ) -> RLEncoding[ActionT] | None:
        """The game's reinforcement-learning encoding (:mod:`engines.rl`: a fixed integer
        action space, chance outcome ids and observation tensors) for a table of
        ``num_players`` with resolved ``options``, or None when the game offers none. The
        OpenSpiel game and the PettingZoo and Gymnasium environments (``clients/rl``) need
        only this (``engines/<name>/rl_encoding.py``; docs/rl.md)."""
        return None

    def final_breakdown(
        self, state: GameState[ActionT, EventT, ViewT, StateMsgT]
    ) -> list[dict[str, int]]:
        """Per seat, points by cause once the game is over (``meeple demo`` prints it); empty
        when the game offers none."""
        return []


def start(
    game: Game[ActionT, EventT, ViewT, StateMsgT],
    num_players: int,
    chance: ChanceSource,
    options: Mapping[str, str] | None = None,
) -> tuple[GameState[ActionT, EventT, ViewT, StateMsgT], Step]:
    """A new game, settled up to its first decision."""
    state = game.new_game(num_players, options)
    return state, settle(state, chance)


def replay(
    game: Game[ActionT, EventT, ViewT, StateMsgT],
    num_players: int,
    options: Mapping[str, str] | None,
    outcomes: Sequence[ChanceOutcome],
    actions: Sequence[tuple[int, ActionT]],
) -> GameState[ActionT, EventT, ViewT, StateMsgT]:
    """Rebuild a state from its recorded outcomes and actions, running no generator."""
    from engines.chance import ScriptedChance

    chance = ScriptedChance.from_outcomes(outcomes)
    state, _ = start(game, num_players, chance, options)
    for seat, action in actions:
        act(state, seat, action, chance)
    return state
