"""A WatchTable stream read on a background thread, for service fixtures."""

from __future__ import annotations

import queue
import threading
import time
from typing import Any

import grpc

from conformance.runner.driver import RpcFailure
from conformance.runner.wire import rpc_failure, to_json

_END = object()


class Stream:
    """Collects a WatchTable call's messages as proto3 JSON; heartbeats apart."""

    def __init__(self, call: Any) -> None:
        self._call = call
        self._messages: queue.Queue[Any] = queue.Queue()
        self._heartbeats: queue.Queue[dict[str, Any]] = queue.Queue()
        self._error: RpcFailure | None = None
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        try:
            for message in self._call:
                rendered = to_json(message)
                if message.WhichOneof("kind") == "heartbeat":
                    self._heartbeats.put(rendered)
                else:
                    self._messages.put(rendered)
        except grpc.RpcError as error:
            if not (isinstance(error, grpc.Call) and error.code() == grpc.StatusCode.CANCELLED):
                self._error = rpc_failure(error)
        finally:
            self._done.set()
            self._messages.put(_END)

    def take(self, count: int, within: float) -> list[dict[str, Any]]:
        """Up to ``count`` snapshot/event messages, waiting at most ``within`` seconds."""
        found: list[dict[str, Any]] = []
        deadline = time.monotonic() + within
        while len(found) < count:
            try:
                item = self._messages.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                break
            if item is _END:
                self._messages.put(_END)
                break
            found.append(item)
        return found

    def next_heartbeat(self, within: float) -> dict[str, Any] | None:
        try:
            return self._heartbeats.get(timeout=within)
        except queue.Empty:
            return None

    def error(self, within: float) -> RpcFailure | None:
        """The error the stream ended with (None if it is still open or ended cleanly)."""
        self._done.wait(within)
        return self._error

    def ended_cleanly(self, within: float) -> bool:
        """Whether the server closed the stream with OK within ``within`` seconds."""
        return self._done.wait(within) and self._error is None

    def close(self) -> None:
        self._call.cancel()
        self._thread.join(timeout=5)
