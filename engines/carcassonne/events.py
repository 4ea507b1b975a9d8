"""Builders of the protobuf Event messages the engine emits."""

from __future__ import annotations

from collections.abc import Sequence

from meeple.carcassonne.v1 import carcassonne_pb2 as pb


def follower(seat: int, x: int, y: int, kind: int, location: int) -> pb.Follower:
    return pb.Follower(seat=seat, x=x, y=y, kind=kind, location=location)  # type: ignore[arg-type]


def tile_drawn(seat: int, letter: str, remaining: int) -> pb.Event:
    return pb.Event(tile_drawn=pb.TileDrawn(seat=seat, tile=letter, tiles_remaining=remaining))


def tile_discarded(seat: int, letter: str) -> pb.Event:
    return pb.Event(tile_discarded=pb.TileDiscarded(seat=seat, tile=letter))


def tile_returned(seat: int, letter: str) -> pb.Event:
    return pb.Event(tile_returned=pb.TileReturned(seat=seat, tile=letter))


def tile_placed(seat: int, letter: str, x: int, y: int, rotation: int) -> pb.Event:
    placed = pb.PlacedTile(tile=letter, x=x, y=y, rotation=rotation)
    return pb.Event(tile_placed=pb.TilePlaced(seat=seat, tile=placed))


def follower_placed(seat: int, x: int, y: int, kind: int, location: int) -> pb.Event:
    return pb.Event(
        follower_placed=pb.FollowerPlaced(follower=follower(seat, x, y, kind, location))
    )


def follower_skipped(seat: int) -> pb.Event:
    return pb.Event(follower_skipped=pb.FollowerSkipped(seat=seat))


def feature_scored(
    *,
    kind: int,
    final: bool,
    complete: bool,
    tiles: int,
    pennants: int,
    cities: int,
    points: Sequence[int],
    returned: Sequence[pb.Follower],
    x: int,
    y: int,
    location: int,
) -> pb.Event:
    phase = pb.SCORING_PHASE_FINAL if final else pb.SCORING_PHASE_TURN
    return pb.Event(
        feature_scored=pb.FeatureScored(
            kind=kind,  # type: ignore[arg-type]
            phase=phase,
            complete=complete,
            tiles=tiles,
            pennants=pennants,
            cities=cities,
            points=points,
            followers_returned=returned,
            x=x,
            y=y,
            location=location,  # type: ignore[arg-type]
        )
    )


def game_over(scores: Sequence[int], ranks: Sequence[int]) -> pb.Event:
    return pb.Event(game_over=pb.GameOver(scores=scores, ranks=ranks))
