"""The storage interface of the game service.

Everything durable about a table goes through :class:`Store`: its metadata, its append-only log
of entries (one per table version), the chance outcomes each entry realised, snapshots of the
game state, hashed credentials and idempotency records. Implementations: SQLite
(:mod:`service.store.sqlite`, the default) and PostgreSQL (:mod:`service.store.postgres`),
both over one SQL layer (:mod:`service.store.sql`).

Design rules every implementation keeps:

* **The database decides.** :meth:`Store.commit` is a conditional append: it succeeds only if the
  table's version is still ``Commit.expected_version``, and writes the entries, the table's new
  state and metadata, credential changes, the idempotency record and an optional snapshot in
  one transaction. Otherwise it raises :class:`VersionConflict` and writes nothing. Several
  server processes may share one database; nothing here assumes a single process.
* **Idempotency lives with the data.** An idempotency record ``(scope, request_id)`` is written
  in the same transaction as the change it records. A second commit with the same key raises
  :class:`DuplicateRequest` carrying the stored record, and writes nothing.
* **Opaque payloads.** Table metadata, log payloads, chance outcomes and snapshots are bytes
  owned by the service (serialized protobuf); a store never interprets them. Only the fields a
  store must filter or order by are typed columns.
* **Secrets.** Credentials are stored only as hashes (:attr:`Credential.token_hash`). The
  ``secret`` blob of a table (its seed or chance script) and the ``chance`` blob of entries are
  server-only data: a store returns them only to the service, which never sends them out.
* **Wake-ups, not messages.** :class:`Notifier` tells watchers "table T may have a new version";
  watchers then read the log. The in-process notifier serves one process (SQLite); a PostgreSQL
  notifier implements the same interface with LISTEN/NOTIFY for several processes.

All methods are coroutines so that drivers with native asyncio support (psycopg 3) fit; an
implementation over a blocking driver keeps each call short.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from service.store.chat import ChatStorage
from service.store.contacts import SeatContacts
from service.store.record_reviews import RecordReviewStorage
from service.store.reviews import ReviewRow


class TableStatus(StrEnum):
    """A table's lifecycle state, as stored (mirrors meeple.v1.Table.State)."""

    WAITING = "WAITING"
    ACTIVE = "ACTIVE"
    FINISHED = "FINISHED"
    ABANDONED = "ABANDONED"


class CredentialKind(StrEnum):
    """What a table credential allows."""

    HOST = "HOST"
    SEAT = "SEAT"
    SPECTATOR = "SPECTATOR"
    INVITE = "INVITE"


@dataclass(frozen=True, slots=True)
class TableRecord:
    """A table's row: typed columns for filtering, opaque blobs for the rest."""

    table_id: str
    #: registry name of the game, e.g. "carcassonne"
    game: str
    public: bool
    status: TableStatus
    #: number of log entries so far; 0 for a new table
    version: int
    #: seconds since the epoch (UTC)
    create_time: float
    update_time: float
    #: the service's serialized table metadata (seats, options, ...), without version/etag
    metadata: bytes
    #: server-only: the table's seed or chance script, never sent to any client
    secret: bytes


@dataclass(frozen=True, slots=True)
class NewEntry:
    """One log entry to append; its version is given by the commit."""

    #: short label of the change, e.g. "join", "leave", "start", "action"
    kind: str
    #: the acting seat, or None
    seat: int | None
    #: the service's serialized, unfiltered event (meeple.v1.TableEvent)
    payload: bytes
    #: server-only: the realised chance outcomes (serialized meeple.v1.ChanceScript)
    chance: bytes = b""
    #: the request id that produced the entry, if any (for diagnostics)
    request_id: str = ""


