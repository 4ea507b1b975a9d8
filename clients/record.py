"""Game records: the whole public record of a finished game as one JSON document, and playing
one back (``meeple export``, ``meeple replay``, ``meeple render RECORD --step N``).

The form is documented in docs/game-record.md (JSON Schema: docs/game-record.schema.json):

    {"format": "meeple.game-record", "format_version": 1,
     "game": "carcassonne", "table": {...Table...}, "events": [{...TableEvent...}, ...]}

``table`` is the table's ``meeple.v1.Table`` and ``events`` its whole history (``ListEvents``),
both in the canonical proto3 JSON mapping, as any reader of the finished table may read them:
options, seats with their entropy, the revealed seed evidence (``table.fairness``), every
action, undo and game event, and every realised chance outcome. A record is checked against its
seed with the same code as ``meeple verify``.

Playing a record back replays its game with the engine from the registry, every chance outcome
taken from the record (no generator runs): step 0 is the position after the setup, step *n* the
position after the *n*-th event from the start on.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from google.protobuf import json_format
from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb

from clients.api.common import game_for, unpack
from clients.api.fairness import Evidence
from engines.chance import ChanceOutcome, ScriptedChance
from engines.contract import Game, GameState, settle
from engines.undo import Timeline

FORMAT = "meeple.game-record"
FORMAT_VERSION = 1


class RecordError(ValueError):
    """A file that is not a game record this version can read, or one that does not replay."""


def to_json(evidence: Evidence) -> dict[str, Any]:
    """The record of a table's evidence (its Table and whole history)."""
    table = evidence.table
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": table.game.removeprefix("games/"),
        "table": json_format.MessageToDict(table),
        "events": [
            json_format.MessageToDict(event)
            for event in sorted(evidence.events, key=lambda e: e.version)
        ],
    }


def dumps(evidence: Evidence) -> str:
    return json.dumps(to_json(evidence), indent=1, ensure_ascii=False) + "\n"


def load(path: Path) -> Evidence:
    """Read a record file; :class:`RecordError` when it is not one."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise RecordError(f"{path}: not a readable JSON file ({error})") from None
    except RecursionError:
        raise RecordError(f"{path}: its JSON is nested too deeply for a game record") from None
    return from_json(document, str(path))


def from_json(document: Any, where: str = "the record") -> Evidence:
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise RecordError(f"{where} is not a meeple game record (format {FORMAT!r})")
    version = document.get("format_version")
    if version != FORMAT_VERSION:
        raise RecordError(
            f"{where} has format_version {version!r}; this meeple reads {FORMAT_VERSION}"
        )
    game = str(document.get("game", ""))
    try:
        game_for(game)  # the game's messages must be known to parse its Any payloads
    except (KeyError, ValueError) as error:
        raise RecordError(f"{where}: no game {game!r} here ({error})") from None
    if not isinstance(document.get("table"), dict) or not isinstance(document.get("events"), list):
        raise RecordError(f"{where} has no table or no events")
    try:
        table = json_format.ParseDict(document["table"], pb.Table())
        events = [json_format.ParseDict(e, pb.TableEvent()) for e in document["events"]]
    except (json_format.ParseError, TypeError, ValueError) as error:
        raise RecordError(f"{where}: {str(error)[:300]}") from None
    except RecursionError:
        raise RecordError(f"{where}: nested too deeply for a game record") from None
    if table.game.removeprefix("games/") != game or not table.seats:
        raise RecordError(f"{where}: its table is not a {game} table with seats")
    return Evidence(table, events)


@dataclass(frozen=True, slots=True)
class Frame:
    """One step of a record played back: the event (None for step 0, the setup) and the
    position after it."""

    step: int
    event: pb.TableEvent | None
    state: GameState[Any, Any, Any, Any]


def _outcomes(event: pb.TableEvent) -> list[ChanceOutcome]:
    return [ChanceOutcome(o.kind, o.value) for o in event.chance_outcomes]


def frames(evidence: Evidence, game: Game[Any, Any, Any, Any] | None = None) -> Iterator[Frame]:
    """Every step of the record's game, from the setup on (positions are independent copies
    only where the caller clones them: each frame's state is the live one of that moment)."""
    engine = game or game_for(evidence.table.game)
    table = evidence.table
    timeline: Timeline | None = None
    step = 0
    for event in sorted(evidence.events, key=lambda e: e.version):
        kind = event.WhichOneof("kind")
        if kind == "table_started":
            state = engine.new_game(len(table.seats), dict(table.options))
            chance = ScriptedChance.from_outcomes(_outcomes(event))
            settle(state, chance)
            timeline = Timeline(engine, state)
            yield Frame(0, None, timeline.state)
            continue
        if timeline is None:
            continue  # the lobby: seats taken and left before the start
        step += 1
        try:
            if kind == "action_applied":
                applied = event.action_applied
                action = engine.action_from_proto(unpack(applied.action, engine.action_type))
                chance = ScriptedChance.from_outcomes(_outcomes(event))
                timeline.act(event.version, applied.seat, action, chance, by_bot=applied.by_bot)
                if chance.remaining():
                    raise RecordError(f"version {event.version}: chance outcomes left over")
            elif kind == "action_undone":
                timeline.undo(event.action_undone.seat)
            else:
                timeline.table_change()
        except RecordError:
            raise
        except Exception as error:
            raise RecordError(f"version {event.version} does not replay: {error}") from error
        yield Frame(step, event, timeline.state)
    if timeline is None:
        raise RecordError("the record's game never started")


def last_frame(evidence: Evidence) -> Frame:
    """The record's last step."""
    last: Frame | None = None
    for frame in frames(evidence):
        last = frame
    assert last is not None  # frames() raises for a game that never started
    return last


def final_scores(evidence: Evidence) -> list[int]:
    """The scores of the record's last position."""
    return list(last_frame(evidence).state.scores())


def at_step(evidence: Evidence, step: int) -> Frame:
    """The position after step ``step`` (a copy); :class:`RecordError` past the last one."""
    last = -1
    for frame in frames(evidence):
        last = frame.step
        if frame.step == step:
            return Frame(frame.step, frame.event, frame.state.clone())
    raise RecordError(f"step {step} is past the record's last step, {last}")


def describe_event(game: Game[Any, Any, Any, Any], event: pb.TableEvent | None) -> str:
    """One line for a step (the terminal replay)."""
    if event is None:
        return "setup"
    kind = event.WhichOneof("kind")
    if kind == "action_applied":
        applied = event.action_applied
        action = game.action_from_proto(unpack(applied.action, game.action_type))
        bot = " (bot)" if applied.by_bot else ""
        return f"seat {applied.seat}{bot}: {game.describe_action(action)}"
    if kind == "action_undone":
        undone = event.action_undone
        action = game.action_from_proto(unpack(undone.action, game.action_type))
        return (
            f"seat {undone.seat} takes back version {undone.undone_version}: "
            f"{game.describe_action(action)}"
        )
    message: Message = getattr(event, kind or "")
    return f"{kind}: {json_format.MessageToJson(message, indent=None)}"
