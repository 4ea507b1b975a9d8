"""The webhook's settings: URL and secret together, an http(s) URL, a secret of 16 characters or
more that is never printed, positive outbox timings and a lease longer than a send."""

from __future__ import annotations

import pytest

from service.settings import from_sources

SECRET = "0123456789abcdef-secret"


@pytest.mark.parametrize(
    ("environ", "message"),
    [
        ({"MEEPLE_WEBHOOK_URL": "https://hooks.example/x"}, "needs --webhook-secret"),
        (
            {"MEEPLE_WEBHOOK_URL": "https://hooks.example/x", "MEEPLE_WEBHOOK_SECRET": "short"},
            "at least 16 characters",
        ),
        ({"MEEPLE_WEBHOOK_URL": "ftp://x/", "MEEPLE_WEBHOOK_SECRET": SECRET}, "https://"),
        ({"MEEPLE_WEBHOOK_SECRET": SECRET}, "without --webhook-url"),
        ({"MEEPLE_OUTBOX_ATTEMPTS": "0"}, "attempts at least 1"),
        ({"MEEPLE_OUTBOX_BACKOFF": "0"}, "positive"),
        ({"MEEPLE_OUTBOX_LEASE": "5"}, "longer than a send"),
    ],
)
def test_refused(environ: dict[str, str], message: str) -> None:
    with pytest.raises(SystemExit, match=message):
        from_sources(environ=environ)


def test_accepted_and_the_secret_is_never_printed() -> None:
    settings = from_sources(
        environ={"MEEPLE_WEBHOOK_URL": "http://127.0.0.1:9/x", "MEEPLE_WEBHOOK_SECRET": SECRET}
    )
    assert settings.webhook_url == "http://127.0.0.1:9/x"
    assert SECRET not in repr(settings) and "webhook_secret='<set>'" in repr(settings)
