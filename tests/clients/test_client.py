"""The typed client against a real server: tables, links, credentials, errors, retries."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from clients.api import AsyncClient, Client, LegalActions, SavedSeat, parse_link
from clients.api.errors import FailedPrecondition, MeepleError, NotFound, PermissionDenied


def test_invite_links_parse_in_both_forms() -> None:
    link = parse_link("meeple://tables/abc123?invite=TOKEN")
    assert (link.table, link.invite_token, link.authority) == ("tables/abc123", "TOKEN", "")
    https = parse_link("https://play.example.com:8443/x/tables/abc123?spectate=S")
    assert (https.table, https.spectator_token) == ("tables/abc123", "S")
    assert https.authority == "play.example.com:8443"
    with pytest.raises(ValueError):
        parse_link("meeple://games/carcassonne")


def test_create_join_view_and_play(target: str) -> None:
    with Client(target) as client:
        games = {g.name for g in client.list_games()}
        assert "games/carcassonne" in games
        created = client.create_table("carcassonne", 2, auto_start=True)
        assert created.invite_link.startswith("meeple://tables/")
        ada = client.join(created.invite_link, "Ada")
        bob = client.join(created.invite_link, "Bob")
        assert {ada.seat, bob.seat} == {0, 1}
        view = ada.view()
        assert view.state == pb.Table.STATE_ACTIVE
        mover = ada if view.current_seat == ada.seat else bob
        legal = mover.legal_actions()
        assert legal.actions and legal.pending_decision == "PLACE_TILE"
        assert type(legal.actions[0]).DESCRIPTOR.full_name == "meeple.carcassonne.v1.Action"
        response = mover.submit(legal.actions[0], expected_version=legal.version)
        assert response.version == legal.version + 1
        game_view = mover.game_view()
        assert game_view is not None and len(game_view.tiles) == 2  # type: ignore[attr-defined]


def test_errors_carry_the_code_and_the_reason(target: str) -> None:
    with Client(target) as client:
        created = client.create_table("carcassonne", 2, auto_start=True)
        ada = client.join(created.invite_link, "Ada", seat=0)
        bob = client.join(created.invite_link, "Bob", seat=1)
        view = ada.view()
        waiting = bob if view.current_seat == 0 else ada
        mover = ada if waiting is bob else bob
        action = mover.legal_actions().actions[0]
        with pytest.raises(FailedPrecondition) as caught:
            waiting.submit(action)
        assert caught.value.code == grpc.StatusCode.FAILED_PRECONDITION
        assert caught.value.reason == "NOT_YOUR_TURN"
        with pytest.raises(NotFound) as missing:
            client.get_table("tables/does-not-exist")
        assert missing.value.reason == "TABLE_NOT_FOUND"
        with pytest.raises(MeepleError) as unknown:
            client.create_table("chess", 2)
        assert unknown.value.reason == "GAME_NOT_FOUND"
        spectator = client.spectate(created.spectator_link)
        with pytest.raises(PermissionDenied):
            spectator.submit(action)


def test_a_kept_credential_brings_the_seat_back(target: str, tmp_path: Path) -> None:
    with Client(target) as client:
        created = client.create_table("carcassonne", 2, auto_start=False)
        seat = client.join(created.invite_link, "Ada")
        seat.saved().save(tmp_path / "seat.json")
    saved = SavedSeat.load(tmp_path / "seat.json")
    assert (tmp_path / "seat.json").stat().st_mode & 0o077 == 0
    with Client(saved.target) as again:
        back = again.session(saved)
        assert back.seat == seat.seat
        assert back.view().viewer_seat == seat.seat


class LoseFirstResponse(grpc.UnaryUnaryClientInterceptor):  # type: ignore[misc]
    """Lets the first call of ``method`` reach the server, then reports UNAVAILABLE to the
    client as if the response had been lost on the way back."""

    def __init__(self, method: str = "SubmitAction") -> None:
        self.method = method
        self.requests: list[Any] = []

    @property
    def request_ids(self) -> list[str]:
        return [r.request_id for r in self.requests]

    def intercept_unary_unary(self, continuation: Any, details: Any, request: Any) -> Any:
        outcome = continuation(details, request)
        if details.method.endswith("/" + self.method):
            self.requests.append(request)
            if len(self.requests) == 1:
                outcome.result()  # the server has applied it
                raise LostResponse()
        return outcome


class LostResponse(grpc.RpcError):  # type: ignore[misc]
    def code(self) -> grpc.StatusCode:
        return grpc.StatusCode.UNAVAILABLE

    def details(self) -> str:
        return "connection lost after the request was sent"

    def trailing_metadata(self) -> tuple[()]:
        return ()


def test_a_retried_submit_is_applied_once(target: str) -> None:
    interceptor = LoseFirstResponse()
    with Client(target) as host, Client(target, interceptors=[interceptor]) as flaky:
        created = host.create_table("carcassonne", 2, auto_start=True)
        seats = [flaky.join(created.invite_link, name) for name in ("Ada", "Bob")]
        view = seats[0].view()
        mover = seats[0] if view.current_seat == seats[0].seat else seats[1]
        legal = mover.legal_actions()
        response = mover.submit(legal.actions[0])
        assert len(interceptor.request_ids) == 2
        assert interceptor.request_ids[0] == interceptor.request_ids[1]
        assert response.version == legal.version + 1
        history = [e for e in mover.events() if e.WhichOneof("kind") == "action_applied"]
        assert len(history) == 1
        assert mover.view().version == legal.version + 1


def test_a_join_retried_after_a_lost_response_keeps_one_working_seat(target: str) -> None:
    interceptor = LoseFirstResponse("JoinTable")
    with Client(target) as host, Client(target, interceptors=[interceptor]) as flaky:
        created = host.create_table("carcassonne", 2, auto_start=False)
        ada = flaky.join(created.invite_link, "Ada")
        first, retry = interceptor.requests
        assert first == retry and first.seat_credential  # the same request, credential included
        assert ada.credential == first.seat_credential
        assert ada.view().viewer_seat == ada.seat == 0
        table = host.get_table(created.name, created.host_credential)
        assert [s.state for s in table.seats] == [pb.Seat.STATE_TAKEN, pb.Seat.STATE_EMPTY]
        assert table.version == 1  # joined once


def test_a_create_retried_after_a_lost_response_returns_the_same_secrets(target: str) -> None:
    interceptor = LoseFirstResponse("CreateTable")
    with Client(target, interceptors=[interceptor]) as flaky, Client(target) as other:
        created = flaky.create_table("carcassonne", 2, auto_start=True)
        first, retry = interceptor.requests
        assert first == retry and created.host_credential == first.host_credential
        assert other.get_table(created.name, created.host_credential).version == 0
        ada = other.join(created.invite_link, "Ada")
        assert other.spectate(created.spectator_link).table_info().version == 1
        assert ada.seat == 0


def test_the_asyncio_client_plays_and_watches(target: str) -> None:
    async def scenario() -> list[int]:
        async with AsyncClient(target) as client:
            created = await client.create_table("carcassonne", 2, auto_start=True)
            ada = await client.join(created.invite_link, "Ada")
            bob = await client.join(created.invite_link, "Bob")
            versions: list[int] = []
            moves = 0
            async for message in ada.watch():
                kind = message.WhichOneof("kind")
                if kind == "snapshot":
                    versions.append(message.snapshot.version)
                    current = message.snapshot.current_seat
                elif kind == "event":
                    versions.append(message.event.version)
                    current = message.event.action_applied.current_seat
                else:
                    continue
                if moves == 4:
                    break
                mover = ada if current == ada.seat else bob
                legal = await mover.legal_actions()
                assert await mover.validate(legal.actions[-1]) == legal.version
                await mover.submit(legal.actions[-1], expected_version=legal.version)
                moves += 1
            spectator = await client.spectate(created.spectator_link)
            history = [e async for e in spectator.events()]
            applied = [e for e in history if e.WhichOneof("kind") == "action_applied"]
            assert len(applied) == moves == 4
            assert (await spectator.table_info()).state == pb.Table.STATE_ACTIVE
            return versions

    versions = asyncio.run(scenario())
    assert versions == list(range(versions[0], versions[0] + 5))


def test_two_seats_play_a_whole_game_one_round_trip_per_move(target: str) -> None:
    """play(): each seat's decisions come in the replies and on its own stream; ListLegalActions
    is never called (the sync client plays one seat, the asyncio client the other)."""

    async def scenario() -> tuple[int, int, pb.Table]:
        async with AsyncClient(target) as client:
            created = await client.create_table("carcassonne", 2, auto_start=True)
            ada = await client.join(created.invite_link, "Ada")
            with Client(target) as sync_client:
                bob = sync_client.join(created.invite_link, "Bob")
                bob.legal_actions = None  # type: ignore[method-assign,assignment]
                ada.legal_actions = None  # type: ignore[method-assign,assignment]
                chosen: list[int] = []

                async def first(turn: LegalActions) -> Any:
                    assert turn.seat == ada.seat and turn.actions
                    chosen.append(turn.version)
                    return turn.actions[0]

                def last(turn: LegalActions) -> Any:
                    assert turn.seat == bob.seat and turn.view is not None
                    assert turn.view.version == turn.version
                    return turn.actions[-1]

                other = asyncio.get_running_loop().run_in_executor(
                    None, lambda: bob.play(last, include_view=True)
                )
                moves = await ada.play(first)
                bob_moves = await other
                assert chosen == sorted(set(chosen))  # each decision once
                return moves, bob_moves, await ada.table_info()

    moves, bob_moves, table = asyncio.run(scenario())
    assert table.state == pb.Table.STATE_FINISHED
    assert moves + bob_moves == table.version - 3  # the versions of 2 joins and the start
