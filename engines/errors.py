"""Typed rejections raised by engines.

Every rejection carries a stable, UPPER_SNAKE_CASE ``reason`` (the conformance contract and the
``google.rpc.ErrorInfo.reason`` the service sends) plus a developer-facing message. An engine
raises before it mutates anything, so a rejected action leaves the state exactly as it was.
"""

from __future__ import annotations

from collections.abc import Mapping


class ActionRejected(Exception):
    """Base class of every rejection. Never raised directly."""

    #: gRPC status the service maps this class to.
    grpc_code_name = "FAILED_PRECONDITION"

    def __init__(self, reason: str, message: str, metadata: Mapping[str, str] | None = None):
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.metadata: dict[str, str] = dict(metadata or {})

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.reason!r}, {self.message!r})"


class IllegalAction(ActionRejected):
    """A well-formed action that the rules forbid in this state (FAILED_PRECONDITION)."""

    grpc_code_name = "FAILED_PRECONDITION"


class MalformedAction(ActionRejected):
    """An action that is wrong whatever the state: missing fields, out-of-range values
    (INVALID_ARGUMENT)."""

    grpc_code_name = "INVALID_ARGUMENT"


class InvalidOptions(ActionRejected):
    """Unknown table option, bad option value or unsupported player count (INVALID_ARGUMENT)."""

    grpc_code_name = "INVALID_ARGUMENT"


class InvalidState(ActionRejected):
    """A loaded protobuf State that is not a consistent position (INVALID_ARGUMENT)."""

    grpc_code_name = "INVALID_ARGUMENT"


class ChanceScriptError(ActionRejected):
    """A scripted chance source ran out, or scripted an outcome that is impossible now."""

    grpc_code_name = "FAILED_PRECONDITION"
