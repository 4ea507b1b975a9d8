"""The PostgreSQL store, for several replicas over one database (``--database postgresql://…``)."""

from service.store.postgres.connect import SCHEMES, is_postgres_dsn
from service.store.postgres.notifier import PostgresNotifier
from service.store.postgres.store import PostgresStore

__all__ = ["SCHEMES", "PostgresNotifier", "PostgresStore", "is_postgres_dsn"]
