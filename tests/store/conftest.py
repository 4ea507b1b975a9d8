"""Store fixtures: every backend of service.store.base.Store, each on a fresh database."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from service.store.base import Store
from tests.docker_support import apply_docker_marker, fresh_database, postgres_server

StoreFactory = Callable[[], Store]


def pytest_runtest_setup(item: pytest.Item) -> None:
    apply_docker_marker(item)


@pytest.fixture(scope="session")
def postgres_server_dsn() -> Iterator[str]:
    """One PostgreSQL container for the whole store suite (each test gets its own database)."""
    with postgres_server() as dsn:
        yield dsn


@pytest.fixture()
def postgres_dsn(postgres_server_dsn: str) -> str:
    return fresh_database(postgres_server_dsn)


def sqlite_factory(path: Path) -> StoreFactory:
    from service.store.sqlite import SQLiteStore

    return lambda: SQLiteStore(str(path))


def postgres_factory(dsn: str) -> StoreFactory:
    from service.store.postgres import PostgresStore

    return lambda: PostgresStore(dsn, min_connections=1, max_connections=4)


@pytest.fixture(
    params=[
        pytest.param("sqlite", id="sqlite"),
        pytest.param("postgresql", id="postgresql", marks=pytest.mark.docker),
    ]
)
def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> StoreFactory:
    """A factory of store objects that all open the same, initially empty, database."""
    if request.param == "sqlite":
        return sqlite_factory(tmp_path / "meeple.sqlite3")
    server: str = request.getfixturevalue("postgres_server_dsn")
    return postgres_factory(fresh_database(server))
