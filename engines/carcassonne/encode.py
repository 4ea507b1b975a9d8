"""The position as protobuf, one way: the full State (exact enough to restore) and each seat's
View (a mixin of the Carcassonne state).

Decoding (loading a State, converting Actions) is :mod:`engines.carcassonne.codec`, which builds
states; this module never imports the state, so the two do not import each other.
"""

from __future__ import annotations

from bisect import bisect_right

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne import view_parts
from engines.carcassonne.geometry import unpack
from engines.carcassonne.scoring import Scoring
from engines.carcassonne.steps import DECISIONS, GAME_OVER, PLACE_FOLLOWER_STEP
from engines.carcassonne.tiles import LETTERS


class Encoding(Scoring):
    """:meth:`to_proto` and :meth:`view`; attributes live in the state's slots (see
    :class:`engines.carcassonne.state.CarcassonneState`)."""

    _start_seat: int
    _return_to_bag: bool
    _pile: list[int]
    _discarded: list[int]
    #: memo of the View's tiles in wire form: (how many tiles, their bytes)
    _view_tiles: tuple[int, bytes]

    def to_proto(self) -> pb.State:
        placed = []
        for variant, pos in zip(self._t_variant, self._t_pos, strict=True):
            x, y = unpack(pos)
            placed.append(pb.PlacedTile(tile=variant.letter, x=x, y=y, rotation=variant.rotation))
        return pb.State(
            num_players=self._n,
            options=view_parts.options_map(self._start_seat, self._return_to_bag),
            tiles=placed,
            followers=[
                self._follower_message(node, seat) for node, seat in sorted(self._meeple.items())
            ],
            scores=self._scores,
            pile=[pb.TileCount(tile=LETTERS[i], count=c) for i, c in enumerate(self._pile) if c],
            discarded=[LETTERS[i] for i in self._discarded],
            current_seat=self._seat,
            step=self._step,  # type: ignore[arg-type]
            drawn_tile=LETTERS[self._drawn] if self._drawn >= 0 else "",
        )

    def _view_tile_wire(self) -> bytes:
        """The View's tiles in wire form, extended from the memo by the tiles placed since
        (placed tiles never change)."""
        done, wire = self._view_tiles
        total = len(self._t_pos)
        if done < total:
            variants = self._t_variant
            positions = self._t_pos
            wire += view_parts.tiles(
                (variants[t].letter, variants[t].rotation, positions[t]) for t in range(done, total)
            )
            self._view_tiles = (total, wire)
        return wire

    def view(self, seat: int | None) -> pb.View:
        """The view of ``seat`` (None: a spectator), parsed from :meth:`view_wire`: one
        source for both forms."""
        return pb.View.FromString(self.view_wire(seat))

    def _view_followers_wire(self) -> bytes:
        t_variant = self._t_variant
        t_pos = self._t_pos
        t_base = self._t_base
        followers = []
        for node, owner in sorted(self._meeple.items()):
            at = bisect_right(t_base, node) - 1
            segment = t_variant[at].segments[node - t_base[at]]
            followers.append((owner, t_pos[at], segment.kind, segment.location))
        return view_parts.followers(followers)

    def view_wire(self, seat: int | None) -> bytes:
        """:meth:`view` serialized, without building it: its fields in number order, the
        scalar ones from three small messages and the repeated parts from their memoized wire
        form (the same bytes as the view's deterministic serialization)."""
        head = view_parts.head(seat, self._n)
        middle = pb.View(
            current_tile=LETTERS[self._drawn] if self._drawn >= 0 else "",
            tiles_remaining=self._pile_total,
            pending_decision=DECISIONS.get(self._step, ""),
            step=self._step,  # type: ignore[arg-type]
        )
        if self._step != GAME_OVER:
            middle.current_seat = self._seat
        tail = b""
        if self._discarded or self._ranks or self._step == PLACE_FOLLOWER_STEP:
            last = pb.View(discarded=[LETTERS[i] for i in self._discarded], ranks=self._ranks)
            if self._step == PLACE_FOLLOWER_STEP:
                variant = self._t_variant[-1]
                last.last_placed.CopyFrom(
                    view_parts.placed_tile(variant.letter, variant.rotation, self._t_pos[-1])
                )
            tail = last.SerializeToString()
        return b"".join(
            (
                head,
                self._view_tile_wire(),
                self._view_followers_wire(),
                view_parts.seats(self._scores, self._supply),
                middle.SerializeToString(),
                view_parts.pile(self._pile),
                tail,
                view_parts.options(self._start_seat, self._return_to_bag),
            )
        )
