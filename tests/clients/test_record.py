"""Game records (clients/record.py; ``meeple export``, ``meeple replay``, ``meeple render
RECORD --step N``):

* property: random games of both games, with undos at random allowed points, written as records
  the way the service records them, read back from JSON and played back, end with the scores
  the game ended with;
* over real gRPC: a finished game with undos is exported, replayed in the terminal with the
  table's final scores, its middle step is the position GetView gives at that version, and
  render draws any step; bad files and steps are one-line errors.
"""

from __future__ import annotations

import contextlib
import json
import random
from pathlib import Path
from typing import Any

import grpc
import jsonschema
import pytest
from google.protobuf import any_pb2
from meeple.v1 import chance_pb2
from meeple.v1 import game_service_pb2 as pb

from clients.api.fairness import Evidence
from clients.cli import main
from clients.record import RecordError, at_step, final_scores, from_json, to_json
from engines.chance import SeededChance
from engines.contract import Game, Step, settle
from engines.registry import get_game
from engines.undo import Timeline
from tests.service.harness import ROOT, Seated, new_request_id, open_table, play_turn
from tests.service.test_play import all_events


def _pack(message: Any) -> any_pb2.Any:
    packed = any_pb2.Any()
    packed.Pack(message)
    return packed


def _outcomes(step: Step) -> list[chance_pb2.ChanceOutcome]:
    return [chance_pb2.ChanceOutcome(kind=o.kind, value=o.value) for o in step.outcomes]


def _random_record(
    game: Game[Any, Any, Any, Any], players: int, seed: int
) -> tuple[Evidence, list[int]]:
    """A random game with undos, recorded as the service records it, and its final scores."""
    chance = SeededChance(seed)
    state = game.new_game(players, {})
    setup = settle(state, chance)
    table = pb.Table(name="tables/t", game=f"games/{game.name}", state=pb.Table.STATE_FINISHED)
    for index in range(players):
        table.seats.add(index=index)
    events = [
        pb.TableEvent(
            version=players + 1,
            table_started=pb.TableStarted(game_events=[_pack(e) for e in setup.events]),
            chance_outcomes=_outcomes(setup),
        )
    ]
    timeline = Timeline(game, state)
    rng = random.Random(seed)
    while not timeline.state.is_terminal():
        current = timeline.state.current_seat()
        assert current is not None
        seat: int = current
        action = rng.choice(timeline.state.legal_actions())
        version = events[-1].version + 1
        step = timeline.act(version, seat, action, chance)
        events.append(
            pb.TableEvent(
                version=version,
                action_applied=pb.ActionApplied(
                    seat=seat,
                    action=_pack(game.action_to_proto(action)),
                    game_events=[_pack(e) for e in step.events],
                ),
                chance_outcomes=_outcomes(step),
            )
        )
        if timeline.may_undo(seat) and rng.random() < 0.2:
            undone = timeline.undo(seat)
            events.append(
                pb.TableEvent(
                    version=version + 1,
                    action_undone=pb.ActionUndone(
                        seat=seat,
                        undone_version=int(undone),  # type: ignore[call-overload]
                        action=_pack(game.action_to_proto(action)),
                    ),
                )
            )
    scores = list(timeline.state.scores())
    table.outcome.scores.extend(scores)
    return Evidence(table, events), scores


@pytest.mark.parametrize("name", ["carcassonne", "burgundy"])
@pytest.mark.parametrize("seed", range(4))
def test_a_record_plays_back_to_the_same_final_scores(name: str, seed: int) -> None:
    game = get_game(name)
    evidence, scores = _random_record(game, 2 + seed % 2, seed)
    assert any(e.HasField("action_undone") for e in evidence.events)
    document = json.loads(json.dumps(to_json(evidence)))
    assert final_scores(from_json(document)) == scores


def test_unreadable_records_are_refused() -> None:
    with pytest.raises(RecordError, match="not a meeple game record"):
        from_json({"format": "something"})
    with pytest.raises(RecordError, match="format_version"):
        from_json({"format": "meeple.game-record", "format_version": 99})
    evidence, _ = _random_record(get_game("carcassonne"), 2, 1)
    with pytest.raises(RecordError, match="past the record's last step"):
        at_step(evidence, 100_000)


def _finished_with_undos(target: str) -> Seated:
    table = open_table(target, "carcassonne", 2)
    rng = random.Random(3)
    count = 0
    while (response := play_turn(table, rng)) is not None:
        count += 1
        applied = response.event.action_applied
        if count % 3 == 0 and response.view.state == pb.Table.STATE_ACTIVE:
            with contextlib.suppress(grpc.RpcError):  # the policy refused: play on
                table.players[applied.seat].UndoAction(
                    pb.UndoActionRequest(table=table.name, request_id=new_request_id())
                )
    return table


def test_export_replay_and_render_a_finished_game(
    target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = _finished_with_undos(target)
    record = tmp_path / "game.json"
    token = table.created.spectator_token
    assert (
        main(
            ["export", table.name, "--target", target, "--credential", token, "--out", str(record)]
        )
        == 0
    )
    document = json.loads(record.read_text(encoding="utf-8"))
    assert (document["format"], document["format_version"]) == ("meeple.game-record", 1)
    schema = json.loads((ROOT / "docs" / "game-record.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(document, schema)
    events = all_events(table.spectator, table.name)
    assert any(e.HasField("action_undone") for e in events)
    info = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
    capsys.readouterr()
    assert main(["replay", str(record)]) == 0
    out = capsys.readouterr().out
    assert out.rstrip().endswith("final scores " + " ".join(map(str, info.outcome.scores)))
    assert "takes back version" in out
    # the middle of the replay is the position the table showed at that version
    evidence = from_json(document)
    started = next(e.version for e in events if e.HasField("table_started"))
    middle = (events[-1].version - started) // 2
    frame = at_step(evidence, middle)
    then = table.spectator.GetView(pb.GetViewRequest(table=table.name, version=started + middle))
    assert then.view.game_view.value == frame.state.view_wire(None)
    svg = tmp_path / "middle.svg"
    assert main(["render", str(record), "--step", str(middle), "--out", str(svg)]) == 0
    assert svg.read_text().startswith("<svg") or "<svg" in svg.read_text()[:200]
    # bad input: one line and a usage exit code
    assert main(["replay", str(tmp_path / "missing.json")]) == 2
    assert main(["render", str(record), "--step", "100000", "--out", str(svg)]) == 2
    table.close()
