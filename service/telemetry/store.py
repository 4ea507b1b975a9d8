"""A :class:`Store` that times its inner store's writes for the metrics and wraps each in a
``store.commit`` trace span; reads pass straight through."""

from __future__ import annotations

import time
from collections.abc import Sequence
from contextlib import AbstractContextManager, nullcontext

from opentelemetry import trace
from opentelemetry.trace import Span, Tracer

from service.store.base import (
    Commit,
    Credential,
    IdempotencyRecord,
    Store,
    TableRecord,
    VersionConflict,
)
from service.store.delegating import DelegatingStore
from service.telemetry.metrics import Metrics


def commit_kind(commit: Commit) -> str:
    """The kind of change a commit writes (its first entry's), for a bounded label."""
    return commit.entries[0].kind if commit.entries else "metadata"


class ObservedStore(DelegatingStore):
    """``inner`` with commit latency, version conflicts and ``store.commit`` spans."""

    def __init__(
        self, inner: Store, metrics: Metrics | None, tracer: Tracer | None, system: str
    ) -> None:
        super().__init__(inner)
        self.metrics = metrics
        self.tracer = tracer
        #: ``db.system`` of the spans: sqlite or postgresql
        self.system = system

    def _span(self, kind: str) -> AbstractContextManager[Span | None]:
        if self.tracer is None or not trace.get_current_span().is_recording():
            return nullcontext()  # no span under an unsampled (or absent) request span
        return self.tracer.start_as_current_span(
            "store.commit", attributes={"db.system": self.system, "meeple.commit.kind": kind}
        )

    def _record(self, kind: str, started: float, conflict: bool) -> None:
        if self.metrics is not None:
            self.metrics.record_commit(kind, time.perf_counter() - started, conflict)

    async def commit(self, commit: Commit) -> int:
        kind = commit_kind(commit)
        with self._span(kind) as span:
            started = time.perf_counter()
            conflict = False
            try:
                return await self.inner.commit(commit)
            except VersionConflict:
                conflict = True
                if span is not None:
                    span.set_attribute("meeple.commit.version_conflict", True)
                raise
            finally:
                self._record(kind, started, conflict)

    async def create_table(
        self,
        table: TableRecord,
        credentials: Sequence[Credential] = (),
        idempotency: IdempotencyRecord | None = None,
    ) -> None:
        with self._span("create"):
            started = time.perf_counter()
            try:
                await self.inner.create_table(table, credentials, idempotency)
            finally:
                self._record("create", started, False)
