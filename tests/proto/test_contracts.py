"""The per-RPC contracts in the proto comments agree with the server.

Every reason the service (and the engine contract under it) can raise is documented in
game_service.proto with its code; every documented reason is one the source raises; each RPC
states who may call it exactly as the authorization table says; each game's proto lists every
reason its engine raises.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2

from engines.registry import all_games
from service.authorization import POLICY, describe
from tests.proto.contract_text import (
    ROOT,
    SERVICE_PROTO,
    comments,
    documented_pairs,
    raised_reasons,
    rpc_comments,
)

SERVICE_TEXT = SERVICE_PROTO.read_text(encoding="utf-8")
RPCS = [m.name for m in game_service_pb2.DESCRIPTOR.services_by_name["GameService"].methods]


def service_raised() -> dict[str, set[str]]:
    return raised_reasons(ROOT / "service") | raised_reasons(ROOT / "engines", recursive=False)


def game_reasons() -> set[str]:
    found: set[str] = set()
    for game in all_games():
        found |= set(raised_reasons(game_package(game)))
    return found


def game_package(game: object) -> Path:
    return Path(sys.modules[type(game).__module__].__file__ or "").parent


def test_the_scan_finds_reasons() -> None:
    """The source scan works at all (a regex that matched nothing would pass vacuously)."""
    raised = service_raised()
    assert raised["TABLE_NOT_FOUND"] == {"NOT_FOUND"}
    assert raised["SEAT_CREDENTIAL_REQUIRED"] == {"PERMISSION_DENIED"}
    assert raised["INTERNAL"] == {"INTERNAL"}
    assert raised["UNKNOWN_OPTION"] == {"INVALID_ARGUMENT"}
    assert len(raised) >= 30


def test_every_reason_the_server_raises_is_documented_with_its_code() -> None:
    documented = documented_pairs(SERVICE_TEXT)
    missing = sorted(
        f"{code} {reason}"
        for reason, codes in service_raised().items()
        for code in codes
        if (code, reason) not in documented
    )
    assert missing == [], "document these in game_service.proto (CODE REASON: when)"


def test_every_documented_reason_is_raised_somewhere() -> None:
    raised = set(service_raised()) | game_reasons()
    stale = sorted(reason for _, reason in documented_pairs(SERVICE_TEXT) if reason not in raised)
    assert stale == [], "documented, but nothing raises them"


@pytest.mark.parametrize("rpc", RPCS)
def test_each_rpc_states_who_may_call_it_and_its_errors(rpc: str) -> None:
    comment = rpc_comments(SERVICE_TEXT)[rpc]
    assert rpc in POLICY, f"{rpc} has no row in service.authorization.POLICY"
    assert f"// Who may call: {describe(rpc)}\n" in comment + "\n"
    assert "// Errors" in comment


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.name)
def test_each_game_proto_lists_the_reasons_its_engine_raises(game: object) -> None:
    proto_file = type(game).action_type.DESCRIPTOR.file.name  # type: ignore[attr-defined]
    text = comments((ROOT / "proto" / proto_file).read_text(encoding="utf-8"))
    raised = raised_reasons(game_package(game))
    assert raised, "no reason found in the engine: the scan is broken"
    missing = sorted(reason for reason in raised if reason not in text)
    assert missing == [], f"list these reasons in {proto_file}"
