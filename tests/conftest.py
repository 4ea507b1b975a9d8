"""Every ``meeple serve`` a test starts serves gRPC only unless the test asks for the web table:
the web table's default port (8080) would clash between parallel servers.

The suite runs in parallel processes (pytest-xdist, ``-n`` and ``--dist loadscope`` in
pyproject.toml's addopts). A test module is one unit of work: its tests run in one process, in
order, so a module's fixtures (a server, a browser) start once. Modules that share something
more (the meeple image that tests/deploy builds per process, or Docker's untagged build
stages that an image build removes when it ends) are named in :data:`SHARED` and run in one
process, one after another."""

from __future__ import annotations

import collections
import os
from collections.abc import Iterator

import pytest

from tests.web.process_browser import process_chromium

os.environ.setdefault("MEEPLE_WEB_PORT", "0")
# every test client shares the loopback key of the per-client read limits: servers of the tests
# limit reads only where a test says so (tests/service/test_read_limits.py)
os.environ.setdefault("MEEPLE_READ_RATE", "0")

#: modules that run in the same process, one after another, and why
SHARED = {
    # docker_support.built_image removes the untagged images that appeared while it built: in
    # parallel that could be another build's stage; tests/deploy builds the meeple image once
    # per process (its conftest), and both of its users should find it built
    "docker-images": (
        "tests/deploy/test_container.py",
        "tests/deploy/test_public_profile.py",
        "tests/deploy/test_runner_image.py",
        "tests/conformance/test_independent.py",
    ),
}
GROUP_OF = {path: group for group, paths in SHARED.items() for path in paths}


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    # the process's Chromium stops before a test that does not use it (its driver's event loop
    # would refuse asyncio.run), unless a browser test's module is still running
    if "browser" not in getattr(item, "fixturenames", ()):
        process_chromium(item.config).stop_unless_held()


def pytest_sessionfinish(session: pytest.Session) -> None:
    process_chromium(session.config).stop()


@pytest.fixture(scope="session")
def conformance_image() -> Iterator[str]:
    """The conformance runner's image (conformance/Dockerfile), built once per process for the
    tests that run it: the runner image's own (tests/deploy) and the independent server's
    certification (tests/conformance), both in the "docker-images" unit."""
    from tests.docker_support import built_image

    with built_image("conformance/Dockerfile", "meeple-conformance-test") as tag:
        yield tag


#: modules known to take minutes, started first so that none of them is the run's last
#: (measured: `pytest --durations`; the rest go by their number of tests, most first)
LONG_FIRST = (
    "docker-images",
    # serially at load 25-30 (2026-12-07): 290 s, 190 s; test_live_server.py about 300 s
    "tests/seating/test_cli_seats.py",
    "tests/seating/test_bot_seats.py",
    "tests/conformance/test_live_server.py",
    "tests/conformance/test_publishing.py",
    "tests/clients/test_bots_strength.py",
    "tests/games/test_a_third_game.py",
)


def unit_of(nodeid: str) -> str:
    """The unit of work a test belongs to: its module, or the shared group naming it."""
    module = nodeid.split("::", 1)[0]
    return GROUP_OF.get(module, module)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """xdist's per-scope scheduling (``--dist loadscope``) by :func:`unit_of`, the long units
    first."""
    from xdist.scheduler import LoadScopeScheduling

    class ByUnit(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            return unit_of(nodeid)

        def schedule(self) -> None:
            if self.collection is None and self.collection_is_completed:
                # the units in order (the long ones, then by number of tests), each test's
                # order within its unit kept
                self.config.option.loadscopereorder = False
                collected = next(iter(self.registered_collections.values()))
                units = collections.Counter(unit_of(nodeid) for nodeid in collected)
                first = {unit: rank for rank, unit in enumerate(LONG_FIRST)}

                def order(nodeid: str) -> tuple[int, int, str]:
                    unit = unit_of(nodeid)
                    return first.get(unit, len(first)), -units[unit], unit

                for node, nodeids in self.registered_collections.items():
                    self.registered_collections[node] = sorted(nodeids, key=order)
            super().schedule()

    if config.getvalue("dist") != "loadscope":
        return None
    return ByUnit(config, log)
