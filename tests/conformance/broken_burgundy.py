"""A deliberately broken server whose Burgundy engine ignores knowledge tile 7. Test-only.

``python -m tests.conformance.broken_burgundy serve ...`` runs the real ``meeple serve`` after
patching, in this process only, the Burgundy player's knowledge check so that tile 7 (+1 point
per scoring animal tile) never counts. Nothing here ships in the product.
"""

from __future__ import annotations

import sys

from engines.burgundy import player as burgundy_player
from engines.burgundy.knowledge import ANIMAL_TILE_BONUS

_has = burgundy_player.Player.has


def _has_without_k7(self: burgundy_player.Player, number: int) -> bool:
    return number != ANIMAL_TILE_BONUS and _has(self, number)


def main() -> int:
    burgundy_player.Player.has = _has_without_k7  # type: ignore[method-assign]
    from clients.cli import main as meeple

    return meeple(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
