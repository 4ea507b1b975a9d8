"""Server settings: flags override environment variables, which override the defaults.

| setting | flag | environment variable | default |
|---|---|---|---|
| listen host | ``--host`` | ``MEEPLE_HOST`` | ``127.0.0.1`` |
| port (0 = any free port) | ``--port`` | ``MEEPLE_PORT`` | ``50051`` |
| database (SQLite path or ``postgresql://`` DSN) | ``--database`` | ``MEEPLE_DATABASE`` |
  ``meeple.db`` |
| admin token (enables conformance mode) | ``--admin-token`` | ``MEEPLE_ADMIN_TOKEN`` | none |
| largest accepted request, bytes | ``--max-message-bytes`` | ``MEEPLE_MAX_MESSAGE_BYTES`` | 65536 |
| keepalive ping interval, seconds | ``--keepalive`` | ``MEEPLE_KEEPALIVE`` | 30 |
| WatchTable heartbeat interval, seconds | ``--heartbeat`` | ``MEEPLE_HEARTBEAT`` | 20 |
| SIGTERM drain grace period, seconds | ``--grace`` | ``MEEPLE_GRACE`` | 10 |
| log level | ``--log-level`` | ``MEEPLE_LOG_LEVEL`` | ``info`` |
| invite/spectate link prefix | ``--link-base`` | ``MEEPLE_LINK_BASE`` | ``meeple://`` |
| SQLite ``synchronous`` pragma | ``--sqlite-synchronous`` | ``MEEPLE_SQLITE_SYNCHRONOUS`` |
  ``NORMAL`` |
| extra engines (``module:factory``, comma-separated) | ``--extra-games`` |
  ``MEEPLE_EXTRA_GAMES`` | none |
| spectator/anonymous watchers per table | ``--max-watchers`` | ``MEEPLE_MAX_WATCHERS`` | 64 |
| watchers per connection or credential, per table | ``--max-watchers-per-client`` |
  ``MEEPLE_MAX_WATCHERS_PER_CLIENT`` | 4 |
| concurrent calls per connection | ``--max-concurrent-streams`` |
  ``MEEPLE_MAX_CONCURRENT_STREAMS`` | 100 |
| idle connection closed after, seconds | ``--connection-idle`` | ``MEEPLE_CONNECTION_IDLE`` |
  300 |
| connection closed (GOAWAY) after, seconds | ``--connection-age`` |
  ``MEEPLE_CONNECTION_AGE`` | 3600 |
| then its calls get, seconds | ``--connection-age-grace`` | ``MEEPLE_CONNECTION_AGE_GRACE`` |
  30 |
| CreateTable / JoinTable calls per second per client address (0: off) | ``--create-rate``,
  ``--join-rate`` | ``MEEPLE_CREATE_RATE``, ``MEEPLE_JOIN_RATE`` | 20, 60 |
| ... and at once (bucket size) | ``--create-burst``, ``--join-burst`` |
  ``MEEPLE_CREATE_BURST``, ``MEEPLE_JOIN_BURST`` | 200, 600 |
| read tokens per second per client address and per credential (0: off), and at once |
  ``--read-rate``, ``--read-burst`` | ``MEEPLE_READ_RATE``, ``MEEPLE_READ_BURST`` | 200, 1000 |
| Prometheus ``/metrics`` port (0 = any free port, -1 = off) | ``--metrics-port`` |
  ``MEEPLE_METRICS_PORT`` | -1 |
| address of ``/metrics`` (apart from ``--host``) | ``--metrics-host`` | ``MEEPLE_METRICS_HOST`` |
  ``127.0.0.1`` |
| bearer token of ``/metrics`` | ``--metrics-token`` | ``MEEPLE_METRICS_TOKEN`` | none |
| seconds the scraped table counts are reused | ``--metrics-cache`` | ``MEEPLE_METRICS_CACHE`` |
  5 |
| bot worker processes (0: a thread of the server) | ``--bot-workers`` | ``MEEPLE_BOT_WORKERS`` |
  2 |
| seconds between looks at the schedule | ``--schedule-poll`` | ``MEEPLE_SCHEDULE_POLL`` | 0.2 |
| a game review's simulations per candidate move | ``--review-rounds`` |
  ``MEEPLE_REVIEW_ROUNDS`` | 12 |
| seconds a worker's claim on a review lasts | ``--review-claim`` | ``MEEPLE_REVIEW_CLAIM`` |
  10 |
| seconds a replica's claim on a due table lasts | ``--schedule-lease`` |
  ``MEEPLE_SCHEDULE_LEASE`` | 15 |
| create the SQLite file's missing folders | ``--create-database-dir`` |
  ``MEEPLE_CREATE_DATABASE_DIR`` | no |
| seconds to wait for PostgreSQL at start-up | ``--database-timeout`` |
  ``MEEPLE_DATABASE_TIMEOUT`` | 10 |
| event loop: ``uvloop`` or the standard library's ``asyncio`` | ``--event-loop`` |
  ``MEEPLE_EVENT_LOOP`` | ``uvloop`` |

Traces are configured by the standard ``OTEL_*`` variables (see :mod:`service.telemetry.tracing`).
| web table HTTP port (0 = off) | ``--web-port`` | ``MEEPLE_WEB_PORT`` | 8080 |
| public URL of the web table (web invite links) | ``--public-url`` | ``MEEPLE_PUBLIC_URL`` |
  none |
| TLS certificate chain and private key (PEM): both ports speak TLS | ``--tls-cert``,
  ``--tls-key`` | ``MEEPLE_TLS_CERT``, ``MEEPLE_TLS_KEY`` | none (plain) |
| more host names of the web table (Host allow-list) | ``--allowed-hosts`` |
  ``MEEPLE_ALLOWED_HOSTS`` | none |
| web connections at once / per client address / header timeout / keep-alive, seconds |
  ``--web-max-connections``, ``--web-max-connections-per-address``, ``--web-header-timeout``,
  ``--web-keep-alive`` | ``MEEPLE_WEB_*`` | 1024, 64, 10, 5 |
| gRPC connections at once | ``--max-connections`` | ``MEEPLE_MAX_CONNECTIONS`` | 4096 |
| webhook receiver (POSTs of turn changes, starts, ends, absences; docs/webhooks.md) |
  ``--webhook-url`` | ``MEEPLE_WEBHOOK_URL`` | none (off) |
| key of the webhooks' ``Meeple-Signature`` HMAC | ``--webhook-secret`` |
  ``MEEPLE_WEBHOOK_SECRET`` | none |
| seconds between looks at the outbox / attempts per delivery / first retry's delay, seconds /
  seconds a replica's claim on a delivery lasts | ``--outbox-poll``, ``--outbox-attempts``,
  ``--outbox-backoff``, ``--outbox-lease`` | ``MEEPLE_OUTBOX_*`` | 1, 15, 2, 60 |
| the web table's language when the browser asks for none it speaks (``en``, ``fa``, ``ja``) |
  ``--default-language`` | ``MEEPLE_DEFAULT_LANGUAGE`` | ``en`` |
| server processes sharing the ports (PostgreSQL only above 1; see :mod:`service.workers`) |
  ``--workers`` | ``MEEPLE_WORKERS`` | 1 |
| SMTP server and From address of the "your move" e-mails | ``--smtp-url``, ``--smtp-sender`` |
  ``MEEPLE_SMTP_URL``, ``MEEPLE_SMTP_SENDER`` | none (no e-mail) |
| Web Push VAPID private key (PEM file) and contact | ``--vapid-private-key``,
  ``--vapid-subject`` | ``MEEPLE_VAPID_*`` | generated into the store; derived |
| notifications per seat and hour, per channel | ``--notify-per-hour`` |
  ``MEEPLE_NOTIFY_PER_HOUR`` | 6 |
| tests only: push endpoints on http://127.0.0.1 | ``--push-allow-loopback`` |
  ``MEEPLE_PUSH_ALLOW_LOOPBACK`` | no |
| a public https address through a Cloudflare quick tunnel (:mod:`service.share`) |
  ``--share`` | ``MEEPLE_SHARE`` | no |
| the tunnel program | ``--share-program`` | ``MEEPLE_SHARE_PROGRAM`` | ``cloudflared`` |
| listen on every interface, invites on this machine's network address | ``--lan`` |
  ``MEEPLE_LAN`` | no |
| believe ``X-Forwarded-For`` from a proxy on loopback (:mod:`service.forwarded`) |
  ``--trusted-proxy`` | ``MEEPLE_TRUSTED_PROXY`` | no |
"""

