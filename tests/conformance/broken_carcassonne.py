"""A deliberately broken server, for proving that the conformance suite bites. Test-only.

``python -m tests.conformance.broken_carcassonne serve ...`` runs the real ``meeple serve``
after patching the Carcassonne engine in this process so that every road scores one point
too many (in the turn and in the final scoring). Nothing here ships in the product.
"""

from __future__ import annotations

import sys
from typing import Any

from engines.carcassonne import state as carcassonne_state
from engines.carcassonne.geometry import ROAD

_award = carcassonne_state.CarcassonneState._award


def _road_off_by_one(self: Any, root: int, value: int) -> tuple[int, ...]:
    segment = self._segment_of(root)
    if segment.kind == ROAD:
        value += 1
    points: tuple[int, ...] = _award(self, root, value)
    return points


def main() -> int:
    carcassonne_state.CarcassonneState._award = _road_off_by_one  # type: ignore[method-assign]
    from clients.cli import main as meeple

    return meeple(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
