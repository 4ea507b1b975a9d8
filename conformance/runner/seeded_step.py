"""The ``check_seed`` step of the seeded-chance fixtures (SPEC.md, "Seeded chance"): a finished
or abandoned table's revealed secret must match its commitment, its seed must be derived from
the secret and the entropy the runner's seats sent, and every chance outcome of its history must
be the one ``choose(seed, n, request)`` gives, all computed by conformance/runner/seeded.py
(independent of the implementation under test)."""

from __future__ import annotations

import base64
from collections import Counter
from collections.abc import Callable
from typing import Any

from meeple.v1 import game_service_pb2 as pb

from conformance.runner import seeded
from conformance.runner.driver import StepFailed
from conformance.runner.loading import Fixture
from conformance.runner.wire import to_json

#: an RPC of the step's caller: (method name, request) -> response
Call = Callable[[str, Any], Any]
REVEALED = {"STATE_FINISHED", "STATE_ABANDONED"}


def check_seed(
    call: Call, name: str, entropy: list[bytes], fixture: Fixture, step: dict[str, Any]
) -> None:
    """The step, for the table ``name`` whose seats sent ``entropy`` (seat by seat)."""
    table = to_json(call("GetTable", pb.GetTableRequest(name=name)).table)
    if table.get("state") not in REVEALED:
        raise StepFailed(f"the table is {table.get('state')}, not finished or abandoned")
    fairness = table.get("fairness", {})
    missing = [f for f in ("commitment", "serverSecret", "seed") if not fairness.get(f)]
    if missing:
        raise StepFailed("the table reveals no seed", [f"fairness lacks {', '.join(missing)}"])
    secret = base64.b64decode(fairness["serverSecret"])
    diff: list[str] = []
    committed = seeded.commitment(name, secret)
    if base64.b64decode(fairness["commitment"]) != committed:
        diff.append(
            f"COMMITMENT_MISMATCH: SHA-256 over the revealed secret is {committed.hex()}, "
            f"the commitment {base64.b64decode(fairness['commitment']).hex()}"
        )
    seed = seeded.derive_seed(secret, entropy)
    if base64.b64decode(fairness["seed"]) != seed:
        diff.append(
            f"SEED_MISMATCH: the secret and the seats' entropy give {seed.hex()}, "
            f"the table reveals {base64.b64decode(fairness['seed']).hex()}"
        )
    if diff:
        raise StepFailed("the table's seed is not the one chance.md derives", diff)
    recorded = _outcomes(call, name)
    counts = dict(Counter(kind for kind, _, _ in recorded))
    wanted = step.get("expect", {}).get("kinds")
    if wanted is not None and counts != wanted:
        raise StepFailed(
            "the history does not record the chance outcomes the rules call for",
            [f"outcomes by kind: expected {wanted}, got {counts}"],
        )
    _compare(fixture.game, fixture.players, int.from_bytes(seed, "big"), recorded)


def _outcomes(call: Call, name: str) -> list[tuple[str, str, int]]:
    """Every recorded chance outcome in history order: (kind, value, table version)."""
    found: list[tuple[str, str, int]] = []
    page_token = ""
    for _ in range(10_000):
        request = pb.ListEventsRequest(table=name, page_token=page_token)
        response = call("ListEvents", request)
        for event in response.events:
            found += [(o.kind, o.value, event.version) for o in event.chance_outcomes]
        page_token = response.next_page_token
        if not page_token:
            break
    return found


def _compare(game: str, players: int, seed: int, recorded: list[tuple[str, str, int]]) -> None:
    outcomes = [(kind, value) for kind, value, _ in recorded]
    for n, request, expected in seeded.replay(game, players, seed, outcomes):
        kind, value, version = recorded[n]
        if request is None:
            raise StepFailed(
                "OUTCOME_MISMATCH: a chance outcome of a kind the rules do not call for here",
                [f"outcome n={n} at version {version}: {kind} {value!r}"],
            )
        if expected != value:
            raise StepFailed(
                "OUTCOME_MISMATCH: a chance outcome is not the one the seed gives",
                [
                    f"outcome n={n} ({kind}) at version {version}: the seed gives "
                    f"{expected!r}, the history records {value!r}",
                    f"request: outcomes {list(request[1])}, weights {list(request[2])}",
                ],
            )
