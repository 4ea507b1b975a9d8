"""Sending one Web Push message (RFC 8030) with ``pywebpush``: the payload encrypted for the
device (RFC 8291, aes128gcm) and signed by the server's VAPID key (RFC 8292, ES256 JWT with
``aud`` = the push service's origin, ``exp`` 12 hours ahead, ``sub`` the operator's contact).

Before every send the endpoint's host is resolved and each address must be public (the server
must not be made to call inside its own network); the test mode ``--push-allow-loopback``
admits ``http://127.0.0.1`` only.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

import requests
from py_vapid import Vapid02
from pywebpush import WebPushException, webpush

from service.notify.contacts_input import resolves_publicly
from service.notify.vapid import VapidKeys
from service.store.contacts import PushEndpoint

#: seconds the push service keeps an undelivered message (the turn may be long over after)
PUSH_TTL = 86_400
#: seconds a VAPID token is valid (RFC 8292 allows at most 24 hours)
VAPID_LIFETIME = 12 * 3600
PUSH_TIMEOUT = 15.0


class EndpointGone(Exception):
    """The push service says the subscription no longer exists (404/410): forget it."""


class PushRefused(Exception):
    """The endpoint may not be called (not a public address)."""


@dataclass(frozen=True, slots=True)
class PushSender:
    keys: VapidKeys
    subject: str
    allow_loopback: bool = False

    def _send(self, device: PushEndpoint, payload: dict[str, str]) -> int:
        parts = urlsplit(device.endpoint)
        loopback = self.allow_loopback and parts.scheme == "http" and parts.hostname == "127.0.0.1"
        port = parts.port or (443 if parts.scheme == "https" else 80)
        if not loopback and not resolves_publicly(parts.hostname or "", port):
            raise PushRefused(f"{parts.hostname} does not resolve to public addresses only")
        claims: dict[str, str | int] = {
            "sub": self.subject,
            "aud": f"{parts.scheme}://{parts.netloc}",
            "exp": int(time.time()) + VAPID_LIFETIME,
        }
        vapid = Vapid02(private_key=self.keys.private_key)
        try:
            response = webpush(
                {
                    "endpoint": device.endpoint,
                    "keys": {"p256dh": device.p256dh, "auth": device.auth},
                },
                json.dumps(payload, ensure_ascii=False),
                vapid_private_key=vapid,
                vapid_claims=claims,
                ttl=PUSH_TTL,
                timeout=PUSH_TIMEOUT,
                headers={"Urgency": "normal"},
            )
        except WebPushException as error:
            status = error.response.status_code if error.response is not None else 0
            if status in (404, 410):
                raise EndpointGone(device.endpoint) from error
            raise
        assert isinstance(response, requests.Response)
        return response.status_code

    async def send(self, device: PushEndpoint, payload: dict[str, str]) -> int:
        """Send one message to one device; the push service's status (2xx) or an exception."""
        return await asyncio.to_thread(self._send, device, payload)