from __future__ import annotations

import argparse
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any

LOG_LEVELS = ("debug", "info", "warning", "error")
SYNCHRONOUS = ("OFF", "NORMAL", "FULL", "EXTRA")
EVENT_LOOPS = ("uvloop", "asyncio")
#: the languages of the web table's catalog (web/locales/languages.json)
LANGUAGES = ("en", "fa", "ja")
#: the most server processes ``--workers`` starts (each holds database connections and bot
#: worker processes of its own)
MAX_WORKERS = 64


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the server process is configured with."""

    host: str = "127.0.0.1"
    port: int = 50051
    database: str = "meeple.db"
    admin_token: str = ""
    max_message_bytes: int = 65536
    keepalive: float = 30.0
    heartbeat: float = 20.0
    grace: float = 10.0
    log_level: str = "info"
    link_base: str = "meeple://"
    sqlite_synchronous: str = "NORMAL"
    extra_games: str = ""
    max_watchers: int = 64
    max_watchers_per_client: int = 4
    max_concurrent_streams: int = 100
    connection_idle: float = 300.0
    connection_age: float = 3600.0
    connection_age_grace: float = 30.0
    create_rate: float = 20.0
    create_burst: int = 200
    join_rate: float = 60.0
    join_burst: int = 600
    read_rate: float = 200.0
    read_burst: int = 1000
    metrics_port: int = -1
    metrics_host: str = "127.0.0.1"
    metrics_token: str = ""
    metrics_cache: float = 5.0
    bot_workers: int = 2
    schedule_poll: float = 0.2
    schedule_lease: float = 15.0
    review_rounds: int = 12
    review_claim: float = 10.0
    web_port: int = 8080
    public_url: str = ""
    allowed_hosts: str = ""
    web_max_connections: int = 1024
    web_max_connections_per_address: int = 64
    web_header_timeout: float = 10.0
    web_keep_alive: float = 5.0
    max_connections: int = 4096
    create_database_dir: bool = False
    database_timeout: float = 10.0
    event_loop: str = "uvloop"
    tls_cert: str = ""
    tls_key: str = ""

    @property
    def tls(self) -> bool:
        return bool(self.tls_cert)

    default_language: str = "en"
    workers: int = 1
    # notifications for people (service.notify, issue 30)
    smtp_url: str = ""
    smtp_sender: str = ""
    vapid_private_key: str = ""
    vapid_subject: str = ""
    notify_per_hour: int = 6
    push_allow_loopback: bool = False
    webhook_url: str = ""
    webhook_secret: str = ""
    outbox_poll: float = 1.0
    outbox_attempts: int = 15
    outbox_backoff: float = 2.0
    outbox_lease: float = 60.0
    # friends reach the table (issue 42): service.share, service.forwarded
    share: bool = False
    share_program: str = "cloudflared"
    lan: bool = False
    trusted_proxy: bool = False

    @property
    def web_host(self) -> str:
        """The web table's listen address: every interface with --lan, else --host."""
        return "0.0.0.0" if self.lan else self.host

    @property
    def conformance_mode(self) -> bool:
        return bool(self.admin_token)

    def __repr__(self) -> str:  # never print the admin token
        shown = {f.name: getattr(self, f.name) for f in fields(self)}
        for secret in ("admin_token", "metrics_token", "webhook_secret", "smtp_url"):
            if shown[secret]:
                shown[secret] = "<set>"
        return f"Settings({', '.join(f'{k}={v!r}' for k, v in shown.items())})"


