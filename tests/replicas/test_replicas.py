"""Several replicas over one PostgreSQL, for real: three server processes, seats of one table on
different replicas, conflicting submits, and a replica killed with -9 mid-game."""

from __future__ import annotations

import random
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from clients.api import Client, verify_table
from engines.registry import game_names, get_game
from tests.replicas.harness import (
    FINISHED,
    OpenTable,
    Replica,
    Seat,
    Watcher,
    open_table,
    play,
)

pytestmark = pytest.mark.docker


def players_for(game: str) -> int:
    found = get_game(game)
    return max(found.min_players, min(3, found.max_players))


def assert_complete_history(watcher: Watcher, table: OpenTable, final_version: int) -> None:
    """The watcher saw every version exactly once, in order, identical to the stored history
    as the same seat may read it (ListEvents; read after the end, that history also carries the
    chance outcomes revealed with the seed, which a live watcher did not receive)."""
    assert watcher.wait_for(final_version), (
        f"seat {watcher.seat.index} saw up to {watcher.last_version} of {final_version}"
    )
    versions = [item.version for item in watcher.received]
    assert versions == list(range(1, final_version + 1))
    history = watcher.seat.events(table.name)
    for event in history:
        del event.chance_outcomes[:]
    assert [event.SerializeToString() for event in history] == [
        item.event.SerializeToString() for item in watcher.received
    ]


def assert_verifies(seat: Seat, table: str) -> None:
    """``clients.api.fairness`` verifies the finished table through this seat's replica."""
    with Client(seat.target) as client:
        verdict = verify_table(client.spectate(table, seat.credential))
    assert verdict.ok and verdict.outcomes_checked > 10, verdict.message


