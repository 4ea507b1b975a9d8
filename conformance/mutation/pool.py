"""Up to ``jobs`` mutants at once, each in a child forked by :mod:`conformance.mutation.forked`
from this process (which read the fixtures once): outcomes come back as the children finish."""

from __future__ import annotations

import os
import select
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from conformance.mutation.forked import reap, spawn, warm
from conformance.mutation.killing import Outcome, fixtures_for
from conformance.mutation.mutants import Mutant, described
from conformance.runner.loading import Fixture


@dataclass(slots=True)
class _Running:
    mutant: Mutant | None
    pid: int
    fd: int
    started: float
    chunks: list[bytes] = field(default_factory=list)


def run_pool(
    mutants: list[Mutant],
    patterns: list[str] | None,
    budget: float,
    jobs: int,
    killers: Counter[str] | None = None,
) -> Iterator[tuple[Mutant, Outcome]]:
    """Each mutant's outcome (described: with its statement before and after), in the order
    they finish. The fixtures that killed most mutants so far (``killers``, counted on as the
    run goes) run first: which fixtures fail does not depend on their order, and a mutant
    stops at its first failing one, so this only makes kills faster."""
    warm()
    killers = Counter() if killers is None else killers
    suites: dict[str, list[Fixture]] = {}
    waiting = list(reversed(mutants))
    running: dict[int, _Running] = {}
    while waiting or running:
        while waiting and len(running) < max(1, jobs):
            mutant = described(waiting.pop())
            if mutant.game not in suites:
                suites[mutant.game] = fixtures_for(mutant.game, patterns)
            order = sorted(suites[mutant.game], key=lambda f: -killers[f.name])
            pid, fd = spawn(mutant, order)
            running[fd] = _Running(mutant, pid, fd, time.monotonic())
        ready, _, _ = select.select(list(running), [], [], 1.0)
        for fd in ready:
            chunk = os.read(fd, 65536)
            if chunk:
                running[fd].chunks.append(chunk)
                continue
            finished = _finish(running.pop(fd), budget, timed_out=False)
            killers[finished[1].killer] += 1
            yield finished
        now = time.monotonic()
        for fd in [fd for fd, child in running.items() if now - child.started > budget]:
            yield _finish(running.pop(fd), budget, timed_out=True)


def baseline(game: str, patterns: list[str] | None, budget: float) -> Outcome:
    """The engines as written, served and run like a mutant: every fixture must pass (else the
    harness, not a mutant, would be scored)."""
    warm()
    pid, fd = spawn(None, fixtures_for(game, patterns))
    child = _Running(None, pid, fd, time.monotonic())
    deadline = child.started + budget
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        chunk = os.read(fd, 65536) if ready else b""
        if ready and not chunk:
            return _finish(child, budget, timed_out=False)[1]
        child.chunks.append(chunk)
    return _finish(child, budget, timed_out=True)[1]


def _finish(child: _Running, budget: float, timed_out: bool) -> tuple[Mutant, Outcome]:
    os.close(child.fd)
    outcome = reap(child.pid, None if timed_out else b"".join(child.chunks), budget)
    outcome.seconds = round(time.monotonic() - child.started, 2)
    return child.mutant, outcome  # type: ignore[return-value] # None only for the baseline
