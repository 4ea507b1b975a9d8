"""Docker for tests: skip with a clear message where there is no Docker engine, fail in CI.

Tests that need Docker (real PostgreSQL, the container image) call :func:`require_docker` (or use
a fixture that does). On a developer's machine without Docker they skip and say why. When
``MEEPLE_REQUIRE_DOCKER=1`` is set (``.ci/run`` sets it), the same situation is a failure, so CI
can never pass without them.
"""

from __future__ import annotations

import contextlib
import functools
import os
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

REQUIRE_ENV = "MEEPLE_REQUIRE_DOCKER"


def docker_required() -> bool:
    """True when a missing Docker engine must fail the tests instead of skipping them."""
    return os.environ.get(REQUIRE_ENV, "").strip().lower() in {"1", "true", "yes", "on"}


@functools.cache
def docker_problem() -> str | None:
    """Why Docker cannot be used here, or None when an engine answers."""
    try:
        import docker
    except ImportError as error:  # pragma: no cover - testcontainers depends on it
        return f"the docker Python package is missing ({error})"
    try:
        client = docker.from_env(timeout=10)
        try:
            client.ping()
        finally:
            client.close()
    except Exception as error:
        return f"no Docker engine answers ({type(error).__name__}: {error})"
    return None


def require_docker() -> None:
    """Skip the calling test (or fail it when Docker is required) unless Docker answers."""
    problem = docker_problem()
    if problem is None:
        return
    message = f"needs Docker: {problem}"
    if docker_required():
        pytest.fail(f"{message}; {REQUIRE_ENV} is set, so this cannot be skipped")
    pytest.skip(f"{message} (set {REQUIRE_ENV}=1 to make this a failure)")


def apply_docker_marker(item: pytest.Item) -> None:
    """For a conftest's ``pytest_runtest_setup``: honour ``@pytest.mark.docker``."""
    if item.get_closest_marker("docker") is not None:
        require_docker()


# --------------------------------------------------------------------------- images

ROOT = Path(__file__).resolve().parents[1]


def dangling_images() -> set[str]:
    """Ids of the untagged images now (one listing call: other builds may remove images
    meanwhile, so nothing is inspected one by one)."""
    import docker

    client = docker.from_env()
    try:
        ids: list[str] = client.api.images(filters={"dangling": True}, quiet=True)
        return set(ids)
    finally:
        client.close()


#: how long a test waits for an image another process is building
BUILD_WAIT_SECONDS = 1800


def wait_for_build(status: Path) -> None:
    """Wait until the build another process runs writes its verdict into ``status``: ``ok``,
    or anything else, a failure (then the test fails with the tail of its log beside it,
    ``build.log`` for ``build.status``)."""
    deadline = time.monotonic() + BUILD_WAIT_SECONDS
    while not status.exists() or not status.read_text().strip():
        if time.monotonic() > deadline:
            pytest.fail(f"the image build did not end within {BUILD_WAIT_SECONDS} s ({status})")
        time.sleep(1)
    said = status.read_text().strip()
    if said != "ok":
        log = status.with_suffix(".log")
        tail = log.read_text(errors="replace")[-3000:] if log.exists() else ""
        pytest.fail(f"the image build failed ({said}): {tail}")


@contextlib.contextmanager
def built_image(dockerfile: str, name: str) -> Iterator[str]:
    """Build ``dockerfile`` (context: the repository root) with testcontainers and yield its
    tag; afterwards remove it and the untagged build stages this build left. An image that
    ``.ci/run`` is building meanwhile (``MEEPLE_TEST_IMAGE_STATUS``) ends first: this build's
    clean-up must not take that one's stages for its own."""
    require_docker()
    status = os.environ.get("MEEPLE_TEST_IMAGE_STATUS", "")
    if status:
        wait_for_build(Path(status))
    import docker
    from testcontainers.core.image import DockerImage

    tag = f"{name}:{uuid.uuid4().hex[:12]}"
    before = dangling_images()
    with DockerImage(path=ROOT, dockerfile_path=dockerfile, tag=tag, rm=True):
        yield tag
    client = docker.from_env()
    try:
        for image_id in dangling_images() - before:
            with contextlib.suppress(docker.errors.APIError):
                client.images.remove(image_id)
    finally:
        client.close()


# --------------------------------------------------------------------------- PostgreSQL

POSTGRES_IMAGE = "postgres:15"


@contextlib.contextmanager
def postgres_server() -> Iterator[str]:
    """A throwaway PostgreSQL 15 (testcontainers); yields the DSN of its maintenance database.

    Calls :func:`require_docker` first, so it skips (or fails in CI) without Docker.
    """
    require_docker()
    from testcontainers.community.postgres import PostgresContainer

    container = PostgresContainer(POSTGRES_IMAGE, driver=None)
    with container:
        yield str(container.get_connection_url())


def fresh_database(server_dsn: str) -> str:
    """Create an empty database on the server of ``server_dsn``; return its DSN."""
    import psycopg
    from psycopg import sql

    name = f"t_{uuid.uuid4().hex[:16]}"
    with psycopg.connect(server_dsn, autocommit=True) as connection:
        connection.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    base, _, _ = server_dsn.rpartition("/")
    return f"{base}/{name}"
