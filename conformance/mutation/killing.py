"""What kills a mutant: the hand-written fixtures of its game (for a shared engine module, every
game's and the service's), in file order, the first failing one killing it; and the outcome of
one mutant (:mod:`conformance.mutation.forked` runs them). Recorded playthroughs never score a
mutant: a rule pinned only by a whole recorded game is a gap in the fixtures."""

from __future__ import annotations

from dataclasses import dataclass

from conformance.runner.loading import SUITE_ROOT, Fixture, load_fixtures

#: the fixture folders that score a shared engine module (engines/*.py)
SHARED_SUITES = ("carcassonne", "burgundy", "service")


@dataclass(slots=True)
class Outcome:
    """What happened to one mutant."""

    #: killed (a fixture failed, or the server's process died), survived, stillborn (the
    #: server did not start: no fixture needed), timeout (over the budget: counted killed)
    status: str
    killer: str = ""
    why: str = ""
    fixtures_run: int = 0
    seconds: float = 0.0


def fixtures_for(game: str, patterns: list[str] | None = None) -> list[Fixture]:
    """The hand-written fixtures that score a mutant of ``game`` (``shared``: every suite)."""
    from conformance.runner.selection import matches

    folders = SHARED_SUITES if game == "shared" else (game,)
    written = load_fixtures([SUITE_ROOT / "fixtures" / folder for folder in folders])
    if patterns:
        written = [f for f in written if matches(f.name, patterns)]
    return written
