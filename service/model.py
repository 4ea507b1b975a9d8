"""What the service keeps in the store's opaque blobs, and conversions to API messages.

* table metadata: the public ``meeple.v1.Table`` (without version, etag, update time) plus the
  hashes of the table's credentials, as JSON;
* the table secret: its server secret (committed to in ``Table.fairness``) or its chance
  script, and a loaded initial position;
* a snapshot's chance position: the seed derived at the start, and how many outcomes were drawn
  in total and per kind.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from google.protobuf import any_pb2, timestamp_pb2
from google.protobuf.message import Message
from meeple.v1 import chance_pb2, game_service_pb2

from engines.chance import ChanceOutcome, ChanceSource, ScriptedChance, SeededChance
from engines.seeding import seed_number
from service.store.base import TableRecord, TableStatus

TABLE_STATUS_TO_PROTO: dict[TableStatus, int] = {
    TableStatus.WAITING: game_service_pb2.Table.STATE_WAITING,
    TableStatus.ACTIVE: game_service_pb2.Table.STATE_ACTIVE,
    TableStatus.FINISHED: game_service_pb2.Table.STATE_FINISHED,
    TableStatus.ABANDONED: game_service_pb2.Table.STATE_ABANDONED,
}
TABLE_STATUS_FROM_PROTO: dict[int, TableStatus] = {v: k for k, v in TABLE_STATUS_TO_PROTO.items()}


def table_name(table_id: str) -> str:
    return f"tables/{table_id}"


def game_name(game: str) -> str:
    return f"games/{game}"


def etag_of(table_id: str, version: int) -> str:
    """Opaque etag (AIP-154) that changes whenever the version does."""
    digest = hashlib.blake2b(f"{table_id}:{version}".encode(), digest_size=9).digest()
    return base64.urlsafe_b64encode(digest).decode()


def timestamp(seconds: float) -> timestamp_pb2.Timestamp:
    stamp = timestamp_pb2.Timestamp()
    set_timestamp(stamp, seconds)
    return stamp


def set_timestamp(stamp: timestamp_pb2.Timestamp, seconds: float) -> None:
    """Write ``seconds`` into a message's Timestamp field in place (no copy)."""
    whole = int(seconds)
    stamp.seconds = whole
    stamp.nanos = int((seconds - whole) * 1e9)


def pack(message: Message) -> any_pb2.Any:
    packed = any_pb2.Any()
    packed.Pack(message)
    return packed


_TYPE_URLS: dict[type[Message], str] = {}


def type_url(message_type: type[Message]) -> str:
    """The type URL of ``message_type`` packed in Any (as ``Any.Pack`` writes it)."""
    url = _TYPE_URLS.get(message_type)
    if url is None:
        url = _TYPE_URLS[message_type] = f"type.googleapis.com/{message_type.DESCRIPTOR.full_name}"
    return url


@dataclass(slots=True)
class TableMeta:
    """The service's view of a table row's metadata blob."""

    table: game_service_pb2.Table
    host_hash: str = ""
    invite_hash: str = ""
    spectator_hash: str = ""
    #: seat index -> hash of its current seat credential
    seat_hashes: dict[int, str] = field(default_factory=dict)
    #: who created the table, as a key of the turn keeper's fair shares (a hash of the client
    #: address; never shown); "" for tables made before it was recorded
    creator: str = ""

    def encode(self) -> bytes:
        extra = {"creator": self.creator} if self.creator else {}
        return json.dumps(
            {
                **extra,
                "table": base64.b64encode(
                    self.table.SerializeToString(deterministic=True)
                ).decode(),
                "host": self.host_hash,
                "invite": self.invite_hash,
                "spectator": self.spectator_hash,
                "seats": {str(k): v for k, v in self.seat_hashes.items()},
            },
            sort_keys=True,
        ).encode()

    @classmethod
    def decode(cls, blob: bytes) -> TableMeta:
        data = json.loads(blob)
        table = game_service_pb2.Table()
        table.ParseFromString(base64.b64decode(data["table"]))
        return cls(
            table=table,
            host_hash=data["host"],
            invite_hash=data["invite"],
            spectator_hash=data["spectator"],
            seat_hashes={int(k): v for k, v in data["seats"].items()},
            creator=data.get("creator", ""),
        )


