"""Messages on the wire for the runner: the games' message classes by full name, canonical
proto3 JSON, Any packing, and an RpcError as the :class:`RpcFailure` fixtures compare."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any

import google.rpc.error_details_pb2 as error_details_pb2
import google.rpc.status_pb2 as status_pb2
import grpc
from google.protobuf import any_pb2, descriptor_pool, json_format, message_factory
from google.protobuf.message import Message

from conformance.runner.driver import RpcFailure


@cache
def _register_game_messages() -> None:
    """Import every generated module under ``meeple`` so Any payloads can be read."""
    import meeple

    for info in pkgutil.walk_packages(meeple.__path__, "meeple."):
        if info.name.endswith("_pb2"):
            importlib.import_module(info.name)


def message_class(full_name: str) -> type[Message]:
    _register_game_messages()
    descriptor = descriptor_pool.Default().FindMessageTypeByName(full_name)
    cls: type[Message] = message_factory.GetMessageClass(descriptor)
    return cls


def to_json(message: Message) -> dict[str, Any]:
    """Canonical proto3 JSON, default values included (SPEC.md, "Rendering")."""
    _register_game_messages()
    rendered: dict[str, Any] = json_format.MessageToDict(
        message, always_print_fields_with_no_presence=True
    )
    return rendered


def unpack(packed: any_pb2.Any) -> dict[str, Any]:
    """An Any's payload as JSON, without the "@type" key."""
    if not packed.type_url:
        return {}
    cls = message_class(packed.type_url.rsplit("/", 1)[-1])
    payload = cls()
    packed.Unpack(payload)
    return to_json(payload)


def pack(cls: type[Message], document: dict[str, Any]) -> any_pb2.Any:
    message = cls()
    json_format.ParseDict(document, message)
    packed = any_pb2.Any()
    packed.Pack(message)
    return packed


def rpc_failure(error: grpc.RpcError) -> RpcFailure:
    code = error.code().name if isinstance(error, grpc.Call) else "UNKNOWN"
    message = error.details() if isinstance(error, grpc.Call) else str(error)
    reason = ""
    metadata: dict[str, str] = {}
    if isinstance(error, grpc.Call):
        for key, value in error.trailing_metadata() or ():
            if key == "grpc-status-details-bin" and isinstance(value, bytes):
                status = status_pb2.Status.FromString(value)
                for detail in status.details:
                    if detail.Is(error_details_pb2.ErrorInfo.DESCRIPTOR):
                        info = error_details_pb2.ErrorInfo()
                        detail.Unpack(info)
                        reason = info.reason
                        metadata = dict(info.metadata)
    return RpcFailure(code, reason, message or "", metadata)
