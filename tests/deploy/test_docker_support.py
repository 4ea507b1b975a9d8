"""tests/docker_support.py: a docker test skips without Docker, and fails when CI requires it."""

from __future__ import annotations

import pytest

from tests import docker_support


def test_without_docker_a_test_skips_with_the_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(docker_support, "docker_problem", lambda: "no Docker engine answers")
    monkeypatch.delenv(docker_support.REQUIRE_ENV, raising=False)
    with pytest.raises(pytest.skip.Exception, match="needs Docker: no Docker engine answers"):
        docker_support.require_docker()


def test_without_docker_a_required_test_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(docker_support, "docker_problem", lambda: "no Docker engine answers")
    monkeypatch.setenv(docker_support.REQUIRE_ENV, "1")
    with pytest.raises(pytest.fail.Exception, match="cannot be skipped"):
        docker_support.require_docker()


def test_with_docker_nothing_happens(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(docker_support, "docker_problem", lambda: None)
    monkeypatch.setenv(docker_support.REQUIRE_ENV, "1")
    docker_support.require_docker()


def test_the_real_probe_reports_an_unreachable_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DOCKER_HOST", "unix:///nonexistent/docker.sock")
    docker_support.docker_problem.cache_clear()
    try:
        problem = docker_support.docker_problem()
    finally:
        docker_support.docker_problem.cache_clear()
    assert problem is not None and problem.startswith("no Docker engine answers")
