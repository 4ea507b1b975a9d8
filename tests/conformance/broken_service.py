"""Deliberately broken servers for the service-behaviour fixtures. Test-only.

``python -m tests.conformance.broken_service MODE serve ...`` runs the real ``meeple serve``
after wrapping, in this process only, one of the service's calls so that it breaks one rule of
the GameService contract. Each mode names the rule it breaks; ``BITES`` names the fixtures that
must catch it. Nothing here ships in the product.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator, Callable
from typing import Any

from meeple.v1 import chance_pb2
from meeple.v1 import game_service_pb2 as pb

from service import errors
from service.core import TableService
from service.errors import ServiceError
from service.store.base import TableStatus
from tests.conformance.breaking import serve_broken

Method = Callable[..., Any]

#: mode -> the service fixtures that must fail against it (and only those, among service/)
BITES: dict[str, set[str]] = {
    "bad-credential-admits-existence": {
        "service/authorization/private-table-existence-with-a-bad-credential",
        "service/authorization/wrong-invite-answers-like-an-unknown-table",
        "service/rematch/who-may-ask-to-play-again",
    },
    "unrecoverable-retry-reissued": {
        "service/idempotency/create-retry-without-a-proposed-credential",
        "service/idempotency/join-retry-without-a-proposed-credential",
    },
    "proposed-credential-ignored": {
        "service/idempotency/create-retry-with-a-proposed-credential",
        "service/idempotency/join-retry-with-a-proposed-credential",
    },
    "retries-reapplied": {
        "service/idempotency/submit-retry-returns-the-first-result",
        "service/idempotency/reused-request-id-with-another-payload-is-refused",
        "service/idempotency/request-id-compared-in-canonical-form",
    },
    "expected-version-ignored": {"service/versions/stale-expected-version-is-aborted"},
    "etag-ignored": {"service/versions/start-with-a-stale-etag-is-aborted"},
    "version-off-by-one": {"service/versions/every-change-counts-once"},
    # publishing private tables also makes them readable without a credential
    "private-listed": {
        "service/authorization/private-table-existence-with-a-bad-credential",
        "service/authorization/wrong-invite-answers-like-an-unknown-table",
        "service/lobby/private-table-is-never-listed",
        "service/chat/seats-write-every-reader-reads",
        "service/lobby/get-table-is-metadata-only",
        "service/authorization/private-table-existence-without-credential",
        "service/events/list-events-is-filtered-per-viewer",
        "service/watch/errors-and-existence",
        "service/rematch/who-may-ask-to-play-again",
    },
    "nothing-listed": {"service/lobby/public-table-is-listed-and-readable"},
    "table-without-seats": {
        "service/lobby/get-table-is-metadata-only",
        "service/lobby/leave-before-the-start-frees-the-seat",
        "service/idempotency/join-retry-with-a-proposed-credential",
        "service/idempotency/join-retry-without-a-proposed-credential",
        "service/lobby/leave-during-the-game-hands-the-seat-to-a-bot",
        "service/lobby/seat-entropy-up-to-64-bytes",
    },
    "entropy-unbounded": {"service/lobby/seat-entropy-up-to-64-bytes"},
    "leave-keeps-the-seat": {"service/lobby/leave-before-the-start-frees-the-seat"},
    # this one also skips LeaveTable's seat check, which the authorization fixture sees
    "leave-ignored-during-the-game": {
        "service/lobby/leave-during-the-game-hands-the-seat-to-a-bot",
        "service/authorization/who-may-call-what",
    },
    "pages-skip-an-event": {"service/events/list-events-pages-in-version-order"},
    "chance-leaks": {"service/events/list-events-is-filtered-per-viewer"},
    "no-snapshot": {
        "service/chat/messages-on-the-live-stream",
        "service/watch/ends-after-the-game",
        "service/watch/snapshot-then-live-events-in-order",
        "service/watch/resume-misses-nothing-and-repeats-nothing",
        "service/watch/heartbeats-keep-a-quiet-stream-alive",
    },
    "resume-repeats-one": {
        "service/chat/messages-on-the-live-stream",
        "service/watch/resume-misses-nothing-and-repeats-nothing",
        "service/watch/ends-after-the-game",
    },
    "watch-never-ends": {
        "service/watch/ends-after-the-game",
        "service/chat/messages-on-the-live-stream",
    },
    "no-heartbeats": {"service/watch/heartbeats-keep-a-quiet-stream-alive"},
    "version-ahead-accepted": {"service/watch/errors-and-existence"},
    "spectator-sees-seat-1": {
        "service/authorization/who-may-call-what",
        "service/lobby/public-table-is-listed-and-readable",
    },
    "missing-credential-denied": {
        "service/authorization/host-only-and-credential-checks",
        "service/chat/seats-write-every-reader-reads",
        "service/rematch/who-may-ask-to-play-again",
    },
    "private-table-admits-existence": {
        "service/authorization/private-table-existence-with-a-bad-credential",
        "service/authorization/private-table-existence-without-credential",
        "service/events/list-events-is-filtered-per-viewer",
        "service/watch/errors-and-existence",
    },
    # the chat (issue 43)
    # unchecked text is kept as sent, surrounding white space too
    "chat-text-unchecked": {
        "service/chat/plain-text-of-at-most-500-code-points",
        "service/chat/seats-write-every-reader-reads",
    },
    "chat-retry-resent": {"service/chat/retry-and-rate-limit"},
    "chat-mute-ignored": {"service/chat/the-host-mutes-a-seat"},
    "chat-not-on-the-stream": {"service/chat/messages-on-the-live-stream"},
    "chat-readers-write": {"service/chat/seats-write-every-reader-reads"},
}


def _wrap(name: str, make: Callable[[Method], Method]) -> None:
    setattr(TableService, name, make(getattr(TableService, name)))


def _clear(field: str, *names: str) -> None:
    for name in names:

        def make(original: Method) -> Method:
            async def broken(self: TableService, request: Any, *rest: Any) -> Any:
                request.ClearField(field)
                return await original(self, request, *rest)

            return broken

        _wrap(name, make)


def _after(name: str, change: Callable[[Any], None]) -> None:
    def make(original: Method) -> Method:
        async def broken(self: TableService, *args: Any) -> Any:
            response = await original(self, *args)
            change(response)
            return response

        return broken

    _wrap(name, make)


def _skip_last_of_full_pages(response: pb.ListEventsResponse) -> None:
    if response.next_page_token and response.events:
        del response.events[-1]


def _leak_chance(response: pb.ListEventsResponse) -> None:
    for event in response.events:
        event.chance_outcomes.append(chance_pb2.ChanceOutcome(kind="leak", value="1"))


def _spectator_as_seat_1(response: pb.GetViewResponse) -> None:
    if not response.view.HasField("viewer_seat"):
        response.view.viewer_seat = 1


def _leave_unless(state: TableStatus) -> None:
    """LeaveTable does nothing (but answers OK) unless the table is in ``state``."""

    def make(original: Method) -> Method:
        async def broken(self: TableService, request: Any, caller: Any, rlog: Any) -> Any:
            table_id = request.table.removeprefix("tables/")
            record = await self.store.get_table(table_id)
            if record is not None and record.status != state:
                return pb.LeaveTableResponse()
            return await original(self, request, caller, rlog)

        return broken

    _wrap("leave_table", make)


def _stream(
    change: Callable[[pb.WatchTableRequest, AsyncIterator[Any]], AsyncIterator[Any]],
) -> None:
    def make(original: Method) -> Method:
        async def broken(self: TableService, request: Any, caller: Any, rlog: Any) -> Any:
            return change(request, await original(self, request, caller, rlog))

        return broken

    _wrap("watch_table", make)


async def _without(kind: str, stream: AsyncIterator[Any]) -> AsyncIterator[Any]:
    async for message in stream:
        if message.WhichOneof("kind") != kind:
            yield message


async def _endless(stream: AsyncIterator[Any]) -> AsyncIterator[Any]:
    """The stream as before issue 21: open after the game's end until the client cancels."""
    async for message in stream:
        yield message
    await asyncio.Event().wait()
    yield None  # never reached


