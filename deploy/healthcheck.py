"""gRPC health probe for the container image: exit 0 when the server reports SERVING.

Used by the image's HEALTHCHECK (and by compose). It asks the standard grpc.health.v1 service
(overall status, service name "") on the local port, so a container counts as healthy only once
the server answers gRPC, not merely once the TCP port is open. During a SIGTERM drain the server
reports NOT_SERVING and the probe fails, which takes the replica out of rotation.

    python healthcheck.py [--address 127.0.0.1:50051] [--service NAME] [--timeout 2]

The port defaults to $MEEPLE_PORT, else 50051. Needs only grpcio and grpcio-health-checking,
which the server itself depends on: no downloaded probe binary.
"""

from __future__ import annotations

import argparse
import os
import sys

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc


def check(address: str, service: str, timeout: float) -> tuple[bool, str]:
    """Ask ``address`` for the health of ``service``; (serving?, what was seen)."""
    with grpc.insecure_channel(address) as channel:
        stub = health_pb2_grpc.HealthStub(channel)
        try:
            response = stub.Check(health_pb2.HealthCheckRequest(service=service), timeout=timeout)
        except grpc.RpcError as error:
            return False, f"{error.code().name}: {error.details()}"
    status = health_pb2.HealthCheckResponse.ServingStatus.Name(response.status)
    return response.status == health_pb2.HealthCheckResponse.SERVING, status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="exit 0 when the gRPC server is SERVING")
    port = os.environ.get("MEEPLE_PORT", "50051")
    parser.add_argument("--address", default=f"127.0.0.1:{port}")
    parser.add_argument("--service", default="", help='health service name ("" = overall)')
    parser.add_argument("--timeout", type=float, default=2.0, help="seconds")
    args = parser.parse_args(argv)
    serving, seen = check(args.address, args.service, args.timeout)
    print(f"{args.address} {args.service or '(overall)'}: {seen}")
    return 0 if serving else 1


if __name__ == "__main__":
    sys.exit(main())