@dataclass(frozen=True, slots=True)
class Entry:
    """One stored log entry."""

    table_id: str
    version: int
    kind: str
    seat: int | None
    payload: bytes
    chance: bytes
    request_id: str
    #: seconds since the epoch (UTC)
    commit_time: float


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The full game state at one version, so a load replays only the entries after it."""

    table_id: str
    version: int
    #: the game's serialized State message
    state: bytes
    #: server-only: position of the table's chance source at this version (e.g. draws so far)
    chance_position: bytes = b""


@dataclass(frozen=True, slots=True)
class Credential:
    """A credential, stored only as the hash of its token."""

    #: hex digest of the token (see service.security); the primary key
    token_hash: str
    table_id: str
    kind: CredentialKind
    #: the seat for SEAT credentials, else None
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class IdempotencyRecord:
    """The first result of a request, keyed by ``(scope, request_id)``.

    ``scope`` is the table id for table mutations, or a fixed string such as "create" for
    CreateTable. ``fingerprint`` identifies the request's content, so a reused request id with
    different content can be told apart from a retry; ``response`` is the service's serialized
    response (it never contains a secret in clear).
    """

    scope: str
    request_id: str
    fingerprint: str
    response: bytes
    #: the table version the request produced
    version: int = 0


@dataclass(frozen=True, slots=True)
class Compaction:
    """What a table no longer needs once its game is over, dropped in the same transaction as
    the commit that ends it: older snapshots, and the idempotency records of older entries of
    the given kinds (a retry of such a request then meets a finished game and changes
    nothing)."""

    #: snapshots with a lower version are deleted (the commit's own snapshot stays)
    snapshots_below: int
    #: idempotency records (scope = the table id) of entries with a lower version are deleted
    retries_below: int
    #: ... when the entry at the record's version has one of these kinds
    retry_kinds: tuple[str, ...] = ("action", "undo")


@dataclass(frozen=True, slots=True)
class Due:
    """When the service must next look at a table (a bot to move, a turn deadline); ``None``
    takes the table off the schedule. Written in the commit's transaction, so the schedule
    always matches the table's state."""

    time: float | None
    #: what is due: "bot" (a bot's decision at a table where a person plays, needs a worker),
    #: "bots" (the same at a table of bots only: background work) or "deadline" (a person's
    #: turn deadline, cheap to fire); keepers claim the kinds separately so deadlines never
    #: queue behind bot decisions, nor a person's opponent behind tables of bots
    kind: str = "deadline"
    #: whom the table's bot work is for (:func:`service.botwork.person_of_table`): a claim
    #: may skip the due turns of persons with enough work waiting
    owner: str = ""


@dataclass(frozen=True, slots=True)
class ContactCondition:
    """A delivery written only when seat ``seat`` of the commit's table has a contacts row
    (:mod:`service.store.contacts`) written by ``owner`` (the seat credential's hash), not
    muted, with an address of ``medium`` ("email": an e-mail address; "push": a device). The
    store checks it inside the commit, so the commit needs no read of the contacts first."""

    seat: int
    owner: str
    medium: str


#: the media a :class:`ContactCondition` knows
CONTACT_MEDIA = ("email", "push")


@dataclass(frozen=True, slots=True)
class NewDelivery:
    """One outbox row a commit writes (see :mod:`service.outbox`): a message a channel must
    send because of this commit, durable from the moment the change is."""

    #: unique; also the idempotency key the receiver sees
    delivery_id: str
    #: the channel's name (e.g. "webhook"), which sends it
    channel: str
    #: the table version of the event that caused it
    version: int
    #: the channel's opaque message (e.g. the webhook's JSON body)
    payload: bytes
    #: seconds since the epoch (UTC): first attempt no earlier than this
    not_before: float = 0.0
    #: written only when this holds (None: always)
    only_if: ContactCondition | None = None


@dataclass(frozen=True, slots=True)
class Delivery:
    """One claimed outbox row."""

    delivery_id: str
    channel: str
    table_id: str
    version: int
    payload: bytes
    #: attempts so far, this one included
    attempts: int
    #: seconds since the epoch (UTC) the row was written (the event's commit)
    create_time: float


@dataclass(frozen=True, slots=True)
class OutboxCounts:
    """The outbox's rows by state, for metrics and the benchmark."""

    pending: int = 0
    dead: int = 0


