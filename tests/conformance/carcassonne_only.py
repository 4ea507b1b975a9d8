"""A server hosting Carcassonne only, for the runner's pre-flight test. Test-only.

``python -m tests.conformance.carcassonne_only serve ...`` runs the real ``meeple serve`` with
Burgundy taken out of the registry in this process, so ListGames lists one game.
"""

from __future__ import annotations

import sys

from engines import registry


def main() -> int:
    registry._declarations().pop("burgundy")
    from clients.cli import main as meeple

    return meeple(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