def race(
    twins: list[Seat], table: str, actions: list[Any], version: int
) -> list[pb.SubmitActionResponse | grpc.StatusCode]:
    """Submit ``actions[i]`` through ``twins[i]``, all released at the same instant."""
    barrier = threading.Barrier(len(twins))
    results: list[pb.SubmitActionResponse | grpc.StatusCode] = [grpc.StatusCode.UNKNOWN] * len(
        twins
    )

    def submit(index: int) -> None:
        barrier.wait()
        try:
            results[index] = twins[index].submit(table, actions[index], version)
        except grpc.RpcError as error:
            results[index] = error.code()

    threads = [threading.Thread(target=submit, args=(i,)) for i in range(len(twins))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


@pytest.mark.parametrize("game", game_names())
def test_seats_on_three_replicas_finish_a_game(game: str, three_replicas: list[Replica]) -> None:
    targets = [replica.target for replica in three_replicas]
    players = players_for(game)
    table = open_table(game, players, targets, create_on=targets[-1])
    watchers = [Watcher(seat, table.name).start() for seat in table.seats]
    try:
        played = play(table, random.Random(f"{game}-replicas"))
        assert played.decisions > 10
        for watcher in watchers:
            assert_complete_history(watcher, table, played.final_version)
            assert watcher.resumes == 0
        # every replica serves the finished table identically
        outcomes = set()
        for seat in table.seats:
            view = seat.view(table.name)
            assert (view.state, view.version) == (FINISHED, played.final_version)
            outcomes.add(view.outcome.SerializeToString())
        assert len(outcomes) == 1
        assert len(played.outcome.scores) == players
        assert_verifies(table.seats[1], table.name)
    finally:
        for watcher in watchers:
            watcher.stop()
        for seat in [table.host, *table.seats]:
            seat.close()


def test_conflicting_submits_on_two_replicas_have_exactly_one_winner(
    three_replicas: list[Replica],
) -> None:
    targets = [replica.target for replica in three_replicas]
    game = game_names()[0]
    table = open_table(game, 2, targets, create_on=targets[0])
    rng = random.Random("conflicts")
    rounds = 8
    try:
        for _ in range(rounds):
            view = table.seats[0].view(table.name)
            assert view.state != FINISHED
            acting = table.seats[view.current_seat]
            # the same seat, through two different replicas, at the same moment
            twins = [
                Seat(acting.index, targets[1], acting.credential),
                Seat(acting.index, targets[2], acting.credential),
            ]
            legal = twins[0].legal(table.name)
            choices = [legal.actions[rng.randrange(len(legal.actions))] for _ in twins]
            results = race(twins, table.name, choices, legal.version)
            winners = [r for r in results if isinstance(r, pb.SubmitActionResponse)]
            losers = [r for r in results if not isinstance(r, pb.SubmitActionResponse)]
            assert len(winners) == 1, results
            assert losers[0] in (grpc.StatusCode.ABORTED, grpc.StatusCode.FAILED_PRECONDITION)
            assert winners[0].version == legal.version + 1
            history = table.seats[0].events(table.name)
            assert [event.version for event in history] == list(range(1, legal.version + 2))
            won = choices[results.index(winners[0])]
            assert history[-1].action_applied.action.SerializeToString() == won.SerializeToString()
            for twin in twins:
                twin.close()
    finally:
        for seat in [table.host, *table.seats]:
            seat.close()


def test_a_replica_killed_mid_game_loses_and_doubles_nothing(
    database: str, log_dir: Path, three_replicas: list[Replica]
) -> None:
    survivor, fallback = three_replicas[0], three_replicas[1]
    victim = Replica("victim", database, log_dir / "victim.log", extra_args=("--heartbeat", "1"))
    victim.start_serving()
    game = game_names()[0]
    players = players_for(game)
    # seats 0 and 1 play through the victim, the others through a survivor
    targets = [victim.target, victim.target, survivor.target]
    table = open_table(game, players, targets, create_on=survivor.target)
    watchers = [Watcher(seat, table.name).start() for seat in table.seats]
    rng = random.Random("kill-9")
    interrupted: dict[str, object] = {}
    try:
        play(table, rng, stop_after=25)
        # go on until a seat of the victim must act, then kill the victim under its submit
        while True:
            view = table.seats[0].view(table.name)
            assert view.state != FINISHED, "the game ended before the victim had to act"
            acting = table.seats[view.current_seat]
            legal = acting.legal(table.name)
            action = legal.actions[rng.randrange(len(legal.actions))]
            if acting.target == victim.target:
                break
            acting.submit(table.name, action, legal.version)
        request_id = str(uuid.uuid4())

        def doomed_submit() -> None:
            try:
                interrupted["response"] = acting.submit(
                    table.name, action, legal.version, request_id
                )
            except grpc.RpcError as error:
                interrupted["error"] = error.code()

        thread = threading.Thread(target=doomed_submit)
        thread.start()
        time.sleep(rng.uniform(0.0, 0.01))
        victim.kill()
        thread.join(timeout=30)
        assert not victim.alive()

        # the victim's clients reconnect to another replica (watchers resume by themselves)
        for seat in table.seats:
            if seat.target == victim.target:
                seat.move_to(fallback.target)
        # retrying with the same request id applies the action at most once, wherever it lands
        retried = acting.submit(table.name, action, legal.version, request_id)
        assert retried.version == legal.version + 1
        played = play(table, rng)
        assert played.final_version > legal.version + 1

        for watcher in watchers:
            assert_complete_history(watcher, table, played.final_version)
        moved = [w for w in watchers if w.seat.index in (0, 1)]
        assert all(w.resumes >= 1 for w in moved)
        assert all(w.resumes == 0 for w in watchers if w not in moved)
        # the interrupted action is in the log exactly once, at the version it was meant for
        history = table.seats[2].events(table.name)
        at = history[legal.version]
        assert at.version == legal.version + 1
        assert at.action_applied.seat == acting.index
        assert at.action_applied.action.SerializeToString() == action.SerializeToString()
        # the draws before and after the kill came from the seed committed at creation
        assert_verifies(table.seats[2], table.name)
    finally:
        victim.kill()
        for watcher in watchers:
            watcher.stop()
        for seat in [table.host, *table.seats]:
            seat.close()