@dataclass(frozen=True, slots=True)
class Commit:
    """Everything one accepted change writes, in one transaction."""

    table_id: str
    #: the table's version the change was computed from; the commit fails unless it still is
    expected_version: int
    #: appended at versions expected_version + 1, + 2, ...; may be empty (metadata-only change)
    entries: Sequence[NewEntry] = ()
    #: the table's new status, or None to keep it
    status: TableStatus | None = None
    #: the table's new metadata blob, or None to keep it
    metadata: bytes | None = None
    add_credentials: Sequence[Credential] = ()
    #: hashes of credentials to delete (of this table)
    revoke_credentials: Sequence[str] = ()
    idempotency: IdempotencyRecord | None = None
    snapshot: Snapshot | None = None
    #: seconds since the epoch (UTC), used as the update and commit time
    time: float = 0.0
    #: what the table no longer needs (applied after the commit's own writes)
    compaction: Compaction | None = None
    #: the table's new schedule (and its claim released), or None to keep it
    due: Due | None = None
    #: outbox rows this change causes, written in the same transaction (service.outbox)
    deliveries: Sequence[NewDelivery] = ()
    #: a person's action sent to this process, whose client reads the table next: a store of
    #: several processes may lease the table to this one (PostgreSQL's table leases; a bot's
    #: move, a deadline, a join or an undo neither takes nor keeps a lease)
    lease: bool = False
    #: the table's status at ``expected_version`` when the caller knows it (not written: the
    #: outbox's planning takes it from here instead of reading the row; a status changes only
    #: with a commit that moves the version, so it is right whenever the commit succeeds)
    status_before: TableStatus | None = None
    #: the table's metadata at ``expected_version`` when the caller knows it (not written;
    #: like ``status_before``, it spares the outbox's planning a read of the row)
    metadata_before: bytes | None = None


@dataclass(frozen=True, slots=True)
class TablePage:
    """One page of ListTables."""

    tables: list[TableRecord] = field(default_factory=list)
    #: opaque cursor for the next page, or "" at the end
    next_cursor: str = ""


@dataclass(frozen=True, slots=True)
class StoreStats:
    """What an operator sees of a store (the metrics read it at each scrape)."""

    #: tables by (game, status)
    tables: dict[tuple[str, TableStatus], int] = field(default_factory=dict)
    #: SQLite: bytes of the database file and of its write-ahead log
    database_bytes: int | None = None
    wal_bytes: int | None = None
    #: PostgreSQL: the connection pool's gauges (psycopg_pool names: pool_size,
    #: pool_available, pool_max, requests_waiting)
    pool: dict[str, int] = field(default_factory=dict)


class StoreError(Exception):
    """Base class of store failures the service handles."""


class VersionConflict(StoreError):
    """The table's version is no longer the commit's expected version (or the table is gone)."""

    def __init__(self, table_id: str, expected: int, actual: int | None) -> None:
        super().__init__(f"table {table_id}: expected version {expected}, found {actual}")
        self.table_id = table_id
        self.expected = expected
        self.actual = actual


class DuplicateRequest(StoreError):
    """An idempotency record with the same key exists already; nothing was written."""

    def __init__(self, record: IdempotencyRecord) -> None:
        super().__init__(f"request {record.request_id} already recorded in {record.scope}")
        self.record = record


class DuplicateTable(StoreError):
    """A table with this id exists already."""


class Subscription(ABC):
    """A watcher's registration for wake-ups of one table."""

    @abstractmethod
    async def wait(self, timeout: float) -> bool:
        """Wait until the table may have changed since the last wait, or ``timeout`` seconds.
        Returns True on a wake-up, False on timeout. Wake-ups may be spurious or coalesced; the
        watcher always re-reads the log."""

    @abstractmethod
    def wake(self) -> None:
        """Wake the waiter now, or make its next :meth:`wait` return at once (the notifier's
        fan-out, and the server waking its streams when it stops)."""

    @abstractmethod
    def close(self) -> None:
        """Stop receiving wake-ups."""


class Notifier(ABC):
    """Fan-out of "table T reached version V" wake-ups to the watchers of this process.

    The service calls :meth:`publish` after every successful commit. An implementation for
    several processes also delivers commits made by other processes (e.g. PostgreSQL
    LISTEN/NOTIFY, where publishing may already have happened inside the commit's transaction).
    """

    #: True when wake-ups also come for other processes' commits (then a wake-up may stand for
    #: several commits, some of them not this process's, and watchers read the log for them)
    cross_process: bool = False

    @abstractmethod
    def subscribe(self, table_id: str) -> Subscription: ...

    @abstractmethod
    async def publish(self, table_id: str, version: int) -> None: ...

    @abstractmethod
    def wake_local(self, table_id: str) -> None:
        """Wake this process's watchers of ``table_id`` without a commit (e.g. a seat's
        presence changed)."""

    async def start(self) -> None:
        """Begin delivering wake-ups (e.g. open a LISTEN connection)."""
        return None

    async def close(self) -> None:
        """Stop delivering wake-ups and release resources."""
        return None


