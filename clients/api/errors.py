"""Errors from the service as Python exceptions carrying the gRPC code and the reason.

The service attaches exactly one ``google.rpc.ErrorInfo`` to every error (AIP-193); its
``reason`` is the stable UPPER_SNAKE code (e.g. ``TILE_DOES_NOT_FIT``, ``NOT_YOUR_TURN``) and is
what programs should compare, never the message.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import grpc
from google.rpc.error_details_pb2 import ErrorInfo
from google.rpc.status_pb2 import Status

_STATUS_DETAILS_KEY = "grpc-status-details-bin"


class MeepleError(Exception):
    """A failed call: ``code`` (grpc.StatusCode), ``reason`` (ErrorInfo.reason, "" when the
    failure did not come from the service, e.g. a dropped connection), ``metadata`` (ErrorInfo
    metadata) and the developer-facing ``message``."""

    def __init__(
        self,
        code: grpc.StatusCode,
        message: str,
        reason: str = "",
        domain: str = "",
        metadata: dict[str, str] | None = None,
    ) -> None:
        super().__init__(f"{code.name} {reason or '-'}: {message}")
        self.code = code
        self.message = message
        self.reason = reason
        self.domain = domain
        self.metadata: dict[str, str] = dict(metadata or {})


class InvalidArgument(MeepleError):
    """Wrong whatever the state (malformed action, bad option)."""


class FailedPrecondition(MeepleError):
    """Not legal in this state (an illegal move, not your turn)."""


class Aborted(MeepleError):
    """A stale version or etag: read again and retry with the new one."""


class NotFound(MeepleError):
    """No such table (or not visible with this credential)."""


class Unauthenticated(MeepleError):
    """Missing or unknown credential."""


class PermissionDenied(MeepleError):
    """The credential may not do this (a spectator acting, another seat's action)."""


class Unavailable(MeepleError):
    """The service could not be reached; the same call may be retried."""


_BY_CODE: dict[grpc.StatusCode, type[MeepleError]] = {
    grpc.StatusCode.INVALID_ARGUMENT: InvalidArgument,
    grpc.StatusCode.FAILED_PRECONDITION: FailedPrecondition,
    grpc.StatusCode.ABORTED: Aborted,
    grpc.StatusCode.NOT_FOUND: NotFound,
    grpc.StatusCode.UNAUTHENTICATED: Unauthenticated,
    grpc.StatusCode.PERMISSION_DENIED: PermissionDenied,
    grpc.StatusCode.UNAVAILABLE: Unavailable,
}


def _error_info(trailing: Iterable[Any] | None) -> ErrorInfo | None:
    for item in trailing or ():
        key, value = item[0], item[1]
        if key != _STATUS_DETAILS_KEY:
            continue
        status = Status.FromString(value)
        for detail in status.details:
            info = ErrorInfo()
            if detail.Unpack(info):
                return info
    return None


def from_rpc_error(error: grpc.RpcError) -> MeepleError:
    """The typed exception for a failed sync or asyncio call."""
    code: grpc.StatusCode = error.code()
    message: str = error.details() or ""
    trailing = error.trailing_metadata()
    info = _error_info(trailing)
    cls = _BY_CODE.get(code, MeepleError)
    if info is None:
        return cls(code, message)
    return cls(code, message, info.reason, info.domain, dict(info.metadata))
