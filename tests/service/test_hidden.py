"""Hidden information: the future draw order changes no output to any credential kind, views are
per seat, realised chance outcomes reach only the admin while the game runs, and the table's
server secret and seed appear nowhere before the game is over.

Two conformance tables play the same game with chance scripts that share a prefix and differ
afterwards. Until the first outcome beyond the prefix is realised, every response to every
credential kind (host, each seat, spectator token, anonymous reader of a public table) must be
identical at both tables: had any output depended on the draw order, it would differ.
"""

from __future__ import annotations

import base64
import hashlib
import json
import queue
import random
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import json_format
from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb

from engines.chance import ScriptedChance
from engines.contract import act, start
from engines.playout import random_playout
from tests.service.conftest import game_ids
from tests.service.harness import (
    ADMIN,
    Client,
    Seated,
    ServerThread,
    hosted_test_games,
    open_table,
    play_turn,
)
from tests.service.test_watch import Watcher

GAMES = hosted_test_games()
# entropy: each seat sends its own random bytes, so two tables differ there by design
VOLATILE = {"table", "name", "etag", "commitTime", "createTime", "updateTime", "entropy"}


def normal(message: Message) -> Any:
    """JSON of a response without the fields that legitimately differ between two tables."""

    def strip(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in VOLATILE}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value

    return strip(json_format.MessageToDict(message))


def everything_seen(table: Seated, anonymous: Client) -> dict[str, Any]:
    """Every read response of every credential kind at one table."""
    seen: dict[str, Any] = {}
    readers = {"host": table.host, "spectator": table.spectator, "anonymous": anonymous}
    readers.update({f"seat {i}": p for i, p in enumerate(table.players)})
    for label, client in readers.items():
        seen[f"{label} table"] = normal(client.GetTable(pb.GetTableRequest(name=table.name)))
        seen[f"{label} view"] = normal(client.GetView(pb.GetViewRequest(table=table.name)))
        seen[f"{label} events"] = normal(
            client.ListEvents(pb.ListEventsRequest(table=table.name, page_size=1000))
        )
    for index, player in enumerate(table.players):
        seen[f"seat {index} legal"] = normal(
            player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
        )
    return seen


