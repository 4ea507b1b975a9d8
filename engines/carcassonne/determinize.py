"""Carcassonne state from a seat's view.

Everything in Carcassonne is public except the order of the pile, and the view carries the
pile's composition; engines keep the order lazy (each draw is a chance node weighted by the
copies left), so the State built here *is* the information set: no sampling is needed.
"""

from __future__ import annotations

from meeple.carcassonne.v1 import carcassonne_pb2 as pb


def state_message(view: pb.View) -> pb.State:
    return pb.State(
        num_players=view.num_players,
        options=view.options,
        tiles=view.tiles,
        followers=view.followers,
        scores=[status.score for status in view.seats],
        pile=view.pile,
        discarded=view.discarded,
        current_seat=view.current_seat if view.HasField("current_seat") else 0,
        step=view.step,
        drawn_tile=view.current_tile,
    )
