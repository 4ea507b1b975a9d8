"""Running one fixture against a :class:`~conformance.runner.driver.Driver` (SPEC.md, "Steps")."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable
from functools import partial
from typing import Any, cast

from google.protobuf.message import DecodeError

from conformance.runner.diverging import broken_rule, touched_rules
from conformance.runner.driver import (
    Driver,
    Observation,
    RpcFailure,
    SeatTable,
    Table,
    Viewer,
)
from conformance.runner.loading import ANY_GAME, SEEDED, Fixture
from conformance.runner.locating import display_path, locate, rules_link
from conformance.runner.matching import exact_diff, field_names, subsequence_diff, subset_diff
from conformance.runner.results import (
    BROKEN_CODES,
    ERROR,
    FAIL,
    PASS,
    Failure,
    StepResult,
    status_of,
)
from conformance.runner.results import Result as Result  # re-exported: the runner's callers
from conformance.runner.selection import Implementation
from conformance.runner.webhook_check import webhook_diff


class _Failed(Exception):
    def __init__(self, failure: Failure) -> None:
        super().__init__(failure.what)
        self.failure = failure


def _step_kind(step: dict[str, Any]) -> str:
    kinds = [key for key in step if key not in {"comment", "expect", "as", "save", "credentials"}]
    return kinds[0] if kinds else "expect"


def run_fixture(
    fixture: Fixture, driver: Driver, implementation: Implementation | None = None
) -> Result:
    """Create the fixture's table in conformance mode and play its steps; the result says
    where the fixture is written and the status of every step that ran."""
    result = _run_fixture(fixture, driver, implementation)
    result.source = rules_link(fixture.source)
    result.file = display_path(fixture.path)
    result.line = locate(fixture.path, fixture.name)
    failure = result.failure
    last = len(fixture.steps) if failure is None or failure.step is None else failure.step + 1
    if failure is not None and failure.step is None and "creat" in failure.what:
        last = 0  # the table was never set up
    for index in range(min(last, len(fixture.steps))):
        status = PASS if failure is None or index != failure.step else failure.status
        line = locate(fixture.path, fixture.name, index)
        result.steps.append(StepResult(index, _step_kind(fixture.steps[index]), status, line))
    if failure is not None:
        failure.source = result.source
        failure.description = " ".join(fixture.description.split())
        failure.fixture_at = f"{result.file}:{result.line}"
        if failure.step is not None:
            failure.step_at = f"{result.file}:{locate(fixture.path, fixture.name, failure.step)}"
    return result


def not_applicable_result(fixture: Fixture, reason: str) -> Result:
    """A fixture the implementation does not declare what it needs for."""
    return Result(
        fixture.name,
        "skipped",
        skip_reason=reason,
        source=rules_link(fixture.source),
        file=display_path(fixture.path),
        line=locate(fixture.path, fixture.name),
    )


def _run_fixture(fixture: Fixture, driver: Driver, implementation: Implementation | None) -> Result:
    started = time.monotonic()
    if fixture.game == ANY_GAME or SEEDED in fixture.features:
        return _run_service(fixture, driver, implementation, started)
    table: Table | None = None
    play: _Play | None = None
    try:
        try:
            table = driver.create_table(
                fixture.game,
                fixture.players,
                dict(fixture.options),
                [dict(outcome) for outcome in fixture.chance],
                fixture.position,
            )
        except RpcFailure as error:
            expected = fixture.expect_create_error
            if expected and (error.code, error.reason) == (expected["code"], expected["reason"]):
                return Result(fixture.name, "passed", time.monotonic() - started)
            raise _Failed(
                Failure(
                    None,
                    "creating the table failed",
                    diff=_error_diff(expected, error),
                    status=FAIL if expected else ERROR,
                )
            ) from error
        if fixture.expect_create_error:
            raise _Failed(
                Failure(
                    None,
                    "creating the table succeeded but must fail",
                    diff=[
                        f"expected {fixture.expect_create_error['code']} "
                        f"{fixture.expect_create_error['reason']}"
                    ],
                )
            )
        play = _Play(fixture, driver, table)
        play.run()
        return Result(fixture.name, "passed", time.monotonic() - started)
    except _Failed as failed:
        if play is not None:
            play.annotate(failed.failure)
        return Result(fixture.name, "failed", time.monotonic() - started, failed.failure)
    except RpcFailure as error:
        failure = Failure(
            None if play is None else play.index,
            f"unexpected error {error.code} {error.reason}: {error.message}",
            status=status_of(error.code),
        )
        if play is not None:
            play.annotate(failure)
        return Result(fixture.name, "failed", time.monotonic() - started, failure)
    except DecodeError as error:  # the implementation answered bytes that are no such message
        failure = Failure(
            None if play is None else play.index,
            f"a response does not parse as the message it names: {error}",
            status=ERROR,
        )
        if play is not None:
            play.annotate(failure)
        return Result(fixture.name, "failed", time.monotonic() - started, failure)
    finally:
        if table is not None:
            table.close()


def _run_service(
    fixture: Fixture, driver: Driver, implementation: Implementation | None, started: float
) -> Result:
    game = implementation.service_game() if implementation else None
    if fixture.game != ANY_GAME:  # a seeded-chance fixture: played on its own game
        game = fixture.game
    run_service = getattr(driver, "run_service", None)
    if game is None or run_service is None:
        failure = Failure(None, "service fixtures need a gRPC target and a declared game")
        return Result(fixture.name, "failed", time.monotonic() - started, failure)
    index, failed = run_service(fixture, game)
    if failed is None:
        return Result(fixture.name, "passed", time.monotonic() - started)
    code = getattr(failed, "code", "")
    failure = Failure(index, failed.what, None, failed.diff, status_of(code) if code else FAIL)
    return Result(fixture.name, "failed", time.monotonic() - started, failure)


def _error_diff(expected: dict[str, str] | None, error: RpcFailure) -> list[str]:
    lines = [f"got {error.code} {error.reason}: {error.message}"]
    if expected:
        lines.insert(0, f"expected {expected['code']} {expected['reason']}")
    return lines


def _viewer(raw: Any) -> Viewer:
    return None if raw == "spectator" else int(raw)


class _Play:
    def __init__(self, fixture: Fixture, driver: Driver, table: Table) -> None:
        self.fixture = fixture
        self.driver = driver
        self.table = table
        self.base_version: int | None = None
        self.last_events: list[dict[str, Any]] | None = None
        #: the same table with the turn_timers calls (used only by fixtures with that feature)
        self.seats = cast(SeatTable, table)
        #: the TableEvents of the latest advance_clock, leave, reclaim or undo step
        self.last_table_events: list[dict[str, Any]] | None = None
        #: undo requests by name: their request id and the version the first answer named
        self.undo_requests: dict[str, tuple[str, int]] = {}
        #: the step running now, the last action sent, the last view seen and its step
        self.index: int | None = None
        self.last_action: dict[str, Any] | None = None
        self.last_view: dict[str, Any] | None = None
        self.last_view_step: int | None = None
        self._view_now: tuple[dict[str, Any], int] | None = None
        #: the table's webhooks (feature webhooks) already matched by an expectation
        self.webhooks_seen = 0

    def annotate(self, failure: Failure) -> None:
        """What an author needs beside the differences: the action (the last one sent, for an
        expect step) and, for a playthrough, the position before the step and its rules."""
        step = self.fixture.steps[failure.step] if failure.step is not None else {}
        if failure.action is None and self.last_action is not None:
            failure.action = self.last_action
            failure.action_label = "action sent" if "act" in step else "last action sent"
        if self.fixture.generated and failure.step is not None:
            failure.position = self.last_view
            failure.position_step = self.last_view_step
            failure.touches = touched_rules(self.fixture.game, failure.action, failure.diff)
            recorded = step.get("expect", {}).get("events_exact")
            actual = self.last_events if recorded is not None else None
            failure.broken_rule, failure.diverging = broken_rule(
                self.fixture.game, recorded, actual, failure.action
            )

    def run(self) -> None:
        self.base_version = self.table.observe(0).version
        for index, step in enumerate(self.fixture.steps):
            self.index = index
            if self._view_now is not None:
                self.last_view, self.last_view_step = self._view_now
            if "act" in step:
                self._act(index, step["act"])
            elif "expect_error" in step:
                self._expect_error(index, step["expect_error"])
            elif "advance_clock" in step:
                seconds = float(step["advance_clock"]["seconds"])
                self._seat_step(index, partial(self.seats.advance_clock, seconds))
            elif "leave" in step:
                self._seat_step(index, partial(self.seats.leave, step["leave"]["seat"]))
            elif "reclaim" in step:
                self._seat_step(index, partial(self.seats.reclaim, step["reclaim"]["seat"]))
            elif "undo" in step:
                self._undo(index, step["undo"])
            if "expect" in step:
                self._expect(index, step["expect"])
        self._forbidden()

    def _act(self, index: int, act: dict[str, Any]) -> None:
        self.last_action = act["action"]
        self.last_events = None  # a refused action has none
        try:
            submitted = self.table.submit(act["seat"], act["action"])
        except RpcFailure as error:
            raise _Failed(
                Failure(
                    index,
                    f"the action was rejected: {error.code} {error.reason}",
                    act["action"],
                    [error.message],
                    status_of(error.code) if error.code in BROKEN_CODES else FAIL,
                )
            ) from error
        self.last_events = submitted.events

    def _seat_step(self, index: int, call: Callable[[], None]) -> None:
        """A step of the service's clock or seats; its TableEvents become the last ones."""
        before = self.table.observe(None).version
        try:
            call()
        except RpcFailure as error:
            raise _Failed(
                Failure(
                    index,
                    f"the call was rejected: {error.code} {error.reason}",
                    None,
                    [error.message],
                )
            ) from error
        self.last_table_events = self.seats.table_events(before)

    def _undo(self, index: int, undo: dict[str, Any]) -> None:
        """An UndoAction step (feature undo): it must succeed, or fail with ``error`` and change
        nothing; a named request sent again must answer the first response's version."""
        name = undo.get("request")
        earlier = self.undo_requests.get(name) if name else None
        request_id = earlier[0] if earlier else str(uuid.uuid4())
        before = self.table.observe(None).version
        expected = undo.get("error")
        try:
            version = self.seats.undo(undo["seat"], request_id)
        except RpcFailure as error:
            wanted = None if expected is None else (expected["code"], expected["reason"])
            why = expected.get("why") if expected else None
            if (error.code, error.reason) != wanted or (why and error.metadata.get("why") != why):
                raise _Failed(
                    Failure(
                        index,
                        "UndoAction failed" if expected is None else "UndoAction failed wrongly",
                        None,
                        [*_error_diff(expected, error), f"why: {error.metadata.get('why')}"],
                    )
                ) from error
            after = self.table.observe(None).version
            if after != before:
                raise _Failed(
                    Failure(
                        index, "a refused undo changed the version", None, [f"{before} -> {after}"]
                    )
                ) from None
            self.last_table_events = []
            return
        if expected is not None:
            raise _Failed(
                Failure(
                    index,
                    "UndoAction succeeded but must fail",
                    None,
                    _error_diff(expected, RpcFailure("OK", "", "")),
                )
            )
        if earlier is not None and earlier[1] != version:
            raise _Failed(
                Failure(
                    index,
                    "a retried UndoAction answered another version",
                    None,
                    [f"first {earlier[1]}, retry {version}"],
                )
            )
        if name and earlier is None:
            self.undo_requests[name] = (request_id, version)
        self.last_table_events = self.seats.table_events(before)

    def _expect_error(self, index: int, expected: dict[str, Any]) -> None:
        before = self.table.observe(expected["seat"]).version
        calls: list[tuple[str, Callable[[int, dict[str, Any]], object]]] = [
            ("SubmitAction", self.table.submit)
        ]
        if "validate_action" in self.fixture.features:
            calls.insert(0, ("ValidateAction", self.table.validate))
        for rpc, call in calls:
            try:
                call(expected["seat"], expected["action"])
            except RpcFailure as error:
                if (error.code, error.reason) != (expected["code"], expected["reason"]):
                    raise _Failed(
                        Failure(
                            index,
                            f"{rpc} failed with the wrong error",
                            expected["action"],
                            _error_diff(expected, error),
                        )
                    ) from error
                continue
            raise _Failed(
                Failure(
                    index,
                    f"{rpc} accepted an action that must be rejected",
                    expected["action"],
                    [f"expected {expected['code']} {expected['reason']}"],
                )
            )
        after = self.table.observe(expected["seat"]).version
        if after != before:
            raise _Failed(
                Failure(
                    index,
                    "a rejected action changed the version",
                    expected["action"],
                    [f"version {before} -> {after}"],
                )
            )

    def _expect(self, index: int, expect: dict[str, Any]) -> None:
        viewer = _viewer(expect.get("viewer", 0))
        diff: list[str] = []
        needs_view = set(expect) - {
            "viewer",
            "events",
            "events_exact",
            "legal_actions",
            "table_events",
            "seats",
            "turn_deadline",
            "webhooks",
        }
        if needs_view:
            seen = self.table.observe(viewer)
            self._view_now = (seen.view, index)
            diff += self._view_diff(expect, seen)
        if "events" in expect or "events_exact" in expect:
            if self.last_events is None:
                diff.append("events: no action has been submitted yet")
            elif isinstance(expect.get("events"), dict):
                diff += subset_diff(expect["events"], self.last_events, "events")
            elif "events" in expect:
                diff += subsequence_diff(expect["events"], self.last_events, "events")
            else:
                diff += exact_diff(expect["events_exact"], self.last_events, "events")
        if "legal_actions" in expect:
            diff += self._legal_diff(expect["legal_actions"], viewer)
        diff += self._seat_diff(expect)
        if "webhooks" in expect:
            assert self.base_version is not None
            found, self.webhooks_seen = webhook_diff(
                getattr(self.driver, "webhooks", None),
                str(getattr(self.table, "name", "")),
                self.base_version,
                self.webhooks_seen,
                list(expect["webhooks"]),
            )
            diff += found
        if diff:
            raise _Failed(Failure(index, "expectation not met", None, diff))

    def _seat_diff(self, expect: dict[str, Any]) -> list[str]:
        """The turn_timers keys: table_events, seats, turn_deadline."""
        diff: list[str] = []
        if "table_events" in expect:
            wanted = expect["table_events"]
            if self.last_table_events is None:
                diff.append("table_events: no clock or seat step has run yet")
            elif isinstance(wanted, dict):
                diff += subset_diff(wanted, self.last_table_events, "table_events")
            else:
                diff += subsequence_diff(wanted, self.last_table_events, "table_events")
        if "seats" in expect:
            diff += subset_diff(expect["seats"], self.seats.table().get("seats", []), "seats")
        if "turn_deadline" in expect and expect["turn_deadline"] != self.seats.turn_deadline():
            diff.append(f"turn_deadline: expected {'one' if expect['turn_deadline'] else 'none'}")
        return diff

    def _view_diff(self, expect: dict[str, Any], seen: Observation) -> list[str]:
        diff: list[str] = []
        if "view" in expect:
            diff += subset_diff(expect["view"], seen.view, "view")
        if "view_exact" in expect:
            diff += exact_diff(expect["view_exact"], seen.view, "view")
        if "scores" in expect and list(expect["scores"]) != seen.scores:
            diff.append(f"scores: expected {expect['scores']}, got {seen.scores}")
        if "current_seat" in expect and expect["current_seat"] != seen.current_seat:
            diff.append(f"current_seat: expected {expect['current_seat']}, got {seen.current_seat}")
        if "pending_decision" in expect and expect["pending_decision"] != seen.pending_decision:
            diff.append(
                f"pending_decision: expected {expect['pending_decision']!r}, "
                f"got {seen.pending_decision!r}"
            )
        if "finished" in expect and expect["finished"] != seen.finished:
            diff.append(f"finished: expected {expect['finished']}, got {seen.finished}")
        if "version" in expect:
            assert self.base_version is not None
            got = seen.version - self.base_version
            if got != expect["version"]:
                diff.append(
                    f"version: expected {expect['version']} actions since the start, got {got}"
                )
        return diff

    def _legal_diff(self, expected: dict[str, Any], viewer: Viewer) -> list[str]:
        seat = viewer
        if seat is None:
            seat = self.table.observe(None).current_seat
            if seat is None:
                return ["legal_actions: nobody is to act"]
        game = self.fixture.game
        actual = {self.driver.canonical_action(game, a): a for a in self.table.legal_actions(seat)}
        diff: list[str] = []
        if "count" in expected and expected["count"] != len(actual):
            diff.append(f"legal_actions: expected {expected['count']} actions, got {len(actual)}")
        for action in expected.get("includes", ()):
            if self.driver.canonical_action(game, action) not in actual:
                diff.append(f"legal_actions: missing {json.dumps(action, sort_keys=True)}")
        for action in expected.get("excludes", ()):
            if self.driver.canonical_action(game, action) in actual:
                diff.append(f"legal_actions: unexpected {json.dumps(action, sort_keys=True)}")
        if "exactly" in expected:
            wanted = {self.driver.canonical_action(game, a): a for a in expected["exactly"]}
            diff += [f"legal_actions: missing {key}" for key in sorted(set(wanted) - set(actual))]
            diff += [
                f"legal_actions: unexpected {key}" for key in sorted(set(actual) - set(wanted))
            ]
        return diff

    def _forbidden(self) -> None:
        for rule in self.fixture.forbidden:
            viewer = _viewer(rule["viewer"])
            banned = set(rule["fields"])
            self.table.observe(viewer)  # at least one response per viewer
            if viewer is not None:
                self.table.legal_actions(viewer)
            hits = sorted(
                {
                    name
                    for response in self.table.responses(viewer)
                    for name in field_names(response)
                    if name in banned
                }
            )
            if hits:
                who = "spectator" if viewer is None else f"seat {viewer}"
                raise _Failed(
                    Failure(
                        None,
                        f"forbidden fields reached {who}",
                        None,
                        [f"field {name!r} appears in a response" for name in hits],
                    )
                )
