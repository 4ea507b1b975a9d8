"""Deliberately broken servers for the seeded-chance fixtures. Test-only.

``python -m tests.conformance.broken_seeding MODE serve ...`` runs the real ``meeple serve``
after changing, in this process only, one step of the chance contract (conformance/chance.md):
how the commitment binds the table, how the seed takes every seat's entropy, or which draw of
the generator an outcome uses. Each must fail every seeded-chance fixture. Nothing here ships.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

from tests.conformance.breaking import serve_broken


def _commitment_without_the_table_name() -> None:
    from engines import seeding
    from service import fairness

    setattr(fairness, "commitment", lambda name, secret: seeding.commitment("", secret))  # noqa: B010


def _seed_without_entropy() -> None:
    from engines import seeding
    from service import fairness

    def derive(secret: bytes, contributions: Sequence[bytes]) -> bytes:
        return seeding.derive_seed(secret, [b""] * len(contributions))

    setattr(fairness, "derive_seed", derive)  # noqa: B010


def _draws_one_ahead() -> None:
    from engines.chance import SeededChance
    from service import model

    def ahead(seed: int, draws: int = 0, **rest: Any) -> SeededChance:
        return SeededChance(seed, draws + 1, **rest)

    setattr(model, "SeededChance", ahead)  # noqa: B010


BREAKERS: dict[str, Callable[[], None]] = {
    "commitment-without-the-table-name": _commitment_without_the_table_name,
    "seed-without-entropy": _seed_without_entropy,
    "draws-one-ahead": _draws_one_ahead,
}
#: what each mode's failure names
WHY = {
    "commitment-without-the-table-name": "COMMITMENT_MISMATCH",
    "seed-without-entropy": "SEED_MISMATCH",
    "draws-one-ahead": "OUTCOME_MISMATCH",
}


def main() -> int:
    return serve_broken(BREAKERS, sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
