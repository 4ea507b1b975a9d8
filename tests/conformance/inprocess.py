"""An in-process driver for the conformance runner: our engines without a server.

Test-only. It lets the runner's logic and the fixtures be exercised against the engines
directly (the certifying run always goes through gRPC: see test_live_server.py). It mirrors
the service's conformance mode: a scripted chance source, an optional loaded position, every
action applied to a clone and kept only on success.
"""

from __future__ import annotations

from typing import Any

from google.protobuf import json_format

from conformance.runner.driver import Observation, RpcFailure, Submitted, Viewer
from engines.chance import ScriptedChance
from engines.contract import act, settle
from engines.errors import ActionRejected
from engines.registry import get_game


def _json(message: Any) -> dict[str, Any]:
    rendered: dict[str, Any] = json_format.MessageToDict(
        message, always_print_fields_with_no_presence=True
    )
    return rendered


def _rejected(error: ActionRejected) -> RpcFailure:
    return RpcFailure(error.grpc_code_name, error.reason, error.message)


class InProcessTable:
    def __init__(self, game_name: str, state: Any, chance: ScriptedChance) -> None:
        self.game = get_game(game_name)
        self.state = state
        self.chance = chance
        self.version = 0
        self.seen: dict[Viewer, list[dict[str, Any]]] = {}

    def _record(self, viewer: Viewer, document: dict[str, Any]) -> dict[str, Any]:
        self.seen.setdefault(viewer, []).append(document)
        return document

    def observe(self, viewer: Viewer) -> Observation:
        view = _json(self.state.view(viewer))
        self._record(viewer, view)
        outcome = self.state.outcome()
        return Observation(
            view=view,
            version=self.version,
            current_seat=self.state.current_seat(),
            pending_decision=self.state.pending_decision(),
            finished=self.state.is_terminal(),
            scores=list(outcome.scores) if outcome else [],
        )

    def legal_actions(self, seat: int) -> list[dict[str, Any]]:
        if self.state.current_seat() != seat:
            return []
        actions = [_json(self.game.action_to_proto(a)) for a in self.state.legal_actions()]
        self._record(seat, {"actions": actions})
        return actions

    def _action(self, action: dict[str, Any]) -> Any:
        message = self.game.action_type()
        json_format.ParseDict(action, message)
        try:
            return self.game.action_from_proto(message)
        except ActionRejected as error:
            raise _rejected(error) from error

    def validate(self, seat: int, action: dict[str, Any]) -> None:
        engine_action = self._action(action)
        try:
            self.state.validate_action(seat, engine_action)
        except ActionRejected as error:
            raise _rejected(error) from error

    def submit(self, seat: int, action: dict[str, Any]) -> Submitted:
        engine_action = self._action(action)
        trial = self.state.clone()
        remaining = self.chance.remaining()
        try:
            step = act(trial, seat, engine_action, self.chance)
        except ActionRejected as error:
            self.chance = ScriptedChance(remaining)
            raise _rejected(error) from error
        self.state = trial
        self.version += 1
        events = [_json(event) for event in step.events]
        self._record(seat, {"events": events})
        return Submitted(version=self.version, events=events)

    def responses(self, viewer: Viewer) -> list[dict[str, Any]]:
        return list(self.seen.get(viewer, []))

    def close(self) -> None:
        self.seen.clear()


class InProcessDriver:
    def create_table(
        self,
        game: str,
        players: int,
        options: dict[str, str],
        chance: list[dict[str, str]],
        position: dict[str, Any] | None,
    ) -> InProcessTable:
        engine = get_game(game)
        script: dict[str, list[str]] = {}
        for outcome in chance:
            script.setdefault(outcome["kind"], []).append(outcome["value"])
        source = ScriptedChance(script)
        try:
            if position is None:
                state = engine.new_game(players, options)
            else:
                message = engine.state_type()
                json_format.ParseDict(position, message)
                state = engine.state_from_proto(message)
            settle(state, source)
        except ActionRejected as error:
            raise _rejected(error) from error
        return InProcessTable(game, state, source)

    def canonical_action(self, game: str, action: dict[str, Any]) -> str:
        message = get_game(game).action_type()
        json_format.ParseDict(action, message)
        return json_format.MessageToJson(message, sort_keys=True, indent=None)