def _resume_one_early() -> None:
    def make(original: Method) -> Method:
        async def broken(self: TableService, request: Any, caller: Any, rlog: Any) -> Any:
            if request.HasField("after_version") and request.after_version > 0:
                request.after_version -= 1
            return await original(self, request, caller, rlog)

        return broken

    _wrap("watch_table", make)


def _accept_any_after_version() -> None:
    def make(original: Method) -> Method:
        async def broken(self: TableService, request: Any, caller: Any, rlog: Any) -> Any:
            try:
                return await original(self, request, caller, rlog)
            except ServiceError as error:
                if error.reason != "VERSION_AHEAD":
                    raise
                request.ClearField("after_version")
                return await original(self, request, caller, rlog)

        return broken

    _wrap("watch_table", make)


def _unbounded_entropy() -> None:
    """JoinTable takes entropy of any length (the 64-byte bound forgotten)."""
    from service import rpc_input

    setattr(rpc_input, "MAX_ENTROPY_BYTES", 1 << 20)  # noqa: B010 - the name rpc_input imported


def _deny_missing_credentials() -> None:
    """A missing credential answers PERMISSION_DENIED instead of UNAUTHENTICATED."""
    from service import authorization

    original = authorization.precheck

    def broken(rpc: str, token: str | None, malformed: bool) -> None:
        try:
            original(rpc, token, malformed)
        except ServiceError as error:
            if error.reason == "CREDENTIAL_MISSING":
                raise errors.denied("CREDENTIAL_NOT_ACCEPTED", "denied") from error
            raise

    authorization.precheck = broken


def _admit_private_tables() -> None:
    for name, field in (("get_table", "name"), ("get_view", "table"), ("list_events", "table"),
                        ("watch_table", "table")):  # fmt: skip

        def make(original: Method, field: str = field) -> Method:
            async def broken(self: TableService, request: Any, *rest: Any) -> Any:
                try:
                    return await original(self, request, *rest)
                except ServiceError as error:
                    table_id = getattr(request, field).removeprefix("tables/")
                    if error.reason == "TABLE_NOT_FOUND" and await self.store.get_table(table_id):
                        raise errors.denied(
                            "CREDENTIAL_MISSING", "this table is private"
                        ) from error
                    raise

            return broken

        _wrap(name, make)


