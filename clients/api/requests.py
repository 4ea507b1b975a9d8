"""Request builders shared by the sync and asyncio clients, so both send exactly the same
messages (resource names, visibility, request ids, optional versions)."""

from __future__ import annotations

import secrets
from collections.abc import Mapping

from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb

from clients.api.common import new_credential, new_request_id, pack, table_id
from clients.api.links import parse_link
from clients.api.types import LegalActions

#: entropy a join contributes to the table's seed
ENTROPY_BYTES = 32


def create_table_request(
    game: str,
    seats: int,
    *,
    options: Mapping[str, str] | None,
    public: bool,
    auto_start: bool,
    display_name: str,
    request_id: str | None,
    host_credential: str | None = None,
    bot_seats: Mapping[int, tuple[str, int]] | None = None,
) -> pb.CreateTableRequest:
    """``bot_seats``: seat -> (bot kind, search level or 0) for seats the service plays."""
    request = pb.CreateTableRequest(
        game=game if game.startswith("games/") else f"games/{game}",
        seat_count=seats,
        options=dict(options or {}),
        visibility=(pb.TABLE_VISIBILITY_PUBLIC if public else pb.TABLE_VISIBILITY_PRIVATE),
        display_name=display_name,
        auto_start=auto_start,
        request_id=request_id or new_request_id(),
        # proposed, so that a retry of this very request gets the same table and secrets
        host_credential=host_credential or new_credential(),
    )
    for seat, (kind, level) in (bot_seats or {}).items():
        request.bot_seats[seat].CopyFrom(pb.BotSpec(kind=kind, level=level))
    return request


def join_request(
    link_or_table: str, display_name: str, invite_token: str, seat: int | None
) -> pb.JoinTableRequest:
    """A JoinTable request from an invite link, or from a table name plus ``invite_token``.
    It carries 32 fresh random bytes of entropy, mixed into the table's seed (Fairness), so
    the server alone does not choose the draws, and it proposes the seat credential, so a
    retry of this very request (same request_id, same credential) gets the same seat with the
    same credential."""
    if "://" in link_or_table:
        link = parse_link(link_or_table)
        table, invite_token = link.table, invite_token or link.invite_token
    else:
        table = table_id(link_or_table)
    request = pb.JoinTableRequest(
        table=table,
        invite_token=invite_token,
        display_name=display_name,
        request_id=new_request_id(),
        entropy=secrets.token_bytes(ENTROPY_BYTES),
        seat_credential=new_credential(),
    )
    if seat is not None:
        request.seat = seat
    return request


def watch_request(
    table: str,
    after_version: int | None,
    include_decision: bool,
    include_view: bool,
    decisions_only: bool,
) -> pb.WatchTableRequest:
    request = pb.WatchTableRequest(
        table=table,
        include_decision=include_decision,
        include_view=include_view,
        decisions_only=decisions_only,
    )
    if after_version is not None:
        request.after_version = after_version
    return request


def next_turn(
    action_type: type[Message], message: pb.WatchTableResponse, acted_at: int
) -> LegalActions | None:
    """The decision a watch message carries, unless this seat acted at or after its version
    already (a stream also brings the decisions the submit replies gave)."""
    if not message.HasField("decision") or message.decision.version <= acted_at:
        return None
    view = (
        message.snapshot
        if message.HasField("snapshot")
        else (message.view if message.HasField("view") else None)
    )
    return LegalActions.from_decision(action_type, message.decision, view)


def turn_after(
    action_type: type[Message], response: pb.SubmitActionResponse
) -> LegalActions | None:
    """The caller's next decision carried by a submit reply, if it decides again at once."""
    if not response.HasField("decision"):
        return None
    return LegalActions.from_decision(action_type, response.decision, response.view)


def validate_request(
    table: str, action: Message, expected_version: int | None
) -> pb.ValidateActionRequest:
    request = pb.ValidateActionRequest(table=table, action=pack(action))
    if expected_version is not None:
        request.expected_version = expected_version
    return request


def submit_request(
    table: str,
    action: Message,
    expected_version: int | None,
    request_id: str | None,
    include_decision: bool = False,
) -> pb.SubmitActionRequest:
    """One request_id for all retries of a submit, so it is applied at most once."""
    request = pb.SubmitActionRequest(
        table=table,
        action=pack(action),
        request_id=request_id or new_request_id(),
        include_decision=include_decision,
    )
    if expected_version is not None:
        request.expected_version = expected_version
    return request