def diverging_scripts(
    outcomes: list[tuple[str, str]], seed: int
) -> tuple[list[tuple[str, str]], list[tuple[str, str]], dict[str, int]]:
    by_kind: dict[str, list[str]] = defaultdict(list)
    for kind, value in outcomes:
        by_kind[kind].append(value)
    # the first half (rounded up) of each kind is shared, so a kind drawn once (Burgundy's
    # start_seat) is part of the common past
    prefix = {kind: (len(values) + 1) // 2 for kind, values in by_kind.items()}
    rng = random.Random(seed)
    other: dict[str, list[str]] = {}
    for kind, values in by_kind.items():
        head, tail = values[: prefix[kind]], values[prefix[kind] :]
        shuffled = list(tail)
        for _ in range(50):
            rng.shuffle(shuffled)
            if shuffled != tail:
                break
        other[kind] = head + shuffled
    assert any(other[k] != by_kind[k] for k in by_kind), "the futures must differ"
    script_b = [(kind, value) for kind, values in other.items() for value in values]
    return outcomes, script_b, prefix


@pytest.mark.parametrize("game_id", game_ids())
def test_future_draw_order_changes_no_output(target: str, game_id: str) -> None:
    game = GAMES[game_id]
    players = game.min_players
    playout = random_playout(game, players, seed=5)
    recorded = [(o.kind, o.value) for o in playout.outcomes]
    script_a, script_b, prefix = diverging_scripts(recorded, seed=5)
    tables = [
        open_table(target, game_id, players, admin=True, script=script, public=True)
        for script in (script_a, script_b)
    ]
    anonymous = Client(target)

    # follow table A locally to know when an outcome beyond the prefix gets realised
    by_kind: dict[str, list[str]] = defaultdict(list)
    for kind, value in script_a:
        by_kind[kind].append(value)
    local, first = start(game, players, ScriptedChance(by_kind))
    consumed: dict[str, int] = defaultdict(int)

    def within_prefix(outcomes: list[Any]) -> bool:
        for outcome in outcomes:
            consumed[outcome.kind] += 1
        return all(consumed[k] <= prefix[k] for k in consumed)

    compared = 0
    if within_prefix(first.outcomes):
        for seat_actions in playout.actions:
            seen = [everything_seen(t, anonymous) for t in tables]
            assert seen[0] == seen[1], f"an output depends on the future draws ({game_id})"
            compared += 1
            seat, action = seat_actions
            step = act(
                local, seat, action, ScriptedChance({}) if False else _rest(by_kind, consumed)
            )
            if not within_prefix(step.outcomes):
                break  # this step would realise a diverging outcome (in B maybe an impossible one)
            packed = pb.SubmitActionRequest(table="", action=None)
            packed.action.Pack(game.action_to_proto(action))
            responses = []
            for table in tables:
                packed.table = table.name
                responses.append(normal(table.players[seat].SubmitAction(packed)))
            assert responses[0] == responses[1]
    print(f"{game_id}: identical outputs over {compared} decisions")
    assert compared >= 3, "too short a comparison to mean anything"
    for table in tables:
        table.close()


def _rest(by_kind: dict[str, list[str]], consumed: dict[str, int]) -> ScriptedChance:
    """The local game's chance: script A after what has been consumed."""
    return ScriptedChance({k: v[consumed[k] :] for k, v in by_kind.items()})


@pytest.mark.parametrize("game_id", game_ids())
def test_views_are_per_seat_and_outcomes_reach_only_the_admin(target: str, game_id: str) -> None:
    game = GAMES[game_id]
    # a table the admin created (conformance mode): the admin alone reads its chance outcomes
    table = open_table(target, game_id, game.min_players, public=True, admin=True)
    readers: dict[str, Client] = {
        "host": table.host,
        "spectator": table.spectator,
        "anonymous": Client(target),
    }
    readers.update({f"seat {i}": p for i, p in enumerate(table.players)})
    for label, client in readers.items():
        view = client.GetView(pb.GetViewRequest(table=table.name)).view
        expected_seat = int(label.split()[1]) if label.startswith("seat") else None
        assert (view.viewer_seat if view.HasField("viewer_seat") else None) == expected_seat
        events = client.ListEvents(pb.ListEventsRequest(table=table.name)).events
        assert not any(e.chance_outcomes for e in events), label
    admin_events = Client(target, ADMIN).ListEvents(pb.ListEventsRequest(table=table.name)).events
    assert any(e.chance_outcomes for e in admin_events)


def encodings(secret: bytes) -> set[str]:
    """Every text form a 32-byte secret could take in a response, a log line or an error."""
    forms = {
        secret.hex(),
        secret.hex().upper(),
        base64.b64encode(secret).decode(),
        base64.urlsafe_b64encode(secret).decode(),
        str(int.from_bytes(secret, "big")),
    }
    forms |= {form.rstrip("=") for form in forms}
    return forms


def leaks(secret: bytes, seen: list[bytes | str]) -> list[str]:
    """The outputs in ``seen`` that carry ``secret``, raw or in any text form."""
    found = []
    for index, item in enumerate(seen):
        if isinstance(item, bytes):
            if secret in item or any(form.encode() in item for form in encodings(secret)):
                found.append(f"output {index} (bytes)")
        elif any(form in item for form in encodings(secret)):
            found.append(f"output {index}: {item[:80]}")
    return found


def errors_seen(table: Seated, version: int) -> list[str]:
    """Rejected calls of every kind at this moment, as the callers receive them."""
    seen = []
    attempts: list[Callable[[], object]] = [
        lambda: table.players[0].JoinTable(
            pb.JoinTableRequest(table=table.name, invite_token=table.created.invite_token)
        ),
        lambda: table.spectator.SubmitAction(pb.SubmitActionRequest(table=table.name)),
        lambda: table.players[-1].SubmitAction(
            pb.SubmitActionRequest(table=table.name, expected_version=version + 5)
        ),
    ]
    for attempt in attempts:
        try:
            attempt()
        except grpc.RpcError as error:
            seen.append(f"{error.code()} {error.details()} {error.trailing_metadata()}")
        else:
            raise AssertionError("the call was expected to fail")
    return seen


@pytest.mark.parametrize("game_id", game_ids())
def test_the_seed_stays_hidden_until_the_end(
    target: str, server: ServerThread, game_id: str
) -> None:
    """Commit at creation, reveal at the end: before the game is over, no response, stream
    message, error or log line to any credential carries the server secret or the seed, in any
    encoding; at the end both are revealed in the table and in the final event."""
    game = GAMES[game_id]
    table = open_table(target, game_id, game.min_players, public=True, start=False)
    committed = table.created.table.fairness.commitment
    assert len(committed) == 32 and not table.created.table.fairness.server_secret
    anonymous = Client(target)
    readers = [table.host, table.spectator, anonymous, *table.players]
    watchers = [Watcher(reader, table.name) for reader in readers]
    table.host.StartTable(pb.StartTableRequest(name=table.name))
    rng = random.Random(3)
    before_end: list[bytes | str] = [table.created.SerializeToString()]
    tables_before_end: list[pb.Table] = []
    turn = 0
    while True:
        info = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
        if info.state != pb.Table.STATE_ACTIVE:
            break
        tables_before_end.append(info)
        if turn % 8 == 0:
            before_end.append(json.dumps(everything_seen(table, anonymous), sort_keys=True))
            before_end += errors_seen(table, info.version)
        response = play_turn(table, rng)
        assert response is not None
        if response.view.state == pb.Table.STATE_ACTIVE:
            before_end.append(response.SerializeToString())
        else:
            final_event = response.event
        turn += 1
    for watcher in watchers:
        while True:
            try:
                message = watcher.next(timeout=0.5)
            except queue.Empty:
                break
            if not message.HasField("event") or message.event.version < info.version:
                before_end.append(message.SerializeToString())
        watcher.call.cancel()

    revealed = info.fairness
    assert revealed.commitment == committed
    assert (
        hashlib.sha256(
            b"meeple/seed-commitment/v1\x00"
            + table.name.encode()
            + b"\x00"
            + revealed.server_secret
        ).digest()
        == committed
    )
    assert final_event.fairness == revealed and len(revealed.seed) == 32
    assert all(t.fairness.commitment == committed for t in tables_before_end)
    assert not any(t.fairness.server_secret or t.fairness.seed for t in tables_before_end)
    log = (Path(server.settings.database).parent / "server.log").read_text()
    for secret in (revealed.server_secret, revealed.seed):
        assert not leaks(secret, before_end), game_id
        assert not leaks(secret, [log]), "a log line carries the secret or the seed"
    print(f"{game_id}: {len(before_end)} outputs before the end, none carries the seed")
    table.close()
    anonymous.close()
