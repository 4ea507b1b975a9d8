"""Opening a channel to a meeple server, blocking or asyncio: the one place the two clients
differ in how they connect (everything else in :mod:`clients.api.sync` is generated from
:mod:`clients.api.aio`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import grpc
import grpc.aio

#: client channel options: small messages, keepalive pings the server accepts
CHANNEL_OPTIONS: Sequence[tuple[str, Any]] = (
    ("grpc.max_receive_message_length", 4 * 1024 * 1024),
    ("grpc.keepalive_time_ms", 60_000),
    ("grpc.keepalive_timeout_ms", 20_000),
)


def open_channel(
    target: str, options: Sequence[tuple[str, Any]], interceptors: Sequence[Any]
) -> grpc.Channel:
    """A blocking channel; closing it closes the underlying connection."""
    channel = grpc.insecure_channel(target, options=[*CHANNEL_OPTIONS, *options])
    if interceptors:
        channel = grpc.intercept_channel(channel, *interceptors)
    return channel


def open_async_channel(
    target: str, options: Sequence[tuple[str, Any]], interceptors: Sequence[Any]
) -> grpc.aio.Channel:
    """An asyncio channel (interceptors must be ``grpc.aio`` client interceptors)."""
    return grpc.aio.insecure_channel(
        target, options=[*CHANNEL_OPTIONS, *options], interceptors=list(interceptors) or None
    )
