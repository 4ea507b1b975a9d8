"""The meeple image, built once per test process for every test of deploy/ that runs it (the
container's and the public compose profile's): a build compiles the engines, minutes of CPU.
``MEEPLE_TEST_IMAGE=TAG`` runs them on an image already built from this tree instead; with
``MEEPLE_TEST_IMAGE_STATUS=FILE`` too, that image is still being built (``.ci/run`` builds it
while the virtual environment installs, on the core pip leaves idle): the tests wait until the
build writes ``ok`` into FILE, or fail with its log when it writes anything else."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.docker_support import built_image, wait_for_build


@pytest.fixture(scope="session")
def meeple_image() -> Iterator[str]:
    given = os.environ.get("MEEPLE_TEST_IMAGE", "")
    if given:
        status = os.environ.get("MEEPLE_TEST_IMAGE_STATUS", "")
        if status:
            wait_for_build(Path(status))
        yield given
        return
    with built_image("deploy/Dockerfile", "meeple-test") as tag:
        yield tag
