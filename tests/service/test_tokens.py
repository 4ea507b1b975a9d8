"""Tokens and proposed credentials never start with ``-``: a command line such as
``meeple join --credential TOKEN`` would read one that did as an option. Without the rule about
one token in 64 would (the first of 43 URL-safe base64 characters is ``-`` with chance 1/64), so
4,000 draws with none is a check that fails by chance with probability below 1e-27."""

from __future__ import annotations

from clients.api.common import new_credential
from service.security import PROPOSED_TOKEN, derive_token, new_token


def test_server_tokens_never_start_with_a_dash() -> None:
    tokens = [new_token() for _ in range(4000)]
    assert not [t for t in tokens if t.startswith("-")]
    assert len(set(tokens)) == len(tokens)
    assert all(PROPOSED_TOKEN.match(t) for t in tokens)
    # the rule removes one first character only: all 63 others still appear
    assert len({t[0] for t in tokens}) == 63


def test_proposed_credentials_never_start_with_a_dash() -> None:
    credentials = [new_credential() for _ in range(4000)]
    assert not [c for c in credentials if c.startswith("-")]
    assert all(PROPOSED_TOKEN.match(c) for c in credentials)
    assert len({c[0] for c in credentials}) == 63


def test_derived_invite_and_spectator_tokens_never_start_with_a_dash() -> None:
    """The invite and spectator tokens are derived from the host credential (HMAC): they too
    go on command lines (`meeple export --credential TOKEN` failed in CI on a spectator token
    "-P4L..."), and a retry still derives the very same token."""
    host = new_token()
    tokens = [derive_token(host, purpose, f"t{i}") for purpose in ("invite", "spectator")
              for i in range(2000)]  # fmt: skip
    assert not [t for t in tokens if t.startswith("-")]
    assert all(PROPOSED_TOKEN.match(t) for t in tokens)
    assert len(set(tokens)) == len(tokens)
    assert derive_token(host, "spectator", "t7") == tokens[2007]
