"""Short human-readable text for Carcassonne events (CLI demo, logs)."""

from __future__ import annotations

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.geometry import KIND_NAMES, LOCATION_NAMES


def _spot(kind: int, location: int) -> str:
    return f"{KIND_NAMES.get(kind, '?')} {LOCATION_NAMES[location] if location < 14 else '?'}"


def describe_event(event: pb.Event) -> str:
    which = event.WhichOneof("event")
    if which == "tile_drawn":
        e = event.tile_drawn
        return f"seat {e.seat} drew {e.tile} ({e.tiles_remaining} left)"
    if which == "tile_discarded":
        return f"{event.tile_discarded.tile} fits nowhere: discarded"
    if which == "tile_returned":
        return f"{event.tile_returned.tile} fits nowhere: back to the pile"
    if which == "tile_placed":
        t = event.tile_placed.tile
        return f"placed {t.tile} at ({t.x},{t.y}) r{t.rotation}"
    if which == "follower_placed":
        f = event.follower_placed.follower
        return f"follower on {_spot(f.kind, f.location)}"
    if which == "follower_skipped":
        return "no follower"
    if which == "feature_scored":
        s = event.feature_scored
        label = "final " if s.phase == pb.SCORING_PHASE_FINAL else ""
        size = f"{s.cities} cities" if s.kind == pb.FEATURE_KIND_FIELD else f"{s.tiles} tiles"
        if s.pennants:
            size += f" +{s.pennants} pennants"
        gains = ", ".join(f"seat {seat} +{p}" for seat, p in enumerate(s.points) if p)
        return f"{label}{KIND_NAMES.get(s.kind, '?')} ({size}): {gains or 'nobody scores'}"
    if which == "game_over":
        g = event.game_over
        winners = [str(seat) for seat, rank in enumerate(g.ranks) if rank == 1]
        return f"game over, scores {list(g.scores)}, winner seat {'+'.join(winners)}"
    return "?"
