"""Every hand-written fixture of every registered game, run against our engines in-process.

This checks the fixtures and the runner's step logic quickly; the certifying run goes through
gRPC against a live server (test_live_server.py).
"""

from __future__ import annotations

import pytest

from conformance.runner.loading import SUITE_ROOT, Fixture, load_fixtures
from conformance.runner.running import run_fixture
from engines.registry import game_names
from tests.conformance.inprocess import InProcessDriver

#: the engine-only driver has no service: fixtures of the service's clock, seats, undo,
#: webhooks and seeded tables need gRPC
SERVICE_ONLY = {"turn_timers", "undo", "webhooks", "seeded_chance"}
HAND_WRITTEN = [
    f
    for f in load_fixtures([SUITE_ROOT / "fixtures"])
    if f.game in game_names() and not SERVICE_ONLY & set(f.features)
]


@pytest.mark.parametrize("fixture", HAND_WRITTEN, ids=[f.name for f in HAND_WRITTEN])
def test_fixture_passes_in_process(fixture: Fixture) -> None:
    result = run_fixture(fixture, InProcessDriver())
    assert result.status == "passed", result.failure.render() if result.failure else result
