"""One decision's review as a piece of bot work: a module-level function with picklable
arguments and result, run in a bot worker process (or a thread with ``--bot-workers 0``)."""

from __future__ import annotations

from google.protobuf import any_pb2
from meeple.v1 import game_service_pb2 as pb

from clients.review.engine import MARKS, Decision, Entry, Reviewer
from service.botwork.worker import hosted_game

MARK_TO_PROTO = {
    "": pb.ReviewEntry.MARK_UNSPECIFIED,
    **{name: pb.ReviewEntry.Mark.Value(f"MARK_{name.upper()}") for name in MARKS},
}


def review_decision(
    game_name: str,
    state_blob: bytes,
    seat: int,
    action_blob: bytes,
    step: int,
    version: int,
    seed: int,
    rounds: int,
) -> bytes:
    """The serialized ReviewEntry of one decision; empty for a forced move."""
    game = hosted_game(game_name)
    message = game.state_type()
    message.ParseFromString(state_blob)
    state = game.state_from_proto(message)
    action_message = game.action_type()
    action_message.ParseFromString(action_blob)
    action = game.action_from_proto(action_message)
    entry = Reviewer(game, seed, rounds).review(Decision(step, version, seat, state, action))
    if entry is None:
        return b""
    return entry_proto(game, entry).SerializeToString(deterministic=True)


def entry_proto(game: object, entry: Entry) -> pb.ReviewEntry:
    from engines.contract import Game

    assert isinstance(game, Game)
    played, best = any_pb2.Any(), any_pb2.Any()
    played.Pack(game.action_to_proto(entry.played))
    best.Pack(game.action_to_proto(entry.best))
    return pb.ReviewEntry(
        version=entry.version,
        seat=entry.seat,
        played=played,
        played_value=entry.played_value,
        best=best,
        best_value=entry.best_value,
        loss=entry.loss,
        mark=MARK_TO_PROTO[entry.mark],
        choices=entry.choices,
        played_text=game.describe_action(entry.played),
        best_text=game.describe_action(entry.best),
    )


def hint_with(
    game: object, state_blob: bytes, seat: int, version: int, seed: int, rounds: int
) -> bytes:
    """The serialized Hint for ``seat`` at ``state_blob`` (the table at ``version``), with the
    engine ``game`` itself (a thread of the server, ``--bot-workers 0``)."""
    from engines.contract import Game

    assert isinstance(game, Game)
    message = game.state_type()
    message.ParseFromString(state_blob)
    state = game.state_from_proto(message)
    advice = Reviewer(game, seed, rounds).advise(state, seat, version)
    hint = pb.Hint(version=version, seat=seat, choices=advice.choices, rounds=rounds)
    for move, value in zip(advice.moves, advice.values, strict=True):
        packed = any_pb2.Any()
        packed.Pack(game.action_to_proto(move))
        hint.moves.add(action=packed, value=value, text=game.describe_action(move))
    return hint.SerializeToString(deterministic=True)


def hint_decision(
    game_name: str, state_blob: bytes, seat: int, version: int, seed: int, rounds: int
) -> bytes:
    """:func:`hint_with` in a bot worker, with the engine the server hosts as ``game_name``."""
    return hint_with(hosted_game(game_name), state_blob, seat, version, seed, rounds)
