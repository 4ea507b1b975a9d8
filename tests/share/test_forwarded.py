"""Which address is the client's (service.forwarded): the forwarded one only from loopback, only
with --share (CF-Connecting-IP) or --trusted-proxy (the last X-Forwarded-For entry), never a
header anyone else sends; and the settings that would make the two indistinguishable refused."""

from __future__ import annotations

import argparse

import pytest

from service import settings as settings_module
from service.forwarded import CF_CONNECTING_IP, X_FORWARDED_FOR, Forwarding, as_peer, is_loopback
from service.ratelimit import LOOPBACK, client_address
from service.settings import Settings

SHARE = Forwarding(CF_CONNECTING_IP)
PROXY = Forwarding(X_FORWARDED_FOR)
NONE = Forwarding()
LOCAL = "ipv4:127.0.0.1:50312"


def test_the_mode_follows_the_flags() -> None:
    assert Forwarding.of(Settings()) == NONE
    assert Forwarding.of(Settings(share=True)) == SHARE
    assert Forwarding.of(Settings(trusted_proxy=True)) == PROXY


def test_the_tunnel_forwards_cf_connecting_ip_from_loopback() -> None:
    headers = [("CF-Connecting-IP", "203.0.113.7"), ("X-Forwarded-For", "198.51.100.9")]
    assert SHARE.client_peer(LOCAL, headers) == "ipv4:203.0.113.7:0"
    assert SHARE.client_peer("ipv6:[::1]:4000", headers) == "ipv4:203.0.113.7:0"
    assert client_address(SHARE.client_peer(LOCAL, headers)) == "203.0.113.7"
    # IPv6 clients: the key is their /64, as for a direct IPv6 peer
    six = SHARE.client_peer(LOCAL, [(b"cf-connecting-ip", b"2001:db8:1:2:3::9")])
    assert six == "ipv6:[2001:db8:1:2:3::9]:0"
    assert client_address(six) == "2001:db8:1:2::/64"


def test_a_proxy_forwards_the_last_x_forwarded_for_entry() -> None:
    # what a client wrote is on the left; the proxy appended what it saw
    headers = [("X-Forwarded-For", "10.9.9.9, 192.0.2.1"), ("x-forwarded-for", "198.51.100.4")]
    assert PROXY.client_peer(LOCAL, headers) == "ipv4:198.51.100.4:0"
    # a proxy never reads the tunnel's header (a client could send it through the proxy)
    assert PROXY.client_peer(LOCAL, [("CF-Connecting-IP", "203.0.113.7")]) == LOCAL


@pytest.mark.parametrize("mode", [SHARE, PROXY])
def test_anyone_else_is_keyed_by_their_own_address(mode: Forwarding) -> None:
    headers = [("CF-Connecting-IP", "203.0.113.7"), ("X-Forwarded-For", "203.0.113.7")]
    for peer in ("ipv4:192.0.2.50:4000", "ipv6:[2001:db8::5]:4000", "unix:/tmp/socket"):
        assert mode.client_peer(peer, headers) == peer


def test_without_either_flag_no_header_counts() -> None:
    headers = [("CF-Connecting-IP", "203.0.113.7"), ("X-Forwarded-For", "203.0.113.7")]
    assert NONE.client_peer(LOCAL, headers) == LOCAL
    assert client_address(NONE.client_peer(LOCAL, headers)) == LOOPBACK


@pytest.mark.parametrize(
    "value", ["", "not-an-address", "203.0.113.999", "unknown", "1.2.3.4" + " " * 2000]
)
def test_a_header_that_is_no_address_leaves_the_connection_s_own(value: str) -> None:
    assert SHARE.client_peer(LOCAL, [("cf-connecting-ip", value)]) == LOCAL
    assert PROXY.client_peer(LOCAL, [("x-forwarded-for", value)]) == LOCAL


def test_addresses_are_read_as_proxies_write_them() -> None:
    assert as_peer(" 203.0.113.7 ") == "ipv4:203.0.113.7:0"
    assert as_peer("203.0.113.7:443") == "ipv4:203.0.113.7:0"
    assert as_peer("[2001:db8::1]:443") == "ipv6:[2001:db8::1]:0"
    assert as_peer("::ffff:203.0.113.7") == "ipv4:203.0.113.7:0"
    assert as_peer("example.org") is None
    assert is_loopback("ipv4:127.5.6.7:1") and is_loopback("ipv6:[::ffff:127.0.0.1]:1")
    assert not is_loopback("ipv4:192.0.2.1:1") and not is_loopback("unix:/x")


def parse(*argv: str) -> Settings:
    parser = argparse.ArgumentParser()
    settings_module.add_arguments(parser)
    return settings_module.from_sources(parser.parse_args(list(argv)), environ={})


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--share", "--trusted-proxy"], "cannot be told apart"),
        (["--share", "--web-port", "0"], "needs a --web-port"),
        (["--lan", "--web-port", "0"], "needs a --web-port"),
        (["--share", "--public-url", "https://x.example"], "drop --public-url"),
        (["--share", "--workers", "2"], "one server process"),
        (["--share", "--share-program", " "], "must name a program"),
    ],
)
def test_combinations_that_make_no_sense_are_one_line(argv: list[str], words: str) -> None:
    with pytest.raises(SystemExit) as refused:
        parse(*argv)
    assert words in str(refused.value)


def test_the_flags_and_their_environment_variables() -> None:
    assert parse("--share").share and parse("--lan").lan and parse("--trusted-proxy").trusted_proxy
    parser = argparse.ArgumentParser()
    settings_module.add_arguments(parser)
    env = {"MEEPLE_SHARE": "1", "MEEPLE_SHARE_PROGRAM": "/opt/cloudflared"}
    from_env = settings_module.from_sources(parser.parse_args([]), environ=env)
    assert from_env.share and from_env.share_program == "/opt/cloudflared"
    assert parse("--lan").web_host == "0.0.0.0" and parse().web_host == "127.0.0.1"