class Store(ChatStorage, RecordReviewStorage):
    """Durable storage of tables, logs, snapshots, credentials and idempotency records."""

    @abstractmethod
    async def open(self) -> None:
        """Connect and create or migrate the schema. Safe when several processes start
        together."""

    @abstractmethod
    async def close(self) -> None: ...

    @property
    @abstractmethod
    def notifier(self) -> Notifier:
        """The wake-up fan-out that matches this store's deployment."""

    # ---- tables -------------------------------------------------------------------------

    @abstractmethod
    async def create_table(
        self,
        table: TableRecord,
        credentials: Sequence[Credential] = (),
        idempotency: IdempotencyRecord | None = None,
    ) -> None:
        """Insert a new table (version 0) with its credentials and idempotency record in one
        transaction. Raises :class:`DuplicateTable` or :class:`DuplicateRequest` and writes
        nothing when either key exists."""

    @abstractmethod
    async def get_table(self, table_id: str) -> TableRecord | None: ...

    @abstractmethod
    async def get_version(self, table_id: str) -> int | None:
        """The table's current version (cheap), or None for an unknown table."""

    @abstractmethod
    async def list_tables(
        self,
        *,
        page_size: int,
        cursor: str = "",
        game: str | None = None,
        status: TableStatus | None = None,
        public_only: bool = True,
    ) -> TablePage:
        """Tables newest first (by create_time, then table_id), filtered, one page."""

    # ---- the log -------------------------------------------------------------------------

    @abstractmethod
    async def commit(self, commit: Commit) -> int:
        """Apply ``commit`` atomically if the table is at ``commit.expected_version``.

        Raises :class:`VersionConflict` (the version moved, or the table does not exist) or
        :class:`DuplicateRequest` (the idempotency key is taken); in both cases nothing is
        written. On success the table's version is ``expected_version + len(entries)``, and
        the result is the number of outbox rows written (the deliveries whose
        :class:`ContactCondition`, if any, held)."""

    @abstractmethod
    async def read_entries(
        self, table_id: str, after_version: int, limit: int | None = None
    ) -> list[Entry]:
        """Entries with ``version > after_version`` in version order, at most ``limit``."""

    @abstractmethod
    async def latest_snapshot(self, table_id: str, at_most: int | None = None) -> Snapshot | None:
        """The snapshot with the highest version ``<= at_most`` (any version when None)."""

    # ---- credentials and idempotency ---------------------------------------------------------

    @abstractmethod
    async def find_credential(self, token_hash: str) -> Credential | None: ...

    @abstractmethod
    async def get_idempotency(self, scope: str, request_id: str) -> IdempotencyRecord | None: ...

    # ---- the schedule of bot turns and deadlines ---------------------------------------------

    async def claim_due(
        self,
        now: float,
        limit: int,
        lease_until: float,
        kind: str | None = None,
        skip: Sequence[str] = (),
    ) -> list[str]:
        """Claim up to ``limit`` tables whose due time is ``<= now`` (of one ``kind`` when
        given, of no owner in ``skip``) and that no live claim holds, until ``lease_until``;
        return their ids, most overdue first. Several processes
        may call this at once: each due table goes to one of them (PostgreSQL: ``FOR UPDATE
        SKIP LOCKED``), and a claim of a process that died lapses at its lease."""
        claimed = await self.claim_due_owners(now, limit, lease_until, kind, skip)
        return [table_id for table_id, _ in claimed]

    @abstractmethod
    async def claim_due_owners(
        self,
        now: float,
        limit: int,
        lease_until: float,
        kind: str | None = None,
        skip: Sequence[str] = (),
    ) -> list[tuple[str, str]]:
        """:meth:`claim_due`, each table with the owner its due time was written with
        (:attr:`Due.owner`)."""

    async def any_due(self, now: float) -> bool:
        """False only when no :meth:`claim_due` at ``now`` or earlier could return a table (of
        any kind): the keeper asks this one cheap question before its several claims. A store
        that cannot tell cheaply answers True."""
        return True

    @abstractmethod
    async def set_due(self, table_id: str, due: Due, at_version: int) -> None:
        """Reschedule a table (or take it off the schedule) and release any claim on it, only
        while the table is still at ``at_version`` (a later commit wrote its own schedule)."""

    # ---- the outbox (service.outbox) ---------------------------------------------------------

    @abstractmethod
    async def claim_deliveries(
        self,
        now: float,
        limit: int,
        lease_until: float,
        channel: str | None = None,
        other_than: Sequence[str] = (),
    ) -> list[Delivery]:
        """Claim up to ``limit`` pending deliveries due at ``now`` (oldest due first; only
        ``channel``'s when given; none of the channels in ``other_than``) until
        ``lease_until``, counting one attempt each. Several processes may call this at once:
        each row goes to one of them (PostgreSQL: ``FOR UPDATE SKIP LOCKED``); a claim of a
        process that died lapses at its lease and the row is claimed again (at least once)."""

    @abstractmethod
    async def finish_delivery(self, delivery_id: str) -> None:
        """The delivery succeeded: delete its row."""

    @abstractmethod
    async def retry_delivery(self, delivery_id: str, next_attempt: float, error: str) -> None:
        """The attempt failed: try again at ``next_attempt``."""

    @abstractmethod
    async def bury_delivery(self, delivery_id: str, now: float, error: str) -> None:
        """No attempt is left: the row turns dead (kept for inspection until swept)."""

    @abstractmethod
    async def sweep_deliveries(self, dead_before: float) -> int:
        """Delete dead rows that died before ``dead_before``; return how many."""

    @abstractmethod
    async def outbox_counts(self) -> OutboxCounts: ...

    # ---- the conformance clock -------------------------------------------------------------

    @abstractmethod
    async def load_clock_offset(self, name: str = "conformance") -> float:
        """The stored offset of the clock ``name`` (0 when never saved)."""

    @abstractmethod
    async def save_clock_offset(self, offset: float, name: str = "conformance") -> None:
        """Store the clock's offset; a smaller one than stored is ignored (it only grows)."""

    # ---- operations ----------------------------------------------------------------------

    async def stats(self) -> StoreStats:
        """Counts and sizes for the metrics (an implementation reports what it has)."""
        return StoreStats()

    # ---- the seats' notification contacts (service.store.contacts, issue 30) -----------------

    @abstractmethod
    async def get_contacts(self, table_id: str, seat: int) -> SeatContacts | None:
        """The seat's contacts row, if it left anything."""

    @abstractmethod
    async def table_contacts(self, table_id: str) -> list[SeatContacts]:
        """Every contacts row of a table, by seat."""

    @abstractmethod
    async def put_contacts(self, contacts: SeatContacts) -> None:
        """Write the seat's row (an empty one is deleted)."""

    @abstractmethod
    async def delete_contacts(self, table_id: str) -> None:
        """Forget every contact of a table (the table ended)."""

    # ---- the queue of game reviews (service.store.reviews, issue 46) -------------------------

    @abstractmethod
    async def add_review(self, row: ReviewRow) -> ReviewRow:
        """Queue ``row`` unless the table has a review already; the table's review row."""

    @abstractmethod
    async def get_review(self, table_id: str) -> ReviewRow | None:
        """The table's review row, if someone asked for it."""

    @abstractmethod
    async def open_reviews(self, owner: str) -> int:
        """How many of ``owner``'s reviews are queued or running."""

    @abstractmethod
    async def claim_review(self, now: float, until: float) -> ReviewRow | None:
        """Claim the oldest open review whose claim ran out by ``now``, until ``until``."""

    @abstractmethod
    async def save_review(self, row: ReviewRow, held_until: float) -> bool:
        """Write a claimed review's progress (its state, claim and review), only while its
        claim is still ``held_until`` (the one this worker got or last wrote); False when
        another worker took it meanwhile."""

    @abstractmethod
    async def server_key(self, name: str, proposed: str) -> str:
        """The server key ``name``: ``proposed`` is stored if there is none yet, and the stored
        value is returned (several processes starting together agree on one)."""
