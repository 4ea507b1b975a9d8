"""Service errors (AIP-193): a gRPC code plus exactly one google.rpc.ErrorInfo."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import google.rpc.error_details_pb2 as error_details_pb2
import google.rpc.status_pb2 as status_pb2
import grpc
from google.protobuf import any_pb2
from grpc_status import rpc_status

from engines.errors import ActionRejected, ChanceScriptError

#: ErrorInfo.domain of every error this service produces
DOMAIN = "meeple.dev"
#: caps on what an error echoes (a message may quote the caller's input): a status must fit in
#: the client's trailer limit (8 KiB by default), or the client sees RESOURCE_EXHAUSTED
#: "Stream removed" instead of the reason
MAX_MESSAGE_CHARS = 500
MAX_METADATA_CHARS = 128
MAX_METADATA_ENTRIES = 8


def cap(text: str, limit: int) -> str:
    """``text``, cut to at most ``limit`` characters (marked with an ellipsis)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ServiceError(Exception):
    """A request the service refuses. Raised anywhere below the servicer, sent as a status."""

    def __init__(
        self,
        code: grpc.StatusCode,
        reason: str,
        message: str,
        metadata: Mapping[str, str] | None = None,
        retry_after: float | None = None,
    ) -> None:
        message = cap(message, MAX_MESSAGE_CHARS)
        super().__init__(message)
        self.code = code
        self.reason = reason
        self.message = message
        self.metadata = {
            cap(key, MAX_METADATA_CHARS): cap(value, MAX_METADATA_CHARS)
            for key, value in list((metadata or {}).items())[:MAX_METADATA_ENTRIES]
        }
        #: seconds the client should wait before retrying (sent as google.rpc.RetryInfo)
        self.retry_after = retry_after

    def to_status(self) -> Any:
        info = error_details_pb2.ErrorInfo(
            reason=self.reason, domain=DOMAIN, metadata=self.metadata
        )
        detail = any_pb2.Any()
        detail.Pack(info)
        details = [detail]
        if self.retry_after is not None:
            retry = error_details_pb2.RetryInfo()
            retry.retry_delay.FromNanoseconds(max(1, int(self.retry_after * 1e9)))
            packed = any_pb2.Any()
            packed.Pack(retry)
            details.append(packed)
        return status_pb2.Status(code=self.code.value[0], message=self.message, details=details)

    def grpc_status(self) -> grpc.Status:
        """The status for ``context.abort_with_status`` (grpcio-status puts the Status proto,
        with its single ErrorInfo, in the ``grpc-status-details-bin`` trailer)."""
        status: grpc.Status = rpc_status.to_status(self.to_status())
        return status


def from_rejection(rejection: ActionRejected) -> ServiceError:
    """The status of an engine rejection: its class's code, its reason and metadata.

    A chance script that cannot continue keeps only its reason: its message and metadata name
    the scripted outcome, which is part of the table's secret draw order."""
    if isinstance(rejection, ChanceScriptError):
        return ServiceError(
            grpc.StatusCode.FAILED_PRECONDITION,
            rejection.reason,
            "the table's chance script cannot continue",
        )
    code = getattr(grpc.StatusCode, rejection.grpc_code_name, grpc.StatusCode.FAILED_PRECONDITION)
    return ServiceError(code, rejection.reason, rejection.message, rejection.metadata)


def invalid(reason: str, message: str, **metadata: str) -> ServiceError:
    return ServiceError(grpc.StatusCode.INVALID_ARGUMENT, reason, message, metadata)


def precondition(reason: str, message: str, **metadata: str) -> ServiceError:
    return ServiceError(grpc.StatusCode.FAILED_PRECONDITION, reason, message, metadata)


def already_exists(reason: str, message: str, **metadata: str) -> ServiceError:
    return ServiceError(grpc.StatusCode.ALREADY_EXISTS, reason, message, metadata)


def aborted(reason: str, message: str, **metadata: str) -> ServiceError:
    return ServiceError(grpc.StatusCode.ABORTED, reason, message, metadata)


def not_found(reason: str, message: str, **metadata: str) -> ServiceError:
    return ServiceError(grpc.StatusCode.NOT_FOUND, reason, message, metadata)


def unauthenticated(reason: str, message: str) -> ServiceError:
    return ServiceError(grpc.StatusCode.UNAUTHENTICATED, reason, message)


def denied(reason: str, message: str) -> ServiceError:
    return ServiceError(grpc.StatusCode.PERMISSION_DENIED, reason, message)


def exhausted(
    reason: str, message: str, retry_after: float | None = None, **metadata: str
) -> ServiceError:
    return ServiceError(grpc.StatusCode.RESOURCE_EXHAUSTED, reason, message, metadata, retry_after)


def too_large(size: int, limit: int) -> ServiceError:
    return exhausted(
        "MESSAGE_TOO_LARGE",
        f"requests are limited to {limit} bytes",
        limit=str(limit),
        size=str(size),
    )