_HELP = {
    "host": "address to listen on",
    "port": "TCP port (0 picks a free one)",
    "database": "SQLite file path, or a postgresql:// DSN",
    "admin_token": "enables conformance mode for callers presenting this bearer token",
    "max_message_bytes": "largest accepted request in bytes (RESOURCE_EXHAUSTED above)",
    "keepalive": "seconds between keepalive pings on idle connections",
    "heartbeat": "seconds between WatchTable heartbeats",
    "grace": "seconds SIGTERM waits for streams and calls to finish",
    "log_level": "one of " + ", ".join(LOG_LEVELS),
    "link_base": "prefix of invite and spectate links (e.g. https://play.example.com/)",
    "sqlite_synchronous": "SQLite synchronous pragma: " + ", ".join(SYNCHRONOUS),
    "extra_games": "extra engines to host, comma-separated module:factory",
    "max_watchers": "WatchTable streams per table shared by spectators and anonymous watchers "
    "(seats and the host always find one)",
    "create_rate": "CreateTable calls per second per client address (0: no limit)",
    "create_burst": "CreateTable calls a client address may make at once",
    "join_rate": "JoinTable calls per second per client address (0: no limit)",
    "join_burst": "JoinTable calls a client address may make at once",
    "read_rate": "read tokens per second per client address and per credential (GetTable, "
    "GetView, ListTables, PreviewTable, WatchTable opens: 1; ListEvents: 1 per 100 events of its "
    "page; ReplayRecord: 1 per 10 events of its record; 0: off)",
    "read_burst": "read tokens a client address or credential may spend at once",
    "max_watchers_per_client": "WatchTable streams at one table per connection (spectators, "
    "anonymous) or per seat/host credential",
    "max_concurrent_streams": "concurrent calls per client connection (HTTP/2 streams)",
    "connection_idle": "seconds after which a connection without calls is closed",
    "connection_age": "seconds after which a connection is asked to go away (GOAWAY)",
    "connection_age_grace": "seconds the calls of such a connection may still take",
    "metrics_port": "HTTP port of Prometheus /metrics on --host (0 picks a free one, -1 = off)",
    "metrics_host": "address of the /metrics port, apart from --host: loopback unless an operator "
    "publishes it on purpose (0.0.0.0 in a pod or a private network)",
    "metrics_token": "bearer token /metrics asks for (Authorization: Bearer TOKEN); none: no token",
    "metrics_cache": "seconds the scraped table counts and store sizes are reused (one count "
    "of the tables per that time, whatever the number of scrapers)",
    "bot_workers": "search worker processes that compute bot moves, plus one quick worker for "
    "random and greedy (0: a thread of the server per lane)",
    "schedule_poll": "seconds between looks at the schedule of bot turns and deadlines",
    "schedule_lease": "seconds a replica's claim on a due table lasts (then another may take it)",
    "review_rounds": "simulations of each candidate move per decision of a game review "
    "(RequestReview; deeper is slower)",
    "review_claim": "seconds a worker's claim on a game review lasts, renewed with every "
    "decision (then another worker may take it over)",
    "web_port": "HTTP port of the web table (0 turns it off)",
    "public_url": "the web table's public address (e.g. https://games.example.org): "
    "CreateTable then also returns https://.../t/{table}?invite=... links",
    "allowed_hosts": "host names the web table answers for besides --public-url's, localhost "
    "and IP literals (comma-separated; any other Host header gets 421, against DNS rebinding)",
    "web_max_connections": "open connections on the web port (more are closed at once)",
    "web_max_connections_per_address": "open connections on the web port from one client "
    "address (more are closed at once; a tunnel or proxy trusted with --share or "
    "--trusted-proxy counts against the total only)",
    "web_header_timeout": "seconds a web connection may take to send a request's headers",
    "web_keep_alive": "seconds an idle web connection stays open between requests",
    "max_connections": "open connections on the gRPC port (more are refused)",
    "create_database_dir": "create the SQLite file's missing folders (else a missing folder is "
    "an error: a typo must not start an empty database)",
    "database_timeout": "seconds to keep trying to reach PostgreSQL at start-up",
    "event_loop": "the server's event loop: uvloop (a tenth less CPU per request) or asyncio",
    "tls_cert": "PEM certificate chain: the gRPC and web ports then speak TLS only "
    "(with --tls-key)",
    "tls_key": "PEM private key of --tls-cert",
    "workers": "server processes sharing the gRPC and web ports on this host (SO_REUSEPORT; "
    "more than 1 needs a postgresql:// --database); the first process supervises them",
    "default_language": "the web table's language for a browser that asks for none of "
    + ", ".join(LANGUAGES)
    + " (a reader's own choice and browser languages come first)",
    "smtp_url": 'SMTP server of the "your move" e-mails, smtp://host:port (plain, or STARTTLS '
    "when the server offers it) or smtps://host:port; user:password@ for a login; none: no e-mail",
    "smtp_sender": "the From address of those e-mails (needed with --smtp-url)",
    "vapid_private_key": "PEM file of the Web Push (VAPID) P-256 private key; none: a key "
    "generated once into the store",
    "vapid_subject": "VAPID contact (mailto: or https:); none: mailto: the --smtp-sender, else "
    "the --public-url",
    "notify_per_hour": "notifications per seat and hour, each channel (more are dropped)",
    "push_allow_loopback": "TESTS ONLY: accept http://127.0.0.1:PORT push endpoints (a loopback "
    "push service); never on a server others use",
    "webhook_url": "http(s) URL the service POSTs signed JSON to when a table's turn passes, "
    "it starts or ends, or a seat turns absent (docs/webhooks.md; needs --webhook-secret)",
    "webhook_secret": "key of the webhooks' HMAC-SHA256 signature (header Meeple-Signature); "
    "at least 16 characters",
    "outbox_poll": "seconds between looks at the outbox for deliveries written by other "
    "replicas or due for a retry",
    "outbox_attempts": "attempts per outbox delivery (webhook, ...) before it is given up",
    "outbox_backoff": "seconds before a failed delivery's first retry (then doubling, with "
    "jitter, up to an hour)",
    "share": "a public https address for the web table through a Cloudflare quick tunnel (no "
    "account; the cloudflared program on PATH): every invite and link uses it; only the web "
    "port is reached through it",
    "share_program": "the tunnel program --share runs (its name on PATH, or a path)",
    "lan": "the web table listens on every interface and hands out invites on this machine's "
    "network address, for friends on the same Wi-Fi (gRPC stays on --host)",
    "trusted_proxy": "a reverse proxy on this machine (Caddy, nginx) forwards the web table's "
    "requests: the per-address limits key on the last X-Forwarded-For address of requests "
    "from loopback (never from anyone else)",
    "outbox_lease": "seconds a replica's claim on a delivery lasts (then, if the replica died "
    "while sending, another sends it again); longer than a send may take",
}