def table_message(record: TableRecord, meta: TableMeta) -> game_service_pb2.Table:
    """The API's Table for a stored row."""
    table = game_service_pb2.Table()
    table.CopyFrom(meta.table)
    table.state = TABLE_STATUS_TO_PROTO[record.status]  # type: ignore[assignment]
    table.version = record.version
    table.etag = etag_of(record.table_id, record.version)
    table.update_time.CopyFrom(timestamp(record.update_time))
    return table


@dataclass(slots=True)
class TableSecret:
    """Server-only chance material of a table. Never leaves the server before the game is over
    (then ``server_secret`` is revealed in ``Table.fairness``)."""

    #: 32 CSPRNG bytes; the seed is derived from it and the seats' entropy at the start
    server_secret: bytes = b""
    #: tables created before commit/reveal: the seed itself
    seed: int | None = None
    script: list[ChanceOutcome] | None = None
    #: a loaded initial position (the game's serialized State), conformance mode only
    initial_state: bytes = b""

    def encode(self) -> bytes:
        data: dict[str, Any] = {}
        if self.server_secret:
            data["server_secret"] = self.server_secret.hex()
        if self.seed is not None:
            data["seed"] = self.seed
        if self.script is not None:
            data["script"] = [[o.kind, o.value] for o in self.script]
        if self.initial_state:
            data["initial_state"] = base64.b64encode(self.initial_state).decode()
        return json.dumps(data, sort_keys=True).encode()

    @classmethod
    def decode(cls, blob: bytes) -> TableSecret:
        data = json.loads(blob)
        script = data.get("script")
        return cls(
            server_secret=bytes.fromhex(data.get("server_secret", "")),
            seed=data.get("seed"),
            script=None if script is None else [ChanceOutcome(k, v) for k, v in script],
            initial_state=base64.b64decode(data.get("initial_state", "")),
        )

    def source(self, position: ChancePosition) -> ChanceSource:
        """The live chance source, resumed at ``position`` without re-running anything."""
        if self.script is not None:
            consumed = dict(position.consumed)
            remaining: dict[str, list[str]] = {}
            for outcome in self.script:
                if consumed.get(outcome.kind, 0) > 0:
                    consumed[outcome.kind] -= 1
                else:
                    remaining.setdefault(outcome.kind, []).append(outcome.value)
            return ScriptedChance(remaining)
        seed = seed_number(position.seed) if position.seed else self.seed
        if seed is None:
            raise ValueError("a table secret needs a seed or a script")
        return SeededChance(seed, position.draws)


@dataclass(slots=True)
class ChancePosition:
    """How far a table's chance source has gone: draws in total and per kind, and the seed
    derived at the start (server-only; empty for scripted and older tables)."""

    draws: int = 0
    consumed: dict[str, int] = field(default_factory=dict)
    seed: bytes = b""

    def advance(self, outcomes: Sequence[ChanceOutcome]) -> ChancePosition:
        consumed = dict(self.consumed)
        for outcome in outcomes:
            consumed[outcome.kind] = consumed.get(outcome.kind, 0) + 1
        return ChancePosition(self.draws + len(outcomes), consumed, self.seed)

    def encode(self) -> bytes:
        data: dict[str, Any] = {"draws": self.draws, "consumed": self.consumed}
        if self.seed:
            data["seed"] = self.seed.hex()
        return json.dumps(data, sort_keys=True).encode()

    @classmethod
    def decode(cls, blob: bytes) -> ChancePosition:
        if not blob:
            return cls()
        data = json.loads(blob)
        return cls(
            int(data["draws"]),
            {str(k): int(v) for k, v in data["consumed"].items()},
            bytes.fromhex(data.get("seed", "")),
        )


def encode_outcomes(outcomes: Sequence[ChanceOutcome]) -> bytes:
    script = chance_pb2.ChanceScript(
        outcomes=[chance_pb2.ChanceOutcome(kind=o.kind, value=o.value) for o in outcomes]
    )
    return script.SerializeToString()


def decode_outcomes(blob: bytes) -> list[ChanceOutcome]:
    script = chance_pb2.ChanceScript()
    script.ParseFromString(blob)
    return [ChanceOutcome(o.kind, o.value) for o in script.outcomes]


def outcome_message(scores: Sequence[int], ranks: Sequence[int]) -> game_service_pb2.Outcome:
    return game_service_pb2.Outcome(scores=list(scores), ranks=list(ranks))


def options_map(options: Mapping[str, str]) -> dict[str, str]:
    return {str(k): str(v) for k, v in options.items()}
