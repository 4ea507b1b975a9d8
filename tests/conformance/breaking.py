"""The entry point of the deliberately broken servers (test-only): ``python -m
tests.conformance.broken_X MODE serve ...`` breaks MODE in this process, then runs ``meeple``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence


def serve_broken(breakers: Mapping[str, Callable[[], None]], argv: Sequence[str]) -> int:
    """Apply the breaker named by ``argv[0]`` before the service is imported (a breaker patches
    a module the service then uses), and run ``meeple`` with the rest of ``argv``."""
    mode, *rest = argv
    breakers[mode]()
    from clients.cli import main as meeple

    return meeple(rest)
