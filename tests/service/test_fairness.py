"""Provably fair draws over real gRPC: the commitment from creation, each seat's entropy in the
seed, the reveal at the end, and ``clients.api.fairness`` / ``meeple verify`` checking finished
and abandoned games, and catching a changed outcome, a changed secret, seed or entropy."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from dataclasses import replace

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from clients import verify as verify_command
from clients.api import Client as ApiClient
from clients.api import verify_table
from clients.api.fairness import Evidence, Result, Verdict, fetch_evidence, verify_evidence
from clients.cli import build_parser, main
from engines.registry import game_names
from engines.seeding import commitment, derive_seed
from tests.service.harness import (
    Client,
    Seated,
    expect_error,
    hosted_test_games,
    new_request_id,
    open_table,
    play_to_end,
    play_turn,
)
from tests.service.test_play import all_events

GAMES = hosted_test_games()
#: a chance kind of each game, changed by the tampering test (Burgundy: a die, as the issue asks)
TAMPERED_KIND = {"burgundy": "die", "carcassonne": "tile"}


def finished(target: str, game_id: str, seed: int) -> Seated:
    table = open_table(target, game_id, GAMES[game_id].min_players)
    play_to_end(table, seed=seed)
    return table


def evidence_of(target: str, table: Seated) -> Evidence:
    with ApiClient(target) as client:
        return fetch_evidence(client.spectate(table.name, table.created.spectator_token))


@pytest.fixture(scope="module")
def games(target: str) -> Iterator[dict[str, Seated]]:
    """One finished table of every registered game."""
    tables = {game_id: finished(target, game_id, seed=21) for game_id in game_names()}
    yield tables
    for table in tables.values():
        table.close()


@pytest.mark.parametrize("game_id", game_names())
def test_a_finished_game_verifies(target: str, games: dict[str, Seated], game_id: str) -> None:
    table = games[game_id]
    with ApiClient(target) as client:
        verdict = verify_table(client.spectate(table.name, table.created.spectator_token))
    history = all_events(table.spectator, table.name, page_size=1000)
    assert verdict.result == Result.VERIFIED, verdict.message
    assert verdict.outcomes_checked == sum(len(e.chance_outcomes) for e in history) > 10


def test_the_secret_test_game_verifies_through_the_contract(target: str) -> None:
    """The verifier knows no game: an extra game verifies when its engine is given."""
    table = finished(target, "secret", seed=4)
    final = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
    verdict = verify_evidence(
        Evidence(final, all_events(table.spectator, table.name)), GAMES["secret"]
    )
    assert verdict.ok and verdict.outcomes_checked == 12, verdict.message
    table.close()


def changed_outcome(evidence: Evidence, kind: str) -> tuple[Evidence, int, int, str]:
    """A copy of ``evidence`` with the middle outcome of ``kind`` changed to another value it
    could have taken; (evidence, its index among all outcomes, its version, the new value)."""
    events = [pb.TableEvent() for _ in evidence.events]
    for copy, event in zip(events, evidence.events, strict=True):
        copy.CopyFrom(event)
    places = [
        (event, position)
        for event in events
        for position, outcome in enumerate(event.chance_outcomes)
        if outcome.kind == kind
    ]
    event, position = places[len(places) // 2]
    index = sum(len(e.chance_outcomes) for e in events if e.version < event.version) + position
    outcome = event.chance_outcomes[position]
    others = {o.value for e in events for o in e.chance_outcomes if o.kind == kind}
    outcome.value = sorted(others - {outcome.value})[0]
    return Evidence(evidence.table, events), index, event.version, outcome.value


@pytest.mark.parametrize("game_id", game_names())
def test_a_changed_outcome_fails_and_is_named(
    target: str, games: dict[str, Seated], game_id: str
) -> None:
    evidence = evidence_of(target, games[game_id])
    assert verify_evidence(evidence).ok
    kind = TAMPERED_KIND[game_id]
    tampered, index, version, value = changed_outcome(evidence, kind)
    verdict = verify_evidence(tampered)
    assert verdict.result == Result.FAILED and verdict.reason == "OUTCOME_MISMATCH"
    assert verdict.mismatch is not None
    assert (verdict.mismatch.index, verdict.mismatch.version) == (index, version)
    assert (verdict.mismatch.kind, verdict.mismatch.recorded) == (kind, value)
    assert verdict.mismatch.expected != value and verdict.outcomes_checked == index
    assert f"#{index} ({kind}, table version {version})" in verdict.message


def with_table(evidence: Evidence, change: dict[str, object]) -> Evidence:
    table = pb.Table()
    table.CopyFrom(evidence.table)
    for field, value in change.items():
        if field == "entropy":
            table.seats[0].entropy = value  # type: ignore[assignment]
        else:
            setattr(table.fairness, field, value)
    return replace(evidence, table=table)


def test_a_changed_secret_seed_or_entropy_fails(target: str, games: dict[str, Seated]) -> None:
    evidence = evidence_of(target, games["carcassonne"])
    secret = evidence.table.fairness.server_secret
    other = bytes([secret[0] ^ 1]) + secret[1:]
    cases: dict[str, dict[str, object]] = {
        "COMMITMENT_MISMATCH": {"server_secret": other},
        "SEED_MISMATCH": {"seed": os.urandom(32)},
        "CONTRIBUTION_MISMATCH": {"entropy": b"mine"},
    }
    for reason, change in cases.items():
        verdict = verify_evidence(with_table(evidence, change))
        assert (verdict.result, verdict.reason) == (Result.FAILED, reason), verdict.message
    # a consistent forgery (another secret, its own commitment and seed) still fails: the
    # recorded outcomes are not what its seed gives
    joined = [s.entropy for s in evidence.table.seats]
    forged = with_table(
        evidence,
        {
            "server_secret": other,
            "commitment": commitment(evidence.table.name, other),
            "seed": derive_seed(other, joined),
        },
    )
    assert verify_evidence(forged).reason == "OUTCOME_MISMATCH"


def test_the_seed_mixes_every_seat_and_is_revealed_only_at_the_end(target: str) -> None:
    table = open_table(target, "carcassonne", 3, start=False)
    created = table.created.table
    assert len(created.fairness.commitment) == 32
    assert not created.fairness.server_secret and not created.fairness.seed
    waiting = table.host.GetTable(pb.GetTableRequest(name=table.name)).table
    entropies = [seat.entropy for seat in waiting.seats]
    assert all(len(e) == 16 for e in entropies) and len(set(entropies)) == 3
    joins = [e.seat_joined for e in all_events(table.host, table.name)]
    assert [j.entropy for j in joins] == entropies  # each contribution revealed as made
    table.host.StartTable(pb.StartTableRequest(name=table.name))
    play_turn(table, random.Random(1))
    active = table.host.GetTable(pb.GetTableRequest(name=table.name)).table
    assert active.fairness == created.fairness
    assert not any(e.chance_outcomes for e in all_events(table.host, table.name))
    play_to_end(table, seed=2)
    over = table.host.GetTable(pb.GetTableRequest(name=table.name)).table
    fair = over.fairness
    assert (
        fair.commitment == commitment(table.name, fair.server_secret) == created.fairness.commitment
    )
    assert fair.seed == derive_seed(fair.server_secret, entropies)
    assert all_events(table.host, table.name)[-1].fairness == fair
    table.close()


def test_an_abandoned_game_reveals_and_verifies(target: str) -> None:
    table = open_table(target, "burgundy", 2, options={"on_leave": "abandon"})
    rng = random.Random(5)
    for _ in range(12):
        play_turn(table, rng)
    left = (
        table.players[1]
        .LeaveTable(pb.LeaveTableRequest(table=table.name, request_id=new_request_id()))
        .table
    )
    assert left.state == pb.Table.STATE_ABANDONED and left.fairness.server_secret
    events = all_events(table.spectator, table.name)
    assert events[-1].HasField("seat_left") and events[-1].fairness == left.fairness
    verdict = verify_evidence(evidence_of(target, table))
    assert verdict.ok and verdict.outcomes_checked > 12, verdict.message
    table.close()


def test_entropy_is_bounded_and_cleared_when_a_seat_is_given_up(target: str) -> None:
    table = open_table(target, "carcassonne", 2, start=False)
    name, invite = table.name, table.created.invite_token
    table.players[1].LeaveTable(pb.LeaveTableRequest(table=name, request_id=new_request_id()))
    before = table.host.GetTable(pb.GetTableRequest(name=name)).table
    assert before.seats[1].entropy == b"" and before.seats[0].entropy
    newcomer = Client(target)
    too_long = pb.JoinTableRequest(
        table=name, invite_token=invite, display_name="x", entropy=bytes(65)
    )
    expect_error(
        lambda: newcomer.JoinTable(too_long), grpc.StatusCode.INVALID_ARGUMENT, "INVALID_FIELD"
    )
    assert table.host.GetTable(pb.GetTableRequest(name=name)).table == before
    joined = newcomer.JoinTable(replace_entropy(too_long, bytes(64))).table
    assert joined.seats[1].entropy == bytes(64)
    newcomer.close()
    table.close()


def replace_entropy(request: pb.JoinTableRequest, entropy: bytes) -> pb.JoinTableRequest:
    copy = pb.JoinTableRequest()
    copy.CopyFrom(request)
    copy.entropy = entropy
    return copy


def test_conformance_tables_publish_no_commitment(target: str) -> None:
    table = open_table(target, "carcassonne", 2, admin=True, script=[("tile", "E")] * 3)
    info = table.host.GetTable(pb.GetTableRequest(name=table.name)).table
    assert info.conformance and not info.HasField("fairness")
    table.close()


def test_the_client_library_contributes_entropy(target: str) -> None:
    with ApiClient(target) as client:
        created = client.create_table("carcassonne", 2, auto_start=False)
        seat = client.join(created.invite_link, "Ada")
        info = seat.table_info()
        assert len(info.seats[0].entropy) == 32
        verdict = verify_table(seat)
    assert (verdict.result, verdict.reason) == (Result.UNVERIFIABLE, "NOT_OVER")


def run_cli(argv: list[str]) -> tuple[int, list[str]]:
    lines: list[str] = []
    args = build_parser().parse_args(["verify", *argv])
    return verify_command.run(args, lines.append), lines


def test_meeple_verify_prints_a_verdict(
    target: str, games: dict[str, Seated], capsys: pytest.CaptureFixture[str]
) -> None:
    table = games["burgundy"]
    code, lines = run_cli([table.created.spectator_link, "--target", target])
    assert code == 0 and lines[-1].startswith("VERIFIED: all "), lines
    assert any(line.startswith("commitment ") for line in lines)
    capsys.readouterr()
    code = main(["verify", table.created.invite_link, "--target", target])
    assert code == 2 and capsys.readouterr().err == (
        "meeple verify: error: an invite link does not let you read the table (hint: use the "
        "spectator link, or add --credential TOKEN or --saved FILE)\n"
    )
    code = main(["verify", "tables/nosuchtable", "--target", target])
    error = capsys.readouterr().err
    assert code == 1 and error.startswith("meeple verify: error: NOT_FOUND TABLE_NOT_FOUND: ")
    assert error.count("\n") == 1 and "(hint: check the link and the credential" in error
    running = open_table(target, "carcassonne", 2)
    code, lines = run_cli([running.created.spectator_link, "--target", target])
    assert code == 2 and lines[-1].startswith("UNVERIFIABLE: the game is not over")
    running.close()


def test_meeple_verify_reports_a_failure(games: dict[str, Seated], target: str) -> None:
    evidence = evidence_of(target, games["burgundy"])
    tampered, index, _, _ = changed_outcome(evidence, "die")
    verdict: Verdict = verify_evidence(tampered)
    lines: list[str] = []
    verify_command.report(tampered, verdict, lines.append)
    assert lines[-1].startswith(f"FAILED: chance outcome #{index} (die")
