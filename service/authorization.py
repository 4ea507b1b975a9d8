"""Who may call what: one declarative table, the single source of the service's checks, of the
"who may call" column of docs/api.md and of the authorization matrix test.

A caller is identified at a table as one of the :class:`Who` kinds. ``NOBODY`` is a caller
whose bearer token is no credential of this table (garbage, another table's credential, the
invite token used as a bearer, the admin token at a table not created in conformance mode).

Denials follow AIP-211 for private tables: a caller without a valid credential of the table
(``ANONYMOUS`` or ``NOBODY``) gets exactly what an unknown table id gets, NOT_FOUND
``TABLE_NOT_FOUND``. Calls that need a credential refuse a missing or unreadable one before the
table is even looked up (UNAUTHENTICATED), so that answer cannot depend on the table either.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from service import errors


class Who(StrEnum):
    """What a caller is at one table."""

    # the stored credential kinds (service.store.base.CredentialKind) keep their values
    ANONYMOUS = "ANONYMOUS"  # no bearer token at all
    NOBODY = "NOBODY"  # a bearer token that is no credential of this table
    SEAT = "SEAT"
    HOST = "HOST"
    SPECTATOR = "SPECTATOR"
    ADMIN = "ADMIN"  # the server's admin token, at a table created in conformance mode


#: credentials that belong to a table (the others are not "of the table")
TABLE_CREDENTIALS = (Who.SEAT, Who.HOST, Who.SPECTATOR, Who.ADMIN)


@dataclass(frozen=True, slots=True)
class Rule:
    """Who may call one RPC."""

    #: table credentials that may call it (at the table the request names)
    allowed: frozenset[Who] = frozenset()
    #: whether anyone, credential or not, may call it at a public table
    public_readers: bool = False
    #: the RPC names no table: anyone may call it (``note`` says what else applies)
    no_table: bool = False
    #: the RPC names no table and only the admin token may call it (conformance mode)
    server_admin: bool = False
    #: the reason given to a table credential of another kind
    denied_reason: str = ""
    #: docs/api.md wording for what is special about the RPC, if anything
    note: str = ""

    @property
    def needs_token(self) -> bool:
        """A bearer token is required whatever the table (checked before the lookup)."""
        return not self.no_table and not self.public_readers and bool(self.allowed)


_READERS = frozenset({Who.SEAT, Who.HOST, Who.SPECTATOR, Who.ADMIN})

#: the single declarative table of who may do what
POLICY: dict[str, Rule] = {
    "ListGames": Rule(no_table=True),
    "CreateTable": Rule(
        no_table=True, note="conformance fields (chance script, initial position): admin"
    ),
    "ListTables": Rule(no_table=True, note="lists public tables only"),
    "GetTable": Rule(_READERS, public_readers=True),
    "PreviewTable": Rule(note="the invite token in the request; anyone at a public table"),
    "JoinTable": Rule(note="the invite token in the request; anyone at a public table"),
    "LeaveTable": Rule(frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED"),
    "AddBot": Rule(frozenset({Who.HOST}), denied_reason="HOST_CREDENTIAL_REQUIRED"),
    "FreeSeat": Rule(frozenset({Who.HOST}), denied_reason="HOST_CREDENTIAL_REQUIRED"),
    "ReclaimSeat": Rule(frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED"),
    "AbandonTable": Rule(frozenset({Who.HOST}), denied_reason="HOST_CREDENTIAL_REQUIRED"),
    # play again (issue 43): a person of the finished table takes her place at the new one
    "RematchTable": Rule(
        frozenset({Who.SEAT, Who.HOST}), denied_reason="SEAT_OR_HOST_CREDENTIAL_REQUIRED"
    ),
    "AdvanceClock": Rule(
        frozenset({Who.ADMIN}), server_admin=True, denied_reason="ADMIN_CREDENTIAL_REQUIRED"
    ),
    "StartTable": Rule(frozenset({Who.HOST, Who.ADMIN}), denied_reason="HOST_CREDENTIAL_REQUIRED"),
    "GetView": Rule(_READERS, public_readers=True),
    "ListLegalActions": Rule(frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED"),
    "ValidateAction": Rule(frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED"),
    "SubmitAction": Rule(frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED"),
    "UndoAction": Rule(frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED"),
    "WatchTable": Rule(_READERS, public_readers=True),
    "ListEvents": Rule(_READERS, public_readers=True, note="admin: with realised chance outcomes"),
    "ReplayRecord": Rule(no_table=True, note="stateless: the record in the request"),
    "GetNotificationSettings": Rule(
        frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED"
    ),
    "UpdateNotificationSettings": Rule(
        frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED"
    ),
    "AddPushSubscription": Rule(frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED"),
    "DeletePushSubscription": Rule(frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED"),
    # lessons (issue 44): no table is named; StartLesson opens one, as CreateTable does
    "ListLessons": Rule(no_table=True),
    "StartLesson": Rule(no_table=True),
    # a record's review (issue 46) names no table: anyone asks, only the asker reads it
    "RequestReview": Rule(
        _READERS, public_readers=True, note="a finished table; anyone with a record"
    ),
    "GetReview": Rule(
        _READERS, public_readers=True, note="a record's review: whoever asked for it"
    ),
    # chat (issue 43): seats write, every reader of the table reads, the host mutes
    "SendMessage": Rule(frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED"),
    "ListMessages": Rule(_READERS, public_readers=True),
    "MuteChat": Rule(frozenset({Who.HOST}), denied_reason="HOST_CREDENTIAL_REQUIRED"),
    "GetHint": Rule(
        frozenset({Who.SEAT}), denied_reason="SEAT_CREDENTIAL_REQUIRED", note="option `hints` on"
    ),
}

_NAMES = {
    Who.SEAT: "seat",
    Who.HOST: "host",
    Who.SPECTATOR: "spectator token",
    Who.ADMIN: "admin (conformance tables)",
}


_DENIED = {
    "SEAT_CREDENTIAL_REQUIRED": "this call needs a seat credential",
    "HOST_CREDENTIAL_REQUIRED": "this call needs the host credential",
    "ADMIN_CREDENTIAL_REQUIRED": "this call needs the admin token",
    "SEAT_OR_HOST_CREDENTIAL_REQUIRED": "this call needs a seat credential or the host's",
}


def describe(rpc: str) -> str:
    """The "who may call" text (docs/api.md) of ``rpc``, derived from :data:`POLICY`."""
    rule = POLICY[rpc]
    if rule.server_admin:
        parts = ["admin, conformance mode"]
    elif rule.no_table:
        parts = ["anyone"]
    elif not rule.allowed:
        parts = []
    else:
        parts = [_NAMES[w] for w in TABLE_CREDENTIALS if w in rule.allowed]
        if rule.public_readers:
            parts.append("anyone at a public table")
    text = ", ".join(parts)
    if rule.note:
        text = f"{text}; {rule.note}" if text else rule.note
    return text


def no_such_table() -> errors.ServiceError:
    """The one answer for an unknown table and for a private table the caller may not see."""
    return errors.not_found("TABLE_NOT_FOUND", "no such table")


def precheck(rpc: str, token: str | None, malformed: bool) -> None:
    """Checks that do not depend on the table: an unreadable token always, a missing one
    where the RPC needs a credential."""
    if malformed:
        raise errors.unauthenticated(
            "CREDENTIAL_MALFORMED", "authorization metadata must be `Bearer <token>`"
        )
    rule = POLICY.get(rpc)  # an RPC without a rule fails the matrix test, not the call
    if token is None and rule is not None and rule.needs_token:
        raise errors.unauthenticated(
            "CREDENTIAL_MISSING", "this call needs `authorization: Bearer <token>` metadata"
        )


def check_server_admin(rpc: str, token: str | None, malformed: bool, admin: bool) -> None:
    """The check of an RPC that names no table and is the admin token's alone."""
    precheck(rpc, token, malformed)
    if not admin:
        reason = POLICY[rpc].denied_reason
        raise errors.denied(reason, _DENIED[reason])


def check(rpc: str, who: Who, public: bool) -> None:
    """Raise the answer ``who`` gets for ``rpc`` at a (public or private) table, if refused."""
    rule = POLICY[rpc]
    if who in rule.allowed or (public and rule.public_readers and who == Who.ANONYMOUS):
        return
    if who not in TABLE_CREDENTIALS:
        if not public:
            raise no_such_table()
        if who == Who.ANONYMOUS:
            precheck(rpc, None, False)
        raise errors.denied(
            "CREDENTIAL_NOT_ACCEPTED", "the credential does not give access to this table"
        )
    raise errors.denied(rule.denied_reason, _DENIED[rule.denied_reason])
