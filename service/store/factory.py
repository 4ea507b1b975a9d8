"""Choose the store from the ``--database`` setting: a ``postgresql://`` DSN or a SQLite path."""

from __future__ import annotations

from importlib import import_module

from service.store.base import Store

#: URL scheme -> "module:class" of the store taking (dsn) as its only argument
SCHEMES: dict[str, str] = {
    "postgresql": "service.store.postgres:PostgresStore",
    "postgres": "service.store.postgres:PostgresStore",
}


def make_store(
    database: str,
    *,
    sqlite_synchronous: str = "NORMAL",
    create_dirs: bool = False,
    connect_timeout: float = 10.0,
) -> Store:
    """The store for ``database``; anything without a known scheme is a SQLite file path
    (``sqlite:///path`` is accepted too). A SQLite file's missing folders are created only with
    ``create_dirs``; a PostgreSQL server is tried for ``connect_timeout`` seconds at most."""
    scheme, sep, _ = database.partition("://")
    if sep and scheme in SCHEMES:
        module_name, class_name = SCHEMES[scheme].split(":")
        store_class = getattr(import_module(module_name), class_name)
        store: Store = store_class(database, connect_timeout=connect_timeout)
        return store
    from service.store.sqlite import SQLiteStore

    path = database.removeprefix("sqlite://") if database.startswith("sqlite://") else database
    return SQLiteStore(path, synchronous=sqlite_synchronous, create_dirs=create_dirs)


def database_system(database: str) -> str:
    """The OpenTelemetry ``db.system`` of the store ``database`` names."""
    scheme, sep, _ = database.partition("://")
    return "postgresql" if sep and scheme in SCHEMES else "sqlite"
