"""Playthrough goldens: complete seeded games of our engines, recorded as fixtures.

``meeple-conformance generate`` plays, for each registered game and each of its
:attr:`~engines.contract.Game.playthroughs` (players, seed, options), a random game in-process
(engines.playout's chooser, chance from ``SeededChance``), and writes
``conformance/generated/<game>/playthrough-<players>p-seed<seed>.json``: the realised chance
outcomes as an explicit script, every action, and after every action the exact events, the
acting seat and pending decision, the exact legal-action count, and the exact view of every
seat and of a spectator at the start, every ``VIEW_EVERY`` actions and at the end.

These files are marked ``generated: true`` and are never edited by hand; they record what our
engines do, so they catch any behaviour change (of ours or of another implementation).
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from google.protobuf import json_format
from google.protobuf.message import Message

from conformance import SPEC_VERSION
from conformance.runner.loading import SUITE_ROOT

VIEW_EVERY = 25
GENERATOR = "meeple-conformance generate"


def _json(message: Message) -> dict[str, Any]:
    rendered: dict[str, Any] = json_format.MessageToDict(
        message, always_print_fields_with_no_presence=True
    )
    return rendered


def _views(game: Any, state: Any, players: int) -> list[dict[str, Any]]:
    expectations: list[dict[str, Any]] = [
        {"viewer": seat, "view_exact": _json(state.view(seat))} for seat in range(players)
    ]
    expectations.append({"viewer": "spectator", "view_exact": _json(state.view(None))})
    return expectations


def record(game_name: str, players: int, seed: int, options: dict[str, str]) -> dict[str, Any]:
    """One complete seeded game as a fixture (plain data)."""
    from engines.chance import SeededChance
    from engines.contract import act, start
    from engines.registry import get_game

    game = get_game(game_name)
    chance = SeededChance(seed)
    chooser = random.Random(seed ^ 0x5EED)
    state, first = start(game, players, chance, options)
    outcomes = list(first.outcomes)
    steps: list[dict[str, Any]] = [
        {"expect": view, "comment": "the start"} if index == 0 else {"expect": view}
        for index, view in enumerate(_views(game, state, players))
    ]
    count = 0
    while not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        legal = state.legal_actions()
        steps.append(
            {
                "expect": {
                    "viewer": seat,
                    "current_seat": seat,
                    "pending_decision": state.pending_decision(),
                    "legal_actions": {"count": len(legal)},
                }
            }
        )
        action = legal[chooser.randrange(len(legal))]
        step = act(state, seat, action, chance)
        outcomes += step.outcomes
        count += 1
        steps.append(
            {
                "act": {"seat": seat, "action": _json(game.action_to_proto(action))},
                "expect": {
                    "viewer": seat,
                    "version": count,
                    "events_exact": [_json(event) for event in step.events],
                },
            }
        )
        if count % VIEW_EVERY == 0 or state.is_terminal():
            steps += [{"expect": view} for view in _views(game, state, players)]
    result = state.outcome()
    assert result is not None
    steps.append({"expect": {"finished": True, "scores": list(result.scores)}})
    name = f"{game_name}/playthrough/{players}p-seed{seed}"
    if options:
        name += "-" + "-".join(f"{k}-{v}" for k, v in sorted(options.items())).replace("_", "-")
    return {
        "name": name,
        "description": f"A complete random game of {game.title} ({players} players), recorded "
        f"from our engine: {count} actions, final scores {list(result.scores)}.",
        "game": game_name,
        "players": players,
        "options": options,
        "source": f"rules/{game_name}.md#complete-game",
        "features": ["chance_script", "legal_actions", "events", "spectator", "playthrough"]
        + (["table_options"] if options else []),
        "chance": [{"kind": o.kind, "value": o.value} for o in outcomes],
        "steps": steps,
    }


def _dump(document: dict[str, Any]) -> str:
    """JSON with one step per line: small, and diffs stay readable."""
    fixture = dict(document["fixtures"][0])
    steps = fixture.pop("steps")
    head = json.dumps({**document, "fixtures": [{**fixture, "steps": []}]}, indent=1)
    body = ",\n".join(
        "   " + json.dumps(step, separators=(",", ":"), sort_keys=True) for step in steps
    )
    marker = '"steps": []'
    assert head.count(marker) == 1
    return head.replace(marker, '"steps": [\n' + body + "\n  ]") + "\n"


def playthroughs(games: Sequence[str] | None = None) -> list[tuple[str, int, int, dict[str, str]]]:
    """(game, players, seed, options) of every golden the registered games declare."""
    from engines.registry import game_names, get_game

    return [
        (name, p.players, p.seed, dict(p.options))
        for name in (game_names() if games is None else games)
        for p in get_game(name).playthroughs
    ]


def generate_all(out: Path | None = None, games: Sequence[str] | None = None) -> int:
    """Rewrite every golden of the registered games (or of ``games``); print what was
    written."""
    root = out or SUITE_ROOT / "generated"
    for game_name, players, seed, options in playthroughs(games):
        fixture = record(game_name, players, seed, options)
        document = {
            "spec_version": SPEC_VERSION,
            "generated": True,
            "generator": GENERATOR,
            "fixtures": [fixture],
        }
        path = root / game_name / f"playthrough-{players}p-seed{seed}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(_dump(document), encoding="utf-8")
        print(f"wrote {path} ({len(fixture['steps'])} steps)")
    return 0
