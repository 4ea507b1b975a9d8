"""The PostgreSQL store, for several replicas over one database (``--database postgresql://…``)."""

from service.store.postgres.notifier import PostgresNotifier
from service.store.postgres.store import SCHEMES, PostgresStore, is_postgres_dsn

__all__ = ["SCHEMES", "PostgresNotifier", "PostgresStore", "is_postgres_dsn"]
