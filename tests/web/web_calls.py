"""Raw HTTP calls to the web port of an in-process server, and the ErrorInfo of a Connect error
(shared by the web-port tests, the authorization matrix and the fuzz test)."""

from __future__ import annotations

import base64
import http.client
import json

from google.rpc import error_details_pb2

from tests.service.harness import ServerThread


def web_request(
    server: ServerThread, rpc: str, headers: dict[str, str], body: bytes = b""
) -> tuple[int, dict[str, str], bytes]:
    """POST ``body`` to ``/meeple.v1.GameService/{rpc}`` on the server's web port."""
    assert server.running is not None
    connection = http.client.HTTPConnection("127.0.0.1", server.running.web_port, timeout=10)
    try:
        connection.request("POST", f"/meeple.v1.GameService/{rpc}", body=body, headers=headers)
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def web_reason(body: bytes) -> tuple[str, str]:
    """The Connect code and the one ErrorInfo's reason of an error answer (domain checked)."""
    error = json.loads(body)
    infos = [d for d in error.get("details", []) if d["type"] == "google.rpc.ErrorInfo"]
    assert len(infos) == 1, error
    value = infos[0]["value"] + "=" * (-len(infos[0]["value"]) % 4)
    info = error_details_pb2.ErrorInfo.FromString(base64.b64decode(value))
    assert info.domain == "meeple.dev", info
    return str(error["code"]), info.reason