def _admit_existence_to_bad_credentials() -> None:
    """Before issue 11: a bad credential or a wrong invite at a private table is told that the
    table exists (PERMISSION_DENIED) while an unknown table is NOT_FOUND."""
    for name, field in (("get_table", "name"), ("get_view", "table"), ("list_events", "table"),
                        ("submit_action", "table"), ("join_table", "table"),
                        ("rematch_table", "table")):  # fmt: skip

        def make(original: Method, field: str = field, name: str = name) -> Method:
            async def broken(self: TableService, request: Any, caller: Any, *rest: Any) -> Any:
                try:
                    return await original(self, request, caller, *rest)
                except ServiceError as error:
                    table_id = getattr(request, field).removeprefix("tables/")
                    exists = await self.store.get_table(table_id)
                    if error.reason != "TABLE_NOT_FOUND" or not exists:
                        raise
                    if name == "join_table":
                        raise errors.denied("INVITE_NOT_ACCEPTED", "wrong invite") from error
                    if caller.token is not None or caller.malformed:
                        raise errors.denied("CREDENTIAL_NOT_ACCEPTED", "not here") from error
                    raise

            return broken

        _wrap(name, make)


def _reissue_unrecoverable_retries() -> None:
    """A retry whose credential cannot be recovered is applied again as a new request."""
    for name in ("create_table", "join_table"):

        def make(original: Method) -> Method:
            async def broken(self: TableService, request: Any, *rest: Any) -> Any:
                try:
                    return await original(self, request, *rest)
                except ServiceError as error:
                    if error.reason != "CREDENTIAL_NOT_RECOVERABLE":
                        raise
                    request.ClearField("request_id")
                    return await original(self, request, *rest)

            return broken

        _wrap(name, make)


def _ignore_proposed_credentials() -> None:
    _clear("host_credential", "create_table")
    _clear("seat_credential", "join_table")


def _public_tables_only_when_private() -> None:
    def make(original: Method) -> Method:
        async def broken(self: TableService, request: Any, *rest: Any) -> Any:
            request.visibility = pb.TABLE_VISIBILITY_PUBLIC
            return await original(self, request, *rest)

        return broken

    _wrap("create_table", make)


def _unchecked_chat() -> None:
    from service.chat import rpcs

    setattr(rpcs, "check_message", lambda text, reaction: (text, reaction))  # noqa: B010


def _readers_write() -> None:
    from service import authorization

    rule = authorization.POLICY["ListMessages"]
    authorization.POLICY["SendMessage"] = rule


def _bump_version(response: pb.SubmitActionResponse) -> None:
    response.version += 1


BREAKERS: dict[str, Callable[[], None]] = {
    "bad-credential-admits-existence": _admit_existence_to_bad_credentials,
    "unrecoverable-retry-reissued": _reissue_unrecoverable_retries,
    "proposed-credential-ignored": _ignore_proposed_credentials,
    "retries-reapplied": lambda: _clear("request_id", "submit_action"),
    "expected-version-ignored": lambda: _clear(
        "expected_version", "submit_action", "validate_action"
    ),
    "etag-ignored": lambda: _clear("etag", "start_table"),
    "version-off-by-one": lambda: _after("submit_action", _bump_version),
    "private-listed": _public_tables_only_when_private,
    "nothing-listed": lambda: _after("list_tables", lambda r: r.ClearField("tables")),
    "table-without-seats": lambda: _after("get_table", lambda r: r.table.ClearField("seats")),
    "entropy-unbounded": _unbounded_entropy,
    "leave-keeps-the-seat": lambda: _leave_unless(TableStatus.ACTIVE),
    "leave-ignored-during-the-game": lambda: _leave_unless(TableStatus.WAITING),
    "pages-skip-an-event": lambda: _after("list_events", _skip_last_of_full_pages),
    "chance-leaks": lambda: _after("list_events", _leak_chance),
    "no-snapshot": lambda: _stream(lambda _r, s: _without("snapshot", s)),
    "resume-repeats-one": _resume_one_early,
    "watch-never-ends": lambda: _stream(lambda _r, s: _endless(s)),
    "no-heartbeats": lambda: _stream(lambda _r, s: _without("heartbeat", s)),
    "version-ahead-accepted": _accept_any_after_version,
    "spectator-sees-seat-1": lambda: _after("get_view", _spectator_as_seat_1),
    "missing-credential-denied": _deny_missing_credentials,
    "private-table-admits-existence": _admit_private_tables,
    "chat-text-unchecked": _unchecked_chat,
    "chat-retry-resent": lambda: _clear("request_id", "send_message"),
    "chat-mute-ignored": lambda: _clear("muted", "mute_chat"),
    "chat-not-on-the-stream": lambda: _stream(lambda _r, s: _without("message", s)),
    "chat-readers-write": _readers_write,
}


def main() -> int:
    return serve_broken(BREAKERS, sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
