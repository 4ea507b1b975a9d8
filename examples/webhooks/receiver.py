"""A webhook receiver for meeple, in Python's standard library only (docs/webhooks.md).

    WEBHOOK_SECRET=... python receiver.py [PORT]

It verifies each POST's ``Meeple-Signature`` (HMAC-SHA256 keyed by the shared secret, of
"{t}.{raw body}"), rejects timestamps more than five minutes from its clock (a replayed old
request), answers 2xx at once, and handles each ``Idempotency-Key`` once (meeple delivers at
least once, so the same delivery may come again). Each new document is printed as one JSON line.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SECRET = os.environ["WEBHOOK_SECRET"].encode()
TOLERANCE = 300  # seconds
MAX_BODY = 64 * 1024
seen: set[str] = set()  # a real receiver keeps these in its database, for a day or so


def verify(header: str, body: bytes, now: float) -> bool:
    """True when ``header`` signs ``body`` with SECRET, at a time close to ``now``."""
    try:
        parts = dict(item.split("=", 1) for item in header.split(","))
        timestamp = int(parts["t"])
    except (KeyError, ValueError):
        return False
    if abs(now - timestamp) > TOLERANCE:
        return False
    expected = hmac.new(SECRET, f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    # compare in constant time; several v1= values may come during a secret's rotation
    signatures = [
        value for key, value in (item.split("=", 1) for item in header.split(",")) if key == "v1"
    ]
    return any(hmac.compare_digest(expected, given) for given in signatures)


class Handler(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", "0"))
        if length > MAX_BODY:
            self.send_response(413)
            self.end_headers()
            return
        body = self.rfile.read(length)  # the raw bytes: verify before parsing
        if not verify(self.headers.get("Meeple-Signature", ""), body, time.time()):
            self.send_response(400)
            self.end_headers()
            return
        self.send_response(204)
        self.end_headers()
        key = self.headers.get("Idempotency-Key", "")
        if key in seen:
            return  # a retry of a delivery already handled
        seen.add(key)
        document = json.loads(body)
        print(json.dumps({"idempotency_key": key, **document}), flush=True)

    def log_message(self, format: str, *args: object) -> None:
        pass  # quiet


def main() -> None:
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    print(json.dumps({"listening": server.server_address[1]}), flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
