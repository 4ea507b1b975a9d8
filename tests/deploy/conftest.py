"""The meeple image, built once per test process for every test of deploy/ that runs it (the
container's and the public compose profile's): a build compiles the engines, minutes of CPU.
``MEEPLE_TEST_IMAGE=TAG`` runs them on an image already built from this tree instead."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.docker_support import built_image


@pytest.fixture(scope="session")
def meeple_image() -> Iterator[str]:
    given = os.environ.get("MEEPLE_TEST_IMAGE", "")
    if given:
        yield given
        return
    with built_image("deploy/Dockerfile", "meeple-test") as tag:
        yield tag
