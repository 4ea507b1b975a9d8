"""A deliberately broken server, for proving that the conformance suite bites. Test-only.

``python -m tests.conformance.broken_carcassonne serve ...`` runs the real ``meeple serve``
after patching the Carcassonne engine in this process so that every road scores one point
too many (in the turn and in the final scoring; with ``--incomplete-roads`` before ``serve``,
only the incomplete roads of the final scoring). Nothing here ships in the product.

``python -m tests.conformance.broken_carcassonne fixture NAME`` runs one fixture in-process
against the same broken engine and prints its result as JSON (test_failure_wording.py).

The patch replaces a method of the engine's state class, which reaches the pure engines only:
compiled (mypyc) code calls its methods directly, past the class attribute. So this process
runs the engines from their sources (:func:`engines.compiled.force_pure`) before importing one.
"""

from __future__ import annotations

import json
import sys
from typing import Any


def break_roads(incomplete_only: bool = False) -> None:
    """From now on, in this process, every road (or every incomplete one) scores one point
    too many."""
    from engines.compiled import force_pure

    force_pure()
    from engines.carcassonne import state as carcassonne_state
    from engines.carcassonne.geometry import ROAD

    award = carcassonne_state.CarcassonneState._award

    def road_off_by_one(self: Any, root: int, value: int) -> tuple[int, ...]:
        wrong = self._segment_of(root).kind == ROAD and (not incomplete_only or self._open[root])
        points: tuple[int, ...] = award(self, root, value + wrong)
        return points

    carcassonne_state.CarcassonneState._award = road_off_by_one  # type: ignore[method-assign]


def fixture_result(name: str) -> dict[str, Any]:
    """One fixture run in-process against the broken engine: its status and failure."""
    from conformance.runner.loading import load_fixtures
    from conformance.runner.running import run_fixture
    from tests.conformance.inprocess import InProcessDriver

    fixture = next(f for f in load_fixtures() if f.name == name)
    result = run_fixture(fixture, InProcessDriver())
    failure = result.failure
    return {
        "status": result.status,
        "failure": None
        if failure is None
        else {
            "render": failure.render(),
            "step": failure.step,
            "broken_rule": failure.broken_rule,
            "diverging": failure.diverging,
        },
    }


def main() -> int:
    args = sys.argv[1:]
    incomplete_only = args[:1] == ["--incomplete-roads"]
    break_roads(incomplete_only)
    args = args[incomplete_only:]
    if args[:1] == ["fixture"]:
        print(json.dumps(fixture_result(args[1])))
        return 0
    from clients.cli import main as meeple

    return meeple(args)


if __name__ == "__main__":
    sys.exit(main())
