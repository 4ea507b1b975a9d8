"""A deliberately broken server whose Burgundy engine ignores knowledge tile 7. Test-only.

``python -m tests.conformance.broken_burgundy serve ...`` runs the real ``meeple serve`` after
patching, in this process only, the Burgundy player's knowledge check so that tile 7 (+1 point
per scoring animal tile) never counts. Nothing here ships in the product.

The patch replaces a method of the engine's player class, which reaches the pure engines only
(compiled code calls its methods directly), so this process runs the engines from their
sources (:func:`engines.compiled.force_pure`) before importing one.
"""

from __future__ import annotations

import sys


def break_k7() -> None:
    """From now on, in this process, knowledge tile 7 never counts."""
    from engines.compiled import force_pure

    force_pure()
    from engines.burgundy import player as burgundy_player
    from engines.burgundy.knowledge import ANIMAL_TILE_BONUS

    has = burgundy_player.Player.has

    def has_without_k7(self: burgundy_player.Player, number: int) -> bool:
        return number != ANIMAL_TILE_BONUS and has(self, number)

    burgundy_player.Player.has = has_without_k7  # type: ignore[method-assign]


def main() -> int:
    break_k7()
    from clients.cli import main as meeple

    return meeple(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
