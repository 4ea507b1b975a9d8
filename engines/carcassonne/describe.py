"""Short human-readable text for Carcassonne events (CLI demo, logs).

An event whose action already says everything (a follower placed, a pass) describes as "";
the demo prints the action beside its events."""

from __future__ import annotations

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.geometry import KIND_NAMES


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
        return f"placed {event.tile_placed.tile.tile}"  # the action text gives the square
    if which in ("follower_placed", "follower_skipped"):
        return ""  # the action text says it all
    if which == "feature_scored":
        s = event.feature_scored
        label = "final " if s.phase == pb.SCORING_PHASE_FINAL else ""
        size = f"{s.cities} cities" if s.kind == pb.FEATURE_KIND_FIELD else f"{s.tiles} tiles"
        if s.pennants:
            size += f" +{s.pennants} pennants"
        # every seat paid, and every other seat whose followers come off ("seat 1 +0")
        points = {seat: p for seat, p in enumerate(s.points) if p}
        points.update({f.seat: 0 for f in s.followers_returned if f.seat not in points})
        gains = ", ".join(f"seat {seat} +{points[seat]}" for seat in sorted(points))
        return f"{label}{KIND_NAMES.get(s.kind, '?')} ({size}): {gains or 'nobody scores'}"
    if which == "game_over":
        g = event.game_over
        winners = [str(seat) for seat, rank in enumerate(g.ranks) if rank == 1]
        return f"game over, scores {list(g.scores)}, winner seat {'+'.join(winners)}"
    return "?"
