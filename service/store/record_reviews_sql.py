"""The SQL of the record reviews' queue (:mod:`service.store.record_reviews`), rendered for each
dialect."""

from __future__ import annotations

from service.store.record_reviews import COLUMNS
from service.store.reviews import DONE, RUNNING
from service.store.sql import Dialect


class RecordReviewStatements:
    """The statements of the record reviews' queue, rendered for one dialect."""

    def __init__(self, dialect: Dialect) -> None:
        p = dialect.placeholder
        table = dialect.table("record_reviews")
        blob = "bytea" if dialect.name == "postgresql" else "BLOB"
        real = "DOUBLE PRECISION"
        types = ("TEXT", "TEXT", "TEXT", real, real, real, "TEXT", blob, blob)
        values = ", ".join(f"CAST({p} AS {kind})" for kind in types)
        #: one statement: stored only while the owner keeps fewer than ``p`` unexpired rows
        self.insert = (
            f"INSERT INTO {table} ({COLUMNS}) SELECT {values}"
            f" WHERE (SELECT count(*) FROM {table} WHERE owner = {p} AND expire_time > {p})"
            f" < {p} RETURNING review_hash"
        )
        self.select = f"SELECT {COLUMNS} FROM {table} WHERE review_hash = {p} AND expire_time > {p}"
        self.count_open = (
            f"SELECT count(*) FROM {table}"
            f" WHERE owner = {p} AND state <> '{DONE}' AND expire_time > {p}"
        )
        self.claim = (
            f"UPDATE {table} SET state = '{RUNNING}', claimed_until = {p}"
            f" WHERE review_hash IN (SELECT review_hash FROM {table}"
            f" WHERE state <> '{DONE}' AND claimed_until <= {p} AND expire_time > {p}"
            f" ORDER BY request_time LIMIT 1{dialect.skip_locked})"
            f" RETURNING {COLUMNS}"
        )
        self.save = (
            f"UPDATE {table} SET state = {p}, claimed_until = {p}, review = {p}"
            f" WHERE review_hash = {p} AND claimed_until = {p} RETURNING review_hash"
        )
        self.expire = f"DELETE FROM {table} WHERE expire_time <= {p} RETURNING review_hash"
        self.delete = f"DELETE FROM {table} WHERE review_hash = {p} RETURNING review_hash"

    def named(self, name: str) -> str:
        statement = getattr(self, name)
        assert isinstance(statement, str)
        return statement
