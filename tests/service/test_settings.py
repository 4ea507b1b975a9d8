"""Server settings: flags override MEEPLE_* environment variables, which override defaults;
bad values stop the server before it starts; the admin token is never printed."""

from __future__ import annotations

import argparse

import pytest

from clients.cli import build_parser
from service.settings import Settings, add_arguments, from_sources
from service.store.factory import make_store
from service.store.sqlite import SQLiteStore


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return parser.parse_args(argv)


def test_defaults() -> None:
    settings = from_sources(parse([]), environ={})
    assert settings == Settings()
    assert settings.host == "127.0.0.1" and settings.port == 50051
    assert not settings.conformance_mode
    assert settings.metrics_port == -1  # no metrics endpoint unless asked for


def test_environment_then_flags() -> None:
    environ = {
        "MEEPLE_PORT": "6000",
        "MEEPLE_DATABASE": "/tmp/x.db",
        "MEEPLE_MAX_MESSAGE_BYTES": "2048",
        "MEEPLE_KEEPALIVE": "15",
        "MEEPLE_LOG_LEVEL": "warning",
        "MEEPLE_ADMIN_TOKEN": "sekret-admin-token",
    }
    from_env = from_sources(parse([]), environ=environ)
    assert (from_env.port, from_env.database, from_env.max_message_bytes) == (
        6000,
        "/tmp/x.db",
        2048,
    )
    assert (from_env.keepalive, from_env.log_level) == (15.0, "warning")
    assert from_env.conformance_mode
    assert "sekret-admin-token" not in repr(from_env)
    from_flags = from_sources(parse(["--port", "7000", "--log-level", "debug"]), environ=environ)
    assert (from_flags.port, from_flags.log_level, from_flags.database) == (
        7000,
        "debug",
        "/tmp/x.db",
    )


@pytest.mark.parametrize(
    "environ",
    [
        {"MEEPLE_PORT": "http"},
        {"MEEPLE_PORT": "70000"},
        {"MEEPLE_MAX_MESSAGE_BYTES": "10"},
        {"MEEPLE_METRICS_PORT": "-2"},
        {"MEEPLE_METRICS_PORT": "70000"},
    ],
)
def test_bad_values_stop_the_server(environ: dict[str, str]) -> None:
    with pytest.raises(SystemExit):
        from_sources(parse([]), environ=environ)


def test_serve_subcommand_takes_the_documented_flags() -> None:
    args = build_parser().parse_args(
        ["serve", "--port", "50052", "--database", "t.db", "--admin-token", "T"]
    )
    assert (args.port, args.database, args.admin_token) == (50052, "t.db", "T")


def test_store_by_database_setting() -> None:
    assert isinstance(make_store("meeple.db"), SQLiteStore)
    assert isinstance(make_store("sqlite:///tmp/x.db"), SQLiteStore)


#: one setting that breaks each of service.settings.RULES, in the rules' order
BREAKING: list[dict[str, object]] = [
    {"log_level": "loud"},
    {"sqlite_synchronous": "sometimes"},
    {"event_loop": "trio"},
    {"default_language": "xx"},
    {"port": 70000},
    {"metrics_port": -2},
    {"web_port": -1},
    {"public_url": "ftp://example.org"},
    {"max_message_bytes": 1023},
    {"join_rate": -1.0},
    {"read_burst": 0},
    {"max_watchers_per_client": 0},
    {"grace": -1.0},
    {"max_concurrent_streams": 0},
    {"connection_age_grace": 0.0},
    {"schedule_lease": 0.0},
    {"review_rounds": 0},
    {"web_max_connections": 0},
    {"web_max_connections_per_address": 0},
    {"web_keep_alive": 0.0},
    {"metrics_cache": -1.0},
    {"workers": 0},
    {"metrics_port": 65535, "workers": 2},
    {"database_timeout": 0.0},
]


def test_each_rule_stops_the_server_with_its_own_line() -> None:
    """Every rule of the table is reached: a setting that breaks it alone exits with that
    rule's line, and the defaults break none."""
    from dataclasses import replace

    from service.settings import RULES, validate

    assert len(BREAKING) == len(RULES)
    validate(Settings())
    for overrides, (_, message) in zip(BREAKING, RULES, strict=True):
        with pytest.raises(SystemExit) as stopped:
            validate(replace(Settings(), **overrides))  # type: ignore[arg-type]
        assert str(stopped.value) == message, overrides