#: values a true boolean environment variable may take (anything else is false)
TRUE_WORDS = ("1", "true", "yes", "on")


def env_name(field_name: str) -> str:
    return "MEEPLE_" + field_name.upper()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Flags for every setting; unset flags fall back to the environment, then defaults."""
    for f in fields(Settings):
        flag = "--" + f.name.replace("_", "-")
        kind: Any = type(f.default)
        extra: dict[str, Any] = {}
        default = "none" if f.default == "" else f.default
        if isinstance(f.default, bool):
            parser.add_argument(
                flag,
                dest=f.name,
                action="store_true",
                default=None,
                help=f"{_HELP[f.name]} (env {env_name(f.name)}=1)",
            )
            continue
        if f.name == "log_level":
            extra["choices"] = LOG_LEVELS
        if f.name == "sqlite_synchronous":
            extra["choices"] = SYNCHRONOUS
        if f.name == "event_loop":
            extra["choices"] = EVENT_LOOPS
        if f.name == "default_language":
            extra["choices"] = LANGUAGES
        parser.add_argument(
            flag,
            dest=f.name,
            type=kind,
            default=None,
            help=f"{_HELP[f.name]} (default {default}; env {env_name(f.name)})",
            **extra,
        )


def from_sources(
    args: argparse.Namespace | None = None, environ: Mapping[str, str] | None = None
) -> Settings:
    """Settings from parsed flags, then environment variables, then defaults."""
    env = os.environ if environ is None else environ
    values: dict[str, Any] = {}
    for f in fields(Settings):
        flag_value = getattr(args, f.name, None) if args is not None else None
        if flag_value is not None:
            values[f.name] = flag_value
            continue
        raw = env.get(env_name(f.name))
        if raw is not None and raw != "":
            if isinstance(f.default, bool):
                values[f.name] = raw.strip().lower() in TRUE_WORDS
                continue
            try:
                converter: Any = type(f.default)
                values[f.name] = converter(raw)
            except ValueError as error:
                raise SystemExit(f"{env_name(f.name)}: {error}") from error
    settings = Settings(**values)
    validate(settings)
    return settings


#: Every setting's rule, checked in this order: (when the settings break it, the one line
#: printed then). Rules that read files or span several options are the validate_* functions.
RULES: tuple[tuple[Callable[[Settings], bool], str], ...] = (
    (lambda s: s.log_level not in LOG_LEVELS, f"log level must be one of {', '.join(LOG_LEVELS)}"),
    (
        lambda s: s.sqlite_synchronous.upper() not in SYNCHRONOUS,
        f"sqlite synchronous must be one of {', '.join(SYNCHRONOUS)}",
    ),
    (
        lambda s: s.event_loop not in EVENT_LOOPS,
        f"event loop must be one of {', '.join(EVENT_LOOPS)}",
    ),
    (
        lambda s: s.default_language not in LANGUAGES,
        f"default language must be one of {', '.join(LANGUAGES)}",
    ),
    (lambda s: not 0 <= s.port <= 65535, "port must be within 0..65535"),
    (
        lambda s: not -1 <= s.metrics_port <= 65535,
        "metrics port must be within 0..65535, or -1 for no metrics",
    ),
    (
        lambda s: not 0 <= s.web_port <= 65535,
        "web port must be within 0..65535 (0 turns the web table off)",
    ),
    (
        lambda s: bool(s.public_url) and not s.public_url.startswith(("https://", "http://")),
        "public url must start with https:// (or http://)",
    ),
    (lambda s: s.max_message_bytes < 1024, "max message bytes must be at least 1024"),
    (
        lambda s: min(s.create_rate, s.join_rate, s.read_rate) < 0,
        "rates must not be negative (0 turns a limit off)",
    ),
    (lambda s: min(s.create_burst, s.join_burst, s.read_burst) < 1, "bursts must be at least 1"),
    (
        lambda s: s.max_watchers < 1 or s.max_watchers_per_client < 1,
        "max watchers (per table and per client) must be at least 1",
    ),
    (
        lambda s: s.heartbeat <= 0 or s.keepalive <= 0 or s.grace < 0,
        "heartbeat and keepalive must be positive, grace non-negative",
    ),
    (lambda s: s.max_concurrent_streams < 1, "max concurrent streams must be at least 1"),
    (
        lambda s: min(s.connection_idle, s.connection_age, s.connection_age_grace) <= 0,
        "connection idle, age and age grace must be positive",
    ),
    (
        lambda s: s.bot_workers < 0 or s.schedule_poll <= 0 or s.schedule_lease <= 0,
        "bot workers must be >= 0, schedule poll and lease positive",
    ),
    (
        lambda s: s.review_rounds < 1 or s.review_claim <= 0,
        "review rounds must be at least 1, review claim positive",
    ),
    (
        lambda s: min(s.web_max_connections, s.max_connections) < 1,
        "max connections (web and gRPC) must be at least 1",
    ),
    (
        lambda s: s.web_max_connections_per_address < 1,
        "web max connections per address must be at least 1",
    ),
    (
        lambda s: min(s.web_header_timeout, s.web_keep_alive) <= 0,
        "web header timeout and keep-alive must be positive",
    ),
    (lambda s: s.metrics_cache < 0, "metrics cache must not be negative (0: read at every scrape)"),
    (lambda s: not 1 <= s.workers <= MAX_WORKERS, f"workers must be within 1..{MAX_WORKERS}"),
    (
        lambda s: s.metrics_port > 0 and s.metrics_port + s.workers - 1 > 65535,
        "metrics port + workers - 1 must be within 65535 (worker i: port + i)",
    ),
    (lambda s: s.database_timeout <= 0, "database timeout must be positive"),
)


#: the shortest admin token accepted (it opens conformance mode: a short one is guessable)
MIN_ADMIN_TOKEN = 16


def validate_numbers(settings: Settings) -> None:
    """Every number is finite: ``nan`` or ``inf`` would turn a limit off without a word
    (``--read-rate nan`` compares false with everything), and the admin token is long enough
    (issue 48, finding 11)."""
    for f in fields(settings):
        value = getattr(settings, f.name)
        if isinstance(value, float) and not math.isfinite(value):
            flag = "--" + f.name.replace("_", "-")
            raise SystemExit(f"{flag} must be a finite number, not {value}")
    if settings.admin_token and len(settings.admin_token) < MIN_ADMIN_TOKEN:
        raise SystemExit(
            f"an admin token must be at least {MIN_ADMIN_TOKEN} characters "
            "(e.g. python -c 'import secrets; print(secrets.token_hex(32))')"
        )


def validate(settings: Settings) -> None:
    """Every number finite, every rule, then the notification, outbox, sharing and TLS
    options: the first that fails exits with its one line."""
    validate_numbers(settings)
    for broken, message in RULES:
        if broken(settings):
            raise SystemExit(message)
    validate_notify(settings)
    validate_outbox(settings)
    validate_sharing(settings)
    validate_tls(settings)


def validate_tls(settings: Settings) -> None:
    """--tls-cert and --tls-key come together and name readable files."""
    if bool(settings.tls_cert) != bool(settings.tls_key):
        raise SystemExit("TLS needs both --tls-cert and --tls-key")
    for path in (settings.tls_cert, settings.tls_key):
        if path and not os.path.isfile(path):
            raise SystemExit(f"cannot read the TLS file {path}: no such file")


def validate_notify(settings: Settings) -> None:
    """The notification options (service.notify): one line each, never a traceback."""
    if settings.smtp_url:
        scheme = settings.smtp_url.split("://", 1)[0]
        if scheme not in ("smtp", "smtps") or "://" not in settings.smtp_url:
            raise SystemExit("smtp url must look like smtp://host:port (or smtps://host:port)")
        if "@" not in settings.smtp_sender:
            raise SystemExit(
                "--smtp-url needs --smtp-sender, the From address (e.g. games@example.org)"
            )
    if settings.vapid_subject and not settings.vapid_subject.startswith(("mailto:", "https://")):
        raise SystemExit("vapid subject must start with mailto: or https://")
    if settings.vapid_private_key:
        path = settings.vapid_private_key
        if not os.path.isfile(path):
            raise SystemExit(f"cannot read the VAPID key {path}: no such file")
        from service.notify.vapid import keys_of  # the key's parser (cryptography), on demand

        try:
            with open(path, encoding="utf-8") as pem:
                keys_of(pem.read())
        except (ValueError, UnicodeDecodeError):
            raise SystemExit(
                f"the VAPID key {path} is no P-256 private key in PEM (make one: openssl "
                "ecparam -name prime256v1 -genkey -noout | openssl pkcs8 -topk8 -nocrypt)"
            ) from None
    if settings.notify_per_hour < 1:
        raise SystemExit("notify per hour must be at least 1")


#: seconds one webhook POST may take (service.outbox.webhook.TIMEOUT)
WEBHOOK_TIMEOUT = 10.0
#: the shortest webhook secret accepted (a short key is a guessable key)
MIN_WEBHOOK_SECRET = 16


def validate_outbox(settings: Settings) -> None:
    """The webhook's URL and secret come together; the outbox's timings are positive."""
    if settings.webhook_url:
        if not settings.webhook_url.startswith(("https://", "http://")):
            raise SystemExit("webhook url must start with https:// (or http://)")
        if len(settings.webhook_secret) < MIN_WEBHOOK_SECRET:
            raise SystemExit(
                f"a webhook needs --webhook-secret of at least {MIN_WEBHOOK_SECRET} characters "
                "(e.g. python -c 'import secrets; print(secrets.token_hex(32))')"
            )
    elif settings.webhook_secret:
        raise SystemExit("--webhook-secret without --webhook-url: give the receiver's URL too")
    if min(settings.outbox_poll, settings.outbox_backoff) <= 0 or settings.outbox_attempts < 1:
        raise SystemExit("outbox poll and backoff must be positive, attempts at least 1")
    if settings.outbox_lease <= WEBHOOK_TIMEOUT:
        raise SystemExit(f"outbox lease must be longer than a send may take ({WEBHOOK_TIMEOUT} s)")


def validate_sharing(settings: Settings) -> None:
    """--share, --lan and --trusted-proxy: which combinations make sense (service.share)."""
    if settings.share or settings.lan:
        flag = "--share" if settings.share else "--lan"
        if settings.web_port == 0:
            raise SystemExit(f"{flag} shares the web table: it needs a --web-port (not 0)")
        if settings.public_url:
            raise SystemExit(
                f"{flag} chooses the public address itself: drop --public-url (or drop {flag})"
            )
        if settings.workers > 1:
            raise SystemExit(f"{flag} runs with one server process: drop --workers")
    if settings.share and settings.trusted_proxy:
        raise SystemExit(
            "--share and --trusted-proxy cannot be told apart on loopback: use one of them"
        )
    if settings.share and settings.tls:
        raise SystemExit("--share brings its own https address: drop --tls-cert and --tls-key")
    if not settings.share_program.strip():
        raise SystemExit("share program must name a program (default cloudflared)")
